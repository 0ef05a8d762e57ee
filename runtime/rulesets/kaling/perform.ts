// Applies a checked 卡灵时代 action in place (the driver then runs the game on to the next decision), and answers
// 卡灵时代's own decisions: the area a card goes to, the 抵抗 of a battle, 调试.

import { mutCard } from '../../core/state.js';
import { newLink, openWindow, pushLink, topLink } from '../../core/chain.js';
import { startBuilding } from '../../core/driver/index.js';
import type { GameEvent } from '../../core/events.js';
import { recordLimits } from '../../core/limits.js';
import type { DecisionHandler } from '../../core/ruleset.js';
import { playerRef } from '../../core/targeting.js';
import { moveCard } from '../../core/zones.js';
import type { KalingOwnAction } from './actions.js';
import { areaName, freeOwnAreas, freeSetAreas } from './board.js';
import { attackDirection, DRAW_SKILL_COST, moveSkillCost, recordChainUse, summonEnergy } from './checks.js';
import { drawCards, emit, enterField, putOnGrid, sendTo, stepCard, stopMoving } from './mechanics.js';
import { kalingParams } from './params.js';
import { effectCost, stat } from './queries.js';
import { withTurn, type KalingLinkData, type KalingState } from './state.js';
import { Z } from './zones.js';

/** What an 'area' decision places. */
export const AREA_FOR = { summon: 0, activate: 1, set: 2, place: 3 } as const;
type AreaPurpose = (typeof AREA_FOR)[keyof typeof AREA_FOR];

/**
 * Puts `card` into one of `cells`: at once when there is one, else `p` is asked (an 'area' decision). KL-SUM-04 a
 * summoned 卡灵, KL-CT-03 a tactic being activated, KL-CT-07 a card being set, KL-CT-04 a device being placed.
 */
export function chooseArea(
  s: KalingState,
  ev: GameEvent[],
  p: number,
  purpose: AreaPurpose,
  card: number,
  cells: number[],
): void {
  if (cells.length === 1) {
    putArea(s, ev, p, purpose, card, cells[0]);
    return;
  }
  // While its area is chosen the card has left the hand (it is being summoned / activated / set / placed); a card
  // being set is already face down (KL-CT-07: only its player knows it).
  if (s.cards[card].zone === Z.hand) moveCard(s, card, Z.chain, p);
  if (purpose === AREA_FOR.set) mutCard(s, card).faceDown = true;
  s.pending = {
    player: p,
    kind: 'area',
    prompt: `choose an area for ${s.defs[s.cards[card].def].name}`,
    options: cells.map((c) => ({ label: areaName(c, p), value: c })),
    context: { purpose, card },
  };
}

function putArea(s: KalingState, ev: GameEvent[], p: number, purpose: AreaPurpose, card: number, cell: number): void {
  switch (purpose) {
    case AREA_FOR.summon:
      enterField(s, ev, card, p, cell, 'paid');
      openWindow(s, s.active); // a player's action can be answered (KL-EF-02)
      return;
    case AREA_FOR.activate:
      putOnGrid(s, card, p, cell, false);
      return;
    case AREA_FOR.set:
      putOnGrid(s, card, p, cell, true);
      ev.push({ type: 'set', player: p, card, amount: cell });
      return;
    case AREA_FOR.place: {
      // KL-CT-04/06: placing a device is a 卡牌的发动; it waits off the grid while its link can be answered.
      moveCard(s, card, Z.chain, p);
      pushLink(s, newLink<KalingLinkData>(s, 'place', p, card, -1, { cell }), ev);
      emit(s, ev, { type: 'played', player: p, card, amount: cell });
      openWindow(s, s.active);
      return;
    }
  }
}

