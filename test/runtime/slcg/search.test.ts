// 载入 (search): the controller picks which card to take (KL-TX-04), through the agent like any choice.
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../runtime/index.js';
import { act, board, inst, names } from '../helpers.js';
import { event } from '../fixtures/slcg-cards.js';

const seekAny = event('Seek', 0, [{ op: 'search', count: 1 }]);
const seekTwo = event('SeekTwo', 0, [{ op: 'search', name: 'Striker', count: 2 }]);

describe('载入 (search)', () => {
  it('KL-TX-04 载入 asks the controller to pick, one option per card name, and takes the pick', () => {
    let s = board({ cards: [seekAny], p0: { hand: ['Seek'], deck: ['Striker', 'Medic', 'Striker'] } });
    s = act(s, { type: 'play', card: inst(s, 0, 'hand', 'Seek') }).state;
    while (s.window && !s.pending) s = act(s, { type: 'pass' }).state;
    expect(s.pending?.kind).toBe('pick');
    expect(s.pending!.options.map((o) => o.label)).toEqual(['Striker', 'Medic']);
    const medic = s.pending!.options.findIndex((o) => o.label === 'Medic');
    s = act(s, { type: 'choose', index: medic }).state;
    while (s.window) s = act(s, { type: 'pass' }).state;
    expect(names(s, 0, 'hand')).toEqual(['Medic']);
    expect(names(s, 0, 'deck').sort()).toEqual(['Striker', 'Striker']);
  });

  it('KL-TX-04 载入 of copies of one card asks nothing: copies are alike', () => {
    let s = board({ cards: [seekTwo], p0: { hand: ['SeekTwo'], deck: ['Striker', 'Medic', 'Striker'] } });
    s = act(s, { type: 'play', card: inst(s, 0, 'hand', 'SeekTwo') }).state;
    while (s.window && !s.pending) s = act(s, { type: 'pass' }).state;
    expect(s.pending).toBeNull();
    expect(names(s, 0, 'hand')).toEqual(['Striker', 'Striker']);
    expect(legalActions(s).length).toBeGreaterThan(0);
  });
});
