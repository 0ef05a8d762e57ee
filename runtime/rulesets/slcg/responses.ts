// What a player may do in a response window besides passing: 突发 cards, 【守护】, converting to pay for them.

import type { GameState } from '../../core/state.js';
import type { SlcgAction } from './actions.js';
import { checkGuard, checkPlay, needsEnergyForBurst } from './checks.js';
import { defIndex } from '../../core/def-index.js';
import { hasKeyword } from './queries.js';
import { Z } from './zones.js';

export function windowActions(s: GameState, p: number): SlcgAction[] {
  const out: SlcgAction[] = [];
  const hand = s.players[p].zones[Z.hand];
  const burst = defIndex(s.defs).burst;
  let anyBurst = false;
  for (const id of hand) {
    if (!burst[s.cards[id].def]) continue;
    anyBurst = true;
    if (!checkPlay(s, p, id)) out.push({ type: 'play', card: id });
  }
  const top = s.chain[s.chain.length - 1];
  if (top && top.kind === 'attack' && top.controller !== p) {
    for (const id of s.players[p].zones[Z.main]) if (hasKeyword(s, id, 'guard') && !checkGuard(s, p, id)) out.push({ type: 'guard', card: id });
  }
  // SLCG-RES-01: converting in a window only to pay for a 突发 card (same test as checkConvert, computed once).
  if (anyBurst && needsEnergyForBurst(s, p)) for (const id of hand) out.push({ type: 'convert', card: id });
  return out;
}

/** Fast test used to skip windows where the priority player could only pass (no allocation in the common case). */
export function hasWindowResponse(s: GameState, p: number): boolean {
  const burst = defIndex(s.defs).burst;
  let candidate = false;
  for (const id of s.players[p].zones[Z.hand]) if (burst[s.cards[id].def]) { candidate = true; break; }
  if (!candidate) {
    const top = s.chain[s.chain.length - 1];
    if (!top || top.kind !== 'attack' || top.controller === p) return false;
  }
  return windowActions(s, p).length > 0;
}
