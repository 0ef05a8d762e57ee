// A clause done more than once (对一个对方角色造成1点伤害，执行2次; 抽1张卡。再执行此效果2次。): its ops follow themselves,
// each copy choosing its target anew. Played on real SLCG states with a compiled set and with the interpreter.
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardPool, SlcgState } from '../../../runtime/index.js';
import { MODES, textPools, type Mode } from '../compiled/compiled-sets.js';
import { board, names, playThrough, type SideSpec } from '../helpers.js';

const CARDS = `卡牌 连射
  类型：发生
  费用：0
  对一个对方角色造成1点伤害，执行2次。

卡牌 单射
  类型：发生
  费用：0
  对一个对方角色造成1点伤害。

卡牌 连抽
  类型：发生
  费用：0
  抽1张卡。再执行此效果2次。

卡牌 双推
  类型：发生
  费用：0
  抽1张卡，推动进度+1，共执行两次。

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
  pools = await textPools('slcg', '重复', CARDS);
});

const DECK = ['补给', '补给', '补给', '补给', '补给'];

function on(mode: Mode, p0: SideSpec, p1: SideSpec = {}): SlcgState {
  return board({ pool: pools[mode], p0: { deck: DECK, ...p0 }, p1: { deck: DECK, ...p1 } });
}

describe.each(MODES)('SLCG effects done more than once (%s)', (mode) => {
  it('SLCG-TX-05 对一个对方角色造成1点伤害，执行2次: two damages of 1, each with a target of its own (2 destroys a 常值2)', () => {
    const s = playThrough(on(mode, { hand: ['连射'] }, { main: ['兵'] }), '连射');
    expect(names(s, 1, 'main')).toEqual([]);
    expect(names(s, 1, 'discard')).toEqual(['兵']);
  });

  it('SLCG-TX-05 the same damage done once leaves the 常值2 character standing (what the test above depends on)', () => {
    const s = playThrough(on(mode, { hand: ['单射'] }, { main: ['兵'] }), '单射');
    expect(names(s, 1, 'main')).toEqual(['兵']);
  });

  it('SLCG-TX-07 抽1张卡。再执行此效果2次: three draws in all (再: two more)', () => {
    const s = playThrough(on(mode, { hand: ['连抽'] }), '连抽');
    expect(names(s, 0, 'hand')).toEqual(['补给', '补给', '补给']);
  });

  it('SLCG-TX-06 抽1张卡，推动进度+1，共执行两次: both effects twice, in order', () => {
    const s = playThrough(on(mode, { hand: ['双推'] }), '双推');
    expect(names(s, 0, 'hand')).toEqual(['补给', '补给']);
    expect(s.players[0].res.victory).toBe(2);
  });
});
