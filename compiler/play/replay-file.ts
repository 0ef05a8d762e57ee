// The replay file (JSON Lines): one `set` line with the compiled cards, then per game a `game` header,
// its `decisions`, its `events` (left out in long runs) and a `result` with the event hash. Self-contained: replaying needs
// neither the set folder nor the agents, only the cards and decisions written here.
import { eventHash } from './event-hash.js';
import {
  stepOfEvent,
  type CardDef,
  type GameEvent,
  type ReplayMismatch,
  type ReplayOutcome,
} from '../../runtime/index.js';
import type { GameRecord, GameSetup, GameStatus } from './game.js';

export const REPLAY_FORMAT = 'cardscript-replay';
/**
 * 2: chainPush events name the ability their link runs (`ability`). Files of version 1 still replay: their
 * events are compared with the re-run's as version 1 wrote them (eventsAsOf).
 */
export const REPLAY_VERSION = 2;
const SUPPORTED_VERSIONS: readonly number[] = [1, 2];

/** The re-run's events as a file of `version` recorded them. */
function eventsAsOf(events: readonly GameEvent[], version: number): readonly GameEvent[] {
  if (version >= 2) return events;
  return events.map((e) => {
    if (e.type !== 'chainPush' || e.ability === undefined) return e;
    const { ability: _ability, ...v1 } = e;
    return v1;
  });
}

export interface SetLine {
  type: 'set';
  format: typeof REPLAY_FORMAT;
  version: number;
  name: string;
  ruleset: string;
  /** The set folder it was compiled from, as given on the command line (information only). */
  source?: string;
  cards: CardDef[];
  /** Card file texts (set-relative path → text), so ability lines can be quoted when replaying. */
  texts?: Record<string, string>;
}

export interface ResultLine {
  type: 'result';
  game: number;
  status: GameStatus;
  winner: number | null;
  turns: number;
  steps: number;
  events: number;
  hash: string;
  error?: string;
}

export interface ReplayGame {
  setup: GameSetup;
  decisions: number[];
  /** Absent when the file kept only the hash. */
  events?: GameEvent[];
  result?: ResultLine;
}

export interface ReplayFile {
  set: SetLine;
  games: ReplayGame[];
}

export { eventHash };

export function setLine(
  name: string,
  ruleset: string,
  cards: CardDef[],
  source?: string,
  texts?: ReadonlyMap<string, string>,
): string {
  const l: SetLine = { type: 'set', format: REPLAY_FORMAT, version: REPLAY_VERSION, name, ruleset, cards };
  if (source !== undefined) l.source = source;
  if (texts) l.texts = Object.fromEntries(texts);
  return JSON.stringify(l);
}

/** The lines of one game (without the set line); the events line only when the record kept them. */
export function gameLines(r: GameRecord): string[] {
  const g = r.setup.game;
  const result: ResultLine = {
    type: 'result',
    game: g,
    status: r.status,
    winner: r.winner,
    turns: r.turns,
    steps: r.steps,
    events: r.eventCount,
    hash: r.hash ?? eventHash(r.events),
  };
  if (r.error !== undefined) result.error = r.error;
  const lines = [
    JSON.stringify({ type: 'game', ...r.setup }),
    JSON.stringify({ type: 'decisions', game: g, decisions: r.decisions }),
  ];
  if (r.eventsKept) lines.push(JSON.stringify({ type: 'events', game: g, events: r.events }));
  lines.push(JSON.stringify(result));
  return lines;
}

export type ParseReplay =
  { ok: true; file: ReplayFile } | { ok: false; line: number; message: { zh: string; en: string } };

