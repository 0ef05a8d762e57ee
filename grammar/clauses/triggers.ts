// Triggers `当/每当 <subject> <event> [object] 时`: the event table maps every event word the three
// rulebooks name to an event; the words before it are the subject (己方角色, 对方卡灵, 此卡), the
// words after it the object of 发动 (战术卡, 效果) or the kind of what was received (伤害, 创伤).
import type { IToken } from 'chevrotain';
import type { Target, Trigger } from '../ast.js';
import { diag } from '../diagnostics.js';
import { entryOf } from '../lexer.js';
import { toSimplified } from '../script.js';
import { VOCAB_BY_FORM, VOCABULARY } from '../vocabulary.js';
import type { EffectKindOp, EventOp } from '../ops.js';
import type { ClauseItem } from '../line-parser.js';
import type { Span } from '../source.js';
import { Cursor } from './cursor.js';
import { cat, entry, is, isGroup, itemsSpan, kwRef, tokSpan, type Ctx } from './items.js';
import { expected, notUnderstood } from './report.js';
import { parseTarget } from './targets.js';

type EventRow = EventOp | 'receive' | 'activate';

/**
 * Entry id of an event word → its event. Timing words (登场时, 攻击时, 回合开始时 …) count as
 * events too, by their op. 'receive' reads 伤害/创伤 after it; 'activate' its object.
 */
const EVENTS: Readonly<Record<string, EventRow>> = {
  evEnter: 'enter',
  summon: 'enter',
  overSummon: 'enter', // 登场; 降临 (KL-SUM-01); 超越降临 (KL-SUM-03)
  evAttack: 'attack',
  sortie: 'attack', // 宣言攻击 (SLCG-CB-01, KL-CB-04); 出击 (GA-CB-01)
  evAttacked: 'attacked', // SLCG-CB-04
  evDestroyed: 'destroyed',
  destroy: 'destroyed', // 被消灭/被清除/被破坏/阵亡 (SLCG-TX-03, KL-TX-01, GA-CHR-04)
  evReceive: 'receive', // 受到伤害/创伤 (SLCG-TRM-01, GA-CB-04)
  evActivate: 'activate', // 发动卡牌/效果 (KL-CT-06, GA-CT-01)
  draw: 'drew', // 抽卡 (KL-SK-01)
  push: 'pushed',
  evPushed: 'pushed', // 推动进度 (SLCG-CB-08)
  evTapped: 'tapped',
  tap: 'tapped',
  evUntapped: 'untapped',
  untap: 'untapped', // SLCG-TX-09, SLCG-TRN-02
  moveEffect: 'moved',
  transfer: 'transferred', // KL-MV-04; KL-MV-05 (a transfer is no move)
  returnToHand: 'returned',
  evReturned: 'returned', // KL-TX-02
  banish: 'banished',
  evBanished: 'banished', // GA-ZN-02
  search: 'searched', // KL-TX-04
  revive: 'revived', // GA-CHR-04
  seal: 'sealed',
  evSealed: 'sealed', // GA-CHR-06
  evDying: 'dying', // SLCG-TRM-02
  evBackRow: 'reachedBackRow', // KL-ZN-02: 当我方卡灵走到对方底线时
  evMissed: 'attackMissed', // KL-CB-04 攻击落空
};

/**
 * What a bracket timing may hold besides the timings of the vocabulary: each event word of the table above and its
 * 时 (【复活时】, 【被回归时】, 【受到伤害时】), read as 当此卡<event>时 (abilities.ts); what CS1002 suggests from.
 */
export const EVENT_TIMING_FORMS: readonly string[] = [
  // Simplified forms only (a traditional spelling of one is the same suggestion, written in the line's script).
  ...VOCABULARY.filter((e) => e.id in EVENTS && EVENTS[e.id] !== 'receive').flatMap((e) =>
    [e.canonical, ...e.aliases].filter((f) => f === e.canonical || toSimplified(f) === f).map((f) => `${f}时`),
  ),
  '受到伤害时',
  '受到创伤时',
];

function eventOf(t: IToken, bare = false): EventRow | undefined {
  const e = entryOf(t);
  if (e?.category === 'timing') return e.op;
  const row = e && EVENTS[e.id];
  if (row || !bare) return row;
  // 当对方角色攻击： without its 时, 攻击 is the 攻击时 it stands for.
  const timing = VOCAB_BY_FORM.get(`${t.image}时`) ?? VOCAB_BY_FORM.get(`${t.image}時`);
  return timing?.category === 'timing' ? timing.op : undefined;
}

