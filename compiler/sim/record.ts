// The JSON Lines file of a balance run (games.jsonl): one `run` line that says what was played, then one `game`
// line per game. The report is computed from these lines alone, so shards merged later give the same report
// as one run (docs/balance.md, "The games file").
import type { AgentKind } from '../play/agents.js';
import type { GameRecord, GameStatus } from '../play/game.js';
import { makeDiagnostic, type DiagArgs } from '../../grammar/diagnostics.js';
import { SIM_CATALOG, type SimCode } from './codes.js';

export const SIM_FORMAT = 'cardscript-sim';
export const SIM_VERSION = 1;

/** What one ability of a card is, for the "never resolved" list. */
export interface AbilityInfo {
  /** Its line in its .card file, or null. */
  line: number | null;
  /** A standing line (static, 永恒): never resolves, so never flagged. */
  continuous?: true;
}

/** The first line: the set, the decks, the agents and the seed range every game line belongs to. */
export interface RunLine {
  type: 'run';
  format: typeof SIM_FORMAT;
  version: typeof SIM_VERSION;
  set: string;
  ruleset: string;
  /** sha256 of the compiled cards: merging shards of different card texts is refused. */
  cardsHash: string;
  /** 'a' for the set itself, 'b' for the set of `--compare`. */
  variant: 'a' | 'b';
  decks: [string, string];
  agents: [AgentKind, AgentKind];
  seed: number;
  /** Games of the whole run (all shards). */
  games: number;
  maxSteps: number;
  /** Card name → copies in seat 1's and seat 2's deck (cards of either deck). */
  deckCards: Record<string, [number, number]>;
  /** Card name → its abilities. */
  abilities: Record<string, AbilityInfo[]>;
}

/** Per card in one game: copies drawn, plays by seat 1, plays by seat 2, resolutions per ability. */
export type CardCounts = [drawn: number, plays1: number, plays2: number, resolved: number[]];

export interface GameLine {
  type: 'game';
  game: number;
  seed: number;
  decks: [string, string];
  agents: [AgentKind, AgentKind];
  /** 0 = seat 1 went first. */
  first: 0 | 1;
  /** 0 / 1 a seat, -1 a draw, null not decided. */
  winner: number | null;
  status: Exclude<GameStatus, 'quit'>;
  turns: number;
  steps: number;
  error?: string;
  /** Cards drawn, played or resolved in this game (others are all zero). */
  cards: Record<string, CardCounts>;
}

/** A finished game as its line. */
export function gameLineOf(r: GameRecord): GameLine {
  const cards: Record<string, CardCounts> = {};
  for (const [name, c] of Object.entries(r.cards ?? {})) {
    const resolved = c.abilities.map((a) => a.resolved);
    if (!c.drawn && !c.played && !resolved.some((n) => n)) continue;
    const p = r.plays?.[name] ?? [0, 0];
    cards[name] = [c.drawn, p[0], p[1], resolved];
  }
  const line: GameLine = {
    type: 'game',
    game: r.setup.game,
    seed: r.setup.seed,
    decks: r.setup.decks.names,
    agents: r.setup.agents,
    first: r.setup.firstPlayer,
    winner: r.winner,
    status: r.status === 'quit' ? 'unfinished' : r.status,
    turns: r.turns,
    steps: r.steps,
    cards,
  };
  if (r.error !== undefined) line.error = r.error;
  return line;
}

export type SimLine = RunLine | GameLine;

/** A problem of a games file: its code (CS53xx), its column in the line (1-based) and its words in both languages. */
export interface SimProblem {
  code: SimCode;
  col: number;
  message: { zh: string; en: string };
}

/** The problem `code` at `col` of a line. */
export function simProblem(code: SimCode, args: DiagArgs = [], col = 1): SimProblem {
  const d = makeDiagnostic(code, SIM_CATALOG[code], { start: 0, end: 0 }, args, {});
  return { code, col, message: { zh: d.message, en: d.messageEn } };
}

/** The column of `"key":` in a line (1 when it is not there). */
function keyCol(text: string, key: string): number {
  const at = text.indexOf(`${JSON.stringify(key)}:`);
  return at < 0 ? 1 : at + 1;
}

/** Parses one line of a games file; its problem (CS53xx, at its column) when it is not one. */
export function parseSimLine(text: string): { line: SimLine } | { error: SimProblem } {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch (e) {
    const why = (e as Error).message;
    const pos = /at position (\d+)/.exec(why);
    const cut = /end of JSON input/i.test(why) || (pos !== null && Number(pos[1]) >= text.length);
    const col = (cut ? text.length : pos ? Number(pos[1]) : 0) + 1;
    const zh = cut ? '这一行在 JSON 结束之前就断了（文件被截断？）' : '这里的字符不符合 JSON 语法';
    return { error: simProblem('CS5301', [why, zh], col) };
  }
  const o = v as Partial<SimLine> | null;
  if (o && o.type === 'run') {
    if (o.format !== SIM_FORMAT || o.version !== SIM_VERSION)
      return {
        error: simProblem(
          'CS5303',
          [SIM_FORMAT, SIM_VERSION],
          keyCol(text, o.format !== SIM_FORMAT ? 'format' : 'version'),
        ),
      };
    return { line: o as RunLine };
  }
  if (o && o.type === 'game' && typeof o.game === 'number' && o.cards && typeof o.cards === 'object')
    return { line: o as GameLine };
  return { error: simProblem('CS5302', [], o && typeof o === 'object' ? keyCol(text, 'type') : 1) };
}
