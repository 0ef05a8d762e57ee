// 特征 and card names in either script (language.md "Punctuation and scripts"): a trait written 星環艦隊 on one card
// and 星环舰队 in another's filter is one tag (SLCG-CT-04), and 「護衛艦」 names the card printed 护卫舰 — the IR holds
// a trait in one form and a name as its card prints it. Played on real SLCG boards, compiled and interpreted.

import { beforeAll, describe, expect, it } from 'vitest';
import type { CardPool, SlcgState } from '../../../runtime/index.js';
import { valueOf } from '../../../runtime/rulesets/slcg/index.js';
import { MODES, textPools, type Mode } from '../compiled/compiled-sets.js';
import { board, inst, names, playThrough } from '../helpers.js';

const CARDS = `卡牌 星环舰长
  类型：角色
  费用：0
  常值：1 攻
  其他特征为「星环舰队」的己方角色常值+1。

卡牌 艦兵
  類型：角色
  特徵：星環艦隊
  費用：0
  常值：2 攻

卡牌 旗舰令
  类型：发生
  费用：0
  若己方场上有特徵為「星環艦隊」的角色，抽1张卡。

卡牌 護衛艦
  類型：角色
  費用：0
  常值：2 攻

卡牌 击沉
  类型：发生
  费用：0
  消灭一个对方的「护卫舰」。

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
  pools = await textPools('slcg', '繁简', CARDS);
});

const DECK = ['补给', '补给', '补给'];

function on(mode: Mode, p0: Record<string, unknown>, p1: Record<string, unknown> = {}): SlcgState {
  return board({ pool: pools[mode], p0: { deck: DECK, ...p0 }, p1: { deck: DECK, ...p1 } });
}

describe.each(MODES)('SLCG names and 特征 in either script (%s)', (mode) => {
  it('SLCG-CT-04 其他特征为「星环舰队」的己方角色常值+1 reaches a card printed 特徵：星環艦隊', () => {
    const s = on(mode, { main: ['星环舰长', '艦兵', '兵'] });
    expect(valueOf(s, inst(s, 0, 'main', '艦兵'))).toBe(3);
    expect(valueOf(s, inst(s, 0, 'main', '兵'))).toBe(2);
    expect(valueOf(s, inst(s, 0, 'main', '星环舰长'))).toBe(1);
  });

  it('SLCG-CT-04 SLCG-CT-08 若己方场上有特徵為「星環艦隊」的角色 counts the traditional card', () => {
    const yes = playThrough(on(mode, { hand: ['旗舰令'], main: ['艦兵'] }), '旗舰令');
    expect(names(yes, 0, 'hand')).toEqual(['补给']);
    const no = playThrough(on(mode, { hand: ['旗舰令'], main: ['兵'] }), '旗舰令');
    expect(names(no, 0, 'hand')).toEqual([]);
  });

  it('SLCG-TG-01 消灭一个对方的「护卫舰」 names the card printed 護衛艦', () => {
    const s = playThrough(on(mode, { hand: ['击沉'] }, { main: ['護衛艦', '兵'] }), '击沉');
    expect(names(s, 1, 'main')).toEqual(['兵']);
    expect(names(s, 1, 'discard')).toEqual(['護衛艦']);
  });
});
