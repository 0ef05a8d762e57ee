// Evaluates Condition trees (登场前提, 费用减免, 若…) through the ruleset's subject values.

import type { Condition } from '../card-def.js';
import type { RulesHooks } from './ruleset.js';
import type { GameState } from './state.js';
import { candidates, compare } from './targeting.js';

/**
 * Whether `c` holds for `player`; `source` is the card whose text it is (-1: none), the origin of ranges in an
 * existence test (若O1范围内有己方设备).
 * Loops rather than every/some with closures: conditions are tested during legal-action enumeration.
 */
export function evalCondition(s: GameState, hooks: RulesHooks, c: Condition | undefined, player: number, source = -1): boolean {
  if (!c) return true;
  if ('and' in c) {
    for (let i = 0; i < c.and.length; i++) if (!evalCondition(s, hooks, c.and[i], player, source)) return false;
    return true;
  }
  if ('or' in c) {
    for (let i = 0; i < c.or.length; i++) if (evalCondition(s, hooks, c.or[i], player, source)) return true;
    return false;
  }
  if ('not' in c) return !evalCondition(s, hooks, c.not, player, source);
  // 'both' reads as "for both players" (the player first, as before).
  if (c.side === 'opponent') return leafHolds(s, hooks, c, 1 - player, source);
  if (c.side === 'both') return leafHolds(s, hooks, c, player, source) && leafHolds(s, hooks, c, 1 - player, source);
  return leafHolds(s, hooks, c, player, source);
}

type Leaf = Extract<Condition, { subject: unknown }>;

function leafHolds(s: GameState, hooks: RulesHooks, c: Leaf, p: number, source: number): boolean {
  // An existence test (有 / 没有 / 存在N个以上): how many cards or areas `of` describes, seen by p from the source.
  if (c.subject === 'count' && c.of) return compare(candidates(s, hooks, c.of, { controller: p, source, subject: -1 }).length, c.cmp, c.value);
  return compare(hooks.conditionValue(s, c.subject, p, c.filters), c.cmp, c.value);
}
