// 或 between two values of one filter (特征为「A」或「B」的角色, 常值为2或3的角色, 名为「A」或「B」): a card with any of the
// values matches (IR Filter `or`), in an effect's target as in a 若's count. Played on real SLCG boards, compiled and
// interpreted.

import { beforeAll, describe, expect, it } from 'vitest';
import type { CardPool, SlcgState } from '../../../runtime/index.js';
import { MODES, textPools, type Mode } from '../compiled/compiled-sets.js';
import { board, names, playThrough } from '../helpers.js';

const CARDS = `卡牌 清扫
  类型：发生
  费用：0
  消灭所有特征为「舰队」或「研究院」的对方角色。

卡牌 筛值
  类型：发生
  费用：0
  消灭所有常值为2或3的对方角色。

卡牌 点名
  类型：发生
  费用：0
  消灭所有名为「舰兵」或「学者」的对方角色。

卡牌 侦测
  类型：发生
  费用：0
  若对方场上有特征为「舰队」或「研究院」的角色，抽1张卡。

卡牌 舰兵
  类型：角色
  特征：舰队
  费用：0
  常值：2 攻

卡牌 学者
  类型：角色
  特征：研究院
  费用：0
  常值：3 攻

卡牌 路人
  类型：角色
  费用：0
  常值：4 攻

卡牌 补给
  类型：发生
  费用：0
  抽1张卡。
`;

let pools: Record<Mode, CardPool>;

beforeAll(async () => {
  pools = await textPools('slcg', '或值', CARDS);
});

const DECK = ['补给', '补给', '补给'];
const FOES = ['舰兵', '学者', '路人'];

function on(mode: Mode, hand: string, main: string[] = FOES): SlcgState {
  return board({ pool: pools[mode], p0: { deck: DECK, hand: [hand] }, p1: { deck: DECK, main } });
}

describe.each(MODES)('SLCG one filter, several values (%s)', (mode) => {
  it('SLCG-TG-01 SLCG-CT-04 消灭所有特征为「舰队」或「研究院」的对方角色: either trait, not a card with neither', () => {
    expect(names(playThrough(on(mode, '清扫'), '清扫'), 1, 'main')).toEqual(['路人']);
  });

  it('SLCG-TG-01 消灭所有常值为2或3的对方角色: 常值 2 and 3, not 4', () => {
    expect(names(playThrough(on(mode, '筛值'), '筛值'), 1, 'main')).toEqual(['路人']);
  });

  it('SLCG-TG-01 消灭所有名为「舰兵」或「学者」的对方角色: either name', () => {
    expect(names(playThrough(on(mode, '点名'), '点名'), 1, 'main')).toEqual(['路人']);
  });

  it('SLCG-CT-08 SLCG-CT-04 若对方场上有特征为「舰队」或「研究院」的角色: one 或 inside the target, not two conditions', () => {
    expect(names(playThrough(on(mode, '侦测', ['学者']), '侦测'), 0, 'hand')).toEqual(['补给']);
    expect(names(playThrough(on(mode, '侦测', ['路人']), '侦测'), 0, 'hand')).toEqual([]);
  });
});
