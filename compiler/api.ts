// The package's task-level API (docs/api.md): compile card text, load a set folder, play seeded games.
// Each call returns values and diagnostics; none throws on bad cards. The lower-level pieces (parser,
// checker, IR, build, scenarios) stay exported beside it from compiler/index.ts for tools that need them.
import { readFileSync } from 'node:fs';
import type { CardDef } from '../runtime/card-def.js';
import type { RulesetId } from '../runtime/profiles/index.js';
import type { Diagnostic, Lang } from '../grammar/index.js';
import { Analysis } from './analysis.js';
import { loadPlayableSet, resolveDecks, type PlayableSet } from './play/load-set.js';
import { playMatch, type MatchStats } from './play/match.js';
import { seedRangeProblem, type BotKind, type Budget } from './play/agents.js';
import { groupByFile, formatText } from './report.js';

export interface CompileResult {
  /** No errors: every card lowered (warnings may remain). */
  ok: boolean;
  /** The cards as the runtime loads them (the IR). Empty when there are errors. */
  cards: CardDef[];
  diagnostics: Diagnostic[];
}

export interface CompileOptions {
  /** For text without a `规则：` line (default: the line's ruleset, else slcg). */
  ruleset?: RulesetId;
  /** The name diagnostics carry (default `cards.card`). */
  file?: string;
  /** Reuse caches between calls (an editor, a watcher). */
  analysis?: Analysis;
}

/** Checks and compiles one `.card` text. */
export function compileCards(text: string, opts: CompileOptions = {}): CompileResult {
  const analysis = opts.analysis ?? new Analysis();
  const file = opts.file ?? 'cards.card';
  const checked = analysis.checkFile(text, file, opts.ruleset);
  const diagnostics = [...checked.diagnostics];
  if (diagnostics.some((d) => d.severity === 'error')) return { ok: false, cards: [], diagnostics };
  const lowered = analysis.lowerSet(checked.value);
  for (const d of lowered.diagnostics) diagnostics.push(d);
  const ok = !diagnostics.some((d) => d.severity === 'error');
  return { ok, cards: ok ? lowered.value.cards : [], diagnostics };
}

export interface LoadedSet {
  /** Absent when the set has errors. */
  set?: PlayableSet;
  diagnostics: Diagnostic[];
}

/** Loads, checks and compiles a set folder (its `set.yaml` and card files), in memory. */
export function loadSet(dir: string, cwd = process.cwd()): LoadedSet {
  return loadPlayableSet(dir, cwd);
}

export interface PlayOptions {
  /** Two deck names of the set's set.yaml, or one that both seats play (default: its first two). */
  decks?: [string, string] | [string];
  /** default ['greedy', 'random']; 'search' is the search bot (docs/play.md). */
  agents?: [BotKind, BotKind];
  /** The search bot's budget per decision: `{ playouts }` (default 300; deterministic) or `{ ms }` (not). */
  budget?: Budget;
  /** default 1; game i uses seed + i (as `cardc play` and `cardc sim`), every one 0…4294967295; the same seed gives the same games. */
  seed?: number;
  /** default 1. */
  games?: number;
  /** Who starts game 0: 0 (seat 1, the default) or 1; the first player alternates from there. */
  firstPlayer?: 0 | 1;
}

/**
 * Plays seeded bot games of a loaded set; throws on an unknown deck name, a seed or number of games out of range
 * (seed + games − 1 at most 4294967295) and a first player other than 0 or 1.
 */
export function playSet(set: PlayableSet, opts: PlayOptions = {}): MatchStats {
  const decks = resolveDecks(set, opts.decks?.join(','));
  if (!decks.ok) throw new Error(decks.message.en);
  const seed = opts.seed ?? 1;
  const games = opts.games ?? 1;
  if (!Number.isInteger(games) || games < 1)
    throw new Error(`games must be a whole number of at least 1, not ${games}`);
  const seeds = seedRangeProblem(seed, games, { seed: 'seed', games: 'games' });
  if (seeds) throw new Error(seeds.en);
  if (opts.firstPlayer !== undefined && opts.firstPlayer !== 0 && opts.firstPlayer !== 1)
    throw new Error(`firstPlayer must be 0 (seat 1 starts game 0) or 1 (seat 2), not ${String(opts.firstPlayer)}`);
  return playMatch({
    cards: set.cards,
    set: set.name,
    ruleset: set.ruleset,
    params: set.params,
    decks: { names: decks.names, lists: decks.lists },
    agents: opts.agents ?? ['greedy', 'random'],
    budget: opts.budget,
    seed,
    games,
    ...(opts.firstPlayer !== undefined ? { firstPlayer: opts.firstPlayer } : {}),
  });
}

/**
 * Diagnostics as `cardc check` prints them (`file:line:col  错误 CS1002  message`, sorted); `texts` gives the
 * text of files that are not on disk (what was passed to compileCards), by file name.
 */
export function formatDiagnostics(
  diagnostics: readonly Diagnostic[],
  opts: { lang?: Lang; texts?: Record<string, string> } = {},
): string {
  const texts = opts.texts ?? {};
  return groupByFile(
    diagnostics,
    (p) => p,
    '',
    (f) => texts[f] ?? readIfThere(f),
  )
    .map((f) => formatText(f, opts.lang ?? 'zh'))
    .filter(Boolean)
    .join('\n');
}

function readIfThere(f: string): string {
  try {
    return readFileSync(f, 'utf8');
  } catch {
    return '';
  }
}
