// What an ability's printed cost owes: its compiled cost function's answer for a compiled set (effects/compiled.ts),
// else the IR's `costs` read as the same function would. The ruleset judges and pays the result (SLCG-CT-02,
// KL-RES-04..06), adding what changes a cost.

import type { AbilityDef } from '../card-def.js';
import type { Costs } from '../effects/api.js';
import type { GameState } from './state.js';

/** What a cost owes; a compiled cost names it through the Costs methods. */
class Owed implements Costs {
  /** 免费/免能: nothing is owed, and nothing may be added to it (KL-RES-04). */
  isFree = false;
  owedEnergy = 0;
  owedExtreme = 0;
  free(): void {
    this.isFree = true;
  }
  energy(n: number): void {
    this.owedEnergy += n;
  }
  extreme(n: number): void {
    this.owedExtreme += n;
  }
}

// One object, reused (costs are read on every legal-action pass): read it before the next call.
const owed = new Owed();

/** What `ab`'s printed cost owes. */
export function owedCost(
  s: GameState,
  ab: AbilityDef,
): { readonly isFree: boolean; readonly owedEnergy: number; readonly owedExtreme: number } {
  owed.isFree = false;
  owed.owedEnergy = 0;
  owed.owedExtreme = 0;
  const fn = s.pool?.compiled?.costs.get(ab);
  const k = ab.costs;
  if (fn) fn(owed, k);
  else if (k.free) owed.free();
  else {
    // What the generated function does for a cost that is not free (bodies.ts costLines).
    owed.energy(k.energy ?? 0);
    owed.extreme(k.extreme ?? 0);
  }
  return owed;
}
