// What a player may do in a response window besides passing: 突发 cards, 【守护】, in the other player's turn the
// abilities with 【对方】/【双方】 (SLCG-LIM-01), converting to pay for them.

import type { SlcgOwnAction } from './actions.js';
import {
  burstAbility,
  checkGuard,
  checkPlay,
  needsEnergyForAbility,
  needsEnergyForBurst,
  offTurnAbilities,
  playProblem,
  windowOpen,
} from './checks.js';
import { energyCost, keywordOn } from './queries.js';
import type { SlcgState } from './state.js';
import { HOT } from './tables.js';
import { Z } from './zones.js';

/** Appends the window actions of `p` to `out` (after the driver's 'pass'). */
export function windowActions(s: SlcgState, p: number, out: SlcgOwnAction[]): void {
  const hand = s.players[p].zones[Z.hand];
  const t = s.pool.tables;
  let anyBurst = false;
  for (let i = 0; i < hand.length; i++) {
    const id = hand[i];
    if (!t.burst[s.cards[id].def]) continue;
    anyBurst = true;
    if (!checkPlay(s, p, id)) out.push(t.actions.play(id));
  }
  if (guardable(s, p)) {
    const main = s.players[p].zones[Z.main];
    for (let i = 0; i < main.length; i++)
      if (keywordOn(s, main[i], HOT.guard) && !checkGuard(s, p, main[i])) out.push(t.actions.guard(main[i]));
  }
  // SLCG-LIM-01: in the other player's turn, abilities with 【对方】/【双方】.
  offTurnAbilities(s, p, out);
  // SLCG-RES-01: converting in a window only to pay for a 突发 card or such an ability (checkConvert's test, once).
  if ((anyBurst && needsEnergyForBurst(s, p)) || needsEnergyForAbility(s, p))
    for (let i = 0; i < hand.length; i++) out.push(t.actions.convert(hand[i]));
}

/** An opposing attack is on top of the chain: 【守护】 may answer it. */
function guardable(s: SlcgState, p: number): boolean {
  const top = s.chain[s.chain.length - 1];
  return top !== undefined && top.kind === 'attack' && top.controller !== p;
}

/**
 * Whether windowActions(s, p) would be non-empty, without building it: the engine asks this for both players
 * of every response window (most of which only pass). The checks are pure, so answering early is equivalent.
 */
export function hasWindowResponse(s: SlcgState, p: number): boolean {
  if (!windowOpen(s, p)) {
    const out: SlcgOwnAction[] = [];
    windowActions(s, p, out);
    return out.length > 0;
  }
  const hand = s.players[p].zones[Z.hand];
  const burst = s.pool.tables.burst;
  let convertToPay = false;
  // One pass does checkPlay's window test and needsEnergyForBurst's, so each 突发 timing is tested once.
  for (let i = 0; i < hand.length; i++) {
    const id = hand[i];
    const def = s.cards[id].def;
    if (!burst[def] || burstAbility(s, p, id) < 0) continue;
    if (!playProblem(s, p, def)) return true;
    // Its timing holds but energy is short: converting another hand card to pay is an answer.
    if (hand.length > 1 && s.players[p].res.energy < energyCost(s, s.defs[def], p)) convertToPay = true;
  }
  if (guardable(s, p)) {
    const main = s.players[p].zones[Z.main];
    for (let i = 0; i < main.length; i++)
      if (keywordOn(s, main[i], HOT.guard) && !checkGuard(s, p, main[i])) return true;
  }
  if (offTurnAbilities(s, p)) return true;
  return convertToPay || needsEnergyForAbility(s, p);
}
