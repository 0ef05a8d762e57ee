// X (抽X张卡，X为己方场上角色的数量): an op whose number is per card of a target (EffectOp.per), per point of a card's
// value (perValue) or of a player's number (perStat), counted when it resolves. The interpreter and compiled code hand the op to its handler through here, so no handler reads `per`.

import type { EffectOp } from '../card-def.js';
import { countOf } from '../core/conditions.js';
import type { RulesHooks } from '../core/ruleset.js';
import type { ChainLink, GameState } from '../core/state.js';
import { referredCards } from './acted-on.js';
import type { EffectContext } from './context.js';

/**
 * X as a card's value (EffectOp.perValue): that value of the card now; 0 when there is no such card. The op runs with
 * link.next already past it (interpreter and compiled code alike), so 其 is the op's own target when it has one.
 * Without a link (a 永恒 line, which never resolves) only 自身 is a card.
 */
function valueOf(
  s: GameState,
  hooks: RulesHooks,
  pv: NonNullable<EffectOp['perValue']>,
  source: number,
  link: ChainLink | undefined,
): number {
  const card =
    pv.ref === 'self' ? source : link ? referredCards(s, link, link.next, pv.ref).find((id) => id >= 0) : undefined;
  return card === undefined || card < 0 || card >= s.cards.length ? 0 : hooks.stat(s, card, pv.stat);
}

/**
 * X of an op that has one (per, perValue, perStat): ⌊count / perEvery⌋ × perTimes + perPlus, counted now, seen from
 * `controller` — the cards `per` takes, a card's value or a player's number; undefined for an op with a fixed number.
 * A resolving op passes its link (其 and 那张卡灵 name cards there); a 卡灵时代 【永恒】 line, which holds rather than
 * resolves, has none (KL-EF-03: 己方场上每有一只卡灵，此卡AP+1 is counted whenever the value is asked).
 */
export function xOf(
  s: GameState,
  hooks: RulesHooks,
  op: EffectOp,
  controller: number,
  source: number,
  link?: ChainLink,
): number | undefined {
  const per = op.per;
  const pv = op.perValue;
  const ps = op.perStat;
  if (!per && !pv && !ps) return undefined;
  // 对方每有1点创伤: a player's number, as a condition reads it (the controller's, or the other player's). The link goes
  // with a count so that X为其O1范围内…的数量 measures from the card 其 names (KL-TG-02), not from nowhere.
  let x = per
    ? countOf(s, hooks, per, controller, source, link)
    : ps
      ? hooks.conditionValue(s, ps.subject, ps.side === 'opponent' ? 1 - controller : controller)
      : valueOf(s, hooks, pv!, source, link);
  // 每有两个: one step per that many cards (points), the rest dropped; X为…的两倍加1: twice the count, and one more.
  if ((per || ps) && op.perEvery) x = Math.floor(x / op.perEvery);
  return x * (op.perTimes ?? 1) + (op.perPlus ?? 0);
}

/**
 * The op as its handler runs it: itself when its number is fixed; with `per`, a copy whose amount (a draw's, search's
 * or summon's count, a move's steps; the checker allows X on no other op, CS2171) is that number times X (xOf) — or
 * undefined when X is 0 or less (docs/rules-decisions.md: X = 0 does nothing, so 0 damage wakes no 受到伤害时).
 */
export function withCountedAmount(ctx: EffectContext, op: EffectOp): EffectOp | undefined {
  const x = xOf(ctx.s, ctx.hooks, op, ctx.controller, ctx.source, ctx.link);
  if (x === undefined) return op;
  if (x <= 0) return undefined;
  if ('amount' in op && typeof op.amount === 'number') return { ...op, amount: op.amount * x } as EffectOp;
  if ('count' in op && typeof op.count === 'number') return { ...op, count: op.count * x } as EffectOp;
  if (op.op === 'move') return { ...op, steps: op.steps * x };
  return op;
}
