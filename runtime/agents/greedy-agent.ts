// A one-ply greedy agent: clones the state, applies each legal action, scores the result, keeps the best.

import type { Agent } from '../core/agent.js';
import { legalActions, performAction } from '../core/driver/index.js';
import { randInt, seedRng } from '../core/rng.js';
import { cloneState, type GameState } from '../core/state.js';

export type Evaluator = (s: GameState, player: number) => number;

/** Default score: the ruleset's own evaluation (Ruleset.evaluate). */
export const defaultEvaluator: Evaluator = (s, p) => s.pool.rules.evaluate(s, p);

export function greedyAgent(seed = 1, evaluate: Evaluator = defaultEvaluator): Agent {
  const rng = seedRng(seed ^ 0x27d4eb2d);
  const best = (s: GameState, player: number): number => {
    const legal = legalActions(s);
    let top = -Infinity;
    let picks: number[] = [];
    for (let i = 0; i < legal.length; i++) {
      const c = cloneState(s);
      performAction(c, legal[i], []);
      const v = evaluate(c, player);
      if (v > top) { top = v; picks = [i]; } else if (v === top) picks.push(i);
    }
    return picks[randInt(rng, picks.length)];
  };
  return {
    chooseAction: (view) => best(view.state, view.player),
    choose: (req) => best(req.state, req.player),
  };
}
