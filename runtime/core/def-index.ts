// Per-card-pool lookup tables every ruleset uses (abilities by kind, printed keywords); built once per
// pool (core/pool.ts) and read on hot paths instead of filtering a def's abilities each time.

import type { AbilityDef, CardDef } from '../card-def.js';

export interface DefIndex {
  staticAbilities: AbilityDef[][];
  triggeredAbilities: AbilityDef[][];
  keywords: Set<string>[];
  anyStatic: boolean;
  /** Per def: carries the 'burst' mark. */
  burst: boolean[];
  /** Per def: abilities used by choice ('activated' and 'action'). */
  usable: AbilityDef[][];
}

export function buildDefIndex(defs: readonly CardDef[]): DefIndex {
  const staticAbilities = defs.map((d) => d.abilities.filter((a) => a.kind === 'static' || a.kind === 'eternal'));
  return {
    staticAbilities,
    triggeredAbilities: defs.map((d) => d.abilities.filter((a) => a.kind === 'triggered' && a.timing)),
    keywords: defs.map((d) => new Set(d.keywords.map((k) => k.keyword))),
    anyStatic: staticAbilities.some((a) => a.length > 0),
    burst: defs.map((d) => d.marks.includes('burst')),
    usable: defs.map((d) => d.abilities.filter((a) => a.kind === 'activated' || a.kind === 'action')),
  };
}
