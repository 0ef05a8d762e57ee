// Conditions (若…, 登场前提, 费用减免; SLCG-CT-08): a comparison `[side][的] stat cmp N`,
// `stat N以上/以下`, with the stat word bare or in 【】 (己方【光暗值】≥5); an existence test
// `<where>有/没有<target>` (若O1范围内有己方设备, 若己方场上有「X」, 若对方场上没有角色); a count compared
// (若己方场上的角色不少于3个, 若对方场上的角色多于己方); or the card's own state (若此角色未被横置).
import type { IToken } from 'chevrotain';
import type { Comparator, Condition, KeywordRef, Target } from '../ast.js';
import type { SideOp } from '../ops.js';
import type { ClauseItem } from '../line-parser.js';
import type { Span } from '../source.js';
import { Compare, Quote, QuoteOpen } from '../lexer.js';
import { toSimplified } from '../script.js';
import type { VocabEntry } from '../vocabulary.js';
import { Cursor } from './cursor.js';
import { diag } from '../diagnostics.js';
import {
  bracketEntry,
  cat,
  entry,
  is,
  isGroup,
  isNumberTok,
  isTok,
  itemSpan,
  itemsSpan,
  kwRef,
  type Ctx,
} from './items.js';
import { notUnderstood } from './report.js';
import {
  CMP,
  CMP_WORDS,
  keywordFilter,
  parseTarget,
  readComparison,
  STAT_CATEGORIES,
  statFilter,
  statOf,
} from './targets.js';

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
    if (!j || i === 0 || i === items.length - 1 || (j === 'or' && betweenValues(items, i))) return;
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

const isQuote = (x: ClauseItem | undefined): boolean => isTok(x, Quote) || isTok(x, QuoteOpen);

/**
 * Whether the 或 at `i` stands between two values of one filter — 特征为「A」或「B」 (back over 「」或 to 特征为 / 名为),
 * 常值为2或3 — rather than between two conditions (targets.ts reads it: IR `or`).
 */
function betweenValues(items: readonly ClauseItem[], i: number): boolean {
  if (isNumberTok(items[i - 1]) && isNumberTok(items[i + 1])) return true;
  if (!isQuote(items[i + 1])) return false;
  let k = i - 1;
  while (isQuote(items[k]) && is(items[k - 1], 'or')) k -= 2;
  const e = isQuote(items[k]) ? entry(items[k - 1]) : undefined;
  return e?.category === 'filter' && (e.op === 'trait' || e.op === 'name');
}

function single(items: readonly ClauseItem[], ctx: Ctx, at?: Span): Condition | undefined {
  const span = items.length || !at ? itemsSpan(items) : at;
  const own = ownKeyword(items, span, ctx);
  if (own) return own;
  // 若本回合自身没有出击过: 没有 there is no existence test.
  const attacked = attackedThisTurn(items, span);
  if (attacked) return attacked;
  const has = items.findIndex((x) => is(x, 'have') || is(x, 'haveNot'));
  const c =
    has >= 0
      ? existence(items, has, span, ctx)
      : (comparison(items, span, ctx) ??
        ownState(items, span) ??
        ownPlace(items, span, ctx) ??
        ownStat(items, span, ctx) ??
        countCompared(items, span, ctx));
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
    isGroup(x) && bracketEntry(x) && (STAT_CATEGORIES.has(bracketEntry(x)!.category) || isShieldWord(bracketEntry(x)))
      ? x.inner[0]
      : x,
  );
  const c = new Cursor(flat, ctx);
  const s = c.takeCat('side');
  c.takeId('of');
  const st = c.peek();
  const se = entry(st);
  // 对方手牌不少于3张: a hand compared is its number of cards (手牌数).
  const hand = se?.category === 'zone' && se.op === 'hand';
  // 若己方护盾≥3 (GA-CB-06): 护盾 alone is the keyword's word; compared, it is the player's 护盾值.
  const shield = isShieldWord(se);
  if (!se || (!STAT_CATEGORIES.has(se.category) && !hand && !shield)) return undefined;
  const f = statFilter(c, ctx, hand ? 'hand' : shield ? 'shield' : undefined);
  // 手牌数≥3张: the unit after the number says nothing more.
  if (f) c.skipUnit();
  const side = entry(s);
  if (!f) return versus(c, se, side?.category === 'side' ? (side.op as SideOp) : undefined, span, hand, shield);
  if (!c.done()) return undefined;
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

