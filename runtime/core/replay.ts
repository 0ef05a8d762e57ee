// Replays: a game is (initial state from seed + decks) plus decision indices; re-running must give the same events.

import type { Agent } from './agent.js';
import type { GameEvent } from './events.js';
import { playGame, type PlayOptions, type PlayResult } from './game-runner.js';
import { getRuleset } from './ruleset.js';
import type { GameState } from './state.js';

/** Everything needed to re-run a game, JSON-serialisable. `setup` is what the ruleset's start was given. */
export interface ReplayLog {
  ruleset: string;
  seed: number;
  setup: unknown;
  decisions: number[];
}

/** Plays a game from a setup with agents and returns its result with the replay log. */
export function recordGame(
  rulesetId: string,
  setup: { seed: number },
  agents: readonly Agent[],
  opts: PlayOptions = {},
): { result: PlayResult; log: ReplayLog } {
  const initial = getRuleset(rulesetId).start(setup).state;
  const result = playGame(initial, agents, opts);
  return { result, log: { ruleset: rulesetId, seed: setup.seed, setup, decisions: result.decisions } };
}

/** Re-creates the initial state from a log's setup and re-runs its decisions. */
export function replayLog(log: ReplayLog): PlayResult {
  return replay(getRuleset(log.ruleset).start(log.setup).state, log.decisions);
}

/** An agent that answers from a fixed list (also used for scripted tests). */
export function scriptedIndices(decisions: readonly number[]): Agent {
  let i = 0;
  const next = (): number => {
    if (i >= decisions.length) throw new Error('script exhausted');
    return decisions[i++];
  };
  return { chooseAction: next, choose: next };
}

/** Re-runs the decisions from `initial`. */
export function replay(initial: GameState, decisions: readonly number[]): PlayResult {
  const a = scriptedIndices(decisions);
  return playGame(initial, [a, a], { maxSteps: decisions.length, stopOnInvalid: true });
}

/** Re-runs and compares events; returns the first differing event index, or -1 when identical. */
export function verifyReplay(initial: GameState, decisions: readonly number[], expected: readonly GameEvent[]): number {
  const got = replay(initial, decisions).events;
  const n = Math.max(got.length, expected.length);
  for (let i = 0; i < n; i++) {
    if (JSON.stringify(got[i]) !== JSON.stringify(expected[i])) return i;
  }
  return -1;
}
