// Runtime benchmark: random-vs-random SLCG games per second on one core, and cloneState per second. Prints, never asserts.

import { cloneState, newSlcgGame, playGame, randomAgent, slcgPool, type CardDef } from '../runtime/index.js';
import { mixedDeck, pool } from '../test/runtime/fixtures/slcg-cards.js';

/** Rates per wall-clock second and per CPU second of this process (the latter is steadier on a busy machine). */
function gamesPerSecond(cards: CardDef[], seconds: number): { games: number; rate: number; cpuRate: number; steps: number } {
  const deck = mixedDeck();
  // Mass play builds the card pool (tables, caches) once for all its games.
  const p = slcgPool(cards);
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  let games = 0, steps = 0, seed = 1;
  while (performance.now() - t0 < seconds * 1000) {
    const s = newSlcgGame({ cards, decks: [deck, deck], seed }, p);
    const r = playGame(s, [randomAgent(seed), randomAgent(seed + 7919)], { maxSteps: 20_000, recordEvents: false });
    steps += r.steps;
    games++;
    seed++;
  }
  const dt = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(c0);
  return { games, rate: games / dt, cpuRate: games / ((cpu.user + cpu.system) / 1e6), steps: steps / games };
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
  gamesPerSecond(pool, 0.5); // warm-up
  const g = gamesPerSecond(pool, 3);
  console.log(`runtime: SLCG random-vs-random ${g.rate.toFixed(0)} games/s wall, ${g.cpuRate.toFixed(0)} games/s CPU (${g.games} games, ${g.steps.toFixed(0)} decisions/game; goal ≥5,000)`);
  const c = clonesPerSecond(2);
  console.log(`runtime: cloneState ${c.toFixed(0)} clones/s (80 cards; goal ≥200,000)`);
}

if (import.meta.url === `file://${process.argv[1]}`) void run();