/** 多 / 高 / 大 (the first side's number is the greater) and 少 / 低 / 小 after 比<side>. */
const MORE_LESS_WORDS: Readonly<Record<string, Comparator>> = { 多: '>', 高: '>', 大: '>', 少: '<', 低: '<', 小: '<' };

/**
 * SLCG-CT-08 (every game): a player's number against the other player's — `<side><stat> 多于/大于/高于/不少于/≥ <side>`
 * or `<side><stat> 比<side> 多/高/大/少/低/小` (若对方手牌数多于己方, 若对方的胜利进度比己方高). The cursor stands on the
 * stat word; the other side must be the other player (己方 when the first is 对方, and the other way round).
 */
function versus(
  c: Cursor,
  st: VocabEntry,
  side: SideOp | undefined,
  span: Span,
  hand: boolean,
  shield: boolean,
): Condition | undefined {
  const word = c.next() as IToken;
  const subject = hand ? 'hand' : shield ? 'shield' : statOf(st);
  if (!subject) return undefined;
  let cmp: Comparator | undefined;
  const t = c.takeTok(Compare);
  const w = entry(c.peek());
  if (t) cmp = CMP[t.image];
  else if (w && CMP_WORDS.has(w.id)) {
    c.next();
    cmp = w.op as Comparator;
  }
  let other: SideOp | undefined;
  if (cmp) {
    other = entry(c.takeCat('side'))?.op as SideOp | undefined;
  } else if (c.peek() && imageOf(c.peek()!) === '比') {
    c.next();
    other = entry(c.takeCat('side'))?.op as SideOp | undefined;
    const last = c.next();
    cmp = last && !isGroup(last) ? MORE_LESS_WORDS[toSimplified(last.image)] : undefined;
  }
  // 若对方手牌数多于己方的手牌数: the second number may be named again.
  c.takeId('of');
  const again = c.peek();
  if (again && !isGroup(again) && (again.image === word.image || entry(again)?.id === st.id)) c.next();
  const mine = side ?? 'self';
  if (!cmp || !c.done() || (other !== 'self' && other !== 'opponent') || mine === 'both' || other === mine)
    return undefined;
  const cond: Condition = {
    kind: 'Condition',
    span,
    subject,
    subjectWord: kwRef(word),
    cmp,
    value: 0,
    thanSide: other,
  };
  if (side) cond.side = side;
  return cond;
}

/** 护盾 (the 光暗 keyword's word), which a comparison reads as the 护盾值 it counts. */
function isShieldWord(e: VocabEntry | undefined): boolean {
  return e?.id === 'shieldKw';
}

/** `<where>有[N个以上]<target>` / `<where>没有<target>`: where and what together make the target. */
function existence(items: readonly ClauseItem[], at: number, span: Span, ctx: Ctx): Condition | undefined {
  const word = items[at] as IToken;
  // 每有两个角色 counts per card (x-amount.ts), it tests nothing: read as 有两个, the 每 would be dropped.
  if (at > 0 && !isGroup(items[at - 1]) && (items[at - 1] as IToken).image === '每') return undefined;
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
  // 有3张以上的卡灵: a 的 after the count joins it to what is counted.
  if (n !== undefined) after.takeId('of');
  const what = after.rest();
  // 有具有【守护】的角色 / 有有【守护】的角色: a keyword filter (targets.ts) may open what there is.
  const filter = (is(what[0], 'hasKeyword') || is(what[0], 'have')) && isGroup(what[1]);
  if (!what.length || (cat(what[0], 'connective') && !filter)) return undefined;
  const target = parseTarget([...items.slice(0, at), ...what], ctx);
  if (!target) return undefined;
  target.span = itemsSpan(items);
  return { kind: 'Condition', span, subject: 'count', subjectWord: kwRef(word), cmp, value, target };
}

