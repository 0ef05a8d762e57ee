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

const interned = new Map<string, Map<string, ActionError>>();

/** Errors are interned (legal-action enumeration creates many): the same code and message give the same frozen object. */
export function err(code: string, message: string): ActionError {
  let byMsg = interned.get(code);
  if (!byMsg) interned.set(code, (byMsg = new Map()));
  let e = byMsg.get(message);
  if (!e) byMsg.set(message, (e = Object.freeze({ code, message })));
  return e;
}
