// Legality checks for SLCG actions. Each returns a namespaced error or null and never mutates;
// legalActions enumerates candidates through the same checks, so both always agree.

import type { AbilityDef, CardDef } from '../../card-def.js';
import { evalCondition } from '../../core/conditions.js';
import { owedCost } from '../../core/costs.js';
import type { CostModel } from '../../core/ruleset.js';
import { windowOpen } from '../../core/driver/index.js';
import { err, type ActionError, type ErrorTable } from '../../core/errors.js';
import { forbidden } from '../../core/forbidden.js';
import { canUseLimits } from '../../core/limits.js';
import type { ChainLink } from '../../core/state.js';
import { playerRef } from '../../core/targeting.js';
import { eventOfTiming } from '../../core/timing.js';
import { sideAndSubjectMatch } from '../../core/triggers.js';
import type { GameEvent } from '../../core/events.js';
import type { SlcgOwnAction } from './actions.js';
import { turnAllowed } from './mechanics.js';
import { slcgParams } from './params.js';
import { energyCost, keywordOn, selfTapProblem, slcgHooks } from './queries.js';
import type { SlcgLinkData, SlcgRes, SlcgState } from './state.js';
import { AFTER_EVENTS, HOT, usableOffTurn } from './tables.js';
import { canAttackColor, canPushColor, isCharacter, isScene } from './types.js';
import { Z } from './zones.js';

export { windowOpen };

