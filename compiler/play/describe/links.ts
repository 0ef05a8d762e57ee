// A chain link's card and kind, remembered from its chainPush: the negate op's `negated` event names the link only
// (amount: its id), and a log is worded after its step, when the link has left the chain (an attack negated by a
// 突发 card would read "a chain link is negated" instead of naming the attack).
import type { GameEvent } from '../../../runtime/index.js';

/**
 * A namer for one game: fed every event of the game in order, it returns each event, a `negated` event that names a
 * link only with that link's card and kind added.
 */
export function linkNamer(): (e: GameEvent) => GameEvent {
  const links = new Map<number, { card?: number; info?: string }>();
  return (e) => {
    if (e.type === 'chainPush' && e.amount !== undefined) links.set(e.amount, { card: e.card, info: e.info });
    if (e.type !== 'negated' || e.card !== undefined || e.amount === undefined) return e;
    const l = links.get(e.amount);
    return l ? { ...e, card: l.card, info: e.info ?? l.info } : e;
  };
}
