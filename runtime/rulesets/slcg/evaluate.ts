// The greedy bot's default score of an SLCG state: winning, then victory progress, trauma and board presence.

import type { SlcgState } from './state.js';
import { Z } from './zones.js';

export function evaluateSlcg(s: SlcgState, p: number): number {
  if (s.winner !== null) return s.winner === p ? 1e6 : s.winner === -1 ? 0 : -1e6;
  const me = s.players[p],
    op = s.players[1 - p];
  return (
    100 * (me.res.victory - op.res.victory) -
    20 * (me.res.trauma - op.res.trauma) +
    5 * (me.zones[Z.main].length - op.zones[Z.main].length) +
    me.res.energy
  );
}
