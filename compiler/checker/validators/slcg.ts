// Checks of 萨姆传奇 SLCG cards: 突发 and 特征, 特性 on characters, 费用减免, ability shapes (sides,
// 【行动】, 【消灭时】), standing cost changes, clause conditions, damage and pushes.
import type { Ability, Effect, Field, KeywordRef } from '../../../grammar/index.js';
import { abilityKind } from '../../ir/ability-kind.js';
import type { CheckContext } from '../context.js';
import { implicitSelf, outOfRange, typeEn } from './common.js';
import { check, type ValidationChecks } from './registry.js';

const kwName = (k: KeywordRef) => `【${k.text}】`;

/** 登场时 and 消灭时 are the card's own moments (SLCG-TX-02). */
const OWN_MOMENTS = new Set(['enter', 'destroyed']);

// SLCG-CT-07: a 突发 card is played from hand when its trigger condition holds.
const burstNeedsTrigger = check<null>('CS2006', 'SLCG-CT-07', (_n, ctx) => {
  const burst = ctx.marks.find((m) => m.id === 'burst');
  if (burst && !ctx.card.abilities.some((a) => a.trigger)) ctx.report(burst.span, [ctx.card.name]);
});

// SLCG-CT-04: a card has 0–2 特征.
const traitCount = check<null>('CS2020', 'SLCG-CT-04', (_n, ctx) => {
  const traits = ctx.fields.get('traits');
  if (traits?.value.kind === 'Names' && traits.value.names.length > 2)
    ctx.report(traits.value.span, [ctx.card.name, traits.value.names.length]);
});

// SLCG-KW-11: every 特性 is a character's (tapping, battle, buffs, 驻足).
const keywordsOnCharacters = check<null>('CS2007', 'SLCG-KW-11', (_n, ctx) => {
  const type = ctx.type.name;
  if (!type || type === '角色') return;
  for (const s of ctx.card.statics) if (ctx.allowed(s.id)) ctx.report(s.span, [s.text, type, typeEn(type)]);
});

// SLCG-CT-08: a reduction of 0 reduces nothing (CS2004); more than the cost is clamped at 0 (CS2025).
const reductionAtLeastOne = check<Field>('CS2004', 'SLCG-CT-08', (f, ctx) => {
  if (f.value.kind === 'CostReduction')
    outOfRange(ctx, '费用减免', f.value.amount, f.value.span, { min: 1, rule: 'SLCG-CT-08' });
});

const reductionOverCost = check<Field>('CS2025', 'SLCG-CT-08', (f, ctx) => {
  if (f.value.kind !== 'CostReduction') return;
  const cost = ctx.fields.get('cost');
  if (cost?.value.kind === 'Cost' && f.value.amount > cost.value.energy)
    ctx.report(f.value.span, [f.value.amount, cost.value.energy]);
});

// SLCG-TX-02: the prefix says in whose turn an ability applies; 登场时/消灭时 are this card's own moments.
const sideOnOwnMoment = check<Ability>('CS2015', 'SLCG-TX-02', (a, ctx) => {
  if (a.side && a.side.op !== 'self' && a.timing && OWN_MOMENTS.has(a.timing.op))
    ctx.report(a.side.span, [a.side.text, kwName(a.timing)]);
});

// SLCG-TX-02: a prefix only qualifies 【一回合一次】, turn start/end or a 当…时 trigger.
const sideOnPlainText = check<Ability>('CS2031', 'SLCG-TX-02', (a, ctx) => {
  if (a.side && !a.timing && !a.trigger && !a.limits.length && !a.action) ctx.report(a.side.span, [a.side.text]);
});

// SLCG-KW-02: 【行动】 taps this character; other card types are never tapped for abilities.
const actionOnCharacter = check<Ability>('CS2016', 'SLCG-KW-02', (a, ctx) => {
  const type = ctx.type.name;
  if (a.action && type && type !== '角色') ctx.report(a.action.span, [type, typeEn(type)]);
});

// SLCG-KW-02: 【行动】 is used by choice; a triggered ability does not tap.
const actionWithTiming = check<Ability>('CS2032', 'SLCG-KW-02', (a, ctx) => {
  if (a.action && (a.timing || a.trigger))
    ctx.report(a.action.span, [a.action.text, a.timing ? kwName(a.timing) : '“当…时”']);
});

// SLCG-TX-03: 发生牌 go to the discard at turn end without being destroyed.
const destroyedOnEvent = check<Ability>('CS2021', 'SLCG-TX-03', (a, ctx) => {
  if (a.timing?.op === 'destroyed' && ctx.type.name === '发生') ctx.report(a.timing.span);
});

// SLCG-CT-08: the runtime applies 费用±N while its source stands in a main area (a standing line of a
// 角色 or 场景); a one-shot cost change would do nothing.
const standingCostChange = check<Ability>('CS2026', 'SLCG-CT-08', (a, ctx) => {
  const standing =
    !a.timing && !a.trigger && !a.action && !a.limits.length && !a.costs.length && ctx.type.name !== '发生';
  if (standing) return;
  for (const e of a.effects) if (e.op === 'costModifier') ctx.report(e.span);
});