/** A token no vocabulary word reads, written `image`. */
function isBare(x: ClauseItem | undefined, image: string): boolean {
  return !!x && !isGroup(x) && !entryOf(x) && x.image === image;
}

/** Whether a word is an event word of 当…时 (or a timing, which counts as one). */
export const isEventWord = (t: IToken): boolean => eventOf(t) !== undefined;

/** What may follow 抽 in 被抽到 / 被抽出 (a card drawn). */
const DRAWN_TAIL: ReadonlySet<string> = new Set(['到', '出']);

const RECEIVED: Readonly<Record<string, EventOp>> = { trauma: 'trauma', damageNoun: 'damaged' };

/** `当 … 时`: `at` is the closing 时 or the token ending in it (登场时, 移动时). */
export function parseTrigger(when: IToken, body: IToken[], at: IToken | undefined, ctx: Ctx): Trigger | undefined {
  const end = at ? tokSpan(at).end : body.length ? tokSpan(body[body.length - 1]).end : tokSpan(when).end;
  const span: Span = { start: when.startOffset, end };
  const all: IToken[] = at && !/^[时時]$/.test(at.image) ? [...body, at] : body;
  let evIdx = -1;
  for (let i = 0; i < all.length; i++) {
    if (eventOf(all[i], !at) !== undefined) {
      evIdx = i;
      break;
    }
  }
  if (evIdx < 0) {
    const onObject = at ? attackOn(all, span, ctx) : undefined;
    if (onObject) return onObject;
    if (!at) ctx.diags.push(diag('CS1021', span));
    notUnderstood(ctx, 'CS1191', all.length ? all : [when], 'event');
    return undefined;
  }
  const evTok = all[evIdx];
  const row = eventOf(evTok, !at)!;
  // 当此卡灵被效果清除时 / 被战斗清除时 (KL-TX-01): the kind of clearing between 被 and the event word.
  const how =
    row === 'destroyed' && evIdx > 1 && is(all[evIdx - 2], 'passive') ? entryOf(all[evIdx - 1])?.id : undefined;
  const clearedBy = how === 'effectWord' ? 'effect' : how === 'battle' ? 'battle' : undefined;
  // 当己方卡灵被回归时: 被 belongs to the event word.
  const subjEnd = clearedBy ? evIdx - 2 : evIdx > 0 && is(all[evIdx - 1], 'passive') ? evIdx - 1 : evIdx;
  const subj = all.slice(0, subjEnd);
  const subject = subj.length ? parseTarget(subj, ctx) : undefined;
  const trig: Trigger = {
    kind: 'Trigger',
    span,
    event: row === 'receive' ? 'damaged' : row === 'activate' ? 'activated' : row,
    eventWord: kwRef(evTok),
  };
  if (subject) trig.subject = subject;
  // KL-SUM-03: 超越降临 is one kind of 降临; the trigger waits for that kind only.
  if (entryOf(evTok)?.id === 'overSummon') trig.overSummon = true;
  if (clearedBy) trig.clearedBy = clearedBy;
  const c = new Cursor(all.slice(evIdx + 1), ctx);
  // 当此卡被抽到时 (被抽中): 到 / 中 after a passive 抽 say nothing more — the card's own draw, as 当此卡被抽时 (whether the
  // game can ever wake such a line is the checker's: 光暗 CS2262).
  if (row === 'drew' && subjEnd < evIdx && (is(c.peek(), 'into') || isBare(c.peek(), '中'))) c.next();
  if (row === 'receive') {
    // 受到[N点][物理/法术/真实]伤害 / 受到创伤
    if (c.takeNumber() !== undefined) c.skipUnit();
    while (!c.done()) {
      const dt = entry(c.peek());
      if (dt?.category !== 'damageType') break;
      c.next();
      trig.damageType ??= dt.op;
    }
    const what = entry(c.peek());
    if (!what || !(what.id in RECEIVED)) {
      expected(ctx, span.start, tokSpan(evTok).end, 'receiveWhat', c.rest(), ['伤害', '創傷', '创伤', '傷害']);
      return undefined;
    }
    c.next();
    trig.event = RECEIVED[what.id];
  } else if (row === 'activate') activation(trig, c, ctx);
  // 当此卡被抽到时 / 被抽出时: 到 and 出 after 抽 say the card is the one drawn, nothing more.
  if (row === 'drew' && !c.done() && !isGroup(c.peek()!) && DRAWN_TAIL.has((c.peek() as IToken).image)) c.next();
  c.takeId('of');
  if (!at) {
    // One typo, one diagnostic: a lone character left where 时 belongs (当己方角色受到伤害事) is the misspelt 时.
    const [one, ...more] = c.rest();
    const typo = one && !more.length && !isGroup(one) && one.image.length === 1 && !entryOf(one) ? one : undefined;
    missingShi(span, typo, c.done() || typo ? span.end : undefined, ctx);
    if (typo) return trig;
  }
  if (!c.done()) notUnderstood(ctx, 'CS1191', c.rest(), 'event');
  return trig;
}

