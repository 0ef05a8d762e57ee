// SLCG condition phrasings that must play as they read: 若…，X；否则Y (Y only when the 若 did not hold as it was judged),
// 且 / 或 between two conditions, comparison words (不大于 不小于 不超过 至少, 常值为N) and 另一个 (not this card). Played on
// real SLCG states with a compiled set and with the interpreter over the same cards.

import { beforeAll, describe, expect, it } from 'vitest';
import { valueOf, type CardPool, type SlcgState } from '../../../runtime/index.js';
import { MODES, textPools, type Mode } from '../compiled/compiled-sets.js';
import { board, inst, names, playThrough, type SideSpec } from '../helpers.js';

const CARDS = `卡牌 裁决者
  类型：角色
  费用：0
  常值：2 攻
  【登场时】若对方场上有角色，对一个对方角色造成3点伤害；否则抽1张卡。

卡牌 双条件
  类型：角色
  费用：0
  常值：2 攻
  【登场时】若己方场上有【守护】的角色且对方手牌数≥2，抽1张卡。

卡牌 二选一
  类型：角色
  费用：0
  常值：2 攻
  【登场时】若己方场上有【守护】的角色或对方手牌数≥2，抽1张卡。

卡牌 清小
  类型：角色
  费用：0
  常值：2 攻
  【登场时】消灭常值不大于2的对方角色。

卡牌 点三
  类型：角色
  费用：0
  常值：2 攻
  【登场时】消灭常值为3的对方角色。

卡牌 看手牌
  类型：角色
  费用：0
  常值：2 攻
  【登场时】若对方手牌不少于2张，抽1张卡。

卡牌 比手牌
  类型：角色
  费用：0
  常值：2 攻
  【登场时】若对方手牌数多于己方，抽1张卡。

卡牌 比进度
  类型：角色
  费用：0
  常值：2 攻
  【登场时】若对方的胜利进度比己方高，抽1张卡。

卡牌 比创伤
  类型：角色
  费用：0
  常值：2 攻
  【登场时】若己方创伤不少于对方，抽1张卡。

卡牌 鼓舞者
  类型：角色
  费用：0
  常值：2 攻
  【登场时】令另一个己方角色常值+1。

卡牌 兵
  类型：角色
  费用：0
  常值：2 攻

卡牌 守卫
  类型：角色
  费用：0
  常值：3 攻
  【守护】

卡牌 补给
  类型：发生
  费用：0
  抽1张卡。

卡牌 会师
  类型：角色
  费用：0
  常值：1 攻
  【登场时】若己方场上有「兵」和「守卫」，抽1张卡。
`;

let pools: Record<Mode, CardPool>;

beforeAll(async () => {
  pools = await textPools('slcg', '条件措辞', CARDS);
});

const DECK = ['补给', '补给', '补给', '补给'];

function on(mode: Mode, p0: SideSpec, p1: SideSpec): SlcgState {
  return board({ pool: pools[mode], p0: { deck: DECK, ...p0 }, p1: { deck: DECK, ...p1 } });
}

const play = playThrough;

