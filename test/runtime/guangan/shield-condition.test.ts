// 若己方护盾≥3 (GA-CB-06): 护盾 alone is the keyword's word, and compared in a condition it is the player's 护盾值 —
// bare, in 【】 or as 护盾值, of either side. Played on real boards of the bundled set with these cards added.
import { describe, expect, it } from 'vitest';
import type { GuanganState } from '../../../runtime/index.js';
import { board, passAll, setWith, use, Z } from './helpers.js';

const set = setWith(`卡牌 盾击
  类型：普通
  专属：林燃
  体力：1
  若己方护盾≥3，抽1张卡。

卡牌 盾括
  类型：普通
  专属：林燃
  体力：1
  若己方【护盾】≥3，抽1张卡。

卡牌 盾值
  类型：普通
  专属：林燃
  体力：1
  若己方护盾值≥3，抽1张卡。

卡牌 破盾
  类型：普通
  专属：林燃
  体力：1
  若对方的护盾不少于1，抽1张卡。
`);

/** A's 准备阶段 with `name` in hand; A has `own` 护盾 and B `foe`. Returns how many cards A drew using it. */
function drawn(name: string, own: number, foe: number): number {
  const s: GuanganState = board(
    {
      turn: 3,
      phase: 'prepare',
      A: { characters: ['林燃'], hand: [name], deck: ['雪落', '雪落'], stamina: 6, shield: own },
      B: { characters: ['夜昙'], deck: ['雪落'], shield: foe },
    } as never,
    {},
    1,
    set,
  );
  const r = passAll(use(s, name).state);
  return r.state.players[0].zones[Z.hand].length;
}

describe('光暗 a condition on 护盾', () => {
  for (const name of ['盾击', '盾括', '盾值'])
    it(`GA-CB-06 ${name}: 若己方护盾≥3 holds with 3 护盾, not with 2`, () => {
      expect(drawn(name, 3, 0)).toBe(1);
      expect(drawn(name, 2, 5)).toBe(0);
    });

  it('GA-CB-06 破盾: 若对方的护盾不少于1 reads the opponent’s 护盾', () => {
    expect(drawn('破盾', 0, 1)).toBe(1);
    expect(drawn('破盾', 4, 0)).toBe(0);
  });
});