/** SLCG-TX-09: what the card's own state may be called after 此角色 / 自身 (simplified): tapped, or upright (激活状态). */
const OWN_STATE: Readonly<Record<string, 'tapped' | 'upright'>> = Object.fromEntries([
  ...[
    '已横置',
    '已被横置',
    '已经横置',
    '已经被横置',
    '被横置',
    '处于横置状态',
    '为横置状态',
    '是横置状态',
    '是横置的',
  ].map((w) => [w, 'tapped'] as const),
  ...[
    '未横置',
    '未被横置',
    '没有横置',
    '没有被横置',
    '不是横置的',
    '未处于横置状态',
    '不处于横置状态',
    '处于激活状态',
    '为激活状态',
    '是激活状态',
    '处于纵置状态',
    '为纵置状态',
    '是纵置的',
  ].map((w) => [w, 'upright'] as const),
]);

/** Words of a state phrase that are vocabulary (SLCG's: another game's checker reports them, CS2001). */
const STATE_WORDS: ReadonlySet<string> = new Set(['tap', 'evTapped', 'tappedF', 'uprightF', 'upright']);

/**
 * 若此角色未被横置 / 若自身已横置 / 若此角色处于横置状态 (SLCG-TX-09): whether the card whose text it is is tapped or
 * upright — an existence test of the card itself with that state (subject 'count' of 自身 with the filter, ≥ 1).
 */
function ownState(items: readonly ClauseItem[], span: Span): Condition | undefined {
  const self = items[0];
  const ref = cardRef(self);
  if (!ref || items.length < 2) return undefined;
  const rest = items.slice(1);
  if (rest.some(isGroup)) return undefined;
  const restSpan = itemsSpan(rest);
  const word = rest.find((x) => STATE_WORDS.has(entry(x)?.id ?? '')) as IToken | undefined;
  const state = OWN_STATE[toSimplified(rest.map((x) => (x as IToken).image).join(''))];
  if (!state || !word) return undefined;
  const target: Target = {
    kind: 'Target',
    span,
    ref,
    filters: [{ kind: 'Filter', span: restSpan, filter: state }],
  };
  return { kind: 'Condition', span, subject: 'count', subjectWord: kwRef(word), cmp: '>=', value: 1, target };
}

/**
 * What says the card attacked this turn — or did not — after 此角色 / 其 / 那个角色 and 本回合 (simplified, no spaces):
 * SLCG's 攻击 and 光暗's 出击 (a sortie is its attack, GA-CB-01) alike.
 */
const ATTACKED: Readonly<Record<string, boolean>> = Object.fromEntries([
  ...[
    '攻击过',
    '出击过',
    '已攻击',
    '已出击',
    '已攻击过',
    '已出击过',
    '已经攻击过',
    '已经出击过',
    '攻击了',
    '出击了',
    '有攻击过',
    '进行过攻击',
    '进行过出击',
    '发动过攻击',
    '宣言过攻击',
  ].map((w) => [w, true] as const),
  ...[
    '未攻击',
    '未出击',
    '未攻击过',
    '未出击过',
    '没有攻击',
    '没有出击',
    '没有攻击过',
    '没有出击过',
    '没攻击过',
    '没出击过',
    '尚未攻击',
    '尚未出击',
    '未进行攻击',
    '未进行过攻击',
  ].map((w) => [w, false] as const),
]);

