// SLCG 若其阵亡 / 若该角色被消灭 / 若因此阵亡: the 若 asks whether the card the effect before it acted on was destroyed
// (SLCG-TX-10, by damage reaching its 常值: SLCG-CT-10) when the 若 is judged (SLCG-TX-07). Played on real SLCG states
// with a compiled set and with the interpreter over the same cards.

import { beforeAll, describe, expect, it } from 'vitest';
import type { CardPool, SlcgState } from '../../../runtime/index.js';
import { MODES, textPools, type Mode } from '../compiled/compiled-sets.js';
import { board, names, playThrough, type SideSpec } from '../helpers.js';

const CARDS = `卡牌 斩杀者
  类型：角色
  费用：0
  常值：2 攻
  【登场时】对一个对方角色造成2点伤害，若其阵亡，抽1张卡。

卡牌 处决者
  类型：角色
  费用：0
  常值：2 攻
  【登场时】对一个对方角色造成2点伤害，若该角色被消灭，抽1张卡。

卡牌 试探者
  类型：角色
  费用：0
  常值：2 攻
  【登场时】对一个对方角色造成2点伤害，若因此阵亡，抽1张卡；否则抽2张卡。

卡牌 点杀者
  类型：角色
  费用：0
  常值：2 攻
  【登场时】选择一个对方角色，对其造成2点伤害，若其被消灭，抽1张卡。

卡牌 兵
  类型：角色
  费用：0
  常值：2 攻

卡牌 壮汉
  类型：角色
  费用：0
  常值：3 攻

卡牌 补给
  类型：发生
  费用：0
  抽1张卡。
`;

let pools: Record<Mode, CardPool>;

beforeAll(async () => {
  pools = await textPools('slcg', '阵亡条件', CARDS);
});

const DECK = ['补给', '补给', '补给', '补给'];

function on(mode: Mode, p0: SideSpec, p1: SideSpec): SlcgState {
  return board({ pool: pools[mode], p0: { deck: DECK, ...p0 }, p1: { deck: DECK, ...p1 } });
}

const play = playThrough;

describe.each(MODES)('SLCG 若其阵亡 (%s)', (mode) => {
  it('SLCG-TX-07 SLCG-CT-10 对一个对方角色造成2点伤害，若其阵亡，抽1张卡: the character died of it, so the 若 holds', () => {
    const s = play(on(mode, { hand: ['斩杀者'] }, { main: ['兵'] }), '斩杀者');
    expect(names(s, 1, 'discard')).toEqual(['兵']);
    expect(names(s, 0, 'hand')).toEqual(['补给']);
  });

  it('SLCG-TX-07 SLCG-CT-10 若其阵亡: a character that outlives the damage does not draw', () => {
    const s = play(on(mode, { hand: ['斩杀者'] }, { main: ['壮汉'] }), '斩杀者');
    expect(names(s, 1, 'main')).toEqual(['壮汉']);
    expect(names(s, 0, 'hand')).toEqual([]);
  });

  it('SLCG-TX-10 若该角色被消灭: the same 若, written with 该角色', () => {
    const dies = play(on(mode, { hand: ['处决者'] }, { main: ['兵'] }), '处决者');
    expect(names(dies, 0, 'hand')).toEqual(['补给']);
    const lives = play(on(mode, { hand: ['处决者'] }, { main: ['壮汉'] }), '处决者');
    expect(names(lives, 0, 'hand')).toEqual([]);
  });

  it('SLCG-TX-07 若因此阵亡，X；否则Y: Y runs only when the character lived', () => {
    const dies = play(on(mode, { hand: ['试探者'] }, { main: ['兵'] }), '试探者');
    expect(names(dies, 0, 'hand')).toEqual(['补给']);
    const lives = play(on(mode, { hand: ['试探者'] }, { main: ['壮汉'] }), '试探者');
    expect(names(lives, 0, 'hand')).toEqual(['补给', '补给']);
  });

  it('SLCG-TG-01 选择X，对其造成2点伤害，若其被消灭: 其 is the chosen character', () => {
    const dies = play(on(mode, { hand: ['点杀者'] }, { main: ['兵'] }), '点杀者');
    expect(names(dies, 0, 'hand')).toEqual(['补给']);
    const lives = play(on(mode, { hand: ['点杀者'] }, { main: ['壮汉'] }), '点杀者');
    expect(names(lives, 0, 'hand')).toEqual([]);
  });

  it('SLCG-TX-07 若其阵亡 with nothing to act on: no card was destroyed, so the 若 fails', () => {
    const s = play(on(mode, { hand: ['斩杀者'] }, {}), '斩杀者');
    expect(names(s, 0, 'hand')).toEqual([]);
  });
});
