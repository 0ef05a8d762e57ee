// 无效 on a triggered ability (SLCG, 光暗): a triggered link goes on the chain above the link its event belonged to
// and resolves first, so it can cancel that link only while it is still on the chain, unresolved. An attack is
// (SLCG-CB-07: declared, answered, then resolved; GA-CB-01 the sortie resolves when the chain on it does): 无效那次攻击
// under 【被攻击时】 / 当…攻击时 cancels it (runtime/core/driver/triggers.ts records the link). Every other event a
// trigger wakes on has already happened (a 创伤 received, a card entered, a card played before its link is built), so
// 无效 there would cancel nothing: what answers such a thing before it happens is a 突发 card (SLCG-CT-07) or a
// 响应/反制 card used from hand or set (GA-CH-01); a 持续 one's lines are triggers once it lies in the 用牌区.
import type { Ability, Effect, Span } from '../../../grammar/index.js';
import { abilityKind } from '../../ir/ability-kind.js';
import type { CheckContext } from '../context.js';
import { check } from './registry.js';

/** The line whose timing and kind `a` has: GA-RES-09 a 【光明】/【黑暗】 line without a timing is its base line's. */
function timedLine(a: Ability, ctx: CheckContext): Ability {
  if (!a.variant || a.trigger || a.timing) return a;
  const before = ctx.card.abilities.slice(0, ctx.card.abilities.indexOf(a)).filter((b) => !b.variant);
  return before[before.length - 1] ?? a;
}

/** Whether the line wakes as a trigger: SLCG-TRN-08 a 发生 card's timed line too (runtime slcgWakes). */
function wakesAsTrigger(a: Ability, ctx: CheckContext): boolean {
  const card = {
    ruleset: ctx.ruleset,
    type: ctx.type.name,
    continuous: ctx.type.continuous,
    marks: ctx.marks.map((m) => m.id),
  };
  const kind = abilityKind(card, a);
  if (kind === 'triggered') return true;
  return ctx.ruleset === 'slcg' && kind === 'play' && ctx.type.name === '发生' && !!(a.trigger || a.timing);
}

export const triggeredNegate = check<Effect>('CS2150', '', (e, ctx) => {
  const own = ctx.ability;
  if (e.op !== 'negate' || !own || !ctx.type.name || ctx.hasForeign(e.span)) return;
  const a = timedLine(own, ctx);
  if (!wakesAsTrigger(a, ctx)) return;
  const event = a.trigger?.event ?? a.timing?.op;
  if ((event === 'attack' || event === 'attacked') && e.target?.ref === 'attack') return;
  // GA-CH-04: a 光暗 card being used is a link still being built when its 发动 wakes a line in force, which goes on
  // the chain above it: 无效那张卡牌 there cancels it (runtime/rulesets/guangan/perform.ts tells it after the link).
  if (ctx.ruleset === 'guangan' && event === 'cardActivated' && e.target?.ref === 'card') return;
  const slcg = ctx.ruleset === 'slcg';
  const fixes: { title: string; titleEn: string; edits: { span: Span; newText: string }[] }[] = [];
  // SLCG-CT-07: a 发生 card with a 当…时 line becomes a 突发 card, played in the window before the event happens.
  const type = ctx.fields.get('type');
  if (slcg && ctx.type.name === '发生' && a.trigger && type && ctx.lacksMark('burst'))
    fixes.push({
      title: '改为【突发】卡',
      titleEn: 'make it a 【突发】 card',
      edits: [{ span: { start: type.value.span.end, end: type.value.span.end }, newText: ' 【突发】' }],
    });
  ctx.report(
    e.span,
    [
      ctx.textOf(e.span),
      slcg ? '【突发】发生卡' : '不带“持续”的响应卡或反制卡',
      slcg ? 'a 【突发】 event card' : 'a response (响应) or counter (反制) card that is not 持续',
    ],
    slcg ? 'SLCG-CT-07' : 'GA-CH-01',
    { fixes },
  );
});
