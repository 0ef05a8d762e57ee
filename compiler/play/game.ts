// One game of any playable ruleset from a JSON setup: stepping by decision index, playing it out with
// bots, and re-running recorded decisions. A runtime exception ends the game as 'crashed' with the
// decisions that led there, so the crash can be saved and replayed.
import {
  actorOf,
  askAgent,
  CardStatsTally,
  cloneState,
  createPool,
  getRuleset,
  legalActions,
  linkOpsOf,
  performAction,
  registeredRulesets,
  type Action,
  type Agent,
  type CardDef,
  type CardPool,
  type CardStatsTable,
  type GameEvent,
  type GameState,
  type ReplayMismatch,
} from '../../runtime/index.js';
import { DESCRIBERS } from './describe/index.js';
import type { AgentKind, Budget } from './agents.js';
import { EventHasher } from './event-hash.js';

/** Everything besides the cards that starts a game; JSON, written as the replay's game header. */
export interface GameSetup {
  set: string;
  ruleset: string;
  params: Record<string, unknown>;
  decks: { names: [string, string]; lists: [string[], string[]] };
  seed: number;
  firstPlayer: 0 | 1;
  agents: [AgentKind, AgentKind];
  /** A search seat's budget per decision (absent without one: the default). */
  budget?: Budget;
  /** Index of the game within its run. */
  game: number;
}

export type GameStatus = 'won' | 'draw' | 'unfinished' | 'crashed' | 'quit';

export interface GameRecord {
  setup: GameSetup;
  decisions: number[];
  /** Setup events first, then every decision's events (empty when events were not kept). */
  events: GameEvent[];
  eventCount: number;
  /** Whether `events` holds every event (false when only counted or hashed). */
  eventsKept: boolean;
  /** The event hash, when the run computed it (see replay-file eventHash). */
  hash?: string;
  winner: number | null;
  status: GameStatus;
  turns: number;
  steps: number;
  error?: string;
  /** Per-card statistics of the game, when the run kept them (see runtime/core/card-stats.ts). */
  cards?: CardStatsTable;
  /** With `cards`: plays per player (seat 1, seat 2) of each card played at least once. */
  plays?: Record<string, readonly [number, number]>;
}

export const DEFAULT_MAX_STEPS = 10_000;

/** Rulesets `cardc play` can play: the runtime has them, and the terminal and logs have their words. */
export const PLAYABLE_RULESETS: ReadonlySet<string> = new Set(registeredRulesets().filter((r) => DESCRIBERS[r]));

/** The pool for a set's cards (built once, shared by every game of a match). */
export function poolFor(ruleset: string, cards: readonly CardDef[]): CardPool {
  return createPool(getRuleset(ruleset), cards);
}

export interface RunOptions {
  keepEvents?: boolean;
  /** Compute the event hash as the game goes (for logs that keep only hashes). */
  hashEvents?: boolean;
  /** Tally per-card statistics. */
  stats?: boolean;
}

/** A game being played: the live state plus the decisions and events so far. */
export class GameRun {
  readonly state: GameState;
  readonly decisions: number[] = [];
  readonly events: GameEvent[] = [];
  /** Per decision, the number of events before it: which step an event came from (replayMismatchText says it). */
  readonly eventStarts: number[] = [];
  eventCount = 0;
  error?: string;
  private readonly keepEvents: boolean;
  private readonly hasher?: EventHasher;
  private readonly stats?: CardStatsTally;

  /** `cards` is the set's cards or a pool built from them (mass play builds it once). */
  constructor(
    cards: readonly CardDef[] | CardPool,
    readonly setup: GameSetup,
    opts: RunOptions = {},
  ) {
    this.keepEvents = opts.keepEvents ?? true;
    if (opts.hashEvents) this.hasher = new EventHasher();
    const pool = 'defs' in cards ? cards : poolFor(setup.ruleset, cards);
    const start = pool.rules.start(
      {
        cards: pool.defs,
        decks: setup.decks.lists,
        seed: setup.seed,
        params: setup.params,
        firstPlayer: setup.firstPlayer,
      },
      pool,
    );
    this.state = start.state;
    if (opts.stats)
      this.stats = new CardStatsTally(
        pool.defs,
        this.state.cards.map((c) => c.def),
        linkOpsOf(this.state),
      );
    this.record(start.events);
  }

  get over(): boolean {
    return this.state.winner !== null || this.error !== undefined;
  }

  legal(): Action[] {
    return legalActions(this.state);
  }

  actor(): number {
    return actorOf(this.state);
  }

  /** Applies legal action `index`; returns its events, or null (and sets `error`) when the engine threw. */
  step(legal: readonly Action[], index: number): GameEvent[] | null {
    this.decisions.push(index);
    this.eventStarts.push(this.eventCount);
    const ev: GameEvent[] = [];
    try {
      performAction(this.state, legal[index], ev);
    } catch (e) {
      this.error = `${(e as Error).message} (decision ${this.decisions.length - 1}, action ${JSON.stringify(legal[index])})`;
      this.record(ev);
      return null;
    }
    this.record(ev);
    return ev;
  }

