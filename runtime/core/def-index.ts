// Per-card-pool lookup tables (abilities by kind, printed keywords), built once per defs array and cached.

import type { AbilityDef, CardDef } from '../card-def.js';

export interface DefIndex {
  staticAbilities: AbilityDef[][];
  triggeredAbilities: AbilityDef[][];
  keywords: Set<string>[];
  anyStatic: boolean;
  /** Event types some triggered ability of the pool listens to (timing names as written). */
  triggerTimings: Set<string>;
  /** Per def: carries the 'burst' mark. */
  burst: boolean[];
  /** Per def: abilities used by choice ('activated' and 'action'). */
  usable: AbilityDef[][];
}

const cache = new WeakMap<readonly CardDef[], DefIndex>();
let lastDefs: readonly CardDef[] | null = null;
let lastIndex: DefIndex | null = null;

export function defIndex(defs: readonly CardDef[]): DefIndex {
  if (defs === lastDefs) return lastIndex!;
  let x = cache.get(defs);
  if (!x) {
    const staticAbilities = defs.map((d) => d.abilities.filter((a) => a.kind === 'static' || a.kind === 'eternal'));
    x = {
      staticAbilities,
      triggeredAbilities: defs.map((d) => d.abilities.filter((a) => a.kind === 'triggered' && a.timing)),
      keywords: defs.map((d) => new Set(d.keywords.map((k) => k.keyword))),
      anyStatic: staticAbilities.some((a) => a.length > 0),
      triggerTimings: new Set(defs.flatMap((d) => d.abilities.filter((a) => a.kind === 'triggered' && a.timing).map((a) => a.timing!.event as string))),
      burst: defs.map((d) => d.marks.includes('burst')),
      usable: defs.map((d) => d.abilities.filter((a) => a.kind === 'activated' || a.kind === 'action')),
    };
    cache.set(defs, x);
  }
  lastDefs = defs;
  lastIndex = x;
  return x;
}