// Errors are built once: legal-action enumeration checks many candidates.
export const SLCG_CHECK_ERRORS = {
  PLAY_NO_EXTREME_ENERGY: err('play/no-extreme-energy', 'a 高阶 card needs 1 极动能', '高阶卡需要 1 点极动能才能打出'),
  PLAY_NOT_ENOUGH_ENERGY: err('play/not-enough-energy', 'not enough energy for this card', '能量不足，无法打出这张牌'),
  PLAY_NOT_IN_HAND: err('play/not-in-hand', 'the card is not in your hand', '这张牌不在你的手牌中'),
  PLAY_BURST_TIMING: err(
    'play/burst-timing',
    'only a 突发 card whose condition holds can be played now',
    '现在只能打出条件已满足的突发牌',
  ),
  PLAY_BURST_TIMING_MAIN: err(
    'play/burst-timing',
    'a 突发 card is played when its condition holds',
    '突发牌要在其条件满足时打出',
  ),
  PLAY_PREREQUISITE: err('play/prerequisite', '登场前提 not met', '不满足登场前提'),
  PLAY_SCENE_LIMIT: err('play/scene-limit', 'only one 场景 may be in the main area', '主要区域中只能有一张场景'),
  CONVERT_NOT_IN_HAND: err('convert/not-in-hand', 'the card is not in your hand', '这张牌不在你的手牌中'),
  CONVERT_NOT_NOW: err(
    'convert/not-now',
    'hand cards are converted in your 主要阶段 or to pay for a 突发 card',
    '只能在你的主要阶段，或为支付突发牌的费用时，把手牌转化为能量',
  ),
  ATTACK_NOT_YOUR_CHARACTER: err(
    'attack/not-your-character',
    'attack with one of your characters',
    '请用你自己的角色攻击',
  ),
  ATTACK_CANNOT_ATTACK: err(
    'attack/cannot-attack',
    'this character has no attack ability (colour)',
    '这名角色没有攻击能力（颜色）',
  ),
  ATTACK_ILLEGAL_TARGET: err('attack/illegal-target', 'that cannot be attacked now', '现在不能攻击这个目标'),
  TAP_NOT_YOUR_CARD: err('tap/not-your-card', 'use one of your cards in the main area', '请使用你主要区域中的卡牌'),
  ATTACK_FORBIDDEN: err(
    'attack/forbidden',
    'an effect says this character cannot attack for now (不能攻击, SLCG-CB-01)',
    '效果使这名角色现在不能攻击（不能攻击，SLCG-CB-01）',
  ),
  PUSH_FORBIDDEN: err(
    'push/forbidden',
    'an effect says this character cannot push for now (不能推动进度, SLCG-CB-08)',
    '效果使这名角色现在不能推动进度（不能推动进度，SLCG-CB-08）',
  ),
  PUSH_CANNOT_PUSH: err(
    'push/cannot-push',
    'this character has no push ability (colour)',
    '这名角色没有推进能力（颜色）',
  ),
  HINDER_NO_KEYWORD: err('hinder/no-keyword', 'needs 【妨碍推进】', '需要【妨碍推进】'),
  ABILITY_NOT_YOUR_CARD: err(
    'ability/not-your-card',
    'use one of your cards in the main area',
    '请使用你主要区域中的卡牌',
  ),
  ABILITY_NOT_ACTIVATABLE: err('ability/not-activatable', 'no such usable ability', '没有这个可发动的能力'),
  ABILITY_WRONG_TURN: err(
    'ability/wrong-turn',
    'not usable in this turn (己方/对方)',
    '这个能力不能在本回合发动（己方/对方）',
  ),
  ABILITY_LIMIT: err(
    'ability/limit',
    'the ability has been used up (一回合一次, …)',
    '这个能力的次数已经用完（一回合一次等）',
  ),
  ABILITY_NOT_IN_WINDOW: err(
    'ability/not-in-window',
    "abilities are used in your own 主要阶段; in the opponent's turn only those with 【对方】 or 【双方】",
    '能力在你自己的主要阶段发动；在对方的回合里只能发动带【对方】或【双方】的能力',
  ),
  ABILITY_CONDITION: err('ability/condition', 'the condition does not hold', '能力的条件不满足'),
  ABILITY_NOT_ENOUGH_ENERGY: err('ability/not-enough-energy', 'not enough energy', '能量不足'),
  ABILITY_NO_EXTREME_ENERGY: err('ability/no-extreme-energy', 'not enough 极动能', '极动能不足'),
  COMPENSATE_NOT_AVAILABLE: err(
    'compensate/not-available',
    "only in the second player's first turn",
    '只能在后手玩家的第一个回合进行',
  ),
  COMPENSATE_USED: err('compensate/used', 'already taken', '后手补偿已经选过了'),
  COMPENSATE_BAD_CHOICE: err('compensate/bad-choice', 'choose energy or haste', '请选择获得1点能量或【迅捷】'),
  COMPENSATE_BAD_TARGET: err(
    'compensate/bad-target',
    'give 【迅捷】 to one of your characters in the main area',
    '请让你主要区域中的一名角色获得【迅捷】',
  ),
  GUARD_NO_WINDOW: err(
    'guard/no-window',
    'guard only in the response window of an attack',
    '只能在攻击的响应窗口中守护',
  ),
  GUARD_NO_ATTACK: err('guard/no-attack', 'no opposing attack to guard against', '没有可以守护的对方攻击'),
  GUARD_NO_KEYWORD: err('guard/no-keyword', 'needs one of your 【守护】 characters', '需要你的一名具有【守护】的角色'),
  GUARD_ALREADY_TARGET: err('guard/already-target', 'already the target', '这名角色已经是攻击目标'),
  GUARD_ETHEREAL: err(
    'guard/ethereal',
    '【虚体化】 characters cannot become attack targets',
    '具有【虚体化】的角色不能成为攻击目标',
  ),
  PHASE_NOT_MAIN: err(
    'phase/not-main',
    'only in your own 主要阶段 with no chain open',
    '只能在你自己的主要阶段、没有连锁时进行',
  ),
} as const satisfies ErrorTable;
const E = SLCG_CHECK_ERRORS;

/** The active player's 主要阶段 with nothing pending: where main actions are taken (SLCG-TRN-04). */
export function mainOpen(s: SlcgState, p: number): boolean {
  return (
    s.winner === null &&
    s.phase === 'main' &&
    s.active === p &&
    !s.pending &&
    !s.window &&
    !s.building &&
    s.chain.length === 0 &&
    s.triggers.length === 0
  );
}

/**
 * The event a link is about to cause, as a 突发 timing sees it (SLCG-CT-07): its type, whose event it is and
 * its card. Three plain functions rather than one record: burstAbility asks them for every 突发 card in hand
 * at every response window, without allocating.
 */
