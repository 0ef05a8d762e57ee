// SLCG-CT-08: a static 「对方角色的费用+1」 line changes what a card costs while its source is in a main area.
// (The checker lets costModifier through for every ruleset; before this the SLCG runtime ignored it.)
import { describe, expect, it } from 'vitest';
import { character, standing } from '../fixtures/slcg-cards.js';
import { act, board, inst, rejects } from '../helpers.js';

const blockade = standing(
  'Blockade',
  [{ op: 'costModifier', subject: { side: 'opponent', kind: 'character' }, amount: 1 }],
  1,
);
const brute = character('Brute', 2, 3, 'attack');

describe('static cost modifiers', () => {
  it('SLCG-CT-08 an opposing 费用+1 scene makes a character cost one more', () => {
    const s = board({ cards: [blockade, brute], p0: { hand: ['Brute'], energy: 2 }, p1: { main: ['Blockade'] } });
    rejects(s, { type: 'play', card: inst(s, 0, 'hand', 'Brute') }, 'play/not-enough-energy');
  });

  it('SLCG-CT-08 it pays the raised cost, and the modifier does not touch its own side or other types', () => {
    const s = board({ cards: [blockade, brute], p0: { hand: ['Brute'], energy: 3 }, p1: { main: ['Blockade'] } });
    const r = act(s, { type: 'play', card: inst(s, 0, 'hand', 'Brute') });
    expect(r.state.players[0].res.energy).toBe(0);
    const own = board({ cards: [blockade, brute], p0: { hand: ['Brute'], main: ['Blockade'], energy: 2 } });
    expect(act(own, { type: 'play', card: inst(own, 0, 'hand', 'Brute') }).state.players[0].res.energy).toBe(0);
  });
});
