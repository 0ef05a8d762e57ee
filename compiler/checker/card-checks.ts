// Checks of one card against its ruleset: words of other games, type and marks, fields per type,
// numbers in range, limits, ability shapes (timings, sides, effect kinds) and effect ops. Every
// check names the rule it enforces. Cross-card facts (names, 专属) are only collected here and
// resolved by the set pass (set-checks.ts).
import {
  allowedIn, diag, VOCAB_BY_ID, type Ability, type CardBlock, type Condition, type Diagnostic, type Effect,
  type Field, type KeywordRef, type RulesetId, type Span, type Target,
} from '../../grammar/index.js';
import {
  fieldPresence, FIELD_LABELS, profiles, type CardTypeProfile, type FieldId, type RulesetProfile,
} from '../../runtime/profiles/index.js';
import type { CardSummary } from '../manifest/index.js';
import { foreignWord, foreignWords, limitEntry, SHORT_NAME } from './ruleset-words.js';
import { hasRuntimeOp, rulesetsWithOp } from './runtime-ops.js';
import type { NameUse } from './types.js';

export interface CardFacts {
  type: string;
  continuous: boolean;
  marks: string[];
  traits: string[];
  summary: Omit<CardSummary, 'file'>;
  names: NameUse[];
}

export interface CardCheckResult {
  facts: CardFacts;
  diagnostics: Diagnostic[];
}

/** Type names in English, for messages. */
const TYPE_EN: Record<string, string> = {
  发生: '发生 (event)', 角色: '角色 (character)', 场景: '场景 (scene)', 卡灵: '卡灵', 战术: '战术 (tactic)', 设备: '设备 (device)',
  召唤物: '召唤物 (summon)', 普通: '普通 (normal)', 响应: '响应 (response)', 反制: '反制 (counter)',
};

const typeEn = (t: string) => TYPE_EN[t] ?? t;

class Ctx {
  readonly out: Diagnostic[] = [];
  readonly profile: RulesetProfile;
  constructor(
    readonly card: CardBlock,
    readonly text: string,
    readonly ruleset: RulesetId,
    readonly params: Readonly<Record<string, unknown>>,
  ) {
    this.profile = profiles[ruleset];
  }
  report(code: string, span: Span, args: readonly (string | number)[], rule: string): void {
    this.out.push(diag(code, span, args, { rule }));
  }
  /** CS2016 (error) / CS2021 (warning): a free-form problem with both texts. */
  say(severity: 'error' | 'warning', span: Span, zh: string, en: string, rule: string): void {
    this.report(severity === 'error' ? 'CS2016' : 'CS2021', span, [zh, en], rule);
  }
  param(name: string): number | undefined {
    const v = this.params[name] ?? this.profile.params[name]?.default;
    return typeof v === 'number' ? v : undefined;
  }
  /** Whether a vocabulary word is usable here; words of other games are reported by the word pass. */
  allowed(id: string): boolean {
    const e = VOCAB_BY_ID.get(id);
    return !e || allowedIn(e, this.ruleset);
  }
}

export function checkCard(card: CardBlock, text: string, ruleset: RulesetId, params: Readonly<Record<string, unknown>>): CardCheckResult {
  const ctx = new Ctx(card, text, ruleset, params);
  ctx.out.push(...foreignWords(card, text, ruleset));
  const fields = new Map<string, Field>();
  for (const f of card.fields) if (!fields.has(f.id)) fields.set(f.id, f);
  const t = typeOf(ctx, fields.get('type'));
  const marks = marksOf(ctx, t);
  if (t.profile) checkFields(ctx, t.profile, fields);
  checkNumbers(ctx, fields);
  checkStatics(ctx, t.name, marks);
  for (const a of card.abilities) checkAbility(ctx, a, t.name);
  checkCardLevel(ctx, t.name, marks, fields);
  const traits = namesOf(fields.get('traits'));
  const names = collectNames(card, fields);
  const summary: Omit<CardSummary, 'file'> = {
    name: card.name,
    type: t.continuous && t.name ? `持续 ${t.name}` : t.name,
    marks: marks.map((m) => m.id),
    span: card.nameSpan,
  };
  const copies = numberField(fields.get('copies'));
  if (copies !== undefined) summary.copies = copies;
  const excl = namesOf(fields.get('exclusive'))[0];
  if (excl) summary.exclusive = excl;
  return {
    facts: { type: t.name, continuous: t.continuous, marks: marks.map((m) => m.id), traits, summary, names },
    diagnostics: ctx.out,
  };
}

