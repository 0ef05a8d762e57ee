// Which effect ops each ruleset's runtime executes, read from the runtime's op registries (the one
// source): an effect the card's game cannot run is a checker error (CS2014) rather than a refusal when
// the set is loaded for play. A ruleset whose runtime is not built yet has no registry, so nothing is
// refused for it here; `cardc play` refuses the whole set instead.
import type { RulesetId } from '../../grammar/index.js';
import type { CardDef } from '../../runtime/card-def.js';
import { cardProblem } from '../../runtime/core/pool.js';
import type { EffectResources, Ruleset } from '../../runtime/core/ruleset.js';
import {
  guanganRuleset,
  kalingRuleset,
  RULESET_OPS,
  RULESET_RESOURCES,
  slcgRuleset,
} from '../../runtime/rulesets/index.js';
import { RULESET_IDS } from '../../runtime/profiles/index.js';

export function hasRuntimeOp(ruleset: RulesetId, op: string): boolean {
  const ops = RULESET_OPS[ruleset];
  return !ops || ops.has(op);
}

/** Rulesets whose runtime runs the op, for the message. */
export function rulesetsWithOp(op: string): RulesetId[] {
  return RULESET_IDS.filter((r) => RULESET_OPS[r]?.has(op));
}

/** What 获得/失去N点X may name in the ruleset's runtime (the lists its pool reads). */
export function runtimeResources(ruleset: RulesetId): EffectResources {
  return RULESET_RESOURCES[ruleset];
}

/** Whether the ruleset's runtime runs `op` only on a standing line (SLCG 费用±N, 卡灵时代 耗能±N). */
export function standingOnlyOp(ruleset: RulesetId, op: string): boolean {
  return RULESET_OPS[ruleset]?.staticOnly(op) ?? false;
}

const RULESETS: Readonly<Record<RulesetId, Ruleset>> = {
  slcg: slcgRuleset as unknown as Ruleset,
  guangan: guanganRuleset as unknown as Ruleset,
  kaling: kalingRuleset as unknown as Ruleset,
};

/**
 * Why the ruleset's pool would refuse a lowered card (core/pool.ts cardProblem), or null. The checker's own checks
 * report every such case in the designer's words; lowering asks this too, so a case they miss is a build error
 * (CS4020) rather than a crash when the set is played.
 */
export function runtimeRefusal(ruleset: RulesetId, def: CardDef): string | null {
  return cardProblem(RULESETS[ruleset], def)?.reason ?? null;
}
