// Lowering: checked AST → the runtime's CardDef (runtime/card-def.ts), plain JSON that any engine
// can load. Every card, ability, keyword and effect carries its source range (1-based line/col)
// so runtime errors and replay steps point back to the .card text. What an AST part cannot become
// is listed in coverage.ts, which the checker reports (CS2036) before anything is lowered.
import type {
  Ability,
  Condition as AstCondition,
  Effect,
  Field,
  Filter as AstFilter,
  LineIndex,
  Span,
  Target,
  TargetKind,
} from '../../grammar/index.js';
import type {
  AbilityDef,
  CardDef,
  Condition,
  DamageType,
  EffectOp,
  Filter,
  KeywordGrant,
  RulesetId,
  SourceRef,
  TargetSpec,
  Timing,
} from '../../runtime/card-def.js';
import { profiles } from '../../runtime/profiles/index.js';
import type { Diagnostic, ModeLead, Repeat } from '../../grammar/index.js';
import type { CheckedCard, CheckedFile, CheckedSet } from '../checker/index.js';
import { runtimeRefusal } from '../checker/runtime-ops.js';
import { diag } from '../diagnostics.js';
import { abilityKind } from './ability-kind.js';
import { IR_VERSION, type IrSet } from './types.js';
import type { EventOp } from '../../grammar/ops.js';
import { nameKey } from '../../grammar/index.js';
import { nameMatch, type NameMatch } from '../checker/name-match.js';
import type { TimingEvent } from '../../runtime/card-def.js';

// grammar/ and runtime/ each list the trigger events (neither may import the other, eslint.config.js), and a
// timing's event passes from one to the other here. The runtime's type is open (a ruleset may add events), so
// assigning would check nothing: this compares the two closed lists and is a type error when they differ.
type Closed<T> = T extends unknown ? (string extends T ? never : T) : never;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const EVENT_LISTS_AGREE: Same<EventOp, Closed<TimingEvent>> = true;
void EVENT_LISTS_AGREE;

interface Lowering {
  file: string;
  /** The file's text (CS4004 quotes the effect). */
  text: string;
  lines: LineIndex;
  card: CheckedCard;
  diags: Diagnostic[];
}

export function sourceRef(file: string, lines: LineIndex, span: Span): SourceRef {
  const a = lines.position(span.start);
  const b = lines.position(span.end);
  return { file, line: a.line + 1, col: a.character + 1, endLine: b.line + 1, endCol: b.character + 1 };
}

const STAT_FIELDS = ['value', 'level', 'ap', 'dp', 'sp', 'gp', 'hp', 'atk', 'lightDark', 'stamina'] as const;
const META_FIELDS = ['rarity', 'move', 'illustrator', 'designer', 'environment', 'flavor'] as const;

/** Lowered cards per checked file; the checker hands back the same CheckedFile for unchanged text. */
export class LowerCache {
  private readonly files = new WeakMap<CheckedFile, { cards: CardDef[]; diagnostics: Diagnostic[] }>();
  // The file's cards with names as the set's cards print them (resolveNames), and the names it looked up: still
  // good while each of them names the same card.
  private readonly named = new WeakMap<CheckedFile, { cards: CardDef[]; lookups: [string, string | undefined][] }>();

  file(f: CheckedFile): { cards: CardDef[]; diagnostics: Diagnostic[] } {
    let r = this.files.get(f);
    if (!r) {
      r = { cards: [], diagnostics: [] };
      for (const c of f.cards) {
        const x = lowerCard(c, f);
        r.cards.push(x.value);
        for (const d of x.diagnostics) r.diagnostics.push(d);
        // A card the checker passed that the game's pool would still refuse: an error here, not a crash in play.
        const refused = c.hasErrors ? null : runtimeRefusal(c.ruleset, x.value);
        if (refused)
          r.diagnostics.push(
            diag('CS4020', c.ast.nameSpan, [c.ast.name, profiles[c.ruleset].name.short, refused], { file: c.file }),
          );
      }
      this.files.set(f, r);
    }
    return r;
  }

  /** The file's cards, each name in 「」 (and 专属) written as the set's card it names prints it (name-match.ts). */
  fileIn(f: CheckedFile, match: NameMatch): { cards: CardDef[]; diagnostics: Diagnostic[] } {
    const r = this.file(f);
    const cached = this.named.get(f);
    if (cached && cached.lookups.every(([w, n]) => match(w) === n))
      return { cards: cached.cards, diagnostics: r.diagnostics };
    const lookups = new Map<string, string | undefined>();
    const look = (w: string) => {
      if (!lookups.has(w)) lookups.set(w, match(w));
      return lookups.get(w) ?? w;
    };
    const cards = r.cards.map((c) => resolveNames(c, look));
    this.named.set(f, { cards, lookups: [...lookups] });
    return { cards, diagnostics: r.diagnostics };
  }
}

/**
 * `card` with every card name its IR holds — name filters, 载入 / 召唤 / 超越降临 names, 专属 — as `look` gives it;
 * `card` itself when none changes (a changed card is a copy: lowered cards are shared read-only).
 */
