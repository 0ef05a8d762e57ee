// One worker of the long fuzz mode (scripts/fuzz.ts): draws a chunk of one lane's cases from its seed, runs each
// through the properties, writes the index of the case it is on into shared memory (the watchdog's view: a case
// that never ends is a hang, and the worker is ended) and posts what it found when the chunk is done.
import fc from 'fast-check';
import { parentPort, workerData } from 'node:worker_threads';
import { runCase, type Problem } from '../test/fuzz/properties.js';
import { lanes } from '../test/fuzz/suite.js';

export interface ChunkJob {
  lane: number;
  /** The seed of the chunk: the same seed draws the same cases. */
  seed: number;
  count: number;
  /** Skip the cases before this one (a restart after a hang). */
  from: number;
  scale: number;
  budgetMs: number;
  progress: SharedArrayBuffer;
}

export interface ChunkReport {
  lane: number;
  seed: number;
  cases: number;
  ms: number;
  maxMs: number;
  problems: (Problem & { index: number; input: string })[];
  /** Diagnostic codes the lane's results held: how deep the inputs reached. */
  codes: string[];
}

const job = workerData as ChunkJob;
const lane = lanes(job.scale)[job.lane];
const progress = new Int32Array(job.progress);
const inputs = fc.sample(lane.input, { seed: job.seed, numRuns: job.count });
const report: ChunkReport = { lane: job.lane, seed: job.seed, cases: 0, ms: 0, maxMs: 0, problems: [], codes: [] };
const codes = new Set<string>();
const show = (x: unknown) => {
  const s = JSON.stringify(x);
  return s.length > 4000 ? `${s.slice(0, 4000)}… (${s.length} characters)` : s;
};
for (let i = job.from; i < inputs.length; i++) {
  Atomics.store(progress, 0, i);
  Atomics.add(progress, 1, 1);
  const { problems, ms, result } = runCase(lane.target, inputs[i], job.budgetMs);
  report.cases++;
  report.ms += ms;
  report.maxMs = Math.max(report.maxMs, ms);
  for (const p of problems)
    if (report.problems.length < 20) report.problems.push({ ...p, index: i, input: show(inputs[i]) });
  for (const m of JSON.stringify(result ?? null).matchAll(/"(CS\d{4})"/g)) codes.add(m[1]);
}
report.codes = [...codes].sort();
parentPort!.postMessage(report);