/**
 * 当X攻击Y时 (当对方角色攻击己方角色时): the attack on Y, as 当Y被攻击时 — the event is Y's, so its subject is Y; X is kept
 * for the checker. Y without a side is the other side from X's (an attack is on the opponent's cards, SLCG-CB-02,
 * KL-CB-02, GA-CB-01). Undefined when the words are not of this form.
 */
function attackOn(all: IToken[], span: Span, ctx: Ctx): Trigger | undefined {
  const i = all.findIndex((t, k) => k > 0 && k < all.length - 1 && !isGroup(t) && eventOf(t, true) === 'attack');
  if (i < 0) return undefined;
  const objectItems = all.slice(i + 1);
  // What is attacked is a card (a kind of card or a reference, 此卡) or a player (己方玩家, or a bare side: 当对方攻击己方时,
  // SLCG-CB-03, KL-CB-08, GA-CB-01 — the attack on the player, the runtime's 'attacked' event without a card).
  const quiet: Ctx = { ...ctx, diags: [] };
  const probe = parseTarget(objectItems, quiet);
  if (!probe || quiet.diags.length || !(probe.ref || probe.cardKind || bareSide(probe))) return undefined;
  const attacker = parseTarget(all.slice(0, i), ctx);
  const object = parseTarget(objectItems, ctx)!;
  if (bareSide(object)) object.cardKind = 'player';
  if (!object.side && !object.ref && (attacker?.side === 'self' || attacker?.side === 'opponent'))
    object.side = attacker.side === 'self' ? 'opponent' : 'self';
  const trig: Trigger = { kind: 'Trigger', span, event: 'attacked', eventWord: kwRef(all[i]), subject: object };
  if (attacker) trig.attacker = attacker;
  return trig;
}

/** 己方, 对方: a side and nothing else, which as what is attacked is that player. */
function bareSide(t: Target): boolean {
  return (
    !!t.side &&
    t.side !== 'both' &&
    !t.ref &&
    !t.cardKind &&
    !t.filters.length &&
    t.count === undefined &&
    !t.zone &&
    !t.name &&
    !t.range &&
    !t.directions
  );
}

/** CS1021, with its fix where the place of 时 is plain: instead of a misspelt one, or at the end of the trigger. */
function missingShi(span: Span, typo: IToken | undefined, end: number | undefined, ctx: Ctx): void {
  const fixes = typo
    ? [
        {
          title: `把“${typo.image}”改为“时”`,
          titleEn: `replace "${typo.image}" with "时"`,
          edits: [{ span: tokSpan(typo), newText: '时' }],
        },
      ]
    : end !== undefined
      ? [{ title: '补上“时”', titleEn: 'insert "时"', edits: [{ span: { start: end, end }, newText: '时' }] }]
      : [];
  ctx.diags.push(diag('CS1021', span, [], { fixes }));
}

/** 发动 + object: a card (卡牌, 战术卡 → cardActivated, the card is the subject) or an effect (效果, 启动效果 → activated). */
function activation(trig: Trigger, c: Cursor, ctx: Ctx): void {
  const rest = c.rest();
  let effectKind: EffectKindOp | undefined;
  let effectWord = false;
  const obj = [];
  for (const x of rest) {
    const e = entry(x);
    if (e?.category === 'effectKind') effectKind = e.op;
    else if (e?.id === 'effectWord') effectWord = true;
    else obj.push(x);
  }
  if (effectKind) trig.effectKind = effectKind;
  if (effectWord || effectKind) {
    if (obj.length) notUnderstood(ctx, 'CS1191', obj, 'event');
    return;
  }
  if (!obj.length) return;
  trig.event = 'cardActivated';
  const card = parseTarget(obj, ctx);
  if (!card) return;
  // 当对方发动战术卡时: who activates (对方) and what (战术卡) are one subject.
  trig.subject = merge(trig.subject, card, itemsSpan(obj));
  if (!trig.subject.cardKind && !cat(obj[0], 'ref')) trig.subject.cardKind = 'card';
}

function merge(who: Target | undefined, what: Target, span: Span): Target {
  if (!who) return what;
  const t: Target = {
    ...what,
    span: { start: Math.min(who.span.start, span.start), end: Math.max(who.span.end, span.end) },
  };
  if (who.side && !what.side) t.side = who.side;
  return t;
}
