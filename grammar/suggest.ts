// "Did you mean …": one edit distance for every suggestion the project makes (vocabulary words,
// card names, manifest keys, deck entries, rulesets), the closest vocabulary forms of a misspelt
// word, and the note and quick fixes that offer them.
import type { Fix } from './diagnostics.js';
import type { Span } from './source.js';
import { VOCABULARY, VOCAB_BY_FORM, type Category } from './vocabulary.js';

export { budgeted, closest, editDistance, suggest, SUGGESTION_BUDGET } from './distance.js';
import { editDistance, suggest } from './distance.js';

export function didYouMeanNote(suggestion: string): { zh: string; en: string } {
  return { zh: `是不是“${suggestion}”？`, en: `did you mean "${suggestion}"?` };
}

/** Every written form of the vocabulary words of the given categories. */
export function formsOf(categories: readonly Category[], except: ReadonlySet<string> = new Set()): string[] {
  return VOCABULARY.filter((e) => categories.includes(e.category) && !except.has(e.id)).flatMap((e) => [
    e.canonical,
    ...e.aliases,
  ]);
}

/**
 * Closest vocabulary forms, one per entry (守户 → 守护, not 守护 and 守護): per entry the form nearest
 * to the word, then the one sharing most characters with it (the writer's script), then the canonical.
 */
export function closestForms(word: string, forms: Iterable<string>): string[] {
  const chars = new Set(word);
  const shared = (f: string) => [...f].filter((c) => chars.has(c)).length;
  const best = new Map<string, string>();
  for (const f of suggest(word, forms, 12)) {
    const e = VOCAB_BY_FORM.get(f);
    const key = e?.id ?? f;
    const cur = best.get(key);
    if (!cur) best.set(key, f);
    else {
      const d =
        editDistance(word, f) - editDistance(word, cur) || shared(cur) - shared(f) || (f === e?.canonical ? -1 : 0);
      if (d < 0) best.set(key, f);
    }
  }
  return [...best.values()].slice(0, 3);
}

/** How the "did you mean" note of `didYouMean` starts (what finds it again: constructs.ts, plausible.ts). */
export const DID_YOU_MEAN_ZH = '你是不是想写：';

/** The "did you mean" note listing `shown`. */
export function guessNote(shown: readonly string[]): { zh: string; en: string } {
  return { zh: `${DID_YOU_MEAN_ZH}${shown.join('、')}？`, en: `did you mean: ${shown.join(', ')}?` };
}

/** A did-you-mean fix: one edit that puts a suggested word in place (what `didYouMean` makes). */
export const isGuess = (f: Fix): boolean => f.edits.length === 1 && f.title === `改为“${f.edits[0].newText}”`;

/** The "did you mean" note and one fix per suggestion (each replaces `span`, when given, by the suggestion). */
export function didYouMean(
  suggestions: readonly string[],
  span?: Span,
  wrap = (x: string) => x,
): { notes?: { zh: string; en: string }[]; fixes?: Fix[] } {
  if (!suggestions.length) return {};
  const shown = suggestions.map(wrap);
  const out: { notes: { zh: string; en: string }[]; fixes?: Fix[] } = {
    notes: [guessNote(shown)],
  };
  if (span)
    out.fixes = shown.map((x) => ({ title: `改为“${x}”`, titleEn: `change to "${x}"`, edits: [{ span, newText: x }] }));
  return out;
}
