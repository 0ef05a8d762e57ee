// Plays a game with agents, recording every decision as an index so (initial state, decisions) replays it.
// Agents see their player's view of the game (core/view.ts), never the state.

import type { Agent } from './agent.js';
import { askAgent } from './ask-agent.js';
import type { GameEvent } from './events.js';
import { actorOf, legalActions, performAction } from './driver/index.js';
import type { Action } from './ruleset.js';
import { cloneState, type GameState } from './state.js';

export interface PlayOptions {
  /** Stop after this many decisions even if the game is not over. */
  maxSteps?: number;
  /** Called after every decision with the live state (do not mutate it). */
  onStep?: (s: GameState, action: Action, events: GameEvent[]) => void;
  /** Keep the full event log (default true; benches turn it off). */
  recordEvents?: boolean;
  /** Stop (finished = false) instead of throwing when an agent answers out of range — replays that diverge. */
  stopOnInvalid?: boolean;
  /** Give agents strict views: reading a hidden card, the RNG or the seed throws (tests that agents play fair). */
  strictViews?: boolean;
}

export interface PlayResult<S extends GameState = GameState> {
  state: S;
  events: GameEvent[];
  /** One index per step: into the legal actions, or into the pending decision's options. */
  decisions: number[];
  steps: number;
  finished: boolean;
}

/** Plays from `initial` (not modified) until the game ends or `maxSteps`. */
export function playGame<S extends GameState>(
  initial: S,
  agents: readonly Agent[],
  opts: PlayOptions = {},
): PlayResult<S> {
  const s = cloneState(initial);
  const max = opts.maxSteps ?? 100_000;
  const record = opts.recordEvents ?? true;
  const log: GameEvent[] = [];
  const decisions: number[] = [];
  let steps = 0;
  // Without a log or onStep nobody reads the events (the engine only appends), so they pile up in one list
  // that is swapped for a fresh one now and then: cheaper than emptying it every step.
  let scratch: GameEvent[] = [];
  while (s.winner === null && steps < max) {
    const legal = legalActions(s);
    if (legal.length === 0) throw new Error(`no legal action at step ${steps} (phase ${s.phase})`);
    const player = actorOf(s);
    const agent = agents[player];
    const idx = askAgent(agent, s, player, legal, opts.strictViews);
    if (!(idx >= 0 && idx < legal.length) && opts.stopOnInvalid) break;
    if (!(idx >= 0 && idx < legal.length)) throw new Error(`agent ${player} answered ${idx} of ${legal.length}`);
    decisions.push(idx);
    if (scratch.length > 64) scratch = [];
    const events = record || opts.onStep ? [] : scratch;
    performAction(s, legal[idx], events);
    if (record) for (const e of events) log.push(e);
    steps++;
    opts.onStep?.(s, legal[idx], events);
  }
  return { state: s, events: log, decisions, steps, finished: s.winner !== null };
}