// SLCG-TRN-08 / SLCG-CT-05: a 发生 card lies in its main area only from its resolution to the end of that turn, where
// its timed lines wake; 【回合开始时】 never comes then, nor the other player's 回合结束时 for a card played in one's
// own 主要阶段 (a 突发 card may be played in the other player's turn, and lie there at its end).
const turnMomentOnEvent = check<Ability>('CS2052', 'SLCG-TRN-08', (a, ctx) => {
  const t = a.timing;
  if (!t || ctx.type.name !== '发生') return;
  const burst = ctx.marks.some((m) => m.id === 'burst');
  const never = t.op === 'turnStart' || (t.op === 'turnEnd' && a.side?.op === 'opponent' && !burst);
  if (!never) return;
  // The side head with it (【对方回合结束时】, 【对方】【回合结束时】).
  const span = a.side && a.side.span.start < t.span.start ? { start: a.side.span.start, end: t.span.end } : t.span;
  const text = `【${ctx.textOf(span)}】`;
  ctx.report(span, [text, text]);
});

const KIND_ZH: Readonly<Record<string, [string, string]>> = {
  scene: ['场景', 'a scene'],
  player: ['玩家', 'a player'],
  card: ['卡牌', 'any card'],
  area: ['区域', 'an area'],
  device: ['设备', 'a device'],
};

// SLCG-TX-05: ability damage is dealt to characters only.
const damageToCharacters = check<Effect>('CS2024', 'SLCG-TX-05', (e, ctx) => {
  const k = e.target?.cardKind;
  if (e.op !== 'damage' || !k || k === 'character') return;
  const [zh, en] = KIND_ZH[k] ?? [k, k];
  // SLCG-TRM-01: what a player receives is 创伤.
  const trauma = `令对方受到${e.amount ?? 1}点创伤`;
  const fixes =
    k === 'player' && e.target!.side === 'opponent' && !e.damageType
      ? [{ title: `改为“${trauma}”`, titleEn: `replace with "${trauma}"`, edits: [{ span: e.span, newText: trauma }] }]
      : [];
  ctx.report(e.target!.span, [zh, en], undefined, { fixes });
});

// SLCG-TX-06 / SLCG-ZN-07: the track runs 0..victoryTarget.
const pushRange = check<Effect>('CS2004', 'SLCG-TX-06', (e, ctx: CheckContext) => {
  if (e.op !== 'push' || e.amount === undefined) return;
  const vt = ctx.param('victoryTarget') ?? 15;
  if (e.amount === 0 || Math.abs(e.amount) > vt) ctx.report(e.span, [e.verb.text, e.amount, `±1–${vt}`, `±1–${vt}`]);
});

// SLCG-TG-01: an ability designates its targets; one that names none acts on its card, which must be a 角色 (or a
// 场景, but never for damage, SLCG-TX-05) on the field.
const implicitSelfTarget = implicitSelf('SLCG-TG-01', {
  types: ['角色', '场景'],
  damageTypes: ['角色'],
  damageTarget: '对一个对方角色',
  ownTarget: '令一个己方角色',
});

/** Whether the ability is used by choice (【一回合一次】, 【行动】): in SLCG only in the own 主要阶段 (SLCG-TRN-04). */
function usedByChoice(a: Ability, ctx: CheckContext): boolean {
  const card = { ruleset: ctx.ruleset, type: ctx.type.name, continuous: false, marks: ctx.marks.map((m) => m.id) };
  const kind = abilityKind(card, a);
  return kind === 'activated' || kind === 'action';
}

/** Deletes the side head with its 【】 when it stands alone in them. */
function dropSide(a: Ability, ctx: CheckContext) {
  const s = a.side!.span;
  const alone = ctx.text[s.start - 1] === '【' && ctx.text[s.end] === '】';
  const span = alone ? { start: s.start - 1, end: s.end + 1 } : s;
  const text = ctx.textOf(span);
  return [{ title: `删去“${text}”`, titleEn: `remove "${text}"`, edits: [{ span, newText: '' }] }];
}

// SLCG-LIM-01 / SLCG-TX-02: an activated ability is used in the own 主要阶段 only (the runtime has no window in the
// other player's turn where one is used): with 【对方】 it could never be used, with 【双方】 the prefix adds nothing.
const sideOnActivated = check<Ability>('CS2042', 'SLCG-LIM-01', (a, ctx) => {
  if (a.side?.op === 'opponent' && usedByChoice(a, ctx))
    ctx.report(a.side.span, [a.side.text], undefined, { fixes: dropSide(a, ctx) });
});

const bothOnActivated = check<Ability>('CS2043', 'SLCG-LIM-01', (a, ctx) => {
  if (a.side?.op === 'both' && usedByChoice(a, ctx))
    ctx.report(a.side.span, [a.side.text], undefined, { fixes: dropSide(a, ctx) });
});

export const slcgChecks: ValidationChecks = {
  Card: [burstNeedsTrigger, traitCount, keywordsOnCharacters],
  Field: [reductionAtLeastOne, reductionOverCost],
  Ability: [
    sideOnOwnMoment,
    sideOnPlainText,
    actionOnCharacter,
    actionWithTiming,
    destroyedOnEvent,
    turnMomentOnEvent,
    standingCostChange,
    sideOnActivated,
    bothOnActivated,
  ],
  Effect: [damageToCharacters, pushRange, implicitSelfTarget],
};
