// Sets compiled by `cardc build` for the tests and benches that play them: each bundled set, and a generated corpus
// set of each ruleset (bench/corpus.ts) with decks made from the bundled set's decks card type for card type.
// Each comes with two pools over the same cards: one that runs the compiled code, one the interpreter.

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { generateSetCorpus } from '../../../bench/corpus.js';
import { buildSet } from '../../../compiler/build/index.js';
import { loadPlayableSet, resolveDecks } from '../../../compiler/play/load-set.js';
import type { LoadedSet } from '../../../compiler/scenario/set-cache.js';
import {
  createPool,
  getRuleset,
  loadCompiledSet,
  type CardDef,
  type CardPool,
  type CompiledCode,
  type CompiledSetModule,
  type GameState,
  type RulesetId,
} from '../../../runtime/index.js';

export const RULESETS = ['slcg', 'guangan', 'kaling'] as const;

export interface CompiledGames {
  label: string;
  ruleset: RulesetId;
  cards: readonly CardDef[];
  compiled: CardPool;
  interpreted: CardPool;
  /** Game `seed` on a pool; the first player alternates with the seed. */
  make(pool: CardPool, seed: number): GameState;
  /** What make gives the ruleset's start besides the cards (plain data: decks, seed, params, first player). */
  setup(seed: number): Record<string, unknown>;
  maxSteps: number;
  /** The module as imported (cards.js). */
  module: CompiledSetModule;
  outDir: string;
}

const root = resolve(import.meta.dirname, '../../..');

/** Builds a set folder into a fresh folder and imports its cards.js. Throws on any build error. */
export async function buildAndImport(dir: string): Promise<{ module: CompiledSetModule; outDir: string }> {
  const outDir = mkdtempSync(join(tmpdir(), 'cardc-compiled-'));
  const r = buildSet(dir, outDir);
  const errors = r.diagnostics.filter((d) => d.severity === 'error');
  if (errors.length) throw new Error(`${dir}: ${errors.map((d) => `${d.code} ${d.messageEn}`).join('; ')}`);
  const module = (await import(/* @vite-ignore */ pathToFileURL(join(outDir, 'cards.js')).href)) as CompiledSetModule;
  return { module, outDir };
}

/** The two ways a pool runs a set's abilities: its compiled code, or the interpreter over the same cards. */
export const MODES = ['compiled', 'interpreter'] as const;
export type Mode = (typeof MODES)[number];

/**
 * Cards written as text, built by `cardc build` as a one-file set of `ruleset`, and a pool of each mode over them;
 * `wrap` may stand between the pool and the compiled code (to count its calls).
 */
export async function textPools(
  ruleset: RulesetId,
  name: string,
  cards: string,
  wrap: (code: CompiledCode) => CompiledCode = (code) => code,
): Promise<Record<Mode, CardPool>> {
  const dir = mkdtempSync(join(tmpdir(), 'cardc-text-set-'));
  writeFileSync(join(dir, 'set.yaml'), `name: ${name}\nruleset: ${ruleset}\ncards: ["*.card"]\n`);
  writeFileSync(join(dir, 'a.card'), cards);
  const { module } = await buildAndImport(dir);
  const set = loadCompiledSet(module);
  return {
    compiled: createPool(getRuleset(ruleset), set.cards, wrap(module.code)),
    interpreter: createPool(getRuleset(ruleset), set.cards),
  };
}

/** Card text built both ways, for tests that play a board on each (interpreter and compiled code). */
export interface BothWays {
  /** The interpreter's cards as a loaded set: what the games' board helpers take. */
  interpreted: LoadedSet;
  compiled: CardPool;
  /** How many compiled resolutions ran so far, so a test knows the compiled path was taken. */
  resolved: () => number;
}

/** One board on each pool: the interpreter's as set up, and the same state running the compiled code. */
export function onEachPool<S extends { pool: CardPool }>(s: S, compiled: CardPool): [Mode, S][] {
  return [
    ['interpreter', s],
    ['compiled', { ...s, pool: compiled }],
  ];
}

