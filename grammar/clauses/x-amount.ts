// X for an effect's number (抽X张卡，X为己方场上角色的数量; 造成X点伤害。X为对方场上的角色数): the ability names what X
// counts in a phrase of its own — X为 / X等于 / X是 (其中X为…) and a number of cards, read as a condition's count is
// (countedTarget) — and every effect that wrote X for its number gets that target (Effect.per, EffectOp.per): its
// number is per card, counted when it resolves (SLCG-CT-08 counts, for every game). Two more ways to say it:
// 造成等同于<count>的伤害 (X in place, its count X's) and <where>每有一个<what>，<effects> (each effect of the clause).
import type { IToken } from 'chevrotain';
import type { CardValue, Effect, PlayerNumber, Target } from '../ast.js';
import { itNamesNothing } from '../constructs.js';
import { diag } from '../diagnostics.js';
import { AsciiWord, Comma, Minus, NumberTok, Plus, Word } from '../lexer.js';
import type { ClauseItem } from '../line-parser.js';
import { toSimplified } from '../script.js';
import type { Span } from '../source.js';
import { cardRef, countedTarget } from './conditions.js';
import { STAT_CATEGORIES, statOf } from './targets.js';
import { cat, entry, isGroup, isNumberTok, isTok, isX, itemsSpan, numberOf, type Ctx } from './items.js';

/** What an ability's X为… phrases said: the first one's target (undefined when unread), and every phrase's span. */
export interface XDefinitions {
  target?: Target;
  /** X为其AP: X is a card's value instead of a count. */
  value?: CardValue;
  /** X为对方的创伤: X is a player's number. */
  stat?: PlayerNumber;
  /** X为…的数量加1 / +1 / 减1 / -1: added to the count (or value) after `times`. */
  plus?: number;
  /** X为…数量的两倍 / 的2倍: the count (or value) times this. */
  times?: number;
  spans: Span[];
  /**
   * Per clause read (readX's `clauses`), its 己方场上每有一个角色，… phrase: the effects after it in the clause have
   * numbers per card of `target` (undefined when unread, CS1092 said so).
   */
  each: ({ target?: Target; stat?: PlayerNumber; every?: number; span: Span } | undefined)[];
}

/** The words that say what X is (X为…, X等于…, X是…). */
const IS_WORDS = new Set(['为', '為', '爲', '是', '等于', '等於']);

const isXTok = (x: ClauseItem | undefined): x is IToken =>
  !!x && !isGroup(x) && (isTok(x, AsciiWord) || isTok(x, Word)) && isX(x.image);

/** 等同于 / 相当于 (等同於, 相當於) before a count that is an effect's number. */
const EQUAL_WORDS = new Set(['等同于', '相当于']);

const NUMBER = { tokenType: NumberTok, tokenTypeIdx: NumberTok.tokenTypeIdx! };

/** X as a number token, so every reader of a number takes it (numberOf counts it as 1 and notes where it stands). */
const retype = (x: ClauseItem): ClauseItem => (isXTok(x) ? { ...x, ...NUMBER } : x);

/**
 * 等同于<cards的数量>的 / 相当于…的 (造成等同于己方场上角色数量的伤害): where the words stand in the phrase (from `first`, `length`
 * items up to and with the 的 before the effect's noun), and the counted cards between; undefined when absent.
 */
function equalTo(
  p: readonly ClauseItem[],
): { first: IToken; length: number; counted: readonly ClauseItem[]; span: Span } | undefined {
  for (let i = 0; i + 2 < p.length; i++) {
    if (!EQUAL_WORDS.has(toSimplified(imageOf(p[i]) + imageOf(p[i + 1]) + imageOf(p[i + 2])))) continue;
    // The last 的 of the phrase closes the count (己方场上角色的数量的伤害: the one before 伤害).
    let j = -1;
    for (let k = p.length - 1; k > i + 2; k--)
      if (imageOf(p[k]) === '的') {
        j = k;
        break;
      }
    if (j < 0) return undefined;
    const span = itemsSpan(p.slice(i, j + 1));
    return { first: p[i] as IToken, length: j - i + 1, counted: p.slice(i + 3, j), span };
  }
  return undefined;
}

/**
 * 其AP / 此角色的常值 / 那个角色的【攻击】 (a reference, 的, a value word): one card's value, or undefined. 【AP】 reads as
 * the word inside it.
 */
