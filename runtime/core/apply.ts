// The reducer face of the engine: legalActions(state) and applyAction(state, action) → new state + events | error.

import type { ActionResult } from './errors.js';
import type { GameEvent } from './events.js';
import { getRuleset, type Action } from './ruleset.js';
import { cloneState, type GameState } from './state.js';

export function legalActions(s: GameState): Action[] {
  return getRuleset(s.ruleset).legalActions(s);
}

/** The player who must act (or answer the pending decision) now. */
export function currentActor(s: GameState): number {
  return getRuleset(s.ruleset).actor(s);
}

/** Checks first, then applies to a clone: an illegal action returns an error and the input state is untouched. */
export function applyAction(s: GameState, a: Action): ActionResult {
  const r = getRuleset(s.ruleset);
  const e = r.check(s, a);
  if (e) return { ok: false, error: e };
  const next = cloneState(s);
  const events: GameEvent[] = [];
  r.perform(next, a, events);
  return { ok: true, state: next, events };
}

/** In-place variant for runners that own their state (no clone); the action must be legal. */
export function applyActionInPlace(s: GameState, a: Action, events: GameEvent[]): void {
  getRuleset(s.ruleset).perform(s, a, events);
}