function linkEventType(top: ChainLink<SlcgLinkData>): string {
  switch (top.kind) {
    case 'attack':
      return 'attacked';
    case 'trauma':
      return 'trauma';
    case 'deploy':
      return 'entered';
    case 'card':
      return 'played';
    case 'push':
    case 'hinder':
      return 'pushed';
    case 'event':
      return AFTER_EVENTS[top.data.ev!];
    default:
      return 'activated';
  }
}

function linkEventPlayer(s: SlcgState, top: ChainLink<SlcgLinkData>): number {
  switch (top.kind) {
    case 'attack': {
      const t = top.data.target!;
      return t < 0 ? -1 - t : s.cards[t].controller;
    }
    case 'trauma':
      return top.data.victim!;
    case 'hinder':
      return 1 - top.controller;
    case 'event':
      return top.data.player!;
    default:
      return top.controller;
  }
}

export function linkEventCard(top: ChainLink<SlcgLinkData>): number {
  switch (top.kind) {
    case 'attack':
      return top.data.target!;
    case 'trauma':
      return -1;
    case 'event':
      return top.data.card!;
    default:
      return top.source;
  }
}

/**
 * The event `top` is about to cause (or, an 'event' link, caused) as a 突发 timing of event `type` sees it: 当…攻击时
 * sees an attack from the attacker's side, every other timing the link's own event. Built only for a line whose
 * event type already fits, so most windows allocate nothing.
 */
function linkEvent(s: SlcgState, top: ChainLink<SlcgLinkData>, type: string): GameEvent {
  if (type === 'attack' && top.kind === 'attack')
    return { type, player: top.controller, card: top.data.attacker!, target: top.data.target };
  const e: GameEvent = { type, player: linkEventPlayer(s, top), card: linkEventCard(top) };
  if (top.kind === 'attack') e.target = top.data.attacker;
  else if (top.kind === 'ability')
    e.amount = top.ability; // 当对方发动…效果时 reads the ability's kind
  else if (top.kind === 'event' && type === 'damaged') e.info = top.data.battle ? 'battle' : 'ability';
  return e;
}

/**
 * SLCG-CT-07: the index of a 突发 ability of `card` whose 当…时 holds against the top link, or -1. Its side and
 * subject — kind, 「name」, trait, side, damage kind — are judged by the matcher that wakes triggered abilities
 * (core/triggers.ts sideAndSubjectMatch), so `当己方「推进者」被消灭时` waits for that character only.
 */
export function burstAbility(s: SlcgState, p: number, card: number): number {
  const def = s.cards[card].def;
  const d = s.defs[def];
  const top = s.chain[s.chain.length - 1];
  if (!top || !s.pool.rules.chainPolicy.canAnswer(s, top, 'burst')) return -1;
  const leEvent = linkEventType(top);
  for (let i = 0; i < d.abilities.length; i++) {
    const ab = d.abilities[i];
    if (ab.kind !== 'burst' || !ab.timing) continue;
    const ev = eventOfTiming(ab.timing.event);
    const asAttack = ev === 'attack' && top.kind === 'attack';
    if (ev !== leEvent && !asAttack && !(ev === 'activated' && leEvent === 'played')) continue;
    // 登场: a line that cancels the card answers the deploy link, any other the card once entered (tables.cancelsEntry).
    if (ev === 'entered' && (s.pool.tables.beforeEntry[def]?.[i] ?? false) !== (top.kind === 'deploy')) continue;
    if (!sideAndSubjectMatch(s, slcgHooks, ab, linkEvent(s, top, ev), p, card)) continue;
    // Its 若 is the text's, judged as it resolves (card-text.ts; SLCG-TRM-05): it is played whatever the 若 says.
    return ab.index;
  }
  return -1;
}

/** Cost problems of playing `d` now (SLCG-CT-02/08/14). */
export function costProblem(s: SlcgState, p: number, d: CardDef): ActionError | null {
  const res = s.players[p].res;
  if (d.cost?.extreme && res.extremeEnergy < 1) return E.PLAY_NO_EXTREME_ENERGY;
  if (res.energy < energyCost(s, d, p)) return E.PLAY_NOT_ENOUGH_ENERGY;
  return null;
}