describe.each(MODES)('SLCG condition phrasings (%s)', (mode) => {
  it('SLCG-CT-08 若对方场上有角色，X；否则抽1张卡: the 若 held, so the else does not run even once X removed the character', () => {
    const s = play(on(mode, { hand: ['裁决者'] }, { main: ['守卫'] }), '裁决者');
    expect(names(s, 1, 'main')).toEqual([]);
    expect(names(s, 1, 'discard')).toEqual(['守卫']);
    expect(names(s, 0, 'hand')).toEqual([]);
  });

  it('SLCG-CT-08 若对方场上有角色，X；否则抽1张卡: the 若 failed, so the else draws', () => {
    const s = play(on(mode, { hand: ['裁决者'] }, {}), '裁决者');
    expect(names(s, 0, 'hand')).toEqual(['补给']);
  });

  it('SLCG-CT-08 若A且B: both must hold', () => {
    const both = play(on(mode, { hand: ['双条件'], main: ['守卫'] }, { hand: ['补给', '补给'] }), '双条件');
    expect(names(both, 0, 'hand')).toEqual(['补给']);
    const one = play(on(mode, { hand: ['双条件'], main: ['守卫'] }, { hand: ['补给'] }), '双条件');
    expect(names(one, 0, 'hand')).toEqual([]);
  });

  it('SLCG-CT-08 若己方场上有「兵」和「守卫」: the second name shares 己方场上有 — both must be there', () => {
    const both = play(on(mode, { hand: ['会师'], main: ['兵', '守卫'] }, {}), '会师');
    expect(names(both, 0, 'hand')).toEqual(['补给']);
    const one = play(on(mode, { hand: ['会师'], main: ['兵'] }, {}), '会师');
    expect(names(one, 0, 'hand')).toEqual([]);
  });

  it('SLCG-CT-08 若A或B: either one is enough, neither is not', () => {
    const a = play(on(mode, { hand: ['二选一'], main: ['守卫'] }, { hand: ['补给'] }), '二选一');
    expect(names(a, 0, 'hand')).toEqual(['补给']);
    const b = play(on(mode, { hand: ['二选一'] }, { hand: ['补给', '补给'] }), '二选一');
    expect(names(b, 0, 'hand')).toEqual(['补给']);
    const neither = play(on(mode, { hand: ['二选一'] }, { hand: ['补给'] }), '二选一');
    expect(names(neither, 0, 'hand')).toEqual([]);
  });

  it('SLCG-TG-01 常值不大于2的对方角色: the filter is 常值≤2', () => {
    const s = play(on(mode, { hand: ['清小'] }, { main: ['守卫', '兵'] }), '清小');
    expect(names(s, 1, 'main')).toEqual(['守卫']);
    expect(names(s, 1, 'discard')).toEqual(['兵']);
  });

  it('SLCG-TG-01 常值为3的对方角色: the filter is 常值=3', () => {
    const s = play(on(mode, { hand: ['点三'] }, { main: ['守卫', '兵'] }), '点三');
    expect(names(s, 1, 'main')).toEqual(['兵']);
  });

  it('SLCG-CT-08 若对方手牌数多于己方: the two hands’ numbers of cards, read when the line resolves', () => {
    // 比手牌 has left the hand when the 登场时 line resolves: one card against one is not more.
    const more = play(on(mode, { hand: ['比手牌', '补给'] }, { hand: ['补给', '补给'] }), '比手牌');
    expect(names(more, 0, 'hand')).toEqual(['补给', '补给']);
    const even = play(on(mode, { hand: ['比手牌', '补给', '补给'] }, { hand: ['补给', '补给'] }), '比手牌');
    expect(names(even, 0, 'hand')).toEqual(['补给', '补给']);
  });

  it('SLCG-CT-08 若对方的胜利进度比己方高 / 若己方创伤不少于对方: one player’s number against the other’s', () => {
    const ahead = play(on(mode, { hand: ['比进度'], victory: 3 }, { victory: 4 }), '比进度');
    expect(names(ahead, 0, 'hand')).toEqual(['补给']);
    const level = play(on(mode, { hand: ['比进度'], victory: 4 }, { victory: 4 }), '比进度');
    expect(names(level, 0, 'hand')).toEqual([]);
    const hurt = play(on(mode, { hand: ['比创伤'], trauma: 2 }, { trauma: 2 }), '比创伤');
    expect(names(hurt, 0, 'hand')).toEqual(['补给']);
    const less = play(on(mode, { hand: ['比创伤'], trauma: 1 }, { trauma: 2 }), '比创伤');
    expect(names(less, 0, 'hand')).toEqual([]);
  });

  it('SLCG-CT-08 若对方手牌不少于2张: the hand is its number of cards, compared ≥ 2', () => {
    const two = play(on(mode, { hand: ['看手牌'] }, { hand: ['补给', '补给'] }), '看手牌');
    expect(names(two, 0, 'hand')).toEqual(['补给']);
    const one = play(on(mode, { hand: ['看手牌'] }, { hand: ['补给'] }), '看手牌');
    expect(names(one, 0, 'hand')).toEqual([]);
  });

  it('SLCG-TG-01 另一个己方角色: one of the own characters other than this card', () => {
    const s = play(on(mode, { hand: ['鼓舞者'], main: ['兵'] }, {}), '鼓舞者');
    expect(valueOf(s, inst(s, 0, 'main', '兵'))).toBe(3);
    expect(valueOf(s, inst(s, 0, 'main', '鼓舞者'))).toBe(2);
    const alone = play(on(mode, { hand: ['鼓舞者'] }, {}), '鼓舞者');
    expect(valueOf(alone, inst(alone, 0, 'main', '鼓舞者'))).toBe(2);
  });
});
