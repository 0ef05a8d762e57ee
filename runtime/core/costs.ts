// Paying resource costs (energy, 极动能, stamina, …) from a player's counters.

/** The first resource the player lacks for `cost`, or null when it can be paid. */
export function missingResource(res: Readonly<Record<string, number>>, cost: Readonly<Record<string, number | undefined>>): string | null {
  for (const k in cost) {
    const need = cost[k] ?? 0;
    if (need > 0 && (res[k] ?? 0) < need) return k;
  }
  return null;
}

/** Deducts a cost that `missingResource` accepted. */
export function payCost(res: Record<string, number>, cost: Readonly<Record<string, number | undefined>>): void {
  for (const k in cost) {
    const need = cost[k] ?? 0;
    if (need > 0) res[k] = (res[k] ?? 0) - need;
  }
}
