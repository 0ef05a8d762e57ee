// 改为 outside a 【光明】/【黑暗】 line (GA-RES-09): `对一个敌方角色造成2点法术伤害，若己方光暗值≥4，改为造成4点法术伤害` —
// the effect after 改为 takes the place of the same kind of effect right before it when its 若 holds. It is read as
// what a designer would write out in full, `选择…，若…，对其造成4点；否则对其造成2点`: the replacement first, on the
// base effect's target (designated once), then the base effect on 其 under 否则 (SLCG-TX-07's 若 / 否则).

import type { Ability, Effect, Target } from '../ast.js';
import { diag } from '../diagnostics.js';
import type { Ctx } from './items.js';

/** Rewrites each conditional 改为 of a line that is no variant; one it cannot read is CS1108. */
export function conditionalInstead(ability: Ability, ctx: Ctx): void {
  if (ability.variant) return;
  const fx = ability.effects;
  for (let k = 0; k < fx.length; k++) {
    const r = fx[k];
    if (!r.replaces) continue;
    const base = k > 0 ? fx[k - 1] : undefined;
    if (!r.condition || !base || base.op !== r.op || base.condition || base.replaces || base.otherwise) {
      ctx.diags.push(diag('CS1108', r.span, [ctx.text.slice(r.span.start, r.span.end)]));
      continue;
    }
    const { replaces: _r, ...rest } = r;
    const replacement: Effect = { ...rest, target: r.target ?? base.target };
    // The base effect acts on what the replacement designated (其), or on the same cards when nothing is designated.
    const after: Effect = { ...base, otherwise: true };
    if (base.target && designated(base.target))
      after.target = { kind: 'Target', span: base.target.span, ref: 'it', filters: [] };
    fx.splice(k - 1, 2, replacement, after);
  }
}

/** Whether a target designates cards (a number of them, chosen), rather than naming them (所有…, 其, 此角色). */
function designated(t: Target): boolean {
  return typeof t.count === 'number' && !t.ref;
}
