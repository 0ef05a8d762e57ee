// SLCG conditions on the card's own value (SLCG-CT-08 with SLCG-CT-09's 常值): 若此角色常值≥3, 若自身费用≤1 read the
// card whose text it is, as 常值≥3的角色 reads a card. Played on real SLCG states with a compiled set and with the
// interpreter over the same cards.

import { beforeAll, describe, expect, it } from 'vitest';
import type { CardPool, SlcgState } from '../../../runtime/index.js';
import { MODES, textPools, type Mode } from '../compiled/compiled-sets.js';
import { board, names, playThrough, type SideSpec } from '../helpers.js';

const CARDS = `卡牌 老将
  类型：角色
  费用：0
  常值：3 攻
  【登场时】若此角色常值≥3，抽1张卡。

卡牌 新兵
  类型：角色
  费用：0
  常值：2 攻
  【登场时】若此角色的常值不小于3，抽1张卡。

卡牌 奋起者
  类型：角色
  费用：0
  常值：2 攻
  【登场时】令自身常值+1。若此角色常值≥3，抽1张卡。

卡牌 轻骑
  类型：角色
  费用：0
  常值：1 攻
  【登场时】若自身费用≤1，抽1张卡。

卡牌 重骑
  类型：角色
  费用：2
  常值：1 攻
  【登场时】若自身费用≤1，抽1张卡。

卡牌 补给
  类型：发生
  费用：0
  抽1张卡。
`;

let pools: Record<Mode, CardPool>;

beforeAll(async () => {
  pools = await textPools('slcg', '自身数值', CARDS);
});

const DECK = ['补给', '补给', '补给', '补给'];

function on(mode: Mode, p0: SideSpec): SlcgState {
  return board({ pool: pools[mode], p0: { deck: DECK, energy: 5, ...p0 }, p1: { deck: DECK } });
}

/** Whether playing `card` drew a card. */
function draws(mode: Mode, card: string): boolean {
  const s = playThrough(on(mode, { hand: [card] }), card);
  expect(names(s, 0, 'main')).toContain(card);
  return names(s, 0, 'hand').length === 1;
}

describe.each(MODES)('SLCG own-value conditions (%s)', (mode) => {
  it('SLCG-CT-08 / SLCG-CT-09 若此角色常值≥3: the card’s own 常值 — 3 holds, 2 does not', () => {
    expect(draws(mode, '老将')).toBe(true);
    expect(draws(mode, '新兵')).toBe(false);
  });

  it('SLCG-CT-08 / SLCG-CT-09 令自身常值+1。若此角色常值≥3: the 常值 the card has when the 若 is judged, raised', () => {
    expect(draws(mode, '奋起者')).toBe(true);
  });

  it('SLCG-CT-08 若自身费用≤1: the card’s own 费用 — 0 holds, 2 does not', () => {
    expect(draws(mode, '轻骑')).toBe(true);
    expect(draws(mode, '重骑')).toBe(false);
  });
});
