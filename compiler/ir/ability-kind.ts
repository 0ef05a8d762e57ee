// What kind of ability an ability line is (runtime/card-def.ts AbilityKind), from its heads and its card: one
// answer for the lowering (the IR's `kind`) and the checker (which ops a standing line may hold, CS2039).
import type { Ability } from '../../grammar/index.js';
import type { AbilityKind, RulesetId } from '../../runtime/card-def.js';

/** Types whose text is what the card does when it resolves (unless 持续: then it stays in play). */
const PLAY_TYPES = new Set(['发生', '普通', '响应', '反制', '战术']);

/** What the kind depends on besides the line: the card's ruleset, main type, 持续 and marks. */
export interface KindOfCard {
  ruleset: RulesetId;
  type: string;
  continuous: boolean;
  marks: readonly string[];
}

export function abilityKind(card: KindOfCard, a: Ability): AbilityKind {
  if (card.ruleset === 'kaling') {
    if (a.effectKind) return a.effectKind.op;
    // KL-EF-02: an effect that says 当……时 is 瞬发 (docs/rules-decisions.md); 【攻击时】 is 当此卡攻击时.
    if (a.trigger || a.timing) return 'instant';
  }
  if (card.marks.includes('burst') && a.trigger) return 'burst';
  if (a.action) return 'action';
  if (PLAY_TYPES.has(card.type) && !card.continuous) return 'play';
  if (a.timing || a.trigger) return 'triggered';
  if (a.limits.length || a.costs.length) return 'activated';
  return 'static';
}
