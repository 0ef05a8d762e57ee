// How 卡灵时代's own links resolve (the driver runs 'start' and 'instant' links' effects): attacks (数值结算时点),
// battles (战斗结果时点) and devices being placed; and what happens to a tactic after its link.

import { mutCard } from '../../core/state.js';
import type { GameEvent } from '../../core/events.js';
import type { LinkResolver } from '../../core/ruleset.js';
import type { ChainLink } from '../../core/state.js';
import { isFree } from './board.js';
import { clearCard, damagePlayer, emit, putOnGrid, sendTo, wearDevice } from './mechanics.js';
import { pushBattle } from './perform.js';
import { forbiddenNow, stat } from './queries.js';
import type { KalingLinkData, KalingState } from './state.js';
import { Z } from './zones.js';

type Link = ChainLink<KalingLinkData>;

const onField = (s: KalingState, id: number): boolean => id >= 0 && s.cards[id].zone === Z.battlefield;

/**
 * KL-CB-04 数值结算时点 (the attack was not negated): the attack misses (攻击落空) when the card attacked has left
 * its area; a direct attack deals the attacker's AP (KL-CB-08); a device loses 1 GP to AP ≥ 1 (KL-CT-05); against
 * a 卡灵 the 抵抗 is chosen (KL-CB-05: the defender in a vertical battle, the attacker in a horizontal one).
 */
function resolveAttack(s: KalingState, ev: GameEvent[], link: Link): void {
  const { attacker, cell, defender, vertical } = link.data as Required<KalingLinkData>;
  if (!onField(s, attacker)) return;
  const ap = stat(s, attacker, 'ap');
  if (cell < 0) {
    damagePlayer(s, ev, 1 - link.controller, Math.max(0, ap), attacker, 'battle');
    return;
  }
  // KL-CB-03 / KL-CB-04: a card made 不能被攻击 after the declaration (a 瞬发 answering it) is no target any more: the
  // attack misses as when it left its area (docs/rules-decisions.md).
  if (!onField(s, defender) || s.grid![cell] !== defender || forbiddenNow(s, defender, 'attacked')) {
    emit(s, ev, { type: 'attackMissed', player: link.controller, card: attacker, amount: cell }); // 攻击落空时 triggers
    return;
  }
  if (s.pool.tables.placed[s.cards[defender].def]) {
    if (ap >= 1) wearDevice(s, ev, defender, attacker);
    return;
  }
  const dAp = stat(s, defender, 'ap');
  const dDp = stat(s, defender, 'dp');
  const data: KalingLinkData = { attacker, defender, cell, vertical, resist: 0 };
  if (dAp === dDp) {
    pushBattle(s, ev, data);
    return;
  }
  s.pending = {
    player: vertical ? s.cards[defender].controller : link.controller,
    kind: 'resist',
    prompt: `resist with AP ${dAp} or DP ${dDp}`,
    options: [
      { label: 'AP', value: 0 },
      { label: 'DP', value: 1 },
    ],
    context: { attacker, defender, cell, vertical },
  };
}

/**
 * KL-CB-04 (3) the values at this moment decide; KL-CB-06 vertical: the loser's player takes the difference, equal
 * clears both; KL-CB-07 horizontal: no damage, equal changes nothing; KL-CB-10 battle clearing (坚守 stays).
 */
function resolveBattle(s: KalingState, ev: GameEvent[], link: Link): void {
  const { attacker, defender, cell, vertical, resist } = link.data as Required<KalingLinkData>;
  if (!onField(s, attacker)) return;
  if (!onField(s, defender) || s.grid![cell] !== defender) {
    emit(s, ev, { type: 'attackMissed', player: link.controller, card: attacker, amount: cell }); // 攻击落空时 triggers
    return;
  }
  const ap = stat(s, attacker, 'ap');
  const r = stat(s, defender, resist ? 'dp' : 'ap');
  const atk = s.cards[attacker].controller;
  const def = s.cards[defender].controller;
  emit(s, ev, {
    type: 'battle',
    player: atk,
    card: attacker,
    target: defender,
    amount: ap - r,
    info: vertical ? 'vertical' : 'horizontal',
  });
  if (ap > r) {
    clearCard(s, ev, defender, 'battle');
    if (vertical) damagePlayer(s, ev, def, ap - r, attacker, 'battle');
  } else if (ap < r) {
    clearCard(s, ev, attacker, 'battle');
    if (vertical) damagePlayer(s, ev, atk, r - ap, defender, 'battle');
  } else if (vertical) {
    clearCard(s, ev, defender, 'battle');
    clearCard(s, ev, attacker, 'battle');
  }
}

/** KL-CT-04: a placed device takes its area once its link resolves (if the area is still free), else goes to the 弃区. */
function resolvePlace(s: KalingState, ev: GameEvent[], link: Link): void {
  const card = link.source;
  if (s.cards[card].zone !== Z.chain) return;
  const cell = link.data.cell!;
  if (!isFree(s, cell)) {
    sendTo(s, card, Z.discard);
    return;
  }
  putOnGrid(s, card, link.controller, cell, false);
  mutCard(s, card).enteredTurn = s.turn;
  emit(s, ev, { type: 'entered', player: link.controller, card, amount: cell, info: 'placed' });
}

export const kalingLinks: Record<string, LinkResolver<KalingState>> = {
  attack: resolveAttack,
  battle: resolveBattle,
  place: resolvePlace,
};

/** KL-CT-03: a tactic (or one-shot device) goes to the 弃区 after its link, resolved or negated; so does a negated placement. */
export function afterKalingLink(s: KalingState, _ev: GameEvent[], link: Link, negated: boolean): void {
  const z = s.cards[link.source]?.zone;
  if (link.data.card === 1 && (z === Z.battlefield || z === Z.chain)) sendTo(s, link.source, Z.discard);
  else if (negated && link.kind === 'place' && z === Z.chain) sendTo(s, link.source, Z.discard);
}
