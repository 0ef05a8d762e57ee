// A search agent that plays from its view: determinized Monte Carlo tree search. Each decision it deals several
// games consistent with what its player knows (core/determinize.ts) and searches them in one tree
// (search-tree.ts: each playout in one world, every statistic over all of them), so the deals vote on every move;
// it plays the move with the most visits, and one action on one card at most REPEAT_LIMIT times a turn
// (repeat-guard.ts). With a budget in playouts it is deterministic for its seed; with a
// budget in milliseconds it is not (how far it gets depends on the machine).

import type { Agent, AgentView } from '../core/agent.js';
import { determinize } from '../core/determinize.js';
import type { Action } from '../core/ruleset.js';
import type { GameState } from '../core/state.js';
import { seedRng } from '../core/rng.js';
import { chooseActions, defaultEvaluator, type Evaluator } from './greedy-agent.js';
import { guardedPick, RepeatGuard } from './repeat-guard.js';
import { SearchTree, type SearchContext } from './search-tree.js';

export interface SearchOptions {
  /** Playouts (tree iterations) per decision, over all worlds. The default budget: 300. */
  playouts?: number;
  /** A time budget per decision instead of playouts (not deterministic; at least one playout per world). */
  ms?: number;
  /** Where a time budget reads the time (default performance.now). */
  clock?: () => number;
  /** Determinizations per decision, searched in one tree (default 6). */
  worlds?: number;
  /** Random moves from a new node before it is scored (default 0: it is scored as it is). */
  rollout?: number;
  /** UCT exploration constant (default 0.7). */
  exploration?: number;
  evaluate?: Evaluator;
}

export const DEFAULT_PLAYOUTS = 300;

/** Evaluation differences start at this scale; each decision's leaves then tune it (the mean |difference| seen). */
const START_SCALE = 10;

export function searchAgent(seed = 1, opts: SearchOptions = {}): Agent {
  const rng = seedRng(seed ^ 0x68e31da4);
  const evaluate = opts.evaluate ?? defaultEvaluator;
  const worlds = Math.max(1, opts.worlds ?? 6);
  const playouts = opts.ms === undefined ? Math.max(1, opts.playouts ?? DEFAULT_PLAYOUTS) : Infinity;
  const clock = opts.clock ?? (() => performance.now());
  // Running over the whole game, so that one quiet decision does not make small differences look large.
  let spread = 0,
    leaves = 0;

  const decide = (view: AgentView, legal: readonly Action[]): number => {
    if (legal.length === 1) return 0;
    const deadline = opts.ms === undefined ? Infinity : clock() + opts.ms;
    const ctx: SearchContext = {
      player: view.player,
      evaluate,
      rng,
      exploration: opts.exploration ?? 0.7,
      rollout: opts.rollout ?? 0,
      base: 0,
      scale: leaves ? Math.max(1, spread / leaves) : START_SCALE,
      spread: 0,
      leaves: 0,
    };
    const worldStates: GameState[] = [];
    for (let w = 0; w < worlds; w++) worldStates.push(determinize(view, rng));
    ctx.base = evaluate(worldStates[0], view.player);
    const tree = new SearchTree(worldStates, legal, ctx);
    for (let i = 0; i < playouts; i++) {
      tree.iterate(i % worlds);
      if ((i & 3) === 3 && i >= worlds && clock() >= deadline) break;
    }
    spread += ctx.spread;
    leaves += ctx.leaves;
    const visits = new Float64Array(legal.length),
      totals = new Float64Array(legal.length);
    tree.rootStats(visits, totals);
    let best = 0;
    for (let i = 1; i < legal.length; i++) {
      if (visits[i] > visits[best] || (visits[i] === visits[best] && totals[i] > totals[best])) best = i;
    }
    return best;
  };
  const guard = new RepeatGuard();
  return {
    chooseAction: (view, legal) =>
      legal.length === 1 ? 0 : guardedPick(guard, view.state.turn, legal, (allowed) => decide(view, allowed)),
    choose: (req) => decide(req, chooseActions(req.decision.options.length)),
  };
}