/**
 * 若本回合此角色攻击过 / 若此角色本回合已攻击 / 若本回合其未出击 (SLCG-CB-01, GA-CB-01, KL-CB-01): whether the card (this
 * card, 其, 那个角色) declared an attack this turn — a count of the card with the filter `attackedThisTurn` ≥ 1, or = 0
 * when it says it did not. 本回合 (此回合, 在本回合中) is required: without it the words do not say which turn; 直到回合结束
 * is a duration, not a time in which.
 */
function attackedThisTurn(items: readonly ClauseItem[], span: Span): Condition | undefined {
  const turn = items.findIndex((x) => entry(x)?.category === 'duration' && entry(x)?.op === 'endOfTurn');
  const refAt = items.findIndex((x) => cardRef(x) !== undefined);
  if (turn < 0 || refAt < 0 || turn > 2 || refAt > 1) return undefined;
  if (toSimplified((items[turn] as IToken).image).startsWith('直到')) return undefined;
  const ref = cardRef(items[refAt])!;
  // 此角色在本回合中攻击过: 在 before 本回合 says nothing more.
  const at =
    turn > 0 && !isGroup(items[turn - 1]) && !entry(items[turn - 1]) && (items[turn - 1] as IToken).image === '在';
  const rest = items.filter((_, k) => k !== turn && k !== refAt && !(at && k === turn - 1));
  if (!rest.length || rest.some(isGroup)) return undefined;
  // 攻击 is read as the event word or as 光暗's 攻击 value, whichever the lexer took: the words joined say which.
  const did = ATTACKED[toSimplified(rest.map((x) => (x as IToken).image).join(''))];
  if (did === undefined) return undefined;
  const target: Target = {
    kind: 'Target',
    span,
    ref,
    filters: [{ kind: 'Filter', span: itemsSpan(rest), filter: 'attackedThisTurn' }],
  };
  // The card word is the condition's keyword: 攻击 may have been read as 光暗's value, which is no word of this phrase.
  const word = kwRef(items[refAt] as IToken);
  return did
    ? { kind: 'Condition', span, subject: 'count', subjectWord: word, cmp: '>=', value: 1, target }
    : { kind: 'Condition', span, subject: 'count', subjectWord: word, cmp: '=', value: 0, target };
}

/**
 * 若该角色具有【连击】 / 若此角色有【守护】 / 若其没有【守护】 (SLCG-KW-12 and every game's 特性): whether the card (this card,
 * 其, 那个角色) has the 特性 when the 若 is judged, printed or granted — an existence test of the card with the keyword
 * filter, as 具有【守护】的角色 reads a card (≥ 1; 没有: = 0). A word in 【】 that is no 特性 is CS1002, as in a filter.
 */
function ownKeyword(items: readonly ClauseItem[], span: Span, ctx: Ctx): Condition | undefined {
  const ref = cardRef(items[0]);
  const verb = items[1];
  const negated = is(verb, 'haveNot');
  if (!ref || isGroup(items[0]) || !(negated || is(verb, 'have') || is(verb, 'hasKeyword'))) return undefined;
  // 【连击】特性 / 【连击】这一特性: the word 特性 after the bracket says nothing more.
  const tail = items
    .slice(3)
    .map((x) => (isGroup(x) ? '【】' : toSimplified(x.image)))
    .join('');
  if (!isGroup(items[2]) || !['', '特性', '这个特性', '这一特性'].includes(tail)) return undefined;
  // The filter reads the word before the 【】 as its 有 / 具有 (没有 too: the condition's = 0 says the negation).
  const target: Target = { kind: 'Target', span, ref, filters: [] };
  if (!keywordFilter(target, new Cursor([verb, items[2]], ctx), ctx, true)) return undefined;
  return {
    kind: 'Condition',
    span,
    subject: 'count',
    subjectWord: kwRef(items[0] as IToken),
    cmp: negated ? '=' : '>=',
    value: negated ? 0 : 1,
    target,
  };
}

