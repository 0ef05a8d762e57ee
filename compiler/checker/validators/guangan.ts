// Checks of 光暗 cards: 持续 on the type line, 词条 on the cards that carry them, 瞬发 with 蓄力,
// activation conditions of 响应/反制 cards, 【光明】/【黑暗】 lines, the keywords characters gain or lose, and effects
// that name no target.
import {
  VOCAB_BY_ID,
  type Ability,
  type CardBlock,
  type Condition,
  type Diagnostic,
  type Effect,
  type Span,
} from '../../../grammar/index.js';
import { markOffTypeLine, removeToken, withBrackets } from './type-line-marks.js';
import type { MarkInfo } from '../facts.js';
import { abilityKind } from '../../ir/ability-kind.js';
import { implicitSelf, typeEn } from './common.js';
import { eventOfTiming } from '../../../runtime/core/timing.js';
import { ANSWERED_EVENTS } from '../../../runtime/rulesets/guangan/tables.js';
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

// GA-KW-01 / GA-KW-02: 符术 banishes the card immediately after use, so the 咒术 return to hand, which comes after use,
// never finds it (rules-decisions.md): 符术 wins and 咒术 does nothing. Fixes: remove either mark.
const curseAndTalisman = check<null>('CS2112', 'GA-KW-02', (_n, ctx) => {
  const curse = ctx.marks.find((m) => m.id === 'curse');
  const talisman = ctx.marks.find((m) => m.id === 'talisman');
  if (!curse || !talisman) return;
  const remove = (m: MarkInfo) => ({
    title: `删去【${m.text}】`,
    titleEn: `remove 【${m.text}】`,
    edits: [{ span: removeToken(ctx.text, withBrackets(ctx.text, m.span)), newText: '' }],
  });
  ctx.report(curse.span, [], undefined, { fixes: [remove(curse), remove(talisman)] });
});

// GA-CH-01 / GA-CT-03 / GA-CT-04: response and counter cards are activated only when their condition holds.
const conditionOfAnswers = check<null>('CS2023', '', (_n, ctx) => {
  const type = ctx.type.name;
  const triggered = ctx.card.abilities.some((a) => a.trigger || a.unreadTrigger); // one not understood is its own error
  if ((type !== '响应' && type !== '反制') || !ctx.card.abilities.length || triggered) return;
  ctx.report(
    ctx.fields.get('type')!.value.span,
    [type, ctx.card.name, typeEn(type)],
    type === '响应' ? 'GA-CT-03' : 'GA-CT-04',
  );
});

// GA-KW-03: 【瞬发】 is a 词条 of the card (it costs no stamina); at the head of ability text, or alone on a line (then
// the parser's "ability has no effect" gives way to this, validators/index.ts), it belongs on the 类型 line.
const instantOnAbility = check<Ability>('CS2038', 'GA-KW-03', (a, ctx) => {
  const k = a.effectKind;
  if (!k) return;
  const mark = ctx.profile.marks.find((m) => m.id === k.op);
  if (mark) markOffTypeLine(ctx, k.span, k.text, mark.id, mark.rule);
});

// GA-META-01: 【启动】 and 【永恒】 are kinds of 卡灵时代 effects; a 光暗 ability has no such head (a card's text resolves
// when it is used, a character's lines are timed). One diagnostic for the word (its CS2001 gives way); fix: remove it.
const effectKindHead = check<Ability>('CS2077', 'GA-META-01', (a, ctx) => {
  const k = a.effectKind;
  if (!k || ctx.profile.marks.some((m) => m.id === k.op)) return;
  const token = withBrackets(ctx.text, k.span);
  const fixes = [
    { title: `删去【${k.text}】`, titleEn: `remove 【${k.text}】`, edits: [{ span: token, newText: '' }] },
  ];
  ctx.report(k.span, [k.text], undefined, { fixes });
});

// GA-KW-01/02/04: 【咒术】 【符术】 【蓄力】 on a line of their own, at the head of ability text (【咒术】抽1张卡, where the
// parser's "a 特性 cannot lead ability text" gives way to this, validators/index.ts) or after the name on the 卡牌 line
// (its "stray text around the name" gives way) are marks of the card written off its 类型 line; on a card type that
// cannot carry them CS2007 says so instead.
const marksOnOwnLine = check<null>('CS2038', '', (_n, ctx) => {
  const t = ctx.type.profile;
  for (const s of [...ctx.card.statics, ...ctx.card.abilities.flatMap((a) => a.traits ?? []), ...nameMarks(ctx.card)]) {
    const mark = ctx.profile.marks.find((m) => m.id === s.op);
    if (mark && t?.marks.includes(mark.id) && ctx.allowed(s.id))
      markOffTypeLine(ctx, s.span, s.text, mark.id, mark.rule);
  }
});

