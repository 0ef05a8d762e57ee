// CS1061: a cost written before an ability's ：that no game's ability pays — 弃1张手牌：, 横置自身：, 支付1点体力：.
// The parser reports it with the words of every game; once the file's ruleset is known, `costHeadForRuleset` says
// what that game pays instead and offers its canonical form where it has one (SLCG 横置此角色： is 【行动】：).
import { diag, type Diagnostic, type Fix } from './diagnostics.js';
import { entryOf, lex } from './lexer.js';
import type { RulesetId } from './rulesets.js';
import type { Span } from './source.js';

interface Reason {
  zh: string;
  en: string;
  rule?: string;
}

/** What an ability pays, per game; without a ruleset, the words of every game. */
const REASON: Readonly<Record<RulesetId | 'any', Reason>> = {
  any: {
    zh: '卡牌能力没有这样的代价：只有卡灵时代的效果有代价（耗能N、免能）',
    en: 'no ability pays such a cost: only 卡灵时代 effects have costs (耗能N, 免能)',
  },
  slcg: {
    zh: 'SLCG 的能力不支付代价（卡牌的费用写在“费用：N”一行）；横置这个角色来发动的能力写作【行动】',
    en: "SLCG abilities pay no cost (a card's cost is its 费用：N line); an ability used by tapping this character is written 【行动】",
    rule: 'SLCG-KW-02',
  },
  kaling: {
    zh: '卡灵时代的效果代价只有“耗能N”（支付N点能量）和“免能”',
    en: '卡灵时代 effects cost only 耗能N (支付N点能量) or 免能',
    rule: 'KL-RES-04',
  },
  guangan: {
    zh: '光暗的能力没有代价：一张卡消耗的体力写在它的“体力：N”一行',
    en: '光暗 abilities have no cost: the stamina a card costs is its 体力：N line',
    rule: 'GA-RES-04',
  },
};

/** SLCG-TX-07: ；separates effects that resolve one after the other whether or not the one before happened. */
const TWO_EFFECTS = {
  zh: '若这是两个效果，用“；”分开（那样前一个不是代价：后一个不论它是否完成都会结算）',
  en: 'if these are two effects, separate them with ； (then the first is no cost: the second resolves whether or not it happened)',
};

/** CS1061 over the cost as written (without its ：), in the words of every game. */
export function reportCostHead(span: Span, text: string, diags: Diagnostic[]): void {
  const words = wordsOf(text.slice(span.start, span.end));
  const notes = words.some((e) => e?.category === 'effect') ? [TWO_EFFECTS] : [];
  const r = REASON.any;
  diags.push(diag('CS1061', span, [text.slice(span.start, span.end), r.zh, r.en], { notes }));
}

function wordsOf(s: string) {
  return lex(s).tokens.map(entryOf);
}

/** 横置自身 / 横置此角色 / 将此卡横置 / 横置: tapping this card, which SLCG writes 【行动】 (SLCG-KW-02). */
function tapsSelf(written: string): boolean {
  const ws = wordsOf(written);
  return (
    ws.filter((e) => e?.id === 'tap').length === 1 &&
    ws.every((e) => e && (e.id === 'tap' || e.id === 'ba' || (e.category === 'ref' && e.op === 'self')))
  );
}

const NUMERALS: Readonly<Record<string, number>> = {
  一: 1,
  二: 2,
  两: 2,
  兩: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
  十: 10,
};

/** KL-RES-04: an energy amount written as a cost (1点能量, 能量2, 两點能量) → its N, else undefined. */
function energyAmount(written: string): number | undefined {
  const m =
    /^\s*(?:([0-9]+|[一二两兩三四五六七八九十])\s*[点點]?\s*能量|能量\s*([0-9]+|[一二两兩三四五六七八九十])\s*[点點]?)\s*$/.exec(
      written,
    );
  const n = m?.[1] ?? m?.[2];
  return n === undefined ? undefined : (NUMERALS[n] ?? Number(n));
}

/** The span and the ：after it, or the span alone when another head stands before it on its line (【瞬发】支付1点体力：). */
function withColon(span: Span, text: string): Span {
  const lineStart = text.lastIndexOf('\n', span.start - 1) + 1;
  const first = !text.slice(lineStart, span.start).trim();
  const colon = /^\s*[：:]/.exec(text.slice(span.end));
  return first && colon ? { start: span.start, end: span.end + colon[0].length } : span;
}

/** CS1061 in the words of the file's game, with its canonical form as a fix where it has one. */
export function costHeadForRuleset(d: Diagnostic, ruleset: RulesetId, text: string): Diagnostic {
  const written = d.args[0];
  const r = REASON[ruleset];
  const fixes: Fix[] = [];
  if (ruleset === 'slcg' && tapsSelf(written))
    fixes.push({
      title: '改为【行动】',
      titleEn: 'replace with 【行动】',
      edits: [{ span: d.span, newText: '【行动】' }],
    });
  const energy = ruleset === 'kaling' ? energyAmount(written) : undefined;
  if (energy !== undefined)
    fixes.push({
      title: `改为“耗能${energy}”`,
      titleEn: `replace with "耗能${energy}"`,
      edits: [{ span: d.span, newText: `耗能${energy}` }],
    });
  if (ruleset === 'guangan' && wordsOf(written).some((e) => e?.id === 'stamina')) {
    const span = withColon(d.span, text);
    const removed = text.slice(span.start, span.end);
    fixes.push({ title: `删去“${removed}”`, titleEn: `remove "${removed}"`, edits: [{ span, newText: '' }] });
  }
  return diag('CS1061', d.span, [written, r.zh, r.en], {
    severity: d.severity,
    rule: r.rule,
    fixes,
    notes: d.notes,
    file: d.file,
  });
}
