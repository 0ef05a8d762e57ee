// Evaluates Condition trees (登场前提, 费用减免, 若…) through the ruleset's subject values.

import type { Condition } from '../card-def.js';
import type { RulesHooks } from './ruleset.js';
import type { GameState } from './state.js';
import { compare } from './targeting.js';

export function evalCondition(s: GameState, hooks: RulesHooks, c: Condition | undefined, player: number): boolean {
  if (!c) return true;
  if ('and' in c) return c.and.every((x) => evalCondition(s, hooks, x, player));
  if ('or' in c) return c.or.some((x) => evalCondition(s, hooks, x, player));
  if ('not' in c) return !evalCondition(s, hooks, c.not, player);
  const sides = c.side === 'opponent' ? [1 - player] : c.side === 'both' ? [player, 1 - player] : [player];
  // 'both' reads as "for both players".
  return sides.every((p) => compare(hooks.conditionValue(s, c.subject, p, c.filters), c.cmp, c.value));
}
