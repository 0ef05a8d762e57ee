// Documents the server cannot take for granted, over stdio: a CardScript buffer whose URI is not a file (an untitled
// editor, a virtual file system), the set's folder deleted while its files are open, and a .card file renamed (the
// editor closes the old URI and opens the new one, in either order). The server answers every request and what it
// publishes last is what the files on disk and in the editor say — no stale diagnostic (GA-DK-03 CS2013, GA-CT-09
// CS2010).
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, TestClient, type PublishedDiagnostics } from './client.js';

let base: string;
let set: string;
let client: TestClient | undefined;
beforeAll(() => {
  base = mkdtempSync(join(tmpdir(), 'cardscript-odd-'));
});
afterAll(() => rmSync(base, { recursive: true, force: true }));
afterEach(async () => {
  if (client) expect(await client.shutdown()).toBe(0);
  client = undefined;
});

let n = 0;
async function start(opts: { folder?: boolean } = {}) {
  set = join(base, `s${n++}`);
  cpSync(join(ROOT, 'cards/guangan'), set, { recursive: true, filter: (p) => !p.includes('scenarios') });
  client = new TestClient();
  await client.initialize(opts.folder === false ? null : pathToFileURL(set).href);
  return client;
}
const uri = (file: string) => pathToFileURL(join(set, file)).href;
const read = (file: string) => readFileSync(join(set, file), 'utf8');
const codes = (p: PublishedDiagnostics) => [...new Set(p.diagnostics.map((d) => String(d.code)))];
const has = (code: string) => (p: PublishedDiagnostics) => codes(p).includes(code);
const clean = (p: PublishedDiagnostics) => p.diagnostics.length === 0;
/** After the server has had time to publish anything late, the last diagnostics published for `u`. */
async function last(c: TestClient, u: string): Promise<string[]> {
  await new Promise((r) => setTimeout(r, 500));
  const p = c.published.filter((x) => x.uri === u).at(-1);
  return p ? codes(p) : ['(none published)'];
}
async function openClean(c: TestClient, file: string) {
  const d = c.diagnostics(uri(file), 1);
  await c.open(uri(file), read(file), 1);
  expect((await d).diagnostics).toEqual([]);
}

const BROKEN = '规则：slcg\n卡牌 甲\n  类型：角色\n  常值：1 攻\n  【守户】\n';

describe('a document whose URI is not a file', () => {
  it.each([
    ['untitled:Untitled-1', 'cardscript'],
    ['vscode-vfs://github/owner/repo/a.card', 'cardscript'],
  ])('%s is checked (CS1002 with its fix) and every request is answered', async (u, languageId) => {
    const c = await start();
    const d = c.until(u, has('CS1002'));
    await c.conn.sendNotification('textDocument/didOpen', {
      textDocument: { uri: u, languageId, version: 1, text: BROKEN },
    });
    expect(codes(await d)).toEqual(['CS1002']);
    const at = { textDocument: { uri: u }, position: { line: 2, character: 5 } };
    const hover = await c.request<{ contents: unknown } | null>('textDocument/hover', at);
    expect(JSON.stringify(hover)).toContain('角色');
    const symbols = await c.request<{ name: string }[]>('textDocument/documentSymbol', { textDocument: { uri: u } });
    expect(symbols.map((s) => s.name)).toEqual(['甲']);
    const actions = await c.request<{ title: string }[]>('textDocument/codeAction', {
      textDocument: { uri: u },
      range: { start: { line: 4, character: 3 }, end: { line: 4, character: 5 } },
      context: { diagnostics: [], only: ['quickfix'] },
    });
    expect(actions.map((a) => a.title)).toContain('改为“守护”');
    const edits = await c.request<unknown[]>('textDocument/formatting', {
      textDocument: { uri: u },
      options: { tabSize: 2, insertSpaces: true },
    });
    expect(Array.isArray(edits)).toBe(true);
    for (const [method, params] of [
      ['textDocument/completion', { ...at, position: { line: 4, character: 3 } }],
      ['textDocument/definition', { ...at, position: { line: 1, character: 3 } }],
      [
        'textDocument/references',
        { ...at, position: { line: 1, character: 3 }, context: { includeDeclaration: true } },
      ],
      ['textDocument/prepareRename', { ...at, position: { line: 1, character: 3 } }],
      ['textDocument/semanticTokens/full', { textDocument: { uri: u } }],
      ['textDocument/foldingRange', { textDocument: { uri: u } }],
      ['cardscript/previewCard', { ...at, position: { line: 1, character: 3 } }],
      ['cardscript/previewSet', { textDocument: { uri: u } }],
      ['cardscript/compileSet', { textDocument: { uri: u } }],
    ] as const)
      await expect(c.request(method, params), method).resolves.toBeDefined();
    const closed = c.until(u, clean);
    await c.conn.sendNotification('textDocument/didClose', { textDocument: { uri: u } });
    await closed;
  });
});

