// The whole-file limits (grammar/limits.ts) in the language server: a file over 5,000,000 characters, over 10,000
// cards or with more than 10,000 syntax problems gets exactly the diagnostics `cardc check` gives it — the server
// checks a file block by block, which alone would read what the CLI refuses (CS1039, CS1040) and list what it cuts
// (CS1041).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPaths } from '../../compiler/check-paths.js';
import { LineIndex, MAX_FILE_CARDS, MAX_FILE_CHARS } from '../../grammar/index.js';
import { nodeHost } from '../../lsp/host/node.js';
import { Workspace } from '../../lsp/workspace.js';
import { TestClient } from './client.js';

const CARD = (i: number) => `卡牌 卡${i}\n  类型：角色\n  常值：1 攻\n`;

let base: string;
beforeAll(() => (base = mkdtempSync(join(tmpdir(), 'cardscript-limits-'))));
afterAll(() => rmSync(base, { recursive: true, force: true }));

/** A set folder holding a.card with `text`; its path. */
function setWith(name: string, text: string): string {
  const dir = join(base, name);
  mkdirSync(dir);
  writeFileSync(join(dir, 'set.yaml'), `name: ${name}\nruleset: slcg\n`);
  writeFileSync(join(dir, 'a.card'), text);
  return join(dir, 'a.card');
}

/** `cardc check`'s diagnostics of the file, as code@line:col (0-based, as LSP counts). */
function cli(file: string, text: string): string[] {
  const lines = new LineIndex(text);
  const r = checkPaths([file]);
  return r.files
    .filter((f) => f.file === file)
    .flatMap((f) => f.diagnostics)
    .map((d) => {
      const p = lines.position(d.span.start);
      return `${d.code}@${p.line}:${p.character}`;
    })
    .sort();
}

/** The server's own workspace (in process) on the same file. */
function server(file: string, text: string): string[] {
  const ws = new Workspace(nodeHost);
  const uri = pathToFileURL(file).href;
  ws.open(uri, text, 1);
  const a = ws.checked(uri)!;
  return a.diagnostics
    .map((d) => {
      const p = a.lines.position(d.span.start);
      return `${d.code}@${p.line}:${p.character}`;
    })
    .sort();
}

describe('whole-file limits: the server says what cardc check says', () => {
  it('a file over 5,000,000 characters: CS1039 alone, over stdio', async () => {
    let text = '';
    for (let i = 0; text.length <= MAX_FILE_CHARS; i++) text += CARD(i).repeat(1000);
    const file = setWith('big', text);
    expect(cli(file, text)).toEqual(['CS1039@0:0']);
    const c = new TestClient();
    try {
      await c.initialize(pathToFileURL(join(base, 'big')).href);
      const uri = pathToFileURL(file).href;
      const d = c.diagnostics(uri, 1, 60_000);
      await c.open(uri, text, 1);
      const got = (await d).diagnostics.map((x) => `${x.code}@${x.range.start.line}:${x.range.start.character}`);
      expect(got).toEqual(['CS1039@0:0']);
    } finally {
      await c.shutdown();
    }
  });

  it('a leading byte-order mark is not counted, as cardc drops it on reading', () => {
    const body = CARD(0);
    const text = '\ufeff' + body + '#'.repeat(MAX_FILE_CHARS - body.length);
    const file = setWith('bom', text);
    expect(server(file, text).filter((c) => c.startsWith('CS1039'))).toEqual([]);
  });

  it(`a file of more than ${MAX_FILE_CARDS} cards: CS1040 at the first not read, nothing of the cards after it`, () => {
    const text = Array.from({ length: MAX_FILE_CARDS + 3 }, (_, i) => CARD(i)).join('') + '卡牌 残\n  类型：';
    const file = setWith('many', text);
    const expected = cli(file, text);
    expect(expected).toEqual([`CS1040@${MAX_FILE_CARDS * 3}:0`]);
    expect(server(file, text)).toEqual(expected);
  });

  it('more than 10,000 syntax problems over many cards: the same first 10,000 and the same CS1041', () => {
    const text = Array.from({ length: 3000 }, (_, i) => `${CARD(i)}  【【【【\n`).join('');
    const file = setWith('flood', text);
    const expected = cli(file, text);
    expect(expected.filter((c) => c.startsWith('CS1041'))).toHaveLength(1);
    expect(server(file, text)).toEqual(expected);
  });
});