function cardValue(items: readonly ClauseItem[]): CardValue | undefined {
  const ref = cardRef(items[0]);
  // X为攻击者的常值 is not read (perValue names 自身, 其 or 那个角色): CS1092 as before.
  if (!ref || ref === 'attacker') return undefined;
  let k = 1;
  if (entry(items[k])?.id === 'of') k++;
  const x = items[k];
  const w = x && isGroup(x) ? (x.inner.length === 1 ? x.inner[0] : undefined) : x;
  const e = entry(w);
  if (!e || !STAT_CATEGORIES.has(e.category) || k + 1 !== items.length) return undefined;
  return { ref, stat: statOf(e), span: itemsSpan(items) };
}

/**
 * The arithmetic a X为… may end in, read off its end: 加N / 再加N / +N / 减N / -N (plus, after the times), and before it
 * 的两倍 / 的N倍 / N倍 (times). What is left is the count or value X starts from.
 */
function arithmetic(
  body: readonly ClauseItem[],
  ctx: Ctx,
): { rest: readonly ClauseItem[]; plus?: number; times?: number } {
  let rest = body;
  let plus: number | undefined;
  let times: number | undefined;
  const last = rest[rest.length - 1];
  const op = rest[rest.length - 2];
  if (isNumberTok(last) && op) {
    const word = toSimplified(imageOf(op));
    const sign = isTok(op, Plus) || word === '加' ? 1 : isTok(op, Minus) || word === '减' ? -1 : 0;
    const n = sign ? numberOf(last, ctx) : undefined;
    if (n !== undefined) {
      plus = sign * n;
      rest = rest.slice(0, -2);
      if (entry(rest[rest.length - 1])?.id === 'then') rest = rest.slice(0, -1);
    }
  }
  const by = rest[rest.length - 2];
  if (imageOf(rest[rest.length - 1]) === '倍' && isNumberTok(by)) {
    const n = numberOf(by, ctx);
    if (n !== undefined && n >= 1) {
      times = n;
      rest = rest.slice(0, -2);
      if (entry(rest[rest.length - 1])?.id === 'of') rest = rest.slice(0, -1);
    }
  }
  return { rest, plus, times };
}

/** What X is (a count of cards, or one card's value, and what is done to it) into `defs`; CS1092 when unread. */
function defineX(whole: readonly ClauseItem[], span: Span, defs: XDefinitions, ctx: Ctx, text: string): void {
  const { rest: body, plus, times } = arithmetic(whole, ctx);
  if (plus) defs.plus = plus;
  if (times !== undefined && times !== 1) defs.times = times;
  const t = body.length ? countedTarget(body, ctx) : undefined;
  if (t) defs.target = t;
  else {
    const v = cardValue(body);
    const st = v ? undefined : playerNumber(body);
    if (v) defs.value = v;
    else if (st) defs.stat = st;
    else ctx.diags.push(diag('CS1092', span, [text]));
  }
}

/** Words of a player's number that are no card's (卡灵时代 等级为 is a card's level). */
const CARD_ONLY_STATS = new Set(['statLevel']);

/**
 * 对方的创伤 / 己方胜利进度 / 对方手牌数 / 能量 (a side, 的, a word of a player's number — a condition's subject — and
 * nothing else; no side is 己方): that number, or undefined.
 */
function playerNumber(items: readonly ClauseItem[]): PlayerNumber | undefined {
  let k = 0;
  const side = entry(items[0])?.category === 'side' ? (entry(items[0])!.op as string) : undefined;
  if (side !== undefined) k++;
  if (side !== undefined && side !== 'self' && side !== 'opponent') return undefined;
  if (entry(items[k])?.id === 'of') k++;
  const x = items[k];
  const w = x && isGroup(x) ? (x.inner.length === 1 ? x.inner[0] : undefined) : x;
  const e = entry(w);
  if (!e || k + 1 !== items.length) return undefined;
  const hand = e.category === 'zone' && e.op === 'hand';
  if (!hand && ((e.category !== 'stat' && e.category !== 'resource') || CARD_ONLY_STATS.has(e.id))) return undefined;
  return {
    subject: hand ? 'hand' : statOf(e),
    side: side === 'opponent' ? 'opponent' : 'self',
    span: itemsSpan(items),
  };
}

