// X (抽X张卡，X为己方场上角色的数量): an op whose number is per card of a target (EffectOp.per), per point of a card's
// value (perValue) or of a player's number (perStat), counted when it resolves. The interpreter and compiled code hand the op to its handler through here, so no handler reads `per`.

import type { EffectOp } from '../card-def.js';
import { countOf } from '../core/conditions.js';
import { referredCards } from './acted-on.js';
import type { EffectContext } from './context.js';

/**
 * X as a card's value (EffectOp.perValue): that value of the card now; 0 when there is no such card. The op runs with
 * link.next already past it (interpreter and compiled code alike), so 其 is the op's own target when it has one.
 */
function valueOf(ctx: EffectContext, pv: NonNullable<EffectOp['perValue']>): number {
  const card =
    pv.ref === 'self' ? ctx.source : referredCards(ctx.s, ctx.link, ctx.link.next, pv.ref).find((id) => id >= 0);
  return card === undefined || card < 0 || card >= ctx.s.cards.length ? 0 : ctx.hooks.stat(ctx.s, card, pv.stat);
}

/**
 * The op as its handler runs it: itself when its number is fixed; with `per`, a copy whose amount (a draw's, search's
 * or summon's count, a move's steps; the checker allows X on no other op, CS2171) is that number times the cards `per`
 * takes now (⌊count / perEvery⌋ × perTimes + perPlus: X), seen from the controller — or undefined when X is 0 or less
 * (docs/rules-decisions.md: X = 0 does nothing, so 0 damage wakes no 受到伤害时).
 */
export function withCountedAmount(ctx: EffectContext, op: EffectOp): EffectOp | undefined {
  const per = op.per;
  const pv = op.perValue;
  const ps = op.perStat;
  if (!per && !pv && !ps) return op;
  // 对方每有1点创伤: a player's number, as a condition reads it (the controller's, or the other player's). The link goes
  // with a count so that X为其O1范围内…的数量 measures from the card 其 names (KL-TG-02), not from nowhere.
  let x = per
    ? countOf(ctx.s, ctx.hooks, per, ctx.controller, ctx.source, ctx.link)
    : ps
      ? ctx.hooks.conditionValue(ctx.s, ps.subject, ps.side === 'opponent' ? 1 - ctx.controller : ctx.controller)
      : valueOf(ctx, pv!);
  // 每有两个: one step per that many cards (points), the rest dropped; X为…的两倍加1: twice the count, and one more.
  if ((per || ps) && op.perEvery) x = Math.floor(x / op.perEvery);
  x = x * (op.perTimes ?? 1) + (op.perPlus ?? 0);
  if (x <= 0) return undefined;
  if ('amount' in op && typeof op.amount === 'number') return { ...op, amount: op.amount * x } as EffectOp;
  if ('count' in op && typeof op.count === 'number') return { ...op, count: op.count * x } as EffectOp;
  if (op.op === 'move') return { ...op, steps: op.steps * x };
  return op;
}
