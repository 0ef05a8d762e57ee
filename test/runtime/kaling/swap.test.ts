// 卡灵时代 交换位置 (the swap op): two 卡灵 trade areas at once — a 转移 each (KL-MV-05: straight into the other's
// area, not a 移动, no 移动时; 转移时 wakes), the one a reference (此卡灵) with one chosen, or two chosen; no swap into a
// 封锁 area (KL-TX-07). Played on real boards with the interpreter and with the set's compiled code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardPool, KalingState } from '../../../runtime/index.js';
import type { LoadedSet } from '../../../compiler/scenario/set-cache.js';
import { bothWays, onEachPool, type Mode } from '../compiled/compiled-sets.js';
import { act, at, cell, choose, chooseArea, kboard, settle } from './helpers.js';

const CARDS = `卡牌 木桩
  类型：卡灵
  等级：1
  AP：1  DP：5
  SP：0

卡牌 换位师
  类型：卡灵
  等级：1
  AP：1  DP：1
  SP：0
  【启动】免能：令此卡灵与一张其他己方卡灵交换位置。

卡牌 调度官
  类型：卡灵
  等级：1
  AP：1  DP：1
  SP：0
  【启动】免能：选择两张己方卡灵，令其交换位置。

卡牌 封格
  类型：卡灵
  等级：1
  AP：1  DP：1
  SP：0
  【启动】免能：封锁O1范围内的一个区域。
`;

let interpreted: LoadedSet;
let compiled: CardPool;
let resolved: () => number;

beforeAll(async () => {
  ({ interpreted, compiled, resolved } = await bothWays('kaling', '交换位置', CARDS));
}, 120_000);

afterAll(() => expect(resolved()).toBeGreaterThanOrEqual(2));

function boards(board: string): [Mode, KalingState][] {
  const deck = Array<string>(8).fill('木桩');
  return onEachPool(kboard({ board, A: { deck }, B: { deck }, set: interpreted }), compiled);
}

const nameAt = (s: KalingState, area: string): string => s.defs[s.cards[at(s, area)].def].name;

describe('卡灵时代 交换位置', () => {
  it('KL-MV-05 令此卡灵与一张其他己方卡灵交换位置: the two trade areas, a 转移 each (transferred, never stepped)', () => {
    for (const [how, s] of boards('. . . . .\n. . . . .\n. . . . .\n. . . . A:木桩\n. . A:换位师 . .')) {
      // The one other own 卡灵 is the only target: it is designated without a question.
      const used = act(s, { type: 'activate', card: at(s, 'c1'), ability: 0 });
      const r = settle(used.state);
      expect([nameAt(r.state, 'e2'), nameAt(r.state, 'c1')], how).toEqual(['换位师', '木桩']);
      const types = [...used.events, ...r.events].map((e) => e.type);
      expect(
        types.filter((t) => t === 'transferred'),
        how,
      ).toHaveLength(2);
      expect(types, how).not.toContain('stepped');
    }
  });

  it('KL-MV-05 选择两张己方卡灵，令其交换位置: the two chosen trade areas; the card using it stays', () => {
    for (const [how, s] of boards('. . . . .\n. . . . .\n. . . . .\nA:木桩 . . . .\n. . A:调度官 . A:换位师')) {
      let asked = act(s, { type: 'activate', card: at(s, 'c1'), ability: 0 }).state;
      asked = choose(asked, at(s, 'a2')).state;
      const r = settle(choose(asked, at(s, 'e1')).state);
      expect([nameAt(r.state, 'a2'), nameAt(r.state, 'e1'), nameAt(r.state, 'c1')], how).toEqual([
        '换位师',
        '木桩',
        '调度官',
      ]);
    }
  });

  it('KL-TX-07 KL-MV-05 a card standing in a 封锁 area: nothing enters that area, so no swap', () => {
    // 封格 locks c2, where A's 木桩 stands (a card already there stays, KL-TX-07); then 换位师 cannot trade with it.
    for (const [how, s0] of boards('. . . . .\n. . . . .\n. . . . .\n. . A:木桩 . .\n. . A:换位师 A:封格 .')) {
      const s = settle(
        chooseArea(act(s0, { type: 'activate', card: at(s0, 'd1'), ability: 0 }).state, 'c2').state,
      ).state;
      expect(s.gridLocks![cell('c2')] >= s.turn, how).toBe(true);
      const asked = act(s, { type: 'activate', card: at(s, 'c1'), ability: 0 }).state;
      const r = settle(choose(asked, at(s, 'c2')).state);
      expect([nameAt(r.state, 'c2'), nameAt(r.state, 'c1')], how).toEqual(['木桩', '换位师']);
      expect(
        r.events.map((e) => e.type),
        how,
      ).not.toContain('transferred');
    }
  });
});
