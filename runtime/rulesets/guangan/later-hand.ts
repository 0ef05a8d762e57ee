// GA-ZN-01 (docs/rules-decisions.md): a card's effects happen in order, so 抽2张卡，然后将一张手牌洗入卡组 puts back a
// card of the hand as it is after the draw — one just drawn included. Such a move of the own hand (弃, 洗入卡组, 置于卡组
// 顶/底, 除外: N cards, not 随机) after an op of the same text that may fill that hand (抽, 载入, 加入手牌) designates
// nothing when the card is used: its controller picks the cards as it resolves. Any other hand move takes what was
// designated (the hand as it was when the card was used), as SLCG's laterDiscards does for 弃 (SLCG-TX-07).

import type { EffectOp, TargetSpec } from '../../card-def.js';
import type { EffectContext } from '../../effects/context.js';
import { picksOf } from '../../effects/interpreter.js';
import type { GuanganState } from './state.js';
import type { AbilityText } from './tables.js';
import { Z } from './zones.js';

/** Ops that may put cards into their controller's hand before a later hand move of the same text resolves. */
const FILLS_HAND: ReadonlySet<string> = new Set(['draw', 'search', 'returnToHand']);

/** Ops that move cards out of a hand, whose hand target may be picked as they resolve. */
export const HAND_MOVES = ['discard', 'shuffleIntoDeck', 'topDeck', 'bottomDeck', 'banish'] as const;
const MOVES: ReadonlySet<string> = new Set(HAND_MOVES);

type HandMove = Extract<EffectOp, { op: (typeof HAND_MOVES)[number] }>;

/** The hand targets (by identity: the specs the runtime's text holds) picked as their op resolves. */
export function laterHandOf(texts: readonly (readonly AbilityText[])[]): Set<TargetSpec> {
  const out = new Set<TargetSpec>();
  for (const perDef of texts)
    for (const text of perDef)
      for (const ops of text.ops) {
        let filled = false;
        for (const op of ops) {
          if (filled && MOVES.has(op.op)) {
            const t = (op as HandMove).target;
            const own = t.side !== 'opponent' && t.side !== 'both';
            if (t.zone === 'hand' && own && typeof t.count === 'number' && !t.random && !t.ref) out.add(t);
          }
          if (FILLS_HAND.has(op.op)) filled = true;
        }
      }
  return out;
}

/** The own hand such a move picks from as it resolves, or null for a designated move. */
function laterHand(ctx: EffectContext<GuanganState>, spec: TargetSpec): readonly number[] | null {
  if (!ctx.s.pool.tables.laterHand.has(spec)) return null;
  return ctx.s.players[ctx.controller].zones[Z.hand];
}

/** What the controller still picks: the hand's cards while some are owed and there are more than that, else none. */
export function laterHandChoices(ctx: EffectContext<GuanganState>, op: HandMove, i: number): number[] {
  const hand = laterHand(ctx, op.target);
  if (!hand) return [];
  const picked = picksOf(ctx.link, i);
  const left = hand.filter((id) => !picked.includes(id));
  const owed = (op.target.count as number) - picked.length;
  return owed > 0 && left.length > owed ? left : [];
}

/**
 * The cards the move takes: those designated (a designated move), else those picked and, when no more are left
 * than are still owed, the rest of the hand without asking.
 */
export function laterHandTargets(ctx: EffectContext<GuanganState>, op: HandMove, designated: number[]): number[] {
  const hand = laterHand(ctx, op.target);
  if (!hand) return designated;
  const picked = picksOf(ctx.link, ctx.link.next - 1).filter((id) => ctx.s.cards[id].zone === Z.hand);
  const left = hand.filter((id) => !picked.includes(id));
  const rest = left.length <= (op.target.count as number) - picked.length ? left : [];
  return [...designated, ...picked, ...rest];
}
