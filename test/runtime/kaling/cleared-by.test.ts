// 卡灵时代 当…被效果清除时 / 被战斗清除时: a trigger narrowed to one kind of clearing (KL-TX-01: battle clearings,
// effect clearings and GP clearings; KL-CB-10 battle, KL-CT-05 GP). Played on real boards with the interpreter and
// with the set's compiled code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardPool, GameEvent, KalingState } from '../../../runtime/index.js';
import type { LoadedSet } from '../../../compiler/scenario/set-cache.js';
import { bothWays, onEachPool, type Mode } from '../compiled/compiled-sets.js';
import { act, at, cell, choose, kboard, settle } from './helpers.js';

const CARDS = `卡牌 木偶
  类型：卡灵
  等级：1
  AP：1  DP：1
  SP：0

卡牌 巨像
  类型：卡灵
  等级：1
  AP：5  DP：5
  SP：0

卡牌 拆除者
  类型：卡灵
  等级：1
  AP：1  DP：1
  SP：0
  【启动】免能：清除一张其他己方卡灵。

卡牌 效果哨
  类型：卡灵
  等级：1
  AP：0  DP：9
  SP：0
  【瞬发】当己方卡灵被效果清除时，抽1张卡。

卡牌 战魂哨
  类型：卡灵
  等级：1
  AP：0  DP：9
  SP：0
  【瞬发】當己方卡靈被戰鬥清除時，抽1張卡。
`;

let interpreted: LoadedSet;
let compiled: CardPool;
let resolved: () => number;

beforeAll(async () => {
  ({ interpreted, compiled, resolved } = await bothWays('kaling', '清除种类', CARDS));
}, 120_000);

afterAll(() => expect(resolved()).toBeGreaterThanOrEqual(2));

const DECK = Array<string>(8).fill('木偶');

function boards(board: string): [Mode, KalingState][] {
  return onEachPool(kboard({ board, A: { deck: DECK }, B: { deck: DECK }, set: interpreted }), compiled);
}

const drewA = (events: readonly GameEvent[]): number =>
  events.filter((e) => e.type === 'drew' && e.player === 0).reduce((n, e) => n + (e.amount ?? 1), 0);

describe('卡灵时代 被效果清除时 / 被战斗清除时', () => {
  it('KL-TX-01 an effect clearing wakes 被效果清除时, not 被战斗清除时', () => {
    for (const [how, s] of boards('. . . . .\n. . . . .\n. . . . .\nA:效果哨 A:战魂哨 . . .\n. . A:拆除者 A:木偶 .')) {
      const used = act(s, { type: 'activate', card: at(s, 'c1'), ability: 0 });
      const asked = used.state.pending?.kind === 'target' ? choose(used.state, at(s, 'd1')) : used;
      const r = settle(asked.state);
      const events = [...used.events, ...(asked === used ? [] : asked.events), ...r.events];
      expect(
        events.some((e) => e.type === 'destroyed' && e.info === 'effect'),
        how,
      ).toBe(true);
      expect(drewA(events), how).toBe(1);
    }
  });

  it('KL-TX-01 KL-CB-10 a battle clearing wakes 被战斗清除时, not 被效果清除时', () => {
    // A's 木偶 at c3 attacks B's 巨像 at c4 and loses the vertical battle (AP 1 < 5): cleared by battle.
    for (const [how, s] of boards('. . . . .\n. . B:巨像 . .\n. . A:木偶 . .\nA:效果哨 A:战魂哨 . . .\n. . . . .')) {
      const declared = act(s, { type: 'attack', attacker: at(s, 'c3'), cell: cell('c4') });
      const r = settle(declared.state, { resist: 1 });
      const events = [...declared.events, ...r.events];
      expect(
        events.some((e) => e.type === 'destroyed' && e.info === 'battle'),
        how,
      ).toBe(true);
      expect(drewA(events), how).toBe(1);
    }
  });
});
