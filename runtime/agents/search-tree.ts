// One determinized world's search tree (UCT): from a game dealt from the searcher's view, each iteration walks
// down the best-looking moves of whoever acts at each node, adds one new node, scores it (after a few random
// moves, if asked) and backs the score up. Scores are for the searching player, in [0, 1].

import { actorOf, legalActions, performAction } from '../core/driver/index.js';
import type { GameEvent } from '../core/events.js';
import { randInt, shuffleInPlace, type RngState } from '../core/rng.js';
import type { Action } from '../core/ruleset.js';
import { cloneState, type GameState } from '../core/state.js';
import type { Evaluator } from './greedy-agent.js';

/** What every world of one search shares. */
export interface SearchContext {
  /** The searching player: scores are theirs. */
  readonly player: number;
  readonly evaluate: Evaluator;
  readonly rng: RngState;
  /** UCT exploration constant. */
  readonly exploration: number;
  /** Random moves played from a new node before it is scored. */
  readonly rollout: number;
  /** The score of the real position (the searching player's evaluation of the root): leaves are scored against it. */
  readonly base: number;
  /** How much evaluation difference makes a clear advantage: the score is sigmoid((eval − base) / scale). */
  readonly scale: number;
  /** Sum of |eval − base| over the leaves scored, and how many (the agent tunes `scale` from them). */
  spread: number;
  leaves: number;
}

interface Node {
  /** The game after the move into this node (and any moves that were the only choice). */
  readonly state: GameState;
  /** Who acts here; -1 once the game is over. */
  readonly actor: number;
  readonly legal: readonly Action[];
  /** Children by index into `legal`; expanded in the order of `order`. */
  readonly children: (Node | undefined)[];
  readonly order: number[];
  expanded: number;
  visits: number;
  /** Sum of the searching player's scores through this node. */
  total: number;
}

// Scratch event list: nobody reads a search's events.
const SINK_LIMIT = 256;

export class SearchTree {
  private readonly root: Node;
  private sink: GameEvent[] = [];

  /** `state` is a determinized game the tree owns; `legal` the real legal actions (the same in every world). */
  constructor(state: GameState, legal: readonly Action[], private readonly ctx: SearchContext) {
    this.root = this.node(state, legal);
  }

  /** Visits and total score of each root move. */
  rootStats(visits: Float64Array, totals: Float64Array): void {
    const ch = this.root.children;
    for (let i = 0; i < ch.length; i++) {
      const c = ch[i];
      if (c) { visits[i] += c.visits; totals[i] += c.total; }
    }
  }

  /** One iteration: select, expand one node, score it, back up. */
  iterate(): void {
    const path: Node[] = [this.root];
    let n = this.root;
    for (;;) {
      if (n.actor < 0) break;
      if (n.expanded < n.legal.length) {
        const i = n.order[n.expanded++];
        const child = this.expand(n, i);
        n.children[i] = child;
        path.push(child);
        n = child;
        break;
      }
      n = this.select(n);
      path.push(n);
    }
    const score = this.score(n);
    for (let k = 0; k < path.length; k++) { path[k].visits++; path[k].total += score; }
  }

  private node(state: GameState, legal?: readonly Action[]): Node {
    const over = state.winner !== null;
    const moves = over ? [] : (legal ?? legalActions(state));
    const order: number[] = [];
    for (let i = 0; i < moves.length; i++) order.push(i);
    shuffleInPlace(this.ctx.rng, order);
    const children: (Node | undefined)[] = [];
    for (let i = 0; i < moves.length; i++) children.push(undefined);
    return { state, actor: over ? -1 : actorOf(state), legal: moves, children, order, expanded: 0, visits: 0, total: 0 };
  }

  /** The child for move `i`: the game after it, and after every move that was then the only choice. */
  private expand(parent: Node, i: number): Node {
    const s = cloneState(parent.state);
    this.perform(s, parent.legal[i]);
    let legal = s.winner === null ? legalActions(s) : [];
    while (legal.length === 1) {
      this.perform(s, legal[0]);
      legal = s.winner === null ? legalActions(s) : [];
    }
    return this.node(s, legal);
  }

  /** UCT: the child with the best mean score for the player acting at `n`, plus an exploration bonus. */
  private select(n: Node): Node {
    const mine = n.actor === this.ctx.player;
    const logN = Math.log(n.visits);
    const c = this.ctx.exploration;
    let best: Node = n.children[0]!;
    let top = -Infinity;
    for (let i = 0; i < n.children.length; i++) {
      const ch = n.children[i]!;
      const mean = ch.total / ch.visits;
      const v = (mine ? mean : 1 - mean) + c * Math.sqrt(logN / ch.visits);
      if (v > top) { top = v; best = ch; }
    }
    return best;
  }

  /** The searching player's score of a new node: 1 / 0 / ½ for a finished game, else its evaluation after the rollout. */
  private score(n: Node): number {
    const ctx = this.ctx;
    let s = n.state;
    if (s.winner === null && ctx.rollout > 0) {
      s = cloneState(s);
      for (let k = 0; k < ctx.rollout && s.winner === null; k++) {
        const legal = legalActions(s);
        this.perform(s, legal[randInt(ctx.rng, legal.length)]);
      }
    }
    if (s.winner !== null) return s.winner === ctx.player ? 1 : s.winner === -1 ? 0.5 : 0;
    const d = ctx.evaluate(s, ctx.player) - ctx.base;
    ctx.spread += Math.abs(d);
    ctx.leaves++;
    return 1 / (1 + Math.exp(-d / ctx.scale));
  }

  private perform(s: GameState, a: Action): void {
    if (this.sink.length > SINK_LIMIT) this.sink = [];
    performAction(s, a, this.sink);
  }
}
