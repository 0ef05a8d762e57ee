// The plug-in contract every ruleset implements, the hooks the shared targeting/effect code calls, and the registry.

import type { ActionError } from './errors.js';
import type { GameEvent } from './events.js';
import type { ChainLink, GameState, PendingTrigger } from './state.js';
import type { Filter } from '../card-def.js';

/** An action an agent can take. Every ruleset defines its own union; `choose` answers a pending decision. */
export interface Action {
  type: string;
  [field: string]: unknown;
}

export interface Ruleset<A extends Action = Action> {
  id: string;
  /** Legal actions of the player who must act now (`actor`). With a pending decision: one `choose` per option. */
  legalActions(s: GameState): A[];
  /** null when `a` is legal now; otherwise why not. Never mutates. */
  check(s: GameState, a: A): ActionError | null;
  /** Applies a checked action in place, then runs the game forward to the next decision, appending events. */
  perform(s: GameState, a: A, events: GameEvent[]): void;
  /** The player who must act now. */
  actor(s: GameState): number;
  hooks: RulesHooks;
  chainPolicy: ChainPolicy;
  /** Starts a game from a ruleset-specific, JSON-serialisable setup (cards, decks, seed, params). */
  newGame(setup: any): GameState;
}

/** What shared code (targeting, conditions, effect ops) needs to know about a ruleset. */
export interface RulesHooks {
  /** Zones that make up the field (main area, grid, …). */
  fieldZones: number[];
  kindMatches(s: GameState, inst: number, kind: string): boolean;
  stat(s: GameState, inst: number, stat: string): number;
  hasKeyword(s: GameState, inst: number, keyword: string): boolean;
  conditionValue(s: GameState, subject: string, player: number, filters?: Filter[]): number;
  /** Targets the chooser must pick first (SLCG-KW-09 法术吸引), or null. */
  forcedTargets?(s: GameState, candidates: number[], chooser: number): number[] | null;
  /** Whether an instance can be designated at all (e.g. dead characters in 光暗). */
  targetable?(s: GameState, inst: number, chooser: number): boolean;
}

/** How a ruleset orders simultaneous triggers and who may answer what. */
export interface ChainPolicy {
  /** Returns triggers in the order they go on the chain: the first becomes the lowest link and resolves last. */
  orderTriggers(s: GameState, triggers: PendingTrigger[]): PendingTrigger[];
  /** Whether a link of kind `answerKind` may be added on top of `top` (undefined = empty chain). */
  canAnswer(s: GameState, top: ChainLink | undefined, answerKind: string): boolean;
}

const registry = new Map<string, Ruleset<any>>();

export function registerRuleset(r: Ruleset<any>): void {
  registry.set(r.id, r);
}

export function getRuleset(id: string): Ruleset<Action> {
  const r = registry.get(id);
  if (!r) throw new Error(`ruleset '${id}' is not registered`);
  return r;
}