/** The keywords after the card's name on its `卡牌` line, with the op each stands for. */
function nameMarks(card: CardBlock): { id: string; op: string | undefined; text: string; span: Span }[] {
  return (card.nameMarks ?? []).map((k) => ({ ...k, op: VOCAB_BY_ID.get(k.id)?.op as string | undefined }));
}

/** GA-KW-01..04: 光暗 marks after the name on the `卡牌` line (CS1031, stray text around the name), told as CS2038. */
export function markInHeader(card: CardBlock, d: Diagnostic, marks: readonly string[]): boolean {
  const ks = nameMarks(card);
  return (
    d.code === 'CS1031' &&
    ks.length > 0 &&
    ks.every((k) => k.op !== undefined && marks.includes(k.op)) &&
    d.span.start >= card.headerSpan.start &&
    d.span.end <= card.headerSpan.end
  );
}

/**
 * GA-KW-01..04: a 光暗 mark at the head of ability text is a mark off its 类型 line (CS2038, or CS2007 on a card type
 * that cannot carry it), not a 特性 sharing a line with ability text (CS1024).
 */
export function markLeadingText(card: CardBlock, d: Diagnostic, marks: readonly string[]): boolean {
  return (
    d.code === 'CS1024' &&
    card.abilities.some((a) =>
      a.traits?.some((t) => marks.includes(t.op) && t.span.start === d.span.start && t.span.end === d.span.end),
    )
  );
}

/** GA-KW-03: a line holding only 【瞬发】 is a mark off its 类型 line (CS2038), not an ability without effect (CS1015). */
export function markOnlyLine(card: CardBlock, d: Diagnostic, marks: readonly string[]): boolean {
  return (
    d.code === 'CS1015' &&
    card.abilities.some(
      (a) =>
        !a.effects.length &&
        !!a.effectKind &&
        marks.includes(a.effectKind.op) &&
        d.span.start >= a.span.start &&
        d.span.end <= a.span.end,
    )
  );
}

// GA-CT-10 / GA-KW-01..04: 获得/失去【X】 gives or takes a keyword of a character or summon (the profile's keywords, the
// list the runtime's pool accepts); 咒术 符术 瞬发 蓄力 are marks of the card, printed on its 类型 line.
const keywordsGained = check<Effect>('CS2050', '', (e, ctx) => {
  const k = e.keyword;
  if ((e.op !== 'grantKeyword' && e.op !== 'loseKeyword') || !k) return;
  const kws = ctx.profile.keywords;
  if (kws.some((x) => x.id === k.op)) return;
  const mark = ctx.profile.marks.find((m) => m.id === k.op);
  const zh = kws.map((x) => `【${x.zh}】`).join('、');
  const en = kws.map((x) => `【${x.zh}】`).join(', ');
  const what = mark
    ? [
        `是卡牌的词条（写在类型行，如“类型：普通 【${mark.zh}】”），不是角色的词条`,
        `is a mark of the card (written on its 类型 line, e.g. "类型：普通 【${mark.zh}】"), not a keyword of a character`,
      ]
    : ['不是光暗角色的词条', 'is not a keyword of a 光暗 character'];
  ctx.report(
    k.span,
    [ctx.textOf(e.span), k.text.replace(/[【】]/g, ''), what[0], zh, what[1], en],
    mark?.rule ?? 'GA-CT-10',
  );
});

/** The line whose heads an ability uses: a 【光明】/【黑暗】 line without a trigger of its own enhances the last line above it. */
function baseLine(abilities: readonly Ability[], a: Ability): Ability {
  if (!a.variant || a.trigger) return a;
  for (let i = abilities.indexOf(a) - 1; i >= 0; i--) if (!abilities[i].variant) return abilities[i];
  return a;
}

// GA-CB-04 / GA-CH-04: 该伤害±N changes damage about to be dealt: only a line whose 当…时 names that damage
// (当…受到[X]伤害时) has any to change (docs/rules-decisions.md); after 当对方角色攻击时, 【回合开始时】 or no 当…时 it would
// do nothing. Fix: an attack's damage is battle damage to the side attacked (当己方受到战斗伤害时).
const damageNamed = check<Effect>('CS2076', 'GA-CB-04', (e, ctx) => {
  const a = ctx.ability;
  if (e.op !== 'damageModifier' || !a || ctx.hasForeign(e.span)) return;
  const t = baseLine(ctx.card.abilities, a).trigger;
  if (t?.event === 'damaged') return;
  // A standing line (no 当…时 or timing, on a card in play) is CS2039's: it says what such a line may hold.
  const card = { ruleset: ctx.ruleset, type: ctx.type.name, continuous: ctx.type.continuous, marks: [] };
  if (!a.trigger && !a.timing && ctx.type.name && abilityKind(card, a) === ctx.profile.standing?.kind) return;
  const said = ctx.textOf(e.span);
  let instead: string | undefined;
  if (t && a.trigger === t && t.subject) {
    const subject = ctx.textOf(t.subject.span);
    const other = t.subject.side === 'opponent' ? '己方' : t.subject.side === 'self' ? '对方' : undefined;
    if (t.event === 'attacked') instead = `当${subject}受到战斗伤害时`;
    else if (t.event === 'attack' && other && !t.subject.ref) instead = `当${other}受到战斗伤害时`;
  }
  const fixes =
    instead && t
      ? [
          {
            title: `改为“${instead}”`,
            titleEn: `replace with "${instead}"`,
            edits: [{ span: t.span, newText: instead }],
          },
        ]
      : [];
  // This card's own attack (【攻击时】) hits the other side; anything else most often means damage to one's own.
  const example = instead ?? (a.timing?.op === 'attack' ? '当对方受到战斗伤害时' : '当己方角色受到伤害时');
  ctx.report(e.span, [said, `${example}：${said}`], undefined, { fixes });
});