export function checkPlay(s: SlcgState, p: number, card: number): ActionError | null {
  const c = s.cards[card];
  if (!c || c.zone !== Z.hand || c.controller !== p) return E.PLAY_NOT_IN_HAND;
  const f = s.pool.tables;
  if (windowOpen(s, p)) {
    if (!f.burst[c.def] || burstAbility(s, p, card) < 0) return E.PLAY_BURST_TIMING;
  } else if (!mainOpen(s, p)) return E.PHASE_NOT_MAIN;
  else if (f.burstOnly[c.def]) return E.PLAY_BURST_TIMING_MAIN;
  return playProblem(s, p, c.def);
}

/**
 * What checkPlay tests once the card may be played at this moment: 登场前提, the scene limit and the cost.
 * Takes the def index: legal-action enumeration asks this for every hand card of every decision, so the
 * common case (no prerequisite, a printed cost nothing can change) reads per-def tables only.
 */
export function playProblem(s: SlcgState, p: number, def: number): ActionError | null {
  const f = s.pool.tables;
  const d = s.defs[def];
  if (f.prerequisite[def] && !evalCondition(s, slcgHooks, d.prerequisite, p)) return E.PLAY_PREREQUISITE;
  if (
    f.scene[def] &&
    slcgParams(s).sceneOnPlay === 'forbid' &&
    s.players[p].zones[Z.main].some((id) => isScene(s.defs[s.cards[id].def]))
  )
    return E.PLAY_SCENE_LIMIT;
  const plain = f.plainEnergy[def];
  // Without standing cost lines in the pool, energyCost of a card without 费用减免 is its printed cost.
  if (plain < 0 || f.standingCosts) return costProblem(s, p, d);
  const res = s.players[p].res;
  if (f.extreme[def] && res.extremeEnergy < 1) return E.PLAY_NO_EXTREME_ENERGY;
  if (res.energy < plain) return E.PLAY_NOT_ENOUGH_ENERGY;
  return null;
}

/** SLCG-RES-01: in the main phase, or in a window while a 突发 card or a 【对方】/【双方】 ability needs paying. */
export function checkConvert(s: SlcgState, p: number, card: number): ActionError | null {
  const c = s.cards[card];
  if (!c || c.zone !== Z.hand || c.controller !== p) return E.CONVERT_NOT_IN_HAND;
  if (mainOpen(s, p)) return null;
  if (windowOpen(s, p) && needsEnergyToAnswer(s, p)) return null;
  return E.CONVERT_NOT_NOW;
}

/** Whether some 突发 card in hand has its timing now but lacks energy. */
export function needsEnergyForBurst(s: SlcgState, p: number): boolean {
  const hand = s.players[p].zones[Z.hand];
  if (hand.length <= 1) return false;
  const burst = s.pool.tables.burst;
  for (let i = 0; i < hand.length; i++) {
    const id = hand[i];
    if (!burst[s.cards[id].def] || burstAbility(s, p, id) < 0) continue;
    if (s.players[p].res.energy < energyCost(s, s.defs[s.cards[id].def], p)) return true;
  }
  return false;
}

/** What this attacker may attack now: SLCG-CB-02 tapped characters (SLCG-KW-05 奇袭 upright too, SLCG-KW-07 never 虚体化,
 * SLCG-CT-16 never scenes); SLCG-CB-03 the player only when no tapped attackable character exists (奇袭 ignored). */
// SLCG-TG-02: attack targets are their own notion — 法术吸引 does not apply here, 虚体化 only here.
export function attackTargets(s: SlcgState, attacker: number, out: number[] = []): number[] {
  const p = s.cards[attacker].controller;
  const opp = 1 - p;
  const ambush = keywordOn(s, attacker, HOT.ambush);
  const character = s.pool.tables.character;
  let tappedAttackable = false;
  const main = s.players[opp].zones[Z.main];
  for (let i = 0; i < main.length; i++) {
    const id = main[i];
    if (!character[s.cards[id].def] || keywordOn(s, id, HOT.ethereal)) continue;
    if (s.cards[id].tapped) {
      tappedAttackable = true;
      out.push(id);
    } else if (ambush) out.push(id);
  }
  if (!tappedAttackable) out.push(playerRef(opp));
  return out;
}

