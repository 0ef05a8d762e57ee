// Random edit sequences — inserts and deletes anywhere, half a 【, lone and paired surrogates —
// never break the features, and every diagnostic range stays inside the document. A few hundred
// sequences run in-process against the feature functions, ~50 over stdio against the server.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { Analysis } from '../../compiler/analysis.js';
import { LineIndex, dumpAst, type CardFile } from '../../grammar/index.js';
import { FIELD_ORDER } from '../../lsp/profile.js';
import { analyzeCard, checkDocuments } from '../../lsp/analysis.js';
import { codeActions } from '../../lsp/features/code-actions.js';
import { complete } from '../../lsp/features/completion.js';
import { cardDiagnostics } from '../../lsp/features/diagnostics.js';
import { format } from '../../lsp/features/formatting.js';
import { hover } from '../../lsp/features/hover.js';
import { semanticTokens } from '../../lsp/features/semantic-tokens.js';
import { documentSymbols, foldingRanges } from '../../lsp/features/symbols.js';
import { prng } from '../../bench/corpus.js';
import { TestClient } from './client.js';
import { GUANGAN_CARDS, KALING_CARDS, SLCG_CARDS } from './fixtures.js';

const analysis = new Analysis();
const parser = analysis.parser;
const parseText = (text: string) => parser.parse(text);

/** Small deterministic PRNG (mulberry32), so a failure can be replayed from its seed. */
const rng = prng;

const PIECES = [
  '【',
  '】',
  '【守',
  '「',
  '」',
  '「𠀋',
  '：',
  ':',
  '；',
  '。',
  '\n',
  '\n  ',
  '卡牌 ',
  '卡牌 😀',
  '类型：',
  '類型：',
  '回1',
  '極二限一',
  '𠀋',
  '😀',
  '\ud83d',
  '\ude00',
  ' ',
  '#',
  '当',
  '时',
  '造成2点伤害',
  '对一个对方角色',
  'O1范围',
  '\r\n',
  '（',
  '）',
  '[',
  ']',
];

interface Edit {
  start: number;
  end: number;
  text: string;
}

function randomEdit(text: string, r: () => number): Edit {
  const start = Math.floor(r() * (text.length + 1));
  if (r() < 0.4 && text.length) {
    const end = Math.min(text.length, start + 1 + Math.floor(r() * 12));
    return { start, end, text: '' };
  }
  const n = 1 + Math.floor(r() * 3);
  let ins = '';
  for (let i = 0; i < n; i++) ins += PIECES[Math.floor(r() * PIECES.length)];
  return { start, end: start, text: ins };
}

function apply(text: string, e: Edit): string {
  return text.slice(0, e.start) + e.text + text.slice(e.end);
}

function expectRangesValid(
  text: string,
  ranges: { start: { line: number; character: number }; end: { line: number; character: number } }[],
) {
  // One expect per call: vitest's expect is too slow to run per position in a fuzz loop.
  const li = new LineIndex(text);
  const ok = (p: { line: number; character: number }) => {
    if (p.line < 0 || p.line >= li.lineCount || p.character < 0) return false;
    const lineEnd = p.line + 1 < li.lineCount ? li.lineStarts[p.line + 1] : text.length;
    return li.lineStarts[p.line] + p.character <= lineEnd;
  };
  const bad = ranges.filter(
    (rg) =>
      !ok(rg.start) ||
      !ok(rg.end) ||
      rg.start.line > rg.end.line ||
      (rg.start.line === rg.end.line && rg.start.character > rg.end.character),
  );
  expect(bad).toEqual([]);
}

function meaning(text: string): string {
  const ast = parseText(text).ast;
  const sorted: CardFile = {
    ...ast,
    cards: ast.cards.map((c) => ({
      ...c,
      fields: [...c.fields].sort((a, b) => FIELD_ORDER.indexOf(a.id) - FIELD_ORDER.indexOf(b.id)),
    })),
  };
  return dumpAst(sorted, text, { spans: false });
}

