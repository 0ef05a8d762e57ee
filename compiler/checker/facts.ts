// Facts read off one card without judging it: its type and marks (for the checks and later
// stages), its 特征, and the names its text refers to (resolved by the set pass, set-checks.ts).
import {
  allowedIn,
  VOCAB_BY_ID,
  type CardBlock,
  type Condition,
  type Field,
  type KeywordRef,
  type RulesetId,
  type Span,
  type Target,
  type TypedRef,
} from '../../grammar/index.js';
import type { CardTypeProfile, RulesetProfile } from '../../runtime/profiles/index.js';
import type { NameUse } from './types.js';

export interface TypeInfo {
  /** Canonical main type ('' when unknown). */
  name: string;
  continuous: boolean;
  profile?: CardTypeProfile;
  /** The type words as written: every main type (a card has one, SLCG-CT-01), and 持续. */
  main: TypedRef<'cardType'>[];
  cont?: TypedRef<'cardType'>;
}

export interface MarkInfo {
  id: string;
  span: Span;
  text: string;
}

const canon = (k: KeywordRef) => VOCAB_BY_ID.get(k.id)?.canonical ?? k.text;

export function typeOf(profile: RulesetProfile, f: Field | undefined): TypeInfo {
  if (!f || f.value.kind !== 'Type') return { name: '', continuous: false, main: [] };
  let cont: TypedRef<'cardType'> | undefined;
  const main: TypedRef<'cardType'>[] = [];
  for (const k of f.value.types) {
    if (k.op !== 'continuous') main.push(k);
    else cont ??= k;
  }
  const base: TypeInfo = { name: '', continuous: !!cont, main };
  if (cont) base.cont = cont;
  if (!main[0]) return base;
  const name = canon(main[0]);
  for (const p of profile.cardTypes) if (p.zh === name) return { ...base, name, profile: p };
  return base;
}

/**
 * Marks on the type line; a guangan mark on a line of its own, at the head of ability text or after the name on the
 * 卡牌 line counts too (so a card type that cannot carry it is CS2007), though its place is the 类型 line (CS2038).
 */
export function marksOf(card: CardBlock, ruleset: RulesetId, profile: RulesetProfile): MarkInfo[] {
  const out: MarkInfo[] = [];
  for (const f of card.fields) {
    if (f.id !== 'type') continue;
    if (f.value.kind === 'Type') for (const m of f.value.marks) addMark(out, m, false, ruleset, profile);
    break;
  }
  if (ruleset === 'guangan') {
    for (const s of card.statics) addMark(out, s, true, ruleset, profile);
    for (const a of card.abilities) for (const s of a.traits ?? []) addMark(out, s, true, ruleset, profile);
    for (const k of card.nameMarks ?? []) addMark(out, k, true, ruleset, profile);
  }
  return out;
}

function addMark(
  out: MarkInfo[],
  k: KeywordRef,
  fromStatic: boolean,
  ruleset: RulesetId,
  profile: RulesetProfile,
): void {
  const e = VOCAB_BY_ID.get(k.id);
  if (!e || !allowedIn(e, ruleset)) return; // reported as a foreign word
  const id = e.op ?? e.id;
  if (fromStatic && !profile.marks.some((m) => m.id === id)) return;
  for (const m of out) if (m.id === id) return;
  out.push({ id, span: k.span, text: k.text });
}

export function namesOf(f: Field | undefined): string[] {
  return f?.value.kind === 'Names' ? f.value.names.map((n) => n.name) : [];
}

export function numberField(f: Field | undefined): number | undefined {
  if (!f) return undefined;
  if (f.value.kind === 'Number' || f.value.kind === 'Value') return f.value.value;
  return undefined;
}

/** Names written in 「」 (载入, 召唤, 名为, 特征为) and 专属, to be resolved against the set. */
export function collectNames(card: CardBlock, fields: ReadonlyMap<string, Field>): NameUse[] {
  const out: NameUse[] = [];
  for (const a of card.abilities) {
    targetNames(out, a.trigger?.subject);
    for (const e of a.effects) {
      if (e.name?.quoted) pushName(out, e.name.name, e.name.span, 'card', inner(e.name.span, e.name.name));
      targetNames(out, e.target);
      targetNames(out, e.to);
      targetNames(out, e.reads);
      conditionNames(out, e.condition);
    }
  }
  for (const f of card.fields) {
    if (f.value.kind === 'Summon')
      for (const o of f.value.options) if (o.kind === 'material') targetNames(out, o.target);
    if (f.value.kind === 'Condition' || f.value.kind === 'CostReduction') conditionNames(out, f.value.condition);
    if (f.value.kind === 'CostReduction') targetNames(out, f.value.per);
  }
  const excl = fields.get('exclusive');
  if (excl?.value.kind === 'Names')
    for (const n of excl.value.names) pushName(out, n.name, n.span, 'exclusive', n.span);
  return out;
}

/** A quoted name's span covers 「…」 (or an unclosed 「…, CS1027); the name itself is inside, after the 「. */
const inner = (s: Span, name: string): Span => ({ start: s.start + 1, end: s.start + 1 + name.length });

/** One use per place (a clause's condition is shared by its effects). */
function pushName(out: NameUse[], name: string, span: Span, kind: NameUse['kind'], nameSpan?: Span): void {
  for (const u of out) if (u.span.start === span.start) return;
  out.push(nameSpan ? { name, span, kind, nameSpan } : { name, span, kind });
}

/** The names a 若… mentions, in each of its parts (若A且B). */
function conditionNames(out: NameUse[], c: Condition | undefined): void {
  if (!c) return;
  targetNames(out, c.target);
  targetNames(out, c.than);
  for (const x of c.also?.conditions ?? []) conditionNames(out, x);
}

function targetNames(out: NameUse[], t: Target | undefined): void {
  if (!t) return;
  for (const f of t.filters)
    if (f.filter === 'trait' || f.filter === 'name') {
      pushName(out, f.value, f.span, f.filter === 'trait' ? 'trait' : 'card');
      // 特征为「A」或「B」: each value is a name of its own.
      for (const x of f.or ?? []) pushName(out, x.name, x.span, f.filter === 'trait' ? 'trait' : 'card');
    }
  if (t.name?.quoted) pushName(out, t.name.name, t.name.span, 'card', inner(t.name.span, t.name.name));
}
