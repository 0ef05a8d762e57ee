// Hands out the card instances of a freshly made game by owner and name, lowest id first and each once, so a
// board builder places n cards in O(n) (a scan of every unused instance per card made a 100,000-card board hang).
import type { GameState } from '../../../runtime/index.js';

export interface Instances {
  /** The next unused instance of `name` owned by player `p`; undefined when there is none left. */
  take(p: number, name: string): number | undefined;
  /** Whether the instance has not been handed out. */
  unused(id: number): boolean;
}

export function instancesOf(s: GameState): Instances {
  const byKey = new Map<string, number[]>();
  const next = new Map<string, number>();
  const used = new Uint8Array(s.cards.length);
  for (const c of s.cards) {
    const key = `${c.owner}\u0000${s.defs[c.def].name}`;
    const list = byKey.get(key);
    if (list) list.push(c.id);
    else byKey.set(key, [c.id]);
  }
  return {
    take(p, name) {
      const key = `${p}\u0000${name}`;
      const list = byKey.get(key);
      const i = next.get(key) ?? 0;
      if (!list || i >= list.length) return undefined;
      next.set(key, i + 1);
      used[list[i]] = 1;
      return list[i];
    },
    unused: (id) => !used[id],
  };
}

/**
 * Takes instances out of a freshly made game, before its board is set: the others keep their order and are numbered
 * again (an id is an index into `cards`), in the zones too. The records become plain ones, copied on their first write.
 */
export function dropInstances(s: GameState, drop: ReadonlySet<number>): void {
  if (!drop.size) return;
  const renumbered = new Int32Array(s.cards.length).fill(-1);
  const kept = s.cards.filter((c) => !drop.has(c.id));
  kept.forEach((c, id) => (renumbered[c.id] = id));
  s.cards = kept.map((c, id) => ({ ...c, id }));
  for (const pl of s.players)
    pl.zones = pl.zones.map((z) => z.filter((id) => !drop.has(id)).map((id) => renumbered[id]));
}