export function checkAttack(s: SlcgState, p: number, attacker: number, target: number): ActionError | null {
  if (!mainOpen(s, p)) return E.PHASE_NOT_MAIN;
  const c = s.cards[attacker];
  if (!c || c.controller !== p || !isCharacter(s.defs[c.def])) return E.ATTACK_NOT_YOUR_CHARACTER;
  if (!canAttackColor(s.defs[c.def])) return E.ATTACK_CANNOT_ATTACK;
  if (forbidden(s, attacker, 'attack')) return E.ATTACK_FORBIDDEN; // 令一个对方角色本回合不能攻击
  const tp = selfTapProblem(s, attacker);
  if (tp) return tp;
  if (!attackTargets(s, attacker).includes(target)) return E.ATTACK_ILLEGAL_TARGET;
  return null;
}

function tapAbilityCheck(s: SlcgState, p: number, card: number): ActionError | null {
  if (!mainOpen(s, p)) return E.PHASE_NOT_MAIN;
  const c = s.cards[card];
  if (!c || c.controller !== p || c.zone !== Z.main) return E.TAP_NOT_YOUR_CARD;
  return selfTapProblem(s, card);
}

export function checkPush(s: SlcgState, p: number, card: number): ActionError | null {
  const e = tapAbilityCheck(s, p, card);
  if (e) return e;
  if (!canPushColor(s.defs[s.cards[card].def])) return E.PUSH_CANNOT_PUSH;
  return forbidden(s, card, 'push') ? E.PUSH_FORBIDDEN : null; // 令一个对方角色本回合不能推动进度
}

export function checkHinder(s: SlcgState, p: number, card: number): ActionError | null {
  const e = tapAbilityCheck(s, p, card);
  if (e) return e;
  if (!keywordOn(s, card, HOT.hinderPush)) return E.HINDER_NO_KEYWORD;
  return null;
}

/**
 * SLCG-TRN-04 / KW-02 / LIM-01: an ability used by choice (【一回合一次】, 【行动】) is used in its controller's own
 * 主要阶段; one whose side head is 【对方】 or 【双方】 (TX-02) is used in the other player's turn as well, in a
 * response window there while its controller holds priority (as a 突发 card is, CT-07). 【对方】 abilities are used
 * in the other player's turn only (turnAllowed). The energy test comes last, so ABILITY_NOT_ENOUGH_ENERGY means
 * converting hand cards would make the ability usable (SLCG-RES-01, needsEnergyToAnswer).
 */
export function checkAbility(s: SlcgState, p: number, card: number, index: number): ActionError | null {
  const offTurn = windowOpen(s, p) && s.active !== p;
  if (!offTurn && !mainOpen(s, p)) return windowOpen(s, p) ? E.ABILITY_NOT_IN_WINDOW : E.PHASE_NOT_MAIN;
  const c = s.cards[card];
  if (!c || c.controller !== p || c.zone !== Z.main) return E.ABILITY_NOT_YOUR_CARD;
  const ab = s.defs[c.def].abilities[index];
  if (!ab || (ab.kind !== 'activated' && ab.kind !== 'action')) return E.ABILITY_NOT_ACTIVATABLE;
  if (offTurn && !usableOffTurn(ab)) return E.ABILITY_NOT_IN_WINDOW;
  if (!turnAllowed(s, ab, p)) return E.ABILITY_WRONG_TURN;
  if (!canUseLimits(s, ab.limits, card, index, p)) return E.ABILITY_LIMIT;
  if (!evalCondition(s, slcgHooks, ab.condition, p, card)) return E.ABILITY_CONDITION;
  if (ab.tap || ab.kind === 'action') {
    const tp = selfTapProblem(s, card);
    if (tp) return tp;
  }
  const owed = owedCost(s, ab); // SLCG-CT-02 (免费 owes nothing)
  const res = s.players[p].res;
  if (res.extremeEnergy < owed.owedExtreme) return E.ABILITY_NO_EXTREME_ENERGY;
  if (res.energy < owed.owedEnergy) return E.ABILITY_NOT_ENOUGH_ENERGY;
  return null;
}

