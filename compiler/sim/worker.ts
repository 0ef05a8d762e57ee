// The worker thread of a balance run (a piscina worker): `workerData` holds the run's specs (the set and, with
// --compare, the other set), each task one range of games of one of them. The players live as long as the
// thread, which serves one run only, so each card pool is built once per thread and never shared.
import { workerData } from 'node:worker_threads';
import { ChunkPlayer, type ChunkResult, type RunSpec } from './chunk.js';

export interface ChunkTask {
  /** Index into the run's specs. */
  spec: number;
  from: number;
  to: number;
}

const players = (workerData as RunSpec[]).map((s) => new ChunkPlayer(s));

export default function playChunk(task: ChunkTask): ChunkResult {
  return players[task.spec].play(task);
}
