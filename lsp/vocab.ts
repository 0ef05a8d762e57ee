// What the editor features derive from the vocabulary table: forms per category and ruleset, and
// which form is the traditional spelling of an entry (grammar/script.ts).
import { VOCABULARY, VOCAB_BY_FORM, allowedIn, traditionalOf, type Category, type RulesetId, type VocabEntry } from '../grammar/index.js';

/** Categories that may stand inside 【】 (static keywords, timings, sides, limits, effect kinds, variants, marks). */
export const BRACKET_CATEGORIES: ReadonlySet<Category> = new Set(['trait', 'timing', 'side', 'limit', 'effectKind', 'variant', 'mark']);

/** Entries of the given categories allowed by the ruleset (all rulesets when it is unknown). */
export function entriesFor(categories: readonly Category[], ruleset: RulesetId | undefined): VocabEntry[] {
  return VOCABULARY.filter((e) => categories.includes(e.category) && (!ruleset || allowedIn(e, ruleset)));
}

export { traditionalOf };

/** True when `form` is the traditional spelling of its entry's canonical form (not a synonym such as 敌方). */
export function isTraditionalForm(form: string): boolean {
  const e = VOCAB_BY_FORM.get(form);
  return !!e && form !== e.canonical && traditionalOf(e) === form;
}

/** Every written form of an entry, canonical first. */
export function formsOf(e: VocabEntry): string[] {
  return [e.canonical, ...e.aliases];
}