/** Reads a replay file; a malformed line is reported with its number, never thrown. */
export function parseReplay(text: string): ParseReplay {
  const lines = text.split(/\r?\n/);
  let set: SetLine | undefined;
  const games: ReplayGame[] = [];
  const resultLine = new Map<ReplayGame, number>();
  const gameLine = new Map<ReplayGame, number>();
  const bad = (line: number, zh: string, en: string): ParseReplay => ({ ok: false, line, message: { zh, en } });
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i].trim();
    if (!raw) continue;
    let o: Record<string, unknown>;
    try {
      o = JSON.parse(raw) as Record<string, unknown>;
    } catch (e) {
      return bad(i + 1, `不是 JSON：${(e as Error).message}`, `not JSON: ${(e as Error).message}`);
    }
    if (!o || typeof o !== 'object') return bad(i + 1, '应为 JSON 对象', 'expected a JSON object');
    const cur = games[games.length - 1];
    // A decisions, events or result line belongs to the game line before it: after that game's result, or naming
    // another game, it means a game line was removed or lines were moved (replayed, it would mix two games).
    const stray = (): ParseReplay | undefined => {
      if (!cur) return undefined;
      const at = gameLine.get(cur)!;
      const n = cur.setup.game ?? 0;
      if (resultLine.has(cur))
        return bad(
          i + 1,
          `这一行之前缺少 game 行：第 ${n} 局（第 ${at} 行）已在第 ${resultLine.get(cur)} 行以 result 行结束`,
          `a game line is missing before this line: game ${n} (line ${at}) already ended with its result on line ${resultLine.get(cur)}`,
        );
      if (typeof o.game === 'number' && o.game !== n)
        return bad(
          i + 1,
          `这一行属于第 ${o.game} 局，但它前面的 game 行（第 ${at} 行）是第 ${n} 局`,
          `this line is game ${o.game}'s, but the game line before it (line ${at}) is game ${n}'s`,
        );
      return undefined;
    };
    if (o.type === 'decisions' || o.type === 'events' || o.type === 'result') {
      const wrong = stray();
      if (wrong) return wrong;
    }
    switch (o.type) {
      case 'set':
        if (o.format !== REPLAY_FORMAT)
          return bad(
            i + 1,
            `不是 CardScript 回放（format 应为 ${REPLAY_FORMAT}）`,
            `not a CardScript replay (format should be ${REPLAY_FORMAT})`,
          );
        if (!SUPPORTED_VERSIONS.includes(o.version as number))
          return bad(i + 1, `不支持的回放版本 ${String(o.version)}`, `unsupported replay version ${String(o.version)}`);
        if (!Array.isArray(o.cards)) return bad(i + 1, 'set 行缺少 cards', 'the set line has no cards');
        set = o as unknown as SetLine;
        break;
      case 'game': {
        if (!set) return bad(i + 1, 'game 行之前缺少 set 行', 'a game line before the set line');
        const { type: _type, ...setup } = o;
        const s = setup as unknown as GameSetup;
        if (typeof s.seed !== 'number' || !s.decks || !Array.isArray(s.decks.lists))
          return bad(i + 1, 'game 行缺少 seed 或 decks', 'the game line lacks seed or decks');
        // A game's lines come in order; a new game line means the one before is complete.
        const prev = games[games.length - 1];
        if (prev && !resultLine.has(prev))
          return bad(
            i + 1,
            `上一局（第 ${gameLine.get(prev)} 行）没有 result 行`,
            `the game before (line ${gameLine.get(prev)}) has no result line`,
          );
        const g: ReplayGame = { setup: s, decisions: [] };
        games.push(g);
        gameLine.set(g, i + 1);
        break;
      }
      case 'decisions':
        if (!cur) return bad(i + 1, 'decisions 行之前缺少 game 行', 'a decisions line before any game line');
        if (!Array.isArray(o.decisions) || !o.decisions.every((d) => Number.isInteger(d)))
          return bad(i + 1, 'decisions 应为整数数组', 'decisions must be an array of integers');
        cur.decisions = o.decisions as number[];
        break;
      case 'events':
        if (!cur) return bad(i + 1, 'events 行之前缺少 game 行', 'an events line before any game line');
        if (!Array.isArray(o.events)) return bad(i + 1, 'events 应为数组', 'events must be an array');
        cur.events = o.events as GameEvent[];
        break;
      case 'result': {
        if (!cur) return bad(i + 1, 'result 行之前缺少 game 行', 'a result line before any game line');
        const r = o as unknown as ResultLine;
        if (
          typeof r.hash !== 'string' ||
          !Number.isInteger(r.steps) ||
          !Number.isInteger(r.events) ||
          typeof r.status !== 'string'
        ) {
          return bad(
            i + 1,
            'result 行缺少 status、steps、events 或 hash',
            'the result line lacks status, steps, events or hash',
          );
        }
        if (r.steps !== cur.decisions.length) {
          return bad(
            i + 1,
            `result 行记录了 ${r.steps} 步，但 decisions 有 ${cur.decisions.length} 个`,
            `the result line records ${r.steps} steps but decisions holds ${cur.decisions.length}`,
          );
        }
        if (cur.events && r.events !== cur.events.length) {
          return bad(
            i + 1,
            `result 行记录了 ${r.events} 个事件，但 events 有 ${cur.events.length} 个`,
            `the result line records ${r.events} events but the events line holds ${cur.events.length}`,
          );
        }
        cur.result = r;
        resultLine.set(cur, i + 1);
        break;
      }
      default:
        return bad(i + 1, `未知的行类型 ${JSON.stringify(o.type)}`, `unknown line type ${JSON.stringify(o.type)}`);
    }
  }
  if (!set) return bad(1, '缺少 set 行', 'no set line');
  if (!games.length) return bad(lines.length, '回放里没有对局', 'the replay holds no game');
  // Without its result line (events count and hash) a game cannot be verified: the file was cut short.
  const last = games[games.length - 1];
  if (!resultLine.has(last))
    return bad(
      gameLine.get(last)!,
      '这一局没有 result 行（文件被截断？），无法验证',
      'this game has no result line (was the file cut short?), so it cannot be verified',
    );
  return { ok: true, file: { set, games } };
}

