// X (抽X张卡，X为己方场上角色的数量): an op whose number is per card of a target (EffectOp.per), counted when it
// resolves. The interpreter and compiled code hand the op to its handler through here, so no handler reads `per`.

import type { EffectOp } from '../card-def.js';
import { countOf } from '../core/conditions.js';
import type { EffectContext } from './context.js';

/**
 * The op as its handler runs it: itself when its number is fixed; with `per`, a copy whose amount (a draw's, search's
 * or summon's count, a move's steps; the checker allows X on no other op, CS2171) is that number times the cards `per` takes now, seen from the controller — or undefined when there are none
 * (docs/rules-decisions.md: X = 0 does nothing, so 0 damage wakes no 受到伤害时).
 */
export function withCountedAmount(ctx: EffectContext, op: EffectOp): EffectOp | undefined {
  const per = op.per;
  if (!per) return op;
  const n = countOf(ctx.s, ctx.hooks, per, ctx.controller, ctx.source);
  if (n === 0) return undefined;
  if ('amount' in op && typeof op.amount === 'number') return { ...op, amount: op.amount * n } as EffectOp;
  if ('count' in op && typeof op.count === 'number') return { ...op, count: op.count * n } as EffectOp;
  if (op.op === 'move') return { ...op, steps: op.steps * n };
  return op;
}
