// The statistics of a run, from its run line and tally: every rate with its 95% Wilson interval. The terminal
// table, the HTML report, summary.json and the A/B comparison all read this one object.
import { newcombe, wilson } from './interval.js';
import type { RunLine } from './record.js';
import type { Tally, WinCount } from './tally.js';

/** k of n, the proportion and its 95% interval. */
export interface Rate {
  k: number;
  n: number;
  p: number;
  lo: number;
  hi: number;
}

export interface LengthStats {
  /** Ended games (won or drawn) the figures are over. */
  games: number;
  mean: number;
  sd: number;
  median: number;
  p10: number;
  p90: number;
  min: number;
  max: number;
  /** [turns, games], by turns. */
  histogram: [number, number][];
}

export interface CardRow {
  name: string;
  /** Copies in seat 1's and seat 2's deck. */
  copies: [number, number];
  drawn: number;
  plays: number;
  /** Resolutions of all its abilities. */
  resolved: number;
  /** Share of (game, holder) pairs in which the holder played it. */
  playRate: Rate;
  /** Its holder's win rate in games it was played / not played, and the difference (played − not). */
  whenPlayed: Rate;
  whenNotPlayed: Rate;
  difference: { d: number; lo: number; hi: number };
  /** It has abilities that can resolve, and none ever did. */
  neverResolved: boolean;
}

export interface Summary {
  set: string;
  ruleset: string;
  decks: [string, string];
  agents: RunLine['agents'];
  seed: number;
  games: number;
  draws: number;
  unfinished: number;
  crashed: number;
  crashes: Tally['crashes'];
  /** Each seat's (deck and agent) wins over all games. */
  wins: [Rate, Rate];
  /** Each seat's wins when it went first, then second. */
  bySeatOrder: [[Rate, Rate], [Rate, Rate]];
  /** The first player's wins over decided games. */
  firstPlayer: Rate;
  length: LengthStats;
  avgSteps: number;
  cards: CardRow[];
  /** Abilities that never resolved (standing lines excepted). */
  idle: { card: string; index: number; line: number | null }[];
}

export function rate([k, n]: WinCount): Rate {
  const [lo, hi] = wilson(k, n);
  return { k, n, p: n ? k / n : 0, lo, hi };
}

function lengthStats(turns: Tally['turns']): LengthStats {
  const histogram = Object.entries(turns)
    .map(([t, n]) => [Number(t), n] as [number, number])
    .sort((a, b) => a[0] - b[0]);
  const games = histogram.reduce((s, [, n]) => s + n, 0);
  if (!games) return { games, mean: 0, sd: 0, median: 0, p10: 0, p90: 0, min: 0, max: 0, histogram };
  const mean = histogram.reduce((s, [t, n]) => s + t * n, 0) / games;
  const variance = histogram.reduce((s, [t, n]) => s + n * (t - mean) ** 2, 0) / Math.max(1, games - 1);
  const quantile = (q: number): number => {
    const want = q * (games - 1);
    let seen = 0;
    for (const [t, n] of histogram) {
      seen += n;
      if (seen > want) return t;
    }
    return histogram[histogram.length - 1][0];
  };
  return {
    games,
    mean,
    sd: Math.sqrt(variance),
    median: quantile(0.5),
    p10: quantile(0.1),
    p90: quantile(0.9),
    min: histogram[0][0],
    max: histogram[histogram.length - 1][0],
    histogram,
  };
}

export function summarize(run: RunLine, t: Tally): Summary {
  const cards: CardRow[] = [];
  const idle: Summary['idle'] = [];
  for (const [name, c] of Object.entries(t.cards)) {
    const abilities = run.abilities[name] ?? [];
    const canResolve = abilities.some((a) => !a.continuous);
    abilities.forEach((a, index) => {
      if (!a.continuous && !c.resolved[index]) idle.push({ card: name, index, line: a.line });
    });
    const [lo, hi] = newcombe(c.played[0], c.played[1], c.notPlayed[0], c.notPlayed[1]);
    const whenPlayed = rate(c.played);
    const whenNotPlayed = rate(c.notPlayed);
    const resolved = c.resolved.reduce((s, n) => s + n, 0);
    cards.push({
      name,
      copies: run.deckCards[name] ?? [0, 0],
      drawn: c.drawn,
      plays: c.plays,
      resolved,
      playRate: rate([c.played[1], c.played[1] + c.notPlayed[1]]),
      whenPlayed,
      whenNotPlayed,
      difference: { d: whenPlayed.p - whenNotPlayed.p, lo, hi },
      neverResolved: canResolve && resolved === 0,
    });
  }
  cards.sort((a, b) => a.name.localeCompare(b.name, 'zh'));
  return {
    set: run.set,
    ruleset: run.ruleset,
    decks: run.decks,
    agents: run.agents,
    seed: run.seed,
    games: t.games,
    draws: t.draws,
    unfinished: t.unfinished,
    crashed: t.crashed,
    crashes: t.crashes,
    wins: [rate([t.wins[0], t.games]), rate([t.wins[1], t.games])],
    bySeatOrder: [
      [rate(t.bySeatOrder[0][0]), rate(t.bySeatOrder[0][1])],
      [rate(t.bySeatOrder[1][0]), rate(t.bySeatOrder[1][1])],
    ],
    firstPlayer: rate(t.firstPlayer),
    length: lengthStats(t.turns),
    avgSteps: t.games ? t.steps / t.games : 0,
    cards,
    idle,
  };
}
