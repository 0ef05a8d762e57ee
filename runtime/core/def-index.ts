// Per-card-pool lookup tables (abilities by kind, printed keywords), built once per defs array and cached.

import type { AbilityDef, CardDef } from '../card-def.js';

export interface DefIndex {
  staticAbilities: AbilityDef[][];
  triggeredAbilities: AbilityDef[][];
  keywords: Set<string>[];
  anyStatic: boolean;
}

const cache = new WeakMap<readonly CardDef[], DefIndex>();

export function defIndex(defs: readonly CardDef[]): DefIndex {
  let x = cache.get(defs);
  if (!x) {
    const staticAbilities = defs.map((d) => d.abilities.filter((a) => a.kind === 'static' || a.kind === 'eternal'));
    x = {
      staticAbilities,
      triggeredAbilities: defs.map((d) => d.abilities.filter((a) => a.kind === 'triggered' && a.timing)),
      keywords: defs.map((d) => new Set(d.keywords.map((k) => k.keyword))),
      anyStatic: staticAbilities.some((a) => a.length > 0),
    };
    cache.set(defs, x);
  }
  return x;
}
