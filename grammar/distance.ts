// Edit distance and "the closest name": the one measure behind every suggestion the project makes.
// Pure functions that import only the script table, so the CLI can suggest a command or option without
// loading the grammar.
import { toSimplified } from './script.js';

/**
 * Edit distance over characters (code points): Levenshtein with adjacent transpositions ("optimal
 * string alignment"), so `slgc` → `slcg` is 1. Stops early, returning max + 1, once the distance
 * must exceed `max`.
 */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (a === b) return 0;
  // A string has between half its UTF-16 length and all of it in code points: a long word is told from a short
  // one without spreading either (a 100,000-character phrase against every vocabulary form).
  if (Math.ceil(a.length / 2) - b.length > max || Math.ceil(b.length / 2) - a.length > max) return max + 1;
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

/**
 * Closest candidates within a distance that grows with the word's length (1 for ≤3 chars, 2 up to 6, else 3). A
 * candidate as many edits away as the longer of the two is long shares nothing with the word, a guess from nothing:
 * every one-character word is one edit from an empty 【】 and from any other single character (守 is not 你).
 */
export function suggest(word: string, candidates: Iterable<string>, limit = 3): string[] {
  const len = [...word].length;
  const max = len <= 3 ? 1 : len <= 6 ? 2 : 3;
  const scored: [string, number][] = [];
  for (const c of candidates) {
    if (c === word) continue;
    const d = editDistance(word, c, max);
    if (d <= max && d < Math.max(len, [...c].length)) scored.push([c, d]);
  }
  scored.sort((x, y) => x[1] - y[1] || x[0].localeCompare(y[0]));
  return [...new Set(scored.map((s) => s[0]))].slice(0, limit);
}

/**
 * How many "did you mean" searches one pass over a set or a manifest makes: each compares a name with every
 * candidate, so the 100,001st unknown name among 10,000 cards gets its diagnostic without a suggestion.
 */
export const SUGGESTION_BUDGET = 100;

/** `search` answered `SUGGESTION_BUDGET` times, then `none` (make one per pass over a set or a manifest). */
export function budgeted<A extends unknown[], R>(
  search: (...args: A) => R,
  none: R,
  budget = SUGGESTION_BUDGET,
): (...args: A) => R {
  let left = budget;
  return (...args) => (left-- > 0 ? search(...args) : none);
}

/**
 * The one candidate closest to `name`, if close enough to be a plausible typo: case is ignored, and so is the
 * script of the characters script.ts knows (紅 finds the deck 红, not 蓝, one edit away), and the distance may be at most a third of the longer name (at least 1, at most 3). Ties go to
 * the candidate listed first. Failing that, a candidate that starts with `name` (two characters
 * or more) is offered, so `both` finds `bothEveryTurn`.
 */
export function closest(name: string, candidates: Iterable<string>): string | undefined {
  const fold = (s: string) => toSimplified(s.toLowerCase());
  const n = fold(name);
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const c of candidates) {
    const limit = Math.min(3, Math.max(1, Math.floor(Math.max(n.length, c.length) / 3)));
    const d = editDistance(n, fold(c), limit);
    if (d <= limit && d < bestDistance) {
      best = c;
      bestDistance = d;
    }
  }
  if (best === undefined && n.length >= 2) {
    for (const c of candidates) if (fold(c).startsWith(n)) return c;
  }
  return best;
}
