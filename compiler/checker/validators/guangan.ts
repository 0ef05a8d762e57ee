// Checks of 光暗 cards: 持续 on the type line, 词条 on the cards that carry them, 瞬发 with 蓄力,
// activation conditions of 响应/反制 cards, and 【光明】/【黑暗】 lines.
import type { Ability } from '../../../grammar/index.js';
import { implicitSelf, typeEn } from './common.js';
import { check, type ValidationChecks } from './registry.js';

// GA-CT-07: 持续 qualifies 普通, 响应 or 反制; it is not a type of its own.
const continuousAlone = check<null>('CS2034', 'GA-CT-07', (_n, ctx) => {
  const t = ctx.type;
  if (t.cont && !t.main.length) ctx.report(t.cont.span);
});

// GA-CT-07: 持续 combines with the types its profile lists.
const continuousType = check<null>('CS2035', 'GA-CT-07', (_n, ctx) => {
  const t = ctx.type;
  if (!t.cont || !t.name) return;
  const mod = ctx.profile.typeModifiers.find((m) => m.id === 'continuous');
  if (mod && !mod.combinesWith.includes(t.name)) ctx.report(t.cont.span, [t.name, typeEn(t.name)], mod.rule);
});

// GA-KW-05/06: 光环 and 暴击 are on characters and summons.
const keywordsOnCharacters = check<null>('CS2007', 'GA-KW-05', (_n, ctx) => {
  const type = ctx.type.name;
  if (!type) return;
  for (const s of ctx.card.statics) {
    // 词条 that are marks (咒术 符术 蓄力) are checked with the type line, not as 特性.
    if (!ctx.allowed(s.id) || ctx.profile.marks.some((m) => m.id === s.op)) continue;
    if (type !== '角色' && type !== '召唤物') ctx.report(s.span, [s.text, type, typeEn(type)]);
  }
});

// GA-KW-03 / GA-KW-04: 瞬发 makes the card free, 蓄力 adds one; together they contradict.
const instantAndCharge = check<null>('CS2008', 'GA-KW-04', (_n, ctx) => {
  const charge = ctx.marks.find((m) => m.id === 'charge');
  if (charge && ctx.marks.some((m) => m.id === 'instant')) ctx.report(charge.span);
});

// GA-CH-01 / GA-CT-03 / GA-CT-04: response and counter cards are activated only when their condition holds.
const conditionOfAnswers = check<null>('CS2023', '', (_n, ctx) => {
  const type = ctx.type.name;
  if ((type !== '响应' && type !== '反制') || !ctx.card.abilities.length || ctx.card.abilities.some((a) => a.trigger))
    return;
  ctx.report(
    ctx.fields.get('type')!.value.span,
    [type, ctx.card.name, typeEn(type)],
    type === '响应' ? 'GA-CT-03' : 'GA-CT-04',
  );
});

// GA-KW-03: 【瞬发】 is a 词条 of the card (it costs no stamina); at the head of ability text it would mean nothing.
const instantOnAbility = check<Ability>('CS2038', 'GA-KW-03', (a, ctx) => {
  if (a.effectKind) ctx.report(a.effectKind.span, [a.effectKind.text]);
});

// GA-RES-09: an enhancement line holds the enhanced effect.
const variantWithEffect = check<Ability>('CS2029', 'GA-RES-09', (a, ctx) => {
  if (a.variant && a.effects.length === 0) ctx.report(a.variant.span);
});

// GA-META-01: an effect that names no target acts on its card, which must be a character or summon in play.
const implicitSelfTarget = implicitSelf('GA-META-01', {
  types: ['角色', '召唤物'],
  damageTypes: ['角色', '召唤物'],
  damageTarget: '对一个敌方角色',
  ownTarget: '令一个己方角色',
});

export const guanganChecks: ValidationChecks = {
  Card: [continuousAlone, continuousType, keywordsOnCharacters, instantAndCharge, conditionOfAnswers],
  Ability: [instantOnAbility, variantWithEffect],
  Effect: [implicitSelfTarget],
};
