// End-to-end: the real server over stdio, driven by vscode-jsonrpc.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from './client.js';
import { SET_YAML, SLCG_CARDS } from './fixtures.js';

let dir: string;
let client: TestClient;
let cardUri: string;
let otherUri: string;
let setUri: string;

const SECOND = `卡牌 召集令
  类型：发生
  费用：2
  载入一张「影刃特派员」。
`;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cardscript-lsp-'));
  writeFileSync(join(dir, 'set.yaml'), SET_YAML);
  writeFileSync(join(dir, 'a.card'), SLCG_CARDS);
  writeFileSync(join(dir, 'b.card'), SECOND);
  cardUri = pathToFileURL(join(dir, 'a.card')).href;
  otherUri = pathToFileURL(join(dir, 'b.card')).href;
  setUri = pathToFileURL(join(dir, 'set.yaml')).href;
  client = new TestClient();
  const init = await client.initialize(pathToFileURL(dir).href);
  expect(init.capabilities.hoverProvider).toBe(true);
});

afterAll(async () => {
  if (client) {
    const code = await client.shutdown();
    expect(code).toBe(0);
  }
  rmSync(dir, { recursive: true, force: true });
});

describe('cardscript-lsp over stdio', () => {
  it('publishes diagnostics on open and after a change, for the right version', async () => {
    const first = client.diagnostics(cardUri, 1);
    await client.open(cardUri, SLCG_CARDS, 1);
    expect((await first).diagnostics).toEqual([]);
    // Break a keyword: 【守护】 → 【守户】 on line 7.
    const second = client.diagnostics(cardUri, 2);
    await client.change(cardUri, 2, [
      { range: { start: { line: 7, character: 4 }, end: { line: 7, character: 5 } }, text: '户' },
    ]);
    const d = (await second).diagnostics;
    expect(d.map((x) => x.code)).toContain('CS1002');
    expect(d[0].range.start.line).toBe(7);
    // Put it back: diagnostics clear.
    const third = client.diagnostics(cardUri, 3);
    await client.change(cardUri, 3, [
      { range: { start: { line: 7, character: 4 }, end: { line: 7, character: 5 } }, text: '护' },
    ]);
    expect((await third).diagnostics).toEqual([]);
  });

  it('debounces: a burst of edits gives one publication for the last version', async () => {
    const before = client.published.length;
    const last = client.diagnostics(cardUri, 13);
    for (let v = 4; v <= 13; v++) {
      await client.change(cardUri, v, [
        { range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, text: v % 2 ? '' : '' },
      ]);
    }
    await last;
    const mine = client.published.slice(before).filter((p) => p.uri === cardUri);
    expect(mine.length).toBe(1);
    expect(mine[0].version).toBe(13);
  });

  it('completes card types after 类型：, keywords inside 【 and card names after 「', async () => {
    // Line 2 is "  类型：角色"; ask at its end after the colon.
    const types = await client.request<{ items: { label: string }[] }>('textDocument/completion', {
      textDocument: { uri: cardUri },
      position: { line: 2, character: 5 },
    });
    expect(types.items.map((i) => i.label)).toEqual(expect.arrayContaining(['角色', '发生', '场景']));
    expect(types.items.map((i) => i.label)).not.toContain('卡灵');

    const v = 14;
    const p = client.diagnostics(cardUri, v);
    await client.change(cardUri, v, [
      { range: { start: { line: 9, character: 0 }, end: { line: 9, character: 0 } }, text: '  【\n' },
    ]);
    await p;
    const kws = await client.request<{ items: { label: string }[] }>('textDocument/completion', {
      textDocument: { uri: cardUri },
      position: { line: 9, character: 3 },
    });
    expect(kws.items.map((i) => i.label)).toEqual(expect.arrayContaining(['守护', '登场时', '己方', '一回合一次']));
    expect(kws.items.map((i) => i.label)).not.toContain('坚守');
    const p2 = client.diagnostics(cardUri, v + 1);
    await client.change(cardUri, v + 1, [
      { range: { start: { line: 9, character: 0 }, end: { line: 10, character: 0 } }, text: '' },
    ]);
    await p2;

    await client.open(otherUri, SECOND, 1);
    const names = await client.request<{ items: { label: string; textEdit: { newText: string } }[] }>(
      'textDocument/completion',
      { textDocument: { uri: otherUri }, position: { line: 3, character: 7 } },
    );
    expect(names.items.map((i) => i.label)).toEqual(
      expect.arrayContaining(['影刃特派员', '紧急护盾😀', '𠀋星环整备员', '召集令']),
    );
  });

  it('hovers a keyword with its rule text and a card name with its summary', async () => {
    const h = await client.request<{ contents: { value: string } }>('textDocument/hover', {
      textDocument: { uri: cardUri },
      position: { line: 7, character: 4 },
    });
    expect(h.contents.value).toContain('SLCG-KW-01');
    expect(h.contents.value).toMatch(/\[SLCG-KW-01\]\(file:\/\/\S+\/docs\/rules\.md#slcg-kw-01\)/);
    expect(h.contents.value).toContain('Tap this character');
    const c = await client.request<{ contents: { value: string } }>('textDocument/hover', {
      textDocument: { uri: otherUri },
      position: { line: 3, character: 8 },
    });
    expect(c.contents.value).toContain('影刃特派员');
    expect(c.contents.value).toContain('常值：4 攻推');
  });

  it('draws the card under the cursor (cardscript/previewCard)', async () => {
    const r = await client.request<{ name: string; svg: string } | null>('cardscript/previewCard', {
      textDocument: { uri: otherUri },
      position: { line: 1, character: 3 },
    });
    expect(r?.name).toBe('召集令');
    expect(r?.svg).toMatch(/^<svg[\s\S]*召集令[\s\S]*<\/svg>\n$/);
    expect(
      await client.request('cardscript/previewCard', {
        textDocument: { uri: 'file:///nowhere.card' },
        position: { line: 0, character: 0 },
      }),
    ).toBeNull();
  });

  it('draws the whole set (cardscript/previewSet) and compiles it from the open texts (cardscript/compileSet)', async () => {
    const p = await client.request<{ set: string; cards: { name: string; uri: string; svg: string }[] }>(
      'cardscript/previewSet',
      { textDocument: { uri: otherUri } },
    );
    expect(p.set).toBe('测试卡包');
    expect(p.cards.map((c) => c.name)).toEqual(expect.arrayContaining(['影刃特派员', '召集令']));
    expect(p.cards.find((c) => c.name === '召集令')?.uri).toBe(otherUri);
    const r = await client.request<{
      ok: boolean;
      set?: { cards: { name: string }[]; decks: Record<string, unknown> };
    }>('cardscript/compileSet', { textDocument: { uri: cardUri } });
    expect(r.ok).toBe(true);
    expect(r.set?.cards.map((c) => c.name)).toEqual(expect.arrayContaining(['影刃特派员', '召集令']));
    expect(Object.keys(r.set?.decks ?? {})).toEqual(['主卡组']);
  });

  it('goes to a definition and renames across .card files and set.yaml decks', async () => {
    const defs = await client.request<{ uri: string; range: { start: { line: number; character: number } } }[]>(
      'textDocument/definition',
      { textDocument: { uri: otherUri }, position: { line: 3, character: 8 } },
    );
    expect(defs).toEqual([
      { uri: cardUri, range: { start: { line: 1, character: 3 }, end: { line: 1, character: 8 } } },
    ]);
    const refs = await client.request<{ uri: string }[]>('textDocument/references', {
      textDocument: { uri: cardUri },
      position: { line: 1, character: 4 },
      context: { includeDeclaration: true },
    });
    expect(refs.map((r) => r.uri).sort()).toEqual([cardUri, otherUri, setUri].sort());
    // Astral name: the range counts UTF-16 code units (😀 is two).
    const emoji = await client.request<{ range: { start: { character: number }; end: { character: number } } }>(
      'textDocument/prepareRename',
      { textDocument: { uri: cardUri }, position: { line: 11, character: 5 } },
    );
    expect(emoji.range.start.character).toBe(3);
    expect(emoji.range.end.character).toBe(3 + '紧急护盾😀'.length);
    const edit = await client.request<{
      changes: Record<string, { newText: string; range: { start: { line: number } } }[]>;
    }>('textDocument/rename', {
      textDocument: { uri: cardUri },
      position: { line: 1, character: 4 },
      newName: '影刃特使',
    });
    expect(Object.keys(edit.changes).sort()).toEqual([cardUri, otherUri, setUri].sort());
    expect(edit.changes[setUri][0].range.start.line).toBe(4);
  });

  it('offers code actions: a diagnostic fix, simplified/traditional and explain-rule', async () => {
    const v = 20;
    const p = client.diagnostics(cardUri, v);
    // 【守护 without its closing bracket
    await client.change(cardUri, v, [
      { range: { start: { line: 7, character: 5 }, end: { line: 7, character: 6 } }, text: '' },
    ]);
    const d = (await p).diagnostics.find((x) => x.code === 'CS1003');
    expect(d).toBeDefined();
    const actions = await client.request<
      { title: string; kind?: string; edit?: unknown; command?: { command: string } }[]
    >('textDocument/codeAction', {
      textDocument: { uri: cardUri },
      range: d!.range,
      context: { diagnostics: [d] },
    });
    expect(actions.some((a) => a.kind === 'quickfix' && a.edit)).toBe(true);
    expect(actions.some((a) => a.kind === 'source.convertToTraditional')).toBe(true);
    expect(actions.some((a) => a.command?.command === 'cardscript.explainRule')).toBe(true);
    const p2 = client.diagnostics(cardUri, v + 1);
    await client.change(cardUri, v + 1, [
      { range: { start: { line: 7, character: 5 }, end: { line: 7, character: 5 } }, text: '】' },
    ]);
    expect((await p2).diagnostics).toEqual([]);
  });

  it('formats a document and leaves a formatted one alone', async () => {
    const messy = '卡牌   乱排的卡\n类型 : 角色\n    常值:4  攻推\n  [守护]  [连击]\n';
    const uri = cardUri.replace('a.card', 'messy.card');
    await client.open(uri, messy, 1);
    const edits = await client.request<{ newText: string }[]>('textDocument/formatting', {
      textDocument: { uri },
      options: { tabSize: 2, insertSpaces: true },
    });
    expect(edits.length).toBe(1);
    const again = await client.request<unknown[]>('textDocument/formatting', {
      textDocument: { uri: otherUri },
      options: { tabSize: 2, insertSpaces: true },
    });
    expect(again).toEqual([]);
  });

  it('answers document symbols, folding, semantic tokens and workspace symbols', async () => {
    const syms = await client.request<{ name: string }[]>('textDocument/documentSymbol', {
      textDocument: { uri: cardUri },
    });
    expect(syms.map((s) => s.name)).toEqual(['影刃特派员', '紧急护盾😀', '𠀋星环整备员']);
    const folds = await client.request<unknown[]>('textDocument/foldingRange', { textDocument: { uri: cardUri } });
    expect(folds.length).toBeGreaterThanOrEqual(3);
    const toks = await client.request<{ data: number[] }>('textDocument/semanticTokens/full', {
      textDocument: { uri: cardUri },
    });
    expect(toks.data.length % 5).toBe(0);
    expect(toks.data.length).toBeGreaterThan(50);
    const ws = await client.request<{ name: string }[]>('workspace/symbol', { query: '星环' });
    expect(ws.map((s) => s.name)).toEqual(['𠀋星环整备员']);
  });

  it('refreshes another open file of the set when an edit changes its diagnostics', async () => {
    // b.card quotes 「影刃特派员」; renaming the card in a.card makes that quote dangle.
    const broken = client.diagnostics(otherUri);
    await client.change(cardUri, 30, [
      { range: { start: { line: 1, character: 3 }, end: { line: 1, character: 8 } }, text: '影刃特使' },
    ]);
    const d = await broken;
    expect(d.diagnostics.some((x) => x.message.includes('影刃特派员'))).toBe(true);
    const fixed = client.diagnostics(otherUri);
    await client.change(cardUri, 31, [
      { range: { start: { line: 1, character: 3 }, end: { line: 1, character: 7 } }, text: '影刃特派员' },
    ]);
    expect((await fixed).diagnostics).toEqual([]);
  });

  it('publishes set.yaml diagnostics, deck checks included', async () => {
    const p = client.diagnostics(setUri);
    await client.open(setUri, SET_YAML.replace('影刃特派员: 4', '影刃特派员: 4\n    不存在的卡: 1'), 1);
    const d = await p;
    expect(d.diagnostics.some((x) => x.code === 'CS3024' || x.message.includes('不存在的卡'))).toBe(true);
  });

  it('explains a rule through workspace/executeCommand', async () => {
    const text = await client.request<string>('workspace/executeCommand', {
      command: 'cardscript.explainRule',
      arguments: [['SLCG-KW-01'], 'guard'],
    });
    expect(text).toContain('SLCG-KW-01');
    expect(text).toContain('守护');
  });

  it('switches messages to English on didChangeConfiguration', async () => {
    const p = client.diagnostics(cardUri, 40);
    await client.conn.sendNotification('workspace/didChangeConfiguration', {
      settings: { cardscript: { language: 'en' } },
    });
    await client.change(cardUri, 40, [
      { range: { start: { line: 7, character: 4 }, end: { line: 7, character: 5 } }, text: '户' },
    ]);
    const d = (await p).diagnostics.find((x) => x.code === 'CS1002')!;
    expect(d.message).toContain('unknown keyword');
    await client.conn.sendNotification('workspace/didChangeConfiguration', {
      settings: { cardscript: { language: 'zh' } },
    });
  });

  it('survives requests on unknown documents and bad positions', async () => {
    const r = await client.request('textDocument/hover', {
      textDocument: { uri: 'file:///nowhere.card' },
      position: { line: 99, character: 99 },
    });
    expect(r).toBeNull();
    const c = await client.request<{ items: unknown[] } | null>('textDocument/completion', {
      textDocument: { uri: cardUri },
      position: { line: 9999, character: -5 },
    });
    expect(c === null || Array.isArray(c.items)).toBe(true);
  });
});