function resolveNames(card: CardDef, look: (written: string) => string): CardDef {
  let changed = false;
  const walk = (x: unknown): unknown => {
    if (Array.isArray(x)) {
      let out: unknown[] | undefined;
      x.forEach((v, i) => {
        const w = walk(v);
        if (w !== v) (out ??= [...x])[i] = w;
      });
      return out ?? x;
    }
    if (!x || typeof x !== 'object') return x;
    const o = x as Record<string, unknown>;
    let out: Record<string, unknown> | undefined;
    for (const k of Object.keys(o)) {
      if (k === 'source') continue;
      const v = o[k];
      let w = walk(v);
      const isName =
        typeof v === 'string' &&
        ((k === 'value' && o.kind === 'name') || (k === 'name' && typeof o.op === 'string') || k === 'exclusive');
      if (isName) w = look(v);
      // 名为「A」或「B」: each name of the filter's `or` too.
      else if (k === 'or' && o.kind === 'name' && Array.isArray(v)) {
        const names = v.map((n) => (typeof n === 'string' ? look(n) : n));
        if (names.some((n, i) => n !== v[i])) w = names;
      }
      if (w !== v) (out ??= { ...o })[k] = w;
    }
    if (out) changed = true;
    return out ?? o;
  };
  const out = walk(card) as CardDef;
  return changed ? out : card;
}

/**
 * Lowers every card of a checked set. Cards are lowered even with errors; callers decide whether
 * to write them. With a cache, the CardDefs of unchanged files are shared between calls: treat them
 * as read-only.
 */
export function lowerSet(
  set: CheckedSet,
  name = '',
  cache = new LowerCache(),
): { value: IrSet; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const cards: CardDef[] = [];
  const match = nameMatch(set.byName.keys());
  for (const f of set.files) {
    const r = cache.fileIn(f, match);
    for (const c of r.cards) cards.push(c);
    for (const d of r.diagnostics) diagnostics.push(d);
  }
  return { value: { irVersion: IR_VERSION, set: name, ruleset: set.ruleset ?? 'slcg', cards }, diagnostics };
}

export function lowerCard(card: CheckedCard, file: CheckedFile): { value: CardDef; diagnostics: Diagnostic[] } {
  const L: Lowering = { file: card.file, text: file.text, lines: file.lines, card, diags: [] };
  const ast = card.ast;
  const src = (s: Span) => sourceRef(L.file, L.lines, s);
  const fields = new Map<string, Field>();
  for (const f of ast.fields) if (!fields.has(f.id)) fields.set(f.id, f);
  const def: CardDef = {
    id: ast.name,
    name: ast.name,
    ruleset: card.ruleset,
    type: card.type,
    marks: [...card.marks],
    // SLCG-CT-04: a 特征 is one tag in either script; the IR holds each in one form (nameKey), as filters name it.
    traits: card.traits.map(nameKey),
    stats: {},
    keywords: [],
    abilities: [],
    source: src(ast.span),
  };
  if (card.continuous) def.continuous = true;
  for (const id of STAT_FIELDS) {
    const v = fields.get(id)?.value;
    if (v && (v.kind === 'Number' || v.kind === 'Value')) def.stats[id] = v.value;
  }
  const value = fields.get('value')?.value;
  if (value?.kind === 'Value' && value.color) def.color = value.color.op;
  const cost = fields.get('cost')?.value;
  if (cost?.kind === 'Cost') def.cost = cost.extreme ? { energy: cost.energy, extreme: true } : { energy: cost.energy };
  const copies = fields.get('copies')?.value;
  if (copies?.kind === 'Number') def.copies = copies.value;
  const pre = fields.get('prerequisite')?.value;
  if (pre?.kind === 'Condition') def.prerequisite = condition(pre.condition, L.card.ruleset);
  const red = fields.get('costReduction')?.value;
  if (red?.kind === 'CostReduction') {
    const cr: NonNullable<CardDef['costReduction']> = { amount: red.amount };
    if (red.condition) cr.condition = condition(red.condition, L.card.ruleset);
    // 己方场上每有一个角色，费用-1 / 对方每有1点创伤，费用-1: per card counted, or per point of a player's number.
    if (red.per) cr.per = cardTarget(red.per, L.card.ruleset);
    if (red.perStat)
      cr.perStat = { subject: playerSubject(red.perStat.subject, L.card.ruleset), side: red.perStat.side };
    if (red.perEvery && (cr.per || cr.perStat)) cr.perEvery = red.perEvery;
    def.costReduction = cr;
  }
  const excl = fields.get('exclusive')?.value;
  if (excl?.kind === 'Names' && excl.names[0]) def.exclusive = excl.names[0].name;
  const area = fields.get('attackArea')?.value;
  if (area?.kind === 'Directions') def.attackAreas = area.directions.map((d) => d.op);
  const summon = fields.get('summon')?.value;
  if (summon?.kind === 'Summon') {
    const sc: NonNullable<CardDef['summonCost']> = {};
    for (const o of summon.options) {
      if (o.kind === 'energy') sc.energy = o.amount;
      else {
        const t = target(o.target, card.ruleset);
        sc.materials = { count: typeof t.count === 'number' ? t.count : 1 };
        if (t.filters?.length) sc.materials.filters = t.filters;
      }
    }
    def.summonCost = sc;
  }
  const meta: Record<string, string> = {};
  for (const id of META_FIELDS) {
    const v = fields.get(id)?.value;
    if (v?.kind === 'Text') meta[id] = v.text;
  }
  if (Object.keys(meta).length) def.meta = meta;
  for (const s of ast.statics) {
    if (card.marks.includes(s.op)) continue; // a 光暗 词条 on a line of its own is a mark (marks above)
    const k: KeywordGrant = { keyword: s.op, source: src(s.span) };
    def.keywords.push(k);
  }
  let base: AbilityDef | undefined;
  ast.abilities.forEach((a, i) => {
    const x = ability(L, a, i, a.variant ? base : undefined);
    if (!a.variant) base = x;
    def.abilities.push(x);
  });
  return { value: def, diagnostics: L.diags };
}

