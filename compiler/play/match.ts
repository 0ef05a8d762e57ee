// Many seeded bot games between two seats (deck + agent each) and their statistics.
// Game i: seed gameSeed(seed, i) = seed + i, as in `cardc sim`; the first player alternates (seat 1 starts even games,
// seat 2 odd ones, unless `firstPlayer` says who starts game 0).
import { addCardStats, type CardDef, type CardPool, type CardStatsTable } from '../../runtime/index.js';
import { agentSeed, firstPlayerOf, gameSeed, makeBot, type BotKind, type Budget } from './agents.js';
import { playBotGame, poolFor, type GameRecord, type GameSetup } from './game.js';

export interface MatchSpec {
  cards: readonly CardDef[];
  set: string;
  ruleset: string;
  params: Record<string, unknown>;
  decks: GameSetup['decks'];
  agents: [BotKind, BotKind];
  /** A search seat's budget per decision (default DEFAULT_BUDGET). */
  budget?: Budget;
  seed: number;
  games: number;
  /** Who starts game 0 (0: seat 1, the default; 1: seat 2); the first player alternates from there. */
  firstPlayer?: 0 | 1;
  maxSteps?: number;
  /** Keep every game's events (a --log with events). */
  keepEvents?: boolean;
  /** Hash every game's events (a --log with hashes only). */
  hashEvents?: boolean;
}

export interface MatchStats {
  games: number;
  /** Wins per seat. */
  wins: [number, number];
  draws: number;
  unfinished: number;
  crashed: number;
  /** Games the player who went first won. */
  firstPlayerWins: number;
  /** Over games that ended (won or drawn). */
  avgTurns: number;
  avgSteps: number;
  ms: number;
  gamesPerSecond: number;
  /** The first few crashes: game index, seed and message. */
  crashes: { game: number; seed: number; error: string }[];
  /** Per-card statistics summed over the games (docs/play.md). */
  cards: CardStatsTable;
}

export function setupOf(spec: MatchSpec, i: number): GameSetup {
  return {
    set: spec.set,
    ruleset: spec.ruleset,
    params: spec.params,
    decks: spec.decks,
    seed: gameSeed(spec.seed, i),
    firstPlayer: firstPlayerOf(i, spec.firstPlayer),
    agents: spec.agents,
    ...(spec.budget && spec.agents.includes('search') ? { budget: spec.budget } : {}),
    game: i,
  };
}

/** Plays one game of the match (on `pool`, built once per match from spec.cards). */
export function playMatchGame(
  spec: MatchSpec,
  i: number,
  pool: CardPool = poolFor(spec.ruleset, spec.cards),
): GameRecord {
  const setup = setupOf(spec, i);
  const bots = [
    makeBot(spec.agents[0], agentSeed(setup.seed, 0), spec.budget),
    makeBot(spec.agents[1], agentSeed(setup.seed, 1), spec.budget),
  ] as const;
  return playBotGame(pool, setup, bots, {
    maxSteps: spec.maxSteps,
    keepEvents: spec.keepEvents ?? false,
    hashEvents: spec.hashEvents ?? false,
    stats: true,
  });
}

/** Plays the match; `each` sees every finished game (to log it, draw progress, …). */
export function playMatch(spec: MatchSpec, each?: (r: GameRecord, i: number) => void): MatchStats {
  const t0 = performance.now();
  const st: MatchStats = {
    games: spec.games,
    wins: [0, 0],
    draws: 0,
    unfinished: 0,
    crashed: 0,
    firstPlayerWins: 0,
    avgTurns: 0,
    avgSteps: 0,
    ms: 0,
    gamesPerSecond: 0,
    crashes: [],
    cards: {},
  };
  const pool = poolFor(spec.ruleset, spec.cards);
  let ended = 0;
  let turns = 0;
  let steps = 0;
  for (let i = 0; i < spec.games; i++) {
    const r = playMatchGame(spec, i, pool);
    steps += r.steps;
    if (r.cards) addCardStats(st.cards, r.cards);
    switch (r.status) {
      case 'won':
        st.wins[r.winner as 0 | 1]++;
        if (r.winner === r.setup.firstPlayer) st.firstPlayerWins++;
        break;
      case 'draw':
        st.draws++;
        break;
      case 'crashed':
        st.crashed++;
        if (st.crashes.length < 5) st.crashes.push({ game: i, seed: r.setup.seed, error: r.error ?? '' });
        break;
      default:
        st.unfinished++;
    }
    if (r.status === 'won' || r.status === 'draw') {
      ended++;
      turns += r.turns;
    }
    each?.(r, i);
  }
  st.ms = performance.now() - t0;
  st.avgTurns = ended ? turns / ended : 0;
  st.avgSteps = spec.games ? steps / spec.games : 0;
  st.gamesPerSecond = st.ms > 0 ? spec.games / (st.ms / 1000) : 0;
  return st;
}
