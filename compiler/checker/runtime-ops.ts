// Which effect ops each ruleset's runtime executes. An effect the card's game cannot run is a
// checker error (CS2014) rather than a surprise at play time.
import type { RulesetId } from '../../grammar/index.js';

/** Ops every ruleset runs (shared core, runtime/effects/core-ops.ts). */
const COMMON = [
  'damage', 'destroy', 'banish', 'returnToHand', 'shuffleIntoDeck', 'search', 'topDeck', 'draw', 'gainResource',
  'grantKeyword', 'negate', 'modifyStat', 'costModifier', 'loseKeyword', 'loseResource', 'discard',
] as const;

/** Op → the rule that gives it meaning, per ruleset that has it beyond the common core. */
const EXTRA: Record<RulesetId, Record<string, string>> = {
  slcg: { push: 'SLCG-TX-06', heal: 'SLCG-TRM-04', tap: 'SLCG-TX-09', untap: 'SLCG-TRN-02' },
  kaling: { move: 'KL-MV-01', transfer: 'KL-MV-05', lockArea: 'KL-TX-07', restore: 'KL-TX-06', overSummon: 'KL-SUM-03' },
  guangan: { summon: 'GA-ZN-05', revive: 'GA-CHR-04', seal: 'GA-CHR-06', countdown: 'GA-CHR-05', recover: 'GA-CB-07', damageModifier: 'GA-CB-04' },
};

export function hasRuntimeOp(ruleset: RulesetId, op: string): boolean {
  return (COMMON as readonly string[]).includes(op) || op in EXTRA[ruleset];
}

/** Rulesets that run the op, for the message. */
export function rulesetsWithOp(op: string): RulesetId[] {
  return (['slcg', 'guangan', 'kaling'] as RulesetId[]).filter((r) => hasRuntimeOp(r, op));
}

export function opRule(ruleset: RulesetId, op: string): string | undefined {
  return EXTRA[ruleset][op];
}
