// The reducer face of the engine: legalActions(state) and applyAction(state, action) → new state + events | error.

import { checkAction, performAction } from './driver/index.js';
import type { ActionResult } from './errors.js';
import type { GameEvent } from './events.js';
import type { Action } from './ruleset.js';
import { cloneState, type GameState } from './state.js';

export { legalActions, actorOf as currentActor } from './driver/index.js';

/** Checks first, then applies to a clone: an illegal action returns an error and the input state is untouched. */
export function applyAction<S extends GameState>(s: S, a: Action): ActionResult<S> {
  const e = checkAction(s, a);
  if (e) return { ok: false, error: e };
  const next = cloneState(s);
  const events: GameEvent[] = [];
  performAction(next, a, events);
  return { ok: true, state: next, events };
}

/** In-place variant for runners that own their state (no clone); the action must be legal. */
export function applyActionInPlace(s: GameState, a: Action, events: GameEvent[]): void {
  performAction(s, a, events);
}
