// Files of the set nobody opened change on disk: the server registers workspace/didChangeWatchedFiles (dynamically,
// when the client can), reads the changed file again and republishes the open files that depend on it — a 专属 naming
// a card of another file (GA-CT-09, CS2010), the set.yaml's game and its deck entries.
import { cpSync, readFileSync, rmSync, unlinkSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, TestClient } from './client.js';

let base: string;
let set: string;
let client: TestClient | undefined;
beforeAll(() => {
  base = mkdtempSync(join(tmpdir(), 'cardscript-watched-'));
});
afterAll(() => rmSync(base, { recursive: true, force: true }));
afterEach(async () => {
  await client?.shutdown();
  client = undefined;
});

let n = 0;
/** A fresh copy of the 光暗 set, a server with the set as its workspace folder, and linran.card open. */
async function start(workspace: Record<string, unknown> = {}) {
  set = join(base, `s${n++}`);
  cpSync(join(ROOT, 'cards/guangan'), set, { recursive: true, filter: (p) => !p.includes('scenarios') });
  client = new TestClient();
  await client.initialize(pathToFileURL(set).href, {}, workspace);
  const d = client.diagnostics(uri('linran.card'), 1);
  await client.open(uri('linran.card'), read('linran.card'), 1);
  expect((await d).diagnostics).toEqual([]);
  return client;
}
const uri = (file: string) => pathToFileURL(join(set, file)).href;
const read = (file: string) => readFileSync(join(set, file), 'utf8');
const codes = (p: { diagnostics: { code?: string }[] }) => [...new Set(p.diagnostics.map((d) => String(d.code)))];
const has = (code: string) => (p: { diagnostics: { code?: string }[] }) => codes(p).includes(code);
const clean = (p: { diagnostics: unknown[] }) => p.diagnostics.length === 0;
/** After the server has had time to publish anything late, the last diagnostics of `u` are still none. */
async function staysClean(c: TestClient, u: string) {
  await new Promise((r) => setTimeout(r, 400));
  expect(c.published.filter((p) => p.uri === u).at(-1)?.diagnostics).toEqual([]);
}

describe('workspace/didChangeWatchedFiles', () => {
  it('is registered for .card files and set.yaml when the client can register it dynamically, and not otherwise', async () => {
    const c = await start({ didChangeWatchedFiles: { dynamicRegistration: true } });
    for (let i = 0; i < 100 && !c.registrations.length; i++) await new Promise((r) => setTimeout(r, 20));
    const reg = c.registrations.find((r) => r.method === 'workspace/didChangeWatchedFiles');
    const watchers = (reg?.registerOptions as { watchers: { globPattern: string; kind?: number }[] }).watchers;
    // Every change of a .card file or a set.yaml; and deletions of anything, so a folder deleted is heard of.
    expect(watchers).toEqual([
      { globPattern: '**/*.card' },
      { globPattern: '**/set.{yaml,yml}' },
      { globPattern: '**/*', kind: 4 },
    ]);
    await c.shutdown();
    client = undefined;
    const plain = await start();
    await new Promise((r) => setTimeout(r, 200));
    expect(plain.registrations.filter((r) => r.method === 'workspace/didChangeWatchedFiles')).toEqual([]);
  });

  it('GA-CT-09: a card renamed in a file not open makes the 专属 naming it CS2010, and renamed back clears it', async () => {
    const c = await start();
    const chars = read('characters.card');
    writeFileSync(join(set, 'characters.card'), chars.replace('卡牌 林燃', '卡牌 林焰'));
    let d = c.until(uri('linran.card'), has('CS2010'));
    await c.watched({ uri: uri('characters.card'), type: 2 });
    expect(codes(await d)).toContain('CS2010');
    writeFileSync(join(set, 'characters.card'), chars);
    d = c.until(uri('linran.card'), clean);
    await c.watched({ uri: uri('characters.card'), type: 2 });
    await d;
    await staysClean(c, uri('linran.card'));
  });

  it('GA-CT-09: a file of the set deleted and created again on disk', async () => {
    const c = await start();
    const chars = read('characters.card');
    unlinkSync(join(set, 'characters.card'));
    let d = c.until(uri('linran.card'), has('CS2010'));
    await c.watched({ uri: uri('characters.card'), type: 3 });
    expect(codes(await d)).toContain('CS2010');
    writeFileSync(join(set, 'characters.card'), chars);
    d = c.until(uri('linran.card'), clean);
    await c.watched({ uri: uri('characters.card'), type: 1 });
    await d;
    await staysClean(c, uri('linran.card'));
  });

  it("SLCG-CT-03: set.yaml changed on disk to another game: the open card is checked as that game's", async () => {
    const c = await start();
    const yaml = read('set.yaml');
    writeFileSync(join(set, 'set.yaml'), yaml.replace('ruleset: guangan', 'ruleset: slcg'));
    let d = c.until(uri('linran.card'), has('CS2001'));
    await c.watched({ uri: uri('set.yaml'), type: 2 });
    expect(codes(await d)).toContain('CS2001');
    writeFileSync(join(set, 'set.yaml'), yaml);
    d = c.until(uri('linran.card'), clean);
    await c.watched({ uri: uri('set.yaml'), type: 2 });
    await d;
    await staysClean(c, uri('linran.card'));
  });

  it('set.yaml deleted on disk: the open card belongs to no set (CS2018, as cardc check says); created again: clean', async () => {
    const c = await start();
    const yaml = read('set.yaml');
    unlinkSync(join(set, 'set.yaml'));
    let d = c.until(uri('linran.card'), has('CS2018'));
    await c.watched({ uri: uri('set.yaml'), type: 3 });
    expect(codes(await d)).toEqual(['CS2018']);
    writeFileSync(join(set, 'set.yaml'), yaml);
    d = c.until(uri('linran.card'), clean);
    await c.watched({ uri: uri('set.yaml'), type: 1 });
    await d;
    await staysClean(c, uri('linran.card'));
  });

  it('a deck entry of the open set.yaml names a card renamed in a file not open: CS3024, then cleared', async () => {
    const c = await start();
    const y = c.diagnostics(uri('set.yaml'), 1);
    await c.open(uri('set.yaml'), read('set.yaml'), 1);
    expect((await y).diagnostics).toEqual([]);
    const text = read('linran.card');
    const other = read('canglan.card');
    writeFileSync(join(set, 'canglan.card'), other.replace('卡牌 疾风', '卡牌 疾風暴'));
    let d = c.until(uri('set.yaml'), has('CS3024'));
    await c.watched({ uri: uri('canglan.card'), type: 2 });
    expect(codes(await d)).toContain('CS3024');
    writeFileSync(join(set, 'canglan.card'), other);
    d = c.until(uri('set.yaml'), clean);
    await c.watched({ uri: uri('canglan.card'), type: 2 });
    await d;
    await staysClean(c, uri('set.yaml'));
    expect(text).toBe(read('linran.card'));
  });
});
