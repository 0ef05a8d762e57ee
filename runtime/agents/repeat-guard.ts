// A bot's bound on using one card the same way again and again in one turn. A rule may let an effect be used
// without end (卡灵时代: a 【启动】 effect with no limit whose cost 【永恒】 effects bring to 0, KL-RES-05,
// docs/rules-decisions.md); stopping is then the player's choice, and a one-ply score that counts each use
// (AP+1 until the turn ends) or cannot tell a use that changes nothing from ending the turn would never stop.
// Actions that name no card (pass, end the turn) are never bounded: they are how a player stops.

import type { Action } from '../core/ruleset.js';

/** How many times in one turn a bot takes one action on one card; the rest of the turn it does something else. */
export const REPEAT_LIMIT = 6;

export class RepeatGuard {
  private turn = -1;
  private readonly counts = new Map<string, number>();

  /**
   * The indices of `legal` a bot may still choose in turn `turn`, or null for all of them (nothing has reached
   * the limit, or everything has: then the limit gives way).
   */
  allowed(turn: number, legal: readonly Action[]): number[] | null {
    this.at(turn);
    if (this.counts.size === 0) return null;
    const out: number[] = [];
    for (let i = 0; i < legal.length; i++) {
      const k = keyOf(legal[i]);
      if (k === null || (this.counts.get(k) ?? 0) < REPEAT_LIMIT) out.push(i);
    }
    return out.length === legal.length || out.length === 0 ? null : out;
  }

  /** The bot took `a` in turn `turn`. */
  took(turn: number, a: Action): void {
    this.at(turn);
    const k = keyOf(a);
    if (k !== null) this.counts.set(k, (this.counts.get(k) ?? 0) + 1);
  }

  private at(turn: number): void {
    if (turn === this.turn) return;
    this.turn = turn;
    this.counts.clear();
  }
}

/** One string per distinct use of a card (its fields in the order the ruleset builds them), null for the rest. */
function keyOf(a: Action): string | null {
  return typeof a.card === 'number' ? JSON.stringify(a) : null;
}

/**
 * `pick` (an agent's choice among `legal`) asked only among the actions the guard still allows in `turn`; the
 * answer is an index into `legal`, and the guard records it.
 */
export function guardedPick(
  guard: RepeatGuard,
  turn: number,
  legal: readonly Action[],
  pick: (legal: readonly Action[]) => number,
): number {
  const allowed = guard.allowed(turn, legal);
  const i = allowed ? allowed[pick(allowed.map((j) => legal[j]))] : pick(legal);
  guard.took(turn, legal[i]);
  return i;
}