/** The heads an ability line may write; a variant line without any keeps its base's (GA-RES-09). */
function hasHeads(a: Ability): boolean {
  return !!(a.timing || a.trigger || a.effectKind || a.action || a.side || a.limits.length || a.costs.length);
}

/** 回合开始时 / 回合结束时: a moment of a turn, whose turn is the ability's side (SLCG-TX-02). */
const TURN_MOMENTS = new Set(['turnStart', 'turnEnd']);

/** 【登场时】 【攻击时】 …: this card's own moments. */
const OWN_MOMENTS = new Set(['enter', 'destroyed', 'attack', 'attacked', 'moved']);

function timingOf(a: Ability, ruleset: RulesetId): Timing | undefined {
  if (a.timing) {
    const t: Timing = { event: a.timing.op, side: a.side?.op ?? 'self' };
    if (OWN_MOMENTS.has(a.timing.op)) t.subject = { ref: 'self' };
    return t;
  }
  if (!a.trigger) return undefined;
  const tr = a.trigger;
  const subject = tr.subject ? target(tr.subject, ruleset) : undefined;
  // 当此卡攻击时 is this card's own moment, as 【攻击时】: its controller's side.
  const t: Timing = { event: tr.event, side: subject?.ref === 'self' ? 'self' : (subject?.side ?? 'both') };
  if (
    subject &&
    (subject.kind ||
      subject.ref ||
      subject.filters?.length ||
      subject.count !== undefined ||
      subject.range ||
      subject.zone)
  )
    t.subject = subject;
  if (tr.damageType) t.damageType = tr.damageType;
  if (tr.effectKind) t.effectKind = tr.effectKind;
  if (tr.overSummon) t.overSummon = true;
  if (tr.clearedBy) t.clearedBy = tr.clearedBy;
  return t;
}

function ability(L: Lowering, a: Ability, index: number, base?: AbilityDef): AbilityDef {
  // GA-RES-09: 【光明】改为… with no heads of its own is the base ability, enhanced.
  const inherit = base && !hasHeads(a) ? base : undefined;
  const kind = inherit?.kind ?? abilityKind(L.card, a);
  const def: AbilityDef = {
    index,
    kind,
    limits: inherit ? inherit.limits.map((l) => ({ ...l })) : a.limits.map((l) => ({ scope: l.scope, count: l.count })),
    costs: inherit ? { ...inherit.costs } : {},
    effects: [],
    source: sourceRef(L.file, L.lines, a.span),
  };
  const timing = inherit?.timing ?? timingOf(a, L.card.ruleset);
  if (timing) def.timing = timing;
  if (inherit?.sideRestriction) def.sideRestriction = inherit.sideRestriction;
  else if (a.side && L.card.ruleset === 'slcg') def.sideRestriction = a.side.op;
  else if (L.card.ruleset === 'slcg' && timing && a.trigger?.subject?.side && TURN_MOMENTS.has(timing.event))
    // SLCG-TX-02: 当对方回合结束时 says whose turn it is, as 【对方回合结束时】 does; without a side it is one's own.
    def.sideRestriction = timing.side;
  if (a.action || inherit?.tap) def.tap = true;
  for (const c of a.costs) {
    if (c.type === 'free') def.costs.free = true;
    else def.costs.energy = (def.costs.energy ?? 0) + c.amount;
  }
  // A condition shared by every effect is the ability's (one 若 clause); otherwise each op keeps its own.
  const first = a.effects[0]?.condition;
  const shared = first && a.effects.every((e) => e.condition === first) ? first : undefined;
  if (shared) def.condition = condition(shared, L.card.ruleset);
  else if (inherit?.condition) def.condition = inherit.condition;
  if (a.variant) def.variant = a.variant.op;
  // SLCG-TX-08: the line is optional when its first effect asks and every other one asks or waits for one that does.
  if (a.effects[0]?.optional && a.effects.every((e) => e.optional || e.ifDone)) def.optional = true;
  const persistent = kind === 'static' || kind === 'eternal';
  const perSide: boolean[] = [];
  // 执行2次: the clause each op came from, when it is done more than once (the same object for a clause's ops).
  const repeats: (Repeat | undefined)[] = [];
  // The op each effect lowered to (否则 names its 若's op by index), -1 when it lowered to none.
  const at: number[] = [];
  // 选择一项 (grammar/clauses/modes.ts): each choice's group number, in printed order.
  const groups = new Map<ModeLead, number>();
  for (const [k, e] of a.effects.entries()) {
    at.push(-1);
    const from = e.replaces && !e.target ? base?.effects.find((b) => b.op === e.op) : undefined;
    const x = effect(L, e, persistent, from && 'target' in from ? from.target : undefined, antecedent(def.effects));
    if (!x) continue;
    if (e.target?.another) notDesignatedBefore(x, def.effects);
    if (e.condition && e.condition !== shared) x.condition = condition(e.condition, L.card.ruleset);
    if (e.mode && !persistent) {
      const { lead, option } = e.mode;
      if (!groups.has(lead)) groups.set(lead, groups.size);
      x.mode = { group: groups.get(lead)!, option, options: lead.options, choose: lead.choose };
    }
    if (e.otherwise) {
      const anchor = at[elseOf(a.effects, k)] ?? -1;
      if (anchor >= 0) x.otherwise = anchor;
    }
    at[k] = def.effects.length;
    def.effects.push(x);
    perSide.push(!!e.target?.perSide);
    repeats.push(persistent ? undefined : e.repeat);
  }
  let sides = perSide;
  if (repeats.some((r) => r)) ({ ops: def.effects, perSide: sides } = repeated(def.effects, perSide, repeats));
  if (sides.includes(true)) def.effects = eachSide(def.effects, sides);
  return def;
}

