// Checks of 卡灵时代 cards: keywords of 卡灵 and devices, 降临 and 耗能 within the energy cap, effect
// kinds (启动/瞬发/永恒) per card type, movement and levels on the 5×5 grid.
import type { Ability, Condition, Effect, Field, Target } from '../../../grammar/index.js';
import type { CheckContext } from '../context.js';
import { implicitSelf, insertField, outOfRange, typeEn } from './common.js';
import { check, type ValidationChecks } from './registry.js';
import { materialMismatch } from './runtime-refusals.js';

// KL-KW-01..03: 坚守 and 防爆 protect a 卡灵 from being cleared; 辟旋 any card on the field (卡灵, 设备).
const keywordsOnKaling = check<null>('CS2007', 'KL-KW-01', (_n, ctx) => {
  const type = ctx.type.name;
  if (!type) return;
  for (const s of ctx.card.statics) {
    if (!ctx.allowed(s.id)) continue;
    const types = s.op === 'unbounce' ? ['卡灵', '设备'] : ['卡灵'];
    if (!types.includes(type)) ctx.report(s.span, [s.text, type, typeEn(type)]);
  }
});

const capped = (max: number | undefined) => ({
  min: 0,
  max,
  rule: 'KL-RES-03',
  why: { zh: `能量上限 ${max}`, en: `energy is capped at ${max}` },
});

// KL-RES-03: energy never exceeds maxEnergy, so a dearer 降临 can never be paid.
const summonEnergy = check<Field>('CS2004', 'KL-RES-03', (f, ctx) => {
  if (f.value.kind !== 'Summon') return;
  for (const o of f.value.options)
    if (o.kind === 'energy') outOfRange(ctx, '降临 耗能', o.amount, o.span, capped(ctx.param('maxEnergy')));
});

// KL-RES-03: a cost above the energy cap can never be paid.
const energyCost = check<Ability>('CS2004', 'KL-RES-03', (a, ctx) => {
  for (const c of a.costs)
    if (c.type === 'energy') outOfRange(ctx, '耗能', c.amount, c.span, capped(ctx.param('maxEnergy')));
});

/** Fixes inserting an effect kind at the head of the ability (`kinds` in order of preference). */
function kindFixes(a: Ability, kinds: readonly string[]) {
  const at = { start: a.span.start, end: a.span.start };
  return kinds.map((k) => ({
    title: `加上【${k}】`,
    titleEn: `insert 【${k}】`,
    edits: [{ span: at, newText: `【${k}】` }],
  }));
}

// KL-CT-02 / KL-CT-04: a 卡灵's or device's effects are 启动, 瞬发 or 永恒; one that says 当……时 or has a timing
// (【攻击时】 = 当此卡攻击时) is 瞬发 (KL-EF-02), so only an ability with neither a kind nor a moment is incomplete.
const effectKindRequired = check<Ability>('CS2022', '', (a, ctx) => {
  const type = ctx.type.name;
  if (a.effectKind || a.trigger || a.timing || (type !== '卡灵' && type !== '设备')) return;
  // 【永恒】 only where the effects are what a 永恒 effect can hold (the profile's standing list, CS2039) and there
  // is no limit or cost to count (CS2033).
  const st = ctx.profile.standing;
  const eternalFits = !a.limits.length && !a.costs.length && (!st || a.effects.every((e) => st.ops.includes(e.op)));
  const fixes = kindFixes(a, ['启动', '瞬发', ...(eternalFits ? ['永恒'] : [])]);
  ctx.report(a.span, [type, typeEn(type)], type === '卡灵' ? 'KL-CT-02' : 'KL-CT-04', { fixes });
});

