// 卡灵时代 X for an effect's number (抽X张卡，X为己方战场上卡灵的数量; 令…DP-X。X为…): per card the definition counts
// (SLCG-CT-08's counts for every game; 己方战场 is the own two rows, KL-ZN-01), counted when the effect resolves.
// Played on real boards with the interpreter and with the set's compiled code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardPool, KalingState } from '../../../runtime/index.js';
import type { LoadedSet } from '../../../compiler/scenario/set-cache.js';
import { bothWays, onEachPool } from '../compiled/compiled-sets.js';
import { act, activateSettled, at, type BoardOptions, choose, kboard, names, settle } from './helpers.js';

const CARDS = `卡牌 盾卫
  类型：卡灵
  等级：1
  AP：5
  DP：5
  SP：0

卡牌 小兵
  类型：卡灵
  等级：1
  AP：1
  DP：5
  SP：0

卡牌 点将
  类型：卡灵
  等级：1
  AP：1
  DP：1
  【启动】免能：抽X张卡，X为己方战场上卡灵的数量。

卡牌 破甲
  类型：卡灵
  等级：1
  AP：1
  DP：1
  【启动】免能：令一张对方卡灵DP-X。X为己方战场上卡灵的数量。

卡牌 重锤
  类型：卡灵
  等级：1
  AP：3
  DP：1
  【启动】免能：令一张对方卡灵DP-X，X为此卡灵的AP。

卡牌 反噬
  类型：卡灵
  等级：1
  AP：1
  DP：1
  【启动】免能：令一张对方卡灵DP-X，X为其AP。

卡牌 加点将
  类型：卡灵
  等级：1
  AP：1
  DP：1
  【启动】免能：抽X张卡，X为己方战场上卡灵的数量加1。

卡牌 倍锤
  类型：卡灵
  等级：1
  AP：2
  DP：1
  【启动】免能：令一张对方卡灵DP-X，X为此卡灵AP的两倍。

卡牌 环爆
  类型：卡灵
  等级：1
  AP：1
  DP：1
  【启动】免能：选择一张对方卡灵，其DP-X，X为其O1范围内的对方卡灵的数量。

卡牌 对将
  类型：卡灵
  等级：1
  AP：1
  DP：1
  【启动】免能：己方战场上每有两张卡灵，抽1张卡。
`;

let interpreted: LoadedSet;
let compiled: CardPool;
let resolved: () => number;

beforeAll(async () => {
  ({ interpreted, compiled, resolved } = await bothWays('kaling', 'X数量', CARDS));
}, 120_000);

afterAll(() => expect(resolved()).toBeGreaterThanOrEqual(4));

function boards(o: BoardOptions): [string, KalingState][] {
  return onEachPool(kboard({ ...o, set: interpreted }), compiled);
}

describe('卡灵时代 X counted when the effect resolves', () => {
  it('KL-ZN-01 SLCG-CT-08 抽X张卡，X为己方战场上卡灵的数量: one card per own 卡灵 (itself too), not the opponent’s', () => {
    const board = '. . . . .\nB:小兵 . . . .\n. . . . .\nA:小兵 . . . .\n. . A:点将 . .';
    for (const [how, s] of boards({ board })) {
      const before = names(s, 0, 'hand').length;
      expect(names(activateSettled(s), 0, 'hand').length - before, how).toBe(2);
    }
  });

  it('KL-CT-02 令一张对方卡灵DP-X，X为此卡灵的AP / X为其AP: this 卡灵’s AP (3: 5 → 2), or the target’s own (5: 5 → 0)', () => {
    for (const [card, left] of [
      ['重锤', 2],
      ['反噬', 0],
    ] as const) {
      const board = `. . . . .\n. . . . .\nB:盾卫 . . . .\n. . . . .\n. . A:${card} . .`;
      for (const [how, s] of boards({ board })) {
        const after = activateSettled(s);
        expect(after.pool.rules.hooks.stat(after, at(s, 'a3'), 'dp'), `${card} ${how}`).toBe(left);
      }
    }
  });

  it('KL-ZN-01 SLCG-CT-08 X为…的数量加1 / 每有两张卡灵: the count plus one (2 → 3 cards); one card per two (3 → 1)', () => {
    const board = '. . . . .\nB:小兵 . . . .\n. . . . .\nA:小兵 A:小兵 . . .\n. . A:CARD . .';
    for (const [card, drawn] of [
      ['加点将', 4],
      ['对将', 1],
    ] as const)
      for (const [how, s] of boards({ board: board.replace('CARD', card) })) {
        const before = names(s, 0, 'hand').length;
        expect(names(activateSettled(s), 0, 'hand').length - before, `${card} ${how}`).toBe(drawn);
      }
  });

  it('KL-CT-02 令一张对方卡灵DP-X，X为此卡灵AP的两倍: twice this 卡灵’s AP (2 × 2: 5 → 1)', () => {
    const board = '. . . . .\n. . . . .\nB:盾卫 . . . .\n. . . . .\n. . A:倍锤 . .';
    for (const [how, s] of boards({ board })) {
      const after = activateSettled(s);
      expect(after.pool.rules.hooks.stat(after, at(s, 'a3'), 'dp'), how).toBe(1);
    }
  });

  it('KL-CT-02 SLCG-CT-08 令一张对方卡灵DP-X。X为…: DP down by the count (3 own 卡灵: 5 → 2)', () => {
    const board = '. . . . .\n. . . . .\nB:小兵 . . . .\nA:小兵 A:小兵 . . .\n. . A:破甲 . .';
    for (const [how, s] of boards({ board })) {
      const after = activateSettled(s);
      const enemy = at(after, 'a3');
      expect(after.pool.rules.hooks.stat(after, enemy, 'dp'), how).toBe(2);
    }
  });

  it('KL-TG-02 选择一张对方卡灵，其DP-X，X为其O1范围内的对方卡灵的数量: counted around the chosen card (2 neighbours: 5 → 3), not this one', () => {
    // 环爆 at c1 has no 对方卡灵 around it; the chosen 盾卫 at a4 has two (a5, b4) and one farther off (d4) that is not counted.
    const board = 'B:小兵 . . . .\nB:盾卫 B:小兵 . B:小兵 .\n. . . . .\n. . . . .\n. . A:环爆 . .';
    for (const [how, s] of boards({ board })) {
      const asked = act(s, { type: 'activate', card: at(s, 'c1'), ability: 0 }).state;
      const after = settle(choose(asked, at(s, 'a4')).state).state;
      expect(after.pool.rules.hooks.stat(after, at(s, 'a4'), 'dp'), how).toBe(3);
    }
  });
});