/** What says where a card stands after 此卡灵 / 其 (simplified): 在, 位于, 处于; with 不 / 未 / 没有, it does not. */
const PLACE_WORDS: Readonly<Record<string, boolean>> = {
  在: true,
  位于: true,
  处于: true,
  正在: true,
  不在: false,
  未在: false,
  没有在: false,
  不位于: false,
  不处于: false,
};

/**
 * 若此卡灵在对方战场 / 若此卡灵位于公共战场 / 若其在对方战场 / 若此卡灵不在己方战场 (KL-ZN-01, any game's zones): where the
 * card whose text it is (or 其, 那张卡灵) stands — the existence test 若对方战场上有此卡灵 written from the card, so the
 * same IR (a count of the card in that zone ≥ 1, or = 0 with 不).
 */
function ownPlace(items: readonly ClauseItem[], span: Span, ctx: Ctx): Condition | undefined {
  const self = items[0];
  if (!cardRef(self) || isGroup(self)) return undefined;
  let word = '';
  let k = 1;
  let here: boolean | undefined;
  for (; k < Math.min(items.length, 4) && here === undefined; k++) {
    const x = items[k];
    if (isGroup(x)) return undefined;
    word += toSimplified(x.image);
    here = PLACE_WORDS[word];
  }
  const zone = items.slice(k);
  if (here === undefined || !zone.length) return undefined;
  // What follows must name only where (对方战场上, 公共战场, 场上): nothing about the card itself.
  const mark = ctx.diags.length;
  const where = parseTarget(zone, ctx);
  const clean = ctx.diags.length === mark;
  ctx.diags.length = mark;
  if (!where || !clean || !where.zone || where.ref || where.cardKind || where.count !== undefined) return undefined;
  const target = parseTarget([...zone, self], ctx);
  if (!target) return undefined;
  target.span = itemsSpan(items);
  const cmp: Comparator = here ? '>=' : '=';
  return {
    kind: 'Condition',
    span,
    subject: 'count',
    subjectWord: kwRef(self as IToken),
    cmp,
    value: here ? 1 : 0,
    target,
  };
}

/**
 * 若此角色常值≥3 / 若此卡灵的DP小于2 / 若自身AP在3以上 / 若此角色生命≤3 (SLCG-CT-08, every game): a value of the card whose
 * text it is — like its own state, an existence test of the card itself with that stat filter (≥ 1), so the checker's
 * filter checks (CS2054, CS2001) and the runtime's filters on a self reference read it as they read 常值≥3的角色.
 */
function ownStat(items: readonly ClauseItem[], span: Span, ctx: Ctx): Condition | undefined {
  const ref = cardRef(items[0]);
  if (!ref) return undefined;
  // 【AP】 reads as the word inside it; 在 between the value and its number (AP在3以上) says nothing more.
  const flat = items
    .slice(1)
    .map((x) => (isGroup(x) && bracketEntry(x) && STAT_CATEGORIES.has(bracketEntry(x)!.category) ? x.inner[0] : x))
    .filter((x, k, all) => !(k > 0 && imageOf(x) === '在' && STAT_CATEGORIES.has(entry(all[k - 1])?.category ?? '')));
  const c = new Cursor(flat, ctx);
  c.takeId('of');
  const st = c.peek();
  const se = entry(st);
  if (!se || !STAT_CATEGORIES.has(se.category)) return undefined;
  const f = statFilter(c, ctx);
  if (f) c.skipUnit();
  if (!f || !c.done()) return undefined;
  const target: Target = { kind: 'Target', span, ref, filters: [f] };
  return { kind: 'Condition', span, subject: 'count', subjectWord: kwRef(st as IToken), cmp: '>=', value: 1, target };
}

/**
 * The card a state or value condition is about: this card (此角色, 自身), the card an earlier effect of the ability
 * acted on (其, 该角色, 该卡灵: 对一个对方角色造成2点伤害，若其生命≤3…) or the trigger's subject (那个角色).
 */
