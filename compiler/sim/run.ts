// A balance run: plays the games (worker threads, or the main thread for one worker), streams every game's line
// into the games file of its set in game order and keeps only the tallies — memory does not grow with the games.
import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { ChunkPlayer, runLineOf, type ChunkResult, type RunSpec } from './chunk.js';
import type { GameRange } from './plan.js';
import { runPool } from './pool.js';
import type { RunLine } from './record.js';
import { emptyTally, mergeTally, type Tally } from './tally.js';

/** The games file of the set (A) and of the set of --compare (B). */
export const GAMES_FILES = ['games.jsonl', 'games-b.jsonl'] as const;

export interface SimRunOptions {
  specs: RunSpec[];
  range: GameRange;
  workers: number;
  /** Worker threads even for one worker (default: only for more than one; one plays in the main thread). */
  pool?: boolean;
  outDir: string;
  /** Aborted: no more games are started; those running finish and are kept. */
  signal?: AbortSignal;
  /** Games finished so far, over every spec. */
  onProgress?: (done: number) => void;
}

export interface SimRunResult {
  runs: RunLine[];
  tallies: Tally[];
  /** Stopped before every game was played. */
  stopped: boolean;
  ms: number;
  /** Peak resident set size of the process, bytes. */
  peakRss: number;
}

/** One chunk of games when a run plays in the main thread, between looks at the signal. */
const INLINE_CHUNK = 50;

export async function runSim(o: SimRunOptions): Promise<SimRunResult> {
  const t0 = performance.now();
  mkdirSync(o.outDir, { recursive: true });
  const runs = o.specs.map(runLineOf);
  const tallies = runs.map(emptyTally);
  const fds = runs.map((r, i) => {
    const fd = openSync(join(o.outDir, GAMES_FILES[i]), 'w');
    writeSync(fd, JSON.stringify(r) + '\n');
    return fd;
  });
  let done = 0;
  const take = (spec: number, r: ChunkResult): void => {
    writeSync(fds[spec], r.text);
    mergeTally(tallies[spec], r.tally);
    done += r.to - r.from;
    o.onProgress?.(done);
  };
  try {
    if (o.workers > 1)
      await runPool({ specs: o.specs, range: o.range, workers: o.workers, onChunk: take, signal: o.signal });
    else {
      const players = o.specs.map((s) => new ChunkPlayer(s));
      for (let from = o.range.from; from < o.range.to && !o.signal?.aborted; from += INLINE_CHUNK) {
        const to = Math.min(o.range.to, from + INLINE_CHUNK);
        players.forEach((p, spec) => take(spec, p.play({ from, to })));
        // Lets a Ctrl-C through between chunks.
        await new Promise((r) => setImmediate(r));
      }
    }
  } finally {
    for (const fd of fds) closeSync(fd);
  }
  const want = (o.range.to - o.range.from) * o.specs.length;
  return {
    runs,
    tallies,
    stopped: done < want,
    ms: performance.now() - t0,
    peakRss: process.resourceUsage().maxRSS * 1024,
  };
}