/** The items of a X为… phrase after its 为, or undefined when the phrase is not one. */
function definitionBody(p: readonly ClauseItem[]): readonly ClauseItem[] | undefined {
  let k = 0;
  // 其中X为…
  if (!isGroup(p[0]) && !isXTok(p[0])) {
    const lead = (p[0] as IToken).image + (p[1] && !isGroup(p[1]) ? (p[1] as IToken).image : '');
    if (lead === '其中') k = 2;
    else if ((p[0] as IToken).image === '其中') k = 1;
  }
  if (!isXTok(p[k])) return undefined;
  const w = p[k + 1];
  if (!w || isGroup(w) || !IS_WORDS.has(w.image)) return undefined;
  return p.slice(k + 2);
}

/**
 * The ability's clauses with every X为… phrase taken out and read (CS1092 when what it counts is not read, CS1095 for a
 * second one), and X elsewhere retyped as a number. A clause that was only a definition is left out.
 */
export function readX(clauses: readonly ClauseItem[][], ctx: Ctx): { clauses: ClauseItem[][]; defs: XDefinitions } {
  const defs: XDefinitions = { spans: [], each: [] };
  if (
    !clauses.some((cl) =>
      cl.some((x) => isXTok(x) || imageOf(x) === '每' || imageOf(x) === '等' || imageOf(x) === '相'),
    )
  )
    return { clauses: clauses as ClauseItem[][], defs };
  const out: ClauseItem[][] = [];
  for (const cl of clauses) {
    const phrases: ClauseItem[][] = [[]];
    for (const x of cl) {
      if (isTok(x, Comma)) phrases.push([x]);
      else phrases[phrases.length - 1].push(x);
    }
    const kept: ClauseItem[] = [];
    let each: XDefinitions['each'][number];
    for (const ph of phrases) {
      const words = isTok(ph[0], Comma) ? ph.slice(1) : ph;
      // 己方场上每有一个角色，… opens its clause: the effects after it count per card.
      const per = !kept.length && !each ? eachCounted(words, ctx) : undefined;
      if (per) {
        each = per;
        continue;
      }
      const body = words.length ? definitionBody(words) : undefined;
      if (!body) {
        const eq = equalTo(words);
        if (eq) {
          // 造成等同于己方场上角色数量的伤害 is 造成X点伤害，X为己方场上角色的数量: the words become X, their count X's.
          const text = ctx.text.slice(eq.span.start, eq.span.end);
          if (defs.spans.length) ctx.diags.push(diag('CS1095', eq.span, [text]));
          else defineX(eq.counted, eq.span, defs, ctx, text);
          defs.spans.push(eq.span);
          const x: IToken = { ...eq.first, image: 'X', endOffset: eq.first.startOffset, ...NUMBER };
          const at = ph.indexOf(eq.first);
          const rebuilt = [...ph.slice(0, at), x, ...ph.slice(at + eq.length)];
          kept.push(...(kept.length ? rebuilt : rebuilt.slice(isTok(rebuilt[0], Comma) ? 1 : 0)).map(retype));
          continue;
        }
        // A comma that opened the clause's first kept phrase goes with the phrase taken out before it.
        kept.push(...(kept.length ? ph : words).map(retype));
        continue;
      }
      const span = itemsSpan(words);
      const text = ctx.text.slice(span.start, span.end);
      if (defs.spans.length) ctx.diags.push(diag('CS1095', span, [text]));
      else defineX(body, body.length ? itemsSpan(body) : span, defs, ctx, text);
      defs.spans.push(span);
    }
    if (kept.length) {
      out.push(kept);
      defs.each.push(each);
    } else if (each) ctx.diags.push(diag('CS1096', each.span, [ctx.text.slice(each.span.start, each.span.end)]));
  }
  return { clauses: out, defs };
}

const imageOf = (x: ClauseItem | undefined): string => (x && !isGroup(x) ? x.image : '');

/**
 * `<where>每有一个<what>` (己方场上每有一个角色, 每有一张对方卡灵, 对方场上每有1个横置的角色): the cards counted — the words
 * before 每 and after the count read as one counted target (countedTarget) — or undefined when the phrase is no such
 * phrase. 每有两个… counts one step per two cards (`every`, the rest dropped: 5 cards are 2 steps).
 */
