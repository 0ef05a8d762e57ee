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
import { REPLAY_CATALOG, type ReplayCode } from './replay-codes.js';
import { closest } from '../../grammar/distance.js';
import { makeDiagnostic, type DiagArgs, type Diagnostic } from '../../grammar/diagnostics.js';
import { isRulesetId, profiles } from '../../runtime/profiles/index.js';
import type { ParamSpec } from '../../runtime/profiles/types.js';

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

/** One problem of a malformed replay file: its diagnostic (CS52xx, spanning the offending text), and where that is. */
export interface ReplayError {
  diagnostic: Diagnostic;
  /** 1-based line and column of the diagnostic's start. */
  line: number;
  col: number;
  message: { zh: string; en: string };
}

/** A malformed replay file: its first problem, and every problem found (`problems`, in file order, the first first). */
export interface ReplayProblem extends ReplayError {
  ok: false;
  problems: ReplayError[];
}

export type ParseReplay = { ok: true; file: ReplayFile } | ReplayProblem;

/** Where `"key":` stands in a line's JSON text, searched from `from` (the key's first character to its colon). */
function keyAt(raw: string, key: string, from = 0): { start: number; end: number } | undefined {
  const re = new RegExp(`${JSON.stringify(key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*:`, 'g');
  re.lastIndex = from;
  const m = re.exec(raw);
  return m ? { start: m.index, end: m.index + JSON.stringify(key).length } : undefined;
}

/** A value as a message quotes it: JSON, so "5" and 5 read apart. */
const shown = (v: unknown): string => (v === undefined ? 'undefined' : JSON.stringify(v));

/** What a value of a rule parameter must be, in both languages; null when `v` is one. */
function paramProblem(spec: ParamSpec, v: unknown): { zh: string; en: string } | null {
  switch (spec.kind) {
    case 'integer': {
      const max = spec.maximum;
      if (v === null && spec.nullable) return null;
      if (Number.isInteger(v) && (v as number) >= spec.minimum && (max === undefined || (v as number) <= max))
        return null;
      const range = max === undefined ? `≥ ${spec.minimum}` : `${spec.minimum}–${max}`;
      return {
        zh: `${range} 的整数${spec.nullable ? '或 null' : ''}`,
        en: `an integer ${range}${spec.nullable ? ' or null' : ''}`,
      };
    }
    case 'boolean':
      return typeof v === 'boolean' ? null : { zh: 'true 或 false', en: 'true or false' };
    case 'enum': {
      if (typeof v === 'string' && spec.values.includes(v)) return null;
      const list = spec.values.map((x) => JSON.stringify(x)).join(', ');
      return { zh: `以下之一：${list}`, en: `one of ${list}` };
    }
  }
}

/**
 * Reads a replay file, never throwing: every line is read, and each malformed one is a diagnostic (CS52xx) at its
 * line and column. A line that cannot be used is read as well as it can be (a bad game line still opens its game),
 * so the lines after it are not each told they lack it.
 */
