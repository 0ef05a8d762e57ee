// 卡灵时代: a clause done more than once (令一张对方卡灵DP-1，执行2次): its ops follow themselves, each copy choosing
// anew. Played on real boards with the interpreter and with the set's compiled code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardPool, KalingState } from '../../../runtime/index.js';
import type { LoadedSet } from '../../../compiler/scenario/set-cache.js';
import { bothWays, onEachPool } from '../compiled/compiled-sets.js';
import { activateSettled, at, type BoardOptions, kboard, names } from './helpers.js';

const CARDS = `卡牌 盾卫
  类型：卡灵
  等级：1
  AP：5
  DP：5
  SP：0

卡牌 连削
  类型：卡灵
  等级：1
  AP：1
  DP：1
  【启动】免能：令一张对方卡灵DP-1，执行2次。

卡牌 连抽
  类型：卡灵
  等级：1
  AP：1
  DP：1
  【启动】免能：抽1张卡，再执行1次。
`;

let interpreted: LoadedSet;
let compiled: CardPool;
let resolved: () => number;

beforeAll(async () => {
  ({ interpreted, compiled, resolved } = await bothWays('kaling', '重复', CARDS));
}, 120_000);

afterAll(() => expect(resolved()).toBeGreaterThanOrEqual(2));

function boards(o: BoardOptions): [string, KalingState][] {
  return onEachPool(kboard({ ...o, set: interpreted }), compiled);
}

describe('卡灵时代 effects done more than once', () => {
  it('KL-CT-02 令一张对方卡灵DP-1，执行2次: DP down by 2 in two changes (5 → 3)', () => {
    const board = '. . . . .\n. . . . .\nB:盾卫 . . . .\n. . . . .\n. . A:连削 . .';
    for (const [how, s] of boards({ board })) {
      const after = activateSettled(s);
      expect(after.pool.rules.hooks.stat(after, at(s, 'a3'), 'dp'), how).toBe(3);
    }
  });

  it('KL-CT-02 抽1张卡，再执行1次: two draws in all', () => {
    const board = '. . . . .\n. . . . .\n. . . . .\n. . . . .\n. . A:连抽 . .';
    for (const [how, s] of boards({ board })) {
      const before = names(s, 0, 'hand').length;
      expect(names(activateSettled(s), 0, 'hand').length - before, how).toBe(2);
    }
  });
});
