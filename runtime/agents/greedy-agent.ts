// A one-ply greedy agent: clones the state, applies each legal action, scores the result, keeps the best.

import type { Agent } from '../core/agent.js';
import { getRuleset } from '../core/ruleset.js';
import { randInt, seedRng } from '../core/rng.js';
import { cloneState, type GameState } from '../core/state.js';

export type Evaluator = (s: GameState, player: number) => number;

/** Default score: winning, then victory progress, trauma and board presence of both sides. */
export const defaultEvaluator: Evaluator = (s, p) => {
  if (s.winner !== null) return s.winner === p ? 1e6 : s.winner === -1 ? 0 : -1e6;
  const me = s.players[p], op = s.players[1 - p];
  const main = Math.max(0, s.zoneNames.indexOf('main'));
  return 100 * ((me.res.victory ?? 0) - (op.res.victory ?? 0)) - 20 * ((me.res.trauma ?? 0) - (op.res.trauma ?? 0)) + 5 * (board(s, p, main) - board(s, 1 - p, main)) + (me.res.energy ?? 0);
};

// A module function, not a closure per evaluation (the evaluator runs once per legal action per decision).
function board(s: GameState, player: number, main: number): number {
  return s.players[player].zones[main]?.length ?? 0;
}

export function greedyAgent(seed = 1, evaluate: Evaluator = defaultEvaluator): Agent {
  const rng = seedRng(seed ^ 0x27d4eb2d);
  const best = (s: GameState, player: number): number => {
    const r = getRuleset(s.ruleset);
    const legal = r.legalActions(s);
    let top = -Infinity;
    let picks: number[] = [];
    for (let i = 0; i < legal.length; i++) {
      const c = cloneState(s);
      r.perform(c, legal[i], []);
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
