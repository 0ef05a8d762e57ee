// Results of applying an action: the new state and its events, or a namespaced error with the state unchanged.
// Every error carries its text in both languages, so a caller prints one language per message (issue 13).

import type { GameEvent } from './events.js';
import type { GameState } from './state.js';

export interface ActionError {
  /** Namespaced, stable: 'play/not-enough-energy', 'attack/illegal-target', … */
  code: string;
  /** English. Kept under this name: callers and saved results read `message`. */
  message: string;
  /** The same in Chinese, with the games' own terms and the rule IDs as they are. */
  zh: string;
}

export type ActionResult<S extends GameState = GameState> =
  { ok: true; state: S; events: GameEvent[] } | { ok: false; error: ActionError };

/** A frozen error value; checks keep their fixed errors in exported tables, built once. */
export function err(code: string, en: string, zh: string): ActionError {
  return Object.freeze({ code, message: en, zh });
}

/** The error's text in one language. */
export function errorText(e: ActionError, lang: 'zh' | 'en'): string {
  return lang === 'en' ? e.message : e.zh;
}

/**
 * A module's errors: the fixed ones, and builders of the ones that name something (an action type). Each
 * module that returns errors exports its table, and `ACTION_ERRORS` (runtime/rulesets/index.ts) lists them
 * all, so a test can hold every text to both languages.
 */
export type ErrorTable = Readonly<Record<string, ActionError | ((what: string) => ActionError)>>;
