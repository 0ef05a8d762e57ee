// The properties every fuzz case must keep: the stage does not throw, every span it produces lies inside the text
// it points into (0 ≤ start ≤ end ≤ length), two runs give the same result, its own invariants hold, and it
// finishes within the per-input time budget. A case yields the problems it found, never throws itself.
import type { Outcome, Target } from './targets.js';

export type ProblemKind = 'crash' | 'hang' | 'badRange' | 'nondeterministic' | 'broken';

export interface Problem {
  kind: ProblemKind;
  target: string;
  detail: string;
}

/** How long one input may take, both runs together, before it counts as a hang. */
export const TIME_BUDGET_MS = 10_000;

function json(x: unknown): string {
  return JSON.stringify(x, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v));
}

/** Runs `target` on `input` twice and checks the properties. */
export function runCase<I>(
  target: Target<I>,
  input: I,
  budget = TIME_BUDGET_MS,
): { problems: Problem[]; ms: number; result?: unknown } {
  const problems: Problem[] = [];
  const p = (kind: ProblemKind, detail: string) => problems.push({ kind, target: target.name, detail });
  const t0 = performance.now();
  let first: Outcome;
  let second: Outcome;
  try {
    first = target.run(input);
    second = target.run(input);
  } catch (e) {
    p('crash', (e as Error).stack?.split('\n').slice(0, 6).join('\n') ?? String(e));
    return { problems, ms: performance.now() - t0 };
  }
  const ms = performance.now() - t0;
  if (ms > budget) p('hang', `took ${ms.toFixed(0)} ms (budget ${budget} ms)`);
  for (const { span, length, what } of first.spans) {
    if (!(
      Number.isInteger(span.start) &&
      Number.isInteger(span.end) &&
      0 <= span.start &&
      span.start <= span.end &&
      span.end <= length
    )) {
      p('badRange', `${what}: ${json(span)} in a text of ${length}`);
    }
  }
  for (const b of first.broken) p('broken', b);
  const a = json(first.result),
    b = json(second.result);
  if (a !== b) p('nondeterministic', `two runs differ (${a.length} vs ${b.length} characters of result)`);
  return { problems, ms, result: first.result };
}