// GA-CH-01 / GA-CT-03 / GA-CT-04: a 响应 or 反制 card is used from hand or from the 用牌区 only in a window that answers
// what its 当…时 names — a card or effect used, a sortie, or an event the runtime opens a window after (ANSWERED_EVENTS,
// the runtime's own list). A line waiting for another moment (当对方抽卡时, 当回合开始时) never finds one: the card can
// never be used. A 持续 card in force wakes at any moment, so the fix makes it one.
const answerableMoment = check<Ability>('CS2210', '', (a, ctx) => {
  const type = ctx.type.name;
  if ((type !== '响应' && type !== '反制') || ctx.type.continuous || a.variant) return;
  // A timing head with no 当…时 is CS2023's: such a card has no condition at all.
  const t = a.trigger;
  if (!t || ANSWERED_EVENTS.includes(eventOfTiming(t.event))) return;
  const span = t.span;
  const at = ctx.fields.get('type')!.value.span.start;
  const fixes = [
    {
      title: `改为持续${type}卡（它在用牌区时，这个时刻会让它生效）`,
      titleEn: `make it a continuous ${typeEn(type)} card (in the 用牌区 it takes effect at this moment)`,
      edits: [{ span: { start: at, end: at }, newText: '持续 ' }],
    },
  ];
  ctx.report(span, [type, ctx.textOf(span), typeEn(type)], type === '响应' ? 'GA-CT-03' : 'GA-CT-04', { fixes });
});

// GA-CT-01: a 光暗 card acts when it is used, or while it is in play (a 持续 card in the 用牌区, a character or summon on the
// field); one in hand does nothing, so 当此卡被抽到时 (当此卡被抽时: the card's own draw) wakes nothing, on any card
// (docs/rules-decisions.md). The runtime looks for such lines on the field only.
const ownDraw = check<Ability>('CS2262', 'GA-CT-01', (a, ctx) => {
  if (isOwnDraw(a)) ctx.report(a.trigger!.span, [ctx.textOf(a.trigger!.span)]);
});

function isOwnDraw(a: Ability): boolean {
  return a.trigger?.event === 'drew' && a.trigger.subject?.ref === 'self';
}

// GA-CT-02 / GA-CT-06: a 普通 card that is not 持续 is used in its player's 准备阶段 and goes to the discard once resolved:
// a line of it with a 当…时 or a timing (当对方抽卡时, 【回合结束时】) never waits anywhere for that moment, and the runtime
// runs only its lines without one when the card is used. The fix makes it 持续 (in the 用牌区 it wakes at that moment).
const timedNormalLine = check<Ability>('CS2261', 'GA-CT-02', (a, ctx) => {
  if (ctx.type.name !== '普通' || ctx.type.continuous || a.variant || isOwnDraw(a)) return;
  const head = a.trigger ?? a.timing;
  if (!head) return;
  const at = ctx.fields.get('type')!.value.span.start;
  const fixes = [
    {
      title: '改为持续普通卡（它在用牌区时，这个时刻会让它生效）',
      titleEn: 'make it a continuous 普通 card (in the 用牌区 it takes effect at this moment)',
      edits: [{ span: { start: at, end: at }, newText: '持续 ' }],
    },
  ];
  ctx.report(head.span, [ctx.textOf(head.span)], undefined, { fixes });
});

// GA-CB-01: only characters and summons make sorties; 若本回合此角色攻击过 on another card asks about that card itself
// (此角色 is the card whose text it is), which never attacks: the condition always comes out the same.
const attackedOfNoAttacker = check<Condition>('CS2264', 'GA-CB-01', (c, ctx) => {
  const type = ctx.type.name;
  if (!type || type === '角色' || type === '召唤物' || c.target?.ref !== 'self') return;
  if (!c.target.filters.some((f) => f.filter === 'attackedThisTurn')) return;
  ctx.report(c.span, [ctx.textOf(c.span), type, typeEn(type)]);
});

