// Evaluates Condition trees (登场前提, 费用减免, 若…) through the ruleset's subject values.

import type { Condition } from '../card-def.js';
import type { RulesHooks } from './ruleset.js';
import type { GameState } from './state.js';
import { compare } from './targeting.js';

// Loops rather than every/some with closures: conditions are tested during legal-action enumeration.
export function evalCondition(s: GameState, hooks: RulesHooks, c: Condition | undefined, player: number): boolean {
  if (!c) return true;
  if ('and' in c) {
    for (let i = 0; i < c.and.length; i++) if (!evalCondition(s, hooks, c.and[i], player)) return false;
    return true;
  }
  if ('or' in c) {
    for (let i = 0; i < c.or.length; i++) if (evalCondition(s, hooks, c.or[i], player)) return true;
    return false;
  }
  if ('not' in c) return !evalCondition(s, hooks, c.not, player);
  // 'both' reads as "for both players" (the player first, as before).
  if (c.side === 'opponent') return leafHolds(s, hooks, c, 1 - player);
  if (c.side === 'both') return leafHolds(s, hooks, c, player) && leafHolds(s, hooks, c, 1 - player);
  return leafHolds(s, hooks, c, player);
}

type Leaf = Extract<Condition, { subject: unknown }>;

function leafHolds(s: GameState, hooks: RulesHooks, c: Leaf, p: number): boolean {
  return compare(hooks.conditionValue(s, c.subject, p, c.filters), c.cmp, c.value);
}
