// What a ruleset adds to the scenario language: the keys of its board set-up and expectations, its step
// keys, how its board is built, how its steps become runtime actions and how its sides are checked.
// Steps every game shares (pass, target, choose, yes, no) and the rest of the file are run.ts's.
import type { Diagnostic, Span } from '../../../grammar/index.js';
import type { Action, GameEvent, GameState, RulesetId } from '../../../runtime/index.js';
import type { JsonSchema } from '../../manifest/index.js';
import type { PathSegment } from '../../manifest/yaml-nodes.js';
import type { BoardCheck, PlacedBoard } from '../board-checks.js';
import type { TextAt } from '../scalar-text.js';
import type { LoadedSet } from '../set-cache.js';
import type { ScenarioSpec } from '../types.js';

/**
 * Events every game's engine emits: the turn and its phases, the driver's (triggers, answers), the chain's and the
 * core effects' (draw, move, resources, 无效), and the game's end.
 */
const SHARED_EVENTS: readonly string[] = [
  'gameStart',
  'turnStart',
  'turnEnd',
  'phase',
  'cleanup',
  'drew',
  'moved',
  'resource',
  'activated',
  'negated',
  'gameOver',
  'choice',
  'chainPush',
  'chainResolve',
];

/** A game's events: its own (words separated by spaces), then those every game's engine emits. */
export const gameEvents = (own: string): string[] => [...own.trim().split(/\s+/), ...SHARED_EVENTS];

/** A name the file mentions (a card, or a keyword of the ruleset), with where it is written. */
export interface NameRef {
  kind: 'card' | 'keyword';
  text: string;
  path: PathSegment[];
  /** Where inside the string value at `path` the name is written (a card in the 卡灵时代 board). */
  at?: TextAt;
}

/** A string value the ruleset's notation cannot read (the 卡灵时代 board): what is wrong, in both languages, and where. */
export interface NotationProblem {
  path: PathSegment[];
  /** The row or area inside the value; none: the whole value. */
  at?: TextAt;
  zh: string;
  en: string;
}

export interface Board {
  state: GameState;
  events: GameEvent[];
}

/** What a ruleset's step translation may use: the state, the actor, and ways to fail at the step's place. */
export interface StepContext {
  s: GameState;
  actor: number;
  stepNo: number;
  /** The step expects an error: hand the engine what it would reject rather than failing here. */
  mayFail: boolean;
  /**
   * The card `text` ("名称" or "名称#2") of player `p` (default the actor) in `zone`, or a CS5107 failure at `path`
   * that names `zone` and the zones `searched` before it.
   */
  own(text: string, zone: string, path: PathSegment[], p?: number, searched?: readonly string[]): number;
  /** A CS5116 failure at the step (or at `path` inside it), its message in Chinese and in English. */
  fail(zh: string, en: string, path?: PathSegment[]): Error;
  /** The text of line `line` of a card file of the set (to find an ability by its words). */
  line(file: string, line: number): string;
}

/** How a side's expectation reports: `eq` compares, the others add a diagnostic. */
export interface SideCheck {
  eq(path: PathSegment[], label: string, want: unknown, got: unknown): void;
  fail(path: PathSegment[], label: string, want: unknown, got: unknown): void;
  /** As `fail`, at a place inside the string value at `path` (an area of `expect.board`). */
  failAt(path: PathSegment[], at: TextAt | undefined, label: string, want: unknown, got: unknown): void;
  out: Diagnostic[];
  span(path: readonly PathSegment[]): Span;
}

export interface ScenarioRuleset {
  id: RulesetId;
  /** Prefix of its rule IDs (SLCG, KL, GA). */
  rulePrefix: string;
  /** Keys of `setup` besides first / turn / active / phase / A / B. */
  setup: Record<string, JsonSchema>;
  /** `setup.phase` values. */
  setupPhases: readonly string[];
  /** Keys of `setup.A` / `setup.B`. */
  side: Record<string, JsonSchema>;
  /** Keys of `expect.A` / `expect.B`. */
  sideExpect: Record<string, JsonSchema>;
  /** Keys of `expect` itself besides the shared ones (e.g. the whole board). */
  expect: Record<string, JsonSchema>;
  /** `expect.phase` values (the runtime's phase names). */
  phases: readonly string[];
  /**
   * Every event type the game's engine emits (GameEvent.type): what `events` / `noEvents` may name. A test plays
   * games of each bundled set and holds the engine to this list.
   */
  events: readonly string[];
  /** `expect.waitingFor` values besides the shared ones (window, target, mode, trigger, optional, pick, none). */
  waitingFor: readonly string[];
  /** Step keys of the ruleset's actions and decisions, with their schemas. */
  steps: Record<string, JsonSchema>;
  /** Step keys that may be written alone (`- endTurn`). */
  bareSteps: readonly string[];
  /** Step keys that answer a pending decision (the others are free actions). */
  choiceKeys: readonly string[];
  /**
   * Per action step key, the engine's error codes that step's action can return (`area/*`: every code of that
   * area) besides the driver's (`game/over`, …): what the note of CS5144 lists for an `expectError` the engine never
   * returns. A test tries actions of each kind on states of real games and holds the engine to these lists.
   * Absent (or a step not listed): the note lists the codes of the written code's area.
   */
  stepErrors?: Readonly<Record<string, readonly string[]>>;
  /** The board as `setup` writes it: a real game with every zone and counter set, no phase run yet. */
  placeBoard(spec: ScenarioSpec, set: LoadedSet): PlacedBoard;
  /** Runs the set-up's phase (a turn from its start, …) from the placed board. */
  startBoard(placed: PlacedBoard, spec: ScenarioSpec): Board;
  /** What a board of this game must satisfy (board-checks.ts): a set-up no game reaches is refused. */
  boardChecks: readonly BoardCheck[];
  /** Card and keyword names in the setup, the ruleset's steps and its side expectations. */
  names(spec: ScenarioSpec): NameRef[];
  /** Values written in the ruleset's own notation that it cannot read (checked before anything is built). */
  notationProblems?(spec: ScenarioSpec): NotationProblem[];
  /** The runtime id of one of the ruleset's keyword names (with or without 【】), or undefined. */
  keywordId(name: string): string | undefined;
  /** Every keyword name the ruleset accepts (for did-you-mean). */
  keywordNames(): string[];
  /**
   * How a step names an option of the pending decision (`kind`, the option's `value`) where that is not the
   * engine's label, else undefined: what CS5114 and CS5116 list, so that every option listed is one a step accepts
   * (卡灵时代: an area is named from A's side, whoever is asked).
   */
  optionName?(s: GameState, kind: string, value: number): string | undefined;
  /** The runtime action of one of the ruleset's step keys. */
  toAction(ctx: StepContext, key: string, value: unknown): Action;
  /** What the engine waits for when it is the ruleset's own moment to act (e.g. 'main'), or null. */
  waiting(s: GameState): string | null;
  checkSide(s: GameState, p: number, who: 'A' | 'B', expect: Record<string, unknown>, check: SideCheck): void;
  /** Checks the ruleset's own `expect` keys. */
  checkExpect(s: GameState, expect: Record<string, unknown>, check: SideCheck): void;
}
