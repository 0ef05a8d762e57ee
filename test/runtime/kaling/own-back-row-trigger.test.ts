// 卡灵时代 KL-ZN-02: a 卡灵 only ever reaches its opponent's back row, so a designer names it from the reader's side:
// 当对方卡灵走到己方底线时 (also 到达我方底线, 到达底线) is the same moment as 当对方卡灵走到对方底线时 — the opponent's 卡灵
// stepping into one's own back row. Played on a real board: B's 卡灵 steps into A's back row and A's line clears it.
import { describe, expect, it } from 'vitest';
import { act, at, cell, evs, kboard, names, settle, withCards } from './helpers.js';

const set = withCards(`
卡牌 底线守卫
  类型：卡灵
  等级：3
  AP：3
  DP：3
  【瞬发】限1 免能：当对方卡灵走到己方底线时，清除那张卡灵。

卡牌 底線哨兵
  類型：卡靈
  等級：3
  AP：3
  DP：3
  【瞬發】免能：當對方卡靈到達我方底線時，清除那張卡靈。
`);

describe('卡灵时代 当对方卡灵走到己方底线时 (KL-ZN-02)', () => {
  for (const guard of ['底线守卫', '底線哨兵'])
    it(`KL-ZN-02 ${guard}: the opponent's 卡灵 stepping into one's own back row wakes it`, () => {
      const s = kboard({
        set,
        active: 'B',
        turn: 4,
        board: `. . . . .\n. . . . .\n. . . . .\n. . 猎狼 . .\nA:${guard} . . . .`.replace('猎狼', 'B:猎狼'),
      });
      // Not yet: a step within B's own rows or the public row is no reaching.
      const mid = act(s, { type: 'move', card: at(s, 'c2'), cell: cell('d2') });
      expect(evs(mid.state, mid.events, ['reachedBackRow'])).toEqual([]);
      const step = act(mid.state, { type: 'move', card: at(mid.state, 'd2'), cell: cell('d1') });
      const r = settle(step.state);
      expect(evs(r.state, [...step.events, ...r.events], ['reachedBackRow', 'destroyed'])).toEqual([
        'reachedBackRow 猎狼',
        'destroyed 猎狼',
      ]);
      expect(names(r.state, 1, 'discard')).toEqual(['猎狼']);
    });
});
