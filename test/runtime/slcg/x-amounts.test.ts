// X for an effect's number (抽X张卡，X为己方场上角色的数量; 推动进度+X，其中X为…; 。X等于…): the number is per card the
// definition counts (SLCG-CT-08's counts), counted when the effect resolves, seen from its controller; X = 0 does
// nothing (docs/rules-decisions.md). Played on real SLCG states with a compiled set and with the interpreter.

import { beforeAll, describe, expect, it } from 'vitest';
import { mutCard } from '../../../runtime/core/state.js';
import type { CardPool, SlcgState } from '../../../runtime/index.js';
import { MODES, textPools, type Mode } from '../compiled/compiled-sets.js';
import { act, board, inst, names, playThrough, type SideSpec } from '../helpers.js';

const CARDS = `卡牌 援军
  类型：角色
  费用：0
  常值：1 攻
  【登场时】抽X张卡，X为己方场上角色的数量。

卡牌 冲锋号
  类型：发生
  费用：0
  推动进度+X。X等于对方场上的角色数。

卡牌 伏兵
  类型：角色
  费用：0
  常值：2 攻
  【一回合一次】推动进度+X，其中X为己方场上横置的角色数量。

卡牌 号角
  类型：发生
  费用：0
  对方场上每有一个角色，推动进度+1并抽1张卡。

卡牌 鼓手
  类型：角色
  费用：0
  常值：3 攻
  【登场时】推动进度+X，X为此角色的常值。

卡牌 增援
  类型：发生
  费用：0
  抽X张卡，X为己方场上角色的数量加1。

卡牌 双号
  类型：发生
  费用：0
  推动进度+X，X为对方场上角色数量的两倍。

卡牌 余号
  类型：发生
  费用：0
  推动进度+X，X为对方场上角色的数量-1。

卡牌 对号
  类型：发生
  费用：0
  对方场上每有两个角色，推动进度+1。

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
  pools = await textPools('slcg', 'X数量', CARDS);
});

const DECK = ['补给', '补给', '补给', '补给', '补给'];

function on(mode: Mode, p0: SideSpec, p1: SideSpec = {}): SlcgState {
  return board({ pool: pools[mode], p0: { deck: DECK, ...p0 }, p1: { deck: DECK, ...p1 } });
}

describe.each(MODES)('SLCG X counted when the effect resolves (%s)', (mode) => {
  it('SLCG-CT-08 【登场时】抽X张卡，X为己方场上角色的数量: one card per own character, the entering one included', () => {
    const s = playThrough(on(mode, { hand: ['援军'], main: ['兵', '兵'] }, { main: ['兵'] }), '援军');
    expect(names(s, 0, 'hand')).toEqual(['补给', '补给', '补给']);
  });

  it('SLCG-CT-08 推动进度+X。X等于对方场上的角色数: the opponent’s characters, and none is no push at all', () => {
    const two = playThrough(on(mode, { hand: ['冲锋号'] }, { main: ['兵', '兵'] }), '冲锋号');
    expect(two.players[0].res.victory).toBe(2);
    const none = playThrough(on(mode, { hand: ['冲锋号'] }, {}), '冲锋号');
    expect(none.players[0].res.victory).toBe(0);
  });

  it('SLCG-CT-08 对方场上每有一个角色，推动进度+1并抽1张卡: each effect after 每有… once per card', () => {
    const s = playThrough(on(mode, { hand: ['号角'] }, { main: ['兵', '兵', '兵'] }), '号角');
    expect(s.players[0].res.victory).toBe(3);
    expect(names(s, 0, 'hand')).toEqual(['补给', '补给', '补给']);
  });

  it('SLCG-CT-08 抽X张卡，X为己方场上角色的数量加1: the count plus one — one card with none on the field', () => {
    const none = playThrough(on(mode, { hand: ['增援'] }), '增援');
    expect(names(none, 0, 'hand')).toEqual(['补给']);
    const two = playThrough(on(mode, { hand: ['增援'], main: ['兵', '兵'] }), '增援');
    expect(names(two, 0, 'hand')).toEqual(['补给', '补给', '补给']);
  });

  it('SLCG-CT-08 推动进度+X，X为对方场上角色数量的两倍: twice the count', () => {
    const s = playThrough(on(mode, { hand: ['双号'] }, { main: ['兵', '兵'] }), '双号');
    expect(s.players[0].res.victory).toBe(4);
  });

  it('SLCG-CT-08 推动进度+X，X为对方场上角色的数量-1: the count less one, and 0 pushes nothing', () => {
    const three = playThrough(on(mode, { hand: ['余号'] }, { main: ['兵', '兵', '兵'] }), '余号');
    expect(three.players[0].res.victory).toBe(2);
    const one = playThrough(on(mode, { hand: ['余号'] }, { main: ['兵'] }), '余号');
    expect(one.players[0].res.victory).toBe(0);
  });

  it('SLCG-CT-08 对方场上每有两个角色，推动进度+1: one step per two, the odd one dropped', () => {
    const five = playThrough(on(mode, { hand: ['对号'] }, { main: ['兵', '兵', '兵', '兵', '兵'] }), '对号');
    expect(five.players[0].res.victory).toBe(2);
    const one = playThrough(on(mode, { hand: ['对号'] }, { main: ['兵'] }), '对号');
    expect(one.players[0].res.victory).toBe(0);
  });

  it('SLCG-CT-08 推动进度+X，X为此角色的常值: the entering character’s 常值 (3)', () => {
    const s = playThrough(on(mode, { hand: ['鼓手'] }), '鼓手');
    expect(s.players[0].res.victory).toBe(3);
  });

  it('SLCG-TX-09 SLCG-CT-08 推动进度+X，其中X为己方场上横置的角色数量: counted at resolution, tapped ones only', () => {
    let s = on(mode, { main: ['伏兵', '兵', '兵'] });
    const [a, b] = [inst(s, 0, 'main', '兵', 0), inst(s, 0, 'main', '兵', 1)];
    mutCard(s, a).tapped = true;
    mutCard(s, b).tapped = true;
    s = act(s, { type: 'ability', card: inst(s, 0, 'main', '伏兵'), ability: 0 }).state;
    for (let i = 0; i < 60 && (s.pending || s.window) && s.winner === null; i++)
      s = act(s, s.pending ? { type: 'choose', index: 0 } : { type: 'pass' }).state;
    expect(s.players[0].res.victory).toBe(2);
  });
});
