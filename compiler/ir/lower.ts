// Lowering: checked AST → the runtime's CardDef (runtime/card-def.ts), plain JSON that any engine
// can load. Every card, ability, keyword and effect carries its source range (1-based line/col)
// so runtime errors and replay steps point back to the .card text.
import {
  diag, VOCAB_BY_ID, type Ability, type CardBlock, type Condition as AstCondition, type Diagnostic,
  type Effect, type Field, type Filter as AstFilter, type LineIndex, type Span, type Target,
} from '../../grammar/index.js';
import type {
  AbilityDef, AbilityKind, CardDef, Condition, DamageType, Direction, Duration, EffectOp, Filter, KeywordGrant,
  Side, SourceRef, TargetSpec, Timing,
} from '../../runtime/card-def.js';
import type { CheckedCard, CheckedFile, CheckedSet } from '../checker/index.js';
import { IR_VERSION, type IrSet } from './types.js';

interface Lowering {
  file: string;
  lines: LineIndex;
  card: CheckedCard;
  diags: Diagnostic[];
}

export function sourceRef(file: string, lines: LineIndex, span: Span): SourceRef {
  const a = lines.position(span.start);
  const b = lines.position(span.end);
  return { file, line: a.line + 1, col: a.character + 1, endLine: b.line + 1, endCol: b.character + 1 };
}

const op = (id: string): string => VOCAB_BY_ID.get(id)?.op ?? id;

const PLAY_TYPES = new Set(['发生', '普通', '响应', '反制', '战术']);
const MARK_LIKE = new Set(['curse', 'talisman', 'instant', 'charge']);
const STAT_FIELDS = ['value', 'level', 'ap', 'dp', 'sp', 'gp', 'hp', 'atk', 'lightDark', 'stamina'] as const;
const META_FIELDS = ['rarity', 'move', 'illustrator', 'designer', 'environment', 'flavor'] as const;

/** Lowered cards per checked file; the checker hands back the same CheckedFile for unchanged text. */
const fileCache = new WeakMap<CheckedFile, { cards: CardDef[]; diagnostics: Diagnostic[] }>();

function lowerFile(f: CheckedFile): { cards: CardDef[]; diagnostics: Diagnostic[] } {
  let r = fileCache.get(f);
  if (!r) {
    r = { cards: [], diagnostics: [] };
    for (const c of f.cards) {
      const x = lowerCard(c, f);
      r.cards.push(x.value);
      r.diagnostics.push(...x.diagnostics);
    }
    fileCache.set(f, r);
  }
  return r;
}

/**
 * Lowers every card of a checked set. Cards are lowered even with errors; callers decide whether
 * to write them. The CardDefs of unchanged files are shared between calls: treat them as read-only.
 */
export function lowerSet(set: CheckedSet, name = ''): { value: IrSet; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const cards: CardDef[] = [];
  for (const f of set.files) {
    const r = lowerFile(f);
    for (const c of r.cards) cards.push(c);
    for (const d of r.diagnostics) diagnostics.push(d);
  }
  const value: IrSet = { irVersion: IR_VERSION, set: name, ruleset: set.ruleset ?? 'slcg', cards };
  return { value, diagnostics };
}

