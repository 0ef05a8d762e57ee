// Runs the effect ops of a chain link in order; pauses (returns 'ask') when an optional op needs a yes/no.

import type { EffectOp, TargetSpec } from '../card-def.js';
import { candidates, designates } from '../core/targeting.js';
import type { EffectContext } from './context.js';
import type { OpRegistry } from './registry.js';

/** The TargetSpec an op acts on, if any. */
export function opTarget(op: EffectOp): TargetSpec | undefined {
  if ('target' in op) return op.target;
  if (op.op === 'costModifier') return op.subject;
  return undefined;
}

/** Targets at resolution: chosen targets still legal (SLCG-TG-01), or the current set for refs and mass effects. */
export function resolveTargets(ctx: EffectContext, op: EffectOp, opIndex: number): number[] {
  const spec = opTarget(op);
  if (!spec) return [];
  const now = candidates(ctx.s, ctx.hooks, spec, { controller: ctx.controller, source: ctx.source, subject: ctx.subject });
  if (!designates(spec)) return now;
  const chosen = ctx.link.targets[opIndex] ?? [];
  return chosen.filter((t) => now.includes(t));
}

export type StepResult = 'done' | 'ask';

/**
 * Runs ops from link.next on. An optional op (可以, SLCG-TX-08) returns 'ask' the first time it is reached;
 * the caller records the answer in link.data[`opt${i}`] (1 yes, 0 no) and calls again.
 * SLCG-TX-07: every op runs on its own — one with no legal target does nothing and the rest go on.
 */
export function runEffects(ctx: EffectContext, ops: readonly EffectOp[], reg: OpRegistry): StepResult {
  const link = ctx.link;
  while (link.next < ops.length) {
    if (ctx.s.winner !== null) return 'done'; // a win ends everything at once
    const i = link.next;
    const op = ops[i];
    if (op.optional) {
      const ans = link.data[`opt${i}`];
      if (ans === undefined) return 'ask';
      if (ans === 0) { link.next++; continue; }
    }
    const handler = reg.get(op.op);
    link.next++;
    if (!handler) continue;
    const spec = opTarget(op);
    const targets = resolveTargets(ctx, op, i);
    if (spec && targets.length === 0) continue;
    handler(ctx, op, targets);
  }
  return 'done';
}
