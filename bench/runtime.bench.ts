// Runtime benchmark: random-vs-random games per second on one core, per playable ruleset, and cloneState per
// second; then each bundled set as built by `cardc build`, its compiled code against the interpreter on the same
// seeds. Prints, never asserts. A ruleset adds one entry to SUBJECTS (a pool built once, a game per seed).

import { execFileSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
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
import { RULESETS } from '../test/runtime/compiled/compiled-sets.js';

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
    // Each mode in a process of its own, on the same seeds (bench/compiled-mode.ts says why).
    const side = (mode: 'compiled' | 'interpreted') => {
      const out = execFileSync(
        process.execPath,
        ['--import', 'tsx', join(here, 'compiled-mode.ts'), ruleset, mode, String(COMPARE_GAMES[ruleset])],
        {
          encoding: 'utf8',
        },
      );
      return JSON.parse(out.trim().split('\n').at(-1)!) as { rate: number; games: number };
    };
    const compiled = side('compiled');
    const interpreted = side('interpreted');
    console.log(
      `runtime: cards/${ruleset} compiled ${compiled.rate.toFixed(0)} games/s CPU, interpreted ${interpreted.rate.toFixed(0)} games/s CPU: ×${(compiled.rate / interpreted.rate).toFixed(2)} (${compiled.games} games each, seeds 1–${compiled.games}, one process per mode; goal ×1.5)`,
    );
  }
}

/** Games per mode in the compiled-vs-interpreted row: about 3 s of CPU each on the project machine. */
const COMPARE_GAMES: Record<(typeof RULESETS)[number], number> = { slcg: 800, guangan: 4000, kaling: 1600 };
const here = dirname(fileURLToPath(import.meta.url));

if (import.meta.url === `file://${process.argv[1]}`) void run();