// KL-CT-03: a tactic's effects are 启动 or 瞬发: a 【永恒】 one, or one with no kind and no moment (which
// could never be used), is an error.
const tacticKind = check<Ability>('CS2027', 'KL-CT-03', (a, ctx) => {
  if (ctx.type.name !== '战术') return;
  if (a.effectKind?.op === 'eternal') ctx.report(a.effectKind.span);
  else if (!a.effectKind && !a.trigger && !a.timing)
    ctx.report(a.span, [], undefined, { fixes: kindFixes(a, ['启动', '瞬发']) });
});

// KL-EF-03: eternal effects are never activated, so limits and costs have nothing to count.
const eternalWithLimits = check<Ability>('CS2033', 'KL-EF-03', (a, ctx) => {
  if (a.effectKind?.op !== 'eternal' || (!a.limits.length && !a.costs.length)) return;
  ctx.report(a.limits[0]?.span ?? a.costs[0].span, [a.effectKind.text]);
});

// KL-EF-01: 启动 effects are used by choice in the own 行动阶段 and never answer an event.
const startWithTrigger = check<Ability>('CS2028', 'KL-EF-01', (a, ctx) => {
  const moment = a.trigger ?? a.timing;
  if (a.effectKind?.op === 'start' && moment) ctx.report(moment.span);
});

// KL-RES-03: a condition on energy compares with what energy can be (0..maxEnergy; SLCG energy has no cap).
const energyCondition = check<Condition>('CS2004', 'KL-RES-03', (c, ctx) => {
  if (c.subject === 'energy') outOfRange(ctx, c.subjectWord.text, c.value, c.span, capped(ctx.param('maxEnergy')));
});

// KL-CB-01: only a 卡灵 attacks, so 若本回合此卡攻击过 on a 战术 or 装置 card is never true.
const attackedOnNonKaling = check<Condition>('CS2281', 'KL-CB-01', (c, ctx) => {
  if (c.target?.ref !== 'self' || !c.target.filters.some((f) => f.filter === 'attackedThisTurn')) return;
  const type = ctx.type.name;
  if (type === '卡灵') return;
  ctx.report(c.span, [
    ctx.textOf(c.span),
    `${type}卡不是卡灵，不能攻击`,
    `a ${type} card is not a 卡灵 and never attacks`,
  ]);
});

// KL-MV-01 on the 5×5 grid (KL-ZN-01): a move of 1–4 areas.
const moveRange = check<Effect>('CS2004', 'KL-MV-01', (e, ctx) => {
  if (e.op === 'move' && e.amount !== undefined)
    outOfRange(ctx, e.verb.text, e.amount, e.span, {
      min: 1,
      max: 4,
      rule: 'KL-MV-01',
      why: { zh: '战场是 5×5', en: 'the field is 5×5' },
    });
});

// KL-CT-02: levels run 1–6.
const levelFilter = check<Target>('CS2004', 'KL-CT-02', (t, ctx) => {
  for (const f of t.filters)
    if (f.filter === 'stat' && f.stat === 'level')
      outOfRange(ctx, '等级', f.amount, f.span, { min: 1, max: 6, rule: 'KL-CT-02' });
});

// KL-TG-01: an effect that names no card target acts on its card, which must be a 卡灵 or device on the field;
// damage is dealt to players only (KL-SU-04), never to the card itself.
const implicitSelfTarget = implicitSelf('KL-TG-01', {
  types: ['卡灵', '设备'],
  damageTypes: [],
  damageTarget: '对对方',
  ownTarget: '令一张己方卡灵',
});

// KL-ZN-07 on the 5×5 grid (KL-ZN-01): 上方N格 reaches at most 4 areas away.
const distanceRange = check<Target>('CS2004', 'KL-ZN-07', (t, ctx) => {
  if (t.distance !== undefined)
    outOfRange(ctx, 'N格', t.distance, t.span, {
      min: 1,
      max: 4,
      rule: 'KL-ZN-07',
      why: { zh: '战场是 5×5', en: 'the field is 5×5' },
    });
});

/** Zones that are the battlefield (KL-ZN-01): where ranges and directions count areas. */
const ON_GRID: ReadonlySet<string> = new Set(['field', 'battlefield', 'publicBattlefield']);

