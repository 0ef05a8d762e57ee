// Edit distance and "did you mean" suggestions for names in manifests and decks.

/**
 * Edit distance (Levenshtein with adjacent transpositions, "optimal string alignment") over UTF-16
 * code units; CJK names are single units, so this counts characters. `slgc` → `slcg` is 1.
 */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  if (a.length === 0) return b.length;
  if (b.length === 0) return a.length;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i, ...new Array<number>(b.length).fill(0)]);
  for (let j = 0; j <= b.length; j++) rows[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let d = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2][j - 2] + 1);
      rows[i][j] = d;
    }
  }
  return rows[a.length][b.length];
}

/**
 * The candidate closest to `name`, if it is close enough to be a plausible typo: case is ignored,
 * and the distance may be at most a third of the longer name (at least 1, at most 3).
 * Ties go to the candidate listed first. Failing that, a candidate that starts with `name`
 * (at least two characters) is offered, so `both` finds `bothEveryTurn`.
 */
export function closest(name: string, candidates: Iterable<string>): string | undefined {
  const n = name.toLowerCase();
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const c of candidates) {
    const d = editDistance(n, c.toLowerCase());
    const limit = Math.min(3, Math.max(1, Math.floor(Math.max(n.length, c.length) / 3)));
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
