// Whether an attack starts an ability (【攻击时】, 【被攻击时】, 当…攻击时, 当…被攻击时): only there does 攻击者 name a card
// (SLCG-CB-04, KL-CB-04, GA-CB-01). Read by the check that reports 攻击者 elsewhere (CS2140) and by the checks that
// leave such an effect to it.
import type { Ability, CardBlock } from '../../grammar/index.js';

export function startedByAttack(card: CardBlock, a: Ability): boolean {
  let event = a.trigger?.event ?? a.timing?.op;
  // GA-RES-09: a 【光明】/【黑暗】 line without a timing of its own is triggered as its base line.
  if (a.variant && !event) {
    const before = card.abilities.slice(0, card.abilities.indexOf(a)).filter((b) => !b.variant);
    const base = before[before.length - 1];
    event = base?.trigger?.event ?? base?.timing?.op;
  }
  return event === 'attack' || event === 'attacked';
}