// KL-TG-02..05, KL-ZN-07: ranges and directions are areas of the battlefield around a card on it; a card in a hand,
// deck or 弃区 stands in none of them, so 回归手牌上的一张卡 or 弃区中O1范围内的卡灵 would find nothing.
const rangeOffField = check<Target>('CS2103', '', (t, ctx) => {
  if (!t.zone || ON_GRID.has(t.zone) || (!t.range && !t.directions?.length)) return;
  const where = t.zoneWord?.text ?? t.zone;
  ctx.report(t.span, [ctx.textOf(t.span), where, where], t.range ? 'KL-TG-02' : 'KL-ZN-07');
});

// KL-EF-02: a 瞬发 effect's 当……时 wakes on an event of the card it names; the runtime's trigger filter (core/triggers.ts,
// and the compiled one) judges the card's side, kind and filters, not where it stands, so a place in the subject
// (当O1范围内的对方卡灵攻击时, 当对方战场的己方卡灵被攻击时) would be lost.
const placedTrigger = check<Ability>('CS2104', 'KL-EF-02', (a, ctx) => {
  const t = a.trigger?.subject;
  if (!t || ctx.hasForeign(t.span)) return;
  const rows = t.zone === 'publicBattlefield' || (t.zone === 'battlefield' && t.zoneSide && t.zoneSide !== 'both');
  if (t.range || t.directions?.length || t.distance !== undefined || rows) ctx.report(t.span, [ctx.textOf(t.span)]);
});

// KL-ZN-02: a 卡灵 only ever reaches its opponent's back row. 己方底线 in a trigger is that row when the 卡灵 is the
// opponent's (当对方卡灵走到己方底线时, the reader's own row); said of one's own 卡灵 (or this card) it is the row they
// start from, and the runtime's reachedBackRow would wake at the opponent's row instead: refused rather than read so.
const ownBackRow = check<Ability>('CS2220', 'KL-ZN-02', (a, ctx) => {
  const tr = a.trigger;
  if (!tr || tr.event !== 'reachedBackRow' || ctx.hasForeign(tr.span)) return;
  const m = /[己我]方/.exec(tr.eventWord.text);
  if (!m || tr.subject?.side === 'opponent') return;
  const own = !tr.subject || tr.subject.ref !== undefined || tr.subject.side === 'self';
  const at = tr.eventWord.span.start + m.index;
  ctx.report(
    tr.eventWord.span,
    [tr.eventWord.text, own ? '己方' : '双方', own ? 'your' : "either player's"],
    undefined,
    {
      fixes: [
        {
          title: '改为“对方底线”',
          titleEn: 'replace with "对方底线"',
          edits: [{ span: { start: at, end: at + 2 }, newText: '对方' }],
        },
      ],
    },
  );
});

/** Whether an effect names cards a later 其 may refer to (not a reference, not a player): the IR's antecedent. */
function antecedentOf(e: Effect): Target | undefined {
  const t = e.target;
  return t && !t.ref && t.cardKind !== 'player' && !(t.side && !t.cardKind && t.count === undefined) ? t : undefined;
}

// KL-TG-02..05, KL-ZN-07: 其上方 / 该卡灵O1范围内 is measured from the card 其 names — the one an effect before it
// designated. After an effect that designates none (所有对方卡灵, 对方卡灵: every such card) 其 names several cards or
// none, and the range around "them" is not one area set the text says: refused rather than guessed.
const rangeFromMass = check<Ability>('CS2178', 'KL-TG-02', (a, ctx) => {
  let before: Target | undefined;
  for (const e of a.effects) {
    for (const t of [e.target, e.to]) {
      const from = t?.rangeFrom;
      if (!t || from?.ref !== 'it' || !before || ctx.hasForeign(t.span)) continue;
      if (from.cardKind && before.cardKind && from.cardKind !== before.cardKind) continue; // the trigger's subject
      if (typeof before.count !== 'number')
        ctx.report(from.span, [ctx.textOf(t.span), ctx.textOf(before.span)], t.range ? 'KL-TG-02' : 'KL-ZN-07');
    }
    if (e.op === 'overSummon') before = undefined;
    before = antecedentOf(e) ?? before;
  }
});

