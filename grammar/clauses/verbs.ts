// The verb table: one small reader per effect verb (docs/language.md "Effects"). A reader gets the
// phrase cut around its verb — the subject before it (对X / 令X), the object fronted with 将/把, the
// source zone (从卡组) and a cursor after the verb — and fills in the effect.
import type { IToken } from 'chevrotain';
import type { Effect, Target } from '../ast.js';
import { diag } from '../diagnostics.js';
import type { ClauseItem } from '../line-parser.js';
import type { ForbidActionOp, SideOp, ZoneOp } from '../ops.js';
import type { Span } from '../source.js';
import { parseNumber } from '../numerals.js';
import { toSimplified } from '../script.js';
import { closestForms, didYouMean, formsOf } from '../suggest.js';
import { Cursor } from './cursor.js';
import {
  bracketEntry,
  cat,
  entry,
  is,
  isGroup,
  isNumberTok,
  itemSpan,
  itemsSpan,
  numberOf,
  tokSpan,
  typedRef,
  type Ctx,
} from './items.js';
import { expected, notUnderstood } from './report.js';
import { parseTarget } from './targets.js';

export interface Phrase {
  ctx: Ctx;
  /** The whole phrase. */
  items: readonly ClauseItem[];
  span: Span;
  verbTok: IToken;
  /** Items before the verb, lead connectives removed: the subject (对X造成…, 令X获得…). */
  pre: ClauseItem[];
  /** 令 led the phrase. */
  make: boolean;
  /** 将X / 把X: the object written before the verb. */
  fronted?: ClauseItem[];
  /** 从<zone>: where the object comes from; 从己方弃区: whose. */
  from?: ZoneOp;
  fromSide?: SideOp;
  /** After the verb. */
  c: Cursor;
}

/** Reads the verb's part of the phrase into `e` (op preset to the verb's); undefined when the phrase is not understood (a diagnostic says why). */
export type VerbReader = (p: Phrase, e: Effect) => Effect | undefined;

const isStop = (x: ClauseItem | undefined) => is(x, 'into') || cat(x, 'duration');

/** Items after the verb up to a destination (至/到) or a duration. */
function objectItems(c: Cursor): ClauseItem[] {
  const start = c.i;
  while (!c.done() && !isStop(c.peek())) c.i++;
  return c.items.slice(start, c.i);
}

/** The card a verb acts on: fronted (将X), after the verb, or the subject (令X…). */
function object(p: Phrase): Target | undefined {
  const items = p.fronted ?? objectItems(p.c);
  const t = items.length ? parseTarget(items, p.ctx) : p.pre.length ? parseTarget(p.pre, p.ctx) : undefined;
  if (t && p.from && !t.zone) t.zone = p.from;
  // 从己方弃区…: whose zone; its cards are that side's (not so for 卡灵时代 对方战场, two rows: KL-ZN-01).
  if (t && p.fromSide) {
    t.zoneSide ??= p.fromSide;
    if (!t.side && t.zone !== 'battlefield' && t.zone !== 'publicBattlefield') t.side = p.fromSide;
  }
  // 令对方横置一个角色 / 对方横置一个角色: the side who does it says whose card it is (one of the opponent's characters);
  // with or without 令 (a bare 对方 before the verb is its subject, as in 对方弃一张手牌); 双方各横置一个
  // 角色 (令 or not): each player's own.
  const who = t && items.length && !t.side ? sideOnly(p.pre) : undefined;
  if (t && who) {
    t.side = who.side;
    if (who.perSide) t.perSide = true;
  }
  return t;
}

/** The side a subject that is only a side word names (令对方…, 双方各…), else undefined. */
function sideOnly(pre: readonly ClauseItem[]): { side: SideOp; perSide: boolean } | undefined {
  const each = pre.length === 2 && entry(pre[1])?.id === 'respectively';
  const e = pre.length === 1 || each ? entry(pre[0]) : undefined;
  if (e?.category !== 'side' || !e.op) return undefined;
  return { side: e.op, perSide: each && e.op === 'both' };
}

function subject(p: Phrase): Target | undefined {
  return p.pre.length ? parseTarget(p.pre, p.ctx) : undefined;
}

