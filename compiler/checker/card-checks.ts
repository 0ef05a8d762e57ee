// Checks of one card against its ruleset: the walker that runs the registered checks
// (validators/) over the card, its fields, abilities, effects, targets and conditions, and
// collects the facts later stages need. Cross-card facts (names, 专属) are resolved by the set pass
// (set-checks.ts).
import type { CardBlock, Condition, Diagnostic, RulesetId, Span, Target } from '../../grammar/index.js';
import type { CardSummary } from '../manifest/index.js';
import { CheckContext } from './context.js';
import { collectNames, marksOf, namesOf, numberField, typeOf } from './facts.js';
import type { NameUse } from './types.js';
import { CHECKS, runChecks } from './validators/index.js';

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

export function checkCard(
  card: CardBlock,
  text: string,
  ruleset: RulesetId,
  params: Readonly<Record<string, unknown>>,
  syntaxErrors: readonly Span[] = [],
): CardCheckResult {
  const ctx = new CheckContext(card, text, ruleset, params);
  const checks = CHECKS[ruleset];
  ctx.type = typeOf(ctx.profile, ctx.fields.get('type'));
  ctx.marks = marksOf(card, ruleset, ctx.profile);
  const typeValue = ctx.fields.get('type')?.value;
  // A misspelt mark on the 类型 line (CS1029) or a mark after the name (CS2121, CS2038) is told once: not also as lacking.
  ctx.marksKnown = !(typeValue?.kind === 'Type' && typeValue.unknownWords) && !card.nameMarks?.length;
  runChecks(checks, 'Card', null, ctx);
  for (const f of card.fields) {
    runChecks(checks, 'Field', f, ctx);
    if (f.value.kind === 'Condition') condition(f.value.condition, ctx);
    if (f.value.kind === 'CostReduction') {
      if (f.value.condition) condition(f.value.condition, ctx);
      // 己方场上每有一个角色，费用-1: what is counted is a target like any other (CS2054, CS2100 …).
      target(f.value.per, ctx);
    }
  }
  for (const a of card.abilities) {
    ctx.ability = a;
    runChecks(checks, 'Ability', a, ctx);
    if (a.trigger?.subject) runChecks(checks, 'Target', a.trigger.subject, ctx);
    let last: Condition | undefined;
    for (const e of a.effects) {
      // A clause's condition is shared by its effects: checked once.
      if (e.condition && e.condition !== last) condition(e.condition, ctx);
      last = e.condition;
      runChecks(checks, 'Effect', e, ctx);
      target(e.target, ctx);
      target(e.to, ctx);
    }
  }
  ctx.ability = undefined;
  const t = ctx.type;
  const summary: Omit<CardSummary, 'file'> = {
    name: card.name,
    type: t.continuous && t.name ? `持续 ${t.name}` : t.name,
    marks: ctx.marks.map((m) => m.id),
    span: card.nameSpan,
  };
  const copies = numberField(ctx.fields.get('copies'));
  if (copies !== undefined) summary.copies = copies;
  const excl = namesOf(ctx.fields.get('exclusive'))[0];
  if (excl) summary.exclusive = excl;
  const facts: CardFacts = {
    type: t.name,
    continuous: t.continuous,
    marks: ctx.marks.map((m) => m.id),
    traits: namesOf(ctx.fields.get('traits')),
    summary,
    names: readNames(card, ctx, syntaxErrors),
  };
  return { facts, diagnostics: afterSyntax(oneEach(ctx.out), card, syntaxErrors) };
}

/**
 * The names the card's text uses, but those of a line read only in part (one typo, one diagnostic): a 「X」 the
 * parser could not place (特征不为「X」 read as a name) is not also a name no card has (CS2011).
 */
function readNames(card: CardBlock, ctx: CheckContext, errors: readonly Span[]) {
  const names = collectNames(card, ctx.fields);
  if (!errors.length) return names;
  const broken = brokenAbilities(card, errors);
  return names.filter((n) => !broken.some((a) => n.span.start >= a.span.start && n.span.end <= a.span.end));
}

/** The ability lines holding a syntax error. */
function brokenAbilities(card: CardBlock, errors: readonly Span[]) {
  return card.abilities.filter((a) => errors.some((e) => e.start >= a.span.start && e.start <= a.span.end));
}

/** Checks that say in this game's words what to write instead of another game's word (one word, one diagnostic). */
const SAYS_MORE_THAN_FOREIGN: ReadonlySet<string> = new Set(['CS2038', 'CS2050', 'CS2077']);

/**
 * One problem, one diagnostic: a word of another game (CS2001) that a more specific check also reports — 【启动】 in
 * 光暗 (CS2077), 获得【守护】 in 光暗 (CS2050) — is told once, by the check that says what to write instead.
 */
function oneEach(out: Diagnostic[]): Diagnostic[] {
  const specific = out.filter((d) => SAYS_MORE_THAN_FOREIGN.has(d.code));
  if (!specific.length) return out;
  return out.filter((d) => d.code !== 'CS2001' || !specific.some((x) => overlaps(x.span, d.span)));
}

const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;

/**
 * One typo, one diagnostic: what the parser could not read is reported once, so a check of the same text (a word
 * of another game inside a phrase not understood) or of an ability line read only in part (a head lost to a
 * misspelt 【】 makes it a standing line; a phrase cut short loses its parts) says nothing more.
 */
function afterSyntax(out: Diagnostic[], card: CardBlock, errors: readonly Span[]): Diagnostic[] {
  if (!errors.length) return out;
  const broken = brokenAbilities(card, errors);
  return out.filter(
    (d) =>
      !errors.some((e) => overlaps(d.span, e)) &&
      !broken.some((a) => d.span.start >= a.span.start && d.span.end <= a.span.end),
  );
}

function condition(c: Condition, ctx: CheckContext): void {
  runChecks(CHECKS[ctx.ruleset], 'Condition', c, ctx);
  target(c.target, ctx);
  target(c.than, ctx);
  // 若A且B / 若A或B: each part is checked as a condition of its own.
  for (const x of c.also?.conditions ?? []) condition(x, ctx);
}

function target(t: Target | undefined, ctx: CheckContext): void {
  if (t) runChecks(CHECKS[ctx.ruleset], 'Target', t, ctx);
}
