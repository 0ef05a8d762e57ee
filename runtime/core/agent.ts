// The Agent interface: bots, scripted tests and humans drive the same engine by answering with an index.

import type { Action } from './ruleset.js';
import type { Decision, GameState } from './state.js';

/** What an agent sees. For now the full state (no hidden-information filtering); treat it as read-only. */
export interface AgentView {
  state: GameState;
  player: number;
}

/** A question asked mid-action (targets, 可以 yes/no, 极动能激发 choice, …). */
export interface ChoiceRequest {
  state: GameState;
  player: number;
  decision: Decision;
}

/**
 * An agent answers with indices:
 * - `chooseAction(view, legal)` → index into `legal` (the player's legal actions; never empty);
 * - `choose(request)` → index into `request.decision.options`.
 * Agents must be deterministic given their own seed, so games replay from (seed, decisions).
 */
export interface Agent {
  chooseAction(view: AgentView, legal: readonly Action[]): number;
  choose(request: ChoiceRequest): number;
}