// ── type line ──────────────────────────────────────────────────────────────

interface TypeInfo {
  name: string;
  continuous: boolean;
  profile?: CardTypeProfile;
  span?: Span;
}

function typeOf(ctx: Ctx, f: Field | undefined): TypeInfo {
  if (!f || f.value.kind !== 'Type') return { name: '', continuous: false };
  const v = f.value;
  const cont = v.types.find((k) => k.id === 'continuous');
  const main = v.types.filter((k) => k.id !== 'continuous');
  const canon = (k: KeywordRef) => VOCAB_BY_ID.get(k.id)?.canonical ?? k.text;
  if (main.length > 1) {
    // SLCG-CT-01 / KL-CT-01 / GA-CT-02: a card has exactly one type.
    const names = main.map(canon).join('、');
    ctx.report('CS2019', main[1].span, [names, '一张卡只有一个类型', 'a card has exactly one type'], ctx.profile.rule);
  }
  const first = main[0];
  if (!first) {
    if (cont && ctx.allowed('continuous')) {
      // GA-CT-07: 持续 qualifies 普通, 响应 or 反制; it is not a type of its own.
      ctx.report('CS2019', cont.span, ['持续', '持续要与普通、响应或反制一起写，如“持续 响应”', '持续 goes with 普通, 响应 or 反制, e.g. "持续 响应"'], 'GA-CT-07');
    }
    return { name: '', continuous: !!cont };
  }
  const name = canon(first);
  const profile = ctx.profile.cardTypes.find((c) => c.zh === name);
  if (cont && ctx.allowed('continuous')) {
    const mod = ctx.profile.typeModifiers.find((m) => m.id === 'continuous');
    if (mod && !mod.combinesWith.includes(name)) {
      ctx.report('CS2019', cont.span, ['持续', `持续不能用于${name}卡，只能与普通、响应或反制一起写`, `持续 cannot qualify a ${typeEn(name)} card, only 普通, 响应 or 反制`], mod.rule);
    }
  }
  return { name: profile ? name : '', continuous: !!cont, profile, span: first.span };
}

interface MarkInfo {
  id: string;
  span: Span;
  text: string;
}

/** Marks on the type line; guangan 词条 of a playable card may also stand on their own line. */
function marksOf(ctx: Ctx, t: TypeInfo): MarkInfo[] {
  const out: MarkInfo[] = [];
  const f = ctx.card.fields.find((x) => x.id === 'type');
  const seen = new Set<string>();
  const add = (k: KeywordRef, fromStatic: boolean) => {
    const e = VOCAB_BY_ID.get(k.id);
    if (!e || !allowedIn(e, ctx.ruleset)) return; // reported as a foreign word
    const id = e.op ?? e.id;
    const known = ctx.profile.marks.some((m) => m.id === id);
    if (fromStatic && !known) return;
    if (seen.has(id)) return;
    seen.add(id);
    if (!known || (t.profile && !t.profile.marks.includes(id))) {
      // SLCG-CT-06/07: only events carry 突发 and 增量产能; KL-CT-01: only devices are 放置;
      // GA-KW-01..04: 词条 belong to playable cards. A trait on the type line is not a mark.
      const rule = ctx.profile.marks.find((m) => m.id === id)?.rule ?? ctx.profile.rule;
      if (t.profile) ctx.report('CS2007', k.span, [k.text, t.name, typeEn(t.name)], rule);
    }
    out.push({ id, span: k.span, text: k.text });
  };
  if (f?.value.kind === 'Type') for (const m of f.value.marks) add(m, false);
  if (ctx.ruleset === 'guangan') for (const s of ctx.card.statics) add(s, true);
  return out;
}

// ── fields ─────────────────────────────────────────────────────────────────

function checkFields(ctx: Ctx, type: CardTypeProfile, fields: Map<string, Field>): void {
  for (const [id, f] of fields) {
    if (!(id in FIELD_LABELS) || !ctx.allowed(id)) continue;
    if (fieldPresence(ctx.profile, type, id as FieldId, ctx.params) === 'forbidden') {
      // The card type's rule says which fields it prints (SLCG-CT-05/09/15, KL-CT-02..04, GA-CHR-03 …).
      ctx.report('CS2002', f.label.span, [f.label.text, type.zh, typeEn(type.zh)], type.rule);
    }
  }
  for (const id of Object.keys(type.fields) as FieldId[]) {
    if (fields.has(id) || fieldPresence(ctx.profile, type, id, ctx.params) !== 'required') continue;
    const label = FIELD_LABELS[id];
    ctx.report('CS2003', ctx.card.nameSpan, [label.zh, type.zh, typeEn(type.zh)], type.rule);
  }
}

