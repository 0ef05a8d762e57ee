// What a game's runtime refuses when a set is loaded (its pool: the op registry's standing-only ops and each ruleset's
// validateCard), said by the checker in the designer's words first, with a fix where one is obvious: text that
// passes `cardc check` is never refused at play. Lowering asks the pool too (CS4020, an internal error), so a case
// these checks miss fails the build instead of crashing a game; test/compiler/runtime-refusals.test.ts holds a broad
// sample of checked text to the pools.
import { VOCABULARY, type Ability, type Effect, type Span, type Target } from '../../../grammar/index.js';
import { abilityKind } from '../../ir/ability-kind.js';
import { resourceIn } from '../../ir/lower.js';
import { startedByAttack } from '../attack-started.js';
import { fromVerb } from '../part-hints.js';
import { META_RULE, SHORT_NAME } from '../ruleset-words.js';
import { runtimeResources, standingOnlyOp } from '../runtime-ops.js';
import { check, type ValidationChecks } from './registry.js';

type Fix = { title: string; titleEn: string; edits: { span: Span; newText: string }[] };

const replaceWith = (span: Span, newText: string): Fix => ({
  title: `改为“${newText}”`,
  titleEn: `replace with "${newText}"`,
  edits: [{ span, newText }],
});

/** A resource as designers write it (生命点数, 出击次数 …). */
function resourceWord(id: string): string {
  const e = VOCABULARY.find((x) => x.category === 'resource' && x.op === id);
  return e?.canonical ?? { life: '生命点数', hp: '生命', stamina: '体力' }[id] ?? id;
}

// KL-RES-01 / KL-SU-04, GA-RES-01 / GA-RES-05, SLCG-RES-01: 获得/失去/支付N点X names what the game's runtime keeps and
// lets effects change (RULESET_RESOURCES, the lists the pools read). 卡灵时代 life points are lost, never gained
// (KL-WIN-01); 光暗's 出击次数 is not changed by effects; what is paid is energy (SLCG-RES-01, KL-RES-04).
const runtimeResource = check<Effect>('CS2074', '', (e, ctx) => {
  const pay = e.op === 'pay';
  if ((e.op !== 'gainResource' && e.op !== 'loseResource' && !pay) || !e.resource || ctx.hasForeign(e.span)) return;
  const gain = e.op === 'gainResource';
  const lists = runtimeResources(ctx.ruleset);
  const list = pay ? (lists.pay ?? []) : gain ? lists.gain : lists.lose;
  const res = resourceIn(ctx.ruleset, e.resource);
  if (!list || list.includes(res)) return;
  const word = resourceWord(res);
  const can = list.length ? list.map(resourceWord) : ['—'];
  const rule = ctx.profile.resources.find((r) => r.id === res || r.id === `${res}s`)?.rule ?? META_RULE[ctx.ruleset];
  ctx.report(
    e.span,
    [
      ctx.textOf(e.span),
      SHORT_NAME[ctx.ruleset],
      pay ? '支付' : gain ? '获得' : '失去',
      word,
      can.join('、'),
      pay ? 'pay' : gain ? 'gain' : 'lose',
      can.join(', '),
    ],
    rule,
  );
});

/** The end of an ability's heads (kind, limits, costs), past the ：that closes them. */
function headEnd(text: string, a: Ability): number {
  let end = a.span.start;
  for (const s of [a.effectKind?.span, ...a.limits.map((l) => l.span), ...a.costs.map((c) => c.span)])
    if (s && s.end > end) end = s.end;
  while (text[end] === ' ' || text[end] === '：' || text[end] === ':') end++;
  return end;
}

// KL-EF-03 (and each game's rule for its standing-only ops, the op registry's `staticOnly`): 耗能±N holds only on a
// standing line, where it stays in force; written as a one-shot it would never change a cost. SLCG says this as
// CS2026 (费用±N). Fix: make the line 【永恒】 where the card can hold one (a 卡灵 or 设备, no 当…时).
const standingOnly = check<Effect>('CS2071', '', (e, ctx) => {
  const a = ctx.ability;
  const st = ctx.profile.standing;
  if (ctx.ruleset === 'slcg' || !a || !st || !ctx.type.name || !standingOnlyOp(ctx.ruleset, e.op)) return;
  const card = { ruleset: ctx.ruleset, type: ctx.type.name, continuous: ctx.type.continuous, marks: [] };
  const kind = abilityKind(card, a);
  if (kind === 'static' || kind === 'eternal' || a.variant) return;
  const said = ctx.textOf(e.span);
  const example = ctx.ruleset === 'kaling' ? `【永恒】${said}` : said;
  const fixes: Fix[] = [];
  if (ctx.ruleset === 'kaling' && a.effectKind && !a.trigger && !a.timing && ['卡灵', '设备'].includes(ctx.type.name))
    fixes.push({
      title: '改为【永恒】效果',
      titleEn: 'make it a 【永恒】 effect',
      edits: [{ span: { start: a.span.start, end: headEnd(ctx.text, a) }, newText: '【永恒】' }],
    });
  ctx.report(e.span, [said, st.line.zh, example, st.line.en], st.rule, { fixes });
});

