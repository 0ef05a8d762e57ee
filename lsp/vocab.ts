// What the editor features derive from the vocabulary table: the categories that stand inside 【】, and
// which form is the traditional spelling of an entry (grammar/script.ts).
import { VOCAB_BY_FORM, toSimplified, traditionalOf, type Category, type VocabEntry } from '../grammar/index.js';

/** Categories that may stand inside 【】 (static keywords, timings, sides, limits, effect kinds, variants, marks). */
export const BRACKET_CATEGORIES: ReadonlySet<Category> = new Set([
  'trait',
  'timing',
  'side',
  'limit',
  'effectKind',
  'variant',
  'mark',
]);

export { traditionalOf };

/**
 * True when `form` is its entry's canonical form written wholly or partly in traditional characters (回歸, or
 * 登场時 mixing the scripts), not a synonym such as 敌方.
 */
export function isTraditionalForm(form: string): boolean {
  const simplified = toSimplified(form);
  const e = VOCAB_BY_FORM.get(form) ?? VOCAB_BY_FORM.get(simplified);
  return !!e && form !== e.canonical && simplified === e.canonical;
}

/** Every written form of an entry, canonical first. */
export function formsOf(e: VocabEntry): string[] {
  return [e.canonical, ...e.aliases];
}