/** The number after a verb that needs one (造成N点, 治愈N点); CS1017 at the verb when it is missing. */
function needsNumber(p: Phrase): number | undefined {
  const n = p.c.takeNumber();
  if (n === undefined) p.ctx.diags.push(diag('CS1017', tokSpan(p.verbTok), [p.verbTok.image]));
  return n;
}

/** `推动进度+1`: a signed amount after the verb; one diagnostic when it is missing (at the sign if there is one). */
function signed(p: Phrase): number | undefined {
  const before = p.ctx.diags.length;
  const n = p.c.takeSigned();
  if (n === undefined && p.ctx.diags.length === before)
    p.ctx.diags.push(diag('CS1017', tokSpan(p.verbTok), [p.verbTok.image]));
  return n;
}

const DAMAGE_FORMS = formsOf(['effect']).filter((f) => /伤害|傷害/.test(f));
const KEYWORD_FORMS = formsOf(['trait', 'resource']);

// SLCG-TX-05 / GA-CB-04: 对X造成N点[物理/法术/真实]伤害.
function damage(p: Phrase, e: Effect): Effect | undefined {
  const t = playerIfSideOnly(subject(p));
  if (t) e.target = t;
  const n = needsNumber(p);
  if (n === undefined) return undefined;
  e.amount = n;
  p.c.skipUnit();
  readDamageTypes(p.c, e);
  // SLCG-TRM-01: 对对方造成1点创伤 — a player receives 创伤 (令对方受到1点创伤); no one deals it.
  if (is(p.c.peek(), 'trauma') && t?.kind === 'Target' && t.cardKind === 'player') {
    const says = `${t.side === 'self' ? '' : '令对方'}受到${n}点创伤`;
    const fix = { title: `改为“${says}”`, titleEn: `replace with "${says}"`, edits: [{ span: p.span, newText: says }] };
    p.ctx.diags.push(diag('CS1042', p.span, [says], { fixes: [fix] }));
    return undefined;
  }
  if (!p.c.takeId('damageNoun')) {
    const at = p.c.i > 0 ? itemsSpan(p.c.items.slice(0, p.c.i)).end : tokSpan(p.verbTok).end;
    expected(p.ctx, p.span.start, at, 'damageNoun', p.c.rest(), DAMAGE_FORMS);
    return undefined;
  }
  return e;
}

function readDamageTypes(c: Cursor, e: Effect): void {
  while (!c.done()) {
    const dt = entry(c.peek());
    if (dt?.category !== 'damageType' || !dt.op) return;
    c.next();
    // 真实 wins over 法术 in 法术真实伤害 (GA-CB-05: true damage ignores everything else).
    if (!e.damageType || dt.op === 'true') e.damageType = dt.op;
  }
}

// 令X受到N点伤害 (damage) / 令对方受到N点创伤 (SLCG-TRM-01).
function receive(p: Phrase, e: Effect): Effect | undefined {
  const t = subject(p);
  const n = needsNumber(p);
  if (n === undefined) return undefined;
  e.amount = n;
  p.c.skipUnit();
  readDamageTypes(p.c, e);
  if (p.c.takeId('trauma') && !e.damageType) {
    e.op = 'trauma';
    e.side = t?.side ?? 'self';
    return e;
  }
  if (!p.c.takeId('damageNoun')) {
    expected(p.ctx, p.span.start, tokSpan(p.verbTok).end, 'receiveWhat', p.c.rest(), ['伤害', '创伤']);
    return undefined;
  }
  e.op = 'damage';
  if (t) e.target = playerIfSideOnly(t);
  return e;
}

// SLCG-TX-06 / SLCG-CB-09: 推动进度±N; 令对方推动进度-N.
function push(p: Phrase, e: Effect): Effect | undefined {
  const t = subject(p);
  e.side = t?.side ?? (p.make ? 'opponent' : 'self');
  e.amount = signed(p);
  return e.amount === undefined ? undefined : e;
}

