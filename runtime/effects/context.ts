// What an effect op sees while it runs: the state, the link it belongs to and the ruleset's hooks.

import type { GameEvent } from '../core/events.js';
import type { RulesHooks } from '../core/ruleset.js';
import type { ChainLink, GameState } from '../core/state.js';

export interface EffectContext {
  s: GameState;
  hooks: RulesHooks;
  controller: number;
  source: number;
  /** Subject of the triggering event (it/that), or -1. */
  subject: number;
  link: ChainLink;
  /** The event list of the running action. */
  events: GameEvent[];
  /** Records an event and wakes the triggers it causes (ruleset-provided). */
  emit(e: GameEvent): void;
}