/** Where a re-run's events leave the recorded ones (the runtime's ReplayMismatch: its words are replayMismatchText). */
export type Divergence = Extract<ReplayMismatch, { kind: 'event' | 'hash' }>;

/**
 * Compares re-run events with the recorded ones (or the recorded hash); null when they match. `eventStarts`: the
 * re-run's event count before each decision (GameRun.eventStarts), which names the step an event came from.
 */
export function firstDivergence(
  g: ReplayGame,
  rerun: readonly GameEvent[],
  version = REPLAY_VERSION,
  eventStarts: readonly number[] = [],
): Divergence | null {
  const game = g.setup.game ?? 0;
  const got = eventsAsOf(rerun, version);
  if (g.events) {
    const n = Math.max(got.length, g.events.length);
    for (let i = 0; i < n; i++) {
      const a = g.events[i] === undefined ? undefined : JSON.stringify(g.events[i]);
      const b = got[i] === undefined ? undefined : JSON.stringify(got[i]);
      if (a !== b)
        return { kind: 'event', game, index: i, step: stepOfEvent(eventStarts, i), expected: g.events[i], got: got[i] };
    }
  }
  if (g.result && g.result.hash !== eventHash(got)) return { kind: 'hash', game };
  return null;
}

/**
 * The first place a re-run leaves its record, events and decisions alike (cardc replay and the playground's replay
 * viewer both ask this, and word it with replayMismatchText). A recorded decision that is not legal stops the re-run:
 * an event that differed before it is the news, the events it left out are not.
 */
export function firstMismatch(
  g: ReplayGame,
  r: {
    events: readonly GameEvent[];
    eventStarts: readonly number[];
    mismatch?: Extract<ReplayMismatch, { kind: 'decision' }>;
  },
  version = REPLAY_VERSION,
): ReplayMismatch | null {
  const d = firstDivergence(g, r.events, version, r.eventStarts);
  if (r.mismatch && (!d || d.kind === 'hash' || d.got === undefined)) return r.mismatch;
  return d;
}

/**
 * Whether a recorded error is an agent's (a bot that threw, the terminal gone: `agent N: …`), not the engine's: the
 * game stopped outside the engine, so a re-run, which asks no agent, plays its decisions to the same point and stops.
 */
export function isAgentStop(error: string | undefined): boolean {
  return /^agent \d+\b/.test(error ?? '');
}

/**
 * How a re-run ended, worded as a result line records it (`recorded`: that line's status, for a quit game; with
 * `recordedError`, for a game an agent's error stopped, which the re-run reaches unfinished).
 */
export function replayedOutcome(
  r: { error?: string; winner: number | null; turns: number },
  recorded?: GameStatus,
  recordedError?: string,
): ReplayOutcome {
  const status: GameStatus = r.error
    ? 'crashed'
    : r.winner === null
      ? recorded === 'quit' || (recorded === 'crashed' && isAgentStop(recordedError))
        ? recorded
        : 'unfinished'
      : r.winner === -1
        ? 'draw'
        : 'won';
  return { status, winner: r.winner, turns: r.turns };
}

/** The recorded ending against the one a re-run reached (a result line edited alone); null when they agree. */
export function outcomeMismatch(g: ReplayGame, replayed: ReplayOutcome): ReplayMismatch | null {
  const r = g.result;
  if (!r || (r.winner === replayed.winner && r.status === replayed.status && r.turns === replayed.turns)) return null;
  return {
    kind: 'result',
    game: g.setup.game ?? 0,
    recorded: { status: r.status, winner: r.winner, turns: r.turns },
    replayed,
  };
}