// SLCG-TRM-04: 治愈N点创伤.
function heal(p: Phrase, e: Effect): Effect | undefined {
  let t = subject(p);
  // 治愈己方1点创伤 / 治愈你1点创伤: the side may follow the verb, as 令己方治愈1点创伤 writes it before (it was CS1017).
  if (!t && cat(p.c.peek(), 'side')) t = parseTarget([p.c.next()!], p.ctx);
  if (t) e.target = t;
  const n = needsNumber(p);
  if (n === undefined) return undefined;
  e.amount = n;
  p.c.skipUnit();
  p.c.takeId('trauma');
  return e;
}

// 抽N张卡 (SLCG-TRN-05, KL-TX-04); 抽卡直到手牌数为N (untilHand).
function draw(p: Phrase, e: Effect): Effect | undefined {
  const t = subject(p);
  if (t) e.target = t;
  e.amount = p.c.takeNumber() ?? 1;
  p.c.skipUnit();
  if (!p.c.takeId('cardKind')) p.c.takeId('card');
  const until = untilHand(p.c.items.slice(p.c.i));
  if (until) {
    e.amount = until.n;
    e.untilHand = true;
    p.c.i = p.c.items.length;
  }
  return e;
}

/**
 * 将手牌补至5张 / 令对方将手牌补充至5张 / 双方各将手牌补至4张: 抽卡直到手牌数为N, with the hand fronted (将手牌) and the
 * number after the verb. An object other than the hand is not read (CS1016).
 */
function refill(p: Phrase, e: Effect): Effect | undefined {
  if (!p.fronted || p.fronted.length !== 1 || !is(p.fronted[0], 'hand')) {
    notUnderstood(p.ctx, 'CS1016', p.items, 'effect');
    return undefined;
  }
  const t = subject(p);
  if (t) e.target = t;
  const n = needsNumber(p);
  if (n === undefined) return undefined;
  p.c.skipUnit();
  e.amount = n;
  e.untilHand = true;
  return e;
}

/**
 * 直到手牌数为5张 / 直到手牌为5 / 至手牌数达到5张 / 直到你的手牌数为5张 after 抽卡: the hand size to reach. Read off the
 * words (through toSimplified), as the repeat phrase is; anything else after the draw is left to the caller.
 */
const UNTIL_HAND =
  /^直?(?:到|至)(?:己方|你|我方)?的?手牌(?:数量|数|张数)?(?:为|达到|达|到|等于)?([0-9０-９]+|[一二两兩三四五六七八九十]+)张?$/;

function untilHand(rest: readonly ClauseItem[]): { n: number } | undefined {
  if (!rest.length || rest.length > 10 || rest.some(isGroup)) return undefined;
  const m = UNTIL_HAND.exec(toSimplified(rest.map((x) => (x as IToken).image).join('')));
  const n = m ? parseNumber(m[1]) : undefined;
  return n !== undefined && n >= 1 ? { n } : undefined;
}

/** 载入/召唤/超越降临 一张「X」: the count and name become the effect's; filters stay on the target. */
function named(p: Phrase, e: Effect): Effect | undefined {
  // KL-TX-04: 检索一张「X」[并]加入手牌 — a 载入 puts the card into the hand anyway; saying so is no second effect.
  if (e.op === 'search') {
    const rest = p.c.items;
    let end = rest.length;
    if (is(rest[end - 1], 'addToHand')) {
      end--;
      if (is(rest[end - 1], 'and')) end--;
      const c = new Cursor(rest.slice(0, end), p.ctx);
      c.i = p.c.i;
      p.c = c;
    }
  }
  const t = object(p);
  // KL-TX-04: 载入 takes from the controller's own deck, so 从[己方]卡组 says nothing more.
  if (t && e.op === 'search' && t.zone === 'deck') {
    delete t.zone;
    if (t.side === 'self') delete t.side;
  }
  if (t) {
    // A number of cards is the effect's count; 所有 stays on the target (a 载入 takes a number: CS2036).
    e.amount = typeof t.count === 'number' ? t.count : 1;
    if (typeof t.count === 'number') delete t.count;
    if (t.name) e.name = t.name;
    if (!t.name || t.cardKind || t.filters.length || t.side || t.zone || t.ref || t.count !== undefined) e.target = t;
  } else e.amount = 1;
  if (!e.name && !e.target) {
    notUnderstood(p.ctx, 'CS1016', p.items, 'name');
    return undefined;
  }
  return e;
}

