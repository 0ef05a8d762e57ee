// Conditions (若…, 登场前提, 费用减免; SLCG-CT-08): a comparison `[side][的] stat cmp N`,
// `stat N以上/以下`, with the stat word bare or in 【】 (己方【光暗值】≥5); or an existence test
// `<where>有/没有<target>` (若O1范围内有己方设备, 若己方场上有「X」, 若对方场上没有角色).
import type { IToken } from 'chevrotain';
import type { Comparator, Condition, Target } from '../ast.js';
import type { ClauseItem } from '../line-parser.js';
import type { Span } from '../source.js';
import { Cursor } from './cursor.js';
import { diag } from '../diagnostics.js';
import { bracketEntry, cat, entry, is, isGroup, itemsSpan, kwRef, type Ctx } from './items.js';
import { notUnderstood } from './report.js';
import { CMP_WORDS, parseTarget, STAT_CATEGORIES, statFilter } from './targets.js';

/**
 * A condition, or undefined with CS1022. `at` is where to report when there is nothing to read. 若A且B / 若A或B: each
 * part a condition of its own; 且 and 或 in one 若 (若A且B或C) would need a grouping the text does not give: CS1081.
 */
export function parseCondition(items: readonly ClauseItem[], ctx: Ctx, at?: Span): Condition | undefined {
  const cuts: number[] = [];
  let join: 'and' | 'or' | undefined;
  let mixed = false;
  items.forEach((x, i) => {
    // Every form of 且 (并且 并 和 与 及) is one word: between two conditions it joins them.
    const j = is(x, 'or') ? 'or' : is(x, 'and') ? 'and' : undefined;
    if (!j || i === 0 || i === items.length - 1) return;
    if (join && join !== j) mixed = true;
    join = j;
    cuts.push(i);
  });
  if (!join) return single(items, ctx, at);
  if (mixed) {
    ctx.diags.push(diag('CS1081', itemsSpan(items), []));
    return undefined;
  }
  const parts = [...cuts, items.length].map((end, k) => items.slice(k ? cuts[k - 1] + 1 : 0, end));
  // 若己方场上有「A」和「B」: a part that is no condition alone but only what there is shares the first part's
  // 己方场上有 (both must be there); the diagnostics of whichever reading failed are dropped.
  const has = parts[0].findIndex((x) => is(x, 'have') || is(x, 'haveNot'));
  const conds = parts.map((p, k) => {
    const before = ctx.diags.length;
    const c = single(p, ctx);
    if (c || k === 0 || has <= 0 || p.some((x) => is(x, 'have') || is(x, 'haveNot'))) return c;
    const mark = ctx.diags.length;
    const shared = single([...parts[0].slice(0, has + 1), ...p], ctx);
    if (shared) ctx.diags.splice(before, mark - before);
    else ctx.diags.splice(mark);
    return shared;
  });
  if (conds.some((c) => !c)) return undefined;
  const [first, ...rest] = conds as Condition[];
  return { ...first, also: { join, conditions: rest } };
}

function single(items: readonly ClauseItem[], ctx: Ctx, at?: Span): Condition | undefined {
  const span = items.length || !at ? itemsSpan(items) : at;
  const has = items.findIndex((x) => is(x, 'have') || is(x, 'haveNot'));
  const c = has >= 0 ? existence(items, has, span, ctx) : comparison(items, span, ctx);
  if (c) return c;
  const d = has < 0 ? destroyed(items, span, ctx) : undefined;
  if (d) return d;
  notUnderstood(ctx, 'CS1022', items, 'condition', at);
  return undefined;
}

/**
 * 若其阵亡 / 若因此阵亡 / 若该角色被消灭 / 若其被消灭: whether the card(s) the effect before it acted on were destroyed
 * (died) by the time the 若 is judged (SLCG-TX-07) — subject 'destroyed' of 其 (ref 'it'), ≥ 1 of them.
 */
