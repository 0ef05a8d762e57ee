// Results of applying an action: the new state and its events, or a namespaced error with the state unchanged.

import type { GameEvent } from './events.js';
import type { GameState } from './state.js';

export interface ActionError {
  /** Namespaced, stable: 'play/not-enough-energy', 'attack/illegal-target', … */
  code: string;
  message: string;
}

export type ActionResult<S extends GameState = GameState> =
  | { ok: true; state: S; events: GameEvent[] }
  | { ok: false; error: ActionError };

/** A frozen error value; checks keep their fixed errors as module constants, built once. */
export function err(code: string, message: string): ActionError {
  return Object.freeze({ code, message });
}