// GA-CHR-06 / GA-TG-01: a seal takes characters only (docs/rules-decisions.md); 封印一个敌方召唤物 names summons only,
// so the runtime finds nothing to seal. (封印一个敌方角色 is fine: summons count as characters, GA-CHR-08, but the seal
// passes them over.)
const sealSummon = check<Effect>('CS2211', 'GA-CHR-06', (e, ctx) => {
  if (e.op !== 'seal' || !e.target || e.target.cardKind !== 'summon' || ctx.hasForeign(e.span)) return;
  ctx.report(e.span, [ctx.textOf(e.span)]);
});

// GA-RES-09: an enhancement line holds the enhanced effect.
const variantWithEffect = check<Ability>('CS2029', 'GA-RES-09', (a, ctx) => {
  if (a.variant && a.effects.length === 0) ctx.report(a.variant.span);
});

// GA-RES-09: 改为 takes the place of the base line's effect of its kind, whose target it keeps when it names none
// (compiler/ir/lower.ts); with no effect of its kind there, it would act on the card itself (【光明】改为消灭).
const insteadHasBase = check<Ability>('CS2180', 'GA-RES-09', (a, ctx) => {
  if (!a.variant) return;
  const base = baseLine(ctx.card.abilities, a);
  if (base === a) return;
  for (const e of a.effects)
    if (e.replaces && !e.target && !base.effects.some((b) => b.op === e.op))
      ctx.report(e.span, [ctx.textOf(e.span), e.verb.text]);
});

// GA-RES-09: a variant line's base is the last line above it without a variant (language.md "Variants"); a variant
// with none above would enhance nothing. Fix: move it below the next line without a variant.
const variantWithBase = check<null>('CS2051', 'GA-RES-09', (_n, ctx) => {
  const abs = ctx.card.abilities;
  for (let i = 0; i < abs.length && abs[i].variant; i++) {
    const a = abs[i];
    const next = abs.slice(i + 1).find((b) => !b.variant);
    const fixes = next ? [moveBelow(ctx.text, a.span, next.span)] : [];
    ctx.report(a.variant!.span, [a.variant!.text.replace(/[【】]/g, '')], undefined, { fixes });
  }
});

/** An edit moving the line of `line` to just after the line of `below` (a later line of the same card). */
function moveBelow(text: string, line: { start: number; end: number }, below: { start: number; end: number }) {
  const start = text.lastIndexOf('\n', line.start - 1) + 1;
  const nl = text.indexOf('\n', line.end);
  const end = nl < 0 ? text.length : nl + 1;
  const belowEnd = text.indexOf('\n', below.end);
  const at = belowEnd < 0 ? text.length : belowEnd;
  const moved = text.slice(start, end).replace(/\r?\n$/, '');
  return {
    title: '移到下一行能力的下面',
    titleEn: 'move it below the next ability line',
    edits: [
      { span: { start, end }, newText: '' },
      { span: { start: at, end: at }, newText: `\n${moved}` },
    ],
  };
}

// GA-META-01: an effect that names no target acts on its card, which must be a character or summon in play.
const implicitSelfTarget = implicitSelf('GA-META-01', {
  types: ['角色', '召唤物'],
  damageTypes: ['角色', '召唤物'],
  damageTarget: '对一个敌方角色',
  ownTarget: '令一个己方角色',
});

// GA-CB-05: true damage is not increased or reduced by any effect but its source card's text, so a line that changes
// 该伤害 when 受到真实伤害 never changes anything (the runtime never offers it true damage to answer). A line that does
// something else on true damage (抽1张卡) is live: true damage that happened can be answered (GA-CT-03).
const trueDamageChange = check<Ability>('CS2049', 'GA-CB-05', (a, ctx) => {
  const t = a.trigger;
  if (t?.event !== 'damaged' || t.damageType !== 'true') return;
  for (const e of a.effects)
    if (e.op === 'damageModifier') ctx.report(e.span, [ctx.textOf(e.span), ctx.textOf(t.span)]);
});

export const guanganChecks: ValidationChecks = {
  Card: [
    continuousAlone,
    continuousType,
    keywordsOnCharacters,
    instantAndCharge,
    curseAndTalisman,
    conditionOfAnswers,
    variantWithBase,
    marksOnOwnLine,
  ],
  Ability: [
    instantOnAbility,
    effectKindHead,
    variantWithEffect,
    insteadHasBase,
    trueDamageChange,
    answerableMoment,
    timedNormalLine,
    ownDraw,
  ],
  Effect: [keywordsGained, implicitSelfTarget, damageNamed, sealSummon],
  Condition: [attackedOfNoAttacker],
};