/** 对方 alone, as what is damaged: the opponent player (KL-CB-08, GA-CB-02). */
function playerIfSideOnly(t: Target | undefined): Target | undefined {
  if (
    t &&
    t.side &&
    !t.cardKind &&
    !t.ref &&
    !t.filters.length &&
    t.count === undefined &&
    !t.zone &&
    !t.range &&
    !t.name
  )
    t.cardKind = 'player';
  return t;
}

/** 将X加入手牌: from the deck it is a 载入 (KL-TX-04), from anywhere else a 回归 (KL-TX-02). */
function addToHand(p: Phrase, e: Effect): Effect | undefined {
  if (p.from === 'deck' || (p.fronted && p.fronted.some((x) => is(x, 'deck')))) {
    e.op = 'search';
    return named(p, e);
  }
  const out = onObject(p, e);
  // 加入手牌 says whose hand: the controller's. A 回归 puts a card in its owner's hand, so from a 弃区 that names no
  // side the card is one of the own 弃区 (SLCG-ZN-05, KL-TX-02), never the other player's handed back to them.
  const t = out?.target;
  if (t && !t.side && !t.ref && t.zone === 'discard') t.side = 'self';
  return out;
}

/** Where a verb puts its object anyway: 将X回归(到)手牌, 将X回档到卡组, 将X置顶(于)卡组 say it again. */
const OWN_ZONE: Readonly<Partial<Record<Effect['op'], string>>> = {
  returnToHand: 'hand',
  shuffleIntoDeck: 'deck',
  topDeck: 'deck',
  bottomDeck: 'deck',
};

/** Verbs whose whole meaning is their object: 消灭 除外 回归 回档 置顶 还原 封锁 复活 横置 重整. */
function onObject(p: Phrase, e: Effect): Effect | undefined {
  const t = object(p);
  // 改为消灭 (GA-RES-09): the effect it replaces names the target.
  if (!t && p.ctx.instead && p.c.done() && !p.pre.length && !p.fronted) return e;
  // 令其失去【守护】并横置 / 选择一个对方角色，…并横置: a bare verb acts on the card of the change before it in its clause
  // (or the chosen X); effects.ts binds it, and reports CS1016 when there is none.
  if (!t && p.c.done() && !p.pre.length && !p.fronted) {
    e.bareObject = true;
    return e;
  }
  if (!t) {
    notUnderstood(p.ctx, 'CS1016', p.items, 'target');
    return undefined;
  }
  e.target = t;
  const own = OWN_ZONE[e.op];
  const c = p.c;
  if (own && (is(c.items[c.i], own) || (is(c.items[c.i], 'into') && is(c.items[c.i + 1], own))))
    c.i += is(c.items[c.i], 'into') ? 2 : 1;
  return e;
}

// 弃一张手牌 / 令对方丢弃一张手牌: from the hand unless the text says otherwise.
function discard(p: Phrase, e: Effect): Effect | undefined {
  const own = p.fronted || !p.c.done() ? subject(p) : undefined;
  const t = object(p);
  if (!t) {
    notUnderstood(p.ctx, 'CS1016', p.items, 'target');
    return undefined;
  }
  t.zone ??= 'hand';
  if (!t.side && own?.perSide) t.perSide = true; // 双方各弃一张手牌: one of each player's hand
  t.side ??= own?.side ?? 'self';
  e.target = t;
  return e;
}