const BASES = [SLCG_CARDS, KALING_CARDS, GUANGAN_CARDS];

describe('fuzz: feature functions', () => {
  it('survives 300 random edit sequences', () => {
    for (let seq = 0; seq < 300; seq++) {
      const r = rng(seq + 1);
      let text = BASES[seq % BASES.length];
      const steps = 3 + Math.floor(r() * 8);
      for (let s = 0; s < steps; s++) text = apply(text, randomEdit(text, r));
      const ctx = `seed ${seq + 1}: ${JSON.stringify(text)}`;
      try {
        const a = analyzeCard(text, parser, {
          manifestRuleset: seq % 2 ? undefined : (['slcg', 'kaling', 'guangan'] as const)[seq % 3],
        });
        a.diagnostics =
          checkDocuments({ files: [{ path: 'f.card', text, analysis: a }] }, analysis).get('f.card')?.diagnostics ?? [];
        expectRangesValid(
          text,
          cardDiagnostics(a).map((d) => d.range),
        );
        const offset = Math.floor(r() * (text.length + 1));
        const items = complete({ analysis: a, offset, cardNames: () => a.ast.cards.map((c) => c.name) }).items;
        expectRangesValid(
          text,
          items.flatMap((i) => (i.textEdit && 'range' in i.textEdit ? [i.textEdit.range] : [])),
        );
        const h = hover({
          analysis: a,
          offset,
          findCard: (n) => {
            const card = a.ast.cards.find((c) => c.name === n);
            return card && { card, text };
          },
        });
        if (h?.range) expectRangesValid(text, [h.range]);
        const acts = codeActions({
          uri: 'u',
          analysis: a,
          span: { start: offset, end: Math.min(text.length, offset + 5) },
        });
        expectRangesValid(
          text,
          acts.flatMap((x) => x.edit?.changes?.u ?? []).map((e) => e.range),
        );
        expectRangesValid(
          text,
          documentSymbols(a).flatMap((x) => [x.range, x.selectionRange]),
        );
        foldingRanges(a);
        expect(semanticTokens(a).data.length % 5).toBe(0);
        const f = format(text, parser);
        expect(format(f, parser), ctx).toBe(f);
        expect(meaning(f), ctx).toBe(meaning(text));
      } catch (e) {
        throw new Error(`${ctx}\n${e instanceof Error ? e.stack : e}`);
      }
    }
  });
});

describe('fuzz: the server over stdio', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cardscript-fuzz-'));
  const client = new TestClient();
  afterAll(async () => {
    expect(await client.shutdown()).toBe(0);
    rmSync(dir, { recursive: true, force: true });
  });

  it('stays alive through 50 edit sequences, with valid diagnostic ranges', async () => {
    await client.initialize(pathToFileURL(dir).href, { diagnosticsDelay: 20 });
    for (let seq = 0; seq < 50; seq++) {
      const r = rng(1000 + seq);
      const uri = pathToFileURL(join(dir, `f${seq}.card`)).href;
      let text = BASES[seq % BASES.length];
      await client.open(uri, text, 1);
      const steps = 3 + Math.floor(r() * 6);
      let version = 1;
      for (let s = 0; s < steps; s++) {
        const e = randomEdit(text, r);
        const li = new LineIndex(text);
        version++;
        await client.change(uri, version, [{ range: li.range({ start: e.start, end: e.end }), text: e.text }]);
        text = apply(text, e);
      }
      const published = client.diagnostics(uri, version);
      const li = new LineIndex(text);
      const pos = li.position(Math.floor(r() * (text.length + 1)));
      await client.request('textDocument/hover', { textDocument: { uri }, position: pos });
      await client.request('textDocument/completion', { textDocument: { uri }, position: pos });
      const d = await published;
      expectRangesValid(
        text,
        d.diagnostics.map((x) => x.range),
      );
    }
    // Still answering, nothing logged as a failure.
    expect(await client.request('workspace/symbol', { query: '' })).toBeInstanceOf(Array);
    expect(client.logs.filter((l) => l.includes('failed'))).toEqual([]);
  });
});
