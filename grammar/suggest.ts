// "Did you mean …": edit distance over candidate words (vocabulary forms, card names).

export function editDistance(a: string, b: string, max = Infinity): number {
  const A = [...a];
  const B = [...b];
  if (Math.abs(A.length - B.length) > max) return max + 1;
  let prev = Array.from({ length: B.length + 1 }, (_, i) => i);
  for (let i = 1; i <= A.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= B.length; j++) {
      const v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (A[i - 1] === B[j - 1] ? 0 : 1));
      cur.push(v);
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    prev = cur;
  }
  return prev[B.length];
}

/** Closest candidates within a distance that grows with the word's length (1 for ≤3 chars, 2 above). */
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