// KL-SUM-03 / KL-TG-02..05: after 超越降临「X」, 其 is the 卡灵 it brought (runtime interpreter.ts entersPlay); a range
// from it (超越降临一张「狼王」，然后清除其上方的一张对方卡灵) would be measured when the link is built, before that card is
// on the field: refused rather than measured from another card.
const rangeFromEntered = check<Ability>('CS2190', 'KL-SUM-03', (a, ctx) => {
  let entered: Effect | undefined;
  for (const e of a.effects) {
    for (const t of [e.target, e.to]) {
      const from = t?.rangeFrom;
      if (!t || from?.ref !== 'it' || !entered || ctx.hasForeign(t.span)) continue;
      if (from.cardKind && from.cardKind !== 'kaling') continue; // the trigger's subject
      ctx.report(from.span, [ctx.textOf(t.span), ctx.textOf(entered.span)], 'KL-SUM-03');
    }
    if (e.op === 'overSummon') entered = e;
    else if (antecedentOf(e)) entered = undefined;
  }
});

// KL-MV-05 转移至…的空置区域: the destination's range is counted from the card that moves (runtime's transferAreas).
// A destination measured from another card (将其转移至此卡灵上方的空置区域) would be counted from the mover instead.
const transferFromOther = check<Effect>('CS2179', 'KL-MV-05', (e, ctx) => {
  const from = e.op === 'transfer' ? e.to?.rangeFrom : undefined;
  if (!from || !e.to || ctx.hasForeign(e.to.span)) return;
  const mover = e.target?.ref ?? 'self';
  if (from.ref !== mover || (e.target && !e.target.ref)) ctx.report(e.to.span, [ctx.textOf(e.to.span)]);
});

/** Side words another player's 卡灵 is named by. */
const NOT_OWN = /对方|對方|敌方|敵方|双方|雙方/;

// KL-SUM-02 / KL-SUM-05: a paid summon consumes one of the player's own 卡灵 (one in the opponent's battlefield cannot
// be material), so 素材一张对方卡灵 could never be paid; the runtime takes own 卡灵 only, and the IR keeps no side.
const ownMaterial = check<null>('CS2101', 'KL-SUM-02', (_n, ctx) => {
  const f = ctx.fields.get('summon');
  if (f?.value.kind !== 'Summon') return;
  for (const o of f.value.options) {
    if (o.kind !== 'material') continue;
    const t = o.target;
    if ((t.side !== 'opponent' && t.side !== 'both') || ctx.hasForeign(t.span)) continue;
    const written = ctx.textOf(t.span);
    const m = NOT_OWN.exec(written);
    const fixes = m
      ? [
          {
            title: '改为“己方”',
            titleEn: 'replace with "己方"',
            edits: [{ span: { start: t.span.start + m.index, end: t.span.start + m.index + 2 }, newText: '己方' }],
          },
        ]
      : [];
    ctx.report(t.span, [written], undefined, { fixes });
  }
});

// KL-SUM-02 / KL-SUM-04: the material is an own 卡灵 on the battlefield, told apart only by what it is (level, trait,
// name: the IR's material filters); where it stands (a range, a direction, rows, another zone) has no place there.
const materialPlace = check<null>('CS2102', 'KL-SUM-02', (_n, ctx) => {
  const f = ctx.fields.get('summon');
  if (f?.value.kind !== 'Summon') return;
  for (const o of f.value.options) {
    if (o.kind !== 'material') continue;
    const t = o.target;
    // What CS2110 says more precisely (a reference, another kind or zone, a range) is its alone.
    if (ctx.hasForeign(t.span) || t.side === 'opponent' || t.side === 'both' || materialMismatch(t)) continue;
    const field = !t.zone || t.zone === 'field' || (t.zone === 'battlefield' && !t.zoneSide);
    if (t.range || t.directions?.length || t.distance !== undefined || !field || t.ref)
      ctx.report(t.span, [ctx.textOf(t.span)]);
  }
});