// KL-MV-01: 令X移动N格; [向]<direction>移动N格 (向前移动1格): the path's direction, not an area the subject stands in.
function move(p: Phrase, e: Effect): Effect | undefined {
  const who = p.fronted ?? p.pre;
  const last = who.length - 1;
  let end = who.length;
  const dir = entry(who[last]);
  if (dir?.category === 'direction' && dir.op) {
    e.direction = dir.op;
    end = is(who[last - 1], 'to') ? last - 1 : last;
  }
  // 移动到<区域>: a destination is a 转移 (KL-MV-05), never a path of steps (KL-MV-01) — CS1091, fix 转移.
  if (is(p.c.peek(), 'into')) {
    const words = p.c.rest();
    const span = { start: tokSpan(p.verbTok).start, end: itemsSpan(words).end };
    const verb = tokSpan(p.verbTok);
    const newText = /[動]/.test(p.verbTok.image) ? '轉移' : '转移';
    const fix = { title: `改为“${newText}”`, titleEn: `replace with "${newText}"`, edits: [{ span: verb, newText }] };
    p.ctx.diags.push(diag('CS1091', span, [p.ctx.text.slice(span.start, span.end)], { fixes: [fix] }));
    return undefined;
  }
  const t = end ? parseTarget(who.slice(0, end), p.ctx) : undefined;
  if (t) e.target = t;
  const n = p.c.takeNumber();
  if (n !== undefined) e.amount = n;
  p.c.skipUnit();
  return e;
}

// 前进N格 / 后退N格: 向前移动N格 / 向后移动N格, the direction in the verb.
function moveThatWay(direction: 'up' | 'down'): VerbReader {
  return (p, e) => {
    const r = move(p, e);
    if (r && !r.direction) r.direction = direction;
    return r;
  };
}

// KL-MV-05: 转移X至/到<区域>.
function transfer(p: Phrase, e: Effect): Effect | undefined {
  const t = object(p);
  if (t) e.target = t;
  if (p.c.takeId('into')) {
    const to = parseTarget(objectItems(p.c), p.ctx);
    if (to) e.to = to;
  }
  if (!e.to) {
    notUnderstood(p.ctx, 'CS1016', p.items, 'destination');
    return undefined;
  }
  return e;
}

// KL-MV-05 交换位置: 令X与Y交换位置 / 将X与Y交换位置 / X和Y互换位置 — the two cards before the verb, joined by 与 (和);
// the one that is a reference (此卡灵, 其, 那张卡灵) is the partner, the other the target (designated as any target is).
// With no 与 (选择两张己方卡灵，令其交换位置) the target is both cards.
function swap(p: Phrase, e: Effect): Effect | undefined {
  const items = p.fronted ?? p.pre;
  const and = items.findIndex((x) => entry(x)?.id === 'and');
  if (and < 0) {
    const t = items.length ? parseTarget(items, p.ctx) : undefined;
    if (t) e.target = t;
    return e;
  }
  const a = parseTarget(items.slice(0, and), p.ctx);
  const b = parseTarget(items.slice(and + 1), p.ctx);
  if (!a || !b) return undefined;
  // 令一张己方卡灵与此卡灵交换位置: the reference is the partner wherever it is written.
  const [partner, target] = !a.ref && b.ref ? [b, a] : [a, b];
  e.partner = partner;
  e.target = target;
  return e;
}

// 令X本回合不能攻击 / X直到对方回合结束不能移动 / 其不能攻击，直到回合结束: X may not take its game's action for the
// duration (a duration before or after the verb is the clause's, effects.ts; none: this turn, lowering).
function forbid(action: ForbidActionOp): VerbReader {
  return (p, e) => {
    e.action = action;
    const who = subject(p);
    if (who) e.target = who;
    return e;
  };
}

