// Legality of 光暗 actions. Each returns a namespaced error or null and never mutates; legal-action enumeration
// goes through the same checks, so both always agree.

import type { AbilityDef, TargetSpec } from '../../card-def.js';
import { topLink } from '../../core/chain.js';
import { windowOpen } from '../../core/driver/index.js';
import { err, type ActionError, type ErrorTable } from '../../core/errors.js';
import { forbidden } from '../../core/forbidden.js';
import { matchesFilters, playerRef } from '../../core/targeting.js';
import { eventOfTiming } from '../../core/timing.js';
import { gaParams } from './params.js';
import { freeSlot, guanganHooks, isAlive, kindMatches, ownerInPlay, staminaCost } from './queries.js';
import type { GuanganLink, GuanganState } from './state.js';
import { damageAheadSubject } from './damage-answers.js';
import { AFTER_EVENTS, BATTLE, changesDamage, DAMAGE_KINDS } from './tables.js';
import { Z } from './zones.js';

export { windowOpen };

// Errors are built once: legal-action enumeration checks many candidates.
export const GUANGAN_CHECK_ERRORS = {
  USE_NOT_YOURS: err(
    'use/not-yours',
    'use a card from your hand or one you set in your 用牌区',
    '请使用你手卡中的卡，或你盖放在用牌区的卡',
  ),
  USE_NOT_A_CARD: err(
    'use/not-usable',
    'characters and summons are not used like cards',
    '角色和召唤物不能像卡牌那样使用',
  ),
  USE_RESOLVING: err(
    'use/resolving',
    'the chain is resolving: nothing can be added until it is done (GA-CH-05)',
    '连锁正在处理：处理结束前不能再发动任何卡（GA-CH-05）',
  ),
  USE_NORMAL_IN_CHAIN: err(
    'use/normal-answers-nothing',
    'a 普通 card starts a chain only, in your 准备阶段 (GA-CT-02)',
    '普通卡只能在你的准备阶段发动，作为连锁的开始（GA-CT-02）',
  ),
  USE_CANNOT_ANSWER: err(
    'use/cannot-answer',
    'this kind of card cannot answer that link (GA-CH-02/03)',
    '这类卡不能回应连锁的这一环（GA-CH-02/03）',
  ),
  USE_CONDITION: err('use/condition', "the card's condition is not met (GA-CH-01)", '这张卡的条件未满足（GA-CH-01）'),
  USE_COUNTER_NOT_SET: err(
    'use/counter-not-set',
    "in the opponent's turn a 反制 card must already be set (GA-CT-04)",
    '在对方回合，反制卡必须已经盖放在场上（GA-CT-04）',
  ),
  USE_ZONE_FULL: err(
    'use/zone-full',
    'no free 用牌区 slot (GA-ZN-03, GA-CT-08)',
    '用牌区没有空位（GA-ZN-03、GA-CT-08）',
  ),
  USE_BAD_REPLACE: err(
    'use/bad-replace',
    'only a new continuous card replaces one of your continuous cards, in your own turn, with the 用牌区 full (GA-CT-08)',
    '只有在你自己的回合、用牌区已满时，新的持续卡才能顶替你的一张持续卡（GA-CT-08）',
  ),
  USE_NOT_NOW: err(
    'use/not-now',
    'cards are used in your 准备阶段, or in a response window when their condition holds',
    '卡要在你的准备阶段使用，或在响应窗口中于其条件满足时使用',
  ),
  USE_PHASE: err(
    'use/phase',
    'in the 战斗阶段 only sorties and response/counter cards (GA-TRN-03)',
    '战斗阶段只能出击，或使用响应卡、反制卡（GA-TRN-03）',
  ),
  USE_OWNER: err(
    'use/owner-not-in-play',
    "the card's character must exist, be alive and not sealed (GA-CT-09)",
    '这张卡所属的角色必须存在、存活且未被封印（GA-CT-09）',
  ),
  USE_LIGHT_DARK: err(
    'use/light-dark',
    'not enough 【光暗值】 for this card (GA-RES-08)',
    '【光暗值】不足，无法使用这张卡（GA-RES-08）',
  ),
  USE_STAMINA: err('use/not-enough-stamina', 'not enough stamina (GA-RES-04)', '体力不足（GA-RES-04）'),
  SET_NOT_NOW: err(
    'set/not-now',
    'cards are set in your own 准备阶段 (GA-CT-01)',
    '只能在你自己的准备阶段盖放卡（GA-CT-01）',
  ),
  SET_NOT_IN_HAND: err('set/not-in-hand', 'set a card from your hand', '请盖放你手卡中的卡'),
  SET_KIND: err(
    'set/kind',
    'only response and counter cards are set (GA-CT-01)',
    '只有响应卡和反制卡可以盖放（GA-CT-01）',
  ),
  SET_ZONE_FULL: err('set/zone-full', 'no free 用牌区 slot (GA-CT-08)', '用牌区没有空位（GA-CT-08）'),
  SORTIE_NOT_NOW: err(
    'sortie/not-now',
    'sorties are made in your 战斗阶段 (GA-TRN-03)',
    '只能在你的战斗阶段出击（GA-TRN-03）',
  ),
  SORTIE_NONE_LEFT: err(
    'sortie/none-left',
    'no sortie left this turn (GA-RES-05, GA-CB-03)',
    '本回合的出击次数已用完（GA-RES-05、GA-CB-03）',
  ),
  SORTIE_ATTACKER: err(
    'sortie/attacker',
    'a sortie is made by one of your living characters or summons (GA-CB-01)',
    '出击要由你的一名存活的角色或召唤物进行（GA-CB-01）',
  ),
  SORTIE_FORBIDDEN: err(
    'sortie/forbidden',
    'an effect says this character cannot sortie for now (不能出击, GA-CB-01)',
    '效果使这个角色现在不能出击（不能出击，GA-CB-01）',
  ),
  SORTIE_TARGET: err(
    'sortie/target',
    'summons first, then characters in the battle zone, then the player (GA-CB-02, GA-TG-02)',
    '出击目标的顺序：先是召唤物，然后是战斗区的角色，最后是牌手（GA-CB-02、GA-TG-02）',
  ),
  PHASE_NOT_YOURS: err(
    'phase/not-yours',
    'only in your own 准备/战斗阶段 with no chain open',
    '只能在你自己的准备阶段或战斗阶段、没有连锁时进行',
  ),
} as const satisfies ErrorTable;
const E = GUANGAN_CHECK_ERRORS;