function numberField(f: Field | undefined): number | undefined {
  if (!f) return undefined;
  if (f.value.kind === 'Number' || f.value.kind === 'Value') return f.value.value;
  return undefined;
}

function namesOf(f: Field | undefined): string[] {
  return f?.value.kind === 'Names' ? f.value.names.map((n) => n.name) : [];
}

interface Bound {
  min: number;
  max?: number;
  rule: string;
  why?: { zh: string; en: string };
}

function range(b: Bound): { zh: string; en: string } {
  const r = b.max === undefined ? `≥ ${b.min}` : `${b.min}–${b.max}`;
  return { zh: b.why ? `${r}（${b.why.zh}）` : r, en: b.why ? `${r} (${b.why.en})` : r };
}

function outOfRange(ctx: Ctx, label: string, value: number, span: Span, b: Bound): void {
  if (value >= b.min && (b.max === undefined || value <= b.max)) return;
  const r = range(b);
  ctx.report('CS2004', span, [label, value, r.zh, r.en], b.rule);
}

function fieldBounds(ctx: Ctx): Partial<Record<string, Bound>> {
  const deckMax = ctx.param('deckMax');
  const maxEnergy = ctx.param('maxEnergy');
  const maxLD = ctx.param('maxLightDark');
  const maxStamina = ctx.param('maxStamina');
  return {
    // SLCG-DK-02: 投入 is copies per deck; SLCG-DK-01: a deck holds at most deckMax cards.
    copies: { min: 1, max: deckMax, rule: 'SLCG-DK-02', why: { zh: `卡组最多 ${deckMax} 张`, en: `a deck holds at most ${deckMax}` } },
    // SLCG-CT-10: a character is destroyed once its damage reaches 常值, so 0 could never stay.
    value: { min: 1, rule: 'SLCG-CT-10' },
    // KL-CT-02 / KL-SK-03: levels run 1–6.
    level: { min: 1, max: 6, rule: 'KL-CT-02' },
    ap: { min: 0, rule: 'KL-CT-02' },
    dp: { min: 0, rule: 'KL-CT-02' },
    // KL-MV-02 on a 5×5 grid (KL-ZN-01): more than 4 steps leaves the field.
    sp: { min: 0, max: 4, rule: 'KL-MV-02', why: { zh: '战场是 5×5', en: 'the field is 5×5' } },
    // KL-CT-05: a device at GP 0 is cleared.
    gp: { min: 1, rule: 'KL-CT-05' },
    // GA-RES-07: 光暗值 is capped; a higher requirement can never be met.
    lightDark: { min: 0, max: maxLD, rule: 'GA-RES-07', why: { zh: `光暗值上限 ${maxLD}`, en: `光暗值 is capped at ${maxLD}` } },
    // GA-RES-02: stamina is capped; a dearer card can never be paid.
    stamina: { min: 0, max: maxStamina, rule: 'GA-RES-02', why: { zh: `体力上限 ${maxStamina}`, en: `stamina is capped at ${maxStamina}` } },
    hp: { min: 1, rule: 'GA-CHR-03' },
    atk: { min: 0, rule: 'GA-CHR-03' },
    // KL-RES-03: energy never exceeds maxEnergy.
    summonEnergy: { min: 0, max: maxEnergy, rule: 'KL-RES-03', why: { zh: `能量上限 ${maxEnergy}`, en: `energy is capped at ${maxEnergy}` } },
  };
}