function destroyed(items: readonly ClauseItem[], span: Span, ctx: Ctx): Condition | undefined {
  const last = items[items.length - 1];
  if (!is(last, 'evDestroyed')) return undefined;
  // 其 / 该角色, then 因此 (因此 says what 其 does: the card the effect acted on); either may be left out.
  const ref = entry(items[0])?.op === 'it' ? 1 : 0;
  const rest = items.slice(ref, -1);
  const restSpan = rest.length ? itemsSpan(rest) : undefined;
  if (restSpan && !HENCE.has(ctx.text.slice(restSpan.start, restSpan.end))) return undefined;
  const target: Target = { kind: 'Target', span: ref ? itemsSpan(items.slice(0, 1)) : span, ref: 'it', filters: [] };
  return {
    kind: 'Condition',
    span,
    subject: 'destroyed',
    subjectWord: kwRef(last as IToken),
    cmp: '>=',
    value: 1,
    target,
  };
}

const HENCE = new Set(['因此', '因而', '由此']);

function comparison(items: readonly ClauseItem[], span: Span, ctx: Ctx): Condition | undefined {
  // 【光暗值】 reads as the word inside it.
  const flat = items.map((x) =>
    isGroup(x) && bracketEntry(x) && STAT_CATEGORIES.has(bracketEntry(x)!.category) ? x.inner[0] : x,
  );
  const c = new Cursor(flat, ctx);
  const s = c.takeCat('side');
  c.takeId('of');
  const st = c.peek();
  const se = entry(st);
  // 对方手牌不少于3张: a hand compared is its number of cards (手牌数).
  const hand = se?.category === 'zone' && se.op === 'hand';
  if (!se || (!STAT_CATEGORIES.has(se.category) && !hand)) return undefined;
  const f = statFilter(c, ctx, hand ? 'hand' : undefined);
  // 手牌数≥3张: the unit after the number says nothing more.
  if (f) c.skipUnit();
  if (!f || !c.done()) return undefined;
  const side = entry(s);
  const cond: Condition = {
    kind: 'Condition',
    span,
    subject: f.stat,
    subjectWord: kwRef(st as IToken),
    cmp: f.cmp,
    value: f.amount,
  };
  if (side?.category === 'side' && side.op) cond.side = side.op;
  return cond;
}

/** `<where>有[N个以上]<target>` / `<where>没有<target>`: where and what together make the target. */
function existence(items: readonly ClauseItem[], at: number, span: Span, ctx: Ctx): Condition | undefined {
  const word = items[at] as IToken;
  const negated = is(word, 'haveNot');
  const after = new Cursor(items.slice(at + 1), ctx);
  let cmp: Comparator = negated ? '=' : '>=';
  let value = negated ? 0 : 1;
  // 有至少2个角色 / 有不少于2个角色: a comparison word before the count.
  const cw = negated ? undefined : entry(after.peek());
  if (cw && CMP_WORDS.has(cw.id) && cw.op) {
    after.next();
    cmp = cw.op as Comparator;
  }
  const n = negated ? undefined : after.takeNumber();
  if (cw && CMP_WORDS.has(cw.id) && n === undefined) return undefined;
  if (n !== undefined) {
    after.skipUnit();
    value = n;
    if (after.takeId('orLess')) cmp = '<=';
    else after.takeId('orMore');
  }
  const what = after.rest();
  // 有具有【守护】的角色 / 有有【守护】的角色: a keyword filter (targets.ts) may open what there is.
  const filter = (is(what[0], 'hasKeyword') || is(what[0], 'have')) && isGroup(what[1]);
  if (!what.length || (cat(what[0], 'connective') && !filter)) return undefined;
  const target = parseTarget([...items.slice(0, at), ...what], ctx);
  if (!target) return undefined;
  target.span = itemsSpan(items);
  return { kind: 'Condition', span, subject: 'count', subjectWord: kwRef(word), cmp, value, target };
}
