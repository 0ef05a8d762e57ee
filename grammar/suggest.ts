// "Did you mean …": one edit distance for every suggestion the project makes (vocabulary words,
// card names, manifest keys, deck entries, rulesets), the closest vocabulary forms of a misspelt
// word, and the note and quick fixes that offer them.
import type { Fix } from './diagnostics.js';
import type { Span } from './source.js';
import { VOCABULARY, VOCAB_BY_FORM, type Category } from './vocabulary.js';

/**
 * Edit distance over characters (code points): Levenshtein with adjacent transpositions ("optimal
 * string alignment"), so `slgc` → `slcg` is 1. Stops early, returning max + 1, once the distance
 * must exceed `max`.
 */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (a === b) return 0;
  const A = [...a];
  const B = [...b];
  if (Math.abs(A.length - B.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: B.length + 1 }, (_, i) => i);
  for (let i = 1; i <= A.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= B.length; j++) {
      let v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (A[i - 1] === B[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && A[i - 1] === B[j - 2] && A[i - 2] === B[j - 1]) v = Math.min(v, prev2[j - 2] + 1);
      cur.push(v);
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    prev2 = prev;
    prev = cur;
  }
  return prev[B.length];
}

/** Closest candidates within a distance that grows with the word's length (1 for ≤3 chars, 2 up to 6, else 3). */
export function suggest(word: string, candidates: Iterable<string>, limit = 3): string[] {
  const len = [...word].length;
  const max = len <= 3 ? 1 : len <= 6 ? 2 : 3;
  const scored: [string, number][] = [];
  for (const c of candidates) {
    if (c === word) continue;
    const d = editDistance(word, c, max);
    if (d <= max) scored.push([c, d]);
  }
  scored.sort((x, y) => x[1] - y[1] || x[0].localeCompare(y[0]));
  return [...new Set(scored.map((s) => s[0]))].slice(0, limit);
}

/**
 * The one candidate closest to `name`, if close enough to be a plausible typo: case is ignored,
 * and the distance may be at most a third of the longer name (at least 1, at most 3). Ties go to
 * the candidate listed first. Failing that, a candidate that starts with `name` (two characters
 * or more) is offered, so `both` finds `bothEveryTurn`.
 */
export function closest(name: string, candidates: Iterable<string>): string | undefined {
  const n = name.toLowerCase();
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const c of candidates) {
    const limit = Math.min(3, Math.max(1, Math.floor(Math.max(n.length, c.length) / 3)));
    const d = editDistance(n, c.toLowerCase(), limit);
    if (d <= limit && d < bestDistance) {
      best = c;
      bestDistance = d;
    }
  }
  if (best === undefined && n.length >= 2) {
    for (const c of candidates) if (c.toLowerCase().startsWith(n)) return c;
  }
  return best;
}

export function didYouMeanNote(suggestion: string): { zh: string; en: string } {
  return { zh: `是不是“${suggestion}”？`, en: `did you mean "${suggestion}"?` };
}

/** Every written form of the vocabulary words of the given categories. */
export function formsOf(categories: readonly Category[], except: ReadonlySet<string> = new Set()): string[] {
  return VOCABULARY.filter((e) => categories.includes(e.category) && !except.has(e.id)).flatMap((e) => [e.canonical, ...e.aliases]);
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
      const d = editDistance(word, f) - editDistance(word, cur) || shared(cur) - shared(f) || (f === e?.canonical ? -1 : 0);
      if (d < 0) best.set(key, f);
    }
  }
  return [...best.values()].slice(0, 3);
}

/** The "did you mean" note and one fix per suggestion (each replaces `span`, when given, by the suggestion). */
export function didYouMean(suggestions: readonly string[], span?: Span, wrap = (x: string) => x): { notes?: { zh: string; en: string }[]; fixes?: Fix[] } {
  if (!suggestions.length) return {};
  const shown = suggestions.map(wrap);
  const out: { notes: { zh: string; en: string }[]; fixes?: Fix[] } = {
    notes: [{ zh: `你是不是想写：${shown.join('、')}？`, en: `did you mean: ${shown.join(', ')}?` }],
  };
  if (span) out.fixes = shown.map((x) => ({ title: `改为“${x}”`, titleEn: `change to "${x}"`, edits: [{ span, newText: x }] }));
  return out;
}