function checkNumbers(ctx: Ctx, fields: Map<string, Field>): void {
  const bounds = fieldBounds(ctx);
  for (const [id, f] of fields) {
    if (!ctx.allowed(id)) continue;
    const b = bounds[id];
    if (b && (f.value.kind === 'Number' || f.value.kind === 'Value')) outOfRange(ctx, f.label.text, f.value.value, f.value.span, b);
    if (f.value.kind === 'Summon') {
      for (const o of f.value.options) if (o.kind === 'energy') outOfRange(ctx, '降临 耗能', o.amount, o.span, bounds.summonEnergy!);
    }
    if (f.value.kind === 'Condition') checkCondition(ctx, f.value.condition);
    if (f.value.kind === 'CostReduction') {
      checkCondition(ctx, f.value.condition);
      // SLCG-CT-08: a reduction of 0 reduces nothing; more than the cost is clamped at 0.
      outOfRange(ctx, '费用减免', f.value.amount, f.value.span, { min: 1, rule: 'SLCG-CT-08' });
      const cost = fields.get('cost');
      if (cost?.value.kind === 'Cost' && f.value.amount > cost.value.energy) {
        ctx.report('CS2025', f.value.span, [f.value.amount, cost.value.energy], 'SLCG-CT-08');
      }
    }
  }
}

/** Conditions compare a stat with a number the stat can reach. */
function checkCondition(ctx: Ctx, c: Condition): void {
  const caps: Record<string, Bound | undefined> = {
    // SLCG-ZN-07: the track runs 0..victoryTarget.
    victory: { min: 0, max: ctx.param('victoryTarget'), rule: 'SLCG-ZN-07' },
    // SLCG-SU-03: 创伤 counts up to lifeCards.
    trauma: { min: 0, max: ctx.param('lifeCards'), rule: 'SLCG-TRM-01' },
    lightDark: { min: 0, max: ctx.param('maxLightDark'), rule: 'GA-RES-07' },
    level: { min: 1, max: 6, rule: 'KL-CT-02' },
    energy: { min: 0, max: ctx.param('maxEnergy'), rule: 'KL-RES-03' },
  };
  const b = caps[c.subject];
  if (b && (ctx.ruleset !== 'slcg' || c.subject !== 'energy')) outOfRange(ctx, c.subjectWord.text, c.value, c.span, b);
}

// ── static keywords ────────────────────────────────────────────────────────

/** Static keywords and the card types they mean something on. */
const STATIC_TYPES: Record<RulesetId, { types: string[]; rule: string }> = {
  // SLCG-KW-11: every 特性 is a character's (tapping, battle, buffs, 驻足).
  slcg: { types: ['角色'], rule: 'SLCG-KW-11' },
  // KL-KW-01..03: 坚守 and 防爆 protect a 卡灵 from being cleared; 辟旋 any card on the field.
  kaling: { types: ['卡灵', '设备'], rule: 'KL-KW-01' },
  // GA-KW-05/06: 光环 and 暴击 are on characters and summons.
  guangan: { types: ['角色', '召唤物'], rule: 'GA-KW-05' },
};

const MARK_LIKE = new Set(['curse', 'talisman', 'instant', 'charge']);

function checkStatics(ctx: Ctx, type: string, marks: MarkInfo[]): void {
  if (!type) return;
  const allowed = STATIC_TYPES[ctx.ruleset];
  for (const s of ctx.card.statics) {
    const e = VOCAB_BY_ID.get(s.id);
    if (!e || !allowedIn(e, ctx.ruleset)) continue;
    if (ctx.ruleset === 'guangan' && MARK_LIKE.has(e.op ?? e.id)) continue; // a mark, checked with the type line
    const types = ctx.ruleset === 'kaling' && s.id !== 'unbounce' ? ['卡灵'] : allowed.types;
    if (!types.includes(type)) ctx.report('CS2007', s.span, [s.text, type, typeEn(type)], allowed.rule);
  }
  // GA-KW-03 / GA-KW-04: 瞬发 makes the card free, 蓄力 adds one; together they contradict.
  const instant = marks.find((m) => m.id === 'instant');
  const charge = marks.find((m) => m.id === 'charge');
  if (ctx.ruleset === 'guangan' && instant && charge) ctx.report('CS2008', charge.span, [], 'GA-KW-04');
}

// ── abilities ──────────────────────────────────────────────────────────────

const SELF_EVENTS = new Set(['enter', 'destroyed']);