/** The active player's 准备/战斗阶段 with nothing pending, open or chained (GA-TRN-02/03). */
export function mainOpen(s: GuanganState, p: number): boolean {
  return (
    s.winner === null &&
    s.active === p &&
    (s.phase === 'prepare' || s.phase === 'battle') &&
    !s.pending &&
    !s.window &&
    !s.building &&
    s.chain.length === 0 &&
    s.triggers.length === 0
  );
}

/** Whether the player, the instance or none (`card` < 0 and not a player) fits a timing's subject. */
function subjectFits(s: GuanganState, subj: TargetSpec | undefined, card: number, p: number, source: number): boolean {
  if (!subj) return true;
  if (subj.ref === 'self') return card === source;
  if (subj.kind === 'player') return card < 0;
  if (subj.kind && (card < 0 || !kindMatches(s, card, subj.kind))) return false;
  if (card >= 0 && !matchesFilters(s, guanganHooks, card, subj.filters, { controller: p, source, subject: -1 }))
    return false;
  return true;
}

function sideFits(side: string, who: number, p: number): boolean {
  return side === 'both' || (side === 'self' ? who === p : who !== p);
}

/**
 * GA-CH-01: whether a response/counter line's 当…时 is met by the link it would answer: a card being used
 * (发动卡牌 / 发动效果), a sortie (被攻击 for the defender, 攻击 for the attacker), damage about to be dealt (a line that
 * changes 该伤害), or an event that happened (GA-CT-03).
 * Returns the subject the line's 其 / 那… refer to, or NO_MATCH.
 */
