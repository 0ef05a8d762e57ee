// Property tests: the front end never throws, always returns a File, and keeps every diagnostic
// span (and fix edit) inside the document — for random text and for mutations of valid cards.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CardParser, dumpAst, type CardBlock } from '../../grammar/index.js';
import { cardCases, formatDiagnostics, GRAMMAR_DATA } from './golden.js';

const parser = new CardParser();
const parseText = (text: string) => parser.parse(text);

const VALID = cardCases()
  .filter((n) => !/^\d{4}_err_/.test(n))
  .map((n) => readFileSync(join(GRAMMAR_DATA, n), 'utf8'));

/** Characters that matter to the language: brackets, quotes, punctuation in both widths, numerals, keywords' letters. */
const RUNS = Number(process.env.FC_RUNS ?? 1);

const SPECIAL = [
  ...'【】[]「」（）()：:；;，,。、+-＋－≥≤<>=＝#\n\r\t　 0123456789０１２３一二两三十百零卡牌类型费用常值守护回场限极耗能免直视范围O当时若可以对造成点伤害抽张',
];
const KEYWORDS = [
  '卡牌 ',
  '\n  ',
  '类型：',
  '類型：',
  '【登场时】',
  '【守护】',
  '回1',
  '極二限一',
  '耗能2',
  '当',
  '时：',
  '「霜牙狼」',
  '直视（无视盖卡）',
  'O1范围',
  '规则：',
  '费用：2+极动能',
];

const charArb = fc.oneof(
  fc.constantFrom(...SPECIAL),
  fc.constantFrom('😀', '𠀀', '\ud83d', '\udc00', '\u0000', '\u200b', '\ufeff'),
  fc.integer({ min: 0x4e00, max: 0x9fff }).map((c) => String.fromCharCode(c)),
  fc.integer({ min: 0xff01, max: 0xff5e }).map((c) => String.fromCharCode(c)),
  fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
);
const textArb = fc
  .array(fc.oneof({ weight: 4, arbitrary: charArb }, { weight: 1, arbitrary: fc.constantFrom(...KEYWORDS) }), {
    maxLength: 200,
  })
  .map((a) => a.join(''));

type Mutation = { at: number; del: number; ins: string };
const mutationArb = fc.record({
  at: fc.nat(),
  del: fc.nat({ max: 4 }),
  ins: fc.oneof(fc.constant(''), charArb, fc.constantFrom(...KEYWORDS)),
});

function mutate(text: string, ms: Mutation[]): string {
  let t = text;
  for (const m of ms) {
    const at = t.length ? m.at % (t.length + 1) : 0;
    t = t.slice(0, at) + m.ins + t.slice(at + m.del);
  }
  return t;
}

function checkInvariants(text: string): void {
  const { ast, diagnostics } = parseText(text);
  expect(ast.kind).toBe('File');
  expect(ast.span).toEqual({ start: 0, end: text.length });
  for (const d of diagnostics) {
    expect(
      0 <= d.span.start && d.span.start <= d.span.end && d.span.end <= text.length,
      `${d.code} ${JSON.stringify(d.span)} in ${text.length}`,
    ).toBe(true);
    expect(d.message.length).toBeGreaterThan(0);
    expect(d.messageEn.length).toBeGreaterThan(0);
    for (const f of d.fixes ?? []) {
      for (const e of f.edits)
        expect(0 <= e.span.start && e.span.start <= e.span.end && e.span.end <= text.length).toBe(true);
    }
  }
  for (const c of ast.cards as CardBlock[]) {
    expect(c.kind).toBe('Card');
    expect(0 <= c.span.start && c.span.start <= c.span.end && c.span.end <= text.length).toBe(true);
  }
  expect(() => dumpAst(ast, text)).not.toThrow();
}