/** 获得/失去: 【特性】 (grant/lose a keyword) or N点<resource> (gain/lose a resource; 护盾 is a character's). */
function gainOrLose(p: Phrase, e: Effect): Effect | undefined {
  const gain = is(p.verbTok, 'gain');
  const g = p.c.peek();
  const ge = g && isGroup(g) ? bracketEntry(g) : undefined;
  if (g && isGroup(g) && ge?.category === 'trait') {
    p.c.next();
    e.op = gain ? 'grantKeyword' : 'loseKeyword';
    e.keyword = typedRef(g.inner[0], ge, itemsSpan([g]));
    // No subject: the clause's (令X获得3点护盾并获得【光环】, effects.ts), else this card (lowering's default).
    const who = subject(p);
    if (who) e.target = who;
    return e;
  }
  if (g && isGroup(g) && ge?.category !== 'resource' && ge?.category !== 'stat') {
    // 【迅接】: an unknown word in 【】 after 获得/失去 is a misspelt 特性 or resource.
    const words = g.inner;
    const span = words.length
      ? { start: words[0].startOffset, end: tokSpan(words[words.length - 1]).end }
      : itemsSpan([g]);
    const word = p.ctx.text.slice(span.start, span.end);
    p.ctx.diags.push(diag('CS1002', itemsSpan([g]), [word], didYouMean(closestForms(word, KEYWORD_FORMS), span)));
    return undefined;
  }
  // 令一个敌方角色失去护盾 (GA-CB-06): 护盾 with no number of points is the 特性 itself, as 失去【护盾】 — all of it.
  const bare = g && !isGroup(g) ? entry(g) : undefined;
  if (bare?.id === 'shieldKw' && bare.category === 'trait' && p.c.i + 1 === p.c.items.length) {
    p.c.next();
    e.op = gain ? 'grantKeyword' : 'loseKeyword';
    e.keyword = typedRef(g as IToken, bare);
    const who = subject(p);
    if (who) e.target = who;
    return e;
  }
  e.op = gain ? 'gainResource' : 'loseResource';
  const t = subject(p);
  if (t) e.target = t;
  e.amount = p.c.takeNumber() ?? 1;
  p.c.skipUnit();
  // 【光暗值】 reads as the word inside it (GA-RES-06).
  const x = p.c.peek();
  const r = x && isGroup(x) ? bracketEntry(x) : entry(x);
  const resource = r ? resourceOf(r.id, r.category === 'resource' ? r.op : undefined) : undefined;
  if (!resource) {
    notUnderstood(p.ctx, 'CS1016', p.items, 'resource');
    return undefined;
  }
  p.c.next();
  e.resource = resource;
  // GA-CB-06: 令对方获得1点护盾 / 令双方各获得1点护盾 — a side alone holding 护盾 is that player (each of them).
  if (resource === 'shield') playerIfSideOnly(e.target);
  return e;
}

function resourceOf(id: string, op: Effect['resource'] | undefined): Effect['resource'] | undefined {
  if (op) return op;
  // 体力 and 生命 are fields; 护盾 is the 特性 (GA-CB-06); 生命值 / 生命点数 a player's life (KL-SU-04).
  if (id === 'stamina') return 'stamina';
  if (id === 'hp') return 'hp';
  if (id === 'lifePoints') return 'life';
  if (id === 'shieldKw') return 'shield';
  return undefined;
}

// 无效那次攻击/那次创伤/那张卡牌/该效果 (SLCG-CT-07, KL-CB-04, GA-CT-06); also 令/使X无效 and 令其攻击无效.
function negate(p: Phrase, e: Effect): Effect | undefined {
  const t = itsAttack(p) ?? object(p);
  if (!t?.ref || t.ref === 'self' || t.ref === 'it' || t.ref === 'trigger' || t.ref === 'attacker') {
    notUnderstood(p.ctx, 'CS1016', p.items, 'negatable');
    return undefined;
  }
  e.target = t;
  return e;
}

/**
 * 令其攻击无效 / 使其攻击无效 (SLCG-CB-07, KL-CB-04): 其 + 攻击 before 无效 is the attack that woke the ability, the
 * target of 无效那次攻击 — not 其's 攻击 value (光暗 攻击 is a character's number, which nothing negates).
 */
function itsAttack(p: Phrase): Target | undefined {
  const items = p.fronted ?? (p.c.done() ? p.pre : undefined);
  if (items?.length !== 2 || entry(items[0])?.id !== 'itRef') return undefined;
  const span = itemSpan(items[1]);
  if (!/^攻[击擊]$/.test(p.ctx.text.slice(span.start, span.end))) return undefined;
  return { kind: 'Target', span: itemsSpan(items), filters: [], ref: 'attack' };
}