export async function bothWays(ruleset: RulesetId, name: string, cards: string): Promise<BothWays> {
  let resolved = 0;
  const pools = await textPools(ruleset, name, cards, (code) =>
    code.map((row) =>
      row.map((c) => {
        const resolve = c?.resolve;
        if (!c || !resolve) return c;
        return { ...c, resolve: (...a: Parameters<typeof resolve>) => (resolved++, resolve(...a)) };
      }),
    ),
  );
  const defs = [...pools.interpreter.defs];
  return {
    interpreted: {
      dir: '',
      cards: defs,
      byName: new Map(defs.map((c) => [c.name, c])),
      sources: new Map(),
      errors: [],
    },
    compiled: pools.compiled,
    resolved: () => resolved,
  };
}

function games(
  label: string,
  ruleset: RulesetId,
  module: CompiledSetModule,
  outDir: string,
  decks: string[][],
  params?: Record<string, unknown>,
): CompiledGames {
  const set = loadCompiledSet(module);
  const compiled = set.pool();
  const interpreted = createPool(getRuleset(ruleset), set.cards);
  const setup = (seed: number) => ({ decks, seed, params, firstPlayer: (seed % 2) as 0 | 1 });
  return {
    label,
    ruleset,
    cards: set.cards,
    compiled,
    interpreted,
    make: (pool, seed) => pool.rules.start({ cards: set.cards, ...setup(seed) }, pool).state,
    setup,
    maxSteps: ruleset === 'guangan' ? 3000 : 8000,
    module,
    outDir,
  };
}

/** The bundled set of a ruleset (cards/<id>), built, with its first two decks. */
export async function bundledCompiled(ruleset: RulesetId): Promise<CompiledGames> {
  const dir = resolve(root, 'cards', ruleset);
  const { module, outDir } = await buildAndImport(dir);
  const { decks, params } = bundledDecks(ruleset);
  return games(`cards/${ruleset}`, ruleset, module, outDir, decks, params);
}

function bundledDecks(ruleset: RulesetId): { decks: string[][]; params?: Record<string, unknown>; cards: CardDef[] } {
  const set = loadPlayableSet(resolve(root, 'cards', ruleset), root).set;
  if (!set) throw new Error(`cards/${ruleset} does not compile`);
  const d = resolveDecks(set, undefined);
  if (!d.ok) throw new Error(d.message.en);
  return { decks: d.lists.map((l) => [...l]), params: set.params, cards: [...set.cards] };
}

/**
 * A generated set of `n` cards of one ruleset, built. Its decks are the bundled set's, each distinct card replaced
 * by a distinct corpus card of the same type (k-th of the type → k-th of the type, round the corpus's).
 */
export async function corpusCompiled(ruleset: RulesetId, n: number, seed: number): Promise<CompiledGames> {
  const dir = mkdtempSync(join(tmpdir(), `corpus-${ruleset}-`));
  generateSetCorpus(dir, ruleset, n, seed);
  const { module, outDir } = await buildAndImport(dir);
  const bundled = bundledDecks(ruleset);
  const typeOf = new Map(bundled.cards.flatMap((c) => [[c.id, c.type] as const, [c.name, c.type] as const]));
  const ofType = new Map<string, string[]>();
  for (const c of module.cards) {
    let l = ofType.get(c.type);
    if (!l) ofType.set(c.type, (l = []));
    l.push(c.id);
  }
  const seen = new Map<string, string>();
  const taken = new Map<string, number>();
  const swap = (key: string): string => {
    let to = seen.get(key);
    if (to) return to;
    const type = typeOf.get(key) ?? '';
    const pool = ofType.get(type) ?? module.cards.map((c) => c.id);
    const k = taken.get(type) ?? 0;
    taken.set(type, k + 1);
    to = pool[k % pool.length];
    seen.set(key, to);
    return to;
  };
  const decks = bundled.decks.map((d) => d.map(swap));
  return games(`corpus ${ruleset} ×${n}`, ruleset, module, outDir, decks, bundled.params);
}
