// Results of applying an action: the new state and its events, or a namespaced error with the state unchanged.

import type { GameEvent } from './events.js';
import type { GameState } from './state.js';

export interface ActionError {
  /** Namespaced, stable: 'play/not-enough-energy', 'attack/illegal-target', … */
  code: string;
  message: string;
}

export type ActionResult =
  | { ok: true; state: GameState; events: GameEvent[] }
  | { ok: false; error: ActionError };

export function err(code: string, message: string): ActionError {
  return { code, message };
}
