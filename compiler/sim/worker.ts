// The worker thread of a balance run (a piscina worker): `workerData` holds the run's specs (the set and, with
// --compare, the other set), each task one range of games of one of them. The players live as long as the
// thread, which serves one run only, so each card pool is built once per thread and never shared.
//
// Nothing here may throw while the module loads: piscina loads it with require() first (run from the sources,
// tsx's require hook is what reads the TypeScript in a worker thread) and, when that throws, with import(), whose
// error ("Unknown file extension .ts") would hide the real one. So the pools are built on the first task, and a
// failure goes back to the run as data (RunFailure: the message, and the game and seed it happened in).
import { workerData } from 'node:worker_threads';
import { ChunkPlayer, SimRunError, type ChunkResult, type RunFailure, type RunSpec } from './chunk.js';

export interface ChunkTask {
  /** Index into the run's specs. */
  spec: number;
  from: number;
  to: number;
}

export type ChunkReply = ChunkResult | { failure: RunFailure };

const specs = workerData as RunSpec[];
const players: (ChunkPlayer | undefined)[] = specs.map(() => undefined);

export default function playChunk(task: ChunkTask): ChunkReply {
  try {
    const player = (players[task.spec] ??= new ChunkPlayer(specs[task.spec]));
    return player.play(task);
  } catch (e) {
    if (e instanceof SimRunError) return { failure: e.failure };
    return { failure: { message: e instanceof Error ? e.message : String(e) } };
  }
}