/** KL-EF-01/02, KL-CT-03/06: a 启动 or 瞬发 effect chosen by its controller. */
function activate(s: KalingState, ev: GameEvent[], p: number, card: number, ability: number): void {
  const c = s.cards[card];
  const ab = s.defs[c.def].abilities[ability];
  if (ab.kind === 'start') stopMoving(s); // KL-MV-04: a 启动 effect ends the movement, a 瞬发 one does not
  s.players[p].res.energy -= effectCost(s, card, ab, p);
  // KL-LIM-05: a use counts at activation, even if it is negated later; KL-CH-04 once per chain.
  recordLimits(s, ab.limits, card, ability, p);
  recordChainUse(s, card, ability);
  const fromHand = c.zone === Z.hand;
  const isCard = fromHand || c.faceDown;
  const link = newLink<KalingLinkData>(s, ab.kind, p, card, ability, isCard ? { card: 1 } : {});
  link.answers = topLink(s)?.id ?? -1;
  startBuilding(s, link);
  mutCard(s, card).faceDown = false; // a set card is turned face up where it lies
  if (fromHand) chooseArea(s, ev, p, AREA_FOR.activate, card, freeSetAreas(s, p));
  if (isCard) emit(s, ev, { type: 'played', player: p, card });
  emit(s, ev, { type: 'activated', player: p, card, amount: ability });
}

function summon(s: KalingState, ev: GameEvent[], p: number, card: number, material: number): void {
  stopMoving(s);
  const fl = s.players[p].flags;
  if (fl.summonTurn !== s.turn) {
    fl.summonTurn = s.turn;
    fl.summons = 0;
  }
  fl.summons++;
  const d = s.defs[s.cards[card].def];
  if (material < 0) {
    s.players[p].res.energy -= summonEnergy(s, d);
    chooseArea(s, ev, p, AREA_FOR.summon, card, freeOwnAreas(s, p));
    return;
  }
  // KL-SUM-02 替换: the material goes to the 弃区 (a cost, not a 清除) and the new 卡灵 takes its area.
  const level = d.stats.level ?? 0;
  if (level >= 3 && stat(s, material, 'level') === level) fl.sameLevelTurn = s.turn; // KL-SUM-06
  const cell = s.cards[material].cell;
  ev.push({ type: 'material', player: p, card: material, target: card, amount: cell });
  sendTo(s, material, Z.discard);
  enterField(s, ev, card, p, cell, 'paid');
  openWindow(s, s.active);
}

function attack(s: KalingState, ev: GameEvent[], p: number, attacker: number, cell: number): void {
  stopMoving(s); // KL-MV-04: declaring an attack ends the movement
  s.flags.attackTurn = withTurn(s.flags.attackTurn, attacker, s.turn);
  const defender = cell >= 0 ? s.grid![cell] : -1;
  // KL-CB-05: 上/下 vertical, 左/右 horizontal, diagonals as `diagonalBattle` says.
  const dir = cell >= 0 ? attackDirection(s, attacker, cell)! : 'up';
  const vertical =
    dir === 'up' || dir === 'down'
      ? 1
      : dir === 'left' || dir === 'right'
        ? 0
        : kalingParams(s).diagonalBattle === 'vertical'
          ? 1
          : 0;
  pushLink(s, newLink<KalingLinkData>(s, 'attack', p, attacker, -1, { attacker, cell, defender, vertical }), ev);
  // KL-CB-04 宣言攻击时点: the declaration is a moment to answer.
  emit(s, ev, {
    type: 'attack',
    player: p,
    card: attacker,
    target: defender >= 0 ? defender : playerRef(1 - p),
    amount: cell,
  });
  emit(s, ev, {
    type: 'attacked',
    player: defender >= 0 ? s.cards[defender].controller : 1 - p,
    card: defender >= 0 ? defender : undefined,
    target: attacker,
    amount: cell,
  });
  openWindow(s, s.active);
}