function checkAbility(ctx: Ctx, a: Ability, type: string): void {
  for (const l of a.limits) {
    const le = limitEntry(l.text);
    if (le && !allowedIn(le, ctx.ruleset)) ctx.out.push(foreignWord(l.text, l.span, le, ctx.ruleset, 'limitToken'));
    // KL-LIM-01..05: 回N / 场N / 限N / 极N count uses; 回0 would forbid the ability outright.
    else if (l.count < 1) ctx.report('CS2005', l.span, [l.text], 'KL-LIM-05');
  }
  const maxEnergy = ctx.param('maxEnergy');
  for (const c of a.costs) {
    if (c.type === 'energy' && ctx.allowed('payEnergy')) {
      // KL-RES-03: a cost above the energy cap can never be paid.
      outOfRange(ctx, '耗能', c.amount, c.span, { min: 0, max: maxEnergy, rule: 'KL-RES-03', why: { zh: `能量上限 ${maxEnergy}`, en: `energy is capped at ${maxEnergy}` } });
    }
  }
  if (a.condition) checkCondition(ctx, a.condition);
  checkShape(ctx, a, type);
  for (const e of a.effects) checkEffect(ctx, e);
  // SLCG-CT-08: the SLCG runtime applies 费用±N while its source stands in a main area (a static
  // line of a 角色 or 场景); a one-shot cost change would do nothing, so it is an error.
  if (ctx.ruleset === 'slcg') {
    const isStatic = !a.timing && !a.trigger && !a.action && !a.limits.length && !a.costs.length && type !== '发生';
    for (const e of a.effects) if (e.op === 'costModifier' && !isStatic) ctx.report('CS2026', e.span, [], 'SLCG-CT-08');
  }
}

function kwName(k: KeywordRef): string {
  return `【${k.text}】`;
}

/** Sides, timings, 【行动】 and effect kinds that contradict each other or the card type. */
function checkShape(ctx: Ctx, a: Ability, type: string): void {
  const timingOp = a.timing ? VOCAB_BY_ID.get(a.timing.id)?.op : undefined;
  if (ctx.ruleset === 'slcg') {
    if (a.side && a.side.id !== 'self' && timingOp && SELF_EVENTS.has(timingOp)) {
      // SLCG-TX-02: the prefix says in whose turn an ability applies; 登场时/消灭时 are this card's own moments.
      ctx.report('CS2015', a.side.span, [a.side.text, kwName(a.timing!), `${kwName(a.timing!)}是这张卡自己的时刻，不分哪一方的回合`, `${kwName(a.timing!)} is this card's own moment, whoever's turn it is`], 'SLCG-TX-02');
    }
    if (a.side && !a.timing && !a.trigger && !a.limits.length && !a.action) {
      ctx.report('CS2015', a.side.span, [a.side.text, 'plain text (普通能力文字)', '前缀只修饰【一回合一次】、回合开始/结束时或“当…时”', 'a prefix only qualifies 【一回合一次】, turn start/end or a 当…时 trigger'], 'SLCG-TX-02');
    }
    if (a.action && type && type !== '角色') {
      // SLCG-KW-02: 【行动】 taps this character; other card types are never tapped for abilities.
      ctx.say('error', a.action.span, `【行动】要横置这个角色；${type}卡没有可以横置的角色`, `【行动】 taps this character; a ${typeEn(type)} card has none to tap`, 'SLCG-KW-02');
    }
    if (a.action && (a.timing || a.trigger)) {
      const what = a.timing ? kwName(a.timing) : '“当…时”';
      ctx.report('CS2015', a.action.span, [a.action.text, what, '【行动】是主动使用的能力，诱发能力不横置', '【行动】 is used by choice; a triggered ability does not tap'], 'SLCG-KW-02');
    }
    if (timingOp === 'destroyed' && type === '发生') {
      // SLCG-TX-03: 发生牌 go to the discard at turn end without being destroyed.
      ctx.say('warning', a.timing!.span, '发生卡在回合结束时进入废牌区，不会被消灭，【消灭时】不会诱发', 'a 发生 card goes to the discard at turn end without being destroyed; 【消灭时】 never triggers', 'SLCG-TX-03');
    }
  }
  if (ctx.ruleset === 'kaling') {
    const kind = a.effectKind ? VOCAB_BY_ID.get(a.effectKind.id)?.op : undefined;
    if (!kind && (type === '卡灵' || type === '设备')) {
      // KL-CT-02 / KL-CT-04: a 卡灵's or device's effects are 启动, 瞬发 or 永恒.
      ctx.report('CS2022', a.span, [type, type, typeEn(type)], type === '卡灵' ? 'KL-CT-02' : 'KL-CT-04');
    }
    if (kind === 'eternal' && type === '战术') {
      // KL-CT-03: a tactic's effects are 启动 or 瞬发.
      ctx.say('error', a.effectKind!.span, '战术卡的效果只能是【启动】或【瞬发】', 'a tactic card\'s effects are 【启动】 or 【瞬发】 only', 'KL-CT-03');
    }
    if (kind === 'eternal' && (a.limits.length || a.costs.length)) {
      // KL-EF-03: eternal effects are never activated, so limits and costs have nothing to count.
      const at = a.limits[0]?.span ?? a.costs[0].span;
      ctx.report('CS2015', at, [a.effectKind!.text, '回N/耗能', '永恒效果不发动，没有次数也不付代价', 'an eternal effect is never activated, so it has no limit or cost'], 'KL-EF-03');
    }
    if (kind === 'start' && a.trigger) {
      // KL-EF-01: 启动 effects are used by choice in the own 行动阶段 and never answer an event.
      ctx.say('error', a.trigger.span, '【启动】效果只能在己方行动阶段主动发动，不能有“当…时”', 'a 【启动】 effect is used by choice in the own action phase; it cannot have a 当…时 trigger', 'KL-EF-01');
    }
  }
  if (ctx.ruleset === 'guangan' && a.variant && !a.effects.some((e) => e.replaces) && a.effects.length === 0) {
    ctx.say('warning', a.variant.span, '【光明】/【黑暗】后没有强化效果', '【光明】/【黑暗】 has no enhanced effect', 'GA-RES-09');
  }
}

