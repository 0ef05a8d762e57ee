// A .card file opened from outside the workspace folder (or with none) still belongs to its set: the server finds
// its set.yaml by walking up the file's folders and reads the set's other files from disk, so 专属 and deck entries
// naming cards of those files are not reported (CS2010, CS3024) — the diagnostics cardc check gives.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, TestClient } from './client.js';

let base: string;
let set: string;
beforeAll(() => {
  base = mkdtempSync(join(tmpdir(), 'cardscript-discovery-'));
  set = join(base, 'far', 'away', 'guangan');
  cpSync(join(ROOT, 'cards/guangan'), set, { recursive: true });
  mkdirSync(join(base, 'workspace'));
});
afterAll(() => rmSync(base, { recursive: true, force: true }));

const uri = (file: string) => pathToFileURL(join(set, file)).href;

async function openAndCheck(root: string | null, yamlText = readFileSync(join(set, 'set.yaml'), 'utf8')) {
  const c = new TestClient();
  try {
    await c.initialize(root && pathToFileURL(root).href);
    const card = c.diagnostics(uri('linran.card'), 1);
    await c.open(uri('linran.card'), readFileSync(join(set, 'linran.card'), 'utf8'), 1);
    const cardCodes = (await card).diagnostics.map((d) => `${d.code} ${d.message}`);
    const yaml = c.diagnostics(uri('set.yaml'), 1);
    await c.open(uri('set.yaml'), yamlText, 1);
    const yamlCodes = (await yaml).diagnostics.map((d) => `${d.code} ${d.message}`);
    return { cardCodes, yamlCodes };
  } finally {
    await c.shutdown();
  }
}

describe('set discovery for a file outside the workspace', () => {
  it('GA-CT-09: a 专属 card opened with no workspace folder finds its set (no CS2010, no CS3024)', async () => {
    const { cardCodes, yamlCodes } = await openAndCheck(null);
    expect(cardCodes).toEqual([]);
    expect(yamlCodes).toEqual([]);
  });

  it('GA-CT-09: …and with a workspace folder elsewhere', async () => {
    const { cardCodes, yamlCodes } = await openAndCheck(join(base, 'workspace'));
    expect(cardCodes).toEqual([]);
    expect(yamlCodes).toEqual([]);
  });

  it('SLCG-META-01: a broken set.yaml that names its game: what cardc check says, nothing more (CS3016 only)', async () => {
    const yaml = readFileSync(join(set, 'set.yaml'), 'utf8').replace(/^name: (.*)$/m, 'name: $1\nname: 重复');
    writeFileSync(join(set, 'set.yaml'), yaml);
    try {
      const { cardCodes, yamlCodes } = await openAndCheck(null, yaml);
      expect(cardCodes).toEqual([]);
      expect(yamlCodes.map((m) => m.split(' ')[0])).toEqual(['CS3016']);
    } finally {
      cpSync(join(ROOT, 'cards/guangan/set.yaml'), join(set, 'set.yaml'));
    }
  });
});
