// Ending a game by a ruling rather than by play: a player concedes, or is judged to lose (cheating, an agreed
// condition the engine cannot see). The same for every ruleset; like applyAction it never touches its input.

import type { ActionResult } from './errors.js';
import { err, type ErrorTable } from './errors.js';
import type { GameEvent } from './events.js';
import { cloneState, type GameState } from './state.js';

export const FORFEIT_ERRORS = {
  OVER: err('forfeit/game-over', 'the game is already over', '对局已经结束'),
  PLAYER: err('forfeit/no-such-player', 'no such player', '没有这名玩家'),
} as const satisfies ErrorTable;

/** `loser` loses at once (the other player wins); `reason` is recorded on the gameOver event ('forfeit:<reason>'). */
export function forfeit<S extends GameState>(s: S, loser: number, reason = 'conceded'): ActionResult<S> {
  if (s.winner !== null) return { ok: false, error: FORFEIT_ERRORS.OVER };
  if (loser !== 0 && loser !== 1) return { ok: false, error: FORFEIT_ERRORS.PLAYER };
  const next = cloneState(s);
  next.winner = 1 - loser;
  next.phase = 'over';
  next.pending = null;
  next.window = null;
  next.building = null;
  next.triggers = [];
  const events: GameEvent[] = [{ type: 'gameOver', player: next.winner, info: `forfeit:${reason}` }];
  return { ok: true, state: next, events };
}
