// Balance-run benchmark (`npm run bench -- sim`, issue 17): SLCG greedy against random on the bundled set, the way
// `cardc sim` plays it (game lines written, tallies streamed). Prints, never asserts.
//
// Scaling: the same BENCH_SIM_SCALE_GAMES games (10,000) in the main thread (the baseline of the run), on a pool of
// one worker thread and on a pool of two; goal: two workers ≥ 1.8× one. Then the long run: BENCH_SIM_GAMES games
// (100,000) on every core; goal ≤ 60 s on the 2-core project machine. Each row gives wall time, games per second,
// games per CPU-second (user + system of the whole process, every thread: the steadier figure on a shared machine),
// the CPUs the run got on average (CPU time / wall time) and the peak RSS so far; the long run also prints the main
// thread's heap and the RSS at a tenth, half and all of its games — flat figures are what "memory stays bounded"
// means (the games are streamed to the file, only integer tallies are kept). Every run must give the same tallies,
// and the bench says whether they did.
// Knobs (environment): BENCH_SIM_SCALE_GAMES (10000), BENCH_SIM_GAMES (100000), BENCH_SIM_SEED (1),
// BENCH_SIM_WORKERS (the long run's threads; default availableParallelism()).
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadPlayableSet, resolveDecks } from '../compiler/play/load-set.js';
import type { RunSpec } from '../compiler/sim/chunk.js';
import { runSim } from '../compiler/sim/run.js';

const SCALE_GAMES = Number(process.env.BENCH_SIM_SCALE_GAMES ?? 10_000);
const GAMES = Number(process.env.BENCH_SIM_GAMES ?? 100_000);
const SEED = Number(process.env.BENCH_SIM_SEED ?? 1);
const WORKERS = Number(process.env.BENCH_SIM_WORKERS ?? availableParallelism());

function spec(games: number): RunSpec {
  const set = loadPlayableSet(resolve(import.meta.dirname, '../cards/slcg'), process.cwd()).set;
  if (!set) throw new Error('cards/slcg does not compile');
  const d = resolveDecks(set, undefined);
  if (!d.ok) throw new Error(d.message.en);
  return {
    cards: set.cards,
    set: set.name,
    ruleset: set.ruleset,
    params: set.params,
    decks: { names: d.names, lists: d.lists },
    agents: ['greedy', 'random'],
    seed: SEED,
    games,
    maxSteps: 10_000,
    variant: 'a',
  };
}

const cpuS = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};
const mb = (b: number): string => `${(b / 2 ** 20).toFixed(0)} MB`;
const fmt = (x: number): string => x.toLocaleString('en', { maximumFractionDigits: 0 });

interface Row {
  games: number;
  seconds: number;
  cpu: number;
  tally: string;
}

/** Plays `games` on `workers` threads (0: the main thread) into a scratch folder. */
async function timed(label: string, games: number, workers: number, onProgress?: (done: number) => void): Promise<Row> {
  const out = mkdtempSync(join(tmpdir(), 'cardscript-sim-bench-'));
  try {
    const c0 = cpuS();
    const r = await runSim({
      specs: [spec(games)],
      range: { from: 0, to: games },
      workers: Math.max(1, workers),
      pool: workers > 0,
      outDir: out,
      onProgress,
    });
    const seconds = r.ms / 1000;
    const cpu = cpuS() - c0;
    // CPUs used on average: what the machine gave the run (below the workers on a shared machine).
    console.log(
      `  ${label.padEnd(26)} ${fmt(games).padStart(8)} games  ${seconds.toFixed(1).padStart(6)} s  ${fmt(games / seconds).padStart(6)} games/s  ${fmt(games / cpu).padStart(6)} games/CPU-s  ${(cpu / seconds).toFixed(2)} CPUs  peak RSS ${mb(r.peakRss)}`,
    );
    return { games, seconds, cpu, tally: JSON.stringify(r.tallies) };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

export async function run(): Promise<void> {
  console.log(
    `sim: SLCG greedy vs random (cards/slcg, its first two decks), seed ${SEED}; ${availableParallelism()} cores available`,
  );
  console.log('\nscaling (baseline: the main thread, in this run):');
  await timed('warm-up (main thread)', Math.min(500, SCALE_GAMES), 0);
  const base = await timed('main thread (baseline)', SCALE_GAMES, 0);
  const one = await timed('pool of 1 worker', SCALE_GAMES, 1);
  const two = await timed('pool of 2 workers', SCALE_GAMES, 2);
  const same = base.tally === one.tally && one.tally === two.tally;
  const ratio = one.seconds / two.seconds;
  console.log(
    `  2 workers / 1 worker: ${ratio.toFixed(2)}× (goal ≥ 1.8×) ${ratio >= 1.8 ? '✓' : '✗'}; 2 workers / main thread ${(base.seconds / two.seconds).toFixed(2)}×; the same tallies: ${same ? 'yes ✓' : 'NO ✗'}`,
  );

  console.log(`\nlong run (${WORKERS} workers):`);
  const marks = [0.1, 0.5, 1].map((f) => Math.round(f * GAMES));
  const memory: string[] = [];
  const long = await timed(`${fmt(GAMES)} games`, GAMES, WORKERS, (done) => {
    if (done < marks[0]) return;
    marks.shift();
    const m = process.memoryUsage();
    memory.push(`${fmt(done)} games: RSS ${mb(m.rss)}, heap ${mb(m.heapUsed)}`);
  });
  console.log(`  memory as it went: ${memory.join('; ')}`);
  console.log(
    `  ${fmt(GAMES)} games in ${long.seconds.toFixed(1)} s (goal ≤ 60 s) ${long.seconds <= 60 ? '✓' : '✗'}; at this machine's games per CPU-second, ${WORKERS} idle cores would take ${(GAMES / (long.games / long.cpu) / WORKERS).toFixed(1)} s`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) void run();
