// A `damaged` timing may name a kind of damage (当…受到法术伤害时): only damage of that kind wakes it.
import { describe, expect, it } from 'vitest';
import type { DamageType } from '../../../runtime/card-def.js';
import {
  timingMatches,
  type AbilityDef,
  type GameEvent,
  type GameState,
  type RulesHooks,
} from '../../../runtime/index.js';

const ability = (damageType?: DamageType): AbilityDef => ({
  index: 0,
  kind: 'triggered',
  limits: [],
  costs: {},
  effects: [],
  timing: { event: 'damaged', side: 'both', ...(damageType ? { damageType } : {}) },
});

const damaged = (info: string): GameEvent => ({ type: 'damaged', card: 3, amount: 2, info }) as GameEvent;
const s = {} as GameState;
const hooks = {} as RulesHooks;

describe('damage-kind timings', () => {
  it('GA-CB-04 受到法术伤害 wakes on magic (ability) damage and not on battle damage', () => {
    expect(timingMatches(s, hooks, ability('magic'), damaged('ability'), 0, 1)).toBe(true);
    expect(timingMatches(s, hooks, ability('magic'), damaged('magic'), 0, 1)).toBe(true);
    expect(timingMatches(s, hooks, ability('magic'), damaged('battle'), 0, 1)).toBe(false);
  });

  it('SLCG-TX-05 受到伤害 without a kind wakes on every kind', () => {
    expect(timingMatches(s, hooks, ability(), damaged('battle'), 0, 1)).toBe(true);
    expect(timingMatches(s, hooks, ability(), damaged('ability'), 0, 1)).toBe(true);
  });

  it('GA-CB-05 受到真实伤害 wakes on true damage only', () => {
    expect(timingMatches(s, hooks, ability('true'), damaged('true'), 0, 1)).toBe(true);
    expect(timingMatches(s, hooks, ability('true'), damaged('ability'), 0, 1)).toBe(false);
  });
});