export function eachCounted(
  p: readonly ClauseItem[],
  ctx: Ctx,
): { target?: Target; stat?: PlayerNumber; every?: number; span: Span } | undefined {
  const k = p.findIndex((x, i) => imageOf(x) === '每' && imageOf(p[i + 1]) === '有');
  if (k < 0) return undefined;
  // 若己方场上每有一个角色，抽1张卡: 每有 counts for the effects after it and holds whatever the count (none: nothing is
  // done), so it is no condition — CS1190, whose fix drops 若; the phrase is read as the fix writes it.
  if (k > 0 && entry(p[0])?.id === 'if') {
    const ifSpan = itemsSpan(p.slice(0, 1));
    const whole = itemsSpan(p);
    ctx.diags.push(
      diag('CS1190', whole, [ctx.text.slice(whole.start, whole.end)], {
        fixes: [{ title: '删去“若”', titleEn: 'remove 若', edits: [{ span: ifSpan, newText: '' }] }],
      }),
    );
    return eachCounted(p.slice(1), ctx);
  }
  const span = itemsSpan(p);
  let rest = p.slice(k + 2);
  const n = rest[0] && !isGroup(rest[0]) && isNumberTok(rest[0]) ? numberOf(rest[0], ctx) : 1;
  if (rest[0] && isNumberTok(rest[0])) rest = rest.slice(cat(rest[1], 'unit') ? 2 : 1);
  const every = n !== undefined && n > 1 ? { every: n } : {};
  // 对方每有1点创伤 / 己方每有两点胜利进度: a player's number, one step per point (per N points).
  const stat = n !== undefined && n >= 1 && rest.length ? playerNumber([...p.slice(0, k), ...rest]) : undefined;
  if (stat) return { stat, ...every, span };
  const target = n !== undefined && n >= 1 && rest.length ? countedTarget([...p.slice(0, k), ...rest], ctx) : undefined;
  // No X is written here: what 每有 counts is not read (CS1113), not X (CS1092).
  if (!target) ctx.diags.push(diag('CS1113', span, [ctx.text.slice(span.start, span.end)]));
  return { target, ...every, span };
}

/** Gives each effect that wrote X the definition's target (CS1093 when there is none; CS1094 when nothing used X). */
export function attachX(effects: readonly Effect[], defs: XDefinitions, ctx: Ctx): void {
  const users = effects.filter((e) => e.usesX);
  for (const e of users) {
    if (defs.target) e.per = defs.target;
    else if (defs.value) e.perValue = defs.value;
    else if (defs.stat) e.perStat = defs.stat;
    else if (!defs.spans.length) ctx.diags.push(diag('CS1093', e.span, [ctx.text.slice(e.span.start, e.span.end)]));
    if (!e.per && !e.perValue && !e.perStat) continue;
    // X为…的数量的两倍加1 is 2 × the count + 1; the effect's number is its own (1 for X, −1 for DP-X) times that.
    if (defs.times) e.perTimes = defs.times;
    if (defs.plus) e.perPlus = defs.plus;
  }
  // 其AP names the card the effect acts on, or one an effect before it designated: with neither there is none (CS1083).
  const v = defs.value;
  if (v?.ref === 'it')
    for (const e of users) {
      const k = effects.indexOf(e);
      const named = (x: Effect) => (x.target && (x.target.ref || x.target.count !== 'all')) || x.reads;
      if (!effects.slice(0, k + 1).some(named))
        ctx.diags.push(itNamesNothing(v.span, ctx.text.slice(v.span.start, v.span.end)));
    }
  if (!users.length && defs.spans.length) {
    const s = defs.spans[0];
    ctx.diags.push(diag('CS1094', s, [ctx.text.slice(s.start, s.end)]));
  }
}

/**
 * The effects of a clause opened by 每有…: each one's number is per card counted (`per`, which the checker's CS2170 /
 * CS2171 read as they read X); an effect with no number to count by is CS1097. An effect that wrote X keeps its own X.
 */
export function attachEach(effects: readonly Effect[], each: XDefinitions['each'][number], ctx: Ctx): void {
  if (!each) return;
  for (const e of effects) {
    if (e.usesX) continue;
    if (e.amount === undefined) {
      ctx.diags.push(diag('CS1097', e.span, [ctx.text.slice(e.span.start, e.span.end)]));
      continue;
    }
    if (each.target) e.per = each.target;
    else if (each.stat) e.perStat = each.stat;
    if ((each.target || each.stat) && each.every) e.perEvery = each.every;
  }
}