// KL-SU-04 / KL-WIN-01: damage is dealt to players (their life points); a 卡灵 has no HP to take it. Fixes: the
// player of that side, or what weakens or removes a 卡灵 (DP-N, KL-TX-06; 清除, KL-TX-01).
const damageToPlayers = check<Effect>('CS2070', 'KL-SU-04', (e, ctx) => {
  const t = e.target;
  if (e.op !== 'damage' || !t || t.cardKind === 'player' || ctx.hasForeign(e.span)) return;
  // No subject written: the card itself (CS2040 speaks for a 战术).
  if (t.ref === 'self' && t.span.start === e.verb.span.start && ctx.type.name !== '卡灵') return;
  // 攻击者 where no attack starts the ability names no 卡灵 at all: CS2140 speaks for it (its fix names the player).
  if (t.ref === 'attacker' && ctx.ability && !startedByAttack(ctx.card, ctx.ability)) return;
  const who = t.ref === 'self' || t.side === 'self' ? '己方' : t.side === 'both' ? '双方' : '对方';
  const n = e.amount ?? 1;
  const written = ctx.textOf(t.span);
  const fixes = [replaceWith(e.span, `对${who}玩家${fromVerb(ctx.text, e)}`)];
  if (t.cardKind !== 'area' && t.cardKind !== 'setCard' && t.side !== 'both' && t.cardKind !== 'card')
    fixes.push(replaceWith(e.span, `令${written}DP-${n}`), replaceWith(e.span, `清除${written}`));
  ctx.report(e.span, [ctx.textOf(e.span), `对${who}玩家`], undefined, { fixes });
});

// KL-CB-04: 无效 cancels an attack, a card or an effect; 卡灵时代 has no damage link to cancel (无效该伤害).
const negateWhat = check<Effect>('CS2072', 'KL-CB-04', (e, ctx) => {
  if (e.op !== 'negate' || e.target?.ref !== 'damage' || ctx.hasForeign(e.span)) return;
  const attack = ctx.ability?.trigger?.event === 'attack' || ctx.ability?.trigger?.event === 'attacked';
  const fixes = attack ? [replaceWith(e.target.span, '那次攻击')] : [];
  ctx.report(e.span, [ctx.textOf(e.span)], undefined, { fixes });
});

// KL-SUM-02: a paid summon takes one 卡灵 as material (the decision in rules/kaling.md); 素材两张 would never be paid.
const oneMaterial = check<null>('CS2075', 'KL-SUM-02', (_n, ctx) => {
  const f = ctx.fields.get('summon');
  if (f?.value.kind !== 'Summon') return;
  for (const o of f.value.options) {
    if (o.kind !== 'material' || o.target.count === undefined || o.target.count === 1) continue;
    const t = o.target.span;
    const written = ctx.textOf(t);
    const m = /^[^张張]*[张張]/.exec(written);
    const fixes = m ? [replaceWith({ start: t.start, end: t.start + m[0].length }, '一张')] : [];
    ctx.report(t, [written], undefined, { fixes });
  }
});

