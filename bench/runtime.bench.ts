// Runtime benchmark: random-vs-random games per second on one core, per playable ruleset, and cloneState per
// second; then each bundled set as built by `cardc build`, its compiled code against the interpreter on the same
// seeds. Prints, never asserts. A ruleset adds one entry to SUBJECTS (a pool built once, a game per seed).

import { resolve } from 'node:path';
import { loadPlayableSet, resolveDecks } from '../compiler/play/load-set.js';
import {
  cloneState,
  guanganPool,
  kalingPool,
  newGuanganGame,
  newKalingGame,
  newSlcgGame,
  playGame,
  randomAgent,
  slcgPool,
  type GameState,
} from '../runtime/index.js';
import { mixedDeck, pool } from '../test/runtime/fixtures/slcg-cards.js';
import { bundledCompiled, RULESETS } from '../test/runtime/compiled/compiled-sets.js';
import type { CardPool } from '../runtime/index.js';

interface Subject {
  /** Printed name. */
  name: string;
  /** Returns a game factory (seed → new game) over a pool built once for the whole run. */
  games(): (seed: number) => GameState;
  goal: number;
  /** Decisions after which a game counts as unfinished (default 20,000). */
  maxSteps?: number;
}

const SUBJECTS: Subject[] = [
  {
    name: 'SLCG',
    games: () => {
      const deck = mixedDeck();
      const p = slcgPool(pool);
      return (seed) => newSlcgGame({ cards: pool, decks: [deck, deck], seed }, p);
    },
    goal: 5000,
  },
  {
    // The bundled set and its first two decks, compiled in memory. A game where neither player can ever use a card
    // again has no end in the rules (GA-WIN-02 counts unusable cards too): it stops, unfinished, at 3,000 decisions.
    name: '光暗',
    games: () => {
      const set = loadPlayableSet(resolve(import.meta.dirname, '../cards/guangan'), process.cwd()).set!;
      const d = resolveDecks(set, undefined);
      if (!d.ok) throw new Error(d.message.en);
      const p = guanganPool(set.cards);
      return (seed) => newGuanganGame({ cards: set.cards, decks: d.lists, seed }, p);
    },
    goal: 2000,
    maxSteps: 3000,
  },
  {
    name: '卡灵时代',
    games: () => {
      // The bundled set and its first two decks (compiled once, outside the timing).
      const set = loadPlayableSet(resolve(import.meta.dirname, '../cards/kaling'), process.cwd()).set!;
      const d = resolveDecks(set, undefined);
      if (!d.ok) throw new Error(d.message.en);
      const p = kalingPool(set.cards);
      return (seed) => newKalingGame({ cards: set.cards, decks: d.lists, seed }, p);
    },
    goal: 2000,
  },
];

/** Rates per wall-clock second and per CPU second of this process (the latter is steadier on a busy machine). */
function gamesPerSecond(
  subject: Subject,
  seconds: number,
  make = subject.games(),
): { games: number; rate: number; cpuRate: number; steps: number; unfinished: number } {
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  let games = 0,
    steps = 0,
    seed = 1,
    unfinished = 0;
  const maxSteps = subject.maxSteps ?? 20_000;
  while (performance.now() - t0 < seconds * 1000) {
    const r = playGame(make(seed), [randomAgent(seed), randomAgent(seed + 7919)], { maxSteps, recordEvents: false });
    steps += r.steps;
    if (!r.finished) unfinished++;
    games++;
    seed++;
  }
  const dt = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(c0);
  return {
    games,
    rate: games / dt,
    cpuRate: games / ((cpu.user + cpu.system) / 1e6),
    steps: steps / games,
    unfinished,
  };
}

function clonesPerSecond(seconds: number): number {
  const deck = mixedDeck();
  const s = newSlcgGame({ cards: pool, decks: [deck, deck], seed: 42 });
  const t0 = performance.now();
  let n = 0;
  let sink = 0;
  while (performance.now() - t0 < seconds * 1000) {
    for (let i = 0; i < 1000; i++) sink += cloneState(s).turn;
    n += 1000;
  }
  if (sink < 0) console.log(sink);
  return n / ((performance.now() - t0) / 1000);
}

/**
 * The same seeds on both pools, in alternating slices of `slice` seconds (a change of machine load hits both
 * alike); CPU-time rates, as the rows above.
 */
function compiledVsInterpreted(
  make: (pool: CardPool, seed: number) => GameState,
  pools: { compiled: CardPool; interpreted: CardPool },
  maxSteps: number,
  seconds: number,
): { compiled: number; interpreted: number; games: number } {
  const cpu = { compiled: 0, interpreted: 0 };
  const games = { compiled: 0, interpreted: 0 };
  const seeds = { compiled: 1, interpreted: 1 };
  const slice = 0.5;
  for (let t = 0; t < seconds; t += 2 * slice)
    for (const k of ['compiled', 'interpreted'] as const) {
      const t0 = performance.now();
      const c0 = process.cpuUsage();
      while (performance.now() - t0 < slice * 1000) {
        const seed = seeds[k]++;
        playGame(make(pools[k], seed), [randomAgent(seed), randomAgent(seed + 7919)], {
          maxSteps,
          recordEvents: false,
        });
        games[k]++;
      }
      const c = process.cpuUsage(c0);
      cpu[k] += (c.user + c.system) / 1e6;
    }
  return {
    compiled: games.compiled / cpu.compiled,
    interpreted: games.interpreted / cpu.interpreted,
    games: games.compiled + games.interpreted,
  };
}

export async function run(): Promise<void> {
  for (const subject of SUBJECTS) {
    const make = subject.games();
    gamesPerSecond(subject, 0.5, make); // warm-up
    const g = gamesPerSecond(subject, 3, make);
    const unfinished = g.unfinished ? `, ${g.unfinished} unfinished` : '';
    console.log(
      `runtime: ${subject.name} random-vs-random ${g.rate.toFixed(0)} games/s wall, ${g.cpuRate.toFixed(0)} games/s CPU (${g.games} games, ${g.steps.toFixed(0)} decisions/game${unfinished}; goal ≥${subject.goal.toLocaleString('en')})`,
    );
  }
  const c = clonesPerSecond(2);
  console.log(`runtime: cloneState ${c.toFixed(0)} clones/s (80 cards; goal ≥500,000)`);
  for (const ruleset of RULESETS) {
    const g = await bundledCompiled(ruleset);
    // A long warm-up: a compiled set is one function per ability, each JIT-compiled on its own (about a second of
    // CPU for a bundled set), where the interpreter is one hot loop; the rates below are after that.
    compiledVsInterpreted(g.make, g, g.maxSteps, 3);
    const r = compiledVsInterpreted(g.make, g, g.maxSteps, 4);
    console.log(
      `runtime: ${g.label} compiled ${r.compiled.toFixed(0)} games/s CPU, interpreted ${r.interpreted.toFixed(0)} games/s CPU: ×${(r.compiled / r.interpreted).toFixed(2)} (${r.games} games; goal ×1.5)`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) void run();