// GA-CHR-06: 封印X[N回合].
function seal(p: Phrase, e: Effect): Effect | undefined {
  // The object is fronted (将X封印N回合) or after the verb, up to a trailing N回合.
  let after = p.c.rest();
  // 封印X直到下回合结束 / 直到回合结束: a seal counts its owner's turns (GA-CHR-05), it never ends with a turn — CS1090.
  const until = after.findIndex((x, i) => cat(x, 'duration') || (isUntil(x) && is(after[i + 1], 'into')));
  if (until >= 0) {
    const span = itemsSpan(after.slice(until));
    const fix = { title: '改为“1回合”', titleEn: 'replace with "1回合"', edits: [{ span, newText: '1回合' }] };
    p.ctx.diags.push(diag('CS1090', span, [p.ctx.text.slice(span.start, span.end)], { fixes: [fix] }));
    after = after.slice(0, until);
    if (!after.length && !p.fronted) return undefined;
  }
  const n = after.length;
  const turns = n >= 2 && isNumberTok(after[n - 2]) && is(after[n - 1], 'unitTurn');
  if (turns) e.amount = numberOf(after[n - 2] as IToken, p.ctx);
  const tail = turns ? after.slice(0, -2) : after;
  if (p.fronted && tail.length) notUnderstood(p.ctx, 'CS1016', tail, 'effect');
  const items = p.fronted ?? tail;
  const t = items.length ? parseTarget(items, p.ctx) : subject(p);
  // 【黑暗】改为封印2回合: the seal of the effect it replaces, on that effect's target (GA-RES-09).
  if (!t && !items.length && p.ctx.instead) return e;
  if (!t) {
    notUnderstood(p.ctx, 'CS1016', p.items, 'target');
    return undefined;
  }
  e.target = t;
  return e;
}

// GA-CHR-05: 令X倒计时±N.
function countdown(p: Phrase, e: Effect): Effect | undefined {
  const t = subject(p);
  if (t) e.target = t;
  e.amount = signed(p);
  return e.amount === undefined ? undefined : e;
}

// GA-CB-07: 令X回复N点生命; 令对方回复N点生命 / 令双方各回复N点生命: the player's HP (GA-SU-01). 为X回复N点生命 says the
// same: X is who recovers.
function recover(p: Phrase, e: Effect): Effect | undefined {
  if (!p.make && isFor(p.pre[0])) p.pre = p.pre.slice(1);
  // 令此卡灵回复原状: no number is missing — the writer means 还原 (KL-TX-06); CS1016 with that rewrite.
  const rest = p.ctx.text.slice(tokSpan(p.verbTok).end, p.span.end);
  if (/^(?:原状|原狀|原样|原樣|原值)/u.test(rest)) {
    notUnderstood(p.ctx, 'CS1016', p.items, 'effect');
    return undefined;
  }
  // 回复全部生命 / 回复所有生命值 / 回复至满 / 生命回复至满: every HP lost comes back (GA-CB-07), no number to say.
  if (fullRecovery(p.c)) {
    const last = entry(p.pre[p.pre.length - 1])?.id;
    if (last && HP_WORDS.has(last)) p.pre = p.pre.slice(0, -1 - (is(p.pre[p.pre.length - 2], 'of') ? 1 : 0));
    const t = playerIfSideOnly(subject(p));
    if (t) e.target = t;
    e.full = true;
    return e;
  }
  const n = needsNumber(p);
  if (n === undefined) return undefined;
  e.amount = n;
  p.c.skipUnit();
  // SLCG-TRM-04: 回复N点创伤 is 治愈N点创伤 — what recovers is the trauma, as the words say.
  if (p.c.takeId('trauma')) {
    e.op = 'heal';
    const who = subject(p);
    if (who) e.target = who;
    return e;
  }
  const t = playerIfSideOnly(subject(p));
  if (t) e.target = t;
  if (!p.c.takeId('hp') && !p.c.takeId('lifePoints')) p.c.takeId('hpResource');
  return e;
}

const HP_WORDS: ReadonlySet<string> = new Set(['hp', 'lifePoints', 'hpResource']);

/** 全部生命 (所有生命值) or 至满 (到满, 满) right after 回复, taken: the whole of what was lost comes back. */
function fullRecovery(c: Cursor): boolean {
  const at = c.i;
  if (entry(c.peek())?.id === 'all') {
    c.next();
    if (HP_WORDS.has(entry(c.peek())?.id ?? '')) {
      c.next();
      return true;
    }
  } else {
    if (entry(c.peek())?.id === 'into') c.next();
    if (isFull(c.peek())) {
      c.next();
      return true;
    }
  }
  c.i = at;
  return false;
}