describe('parser properties', () => {
  it('never throws on random text, returns a File, keeps spans inside the document', () => {
    fc.assert(
      fc.property(textArb, (text) => checkInvariants(text)),
      { numRuns: 400 * RUNS },
    );
  });

  it('never throws on random strings of any code units', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 120 }), (text) => checkInvariants(text)),
      { numRuns: 300 * RUNS },
    );
  });

  it('never throws on random mutations of valid cards', () => {
    fc.assert(
      fc.property(fc.constantFrom(...VALID), fc.array(mutationArb, { minLength: 1, maxLength: 6 }), (card, ms) =>
        checkInvariants(mutate(card, ms)),
      ),
      { numRuns: 500 * RUNS },
    );
  });

  it('keeps spans inside the document when a valid card is truncated anywhere', () => {
    fc.assert(
      fc.property(fc.constantFrom(...VALID), fc.nat(), (card, n) =>
        checkInvariants(card.slice(0, n % (card.length + 1))),
      ),
      { numRuns: 300 * RUNS },
    );
  });

  it('parses the same text the same way, cached or not', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...VALID),
        fc.array(mutationArb, { maxLength: 3 }),
        fc.string({ maxLength: 5 }),
        (card, ms, prefix) => {
          const text = mutate(card, ms);
          const once = parseText(text);
          const again = parseText(text);
          expect(dumpAst(again.ast, text)).toBe(dumpAst(once.ast, text));
          // Moving a block (a prelude line in front) shifts cached spans correctly.
          const moved = `# ${prefix.replace(/[\r\n]/g, '')}\n${text}`;
          const warm = parseText(moved);
          parser.clear();
          const cold = parseText(moved);
          expect(dumpAst(warm.ast, moved)).toBe(dumpAst(cold.ast, moved));
          expect(formatDiagnostics(moved, warm.diagnostics)).toBe(formatDiagnostics(moved, cold.diagnostics));
          // Nothing points into the comment line in front (a span at offset 0 would be a bug).
          const head = moved.indexOf('\n') + 1;
          for (const d of cold.diagnostics) expect(d.span.start, `${d.code} ${d.message}`).toBeGreaterThanOrEqual(head);
        },
      ),
      { numRuns: 200 * RUNS },
    );
  });
});

describe('block isolation and line endings', () => {
  const cardsOnly = (text: string) => text.slice(Math.max(0, text.search(/^卡牌/m)));
  const cardDumps = (text: string) => {
    const { ast } = parseText(text);
    return ast.cards.map((c) => dumpAst({ kind: 'File', span: c.span, cards: [c] }, text, { spans: false }));
  };

  it('a broken card never changes the cards that follow it', () => {
    fc.assert(
      fc.property(textArb, fc.constantFrom(...VALID.map(cardsOnly)), (garbage, valid) => {
        const broken = `卡牌 坏卡\n  ${garbage.replace(/\r\n?/g, '\n').replace(/\n(?!  )/g, '\n  ')}\n`;
        const alone = cardDumps(valid);
        const after = cardDumps(broken + valid);
        expect(after.slice(after.length - alone.length)).toEqual(alone);
      }),
      { numRuns: 300 * RUNS },
    );
  });

  it('CRLF and CR line endings parse like LF', () => {
    for (const text of VALID) {
      const lf = parseText(text);
      for (const eol of ['\r\n', '\r']) {
        const other = text.replace(/\r?\n/g, eol);
        const r = parseText(other);
        expect(
          r.diagnostics.map((d) => d.code),
          JSON.stringify(eol),
        ).toEqual(lf.diagnostics.map((d) => d.code));
        expect(dumpAst(r.ast, other, { spans: false })).toBe(dumpAst(lf.ast, text, { spans: false }));
      }
    }
  });

  it('comment lines and trailing comments change nothing', () => {
    for (const text of VALID) {
      const commented =
        '# 开头\n' + text.replace(/^(  .*\S.*)$/gm, '$1  # 注释').replace(/\n(卡牌)/g, '\n# 卡牌之间\n$1');
      const a = parseText(text);
      const b = parseText(commented);
      expect(
        b.diagnostics.map((d) => d.code),
        commented,
      ).toEqual(a.diagnostics.map((d) => d.code));
      expect(dumpAst(b.ast, commented, { spans: false }), commented).toBe(dumpAst(a.ast, text, { spans: false }));
    }
  });
});

describe('one typo, few diagnostics', () => {
  // Exhaustively (all goldens × positions × these characters) the worst case is 7 today; a
  // regression in recovery shows up as a cascade well above it.
  const EDITS = ['', 'X', '。', '：', '【', '】', '一', ' ', '\n', '「'];
  it('a one-character edit of a valid card gives at most 8 diagnostics', () => {
    fc.assert(
      fc.property(fc.constantFrom(...VALID), fc.nat(), fc.constantFrom(...EDITS), (card, at, ins) => {
        const i = at % card.length;
        const text = card.slice(0, i) + ins + card.slice(i + 1);
        const { diagnostics } = parseText(text);
        expect(
          diagnostics.length,
          `${JSON.stringify(text)}\n${formatDiagnostics(text, diagnostics)}`,
        ).toBeLessThanOrEqual(8);
      }),
      { numRuns: 400 * RUNS },
    );
  });
});
