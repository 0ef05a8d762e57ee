// SLCG standing lines (常驻: an ability line with no timing, limit, cost or 【行动】 on a 角色 or 场景) hold while
// their card stands in a main area; each clause of one keeps its own 若… (SLCG-TX-07: the semicolon separates two
// independent effects), judged whenever the game asks.
import { describe, expect, it } from 'vitest';
import { hasKeyword, valueOf } from '../../../runtime/rulesets/slcg/index.js';
import { character, standing } from '../fixtures/slcg-cards.js';
import { board, inst } from '../helpers.js';

// 己方角色获得【守护】；若己方胜利进度≥3，己方角色常值+1。
const banner = standing('Banner', [
  {
    op: 'grantKeyword',
    target: { side: 'self', kind: 'character' },
    keyword: 'guard',
    duration: 'whileSource',
  },
  {
    op: 'modifyStat',
    target: { side: 'self', kind: 'character' },
    stat: 'value',
    amount: 1,
    duration: 'whileSource',
    condition: { subject: 'victory', cmp: '>=', value: 3, side: 'self' },
  },
]);
const cards = [banner, character('Soldier', 1, 2, 'attack')];

describe('SLCG standing lines', () => {
  it.each([
    [2, 2],
    [3, 3],
  ])(
    'SLCG-TX-07 a clause’s own 若 holds for that clause only: at victory %i the 常值 is %i, and 守护 is granted either way',
    (victory, value) => {
      const s = board({ cards, p0: { main: ['Banner', 'Soldier'], victory } });
      const soldier = inst(s, 0, 'main', 'Soldier');
      expect(valueOf(s, soldier)).toBe(value);
      expect(hasKeyword(s, soldier, 'guard')).toBe(true);
    },
  );

  it('SLCG-TX-07 without its scene in a main area the line holds nothing', () => {
    const s = board({ cards, p0: { main: ['Soldier'], hand: ['Banner'], victory: 5 } });
    const soldier = inst(s, 0, 'main', 'Soldier');
    expect(valueOf(s, soldier)).toBe(2);
    expect(hasKeyword(s, soldier, 'guard')).toBe(false);
  });
});