/**
 * SLCG-TG-01 / GA-TG-01 / KL-TG-01 另一个 (docs/rules-decisions.md): after an earlier op of the ability that designates
 * cards of the same kind (对一个对方角色造成2点伤害；对另一个对方角色造成1点伤害), "another" is one not designated there —
 * the `notDesignated` filter, beside notSelf; with none, it is only "not this card".
 */
function notDesignatedBefore(x: EffectOp, before: readonly EffectOp[]): void {
  const t = targetOf(x);
  if (!t || !designates(t)) return;
  const same = before.some((op) => {
    const u = targetOf(op);
    return !!u && designates(u) && (!u.kind || !t.kind || u.kind === t.kind);
  });
  if (same) (t.filters ??= []).push({ kind: 'notDesignated' });
}

/**
 * 对一个对方角色造成1点伤害，执行2次: the ops of a clause done N times in all follow themselves N − 1 more times, each
 * copy choosing its targets anew and judging its 若 again. A 否则 op keeps naming its 若's op: in its own copy when that
 * op is in the repeated run, else where the original went.
 */
function repeated(
  ops: readonly EffectOp[],
  perSide: readonly boolean[],
  repeats: readonly (Repeat | undefined)[],
): { ops: EffectOp[]; perSide: boolean[] } {
  const out: EffectOp[] = [];
  const side: boolean[] = [];
  // Where each original op went; per copy written, the run it copies and how far on the copy stands.
  const moved: number[] = [];
  const copies = new Map<number, { from: number; to: number; shift: number }>();
  let nextGroup = ops.reduce((n, o) => Math.max(n, (o.mode?.group ?? -1) + 1), 0);
  for (let i = 0; i < ops.length;) {
    const r = repeats[i];
    let end = i + 1;
    while (r && end < ops.length && repeats[end] === r) end++;
    for (let k = i; k < end; k++) {
      moved[k] = out.length;
      out.push(ops[k]);
      side.push(perSide[k]);
    }
    // 以下效果执行2次：选择一项：… — a choice wholly inside the run is made again by each copy: a group of its own.
    const whole = new Set<number>();
    for (let k = i; k < end; k++) {
      const g = ops[k].mode?.group;
      if (g !== undefined && ops.every((o, j) => o.mode?.group !== g || (j >= i && j < end))) whole.add(g);
    }
    for (let n = 1; r && n < r.times; n++) {
      const renamed = new Map<number, number>();
      for (const g of whole) renamed.set(g, nextGroup++);
      for (let k = i; k < end; k++) {
        copies.set(out.length, { from: i, to: end, shift: n * (end - i) });
        const copy = structuredClone(ops[k]);
        if (copy.mode && renamed.has(copy.mode.group)) copy.mode.group = renamed.get(copy.mode.group)!;
        out.push(copy);
        side.push(perSide[k]);
      }
    }
    i = end;
  }
  const written = out.map((op, j) => {
    const o = op.otherwise;
    if (o === undefined) return op;
    const c = copies.get(j);
    return { ...op, otherwise: c && o >= c.from && o < c.to ? moved[o] + c.shift : moved[o] };
  });
  return { ops: written, perSide: side };
}

/**
 * The card target of the last op that names cards (not a reference, not a player): what a 其 after it names. An op
 * that brings cards into play (召唤「X」, 超越降临「X」) names them: a 其 after it stays 'it', which the runtime reads as the
 * instances it brought (effects/interpreter.ts resolveTargets).
 */
function antecedent(ops: readonly EffectOp[]): TargetSpec | undefined {
  for (let k = ops.length - 1; k >= 0; k--) {
    const op = ops[k];
    if (op.op === 'summon') return { kind: 'summon' };
    if (op.op === 'overSummon') return { kind: 'kaling' };
    const t = targetOf(op);
    if (t && !t.ref && t.kind !== 'player') return t;
  }
  return undefined;
}

/** The card target an op acts on, if any. */
function targetOf(op: EffectOp): TargetSpec | undefined {
  // 选择X，推动进度+X，X为其常值: the card read is what a 其 after the op names, as at runtime (opTarget).
  return ('target' in op ? op.target : undefined) ?? op.reads;
}

/**
 * The effect whose 若 a 否则 effect k answers: the nearest effect before it with a condition, taken back to the first
 * effect of its clause that shares that condition (若A，X1，X2；否则Y: Y runs if A did not hold when X1 judged it).
 */