export function cardRef(x: ClauseItem | undefined): 'self' | 'it' | 'trigger' | 'attacker' | undefined {
  const e = entry(x);
  if (e?.category !== 'ref') return undefined;
  // 若攻击者常值≥3 (SLCG-CB-04): the attacking card of the attack that started the ability, as 对攻击者… names it.
  return e.op === 'self' || e.op === 'it' || e.op === 'trigger' || e.op === 'attacker' ? e.op : undefined;
}

/** What names a number of cards after what is counted (角色数量, 卡灵的数目), simplified. */
const COUNT_WORDS = ['数量', '数目', '总数', '个数', '张数', '数'];

/** The items of a counted target without its count word (的数量 / 数量 / 数). */
function withoutCountWord(items: readonly ClauseItem[]): readonly ClauseItem[] {
  let text = '';
  for (let k = items.length - 1; k > 0; k--) {
    const x = items[k];
    if (isGroup(x)) break;
    text = x.image + text;
    if (COUNT_WORDS.includes(toSimplified(text)))
      return is(items[k - 1], 'of') ? items.slice(0, k - 1) : items.slice(0, k);
    if (text.length >= 2) break;
  }
  return items;
}

/**
 * A target read in full (no part unexplained) that counts cards — it names their kind, name or zone; undefined, with
 * no diagnostic, for anything else. `side` only (己方 / 对方场上) is allowed for the second part of a comparison.
 */
export function countedTarget(items: readonly ClauseItem[], ctx: Ctx, sideOnly = false): Target | undefined {
  const what = withoutCountWord(items);
  if (!what.length) return undefined;
  const mark = ctx.diags.length;
  const t = parseTarget(what, ctx);
  const clean = ctx.diags.length === mark;
  ctx.diags.length = mark;
  if (!t || !clean || t.ref || t.count !== undefined || t.cardKind === 'player') return undefined;
  return t.cardKind || t.name || t.zone || (sideOnly && t.side) ? t : undefined;
}

const imageOf = (x: ClauseItem): string => (isGroup(x) ? '' : x.image);

/** 比X多 / 比X少: the comparison the last word says. */
const MORE_LESS: Readonly<Record<string, Comparator>> = { 多: '>', 少: '<' };

/**
 * SLCG-CT-08 (every game), a count compared: `<cards>[的数量] cmp N[unit]` (若己方场上的角色不少于3个, 若己方场上角色数量≥3,
 * 若己方战场上的卡灵3张以上), or two counts, `<cards> 多于/少于/… <cards>` or `<cards>比<cards>多/少` (若对方场上的角色多于己方,
 * 若己方场上的角色少于对方场上的角色); a second part naming only a side (己方, 对方场上) counts the first part's cards of that
 * side. The comparison is the first place where both parts read; none: undefined (the caller reports CS1022).
 */
function countCompared(items: readonly ClauseItem[], span: Span, ctx: Ctx): Condition | undefined {
  // Each place reads the target before it again: a few places (a filter's ≥ before the comparison's) keep a long
  // condition of many numbers linear.
  let tries = MAX_TRIES;
  for (let k = 1; k < items.length && tries > 0; k++) {
    const x = items[k];
    const at =
      isTok(x, Compare) || CMP_WORDS.has(entry(x)?.id ?? '') || /^[为為爲比]$/.test(imageOf(x)) || isNumberTok(x);
    if (!at) continue;
    tries--;
    const c = countAt(items, k, span, ctx);
    if (c) return c;
  }
  return undefined;
}

const MAX_TRIES = 4;

