// A one-ply greedy agent: from its view it deals one game the player cannot tell from the real one
// (core/determinize.ts), applies each legal action to a copy of it, scores the result, keeps the best. One action on
// one card is taken at most REPEAT_LIMIT times a turn (repeat-guard.ts): a free effect without a limit would
// otherwise be used for ever.

import type { Agent, AgentView } from '../core/agent.js';
import { determinize } from '../core/determinize.js';
import { chooseAction, performAction } from '../core/driver/index.js';
import type { Action } from '../core/ruleset.js';
import { randInt, seedRng } from '../core/rng.js';
import { cloneState, type GameState } from '../core/state.js';
import { guardedPick, RepeatGuard } from './repeat-guard.js';

export type Evaluator = (s: GameState, player: number) => number;

/** Default score: the ruleset's own evaluation (Ruleset.evaluate). */
export const defaultEvaluator: Evaluator = (s, p) => s.pool.rules.evaluate(s, p);

/** The actions answering `n` options of a pending decision. */
export function chooseActions(n: number): Action[] {
  const out: Action[] = [];
  for (let i = 0; i < n; i++) out.push(chooseAction(i));
  return out;
}

export function greedyAgent(seed = 1, evaluate: Evaluator = defaultEvaluator): Agent {
  const rng = seedRng(seed ^ 0x27d4eb2d);
  // Deals come from a stream of their own, so ties are broken by the same draws whatever the deals take.
  const deals = seedRng(seed ^ 0x1b873593);
  const best = (view: AgentView, legal: readonly Action[]): number => {
    // One choice needs no look (and drew nothing from the tie-break stream before views either: randInt(rng, 1)).
    if (legal.length === 1) return 0;
    // The view is this call's own (the runner builds one per question): dealt into, not copied.
    const s = determinize(view, deals, true);
    let top = -Infinity;
    let picks: number[] = [];
    for (let i = 0; i < legal.length; i++) {
      // The deal is this agent's own: the last action may use it up.
      const c = i === legal.length - 1 ? s : cloneState(s);
      performAction(c, legal[i], []);
      const v = evaluate(c, view.player);
      if (v > top) {
        top = v;
        picks = [i];
      } else if (v === top) picks.push(i);
    }
    return picks[randInt(rng, picks.length)];
  };
  const guard = new RepeatGuard();
  return {
    chooseAction: (view, legal) =>
      legal.length === 1 ? 0 : guardedPick(guard, view.state.turn, legal, (allowed) => best(view, allowed)),
    choose: (req) => best(req, chooseActions(req.decision.options.length)),
  };
}