const DAMAGEABLE: Record<RulesetId, Set<string>> = {
  // SLCG-TX-05: ability damage is dealt to characters only.
  slcg: new Set(['character']),
  kaling: new Set(['kaling', 'player', 'device', 'area']),
  guangan: new Set(['character', 'summon', 'player']),
};

const KIND_ZH: Record<string, [string, string]> = {
  scene: ['场景', 'a scene'], player: ['玩家', 'a player'], card: ['卡牌', 'any card'], area: ['区域', 'an area'], device: ['设备', 'a device'],
};

function checkEffect(ctx: Ctx, e: Effect): void {
  const verbOk = (() => {
    const v = VOCAB_BY_ID.get(e.verb.id);
    return !v || allowedIn(v, ctx.ruleset);
  })();
  if (verbOk && !hasRuntimeOp(ctx.ruleset, e.op)) {
    const owners = rulesetsWithOp(e.op).map((r) => SHORT_NAME[r]);
    const rule = { slcg: 'SLCG-META-01', guangan: 'GA-META-01', kaling: 'KL-META-01' }[ctx.ruleset];
    const d = diag('CS2014', e.span, [e.op, SHORT_NAME[ctx.ruleset], SHORT_NAME[ctx.ruleset]], { rule });
    if (owners.length) d.notes = [{ zh: `这个效果属于：${owners.join('、')}`, en: `this effect belongs to: ${owners.join(', ')}` }];
    ctx.out.push(d);
  }
  if (e.op === 'damage') {
    const k = e.target?.cardKind;
    if (k && ctx.ruleset === 'slcg' && !DAMAGEABLE.slcg.has(k)) {
      const [zh, en] = KIND_ZH[k] ?? [k, k];
      ctx.report('CS2024', e.target!.span, [zh, en], 'SLCG-TX-05');
    }
    // SLCG-TX-05 / GA-CB-04: damage of 0 deals nothing.
    const rule = { slcg: 'SLCG-TX-05', guangan: 'GA-CB-04', kaling: 'KL-CB-06' }[ctx.ruleset];
    if (e.amount !== undefined) outOfRange(ctx, e.verb.text, e.amount, e.span, { min: 1, rule });
  }
  if (e.op === 'push' && e.amount !== undefined) {
    const vt = ctx.param('victoryTarget') ?? 15;
    // SLCG-TX-06 / SLCG-ZN-07: the track runs 0..victoryTarget.
    if (e.amount === 0 || Math.abs(e.amount) > vt) {
      ctx.report('CS2004', e.span, [e.verb.text, e.amount, `±1–${vt}`, `±1–${vt}`], 'SLCG-TX-06');
    }
  }
  if ((e.op === 'draw' || e.op === 'heal' || e.op === 'recover') && e.amount !== undefined) {
    // SLCG-TRM-04 heal, GA-CB-07 recover; drawing 0 cards draws nothing (SLCG-TRN-05, KL-TX-04, GA-SU-03).
    const drawRule = { slcg: 'SLCG-TRN-05', kaling: 'KL-TX-04', guangan: 'GA-SU-03' }[ctx.ruleset];
    outOfRange(ctx, e.verb.text, e.amount, e.span, { min: 1, rule: e.op === 'heal' ? 'SLCG-TRM-04' : e.op === 'recover' ? 'GA-CB-07' : drawRule });
  }
  if (e.op === 'move' && e.amount !== undefined) {
    outOfRange(ctx, e.verb.text, e.amount, e.span, { min: 1, max: 4, rule: 'KL-MV-01', why: { zh: '战场是 5×5', en: 'the field is 5×5' } });
  }
  if (e.op === 'modifyStat' && e.amount === 0) {
    ctx.say('warning', e.span, '数值改变 0 没有效果', 'a change of 0 does nothing', ctx.ruleset === 'kaling' ? 'KL-RES-05' : ctx.profile.rule);
  }
  if (e.target) checkTarget(ctx, e.target);
}

