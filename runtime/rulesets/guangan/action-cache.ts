// Interned 光暗 actions: legal-action enumeration runs once per decision and would otherwise allocate a fresh object
// per candidate. One frozen object per (type, card, …) is shared by every state of a pool's games; agents and
// replays treat them as read-only. The cache belongs to the pool (GuanganTables.actions), not to the module.

import type { GuanganOwnAction } from './actions.js';

type A<T extends GuanganOwnAction['type']> = Extract<GuanganOwnAction, { type: T }>;

export const END_PHASE: A<'endPhase'> = Object.freeze({ type: 'endPhase' });

export class GuanganActionCache {
  private readonly uses: A<'use'>[] = [];
  private readonly sets: A<'set'>[] = [];
  private readonly replacing: A<'use'>[][] = [];
  // Sortie targets are instance ids ≥ 0 or playerRef(p) ∈ {-1, -2}: stored at target + 2.
  private readonly sorties: A<'sortie'>[][] = [];

  use(card: number): A<'use'> {
    return this.uses[card] ?? (this.uses[card] = Object.freeze({ type: 'use', card }));
  }
  useReplacing(card: number, replace: number): A<'use'> {
    const row = this.replacing[card] ?? (this.replacing[card] = []);
    return row[replace] ?? (row[replace] = Object.freeze({ type: 'use', card, replace }));
  }
  set(card: number): A<'set'> {
    return this.sets[card] ?? (this.sets[card] = Object.freeze({ type: 'set', card }));
  }
  sortie(attacker: number, target: number): A<'sortie'> {
    const row = this.sorties[attacker] ?? (this.sorties[attacker] = []);
    return row[target + 2] ?? (row[target + 2] = Object.freeze({ type: 'sortie', attacker, target }));
  }
}