/** Deletes a field: its whole line when it stands alone on it. */
function dropField(f: Field, text: string) {
  let { start, end } = f.span;
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const nl = text.indexOf('\n', end);
  const lineEnd = nl < 0 ? text.length : nl + 1;
  if (!text.slice(lineStart, start).trim() && !text.slice(end, lineEnd).trim()) [start, end] = [lineStart, lineEnd];
  const label = f.label.text;
  return { title: `删去“${label}”`, titleEn: `remove "${label}"`, edits: [{ span: { start, end }, newText: '' }] };
}

// KL-CT-05: GP is an element only placed devices have; a device without 【放置】 is used like a tactic and goes to the
// 弃区 (KL-CT-04), so its GP is never used. Fixes: mark it 【放置】, or drop the GP.
const gpOnUnplacedDevice = check<Field>('CS2048', 'KL-CT-05', (f, ctx) => {
  if (f.id !== 'gp' || ctx.type.name !== '设备' || !ctx.lacksMark('placed')) return;
  const fixes = [...placedFix(ctx), dropField(f, ctx.text)];
  ctx.report(f.label.span, [], undefined, { fixes });
});

/** The fix that marks a device 【放置】 on its 类型 line (CS2048, CS2091). */
function placedFix(ctx: CheckContext) {
  const typeField = ctx.fields.get('type');
  if (!typeField) return [];
  const at = { start: typeField.value.span.end, end: typeField.value.span.end };
  return [{ title: '加上【放置】', titleEn: 'insert 【放置】', edits: [{ span: at, newText: ' 【放置】' }] }];
}

// KL-CT-04 / KL-EF-03: a 永恒 effect applies while its card is face up on the battlefield; a device without 【放置】 is
// used like a tactic and goes to the 弃区 after its link (docs/rules-decisions.md), so its 永恒 effect applies at most
// while its own link waits. Fix: mark it 【放置】.
const eternalOnUnplacedDevice = check<Ability>('CS2091', 'KL-CT-04', (a, ctx) => {
  if (a.effectKind?.op !== 'eternal' || ctx.type.name !== '设备' || !ctx.lacksMark('placed')) return;
  ctx.report(a.effectKind.span, [], undefined, { fixes: placedFix(ctx) });
});

// KL-CT-05: a device on the field at GP 0 is cleared (after every link: docs/rules-decisions.md), so a 【放置】 device
// printed without GP is cleared as soon as it is placed. Fix: add its GP line.
const placedWithoutGp = check<null>('CS2092', 'KL-CT-05', (_n, ctx) => {
  if (ctx.type.name !== '设备' || ctx.fields.has('gp')) return;
  const placed = ctx.marks.find((m) => m.id === 'placed');
  if (placed) ctx.report(placed.span, [], undefined, { fixes: [insertField('GP', ctx)] });
});

export const kalingChecks: ValidationChecks = {
  Card: [keywordsOnKaling, placedWithoutGp, ownMaterial, materialPlace],
  Field: [summonEnergy, gpOnUnplacedDevice],
  Ability: [
    energyCost,
    effectKindRequired,
    tacticKind,
    eternalWithLimits,
    startWithTrigger,
    eternalOnUnplacedDevice,
    placedTrigger,
    rangeFromMass,
    rangeFromEntered,
    ownBackRow,
  ],
  Effect: [moveRange, implicitSelfTarget, transferFromOther],
  Target: [levelFilter, distanceRange, rangeOffField],
  Condition: [energyCondition, attackedOnNonKaling],
};
