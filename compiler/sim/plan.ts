// Which games a run plays: game i of a run with seed S always uses seed S+i and seat 1 starts even games (whatever
// the workers or shards; play/agents.ts gameSeed and firstPlayerOf, shared with `cardc play`),
// `--shard k/n` takes the k-th of n contiguous slices of 0…games-1, and a slice is cut into chunks for the workers.
import type { Lang } from '../../grammar/index.js';
import { UsageError } from '../cli/spec.js';

/** The k-th (1-based, as Playwright's and Jest's `--shard`) of `count` slices. */
export interface Shard {
  index: number;
  count: number;
}

/** A half-open range of game indices. */
export interface GameRange {
  from: number;
  to: number;
}

const MAX_SHARDS = 100_000;

/** `--shard k/n` → a Shard; anything else is a bad invocation. */
export function parseShard(spec: string, lang: Lang): Shard {
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(spec);
  const k = m ? Number(m[1]) : NaN;
  const n = m ? Number(m[2]) : NaN;
  if (!m || n < 1 || n > MAX_SHARDS || k < 1 || k > n)
    throw new UsageError(
      lang === 'en'
        ? `--shard must be k/n with 1 ≤ k ≤ n ≤ ${MAX_SHARDS} (e.g. 1/4), not ${spec}`
        : `--shard 应为 k/n，且 1 ≤ k ≤ n ≤ ${MAX_SHARDS}（如 1/4），而不是 ${spec}`,
      'sim',
    );
  return { index: k, count: n };
}

/** The games of shard `s` of a run of `games`: contiguous, so the shards together are 0…games-1 once each. */
export function shardRange(games: number, s: Shard | undefined): GameRange {
  if (!s) return { from: 0, to: games };
  return { from: Math.floor(((s.index - 1) * games) / s.count), to: Math.floor((s.index * games) / s.count) };
}