function checkTarget(ctx: Ctx, t: Target): void {
  for (const f of t.filters) {
    if (f.filter === 'stat' && f.stat === 'level' && f.amount !== undefined) {
      outOfRange(ctx, '等级', f.amount, f.span, { min: 1, max: 6, rule: 'KL-CT-02' });
    }
  }
}

// ── card-level ─────────────────────────────────────────────────────────────

function checkCardLevel(ctx: Ctx, type: string, marks: MarkInfo[], fields: Map<string, Field>): void {
  const hasTrigger = ctx.card.abilities.some((a) => a.trigger);
  const burst = marks.find((m) => m.id === 'burst');
  if (ctx.ruleset === 'slcg' && burst && !hasTrigger) {
    // SLCG-CT-07: a 突发 card is played from hand when its trigger condition holds.
    ctx.report('CS2006', burst.span, [ctx.card.name], 'SLCG-CT-07');
  }
  if (ctx.ruleset === 'guangan' && (type === '响应' || type === '反制') && !hasTrigger && ctx.card.abilities.length) {
    // GA-CH-01 / GA-CT-03 / GA-CT-04: response and counter cards are activated only when their condition holds.
    const f = fields.get('type')!;
    ctx.report('CS2023', f.value.span, [type, ctx.card.name, typeEn(type)], type === '响应' ? 'GA-CT-03' : 'GA-CT-04');
  }
  const traits = fields.get('traits');
  if (ctx.ruleset === 'slcg' && traits?.value.kind === 'Names' && traits.value.names.length > 2) {
    // SLCG-CT-04: a card has 0–2 特征.
    ctx.report('CS2020', traits.value.span, [ctx.card.name, traits.value.names.length], 'SLCG-CT-04');
  }
}

// ── names used in text ─────────────────────────────────────────────────────

function collectNames(card: CardBlock, fields: Map<string, Field>): NameUse[] {
  const out: NameUse[] = [];
  const seen = new Set<number>();
  const push = (name: string, span: Span, kind: NameUse['kind'], nameSpan?: Span) => {
    if (seen.has(span.start)) return;
    seen.add(span.start);
    out.push(nameSpan ? { name, span, kind, nameSpan } : { name, span, kind });
  };
  // A quoted name's span covers 「…」; the name itself is inside.
  const inner = (s: Span): Span => ({ start: s.start + 1, end: s.end - 1 });
  const target = (t: Target | undefined): void => {
    if (!t) return;
    for (const f of t.filters) {
      if ((f.filter === 'trait' || f.filter === 'name') && f.value !== undefined) push(f.value, f.span, f.filter === 'trait' ? 'trait' : 'card');
    }
    if (t.name?.quoted) push(t.name.name, t.name.span, 'card', inner(t.name.span));
  };
  for (const a of card.abilities) {
    target(a.trigger?.subject);
    for (const e of a.effects) {
      if (e.name?.quoted) push(e.name.name, e.name.span, 'card', inner(e.name.span));
      target(e.target);
    }
  }
  for (const f of card.fields) {
    if (f.value.kind === 'Summon') for (const o of f.value.options) if (o.kind === 'material') target(o.target);
  }
  const excl = fields.get('exclusive');
  if (excl?.value.kind === 'Names') for (const n of excl.value.names) push(n.name, n.span, 'exclusive', n.span);
  return out;
}
