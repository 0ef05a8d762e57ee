// What an effect op sees while it runs: the state, the link it belongs to and the ruleset's hooks.

import type { GameEvent } from '../core/events.js';
import type { RulesHooks } from '../core/ruleset.js';
import type { ChainLink, GameState } from '../core/state.js';

export interface EffectContext<S extends GameState = GameState> {
  s: S;
  hooks: RulesHooks<S>;
  controller: number;
  source: number;
  /** Subject of the triggering event (it/that), or -1. */
  subject: number;
  link: ChainLink<S['chain'][number]['data']>;
  /** The event list of the running action. */
  events: GameEvent[];
  /** Records an event and wakes the triggers it causes (core/emit.ts). */
  emit(e: GameEvent): void;
}