  /** The index of a legal action the engine throws on (tried on clones), or -1. */
  crashingAction(legal: readonly Action[]): number {
    for (let i = 0; i < legal.length; i++) {
      try {
        performAction(cloneState(this.state), legal[i], []);
      } catch {
        return i;
      }
    }
    return -1;
  }

  private record(ev: readonly GameEvent[]): void {
    this.eventCount += ev.length;
    if (this.keepEvents) for (const e of ev) this.events.push(e);
    if (this.hasher) for (const e of ev) this.hasher.update(e);
    if (this.stats) this.stats.add(ev);
  }

  result(status?: GameStatus): GameRecord {
    const s = this.state;
    const st: GameStatus =
      status ??
      (this.error !== undefined ? 'crashed' : s.winner === null ? 'unfinished' : s.winner === -1 ? 'draw' : 'won');
    const r: GameRecord = {
      setup: this.setup,
      decisions: this.decisions,
      events: this.events,
      eventCount: this.eventCount,
      eventsKept: this.keepEvents,
      winner: s.winner,
      status: st,
      turns: s.turn,
      steps: this.decisions.length,
    };
    if (this.error !== undefined) r.error = this.error;
    if (this.hasher) r.hash = this.hasher.digest();
    if (this.stats) {
      r.cards = this.stats.finish(s.winner);
      r.plays = {};
      for (const [name, c] of Object.entries(r.cards)) if (c.played) r.plays[name] = this.stats.playsBy(name);
    }
    return r;
  }
}

export interface BotGameOptions extends RunOptions {
  maxSteps?: number;
  /** After every decision (the state is live; do not change it). */
  onStep?: (run: GameRun, action: Action, events: readonly GameEvent[]) => void;
}

/** Plays a game between two synchronous agents. Never throws on an engine error: the record says 'crashed'. */
export function playBotGame(
  cards: readonly CardDef[] | CardPool,
  setup: GameSetup,
  agents: readonly [Agent, Agent],
  opts: BotGameOptions = {},
): GameRecord {
  let run: GameRun;
  try {
    run = new GameRun(cards, setup, opts);
  } catch (e) {
    return {
      setup,
      decisions: [],
      events: [],
      eventCount: 0,
      eventsKept: true,
      winner: null,
      status: 'crashed',
      turns: 0,
      steps: 0,
      error: `setup: ${(e as Error).message}`,
    };
  }
  const max = opts.maxSteps ?? DEFAULT_MAX_STEPS;
  while (!run.over && run.decisions.length < max) {
    let legal: Action[];
    try {
      legal = run.legal();
      if (!legal.length) throw new Error(`no legal action (phase ${run.state.phase})`);
    } catch (e) {
      run.error = (e as Error).message;
      break;
    }
    const p = run.actor();
    let idx: number;
    try {
      idx = askAgent(agents[p], run.state, p, legal);
    } catch (e) {
      // A search agent trips over an engine bug while looking ahead: record the move that crashes, so the log replays it.
      const bad = run.crashingAction(legal);
      if (bad >= 0) {
        run.step(legal, bad);
        if (run.error === undefined) run.error = (e as Error).message;
      } else run.error = `agent ${p}: ${(e as Error).message}`;
      break;
    }
    if (!(idx >= 0 && idx < legal.length)) {
      run.error = `agent ${p} answered ${idx} of ${legal.length}`;
      break;
    }
    const ev = run.step(legal, idx);
    if (ev && opts.onStep) opts.onStep(run, legal[idx], ev);
  }
  return run.result();
}

export interface RerunResult {
  events: GameEvent[];
  /** GameRun.eventStarts: the number of events before each decision. */
  eventStarts: number[];
  /** Set when the engine threw or a decision was out of range. */
  error?: string;
  /** A recorded decision that is not a legal move (the re-run stops there). */
  mismatch?: Extract<ReplayMismatch, { kind: 'decision' }>;
  /** Decisions applied. */
  steps: number;
  winner: number | null;
  turns: number;
}

/** Re-runs recorded decisions from the setup. */
export function rerun(
  cards: readonly CardDef[] | CardPool,
  setup: GameSetup,
  decisions: readonly number[],
): RerunResult {
  let run: GameRun;
  try {
    run = new GameRun(cards, setup);
  } catch (e) {
    return { events: [], eventStarts: [], error: `setup: ${(e as Error).message}`, steps: 0, winner: null, turns: 0 };
  }
  let mismatch: RerunResult['mismatch'];
  for (let i = 0; i < decisions.length; i++) {
    let legal: Action[];
    try {
      legal = run.legal();
    } catch (e) {
      run.error = (e as Error).message;
      break;
    }
    const d = decisions[i];
    if (!(Number.isInteger(d) && d >= 0 && d < legal.length)) {
      run.error = `decision ${i} is ${d} but only ${legal.length} actions are legal`;
      mismatch = { kind: 'decision', game: setup.game ?? 0, step: i, decision: d, legal: legal.length };
      break;
    }
    run.step(legal, d);
    if (run.error !== undefined) break;
  }
  return {
    events: run.events,
    eventStarts: run.eventStarts,
    error: run.error,
    mismatch,
    steps: run.decisions.length,
    winner: run.state.winner,
    turns: run.state.turn,
  };
}
