// Which effect ops each ruleset's runtime executes, read from the runtime's op registries (the one
// source): an effect the card's game cannot run is a checker error (CS2014) rather than a refusal when
// the set is loaded for play. A ruleset whose runtime is not built yet has no registry, so nothing is
// refused for it here; `cardc play` refuses the whole set instead.
import type { RulesetId } from '../../grammar/index.js';
import { RULESET_OPS } from '../../runtime/rulesets/index.js';
import { RULESET_IDS } from '../../runtime/profiles/index.js';

export function hasRuntimeOp(ruleset: RulesetId, op: string): boolean {
  const ops = RULESET_OPS[ruleset];
  return !ops || ops.has(op);
}

/** Rulesets whose runtime runs the op, for the message. */
export function rulesetsWithOp(op: string): RulesetId[] {
  return RULESET_IDS.filter((r) => RULESET_OPS[r]?.has(op));
}
