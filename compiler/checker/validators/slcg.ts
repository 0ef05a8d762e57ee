// Checks of 萨姆传奇 SLCG cards: 突发 and 特征, 特性 on characters, 费用减免, ability shapes (sides,
// 【行动】, 【消灭时】), standing cost changes, clause conditions, damage and pushes.
import type { Ability, Condition, Effect, Field, KeywordRef, Span } from '../../../grammar/index.js';
import type { CheckContext } from '../context.js';
import { implicitSelf, outOfRange, typeEn } from './common.js';
import { check, type ValidationChecks } from './registry.js';

const kwName = (k: KeywordRef) => `【${k.text}】`;

/** 登场时 and 消灭时 are the card's own moments (SLCG-TX-02). */
const OWN_MOMENTS = new Set(['enter', 'destroyed']);

// SLCG-CT-07: a 突发 card is played from hand when its trigger condition holds (one not understood is its own error).
const burstNeedsTrigger = check<null>('CS2006', 'SLCG-CT-07', (_n, ctx) => {
  const burst = ctx.marks.find((m) => m.id === 'burst');
  if (burst && !ctx.card.abilities.some((a) => a.trigger || a.unreadTrigger)) ctx.report(burst.span, [ctx.card.name]);
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

/** The card's own moment an ability waits for, as written: a timing (【攻击时】) or a 当此卡…时 trigger (the same). */
function ownMoment(a: Ability, ctx: CheckContext): { op: string; span: Span; zh: string; en: string } | undefined {
  if (a.timing) {
    const text = `【${a.timing.text}】`;
    return { op: a.timing.op, span: a.timing.span, zh: text, en: text };
  }
  const t = a.trigger;
  if (t?.subject?.ref !== 'self') return undefined;
  const text = ctx.textOf(t.span);
  return { op: t.event, span: t.span, zh: `“${text}”`, en: `"${text}"` };
}

/** Deletes a head: a word alone in its 【】 with them, a 当…时 trigger with the ：or ，after it. */
function dropHead(span: Span, ctx: CheckContext) {
  const t = ctx.text;
  let { start, end } = span;
  if (t[start - 1] === '【' && t[end] === '】') {
    start--;
    end++;
  } else if (t[start] === '当' || t[start] === '當' || t[start] === '每') {
    if ('：:，,'.includes(t[end] ?? 'x')) end++;
  }
  const text = t.slice(start, end);
  return [{ title: `删去“${text}”`, titleEn: `remove "${text}"`, edits: [{ span: { start, end }, newText: '' }] }];
}

/** Why a card never declares an attack (SLCG-CB-01: only red or red-blue characters attack), or undefined. */
function neverAttacks(ctx: CheckContext): { zh: string; en: string } | undefined {
  const type = ctx.type.name;
  if (type === '发生' || type === '场景')
    return { zh: `${type}卡不是角色，不能攻击`, en: `a ${type} card is not a character and never attacks` };
  if (type !== '角色') return undefined;
  const v = ctx.fields.get('value')?.value;
  // Without a colour it is CS2045's (it plays as 无).
  const color = v?.kind === 'Value' ? v.color : undefined;
  if (color?.op === 'push')
    return {
      zh: '常值颜色是推（蓝色）的角色只能推动，不能攻击',
      en: 'a 推 (blue) character can push but never attack',
    };
  if (color?.op === 'none')
    return {
      zh: '常值颜色是无（青色）的角色没有基本能力，不能攻击',
      en: 'a 无 (cyan) character has no basic ability and never attacks',
    };
  return undefined;
}

// SLCG-CB-01 / SLCG-CT-11: 若本回合此角色攻击过 on a card that never attacks (a blue or cyan character, a 场景, a 发生 card)
// is never true.
const attackedOnNonAttacker = check<Condition>('CS2281', 'SLCG-CB-01', (c, ctx) => {
  if (c.target?.ref !== 'self' || !c.target.filters.some((f) => f.filter === 'attackedThisTurn')) return;
  const why = neverAttacks(ctx);
  if (why) ctx.report(c.span, [ctx.textOf(c.span), why.zh, why.en]);
});

// SLCG-TX-03: 发生牌 go to the discard at turn end without being destroyed (【消灭时】 and 当此卡被消灭时 alike).
const destroyedOnEvent = check<Ability>('CS2021', 'SLCG-TX-03', (a, ctx) => {
  const m = ownMoment(a, ctx);
  if (m?.op === 'destroyed' && ctx.type.name === '发生') ctx.report(m.span, [m.zh, m.en]);
});

// SLCG-CB-01 / SLCG-CT-11: only a red or red-blue character attacks (the colour is printed, no effect changes it), so
// 【攻击时】 (当此卡攻击时) on a blue or cyan character, a 场景 or a 发生 card is text that never happens.
const attackNever = check<Ability>('CS2046', 'SLCG-CB-01', (a, ctx) => {
  const m = ownMoment(a, ctx);
  if (m?.op !== 'attack') return;
  const why = neverAttacks(ctx);
  if (why) ctx.report(m.span, [m.zh, why.zh, why.en, m.en]);
});

/** Why a card is never attacked (SLCG-CT-16: a scene is never an attack target; SLCG-CB-04: attacks target characters). */
const NEVER_ATTACKED: Readonly<Record<string, { zh: string; en: string; rule: string }>> = {
  场景: { zh: '场景卡不会被指定为攻击对象', en: 'a 场景 card is never chosen as an attack target', rule: 'SLCG-CT-16' },
  发生: {
    zh: '发生卡不是角色，不会被攻击（攻击的对象是角色或玩家）',
    en: 'a 发生 card is not a character and is never attacked (attacks target characters or the player)',
    rule: 'SLCG-CB-04',
  },
};

// SLCG-CT-16 / SLCG-CB-04: 【被攻击时】 (当此卡被攻击时) on a 场景 or a 发生 card is text that never happens.
const attackedNever = check<Ability>('CS2090', 'SLCG-CT-16', (a, ctx) => {
  const m = ownMoment(a, ctx);
  const why = m?.op === 'attacked' ? NEVER_ATTACKED[ctx.type.name] : undefined;
  if (m && why) ctx.report(m.span, [m.zh, why.zh, why.en, m.en], why.rule);
});

// SLCG-CT-05 / SLCG-TX-01: a 发生 card's text resolves when it is played; placing it in the main area afterwards is
// not 登场 (docs/rules-decisions.md), so its 【登场时】 never triggers. Without the head the text resolves on play.
const enterOnEvent = check<Ability>('CS2047', 'SLCG-CT-05', (a, ctx) => {
  const m = ownMoment(a, ctx);
  if (m?.op === 'enter' && ctx.type.name === '发生')
    ctx.report(m.span, [m.zh, m.en], undefined, { fixes: dropHead(m.span, ctx) });
});

// SLCG-LIM-01 / SLCG-CT-05: a limit (【一回合一次】) counts the uses of one card's ability; a 发生 card is played once
// and then discarded, so a limit on its text never refuses anything (the runtime keys limits by card instance).
const limitOnEvent = check<Ability>('CS2053', 'SLCG-LIM-01', (a, ctx) => {
  if (ctx.type.name !== '发生') return;
  for (const l of a.limits) ctx.report(l.span, [l.text], undefined, { fixes: dropHead(l.span, ctx) });
});

// SLCG-CT-11: a character's 常值 has a colour; one written without it plays as 无 (cyan: neither attack nor push).
const COLOURS = ['攻', '推', '攻推', '无'] as const;
const valueColour = check<Field>('CS2045', 'SLCG-CT-11', (f, ctx) => {
  if (f.value.kind !== 'Value' || f.value.color || ctx.type.name !== '角色' || ctx.fields.get('value') !== f) return;
  const at = { start: f.value.span.end, end: f.value.span.end };
  const fixes = COLOURS.map((c) => ({
    title: `写明颜色“${c}”`,
    titleEn: `write the colour "${c}"`,
    edits: [{ span: at, newText: ` ${c}` }],
  }));
  ctx.report(f.value.span, [ctx.textOf(f.value.span)], undefined, { fixes });
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
// The same moments written 当回合开始时 / 当对方回合结束时: the trigger's subject says whose turn.
// SLCG-CT-07: a 突发 card is played only when its condition is met; when every condition is an attack by the other
// player (当对方角色攻击时, 当己方角色被攻击时: only the turn player attacks, SLCG-CB-01), it is played only in the other
// player's turn and lies there only at that turn's end — its own 【回合结束时】 never comes either.
const turnMomentOnEvent = check<Ability>('CS2052', 'SLCG-TRN-08', (a, ctx) => {
  if (ctx.type.name !== '发生') return;
  const m = turnMoment(a, ctx);
  if (!m) return;
  const burst = !ctx.lacksMark('burst');
  const never = m.op === 'turnStart' || (m.op === 'turnEnd' && m.side === 'opponent' && !burst);
  if (never) {
    ctx.report(m.span, [m.zh, m.en]);
    return;
  }
  const own = m.side !== 'opponent' && m.side !== 'both';
  const attack = burst && m.op === 'turnEnd' && own ? opponentAttackOnly(ctx) : undefined;
  if (attack)
    ctx.report(m.span, [m.zh, m.en], undefined, {
      notes: [
        {
          zh: `这张突发卡只在“${attack}”时打出，那只发生在对方回合，所以它只在对方回合留在主要区域；要在那时结算，写【对方回合结束时】`,
          en: `this 突发 card is played only on "${attack}", which happens only in the other player's turn, so it lies in the main area only then; to resolve at that turn's end write 【对方回合结束时】`,
        },
      ],
    });
});

// SLCG-CT-07: a 突发 card is played in a response window only (runtime/rulesets/slcg: the links an attack, 创伤, card,
// deployment, push or ability puts on the chain, and the 'event' links of tables.AFTER_EVENTS). A 当…时 on any other
// moment (被重整, 载入, 被回归, 被除外) never finds one; turn moments are CS2052's.
const BURST_MOMENTS = new Set([
  'attack',
  'attacked',
  'trauma',
  'cardActivated',
  'activated',
  'enter',
  'pushed',
  'destroyed',
  'damaged',
  'drew',
  'tapped',
  'dying',
  'turnStart',
  'turnEnd',
]);
const burstWithoutWindow = check<Ability>('CS2200', 'SLCG-CT-07', (a, ctx) => {
  if (ctx.lacksMark('burst') || !a.trigger || a.timing || BURST_MOMENTS.has(a.trigger.event)) return;
  ctx.report(a.trigger.span, [ctx.textOf(a.trigger.span)]);
});

/**
 * SLCG-CT-07 / SLCG-CB-01: the condition text of a 突发 card when every condition it is played on is an attack by the
 * other player (当对方角色攻击时, 当己方角色被攻击时) — so it is played only in the other player's turn; else undefined.
 */
function opponentAttackOnly(ctx: CheckContext): string | undefined {
  const plays = ctx.card.abilities.filter(
    (b) => b.trigger && !b.timing && b.trigger.event !== 'turnStart' && b.trigger.event !== 'turnEnd',
  );
  if (!plays.length) return undefined;
  const theirs = (b: Ability): boolean => {
    const t = b.trigger!;
    if (t.event === 'attack') return t.subject?.side === 'opponent';
    if (t.event === 'attacked') return t.attacker?.side === 'opponent' || (!t.attacker && t.subject?.side === 'self');
    return false;
  };
  return plays.every(theirs) ? ctx.textOf(plays[0].trigger!.span) : undefined;
}

/** The turn's start or end an ability waits for, as written: a timing (with the side head before it) or 当…时. */
function turnMoment(
  a: Ability,
  ctx: CheckContext,
): { op: string; side: string | undefined; span: Span; zh: string; en: string } | undefined {
  const t = a.timing;
  if (t) {
    // The side head with it (【对方回合结束时】, 【对方】【回合结束时】).
    const span = a.side && a.side.span.start < t.span.start ? { start: a.side.span.start, end: t.span.end } : t.span;
    const text = `【${ctx.textOf(span)}】`;
    return { op: t.op, side: a.side?.op, span, zh: text, en: text };
  }
  const tr = a.trigger;
  if (!tr || (tr.event !== 'turnStart' && tr.event !== 'turnEnd')) return undefined;
  const text = ctx.textOf(tr.span);
  return { op: tr.event, side: tr.subject?.side ?? a.side?.op, span: tr.span, zh: `“${text}”`, en: `"${text}"` };
}

// SLCG-CT-07: a 登场 突发 line that cancels the card (无效那张卡牌) answers the deployment before the card enters
// (runtime/rulesets/slcg/tables.ts cancelsEntry), so whatever else it does to 那个角色 finds no card in play.
const burstCancelsThenActs = check<Ability>('CS2120', 'SLCG-CT-07', (a, ctx) => {
  if (ctx.type.name !== '发生' || !ctx.marks.some((m) => m.id === 'burst')) return;
  if ((a.trigger?.event ?? a.timing?.op) !== 'enter') return;
  const cancelsCard = (e: Effect) => e.op === 'negate' && !['attack', 'trauma', 'damage'].includes(e.target?.ref ?? '');
  if (!a.effects.some(cancelsCard)) return;
  for (const e of a.effects) {
    const ref = e.target?.ref;
    if (e.op === 'negate' || !(ref === 'trigger' || (ref === 'it' && !e.target?.chosen))) continue;
    const text = ctx.textOf(e.span);
    ctx.report(e.span, [text, text]);
  }
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

// SLCG-TX-09 / SLCG-CT-05: only cards in a main area are tapped or upright, and a 发生 card never is in one (it resolves
// and is discarded): its own state in a 若 (若此卡已横置, 若自身处于激活状态) always comes out the same.
const ownStateOnEvent = check<Condition>('CS2175', 'SLCG-TX-09', (c, ctx) => {
  if (ctx.type.name !== '发生' || c.target?.ref !== 'self') return;
  const f = c.target.filters.find((x) => x.filter === 'tapped' || x.filter === 'upright');
  if (f) ctx.report(c.span, [ctx.textOf(c.span)]);
});

export const slcgChecks: ValidationChecks = {
  Card: [burstNeedsTrigger, traitCount, keywordsOnCharacters],
  Field: [reductionAtLeastOne, reductionOverCost, valueColour],
  Ability: [
    sideOnOwnMoment,
    sideOnPlainText,
    actionOnCharacter,
    actionWithTiming,
    destroyedOnEvent,
    turnMomentOnEvent,
    burstWithoutWindow,
    burstCancelsThenActs,
    standingCostChange,
    attackNever,
    attackedNever,
    enterOnEvent,
    limitOnEvent,
  ],
  Effect: [damageToCharacters, pushRange, implicitSelfTarget],
  Condition: [ownStateOnEvent, attackedOnNonAttacker],
};