describe('the set folder deleted while its files are open', () => {
  it('GA-CT-09: the open card loses the cards of the files that were on disk (CS2010), then its set (CS2018)', async () => {
    const c = await start();
    await openClean(c, 'linran.card');
    await openClean(c, 'set.yaml');
    rmSync(set, { recursive: true, force: true });
    // A client watching **/*.card and set.yaml may report the folder alone.
    let d = c.until(uri('linran.card'), has('CS2010'));
    await c.watched({ uri: pathToFileURL(set).href, type: 3 });
    await d;
    d = c.until(uri('linran.card'), has('CS2018'));
    await c.close(uri('set.yaml'));
    await d;
    expect(await last(c, uri('linran.card'))).toEqual(['CS2018']);
    const hover = await c.request('textDocument/hover', {
      textDocument: { uri: uri('linran.card') },
      position: { line: 2, character: 2 },
    });
    expect(hover).not.toBeNull();
    await c.close(uri('linran.card'));
    expect(await last(c, uri('linran.card'))).toEqual([]);
  });
});

describe('a .card file renamed', () => {
  for (const order of ['close, then open', 'open, then close'] as const)
    it(`GA-DK-03: characters.card → people.card (${order}): no stale CS2013 on the new file or the 专属 (GA-CT-09)`, async () => {
      const c = await start();
      await openClean(c, 'linran.card');
      await openClean(c, 'characters.card');
      const text = read('characters.card');
      renameSync(join(set, 'characters.card'), join(set, 'people.card'));
      const openNew = () =>
        c.conn.sendNotification('textDocument/didOpen', {
          textDocument: { uri: uri('people.card'), languageId: 'cardscript', version: 1, text },
        });
      if (order === 'close, then open') {
        await c.close(uri('characters.card'));
        await openNew();
      } else {
        // Both files open for a moment: the same cards twice in the set.
        const twice = c.until(uri('people.card'), has('CS2013'));
        await openNew();
        await twice;
        await c.close(uri('characters.card'));
      }
      // A client that watches files tells of the rename too; one that does not (the second order) must not matter.
      if (order === 'close, then open')
        await c.watched({ uri: uri('characters.card'), type: 3 }, { uri: uri('people.card'), type: 1 });
      expect(await last(c, uri('people.card'))).toEqual([]);
      expect(await last(c, uri('linran.card'))).toEqual([]);
      expect(await last(c, uri('characters.card'))).toEqual([]);
    });

  it('GA-CT-09: a card file renamed while closed, the open card naming its card stays clean', async () => {
    const c = await start({ folder: false });
    await openClean(c, 'linran.card');
    renameSync(join(set, 'characters.card'), join(set, 'people.card'));
    await c.watched({ uri: uri('characters.card'), type: 3 }, { uri: uri('people.card'), type: 1 });
    expect(await last(c, uri('linran.card'))).toEqual([]);
  });
});
