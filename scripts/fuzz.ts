// The long fuzz mode (issue 14): `FUZZ_CASES=1000000 npm run fuzz`. Draws the suite's cases (test/fuzz/suite.ts) in
// seeded chunks, runs them in worker threads watched for hangs (a case that does not end within FUZZ_HANG_MS ends
// its worker and counts as a hang; the chunk goes on after it), and prints the figures: inputs tried, crashes,
// hangs (also any case over the per-input budget), bad ranges, nondeterministic results, broken invariants.
// Options (environment): FUZZ_CASES (100000), FUZZ_SEED (1), FUZZ_SCALE (1), FUZZ_BUDGET_MS (10000),
// FUZZ_HANG_MS (60000), FUZZ_WORKERS (1), FUZZ_CHUNK (2000), FUZZ_OUT (a JSON file for the problems found).
import { writeFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { ChunkJob, ChunkReport } from './fuzz-worker.js';
import { casesOf, lanes } from '../test/fuzz/suite.js';

const env = (k: string, d: number) => Number(process.env[k] ?? d);
const TOTAL = env('FUZZ_CASES', 100_000);
const SEED = env('FUZZ_SEED', 1);
const SCALE = env('FUZZ_SCALE', 1);
const BUDGET = env('FUZZ_BUDGET_MS', 10_000);
const HANG = env('FUZZ_HANG_MS', 60_000);
const WORKERS = Math.max(1, env('FUZZ_WORKERS', 1));
const CHUNK = env('FUZZ_CHUNK', 2000);

interface Chunk {
  lane: number;
  seed: number;
  count: number;
  from: number;
}

const LANES = lanes(SCALE);
const queue: Chunk[] = [];
LANES.forEach((lane, i) => {
  const n = casesOf(lane, TOTAL, LANES);
  for (let k = 0, c = 0; c < n; k++, c += CHUNK)
    queue.push({ lane: i, seed: (SEED * 1_000_003 + i * 10_007 + k) >>> 0, count: Math.min(CHUNK, n - c), from: 0 });
});
// Interleave the lanes so a short run still samples every stage.
queue.sort((a, b) => (a.seed % 7) - (b.seed % 7) || a.lane - b.lane);

interface LaneTally {
  cases: number;
  ms: number;
  maxMs: number;
  codes: Set<string>;
  kinds: Record<string, number>;
}
const tally: LaneTally[] = LANES.map(() => ({ cases: 0, ms: 0, maxMs: 0, codes: new Set(), kinds: {} }));
const found: (ChunkReport['problems'][number] & { lane: string; seed: number })[] = [];
const t0 = performance.now();
let done = 0;

function record(r: ChunkReport): void {
  const t = tally[r.lane];
  t.cases += r.cases;
  t.ms += r.ms;
  t.maxMs = Math.max(t.maxMs, r.maxMs);
  for (const c of r.codes) t.codes.add(c);
  for (const p of r.problems) {
    t.kinds[p.kind] = (t.kinds[p.kind] ?? 0) + 1;
    if (found.length < 200) found.push({ ...p, lane: LANES[r.lane].target.name, seed: r.seed });
  }
  done += r.cases;
}

/** A worker that runs scripts/fuzz-worker.ts through tsx (a worker does not inherit the loader of its parent). */
function startWorker(job: ChunkJob): Worker {
  const url = new URL('./fuzz-worker.ts', import.meta.url).href;
  const boot = `import('tsx/esm/api').then((t) => { t.register(); return import(${JSON.stringify(url)}); });`;
  return new Worker(boot, { eval: true, workerData: job });
}

/** Runs one chunk in a worker; resolves when it is done, going on past every case that hung or killed its worker. */
function runChunk(c: Chunk): Promise<void> {
  return new Promise((resolve, reject) => {
    const progress = new SharedArrayBuffer(8);
    const view = new Int32Array(progress);
    const w = startWorker({
      lane: c.lane,
      seed: c.seed,
      count: c.count,
      from: c.from,
      scale: SCALE,
      budgetMs: BUDGET,
      progress,
    });
    const name = LANES[c.lane].target.name;
    let seen = 0;
    let still = 0;
    let over = false;
    /** The case the worker is on stopped it (`kind`): count the cases up to it, then go on after it. */
    const stopped = (kind: 'hang' | 'crash', detail: string) => {
      over = true;
      clearInterval(timer);
      const started = Atomics.load(view, 1);
      // A worker that never started a case cannot be helped by starting another.
      if (started === 0) return reject(new Error(`a fuzz worker failed to start: ${detail}`));
      const at = Atomics.load(view, 0);
      record({
        lane: c.lane,
        seed: c.seed,
        cases: started,
        ms: 0,
        maxMs: kind === 'hang' ? HANG : 0,
        codes: [],
        problems: [
          {
            kind,
            target: name,
            detail: `${detail} (chunk seed ${c.seed}, case ${at})`,
            index: at,
            input: '(drawn again from the chunk seed and the case index)',
          },
        ],
      });
      if (at + 1 < c.count) runChunk({ ...c, from: at + 1 }).then(resolve, reject);
      else resolve();
    };
    const timer = setInterval(() => {
      const steps = Atomics.load(view, 1);
      if (steps !== seen) {
        seen = steps;
        still = 0;
        return;
      }
      still += 1000;
      if (still >= HANG && !over) {
        void w.terminate();
        stopped('hang', `no end after ${HANG} ms`);
      }
    }, 1000);
    w.on('message', (r: ChunkReport) => {
      over = true;
      clearInterval(timer);
      record(r);
      resolve();
    });
    w.on('error', (e) => {
      if (!over) stopped('crash', `the worker died: ${e.message}`);
    });
  });
}

const status = setInterval(() => {
  const s = (performance.now() - t0) / 1000;
  process.stderr.write(
    `\r  ${done.toLocaleString('en')} / ${TOTAL.toLocaleString('en')} cases, ${found.length} problems, ${s.toFixed(0)} s`,
  );
}, 5000);

async function main(): Promise<void> {
  const next = async (): Promise<void> => {
    for (let c = queue.shift(); c; c = queue.shift()) await runChunk(c);
  };
  await Promise.all(Array.from({ length: WORKERS }, next));
  clearInterval(status);
  const secs = (performance.now() - t0) / 1000;
  const sum = (k: string) => tally.reduce((n, t) => n + (t.kinds[k] ?? 0), 0);
  const slow = tally.reduce((n, t) => Math.max(n, t.maxMs), 0);
  console.log(`\n\nfuzz: seed ${SEED}, scale ${SCALE}, budget ${BUDGET} ms per input, ${secs.toFixed(0)} s`);
  console.log(`  inputs tried       ${done.toLocaleString('en')}`);
  console.log(`  crashes            ${sum('crash')}`);
  console.log(`  hangs              ${sum('hang')}   (slowest input ${slow.toFixed(0)} ms)`);
  console.log(`  bad ranges         ${sum('badRange')}`);
  console.log(`  nondeterministic   ${sum('nondeterministic')}`);
  console.log(`  broken invariants  ${sum('broken')}`);
  console.log('\n  stage              cases      ms/case  slowest  problems  codes reached');
  LANES.forEach((l, i) => {
    const t = tally[i];
    const probs = Object.values(t.kinds).reduce((a, b) => a + b, 0);
    console.log(
      `  ${l.target.name.padEnd(18)} ${String(t.cases).padStart(8)} ${(t.ms / Math.max(1, t.cases)).toFixed(1).padStart(10)} ${t.maxMs.toFixed(0).padStart(8)} ${String(probs).padStart(9)}  ${t.codes.size}`,
    );
  });
  for (const p of found.slice(0, 10))
    console.log(
      `\n  ${p.kind} in ${p.lane} (chunk seed ${p.seed}, case ${p.index}): ${p.detail}\n    input: ${p.input.slice(0, 500)}`,
    );
  if (process.env.FUZZ_OUT)
    writeFileSync(
      process.env.FUZZ_OUT,
      JSON.stringify({ seed: SEED, scale: SCALE, cases: done, problems: found }, null, 1),
    );
  process.exitCode = found.length ? 1 : 0;
}

void main();