function move(s: KalingState, ev: GameEvent[], card: number, cell: number): void {
  const f = s.flags;
  const c = s.cards[card];
  if (f.moving !== card + 1 || f.moveCell !== c.cell) {
    stopMoving(s);
    s.flags.moveTurn = withTurn(s.flags.moveTurn, card, s.turn);
    f.moving = card + 1;
  }
  stepCard(s, ev, card, cell, 'move');
  f.moveSteps++;
  f.moveCell = cell;
  if (f.moveSteps >= stat(s, card, 'sp')) stopMoving(s);
  openWindow(s, s.active); // KL-MV-04: a window after each step
}

export function performKaling(s: KalingState, a: KalingOwnAction, p: number, ev: GameEvent[]): void {
  const pl = s.players[p];
  switch (a.type) {
    case 'summon':
      summon(s, ev, p, a.card, a.material);
      break;
    case 'move':
      move(s, ev, a.card, a.cell);
      break;
    case 'attack':
      attack(s, ev, p, a.attacker, a.cell);
      break;
    case 'activate':
      activate(s, ev, p, a.card, a.ability);
      break;
    case 'set':
      stopMoving(s);
      chooseArea(s, ev, p, AREA_FOR.set, a.card, freeSetAreas(s, p));
      break;
    case 'place':
      stopMoving(s);
      chooseArea(s, ev, p, AREA_FOR.place, a.card, freeSetAreas(s, p));
      break;
    case 'skillDraw': // KL-SK-01/02: not a card effect; the draw it causes can be answered
      stopMoving(s);
      pl.res.energy -= DRAW_SKILL_COST;
      pl.flags.drawSkillTurn = s.turn;
      ev.push({ type: 'skill', player: p, info: 'draw' });
      drawCards(s, ev, p, 1);
      openWindow(s, s.active);
      break;
    case 'skillMove': // KL-SK-03: one step ignoring SP, a 移动 that does not use the 卡灵's own movement
      stopMoving(s);
      pl.res.energy -= moveSkillCost(stat(s, a.card, 'level'));
      pl.flags.moveSkillUses++;
      pl.flags.moveSkillTurn = s.turn;
      ev.push({ type: 'skill', player: p, card: a.card, info: 'move' });
      stepCard(s, ev, a.card, a.cell, 'skill');
      openWindow(s, s.active);
      break;
    case 'endTurn':
      stopMoving(s);
      s.phase = 'end';
      s.flags.stage = 0;
      ev.push({ type: 'phase', player: s.active, info: 'end' });
      break;
  }
}

const area: DecisionHandler<KalingState> = (s, d, opt, ev) => {
  putArea(s, ev, d.player, d.context.purpose as AreaPurpose, d.context.card, opt.value);
};

/** KL-CB-04/05 战斗结果时点: the 抵抗 is fixed (0 = AP, 1 = DP), then the battle waits on the chain for answers. */
const resist: DecisionHandler<KalingState> = (s, d, opt, ev) => {
  const c = d.context;
  pushBattle(s, ev, {
    attacker: c.attacker,
    defender: c.defender,
    cell: c.cell,
    vertical: c.vertical,
    resist: opt.value,
  });
};

export function pushBattle(s: KalingState, ev: GameEvent[], data: KalingLinkData): void {
  pushLink(s, newLink<KalingLinkData>(s, 'battle', s.cards[data.attacker!].controller, data.attacker!, -1, data), ev);
  ev.push({
    type: 'resist',
    player: s.cards[data.defender!].controller,
    card: data.defender,
    amount: data.resist,
    info: data.resist ? 'dp' : 'ap',
  });
  openWindow(s, s.active);
}

/** KL-SU-03 调试: one card of the hand at a time, return it (1) or keep it (0). */
const mulligan: DecisionHandler<KalingState> = (s, d, opt) => {
  if (opt.value === 1) s.players[d.player].flags.mulliganMask |= 1 << d.context.index;
  s.flags.mulliganCard++;
};

export const kalingDecisions: Record<string, DecisionHandler<KalingState>> = { area, resist, mulligan };