export function lineSubject(s: GuanganState, p: number, ab: AbilityDef, source: number, top: GuanganLink): number {
  const t = ab.timing!;
  const ev = eventOfTiming(t.event);
  // GA-CB-04: a line that changes 该伤害 answers the link about to deal that damage (damage-answers.ts).
  if (ev === 'damaged' && changesDamage(ab)) {
    if (top.kind === 'event') return NO_MATCH;
    return damageAheadSubject(s, p, ab, source, top) ?? NO_MATCH;
  }
  let who: number, card: number;
  switch (top.kind) {
    case 'normal':
    case 'response':
    case 'counter':
      if (ev !== 'played' && ev !== 'activated') return NO_MATCH;
      who = top.controller;
      card = top.source;
      break;
    case 'sortie':
      if (ev === 'attacked') {
        card = top.data.target!;
        who = card < 0 ? -1 - card : s.cards[card].controller;
      } else if (ev === 'attack') {
        card = top.data.attacker!;
        who = top.controller;
      } else return NO_MATCH;
      break;
    case 'event':
      if (ev !== AFTER_EVENTS[top.data.ev!]) return NO_MATCH;
      who = top.data.player!;
      card = top.data.card!;
      if (t.damageType && ev === 'damaged' && !damageTypeFits(t.damageType, top)) return NO_MATCH;
      break;
    default:
      return NO_MATCH;
  }
  if (!sideFits(t.side, who, p) || !subjectFits(s, t.subject, card, p, source)) return NO_MATCH;
  return card >= 0 ? card : playerRef(who);
}

const NO_MATCH = -1000;

function damageTypeFits(want: string, top: GuanganLink): boolean {
  const k = top.data.kind ?? 0;
  if (want === 'battle') return k >= BATTLE;
  const got = DAMAGE_KINDS[k & 3];
  return want === 'ability' || want === 'magic' ? got === 'magic' : got === want;
}

/** The timed line of a response/counter card whose condition the top link meets, or -1 (GA-CH-01). */
export function answeringLine(s: GuanganState, p: number, card: number, top: GuanganLink): number {
  const t = s.pool.tables;
  const d = s.defs[s.cards[card].def];
  const lines = t.timed[s.cards[card].def];
  for (let i = 0; i < lines.length; i++)
    if (lineSubject(s, p, d.abilities[lines[i]], card, top) !== NO_MATCH) return lines[i];
  return -1;
}

/** GA-CT-01..09, GA-RES-04/08, GA-CH-01..05: whether `p` may use `card` now (`replace`: GA-CT-08). */
export function checkUse(s: GuanganState, p: number, card: number, replace?: number): ActionError | null {
  const c = s.cards[card];
  if (!c || c.controller !== p) return E.USE_NOT_YOURS;
  const fromHand = c.zone === Z.hand;
  if (!fromHand && !(c.zone === Z.cardZone && c.faceDown)) return E.USE_NOT_YOURS;
  const t = s.pool.tables;
  const def = c.def;
  const kind = t.kind[def];
  if (!kind) return E.USE_NOT_A_CARD;
  if (s.flags.resolving) return E.USE_RESOLVING;
  const continuous = t.continuous[def];
  if (windowOpen(s, p)) {
    if (kind === 'normal') return E.USE_NORMAL_IN_CHAIN;
    const top = topLink(s)!;
    if (!s.pool.rules.chainPolicy.canAnswer(s, top, kind)) return E.USE_CANNOT_ANSWER;
    // GA-CH-01: only when a condition holds. A continuous card's are the 当…时 of its lines (it is used so that they
    // are in force); one that prints none may be placed wherever its kind may answer.
    if ((!continuous || t.timed[def].length) && answeringLine(s, p, card, top) < 0) return E.USE_CONDITION;
    if (s.active !== p && fromHand) {
      if (kind === 'counter') return E.USE_COUNTER_NOT_SET; // GA-CT-04
      if (!continuous && !freeSlot(s, p)) return E.USE_ZONE_FULL; // GA-CT-03
    }
  } else {
    if (!mainOpen(s, p)) return E.USE_NOT_NOW;
    if (s.phase !== 'prepare') return E.USE_PHASE; // GA-TRN-03
    if (kind !== 'normal' && !continuous) return E.USE_CONDITION; // nothing to answer
  }
  if (continuous && fromHand) {
    if (replace === undefined) {
      if (!freeSlot(s, p)) return E.USE_ZONE_FULL; // GA-CT-07
    } else if (!replaceable(s, p, replace)) return E.USE_BAD_REPLACE;
  } else if (replace !== undefined) return E.USE_BAD_REPLACE;
  const res = s.players[p].res;
  if (res.stamina < staminaCost(s, def)) return E.USE_STAMINA; // GA-RES-04
  if (res.lightDark < t.need[def]) return E.USE_LIGHT_DARK; // GA-RES-08
  if (gaParams(s).requireLivingOwnerCharacter && !ownerInPlay(s, p, def)) return E.USE_OWNER; // GA-CT-09
  return null;
}

