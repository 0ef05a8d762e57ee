// 常值最高的 / AP最低的 compare a card with the other cards a target takes (runtime/core/targeting.ts keepExtremes),
// so it means something only where a list of candidates is built: an effect's target or a condition's count. A
// trigger's subject (当常值最高的对方角色被消灭时) or a 降临 material is judged one card at a time, where the
// superlative would hold for every card: CS2160 (SLCG-TG-01, GA-TG-01, KL-TG-01).
import type { Ability, Field, Filter, Target } from '../../../grammar/index.js';
import type { CheckContext } from '../context.js';
import { check, type ValidationChecks } from './registry.js';

const TARGET_RULE = { slcg: 'SLCG-TG-01', guangan: 'GA-TG-01', kaling: 'KL-TG-01' } as const;

function report(t: Target | undefined, where: { zh: string; en: string }, ctx: CheckContext): void {
  for (const f of t?.filters ?? []) {
    if (f.filter !== 'extreme' || ctx.hasForeign(f.span)) continue;
    ctx.report(f.span, [ctx.textOf(f.span), where.zh, where.en, example(f, ctx)], TARGET_RULE[ctx.ruleset]);
  }
}

/** The comparison to write instead, in the card's own words: 常值最高 → 常值3以上. */
function example(f: Filter & { filter: 'extreme' }, ctx: CheckContext): string {
  const stat = ctx.textOf(f.span).replace(/最[高低大小多少]$/, '');
  return `${stat}3${f.which === 'max' ? '以上' : '以下'}`;
}

const inTrigger = check<Ability>('CS2160', '', (a, ctx) =>
  report(a.trigger?.subject, { zh: '时机的对象', en: "a trigger's subject" }, ctx),
);

const inMaterial = check<Field>('CS2160', '', (f, ctx) => {
  if (f.value.kind !== 'Summon') return;
  for (const o of f.value.options)
    if (o.kind === 'material') report(o.target, { zh: '降临的素材', en: 'a 降临 material' }, ctx);
});

export const superlativeChecks: ValidationChecks = { Ability: [inTrigger], Field: [inMaterial] };
