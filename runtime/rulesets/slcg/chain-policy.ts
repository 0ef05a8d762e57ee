// SLCG chain policy (SLCG-CH-01): later links resolve first; of simultaneous triggers the turn player's resolve first.

import type { ChainPolicy } from '../../core/ruleset.js';
import type { SlcgState } from './state.js';

export const slcgChainPolicy: ChainPolicy<SlcgState> = {
  orderTriggers(s, triggers) {
    // Non-turn player's triggers go on the chain first (lower links), so the turn player's resolve first.
    const other = triggers.filter((t) => t.controller !== s.active);
    return other.length && other.length < triggers.length
      ? [...other, ...triggers.filter((t) => t.controller === s.active)]
      : triggers;
  },
  // 突发 cards, 【守护】 and triggers may answer any link (SLCG-CH-01).
  canAnswer: () => true,
};
