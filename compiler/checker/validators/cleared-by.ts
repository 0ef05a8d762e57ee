// 当此卡灵被效果清除时 / 被战斗清除时 (Timing.clearedBy): 卡灵时代 tells a clearing by its kind — battle, effect or GP
// (KL-TX-01, KL-CB-10, KL-CT-05) — and its runtime's 'destroyed' event says which. The other games' destructions are
// not told apart so: the narrowing would never be judged there, an error rather than a line that never wakes.
import type { Ability } from '../../../grammar/index.js';
import { META_RULE, SHORT_NAME } from '../ruleset-words.js';
import { check, type ValidationChecks } from './registry.js';

const clearedByElsewhere = check<Ability>('CS2243', '', (a, ctx) => {
  const t = a.trigger;
  if (!t?.clearedBy || ctx.ruleset === 'kaling' || ctx.hasForeign(t.span)) return;
  ctx.report(t.span, [ctx.textOf(t.span), SHORT_NAME[ctx.ruleset]], META_RULE[ctx.ruleset]);
});

export const clearedByChecks: ValidationChecks = { Ability: [clearedByElsewhere] };