/** GA-CT-08: in one's own turn, with the 用牌区 full, a new continuous card may take the place of one of one's continuous cards. */
export function replaceable(s: GuanganState, p: number, inst: number): boolean {
  const c = s.cards[inst];
  return (
    s.active === p &&
    !freeSlot(s, p) &&
    c !== undefined &&
    c.controller === p &&
    c.zone === Z.cardZone &&
    !c.faceDown &&
    s.pool.tables.continuous[c.def]
  );
}

/** GA-CT-01: setting a response or counter card face-down costs nothing and needs a free slot, in one's 准备阶段. */
export function checkSet(s: GuanganState, p: number, card: number): ActionError | null {
  if (!mainOpen(s, p) || s.phase !== 'prepare') return E.SET_NOT_NOW;
  const c = s.cards[card];
  if (!c || c.controller !== p || c.zone !== Z.hand) return E.SET_NOT_IN_HAND;
  if (!s.pool.tables.settable[c.def]) return E.SET_KIND;
  if (!freeSlot(s, p)) return E.SET_ZONE_FULL;
  return null;
}

/**
 * GA-CB-02 / GA-TG-02: what `p`'s sortie may attack: the opponent's summons if any, else their living characters in
 * the battle zone (positions below `battleZonePositions`), else the opponent.
 */
export function sortieTargets(s: GuanganState, p: number, out: number[] = []): number[] {
  const opp = s.players[1 - p];
  const summons = opp.zones[Z.summons];
  if (summons.length) {
    for (let i = 0; i < summons.length; i++) out.push(summons[i]);
    return out;
  }
  const zone = gaParams(s).battleZonePositions;
  const pos = opp.zones[Z.positions];
  for (let i = 0; i < pos.length; i++) if (s.cards[pos[i]].cell < zone && isAlive(s, pos[i])) out.push(pos[i]);
  if (!out.length) out.push(playerRef(1 - p));
  return out;
}

/** Whether `target` is among sortieTargets(s, p), without building the list. */
function isSortieTarget(s: GuanganState, p: number, target: number): boolean {
  const opp = s.players[1 - p];
  if (opp.zones[Z.summons].length)
    return target >= 0 && s.cards[target].zone === Z.summons && s.cards[target].controller === 1 - p;
  const zone = gaParams(s).battleZonePositions;
  const pos = opp.zones[Z.positions];
  let any = false;
  for (let i = 0; i < pos.length; i++) {
    if (s.cards[pos[i]].cell >= zone || !isAlive(s, pos[i])) continue;
    if (pos[i] === target) return true;
    any = true;
  }
  return !any && target === playerRef(1 - p);
}

/**
 * GA-CB-01 / GA-CB-03: a living character or summon of `p` attacks; summons and characters share the sorties. One an
 * effect forbids (不能出击) does not, for now.
 */
export function canSortie(s: GuanganState, p: number, attacker: number): boolean {
  return sortieAttacker(s, p, attacker) && !forbidden(s, attacker, 'attack');
}

function sortieAttacker(s: GuanganState, p: number, attacker: number): boolean {
  const c = s.cards[attacker];
  return (
    c !== undefined && c.controller === p && (c.zone === Z.positions || c.zone === Z.summons) && isAlive(s, attacker)
  );
}

export function checkSortie(s: GuanganState, p: number, attacker: number, target: number): ActionError | null {
  if (!mainOpen(s, p) || s.phase !== 'battle') return E.SORTIE_NOT_NOW;
  if (s.players[p].res.sorties <= 0) return E.SORTIE_NONE_LEFT;
  if (!sortieAttacker(s, p, attacker)) return E.SORTIE_ATTACKER;
  if (forbidden(s, attacker, 'attack')) return E.SORTIE_FORBIDDEN; // 令一个敌方角色直到对方回合结束不能出击
  if (!isSortieTarget(s, p, target)) return E.SORTIE_TARGET;
  return null;
}

export function checkEndPhase(s: GuanganState, p: number): ActionError | null {
  return mainOpen(s, p) ? null : E.PHASE_NOT_YOURS;
}