export function parseReplay(text: string): ParseReplay {
  const lines = text.split(/\r?\n/);
  const lineStart: number[] = [];
  for (let i = 0, at = 0; i < lines.length; i++) {
    lineStart.push(at);
    at += lines[i].length + (text[at + lines[i].length] === '\r' ? 2 : 1);
  }
  let set: SetLine | undefined;
  /** A set line was read (usable or not): the game lines after it do not lack one. */
  let setSeen = false;
  const games: ReplayGame[] = [];
  const problems: ReplayError[] = [];
  /**
   * Games with a line that could not be used (not JSON, a bad decisions or events line): what their result line
   * would be compared with is not known, so those checks (CS5209, CS5216, CS5217) would only repeat the first problem.
   */
  const damaged = new Set<ReplayGame>();
  const resultLine = new Map<ReplayGame, number>();
  const gameLine = new Map<ReplayGame, number>();
  /** `line`: 0-based; `from`/`to`: offsets in the line (the whole line's text without its indentation by default). */
  const bad = (
    line: number,
    code: ReplayCode,
    args: DiagArgs = [],
    at?: { start: number; end: number },
    replaceWith?: string,
  ): ReplayError => {
    const l = lines[Math.min(line, lines.length - 1)] ?? '';
    const lead = l.length - l.trimStart().length;
    const span = at ?? { start: 0, end: l.trim().length };
    const base = lineStart[Math.min(line, lines.length - 1)] ?? 0;
    const where = { start: base + lead + span.start, end: base + lead + Math.max(span.end, span.start) };
    // The one obvious fix: the key the game has, in place of the misspelt one.
    const fixes =
      replaceWith === undefined
        ? []
        : [
            {
              title: `改为 ${replaceWith}`,
              titleEn: `change to ${replaceWith}`,
              edits: [{ span: where, newText: replaceWith }],
            },
          ];
    const diagnostic = makeDiagnostic(code, REPLAY_CATALOG[code], where, args, { fixes });
    return {
      diagnostic,
      line: line + 1,
      col: lead + span.start + 1,
      message: { zh: diagnostic.message, en: diagnostic.messageEn },
    };
  };
  const readLine = (i: number): ReplayError | undefined => {
    const raw = lines[i].trim();
    if (!raw) return undefined;
    let o: Record<string, unknown>;
    try {
      o = JSON.parse(raw) as Record<string, unknown>;
    } catch (e) {
      const why = (e as Error).message;
      // The reader names a position for most errors, none for a line that ends too soon or an unexpected first token.
      const pos = /at position (\d+)/.exec(why);
      const cut = /end of JSON input/i.test(why) || (pos !== null && Number(pos[1]) >= raw.length);
      const at = cut ? raw.length : pos ? Number(pos[1]) : 0;
      const zh = cut ? '这一行在 JSON 结束之前就断了（文件被截断？）' : '这里的字符不符合 JSON 语法';
      return bad(i, 'CS5201', [why, zh], { start: at, end: Math.min(at + 1, raw.length) });
    }
    if (!o || typeof o !== 'object' || Array.isArray(o)) return bad(i, 'CS5202');
    const key = (k: string, from = 0) => keyAt(raw, k, from);
    const cur = games[games.length - 1];
    // A decisions, events or result line belongs to the game line before it: after that game's result, or naming
    // another game, it means a game line was removed or lines were moved (replayed, it would mix two games).
    // A game whose game line is missing: the lines that follow belong to it, and are not each told it is missing.
    const lost = (): void => {
      const g: ReplayGame = { setup: { game: typeof o.game === 'number' ? o.game : 0 } as GameSetup, decisions: [] };
      games.push(g);
      gameLine.set(g, i + 1);
      damaged.add(g);
    };
    const stray = (): ReplayError | undefined => {
      if (!cur) return undefined;
      const at = gameLine.get(cur)!;
      const n = cur.setup.game ?? 0;
      if (resultLine.has(cur)) {
        lost();
        return bad(i, 'CS5211', [n, at, resultLine.get(cur)!]);
      }
      if (typeof o.game === 'number' && o.game !== n) return bad(i, 'CS5212', [o.game, at, n], key('game'));
      return undefined;
    };
    if (o.type === 'decisions' || o.type === 'events' || o.type === 'result') {
      if (!cur) {
        lost();
        const code = setSeen ? 'CS5210' : 'CS5207';
        setSeen = true;
        return bad(i, code, [o.type]);
      }
      const wrong = stray();
      if (wrong) return wrong;
    }
    switch (o.type) {
      case 'set': {
        setSeen = true;
        if (o.format !== REPLAY_FORMAT) return bad(i, 'CS5204', [REPLAY_FORMAT], key('format'));
        if (!SUPPORTED_VERSIONS.includes(o.version as number))
          return bad(i, 'CS5205', [shown(o.version), SUPPORTED_VERSIONS.join(', ')], key('version'));
        if (!Array.isArray(o.cards)) return bad(i, 'CS5206', [], key('cards'));
        // The cards are compiled for one game: a set line naming another would have them played by its rules.
        const other = (o.cards as Partial<CardDef>[]).find(
          (c) => c && c.ruleset !== undefined && c.ruleset !== o.ruleset,
        );
        if (other) return bad(i, 'CS5222', [shown(o.ruleset), shown(other.ruleset), shown(other.name)], key('ruleset'));
        set = o as unknown as SetLine;
        break;
      }
      case 'game': {
        const { type: _type, ...setup } = o;
        const s = setup as unknown as GameSetup;
        // A game line opens its game even when it is malformed, so its decisions and result lines find it.
        const prev = games[games.length - 1];
        const g: ReplayGame = { setup: s, decisions: [] };
        games.push(g);
        gameLine.set(g, i + 1);
        // A game's lines come in order; a new game line means the one before is complete.
        if (prev && !resultLine.has(prev) && !damaged.has(prev))
          problems.push(bad(i, 'CS5209', [prev.setup.game ?? 0, gameLine.get(prev)!]));
        if (!setSeen) {
          setSeen = true;
          return bad(i, 'CS5207');
        }
        if (s.seed === undefined) return bad(i, 'CS5208', ['seed']);
        if (!Number.isInteger(s.seed)) return bad(i, 'CS5221', ['seed', '整数', 'an integer'], key('seed'));
        if (s.decks === undefined) return bad(i, 'CS5208', ['decks']);
        if (
          !s.decks ||
          typeof s.decks !== 'object' ||
          !Array.isArray(s.decks.lists) ||
          s.decks.lists.length !== 2 ||
          !s.decks.lists.every((l) => Array.isArray(l) && l.every((c) => typeof c === 'string'))
        )
          return bad(
            i,
            'CS5221',
            [
              'decks',
              '含两副牌（卡名数组）lists 的对象',
              'an object whose lists hold two decks (arrays of card names)',
            ],
            key('decks'),
          );
        // The game is played by its own line's ruleset: one that is not its set's would play the cards by other rules.
        if (set && s.ruleset !== undefined && s.ruleset !== set.ruleset)
          return bad(i, 'CS5223', [shown(s.ruleset), shown(set.ruleset)], key('ruleset'));
        return badParams(i, raw, s, set?.ruleset ?? '', bad);
      }
      case 'decisions':
        if (!Array.isArray(o.decisions) || !o.decisions.every((d) => Number.isInteger(d)))
          return bad(i, 'CS5213', [], key('decisions'));
        cur.decisions = o.decisions as number[];
        break;
      case 'events':
        if (!Array.isArray(o.events)) return bad(i, 'CS5214', [], key('events'));
        cur.events = o.events as GameEvent[];
        break;
      case 'result': {
        const r = o as unknown as ResultLine;
        // The game has its result line, malformed or not: it ends the game (no CS5209 follows from a bad one).
        cur.result = r;
        resultLine.set(cur, i + 1);
        const missing = [
          typeof r.status !== 'string' && 'status',
          !Number.isInteger(r.steps) && 'steps',
          !Number.isInteger(r.events) && 'events',
          typeof r.hash !== 'string' && 'hash',
        ].filter((x): x is string => !!x);
        if (missing.length) return bad(i, 'CS5215', [missing.join(', ')], key(missing[0]));
        if (damaged.has(cur)) return undefined;
        if (r.steps !== cur.decisions.length) return bad(i, 'CS5216', [r.steps, cur.decisions.length], key('steps'));
        if (cur.events && r.events !== cur.events.length)
          return bad(i, 'CS5217', [r.events, cur.events.length], key('events'));
        break;
      }
      default:
        return bad(i, 'CS5203', [shown(o.type)], key('type'));
    }
    return undefined;
  };
  for (let i = 0; i < lines.length; i++) {
    const p = readLine(i);
    if (!p) continue;
    problems.push(p);
    const cur = games[games.length - 1];
    if (cur && ['CS5201', 'CS5202', 'CS5213', 'CS5214'].includes(p.diagnostic.code)) damaged.add(cur);
  }
  // A file with neither a set line nor a game is not a replay at all: one problem says so.
  if (!setSeen) problems.push(bad(0, 'CS5207'));
  else if (!games.length) problems.push(bad(lines.length - 1, 'CS5218'));
  // Without its result line (events count and hash) a game cannot be verified: the file was cut short.
  const last = games[games.length - 1];
  if (last && !resultLine.has(last) && !damaged.has(last))
    problems.push(bad(gameLine.get(last)! - 1, 'CS5209', [last.setup.game ?? 0, gameLine.get(last)!]));
  if (problems.length || !set) {
    const [first] = problems;
    return { ok: false, ...first, problems };
  }
  return { ok: true, file: { set, games } };
}

