// Confidence intervals of the report: Wilson's score interval for a proportion (good at small n and near 0 or
// 1, where the normal approximation is not), and Newcombe's hybrid score interval for a difference of two
// proportions, built from the two Wilson intervals (Newcombe 1998, method 10).

/** z for 95%. */
const Z = 1.959964;

/** 95% Wilson interval of k successes in n trials, as proportions; [0, 1] when n is 0. */
export function wilson(k: number, n: number): [number, number] {
  if (!n) return [0, 1];
  const p = k / n;
  const z2 = Z * Z;
  const mid = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (Z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return [Math.max(0, mid - half), Math.min(1, mid + half)];
}

/** 95% interval of p1 − p2 (Newcombe's hybrid score method); [-1, 1] when either n is 0. */
export function newcombe(k1: number, n1: number, k2: number, n2: number): [number, number] {
  if (!n1 || !n2) return [-1, 1];
  const p1 = k1 / n1;
  const p2 = k2 / n2;
  const [l1, u1] = wilson(k1, n1);
  const [l2, u2] = wilson(k2, n2);
  const d = p1 - p2;
  return [d - Math.sqrt((p1 - l1) ** 2 + (u2 - p2) ** 2), d + Math.sqrt((u1 - p1) ** 2 + (p2 - l2) ** 2)];
}

/** 95% normal interval of a difference of two means, from their variances and counts. */
export function meanDifference(
  m1: number,
  v1: number,
  n1: number,
  m2: number,
  v2: number,
  n2: number,
): [number, number] {
  if (!n1 || !n2) return [-Infinity, Infinity];
  const half = Z * Math.sqrt(v1 / n1 + v2 / n2);
  return [m1 - m2 - half, m1 - m2 + half];
}