/** 满 (滿): not a vocabulary word, so a bare token of its own. */
function isFull(x: ClauseItem | undefined): boolean {
  return !!x && !isGroup(x) && !entry(x) && /^[满滿]$/.test(x.image);
}

/** 直 of 直到…: 直到 is a vocabulary word only in the durations it begins (直到回合结束). */
function isUntil(x: ClauseItem | undefined): boolean {
  return !!x && !isGroup(x) && !entry(x) && x.image === '直';
}

/** 为 (為) standing before a subject: not a vocabulary word, so a bare token of its own. */
function isFor(x: ClauseItem | undefined): boolean {
  return !!x && !isGroup(x) && !entry(x) && /^[为為爲]$/.test(x.image);
}

// SLCG-RES-01 / KL-RES-04: 支付N点能量 as an effect (可以支付1点能量。若如此，…): the controller pays, or cannot.
function pay(p: Phrase, e: Effect): Effect | undefined {
  e.op = 'pay';
  const n = needsNumber(p);
  if (n === undefined) return undefined;
  e.amount = n;
  p.c.skipUnit();
  const x = p.c.peek();
  const r = x && isGroup(x) ? bracketEntry(x) : entry(x);
  const resource = r ? resourceOf(r.id, r.category === 'resource' ? r.op : undefined) : undefined;
  // Only the controller pays: a subject (令对方支付…) would be another player's payment, which no game has.
  if (!resource || p.pre.length || p.fronted) {
    notUnderstood(p.ctx, 'CS1016', p.items, 'resource');
    return undefined;
  }
  p.c.next();
  e.resource = resource;
  return e;
}

// SLCG-ZN-04 / GA-ZN-01 / KL-ZN-03: 洗切[卡组] / 将卡组洗切 / 令对方洗切卡组 / 洗切对方的卡组 — whose deck, the
// controller's unless a side is written.
function shuffleDeck(p: Phrase, e: Effect): Effect | undefined {
  const words = p.fronted ?? p.c.rest();
  let side: SideOp | undefined;
  let deck = false;
  let ok = true;
  for (const x of words) {
    const xe = entry(x);
    if (xe?.category === 'side' && xe.op && !side && !deck) side = xe.op;
    else if (is(x, 'of') && side && !deck) continue;
    else if (xe?.id === 'deck' && !deck) deck = true;
    else ok = false;
  }
  if (p.fronted && !p.c.done()) ok = false;
  const who = p.pre.length ? sideOnly(p.pre) : undefined;
  if (p.pre.length && (!who || side)) ok = false;
  if (!ok || (words.length && !deck)) {
    notUnderstood(p.ctx, 'CS1016', p.items, 'deck');
    return undefined;
  }
  side ??= who?.side;
  if (side) e.target = { kind: 'Target', span: p.span, side, filters: [], ...(who?.perSide ? { perSide: true } : {}) };
  return e;
}

/** Entry id of a verb → its reader; the effect's op starts as the verb's op. */
export const VERBS: Readonly<Record<string, VerbReader>> = {
  damage,
  evReceive: receive,
  push,
  heal,
  draw,
  refillHand: refill,
  search: named,
  summonEffect: named,
  overSummon: named,
  destroy: onObject,
  banish: onObject,
  returnToHand: onObject,
  addToHand,
  shuffleIntoDeck: onObject,
  topDeck: onObject,
  bottomDeck: onObject,
  restore: onObject,
  lockArea: onObject,
  revive: onObject,
  tap: onObject,
  untap: onObject,
  upright: onObject,
  discardEffect: discard,
  moveEffect: move,
  advance: moveThatWay('up'),
  retreat: moveThatWay('down'),
  transfer,
  swap,
  payWords: pay,
  shuffleDeck,
  gain: gainOrLose,
  lose: gainOrLose,
  negate,
  seal,
  countdown,
  recover,
  forbidAttack: forbid('attack'),
  forbidMove: forbid('move'),
  forbidPush: forbid('push'),
  forbidAttacked: forbid('attacked'),
};
