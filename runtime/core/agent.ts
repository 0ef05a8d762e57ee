// The Agent interface: bots, scripted tests and humans drive the same engine by answering with an index. They
// see the game through a player view (view.ts), never the state itself.

import type { Action } from './ruleset.js';
import type { Decision, GameState } from './state.js';
import type { PlayerView } from './view.js';

/** What an agent sees when it acts: its player's view of the game (hidden cards masked, see view.ts). */
export type AgentView<S extends GameState = GameState> = PlayerView<S>;

/** A question asked mid-action (targets, 可以 yes/no, 极动能激发 choice, …), with the asker's view. */
export interface ChoiceRequest<S extends GameState = GameState> extends PlayerView<S> {
  /** The pending decision, as `player` sees it (`state.pending`). */
  readonly decision: Decision;
}

/**
 * An agent answers with indices:
 * - `chooseAction(view, legal)` → index into `legal` (the player's legal actions; never empty);
 * - `choose(request)` → index into `request.decision.options`.
 * Agents must be deterministic given their own seed, so games replay from (seed, decisions). A view is for
 * reading during the call: the runner may build it only when it is first read, and refuses it afterwards.
 */
export interface Agent {
  chooseAction(view: AgentView, legal: readonly Action[]): number;
  choose(request: ChoiceRequest): number;
}
