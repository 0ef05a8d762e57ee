// Per-card-pool lookup tables every ruleset uses (abilities by kind, printed keywords); built once per
// pool (core/pool.ts) and read on hot paths instead of filtering a def's abilities each time.

import type { AbilityDef, CardDef } from '../card-def.js';

export interface DefIndex {
  staticAbilities: AbilityDef[][];
  triggeredAbilities: AbilityDef[][];
  keywords: Set<string>[];
  /** What the pool's standing lines (static, eternal) can add at all: asking about anything else needs no scan. */
  standing: StandingReach;
  /** Per def: carries the 'burst' mark. */
  burst: boolean[];
  /** Per def: abilities used by choice ('activated' and 'action'). */
  usable: AbilityDef[][];
}

export interface StandingReach {
  /** Keywords some standing line grants (grantKeyword). */
  keywords: ReadonlySet<string>;
  /** Stats some standing line changes (modifyStat). */
  stats: ReadonlySet<string>;
  /** Keywords some standing line takes away (loseKeyword, 失去【X】: SLCG-KW-01's decision). */
  lost: ReadonlySet<string>;
  /** Some standing line changes what cards cost (costModifier, SLCG-CT-08). */
  costs: boolean;
  /** Per def: its standing lines that change what cards cost (most defs: none, the one shared empty list). */
  costLines: readonly (readonly AbilityDef[])[];
}

const NO_LINES: readonly AbilityDef[] = [];

function standingReach(lines: readonly AbilityDef[][]): StandingReach {
  const keywords = new Set<string>();
  const stats = new Set<string>();
  const lost = new Set<string>();
  for (const abs of lines)
    for (const ab of abs)
      for (const op of ab.effects) {
        if (op.op === 'grantKeyword') keywords.add(op.keyword);
        else if (op.op === 'modifyStat') stats.add(op.stat);
        else if (op.op === 'loseKeyword') lost.add(op.keyword);
      }
  const costLines = lines.map((abs) => {
    const own = abs.filter((ab) => ab.effects.some((op) => op.op === 'costModifier'));
    return own.length ? own : NO_LINES;
  });
  return { keywords, stats, lost, costs: costLines.some((l) => l.length > 0), costLines };
}

export function buildDefIndex(defs: readonly CardDef[]): DefIndex {
  const staticAbilities = defs.map((d) => d.abilities.filter((a) => a.kind === 'static' || a.kind === 'eternal'));
  return {
    staticAbilities,
    triggeredAbilities: defs.map((d) => d.abilities.filter((a) => a.kind === 'triggered' && a.timing)),
    keywords: defs.map((d) => new Set(d.keywords.map((k) => k.keyword))),
    standing: standingReach(staticAbilities),
    burst: defs.map((d) => d.marks.includes('burst')),
    usable: defs.map((d) => d.abilities.filter((a) => a.kind === 'activated' || a.kind === 'action')),
  };
}
