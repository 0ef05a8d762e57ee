// Runs a balance run's games over worker threads (piscina) and hands back their chunks in game order, so the
// games file is the same whatever the number of workers. Chunks start small and grow to about a quarter of a
// second of play each: progress moves often and Ctrl-C (which lets the running chunks finish) is answered soon.
import { Piscina } from 'piscina';
import { workerModule } from '../worker-module.js';
import { SimRunError, type ChunkResult, type RunSpec } from './chunk.js';
import type { GameRange } from './plan.js';
import type { ChunkReply, ChunkTask } from './worker.js';

const CHUNK_TARGET_MS = 250;
const FIRST_CHUNK = 4;
const MAX_CHUNK = 1000;

export interface PoolOptions {
  specs: RunSpec[];
  /** The games to play, the same range of every spec. */
  range: GameRange;
  workers: number;
  /** Each spec's chunks in game order (spec 0's and spec 1's chunks interleaved). */
  onChunk: (spec: number, r: ChunkResult) => void;
  /** Stop handing out games: the running chunks finish and are delivered, then the run returns. */
  signal?: AbortSignal;
}

/** Plays `range` of every spec; resolves when every game is played, or when stopped and the running chunks are in. */
export async function runPool(o: PoolOptions): Promise<void> {
  const { filename, execArgv } = workerModule(import.meta.url, 'worker', 'sim-worker');
  const pool = new Piscina<ChunkTask, ChunkReply>({
    filename,
    execArgv,
    workerData: o.specs,
    minThreads: o.workers,
    maxThreads: o.workers,
    // Tasks are handed out here, a few per thread; piscina's own queue stays short.
    concurrentTasksPerWorker: 1,
    idleTimeout: 1000,
  });
  const next = o.specs.map(() => o.range.from);
  const ready = o.specs.map(() => new Map<number, ChunkResult>());
  const delivered = o.specs.map(() => o.range.from);
  let msPerGame = 0;
  let size = FIRST_CHUNK;
  let turn = 0;
  let failure: unknown;
  const running = new Set<Promise<void>>();
  // A worker that dies outside a task (it could not even load) is a failed run, not an unhandled 'error' event.
  pool.on('error', (e: unknown) => {
    failure ??= e;
  });

  const take = (): ChunkTask | undefined => {
    for (let k = 0; k < o.specs.length; k++) {
      const spec = (turn + k) % o.specs.length;
      if (next[spec] >= o.range.to) continue;
      turn = spec + 1;
      const from = next[spec];
      const to = Math.min(o.range.to, from + size);
      next[spec] = to;
      return { spec, from, to };
    }
    return undefined;
  };
  const deliver = (spec: number): void => {
    for (let r = ready[spec].get(delivered[spec]); r; r = ready[spec].get(delivered[spec])) {
      ready[spec].delete(r.from);
      delivered[spec] = r.to;
      o.onChunk(spec, r);
    }
  };

  try {
    for (;;) {
      while (!failure && !o.signal?.aborted && running.size < 2 * o.workers) {
        const task = take();
        if (!task) break;
        const t0 = performance.now();
        const p: Promise<void> = pool.run(task).then(
          (reply) => {
            running.delete(p);
            if ('failure' in reply) {
              failure ??= new SimRunError(reply.failure);
              return;
            }
            const r = reply;
            const per = (performance.now() - t0) / Math.max(1, r.to - r.from);
            msPerGame = msPerGame ? 0.7 * msPerGame + 0.3 * per : per;
            size = Math.max(1, Math.min(MAX_CHUNK, Math.round(CHUNK_TARGET_MS / Math.max(0.01, msPerGame))));
            ready[task.spec].set(r.from, r);
            deliver(task.spec);
          },
          (e: unknown) => {
            running.delete(p);
            failure ??= e;
          },
        );
        running.add(p);
      }
      if (!running.size) break;
      await Promise.race(running);
    }
  } finally {
    await pool.destroy();
  }
  if (failure) throw failure;
}