function elseOf(effects: readonly Effect[], k: number): number {
  let j = k - 1;
  while (j >= 0 && !effects[j].condition) j--;
  while (j > 0 && effects[j - 1].condition === effects[j].condition) j--;
  return j;
}

/**
 * SLCG-TG-01 / KL-TG-01 各: `双方各弃一张手牌`, `对双方各一个角色造成1点伤害` act on each player's own N, so the op is
 * written once for the own side and once for the other's, each designating its own (who chooses is as for any
 * designation: docs/rules-decisions.md). The ops after it that refer back to what it designated (其, a continued
 * subject: `ref: 'it'`) follow each half, so each refers to that half's cards; ops between them that act on no card
 * run once, with the first half. A 可以 on the clause asks once: the second half shares the first's question
 * (`answeredBy`, SLCG-TX-08).
 */
function eachSide(ops: readonly EffectOp[], perSide: readonly boolean[]): EffectOp[] {
  const out: EffectOp[] = [];
  // Where each op went: a 否则 op names its 若's op by index.
  const moved: number[] = [];
  for (let i = 0; i < ops.length; i++) {
    moved.push(out.length);
    const t = targetOf(ops[i]);
    if (!perSide[i] || !t || t.side !== 'both' || !designates(t)) {
      out.push(ops[i]);
      continue;
    }
    // The half runs up to the last op that refers back to it (before the next designation).
    let end = i + 1;
    for (let j = i + 1; j < ops.length; j++) {
      const u = targetOf(ops[j]);
      if (u && designates(u)) break;
      if (u?.ref === 'it') end = j + 1;
    }
    const half = (side: 'self' | 'opponent') => ({ ...ops[i], target: { ...t, side } }) as EffectOp;
    const first = out.length;
    out.push(half('self'));
    for (let j = i + 1; j < end; j++) {
      moved.push(out.length);
      out.push(ops[j]);
    }
    const other = half('opponent');
    // SLCG-TX-08: 可以 before the clause is one question for both halves, asked at the first.
    if (other.optional) {
      delete other.optional;
      other.answeredBy = first;
    }
    out.push(other);
    for (let j = i + 1; j < end; j++) if (targetOf(ops[j])?.ref === 'it') out.push(structuredClone(ops[j]));
    i = end - 1;
  }
  return out.map((op) => (op.otherwise === undefined ? op : { ...op, otherwise: moved[op.otherwise] }));
}

/** A resource of 获得/失去 as the game keeps it (profile `resourceAliases`: 卡灵时代 生命 is its life points, KL-SU-04). */
export function resourceIn(ruleset: RulesetId, r: string): string {
  return profiles[ruleset].resourceAliases?.[r] ?? r;
}

/** A 若… as the runtime judges it: 若A且B is `and`, 若A或B `or` (each part a condition of its own). */
function condition(c: AstCondition, ruleset: RulesetId): Condition {
  const first = leaf(c, ruleset);
  if (!c.also) return first;
  const parts = [first, ...c.also.conditions.map((x) => condition(x, ruleset))];
  return c.also.join === 'and' ? { and: parts } : { or: parts };
}

/** A player's number as the game's conditions name it (手牌 → handSize; profile conditionAliases). */
export function playerSubject(subject: string, ruleset: RulesetId): string {
  return subject === 'hand' ? 'handSize' : (profiles[ruleset].conditionAliases?.[subject] ?? subject);
}

function leaf(c: AstCondition, ruleset: RulesetId): Condition {
  const subject = playerSubject(c.subject, ruleset);
  const out: Condition = { subject, cmp: c.cmp, value: c.value };
  if (c.side) out.side = c.side;
  if (c.target) out.of = cardTarget(c.target, ruleset);
  // 若那张卡灵… / 若其… with no effect before it (grammar: ref 'trigger'): the trigger's subject, which the runtime's
  // 'it' (what an earlier op acted on) is not when no op came before (KL-TG-01, SLCG-TG-01).
  if (c.target?.ref === 'trigger' && out.of) out.of.ref = 'trigger';
  if (c.than) out.than = cardTarget(c.than, ruleset);
  if (c.thanSide) out.thanSide = c.thanSide;
  return out;
}

/** A value of a card as the game names it (profile cardStatAliases: 光暗 生命值 of a 角色 is its 生命). */
function cardStat(stat: string, ruleset: RulesetId): string {
  return profiles[ruleset].cardStatAliases?.[stat] ?? stat;
}

function filter(f: AstFilter, ruleset: RulesetId): Filter {
  switch (f.filter) {
    case 'trait': {
      // SLCG-CT-04: compared in one form, as the card's own traits are lowered (星環艦隊 = 星环舰队).
      const out: Filter = { kind: 'trait', value: nameKey(f.value) };
      if (f.or?.length) out.or = f.or.map((x) => nameKey(x.name));
      return out;
    }
    case 'name': {
      const out: Filter = { kind: 'name', value: f.value };
      if (f.or?.length) out.or = f.or.map((x) => x.name);
      return out;
    }
    case 'type':
      return { kind: f.filter, value: f.value };
    case 'stat': {
      // GA-CHR-03 / GA-CB-07: 生命3以下的敌方角色 is its HP now (its 生命 less the damage taken), as 血量 is a player's.
      const stat = cardStat(f.stat, ruleset);
      const out: Filter = {
        kind: 'stat',
        stat: ruleset === 'guangan' && stat === 'hp' ? 'hpLeft' : stat,
        cmp: f.cmp,
        value: f.amount,
      };
      // 常值为2或3: any of the values (cmp '=').
      if (f.or?.length && f.cmp === '=') out.or = [...f.or];
      return out;
    }
    case 'extreme': {
      // GA-CHR-03: 生命最少的敌方角色 is the one with the least HP now, as 生命3以下 reads it.
      const stat = cardStat(f.stat, ruleset);
      return { kind: 'extreme', stat: ruleset === 'guangan' && stat === 'hp' ? 'hpLeft' : stat, which: f.which };
    }
    case 'keyword':
      return { kind: 'keyword', value: f.keyword.op };
    default:
      return { kind: f.filter };
  }
}

