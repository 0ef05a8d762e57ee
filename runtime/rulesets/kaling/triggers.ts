// Which 卡灵时代 effects are induced (KL-EF-02: a 瞬发 effect with a 当…时 timing, or a 【登场时】-style one) and
// how each goes on the chain: from the battlefield (public), or from hand or a face-down card (not public,
// KL-CH-03) — the latter always optional, 可以 or not; its energy is paid and a tactic from hand is put on an
// area first (KL-CT-03).

import { mutCard } from '../../core/state.js';
import { canUseLimits } from '../../core/limits.js';
import type { TriggerRules } from '../../core/ruleset.js';
import { freeSetAreas, hasFreeArea, isLocked } from './board.js';
import { recordChainUse, usedInChain } from './checks.js';
import { emit } from './mechanics.js';
import { AREA_FOR, chooseArea } from './perform.js';
import { effectCost } from './queries.js';
import type { KalingState } from './state.js';
import { Z } from './zones.js';

/** Whether the induced effect can be used now: from where the card is, with the energy it costs, once per chain. */
function inducedAllowed(s: KalingState, ab: import('../../card-def.js').AbilityDef, p: number, src: number): boolean {
  const c = s.cards[src];
  const oneShot = s.pool.tables.oneShot[c.def];
  if (c.zone === Z.hand) {
    // KL-EF-02: a tactic (or one-shot device) from hand, activated on an area (KL-CT-03).
    if (!oneShot || !hasFreeArea(s, p, true)) return false;
  } else if (c.zone === Z.battlefield) {
    if (c.faceDown ? isLocked(s, c.cell) : oneShot) return false;
  }
  // Anywhere else it woke on the battlefield and left with the event that woke it (被清除时).
  // KL-LIM-03/05: asked again before use, so two copies woken by one event cannot both spend one 限1.
  if (ab.limits.length && !canUseLimits(s, ab.limits, src, ab.index, p)) return false;
  if (usedInChain(s, src, ab.index)) return false;
  return s.players[p].res.energy >= effectCost(s, src, ab, p);
}

/** KL-CH-03: an effect activated from hand or from a face-down card is not public. */
function isPublicSource(s: KalingState, src: number): boolean {
  return s.cards[src].zone !== Z.hand && !s.cards[src].faceDown;
}

export const kalingTriggerRules: TriggerRules<KalingState> = {
  wakes: (_d, ab) => ab.kind === 'instant' || ab.kind === 'triggered',
  zones: [Z.battlefield, Z.hand],
  allowed: inducedAllowed,
  // KL-CH-03 ranks every non-public effect as optional (there is no non-public mandatory class), KL-EF-02 says a
  // 瞬发 effect "can be activated" and KL-CT-03 makes playing a tactic the player's choice: from hand or face down,
  // a 当…时 line without 可以 is asked too (yes/no before its energy is paid and its area chosen); on the field it
  // is mandatory unless it says 可以 (docs/rules-decisions.md).
  optional: (s, ab, src) => !!ab.optional || !isPublicSource(s, src),
  isPublic: isPublicSource,
  linkKind: 'instant',
  // KL-EF-02: a 瞬发 effect that says 当……时 is activated at that timing, as a chosen one is (当对方发动效果时 meets it).
  announced: true,
  onBegin(s, ev, t, link) {
    const c = s.cards[t.source];
    const ab = s.defs[c.def].abilities[t.ability];
    s.players[t.controller].res.energy -= effectCost(s, t.source, ab, t.controller);
    recordChainUse(s, t.source, t.ability);
    if (c.zone === Z.hand || (c.zone === Z.battlefield && c.faceDown)) {
      link.data.card = 1; // KL-CT-06: also a 卡牌的发动
      if (c.zone === Z.hand)
        chooseArea(s, ev, t.controller, AREA_FOR.activate, t.source, freeSetAreas(s, t.controller));
      else mutCard(s, t.source).faceDown = false;
      emit(s, ev, { type: 'played', player: t.controller, card: t.source });
    }
  },
};
