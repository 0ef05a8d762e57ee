// The search tree of one decision (information-set UCT): one tree over several determinized worlds (games dealt
// from the searcher's view). Iteration i plays in world i mod W: it walks down the moves that look best for
// whoever acts at each node — among the moves that world allows, the other player's hand differing from world to
// world — adds one node, scores it (after a few random moves, if asked) and backs the score up. So every
// statistic is a vote of all the deals, and the tree grows as deep as one world's would. Scores are the
// searching player's, in [0, 1].

import { actorOf, legalActions, performAction } from '../core/driver/index.js';
import type { GameEvent } from '../core/events.js';
import { randInt, type RngState } from '../core/rng.js';
import type { Action } from '../core/ruleset.js';
import { cloneState, type GameState } from '../core/state.js';
import type { Evaluator } from './greedy-agent.js';

/** What one search shares across its worlds and iterations. */
export interface SearchContext {
  /** The searching player: scores are theirs. */
  readonly player: number;
  readonly evaluate: Evaluator;
  readonly rng: RngState;
  /** UCT exploration constant. */
  readonly exploration: number;
  /** Random moves played from a new node before it is scored. */
  readonly rollout: number;
  /** The searching player's evaluation of the root (in the first world): leaves are scored against it. */
  base: number;
  /** How much evaluation difference makes a clear advantage: the score is sigmoid((eval − base) / scale). */
  readonly scale: number;
  /** Sum of |eval − base| over the leaves scored, and how many (the agent tunes `scale` from them). */
  spread: number;
  leaves: number;
}

interface Node {
  /** The move into this node (null at the root). Actions are interned per card pool, so a move is the same object in every world. */
  readonly move: Action | null;
  /** Per world: the game at this node (after the move, and after any moves that were then the only choice), kept
   *  once the node is reached a second time in that world; a node reached once is played again from its parent. */
  readonly states: (GameState | null)[];
  /** Per world: who acts here (-1: the game is over) and the legal moves, once known. */
  readonly actors: number[];
  readonly legal: (readonly Action[] | null)[];
  /**
   * Children by who moves and the move. Who acts next can differ between worlds (a window the driver passes for a
   * player with no answer in one deal is that player's decision in another), and a pass is a pass whoever passes.
   */
  readonly children: [Map<Action, Node>, Map<Action, Node>];
  visits: number;
  /** Sum of the searching player's scores through this node. */
  total: number;
  /** Times this node was a move its parent could choose when one was chosen (UCT over changing move sets). */
  avail: number;
}

// Scratch event list: nobody reads a search's events.
const SINK_LIMIT = 256;
const NO_MOVES: readonly Action[] = Object.freeze([]);

export class SearchTree {
  private readonly root: Node;
  private sink: GameEvent[] = [];
  private readonly worlds: number;

  /** `worlds` are determinized games the tree owns; `legal` the real legal actions (the same in every world). */
  constructor(
    worlds: readonly GameState[],
    private readonly rootLegal: readonly Action[],
    private readonly ctx: SearchContext,
  ) {
    this.worlds = worlds.length;
    this.root = this.node(null);
    for (let w = 0; w < worlds.length; w++) {
      this.root.states[w] = worlds[w];
      this.root.actors[w] = actorOf(worlds[w]);
      this.root.legal[w] = rootLegal;
    }
  }

  /** Visits and total score of each root move (by index into the legal actions). */
  rootStats(visits: Float64Array, totals: Float64Array): void {
    const mine = this.root.children[this.ctx.player];
    for (let i = 0; i < this.rootLegal.length; i++) {
      const c = mine.get(this.rootLegal[i]);
      if (c) {
        visits[i] += c.visits;
        totals[i] += c.total;
      }
    }
  }

  /** One iteration in world `w`: select, expand one node, score it, back up. */
  iterate(w: number): void {
    const path: Node[] = [this.root];
    let n = this.root;
    // The game at `n` in this world: a kept state (never changed), or this iteration's own copy (`own`).
    let s = n.states[w]!;
    let own = false;
    for (;;) {
      if (n.actors[w] < 0) break;
      const { child, fresh } = this.choose(n, n.actors[w], n.legal[w]!);
      if (fresh || !child.states[w]) {
        if (!own) {
          s = cloneState(s);
          own = true;
        }
        const legal = this.play(s, child.move!);
        if (child.legal[w] === null) {
          child.actors[w] = s.winner === null ? actorOf(s) : -1;
          child.legal[w] = legal;
        }
        // Passed through (not a new leaf): kept for this world; the next change copies it.
        if (!fresh) {
          child.states[w] = s;
          own = false;
        }
      } else {
        s = child.states[w]!;
        own = false;
      }
      path.push(child);
      n = child;
      if (fresh) break;
    }
    const score = this.score(s, own);
    for (let k = 0; k < path.length; k++) {
      path[k].visits++;
      path[k].total += score;
    }
  }

  private node(move: Action | null): Node {
    const states: (GameState | null)[] = [],
      actors: number[] = [],
      legal: (readonly Action[] | null)[] = [];
    for (let w = 0; w < this.worlds; w++) {
      states.push(null);
      actors.push(-2);
      legal.push(null);
    }
    return { move, states, actors, legal, children: [new Map(), new Map()], visits: 0, total: 0, avail: 0 };
  }

  /**
   * The move `actor` follows at `n` among `legal` (this world's): one never tried here yet, at random, else the UCT
   * choice — mean score for `actor` plus an exploration bonus that grows with how often the move could have been
   * chosen. Every move of `legal` already in the tree counts this as a time it was available.
   */
  private choose(n: Node, actor: number, legal: readonly Action[]): { child: Node; fresh: boolean } {
    const kids = n.children[actor];
    let untried = 0;
    for (let i = 0; i < legal.length; i++) {
      const ch = kids.get(legal[i]);
      if (ch) ch.avail++;
      else untried++;
    }
    if (untried > 0) {
      let k = randInt(this.ctx.rng, untried);
      for (let i = 0; i < legal.length; i++) {
        if (kids.has(legal[i]) || k-- > 0) continue;
        const child = this.node(legal[i]);
        child.avail = 1;
        kids.set(legal[i], child);
        return { child, fresh: true };
      }
    }
    const mine = actor === this.ctx.player;
    const c = this.ctx.exploration;
    let best: Node | null = null;
    let top = -Infinity;
    for (let i = 0; i < legal.length; i++) {
      const ch = kids.get(legal[i])!;
      const mean = ch.total / ch.visits;
      const v = (mine ? mean : 1 - mean) + c * Math.sqrt(Math.log(ch.avail) / ch.visits);
      if (v > top) {
        top = v;
        best = ch;
      }
    }
    return { child: best!, fresh: false };
  }

  /**
   * Plays `a`, then every move that is then the only choice (the tree has no node for a move nobody chooses);
   * returns the legal moves where it stops (none once the game is over).
   */
  private play(s: GameState, a: Action): readonly Action[] {
    this.perform(s, a);
    for (;;) {
      if (s.winner !== null) return NO_MOVES;
      const legal = legalActions(s);
      if (legal.length !== 1) return legal;
      this.perform(s, legal[0]);
    }
  }

  /**
   * The searching player's score of the game `state` at a new node: 1 / 0 / ½ for a finished game, else its
   * evaluation after the rollout (played on `state` itself when it is this iteration's own copy).
   */
  private score(state: GameState, own: boolean): number {
    const ctx = this.ctx;
    let s = state;
    if (s.winner === null && ctx.rollout > 0) {
      if (!own) s = cloneState(s);
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