/** Target kinds of the IR; card types that are no kind of their own are cards with a type filter (targets.ts). */
const KIND: Readonly<Record<TargetKind, TargetSpec['kind']>> = {
  character: 'character',
  kaling: 'kaling',
  device: 'device',
  summon: 'summon',
  scene: 'scene',
  area: 'area',
  player: 'player',
  card: 'card',
  setCard: 'card',
  event: 'card',
  tactic: 'card',
  normal: 'card',
  response: 'card',
  counter: 'card',
  continuous: 'card',
};

/** The zh name of each kind, for 载入 (a search filters by type). */
const KIND_TYPE: Partial<Record<TargetKind, string>> = {
  character: '角色',
  kaling: '卡灵',
  device: '设备',
  summon: '召唤物',
  scene: '场景',
};

export function target(t: Target, ruleset: RulesetId): TargetSpec {
  const out: TargetSpec = {};
  // 其/该卡灵 and 那张卡灵 are 'it' here: with no designation before them, the runtime's 'it' is the trigger's subject;
  // after one, effect() says which of the two they name (SLCG-TG-01).
  if (t.ref)
    out.ref = t.ref === 'self' || t.ref === 'attacker' ? t.ref : t.ref === 'it' || t.ref === 'trigger' ? 'it' : 'that';
  if (t.count !== undefined) out.count = t.count === 'each' ? 'all' : t.count;
  if (t.upTo && typeof out.count === 'number') out.upTo = true;
  if (t.random && typeof out.count === 'number' && !out.ref) out.random = true;
  if (t.side) out.side = t.side;
  // 该角色 is 其: a reference names its object, the kind word only agrees with it.
  if (t.cardKind && !t.ref) out.kind = KIND[t.cardKind];
  // The field is where targets are by default (SLCG-ZN-06, KL-ZN-01, GA-ZN-03); 战场 is the field too, but in 卡灵时代
  // 己方战场 / 对方战场 / 公共战场 are rows of it (KL-ZN-01), whatever side the cards in them are.
  if (t.zone === 'battlefield' || t.zone === 'publicBattlefield') {
    const rows = t.zone === 'publicBattlefield' ? 'public' : t.zoneSide === 'both' ? undefined : t.zoneSide;
    if (ruleset === 'kaling') {
      if (rows) out.battlefield = rows;
    } else if (!out.side && t.zoneSide) out.side = t.zoneSide; // SLCG / 光暗: 对方战场 is the opponent's main area
  } else if (t.zone && t.zone !== 'field') out.zone = t.zone;
  const filters = t.filters.map((f) => filter(f, ruleset));
  if (t.cardKind === 'setCard') filters.push({ kind: 'faceDown' });
  if (t.name && !filters.some((f) => f.kind === 'name')) filters.push({ kind: 'name', value: t.name.name });
  if (filters.length) out.filters = filters;
  // KL-TG-02..05 / KL-ZN-07: measured from this card (此卡灵上方, or no reference), or from what 其 / 该卡灵 or 那张卡灵
  // names (effect() says which card 其 is).
  const origin = t.rangeFrom?.ref === 'it' ? 'it' : t.rangeFrom?.ref === 'trigger' ? 'trigger' : 'self';
  if (t.range) out.range = { kind: t.range, origin };
  else if (t.directions?.length) {
    out.range = { kind: 'direction', directions: t.directions, origin };
    // KL-ZN-07 上方两格 / 前方两格内; 上方一格 (内) is 上方, the adjacent area.
    if (t.distance !== undefined && t.distance > 1) {
      out.range.distance = t.distance;
      if (t.within) out.range.within = true;
    }
  }
  return out;
}

/**
 * A card target of an effect or a condition (SLCG-TG-01, KL-TG-01): one that names no side (所有角色, 一个角色,
 * 场上的…) is either side's. References, players and areas keep their meaning.
 */
export function cardTarget(t: Target, ruleset: RulesetId): TargetSpec {
  const out = target(t, ruleset);
  // A hand or a deck is seen by its player only (SLCG-ZN-04/08, GA-ZN-01, KL-ZN-03): 手牌中的一张卡 is one's own.
  if (!out.side && !out.ref && (out.zone === 'hand' || out.zone === 'deck')) out.side = 'self';
  if (!out.side && !out.ref && out.kind !== 'player' && out.kind !== 'area') out.side = 'both';
  return out;
}

/**
 * Whether a reference may name what `designated` designated: 其 / 它 / 该卡 name any card, 该角色 a character, 该卡灵 a
 * 卡灵, 该区域 an area. A designation whose kind is not written (一张对方的卡) takes any.
 */
