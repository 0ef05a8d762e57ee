// Recording an event: append it to the action's event list, wake the triggered abilities it meets, and let
// the ruleset react (e.g. SLCG-CT-07 windows after an event). Every ruleset emits through this.

import type { GameEvent } from './events.js';
import type { GameState } from './state.js';
import { collectTriggers } from './triggers.js';

export function emit(s: GameState, ev: GameEvent[], e: GameEvent): void {
  ev.push(e);
  collectTriggers(s, e);
  const rules = s.pool.rules;
  if (rules.onEvent) rules.onEvent(s, e);
}
