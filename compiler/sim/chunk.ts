// Plays a range of a run's games — in a worker thread or, for a small run, in the main thread — and returns their
// lines and their tally. Game i is set up from the run alone (seed S+i, first player by i), so a game plays the
// same whichever worker, chunk or shard it falls in.
import type { CardDef } from '../../runtime/index.js';
import { agentSeed, firstPlayerOf, gameSeed, makeBot, type BotKind } from '../play/agents.js';
import { playBotGame, poolFor } from '../play/game.js';
import { Sha256 } from '../play/sha256.js';
import type { GameRange } from './plan.js';
import { gameLineOf, SIM_FORMAT, SIM_VERSION, type GameLine, type RunLine } from './record.js';
import { addGame, emptyTally, type Tally } from './tally.js';

/** Everything a worker needs to play any game of a run (structured-cloneable). */
export interface RunSpec {
  cards: CardDef[];
  set: string;
  ruleset: string;
  params: Record<string, unknown>;
  decks: { names: [string, string]; lists: [string[], string[]] };
  agents: [BotKind, BotKind];
  seed: number;
  games: number;
  maxSteps: number;
  variant: 'a' | 'b';
}

export interface ChunkResult extends GameRange {
  /** The games' lines, in game order, each ending in a newline. */
  text: string;
  tally: Tally;
}

/**
 * A run that cannot go on: the set's cards cannot make a card pool (no game: `game` absent), or playing game `game`
 * (seed `seed`) threw outside the engine's own crash record (a crash inside a game is a 'crashed' game line, not
 * this). Plain data, so a worker thread hands it back as it is.
 */
export interface RunFailure {
  message: string;
  game?: number;
  seed?: number;
}

/** A RunFailure as an Error, thrown by the run (in the main thread, or rebuilt there from a worker's). */
export class SimRunError extends Error {
  constructor(readonly failure: RunFailure) {
    super(
      failure.game === undefined ? failure.message : `game ${failure.game} (seed ${failure.seed}): ${failure.message}`,
    );
    this.name = 'SimRunError';
  }
}

/** The run line of a spec: what every game line of it belongs to. */
export function runLineOf(spec: RunSpec): RunLine {
  const byId = new Map(spec.cards.map((c) => [c.id, c]));
  const deckCards: RunLine['deckCards'] = {};
  const abilities: RunLine['abilities'] = {};
  spec.decks.lists.forEach((list, seat) => {
    for (const id of list) {
      const d = byId.get(id);
      if (!d) continue;
      (deckCards[d.name] ??= [0, 0])[seat]++;
      abilities[d.name] ??= d.abilities.map((a) => {
        const info: RunLine['abilities'][string][number] = { line: a.source?.line ?? null };
        if (a.kind === 'static' || a.kind === 'eternal') info.continuous = true;
        return info;
      });
    }
  });
  const sorted = <T>(r: Record<string, T>): Record<string, T> =>
    Object.fromEntries(
      Object.keys(r)
        .sort()
        .map((k) => [k, r[k]]),
    );
  return {
    type: 'run',
    format: SIM_FORMAT,
    version: SIM_VERSION,
    set: spec.set,
    ruleset: spec.ruleset,
    cardsHash: new Sha256().update(JSON.stringify(spec.cards)).hex(),
    variant: spec.variant,
    decks: spec.decks.names,
    agents: spec.agents,
    seed: spec.seed,
    games: spec.games,
    maxSteps: spec.maxSteps,
    deckCards: sorted(deckCards),
    abilities: sorted(abilities),
  };
}

/** A run's games and their players, set up once per worker and run (the card pool is built once). */
export class ChunkPlayer {
  private readonly pool;
  readonly run: RunLine;

  /** Throws a SimRunError (no game) when the set's cards cannot make a pool. */
  constructor(private readonly spec: RunSpec) {
    try {
      this.pool = poolFor(spec.ruleset, spec.cards);
    } catch (e) {
      throw new SimRunError({ message: messageOf(e) });
    }
    this.run = runLineOf(spec);
  }

  play(range: GameRange): ChunkResult {
    const { spec } = this;
    const tally = emptyTally(this.run);
    let text = '';
    for (let i = range.from; i < range.to; i++) {
      const seed = gameSeed(spec.seed, i);
      let line: GameLine;
      try {
        const r = playBotGame(
          this.pool,
          {
            set: spec.set,
            ruleset: spec.ruleset,
            params: spec.params,
            decks: spec.decks,
            seed,
            firstPlayer: firstPlayerOf(i),
            agents: spec.agents,
            game: i,
          },
          [makeBot(spec.agents[0], agentSeed(seed, 0)), makeBot(spec.agents[1], agentSeed(seed, 1))],
          { maxSteps: spec.maxSteps, keepEvents: false, stats: true },
        );
        line = gameLineOf(r);
        addGame(tally, line, this.run.deckCards);
      } catch (e) {
        throw new SimRunError({ message: messageOf(e), game: i, seed });
      }
      text += JSON.stringify(line) + '\n';
    }
    return { ...range, text, tally };
  }
}

function messageOf(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
