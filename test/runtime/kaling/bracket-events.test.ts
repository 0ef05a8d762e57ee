// A bracket timing holds any event word of 当…时 (docs/language.md, Timings): 【转移时】 is 当此卡转移时 (KL-MV-05), this
// card's own moment. Played on a real 卡灵时代 board: the card's own transfer wakes it, another card's does not.
import { describe, expect, it } from 'vitest';
import { act, at, chooseArea, kboard, names, passAll, settle, withCards } from './helpers.js';

const SET = withCards(`卡牌 跃兔
  类型：卡灵
  等级：1
  AP：1
  DP：1
  【启动】回1 耗能1：转移自身到O1范围内的区域。
  【转移时】抽1张卡。
`);

describe('卡灵时代 bracket timings of event words', () => {
  it('KL-MV-05 KL-EF-02 【转移时】 wakes when this 卡灵 is transferred, and draws', () => {
    let s = kboard({
      set: SET,
      A: { energy: 6, deck: ['盾卫', '盾卫', '盾卫', '盾卫'] },
      board: '. . . . .\n. . . . .\n. . . . .\n. . A:跃兔 . .\n. . . . .',
    });
    const hare = at(s, 'c2');
    const hand = names(s, 0, 'hand').length;
    s = passAll(act(s, { type: 'activate', card: hare, ability: 0 }).state).state;
    const r = chooseArea(s, 'c3');
    const done = settle(r.state);
    const events = [...r.events, ...done.events];
    expect(events.some((e) => e.type === 'transferred' && e.card === hare)).toBe(true);
    expect(events.some((e) => e.type === 'activated' && e.card === hare && e.amount === 1)).toBe(true);
    expect(at(done.state, 'c3')).toBe(hare);
    expect(names(done.state, 0, 'hand').length).toBe(hand + 1);
  });
});
