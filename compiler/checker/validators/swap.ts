// 交换位置 (the swap op, KL-MV-05): two 卡灵 trade areas. One op designates one target, so of the two cards at most one
// is chosen: the other is a reference (此卡灵, 其, 那张卡灵), or the target is two cards (选择两张己方卡灵，令其交换位置).
// Text that names two cards to choose, or only one card, would not swap what it says: an error, never a silent no-op.
import type { Effect } from '../../../grammar/index.js';
import { check, type ValidationChecks } from './registry.js';

// 令一张己方卡灵与一张对方卡灵交换位置: two designations in one effect — the IR has one target.
const twoChosen = check<Effect>('CS2241', 'KL-MV-05', (e, ctx) => {
  if (e.op !== 'swap' || !e.partner || e.partner.ref || ctx.hasForeign(e.span)) return;
  ctx.report(e.span, [ctx.textOf(e.span)]);
});

// 令一张己方卡灵交换位置: with no 与…, the target itself must be the two cards (exactly two, chosen or named).
const onlyOne = check<Effect>('CS2242', 'KL-MV-05', (e, ctx) => {
  if (e.op !== 'swap' || e.partner || ctx.hasForeign(e.span)) return;
  const t = e.target;
  if (t && !t.ref && t.count === 2 && !t.upTo) return;
  ctx.report(e.span, [ctx.textOf(e.span)]);
});

export const swapChecks: ValidationChecks = { Effect: [twoChosen, onlyOne] };