export function lowerCard(card: CheckedCard, file: CheckedFile): { value: CardDef; diagnostics: Diagnostic[] } {
  const L: Lowering = { file: card.file, lines: file.lines, card, diags: [] };
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
    traits: [...card.traits],
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
  if (value?.kind === 'Value' && value.color) def.color = op(value.color.id) as CardDef['color'];
  const cost = fields.get('cost')?.value;
  if (cost?.kind === 'Cost') def.cost = cost.extreme ? { energy: cost.energy, extreme: true } : { energy: cost.energy };
  const copies = fields.get('copies')?.value;
  if (copies?.kind === 'Number') def.copies = copies.value;
  const pre = fields.get('prerequisite')?.value;
  if (pre?.kind === 'Condition') def.prerequisite = condition(pre.condition);
  const red = fields.get('costReduction')?.value;
  if (red?.kind === 'CostReduction') def.costReduction = { condition: condition(red.condition), amount: red.amount };
  const excl = fields.get('exclusive')?.value;
  if (excl?.kind === 'Names' && excl.names[0]) def.exclusive = excl.names[0].name;
  const area = fields.get('attackArea')?.value;
  if (area?.kind === 'Directions') def.attackAreas = area.directions.map((d) => op(d.id) as Direction);
  const summon = fields.get('summon')?.value;
  if (summon?.kind === 'Summon') {
    const sc: NonNullable<CardDef['summonCost']> = {};
    for (const o of summon.options) {
      if (o.kind === 'energy') sc.energy = o.amount;
      else {
        const t = target(o.target);
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
    const o = op(s.id);
    if (card.ruleset === 'guangan' && MARK_LIKE.has(o)) continue; // written as a mark
    const k: KeywordGrant = { keyword: o, source: src(s.span) };
    def.keywords.push(k);
  }
  ast.abilities.forEach((a, i) => {
    // GA-RES-09: a 【光明】/【黑暗】 line that says 改为 replaces the base effect and keeps its target.
    const base = a.variant ? def.abilities.filter((x) => !x.variant).at(-1) : undefined;
    def.abilities.push(ability(L, ast, a, i, base));
  });
  return { value: def, diagnostics: L.diags };
}

function abilityKind(L: Lowering, a: Ability): AbilityKind {
  const card = L.card;
  const kind = a.effectKind ? op(a.effectKind.id) : undefined;
  if (card.ruleset === 'kaling' && kind) return kind === 'start' ? 'start' : kind === 'eternal' ? 'eternal' : 'instant';
  if (card.marks.includes('burst') && a.trigger) return 'burst';
  if (a.action) return 'action';
  const play = PLAY_TYPES.has(card.type) && !card.continuous;
  if (play) return 'play';
  if (a.timing || a.trigger) return 'triggered';
  if (a.limits.length || a.costs.length) return 'activated';
  return 'static';
}

function sideOf(id: string | undefined): Side | undefined {
  if (!id) return undefined;
  const s = op(id);
  return s === 'self' || s === 'opponent' || s === 'both' ? s : undefined;
}

function timingOf(a: Ability): Timing | undefined {
  if (a.timing) {
    const event = op(a.timing.id);
    const t: Timing = { event, side: sideOf(a.side?.id) ?? 'self' };
    if (event === 'enter' || event === 'destroyed') t.subject = { ref: 'self' };
    return t;
  }
  if (a.trigger) {
    const tr = a.trigger;
    let event = tr.event;
    if (event === 'activated' && tr.object === 'card') event = 'cardActivated';
    const subject = tr.subject ? target(tr.subject) : undefined;
    const t: Timing = { event, side: subject?.side ?? 'both' };
    if (subject && (subject.kind || subject.ref || subject.filters?.length || subject.count !== undefined)) t.subject = subject;
    if (tr.damageType) t.damageType = tr.damageType as DamageType;
    return t;
  }
  return undefined;
}

function ability(L: Lowering, card: CardBlock, a: Ability, index: number, base?: AbilityDef): AbilityDef {
  const kind = abilityKind(L, a);
  const def: AbilityDef = {
    index,
    kind,
    limits: a.limits.map((l) => ({ scope: l.scope, count: l.count })),
    costs: {},
    effects: [],
    source: sourceRef(L.file, L.lines, a.span),
  };
  const timing = timingOf(a);
  if (timing) def.timing = timing;
  if (a.side && L.card.ruleset === 'slcg') def.sideRestriction = sideOf(a.side.id);
  if (a.action) def.tap = true;
  for (const c of a.costs) {
    if (c.type === 'free') def.costs.free = true;
    else def.costs.energy = (def.costs.energy ?? 0) + c.amount;
  }
  if (a.condition) def.condition = condition(a.condition);
  if (a.variant) def.variant = op(a.variant.id) as 'light' | 'dark';
  if (a.effects.length && a.effects.every((e) => e.optional)) def.optional = true;
  const persistent = kind === 'static' || kind === 'eternal';
  for (const e of a.effects) {
    const inherit = e.replaces && !e.target ? base?.effects.find((b) => b.op === e.op) : undefined;
    const x = effect(L, e, persistent, inherit && 'target' in inherit ? inherit.target : undefined);
    if (x) def.effects.push(x);
  }
  void card;
  return def;
}

function condition(c: AstCondition): Condition {
  const subject = c.subject === 'hand' ? 'handSize' : c.subject;
  const out: Condition = { subject, cmp: c.cmp, value: c.value };
  if (c.side) out.side = c.side;
  return out;
}

const KINDS = new Set(['character', 'kaling', 'device', 'area', 'player', 'card', 'summon', 'scene']);

function filter(f: AstFilter): Filter | undefined {
  switch (f.filter) {
    case 'tapped':
      return { kind: 'tapped' };
    case 'upright':
      return { kind: 'upright' };
    case 'trait':
      return f.value !== undefined ? { kind: 'trait', value: f.value } : undefined;
    case 'name':
      return f.value !== undefined ? { kind: 'name', value: f.value } : undefined;
    case 'stat':
      return f.stat && f.cmp && f.amount !== undefined ? { kind: 'stat', stat: f.stat, cmp: f.cmp, value: f.amount } : undefined;
    default:
      return undefined;
  }
}

export function target(t: Target): TargetSpec {
  const out: TargetSpec = {};
  if (t.ref) out.ref = t.ref === 'self' ? 'self' : t.ref === 'it' ? 'it' : 'that';
  if (t.count !== undefined) out.count = t.count === 'each' || t.count === 'all' ? 'all' : t.count;
  if (t.side) out.side = t.side;
  if (t.cardKind) out.kind = (KINDS.has(t.cardKind) ? t.cardKind : 'card') as TargetSpec['kind'];
  if (t.zone) out.zone = t.zone;
  const filters: Filter[] = [];
  for (const f of t.filters) {
    const x = filter(f);
    if (x) filters.push(x);
  }
  if (t.name && !filters.some((f) => f.kind === 'name')) filters.push({ kind: 'name', value: t.name.name });
  if (filters.length) out.filters = filters;
  if (t.range) out.range = { kind: t.range as 'O1' | 'O2' | 'sight' | 'sightIgnoreSet', origin: 'self' };
  else if (t.directions?.length) out.range = { kind: 'direction', directions: t.directions as Direction[], origin: 'self' };
  return out;
}

const NEGATABLE = new Set(['attack', 'trauma', 'card', 'effect', 'damage']);

function damageType(L: Lowering, e: Effect): DamageType {
  if (e.damageType === 'physical' || e.damageType === 'true' || e.damageType === 'battle') return e.damageType;
  if (L.card.ruleset === 'slcg') return 'ability'; // SLCG-TX-05: ability damage
  return 'magic'; // GA-CB-04: effect damage is magic unless stated
}

function effect(L: Lowering, e: Effect, persistent: boolean, inherited?: TargetSpec): EffectOp | undefined {
  const tgt = (): TargetSpec => (e.target ? target(e.target) : (inherited ?? { ref: 'self' }));
  const n = e.amount ?? 0;
  let x: EffectOp | undefined;
  switch (e.op) {
    case 'damage':
      x = { op: 'damage', target: tgt(), amount: n, damageType: damageType(L, e) };
      break;
    case 'push':
      x = { op: 'push', side: e.side ?? 'self', amount: n };
      break;
    case 'heal':
      x = { op: 'heal', amount: n };
      if (e.target?.side === 'self' || e.target?.side === 'opponent') x.side = e.target.side;
      break;
    case 'destroy':
    case 'banish':
    case 'returnToHand':
    case 'shuffleIntoDeck':
    case 'topDeck':
    case 'restore':
    case 'revive':
    case 'tap':
    case 'untap':
      x = { op: e.op, target: tgt() } as EffectOp;
      break;
    case 'lockArea':
      x = { op: 'lockArea', target: tgt() };
      if (e.duration) x.duration = e.duration as Duration;
      break;
    case 'search': {
      x = { op: 'search', count: e.amount ?? 1 };
      if (e.name) x.name = e.name.name;
      const fs = e.target ? target(e.target).filters?.filter((f) => !(f.kind === 'name' && f.value === e.name?.name)) : undefined;
      if (fs?.length) x.filter = fs;
      break;
    }
    case 'draw':
      x = { op: 'draw', count: e.amount ?? 1 };
      if (e.target?.side === 'self' || e.target?.side === 'opponent') x.side = e.target.side;
      break;
    case 'move':
      x = { op: 'move', target: tgt(), steps: e.amount ?? 1 };
      break;
    case 'transfer': {
      const to: TargetSpec = { kind: 'area' };
      if (e.zone === 'O1' || e.zone === 'O2' || e.zone === 'sight' || e.zone === 'sightIgnoreSet') to.range = { kind: e.zone, origin: 'self' };
      x = { op: 'transfer', target: tgt(), to };
      break;
    }
    case 'modifyStat':
      x = { op: 'modifyStat', target: tgt(), stat: e.stat ?? 'value', amount: n };
      if (e.duration) x.duration = e.duration as Duration;
      else if (persistent) x.duration = 'whileSource';
      break;
    case 'gainResource':
      x = { op: 'gainResource', resource: e.resource ?? 'energy', amount: e.amount ?? 1 };
      if (e.target?.side === 'self' || e.target?.side === 'opponent') x.side = e.target.side;
      break;
    case 'grantKeyword':
      // language.md: a one-shot grant lasts until end of turn; a 永恒 or static grant while its source holds.
      x = {
        op: 'grantKeyword',
        target: tgt(),
        keyword: e.keyword ? op(e.keyword.id) : '',
        duration: (e.duration as Duration | undefined) ?? (persistent ? 'whileSource' : 'endOfTurn'),
      };
      break;
    case 'negate': {
      const ref = e.target?.ref;
      x = { op: 'negate', what: (ref && NEGATABLE.has(ref) ? ref : 'card') as 'attack' };
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
      break;
    case 'damageModifier':
      x = { op: 'damageModifier', amount: n };
      break;
    case 'recover':
      x = { op: 'recover', target: tgt(), amount: n };
      break;
    default:
      L.diags.push(diag('CS4004', e.span, [e.op], { file: L.file }));
      return undefined;
  }
  if (e.optional) x.optional = true;
  if (e.replaces) x.replaces = true;
  x.source = sourceRef(L.file, L.lines, e.span);
  return x;
}
