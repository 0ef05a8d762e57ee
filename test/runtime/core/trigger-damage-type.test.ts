// A `damaged` timing may name a kind of damage (当…受到法术伤害时): only damage of that kind wakes it.
import { describe, expect, it } from 'vitest';
import type { DamageType } from '../../../runtime/card-def.js';
import { timingMatches, type AbilityDef, type GameEvent, type GameState } from '../../../runtime/index.js';
import { board as slcgBoard } from '../helpers.js';
import { board as guanganBoard } from '../guangan/helpers.js';

const ability = (damageType?: DamageType): AbilityDef => ({
  index: 0,
  kind: 'triggered',
  limits: [],
  costs: {},
  effects: [],
  timing: { event: 'damaged', side: 'both', ...(damageType ? { damageType } : {}) },
});

const damaged = (info: string): GameEvent => ({ type: 'damaged', card: 3, amount: 2, info }) as GameEvent;
// Real games of the two rulesets whose rules these are, each with its own hooks.
const ga: GameState = guanganBoard({ A: { characters: ['林燃'] }, B: { characters: ['霜月'] } });
const sl: GameState = slcgBoard();
const matches = (s: GameState, ab: AbilityDef, e: GameEvent) => timingMatches(s, s.pool.rules.hooks, ab, e, 0, 1);

describe('damage-kind timings', () => {
  it('GA-CB-04 受到法术伤害 wakes on magic (ability) damage and not on battle damage', () => {
    expect(matches(ga, ability('magic'), damaged('ability'))).toBe(true);
    expect(matches(ga, ability('magic'), damaged('magic'))).toBe(true);
    expect(matches(ga, ability('magic'), damaged('battle'))).toBe(false);
  });

  it('SLCG-TX-05 受到伤害 without a kind wakes on every kind', () => {
    expect(matches(sl, ability(), damaged('battle'))).toBe(true);
    expect(matches(sl, ability(), damaged('ability'))).toBe(true);
  });

  it('GA-CB-05 受到真实伤害 wakes on true damage only', () => {
    expect(matches(ga, ability('true'), damaged('true'))).toBe(true);
    expect(matches(ga, ability('true'), damaged('ability'))).toBe(false);
  });
});
