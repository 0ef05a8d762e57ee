// The shared ops that 失去N点能量, 失去【特性】 and 弃N张手牌 compile to (runtime/effects/core-ops.ts)
// run in SLCG like in every ruleset.
import { describe, expect, it } from 'vitest';
import { keywordGranted } from '../../../runtime/index.js';
import { lostKeywordKey } from '../../../runtime/effects/core-ops.js';
import { character, event, kw } from '../fixtures/slcg-cards.js';
import { act, board, inst, names } from '../helpers.js';

const drain = event('Drain', 0, [{ op: 'loseResource', resource: 'energy', amount: 2, side: 'opponent' }]);
const strip = event('Strip', 0, [{ op: 'discard', target: { count: 'all', side: 'opponent', zone: 'hand' } }]);
const grant = event('Grant', 0, [{ op: 'grantKeyword', target: { count: 'all', side: 'opponent', kind: 'character' }, keyword: 'guard', duration: 'endOfTurn' }]);
const unguard = event('Unguard', 0, [{ op: 'loseKeyword', target: { count: 'all', side: 'opponent', kind: 'character' }, keyword: 'guard', duration: 'endOfTurn' }]);
const drainCard = event('DrainCard', 0, [{ op: 'loseResource', resource: 'energy', amount: 1, target: { count: 1, side: 'opponent', kind: 'character' } }]);
const cards = [drainCard, drain, strip, grant, unguard, character('Plain', 1, 2, 'attack', { keywords: kw() })];

describe('shared lose and discard ops', () => {
  it('SLCG-RES-01 失去N点能量 takes energy and never goes below 0', () => {
    const s = board({ cards, p0: { hand: ['Drain', 'Drain'] }, p1: { energy: 3 } });
    const once = act(s, { type: 'play', card: inst(s, 0, 'hand', 'Drain') }).state;
    expect(once.players[1].res.energy).toBe(1);
    const twice = act(once, { type: 'play', card: inst(once, 0, 'hand', 'Drain') }).state;
    expect(twice.players[1].res.energy).toBe(0);
  });

  it('SLCG-RES-01 a card\'s counter (loseResource with a target) is not taken from its player by the shared op', () => {
    const s = board({ cards, p0: { hand: ['DrainCard'] }, p1: { energy: 3, main: ['Plain'] } });
    expect(() => act(s, { type: 'play', card: inst(s, 0, 'hand', 'DrainCard') })).toThrow(/needs the ruleset's own op/);
  });

  it('SLCG-ZN-05 弃 puts hand cards into their owner\'s 废牌区', () => {
    const s = board({ cards, p0: { hand: ['Strip'] }, p1: { hand: ['Plain', 'Plain'] } });
    const r = act(s, { type: 'play', card: inst(s, 0, 'hand', 'Strip') }).state;
    expect(names(r, 1, 'hand')).toEqual([]);
    expect(names(r, 1, 'discard')).toEqual(['Plain', 'Plain']);
  });

  it('SLCG-KW-01 失去【守护】 ends a granted 守护 and marks it lost for the duration', () => {
    const s = board({ cards, p0: { hand: ['Grant', 'Unguard'] }, p1: { main: ['Plain'] } });
    const granted = act(s, { type: 'play', card: inst(s, 0, 'hand', 'Grant') }).state;
    const target = inst(granted, 1, 'main', 'Plain');
    expect(keywordGranted(granted, target, 'guard')).toBe(true);
    const lost = act(granted, { type: 'play', card: inst(granted, 0, 'hand', 'Unguard') }).state;
    expect(keywordGranted(lost, target, 'guard')).toBe(false);
    expect(keywordGranted(lost, target, lostKeywordKey('guard'))).toBe(true);
  });
});