/**
 * The game line's rule parameters against its game's (runtime/profiles): a key the game does not have, or a value of
 * the wrong kind, would only show later as a divergence (or not at all), so it is said here, naming the key.
 */
function badParams(
  i: number,
  raw: string,
  s: GameSetup,
  setRuleset: string,
  bad: (
    line: number,
    code: ReplayCode,
    args?: DiagArgs,
    at?: { start: number; end: number },
    replaceWith?: string,
  ) => ReplayError,
): ReplayError | undefined {
  const ruleset = typeof s.ruleset === 'string' ? s.ruleset : setRuleset;
  const at = keyAt(raw, 'params');
  if (s.params === undefined) return undefined;
  if (!s.params || typeof s.params !== 'object' || Array.isArray(s.params))
    return bad(i, 'CS5221', ['params', '对象（参数名 → 值）', 'an object (parameter name → value)'], at);
  if (!isRulesetId(ruleset)) return undefined;
  const specs = profiles[ruleset].params;
  const short = profiles[ruleset].name.short;
  const from = at?.end ?? 0;
  for (const [name, v] of Object.entries(s.params)) {
    const where = keyAt(raw, name, from);
    const spec = Object.prototype.hasOwnProperty.call(specs, name) ? specs[name] : undefined;
    if (!spec) {
      const near = closest(name, Object.keys(specs));
      return bad(
        i,
        'CS5219',
        [name, near ? `（是不是 ${near}？）` : '', near ? ` (did you mean ${near}?)` : '', short],
        where,
        near === undefined ? undefined : JSON.stringify(near),
      );
    }
    const want = paramProblem(spec, v);
    if (want) return bad(i, 'CS5220', [name, want.zh, want.en, shown(v)], where);
  }
  return undefined;
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
