// Streamed aggregation of game lines: integer counts only, so the totals are the same whatever order the games
// arrive in (workers, shards) and memory does not grow with the number of games. A tally is plain JSON: workers
// send theirs to the main thread, `summary.json` keeps it.
import type { GameLine, RunLine } from './record.js';

/** Wins and games of one side in some set of games. */
export type WinCount = [wins: number, games: number];

export interface CardTally {
  drawn: number;
  plays: number;
  /** Resolutions per ability. */
  resolved: number[];
  /** Games (× seats holding the card) in which its holder played it at least once, and won. */
  played: WinCount;
  /** Games (× seats holding the card) in which its holder did not play it, and won. */
  notPlayed: WinCount;
}

export interface Tally {
  games: number;
  /** Wins per seat. */
  wins: [number, number];
  draws: number;
  unfinished: number;
  crashed: number;
  /** Per seat: wins and games when it went first, then when it went second. */
  bySeatOrder: [[WinCount, WinCount], [WinCount, WinCount]];
  /** Decided games (a winner) and those the first player won. */
  firstPlayer: WinCount;
  /** Turns of ended games (won or drawn) → games. */
  turns: Record<string, number>;
  steps: number;
  /** The crashed games of lowest index (at most CRASHES_KEPT). */
  crashes: { game: number; seed: number; error: string }[];
  cards: Record<string, CardTally>;
}

const CRASHES_KEPT = 5;

export function emptyTally(run: Pick<RunLine, 'deckCards' | 'abilities'>): Tally {
  const cards: Record<string, CardTally> = {};
  for (const name of Object.keys(run.deckCards).sort())
    cards[name] = {
      drawn: 0,
      plays: 0,
      resolved: (run.abilities[name] ?? []).map(() => 0),
      played: [0, 0],
      notPlayed: [0, 0],
    };
  return {
    games: 0,
    wins: [0, 0],
    draws: 0,
    unfinished: 0,
    crashed: 0,
    bySeatOrder: [
      [
        [0, 0],
        [0, 0],
      ],
      [
        [0, 0],
        [0, 0],
      ],
    ],
    firstPlayer: [0, 0],
    turns: {},
    steps: 0,
    crashes: [],
    cards,
  };
}

/** Adds one game (`deckCards` says which seats hold each card). */
export function addGame(t: Tally, g: GameLine, deckCards: RunLine['deckCards']): void {
  t.games++;
  t.steps += g.steps;
  const won = g.status === 'won' && (g.winner === 0 || g.winner === 1);
  if (won) {
    t.wins[g.winner as 0 | 1]++;
    t.firstPlayer[1]++;
    if (g.winner === g.first) t.firstPlayer[0]++;
  } else if (g.status === 'draw') t.draws++;
  else if (g.status === 'crashed') {
    t.crashed++;
    t.crashes.push({ game: g.game, seed: g.seed, error: g.error ?? '' });
    keepLowest(t);
  } else t.unfinished++;
  for (const seat of [0, 1] as const) {
    const order = t.bySeatOrder[seat][g.first === seat ? 0 : 1];
    order[1]++;
    if (won && g.winner === seat) order[0]++;
  }
  if (g.status === 'won' || g.status === 'draw') t.turns[g.turns] = (t.turns[g.turns] ?? 0) + 1;
  for (const [name, copies] of Object.entries(deckCards)) {
    const c = t.cards[name];
    if (!c) continue;
    const counts = g.cards[name];
    if (counts) {
      c.drawn += counts[0];
      c.plays += counts[1] + counts[2];
      for (let i = 0; i < c.resolved.length; i++) c.resolved[i] += counts[3][i] ?? 0;
    }
    for (const seat of [0, 1] as const) {
      if (!copies[seat]) continue;
      const side = counts && (seat ? counts[2] : counts[1]) > 0 ? c.played : c.notPlayed;
      side[1]++;
      if (won && g.winner === seat) side[0]++;
    }
  }
}

function addWin(into: WinCount, more: WinCount): void {
  into[0] += more[0];
  into[1] += more[1];
}

function keepLowest(t: Tally): void {
  t.crashes.sort((a, b) => a.game - b.game);
  if (t.crashes.length > CRASHES_KEPT) t.crashes.length = CRASHES_KEPT;
}

/** Adds `more` (a tally of the same run's other games) into `into`. */
export function mergeTally(into: Tally, more: Tally): void {
  into.games += more.games;
  into.draws += more.draws;
  into.unfinished += more.unfinished;
  into.crashed += more.crashed;
  into.steps += more.steps;
  for (const seat of [0, 1] as const) {
    into.wins[seat] += more.wins[seat];
    addWin(into.bySeatOrder[seat][0], more.bySeatOrder[seat][0]);
    addWin(into.bySeatOrder[seat][1], more.bySeatOrder[seat][1]);
  }
  addWin(into.firstPlayer, more.firstPlayer);
  for (const [k, n] of Object.entries(more.turns)) into.turns[k] = (into.turns[k] ?? 0) + n;
  into.crashes.push(...more.crashes);
  keepLowest(into);
  for (const [name, m] of Object.entries(more.cards)) {
    const c = into.cards[name];
    if (!c) {
      into.cards[name] = structuredClone(m);
      continue;
    }
    c.drawn += m.drawn;
    c.plays += m.plays;
    for (let i = 0; i < c.resolved.length; i++) c.resolved[i] += m.resolved[i] ?? 0;
    addWin(c.played, m.played);
    addWin(c.notPlayed, m.notPlayed);
  }
}