/**
 * SLCG-LIM-01: the 【对方】/【双方】 abilities `p` may use now, in a response window of the other player's turn:
 * appended to `out` as actions, or (out omitted) whether there is one. Most pools have none (tables.anyOffTurn).
 */
export function offTurnAbilities(s: SlcgState, p: number, out?: SlcgOwnAction[]): boolean {
  const t = s.pool.tables;
  if (!t.anyOffTurn || s.active === p) return false;
  const main = s.players[p].zones[Z.main];
  let any = false;
  for (let i = 0; i < main.length; i++) {
    const id = main[i];
    const abs = t.offTurn[s.cards[id].def];
    for (let j = 0; j < abs.length; j++) {
      if (checkAbility(s, p, id, abs[j].index)) continue;
      if (!out) return true;
      any = true;
      out.push(t.actions.ability(id, abs[j].index));
    }
  }
  return any;
}

/** SLCG-RES-01: some 【对方】/【双方】 ability of `p` could be used in this window but for energy. */
export function needsEnergyForAbility(s: SlcgState, p: number): boolean {
  const t = s.pool.tables;
  if (!t.anyOffTurn || s.active === p || s.players[p].zones[Z.hand].length === 0) return false;
  const main = s.players[p].zones[Z.main];
  for (let i = 0; i < main.length; i++) {
    const abs = t.offTurn[s.cards[main[i]].def];
    for (let j = 0; j < abs.length; j++)
      if (checkAbility(s, p, main[i], abs[j].index) === E.ABILITY_NOT_ENOUGH_ENERGY) return true;
  }
  return false;
}

/** SLCG-RES-01: in a window, converting pays for a 突发 card or a 【对方】/【双方】 ability that lacks only energy. */
function needsEnergyToAnswer(s: SlcgState, p: number): boolean {
  return needsEnergyForBurst(s, p) || needsEnergyForAbility(s, p);
}

/** Pays an ability's printed cost (SLCG-CT-02: energy, 极动能; 免费 pays nothing); checkAbility accepted it. */
export function payAbilityCost(s: SlcgState, res: SlcgRes, ab: AbilityDef): void {
  const owed = owedCost(s, ab);
  res.energy -= owed.owedEnergy;
  res.extremeEnergy -= owed.owedExtreme;
}

/** SLCG-CT-02: a printed cost owes energy and 极动能; abilities one activates (【行动】, 启动) are charged it. */
export const slcgCosts: CostModel = {
  resources: ['energy', 'extreme'],
  charges: (ab) => ab.kind === 'activated' || ab.kind === 'action',
};

/** SLCG-SU-02: the second player's first turn (turn 2), once. */
export function checkCompensate(s: SlcgState, p: number, choice: string, card?: number): ActionError | null {
  if (!mainOpen(s, p)) return E.PHASE_NOT_MAIN;
  if (s.turn !== 2 || p === s.first) return E.COMPENSATE_NOT_AVAILABLE;
  if (s.flags.compensated) return E.COMPENSATE_USED;
  if (choice === 'energy') return null;
  if (choice !== 'haste') return E.COMPENSATE_BAD_CHOICE;
  if (
    card === undefined ||
    s.cards[card]?.controller !== p ||
    s.cards[card].zone !== Z.main ||
    !isCharacter(s.defs[s.cards[card].def])
  )
    return E.COMPENSATE_BAD_TARGET;
  return null;
}

/** SLCG-KW-01: redirect an opponent's attack to an upright guard that can tap and be attacked. */
export function checkGuard(s: SlcgState, p: number, card: number): ActionError | null {
  if (!windowOpen(s, p)) return E.GUARD_NO_WINDOW;
  const top = s.chain[s.chain.length - 1];
  if (!top || top.kind !== 'attack' || top.controller === p) return E.GUARD_NO_ATTACK;
  const c = s.cards[card];
  if (!c || c.controller !== p || c.zone !== Z.main || !keywordOn(s, card, HOT.guard)) return E.GUARD_NO_KEYWORD;
  if (top.data.target === card) return E.GUARD_ALREADY_TARGET;
  if (keywordOn(s, card, HOT.ethereal)) return E.GUARD_ETHEREAL;
  return selfTapProblem(s, card);
}