function countAt(items: readonly ClauseItem[], k: number, span: Span, ctx: Ctx): Condition | undefined {
  const left = countedTarget(items.slice(0, k), ctx);
  if (!left) return undefined;
  const word = items[k] as IToken;
  // The subject's word: the first vocabulary word before the comparison. 若「甲」为2 has none, and 为 or a number is no
  // vocabulary word either: the comparison's own text stands for it (a count names no stat).
  const head = items.slice(0, k).find((x) => !isGroup(x) && entry(x)) as IToken | undefined;
  const subjectWord: KeywordRef = head
    ? kwRef(head)
    : { kind: 'Keyword', id: 'count', text: word.image, span: itemSpan(word) };
  const cond = (cmp: Comparator, value: number, than?: Target): Condition => {
    const out: Condition = { kind: 'Condition', span, subject: 'count', subjectWord, cmp, value, target: left };
    if (than) out.than = than;
    return out;
  };
  const c = new Cursor(items.slice(k), ctx);
  const n = readComparison(c);
  if (n) {
    c.skipUnit();
    return c.done() ? cond(n.cmp, n.amount) : undefined;
  }
  if (isNumberTok(word)) return undefined;
  // 比X多 / 比X少, or by a number: 比X多2个[以上] (at least 2 more), 比X少2个[以上] (at least 2 fewer).
  if (imageOf(word) === '比') {
    const last = items[items.length - 1];
    const cmp = !isGroup(last) ? MORE_LESS[toSimplified(last.image)] : undefined;
    if (!cmp) return byNumber(items, k, left, span, subjectWord, ctx);
    const than = otherCount(items.slice(k + 1, -1), left, ctx);
    return than ? cond(cmp, 0, than) : undefined;
  }
  // 多于X / 少于X / 不少于X / ≥X: a comparison word and a second count.
  const e = entry(word);
  const cmp = isTok(word, Compare) ? CMP[imageOf(word)] : e && CMP_WORDS.has(e.id) ? (e.op as Comparator) : undefined;
  const than = cmp && otherCount(items.slice(k + 1), left, ctx);
  return cmp && than ? cond(cmp, 0, than) : undefined;
}

/** The second count of a comparison: its own cards, or (己方 / 对方场上) the first count's cards of that side. */
/**
 * 若己方场上的角色比对方多2个[以上]: at least N more, count(of) ≥ count(than) + N (docs/rules-decisions.md: 多2个 alone
 * reads as at least, as designers mean it); 比对方少2个: at least N fewer, written the other way round — count(than) ≥
 * count(of) + N — so that `value` stays a number of cards. Undefined unless 多/少 stands before the number at the end.
 */
function byNumber(
  items: readonly ClauseItem[],
  k: number,
  left: Target,
  span: Span,
  subjectWord: Condition['subjectWord'],
  ctx: Ctx,
): Condition | undefined {
  for (let m = items.length - 2; m > k + 1; m--) {
    const more = !isGroup(items[m]) ? MORE_LESS[toSimplified(imageOf(items[m]))] : undefined;
    if (!more) continue;
    const c = new Cursor(items.slice(m + 1), ctx);
    const n = c.takeNumber();
    if (n === undefined) return undefined;
    c.skipUnit();
    c.takeId('orMore');
    if (!c.done()) return undefined;
    const than = otherCount(items.slice(k + 1, m), left, ctx);
    if (!than) return undefined;
    // 少: the other count is the larger one — the two parts change places.
    const [of, other] = more === '>' ? [left, than] : [than, left];
    return { kind: 'Condition', span, subject: 'count', subjectWord, cmp: '>=', value: n, target: of, than: other };
  }
  return undefined;
}

function otherCount(items: readonly ClauseItem[], left: Target, ctx: Ctx): Target | undefined {
  if (!items.length) return undefined;
  const full = countedTarget(items, ctx, true);
  if (full?.cardKind || full?.name) return full;
  // 多于对方手牌 compares with a hand, not with the opponent's cards of the same kind: no count of the first part's.
  if (!full?.side || full.filters.length || full.range || full.directions) return undefined;
  if (full.zone && full.zone !== left.zone) return undefined;
  const out: Target = { ...left, span: full.span, side: full.side };
  if (left.zoneSide) out.zoneSide = full.zoneSide ?? full.side;
  return out;
}