function sameKind(ref: Target, designated: TargetSpec): boolean {
  if (!ref.cardKind || !designated.kind) return true;
  return KIND[ref.cardKind] === designated.kind;
}

/** Whether an op's target designates cards (a choice before the link goes on the chain), as the runtime asks it. */
function designates(t: TargetSpec): boolean {
  return !t.ref && t.count !== 'all' && t.kind !== 'player';
}

function damageType(L: Lowering, e: Effect): DamageType {
  if (e.damageType === 'physical' || e.damageType === 'true' || e.damageType === 'battle') return e.damageType;
  if (L.card.ruleset === 'slcg') return 'ability'; // SLCG-TX-05: ability damage
  return 'magic'; // GA-CB-04: effect damage is magic unless stated
}

/**
 * The players an op of a player acts on: one side, or 'both' for 双方 / 双方各 (each player, in one op: 双方各抽1张卡,
 * 双方各失去1点生命, SLCG-TG-01, KL-TG-01); undefined for none (the controller).
 */
function eachPlayer(t: Target | undefined): 'self' | 'opponent' | 'both' | undefined {
  return t?.side;
}

function effect(
  L: Lowering,
  e: Effect,
  persistent: boolean,
  inherited?: TargetSpec,
  before?: TargetSpec,
): EffectOp | undefined {
  // SLCG-TG-01 / KL-TG-01: 其 / 它 / 该X name the cards of the last op before them that names some (its antecedent):
  // what it designated ('it': the runtime takes the last designation before the op), or every card it names when it
  // designates none (对所有对方角色造成1点伤害，令其失去【守护】: the same mass target, judged again). 该X of another kind
  // (该角色 after a designated area) and 那个角色 / 那张卡灵 name the trigger's subject ('trigger'); with no antecedent,
  // 'it' is the trigger's subject too.
  const effectTarget = (t: Target): TargetSpec => {
    let out = cardTarget(t, L.card.ruleset);
    if (out.ref === 'it' && before && !t.chosen) {
      if (t.ref === 'trigger' || !sameKind(t, before)) out.ref = 'trigger';
      else if (!designates(before) || persistent) out = structuredClone(before);
    }
    // 其上方 / 该卡灵O1范围内 (KL-TG-02..05): measured from the card the antecedent designated ('it'), or from the
    // trigger's subject when the reference is of another kind. An antecedent that designates nothing is CS2178.
    if (
      out.range?.origin === 'it' &&
      before &&
      t.rangeFrom &&
      !sameKind({ ...t, cardKind: t.rangeFrom.cardKind }, before)
    )
      out.range.origin = 'trigger';
    // SLCG-TG-01 / KL-TG-01: a card target with no count word is every such card — in a one-shot effect as in a standing
    // line (消灭对方横置的角色: all of them, a mass effect that designates nothing); 一个/一张/N张 designate.
    if (!persistent && out.count === undefined && !out.ref && out.kind !== 'player') return { count: 'all', ...out };
    return out;
  };
  const tgt = (): TargetSpec => (e.target ? effectTarget(e.target) : (inherited ?? { ref: 'self' }));
  const n = e.amount ?? 0;
  let x: EffectOp;
  switch (e.op) {
    case 'damage':
      x = { op: 'damage', target: tgt(), amount: n, damageType: damageType(L, e) };
      break;
    case 'push':
      x = { op: 'push', side: e.side ?? 'self', amount: n };
      break;
    case 'heal': {
      x = { op: 'heal', amount: n };
      const s = eachPlayer(e.target);
      if (s) x.side = s;
      break;
    }
    case 'destroy':
    case 'banish':
    case 'returnToHand':
    case 'shuffleIntoDeck':
    case 'topDeck':
    case 'bottomDeck':
    case 'restore':
    case 'revive':
    case 'tap':
    case 'untap':
    case 'discard':
      x = { op: e.op, target: tgt() };
      break;
    case 'lockArea':
      x = { op: 'lockArea', target: tgt() };
      if (e.duration) x.duration = e.duration;
      break;
    case 'search': {
      x = { op: 'search', count: e.amount ?? 1 };
      if (e.name) x.name = e.name.name;
      const fs = e.target ? searchFilters(e.target, e.name?.name, L.card.ruleset) : [];
      if (fs.length) x.filter = fs;
      if (e.random) x.random = true;
      if (e.top) x.top = e.top;
      break;
    }
    case 'draw': {
      x = { op: 'draw', count: e.amount ?? 1 };
      // 抽卡直到手牌数为5张: the count is the hand size to reach.
      if (e.untilHand) x.untilHand = true;
      // 双方各抽1张卡: both players draw, in one op (as push side 'both', SLCG-WIN-02).
      const s = eachPlayer(e.target);
      if (s) x.side = s;
      break;
    }
    case 'move':
      x = { op: 'move', target: tgt(), steps: e.amount ?? 1 };
      if (e.direction) x.direction = e.direction;
      break;
    case 'swap':
      x = { op: 'swap', target: tgt() };
      if (e.partner) x.partner = target(e.partner, L.card.ruleset);
      break;
    case 'transfer': {
      const to: TargetSpec = e.to ? target(e.to, L.card.ruleset) : {};
      to.kind ??= 'area';
      x = { op: 'transfer', target: tgt(), to };
      break;
    }
    case 'modifyStat':
      x = { op: 'modifyStat', target: tgt(), stat: cardStat(e.stat ?? 'value', L.card.ruleset), amount: n };
      if (e.duration) x.duration = e.duration;
      else if (persistent) x.duration = 'whileSource';
      break;
    case 'gainResource':
    case 'loseResource': {
      const r: Extract<EffectOp, { op: 'gainResource' | 'loseResource' }> = {
        op: e.op,
        // The game's own resource for a word of another (卡灵时代 生命 → life, KL-SU-04).
        resource: resourceIn(L.card.ruleset, e.resource ?? 'energy'),
        amount: e.amount ?? 1,
      };
      // GA-CB-06: a shield belongs to a character; other resources are a player's.
      if (e.resource === 'shield') r.target = tgt();
      else {
        const s = eachPlayer(e.target);
        if (s) r.side = s;
      }
      x = r;
      break;
    }
    case 'pay':
      x = { op: 'pay', resource: resourceIn(L.card.ruleset, e.resource ?? 'energy'), amount: e.amount ?? 1 };
      break;
    case 'shuffleDeck': {
      x = { op: 'shuffleDeck' };
      // 洗切卡组 is the controller's own deck: 己方 says nothing more.
      const s = eachPlayer(e.target);
      if (s && s !== 'self') x.side = s;
      break;
    }
    case 'grantKeyword':
    case 'loseKeyword':
      // language.md: a one-shot grant (or loss) lasts until end of turn; a 永恒 or static one while its source holds.
      x = {
        op: e.op,
        target: tgt(),
        keyword: e.keyword?.op ?? '',
        duration: e.duration ?? (persistent ? 'whileSource' : 'endOfTurn'),
      };
      break;
    case 'forbid':
      // docs/rules-decisions.md: 令X不能攻击 with no duration lasts until the end of this turn, as 获得【X】 does.
      x = {
        op: 'forbid',
        target: tgt(),
        action: e.action ?? 'attack',
        duration: e.duration ?? (persistent ? 'whileSource' : 'endOfTurn'),
      };
      break;
    case 'negate': {
      const ref = e.target?.ref;
      x = {
        op: 'negate',
        what: ref === 'attack' || ref === 'trauma' || ref === 'effect' || ref === 'damage' ? ref : 'card',
      };
      break;
    }
    case 'summon':
      x = { op: 'summon', name: e.name?.name ?? '', count: e.amount ?? 1 };
      break;
    case 'overSummon':
      x = { op: 'overSummon', name: e.name?.name ?? '' };
      break;
    case 'seal':
      x = { op: 'seal', target: tgt() };
      if (e.amount !== undefined) x.turns = e.amount;
      break;
    case 'countdown':
      x = { op: 'countdown', target: tgt(), amount: n };
      break;
    case 'costModifier':
      x = { op: 'costModifier', subject: tgt(), amount: n };
      if (e.effectKind) x.effectKind = e.effectKind;
      break;
    case 'damageModifier':
      x = { op: 'damageModifier', amount: n };
      break;
    case 'recover':
      x = { op: 'recover', target: tgt(), amount: n };
      if (e.full) x.full = true;
      break;
    case 'trauma':
      x = { op: 'trauma', side: e.side ?? 'self', amount: n };
      break;
    default:
      L.diags.push(diag('CS4004', e.span, [L.text.slice(e.span.start, e.span.end)], { file: L.file }));
      return undefined;
  }
  if (e.optional) x.optional = true;
  if (e.ifDone) x.ifDone = true;
  if (e.replaces) x.replaces = true;
  // X为…的数量: the number is per card of the target, counted as the op resolves (runtime/effects/amounts.ts).
  if (e.per) x.per = cardTarget(e.per, L.card.ruleset);
  // X为其AP: the value as a filter reads it (光暗 生命 is the HP left, 生命值 its 生命).
  if (e.perValue) {
    const f = filter({ ...e.perValue, kind: 'Filter', filter: 'stat', cmp: '>=', amount: 0 }, L.card.ruleset);
    if (f.kind === 'stat') x.perValue = { ref: e.perValue.ref, stat: f.stat };
  }
  // 对方每有1点创伤 / X为对方的创伤: per point of a player's number, named as a condition's subject is (leaf).
  if (e.perStat && !x.per && !x.perValue)
    x.perStat = { subject: playerSubject(e.perStat.subject, L.card.ruleset), side: e.perStat.side };
  // 选择X，推动进度+X，X为其常值: the chosen card, designated for its value (runtime opTarget).
  if (e.reads) x.reads = effectTarget(e.reads);
  if (e.perTimes && (x.per || x.perValue || x.perStat)) x.perTimes = e.perTimes;
  if (e.perPlus && (x.per || x.perValue || x.perStat)) x.perPlus = e.perPlus;
  if (e.perEvery && (x.per || x.perStat)) x.perEvery = e.perEvery;
  x.source = sourceRef(L.file, L.lines, e.span);
  return x;
}

/** 载入 filters: the target's filters, its kind as a type (一张卡灵 → 卡灵), not the name already given. */
function searchFilters(t: Target, name: string | undefined, ruleset: RulesetId): Filter[] {
  const fs = target(t, ruleset).filters?.filter((f) => !(f.kind === 'name' && f.value === name)) ?? [];
  const type = t.cardKind ? KIND_TYPE[t.cardKind] : undefined;
  if (type) fs.push({ kind: 'type', value: type });
  return fs;
}