/** Why a 降临 material phrase names something other than one own 卡灵 on the battlefield: [zh, en, rule ID], or undefined. */
export function materialMismatch(t: Target): [string, string, string] | undefined {
  if (t.ref) return ['指的不是按等级、名字选出的一张卡灵', 'names no 卡灵 chosen by level or name', 'KL-SUM-02'];
  const kind = t.cardKind;
  const typeFilter = t.filters.find((f) => f.filter === 'type');
  const notKaling =
    (kind !== undefined && kind !== 'kaling' && kind !== 'card') ||
    (typeFilter?.filter === 'type' && typeFilter.value !== '卡灵');
  if (notKaling) return ['不是卡灵', 'is not a 卡灵', 'KL-SUM-02'];
  // 战场 with a side word and 公共战场 (rows, KL-ZN-01) are CS2102's: on the battlefield, but narrowed by where it stands.
  if (t.zone && t.zone !== 'field' && t.zone !== 'battlefield' && t.zone !== 'publicBattlefield')
    return ['不在战场上', 'is not on the battlefield', 'KL-SUM-02'];
  if (t.range || t.directions?.length)
    return [
      '的范围要从降临的卡灵算起，可它还不在场上',
      'counts its range from the 卡灵 being summoned, which is not on the field yet',
      'KL-SUM-02',
    ];
  if (
    t.filters.some(
      (f) => f.filter === 'faceDown' || f.filter === 'empty' || f.filter === 'dead' || f.filter === 'sealed',
    )
  )
    return ['不会是场上正面的卡灵', 'is never a face-up 卡灵 on the battlefield', 'KL-SUM-02'];
  return undefined;
}

// KL-SUM-02 / KL-SUM-05: a paid summon's material is one of one's own 卡灵 on one's battlefield, chosen by what the
// clause says of it (level, name, 特征); a phrase that names something else would be paid with some other 卡灵.
const materialWhat = check<null>('CS2110', 'KL-SUM-02', (_n, ctx) => {
  const f = ctx.fields.get('summon');
  if (f?.value.kind !== 'Summon') return;
  for (const o of f.value.options) {
    // Another side's 卡灵 is CS2101's (kaling.ts), with its fix 己方.
    if (o.kind !== 'material' || o.target.side === 'opponent' || o.target.side === 'both') continue;
    const why = materialMismatch(o.target);
    if (why) ctx.report(o.target.span, [ctx.textOf(o.target.span), why[0], why[1]], why[2]);
  }
});

// KL-SUM-02: a 降临 line offers at most one 耗能 and one 素材 alternative (the card's summonCost has one of each).
const oneOfEach = check<null>('CS2111', 'KL-SUM-02', (_n, ctx) => {
  const f = ctx.fields.get('summon');
  if (f?.value.kind !== 'Summon') return;
  const seen = new Map<string, string>();
  for (const o of f.value.options) {
    const first = seen.get(o.kind);
    if (first !== undefined) ctx.report(o.span, [first, ctx.textOf(o.span)]);
    else seen.set(o.kind, ctx.textOf(o.span));
  }
});

/** 光暗 ops that move a card between hand, deck and banished (runtime/rulesets/guangan/ruleset.ts FIELD_CARD_OPS). */
const CARD_MOVES: ReadonlySet<string> = new Set(['returnToHand', 'shuffleIntoDeck', 'topDeck', 'bottomDeck', 'banish']);
/** The zones (GA-ZN-01) a moved card may be named in besides the 用牌区 (runtime ruleset.ts OFF_FIELD). */
const OFF_FIELD: ReadonlySet<string> = new Set(['hand', 'deck', 'discard']);

// GA-ZN-01 / GA-ZN-02 / GA-CHR-02: cards move between hand, deck and banished — from a 用牌区, or from the hand, deck or
// discard a target names (将一张手牌置于卡组底); characters (summons too, GA-CHR-08) and players never leave play that
// way, except that a summon may be banished.
const cardsMove = check<Effect>('CS2073', '', (e, ctx) => {
  const t = e.target;
  if (!CARD_MOVES.has(e.op) || !t || ctx.hasForeign(e.span)) return;
  const banish = e.op === 'banish';
  const offField = OFF_FIELD.has(t.zone ?? '') && (t.cardKind === undefined || t.cardKind === 'card');
  if (!t.ref && (offField || t.cardKind === 'card' || (banish && t.cardKind === 'summon'))) return;
  ctx.report(
    e.span,
    [
      ctx.textOf(e.span),
      e.verb.text,
      banish ? '或召唤物（如“除外一个敌方召唤物”）' : '',
      banish ? ' or a summon (e.g. "除外一个敌方召唤物")' : '',
    ],
    banish ? 'GA-ZN-02' : 'GA-ZN-01',
  );
});

export const commonRefusals: ValidationChecks = { Effect: [runtimeResource, standingOnly] };
export const kalingRefusals: ValidationChecks = {
  Card: [oneMaterial, materialWhat, oneOfEach],
  Effect: [damageToPlayers, negateWhat],
};
export const guanganRefusals: ValidationChecks = { Effect: [cardsMove] };
