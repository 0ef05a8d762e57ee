// A/B comparison: the same seeds played with two sets (say, a copy with one cost changed), each figure of B minus
// A with a 95% interval. The intervals treat the runs as independent samples; the games share their seeds, so
// they are correlated and the true intervals are narrower: a difference marked significant is one.
import { meanDifference, newcombe } from './interval.js';
import type { Rate, Summary } from './summary.js';

export interface Difference {
  /** Which figure (a key of COMPARE_WORDS, or a card's figure). */
  what: 'seat1' | 'seat2' | 'firstPlayer' | 'turns' | 'playRate' | 'whenPlayed';
  a: number;
  b: number;
  /** b − a and its interval. */
  d: number;
  lo: number;
  hi: number;
  /** The interval leaves out 0. */
  significant: boolean;
}

export interface CardDifference {
  name: string;
  /** Present in A's decks, B's, or both. */
  in: 'a' | 'b' | 'both';
  differences: Difference[];
}

export interface Comparison {
  a: Summary;
  b: Summary;
  /** What A and B are called in the report (their folders; set names when merged from files). */
  labels: [string, string];
  overall: Difference[];
  cards: CardDifference[];
}

/** The card figures of a comparison, those that stand out first, by the size of the difference. */
export function cardFigures(cmp: Comparison): { card: string; d: Difference }[] {
  const all = cmp.cards.flatMap((k) => k.differences.map((d) => ({ card: k.name, d })));
  return all.sort((x, y) => Number(y.d.significant) - Number(x.d.significant) || Math.abs(y.d.d) - Math.abs(x.d.d));
}

function rateDiff(what: Difference['what'], a: Rate, b: Rate): Difference {
  const [lo, hi] = newcombe(b.k, b.n, a.k, a.n);
  return { what, a: a.p, b: b.p, d: b.p - a.p, lo, hi, significant: lo > 0 || hi < 0 };
}

export function compare(a: Summary, b: Summary, labels: [string, string] = [a.set, b.set]): Comparison {
  const la = a.length;
  const lb = b.length;
  const [lo, hi] = meanDifference(lb.mean, lb.sd ** 2, lb.games, la.mean, la.sd ** 2, la.games);
  const overall: Difference[] = [
    rateDiff('seat1', a.wins[0], b.wins[0]),
    rateDiff('seat2', a.wins[1], b.wins[1]),
    rateDiff('firstPlayer', a.firstPlayer, b.firstPlayer),
    { what: 'turns', a: la.mean, b: lb.mean, d: lb.mean - la.mean, lo, hi, significant: lo > 0 || hi < 0 },
  ];
  const rowsB = new Map(b.cards.map((c) => [c.name, c]));
  const cards: CardDifference[] = [];
  for (const ca of a.cards) {
    const cb = rowsB.get(ca.name);
    if (!cb) {
      cards.push({ name: ca.name, in: 'a', differences: [] });
      continue;
    }
    cards.push({
      name: ca.name,
      in: 'both',
      differences: [
        rateDiff('playRate', ca.playRate, cb.playRate),
        rateDiff('whenPlayed', ca.whenPlayed, cb.whenPlayed),
      ],
    });
  }
  for (const cb of b.cards)
    if (!a.cards.some((c) => c.name === cb.name)) cards.push({ name: cb.name, in: 'b', differences: [] });
  return { a, b, labels, overall, cards };
}
