// 置底 (将一个对方角色放到卡组底部, 将一张手牌置于卡组底): the card goes under its owner's deck and is drawn last
// (SLCG-ZN-04). Played on real SLCG states with a compiled set and with the interpreter.
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardPool, SlcgState } from '../../../runtime/index.js';
import { MODES, textPools, type Mode } from '../compiled/compiled-sets.js';
import { board, names, playThrough, type SideSpec } from '../helpers.js';

const CARDS = `卡牌 沉底
  类型：发生
  费用：0
  将一个对方角色放到卡组底部。

卡牌 换牌
  类型：发生
  费用：0
  将一张手牌置于卡组底，然后抽1张卡。

卡牌 兵
  类型：角色
  费用：0
  常值：2 攻

卡牌 补给
  类型：发生
  费用：0
  抽1张卡。
`;

let pools: Record<Mode, CardPool>;

beforeAll(async () => {
  pools = await textPools('slcg', '置底', CARDS);
});

function on(mode: Mode, p0: SideSpec, p1: SideSpec = {}): SlcgState {
  return board({ pool: pools[mode], p0: { deck: ['补给', '补给'], ...p0 }, p1: { deck: ['补给', '补给'], ...p1 } });
}

describe.each(MODES)('SLCG 置底 (%s)', (mode) => {
  it('SLCG-ZN-04 将一个对方角色放到卡组底部: it leaves the main area and lies under its owner’s deck', () => {
    const s = playThrough(on(mode, { hand: ['沉底'] }, { main: ['兵'] }), '沉底');
    expect(names(s, 1, 'main')).toEqual([]);
    expect(names(s, 1, 'deck')).toEqual(['补给', '补给', '兵']);
  });

  it('SLCG-ZN-04 将一张手牌置于卡组底，然后抽1张卡: the draw takes the top card, not the one just put under', () => {
    const s = playThrough(on(mode, { hand: ['换牌', '兵'] }), '换牌');
    expect(names(s, 0, 'hand')).toEqual(['补给']);
    expect(names(s, 0, 'deck')).toEqual(['补给', '兵']);
  });
});
