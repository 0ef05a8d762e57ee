// 卡灵时代 不能被攻击 (the forbid op's 'attacked'): a 卡灵 that cannot be attacked is no attack target (KL-CB-03) —
// no attack on its area among the legal actions, one applied is rejected with the reason — whether a 【永恒】 line says
// so while it applies (KL-EF-03) or a one-shot effect for its duration; made so in answer to an attack, the attack
// misses (KL-CB-04). A 【永恒】 不能移动 takes the move away the same way (KL-MV-01). Played on real boards with the
// interpreter and with the set's compiled code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalActions, type Action, type CardPool, type KalingState } from '../../../runtime/index.js';
import type { LoadedSet } from '../../../compiler/scenario/set-cache.js';
import { bothWays, onEachPool, type Mode } from '../compiled/compiled-sets.js';
import { act, at, cell, choose, isLegal, kboard, rejects, settle } from './helpers.js';

const CARDS = `卡牌 木桩
  类型：卡灵
  等级：1
  AP：3  DP：5
  SP：1
  攻击区域：上、左、右

卡牌 铁甲蜗牛
  类型：卡灵
  等级：1
  AP：1  DP：1
  SP：1
  【永恒】此卡灵不能被攻击。

卡牌 烟幕兵
  类型：卡灵
  等级：1
  AP：1  DP：1
  SP：0
  【启动】免能：令一张己方卡灵直到对方回合结束不能被攻击。

卡牌 遁形者
  类型：卡灵
  等级：1
  AP：1  DP：1
  SP：0
  当此卡灵被攻击时，令自身本回合不能被攻击。

卡牌 禁足塔
  类型：设备 【放置】
  GP：2
  【永恒】O1范围内的对方卡灵不能移动。
`;

let interpreted: LoadedSet;
let compiled: CardPool;
let resolved: () => number;

beforeAll(async () => {
  ({ interpreted, compiled, resolved } = await bothWays('kaling', '不能被攻击', CARDS));
}, 120_000);

afterAll(() => expect(resolved()).toBeGreaterThanOrEqual(2));

const DECK = Array<string>(8).fill('木桩');

function boards(board: string, active: 'A' | 'B' = 'B'): [Mode, KalingState][] {
  const turn = active === 'B' ? 4 : 3;
  return onEachPool(kboard({ board, turn, A: { deck: DECK }, B: { deck: DECK }, set: interpreted }), compiled);
}

const endTurn = (s: KalingState): KalingState => act(s, { type: 'endTurn' }).state;

describe('卡灵时代 不能被攻击', () => {
  it('KL-CB-03 KL-EF-03 【永恒】此卡灵不能被攻击: its area is no attack target (legal and rejected, state unchanged); the 卡灵 beside it is', () => {
    for (const [how, s] of boards('. . . . .\n. . . . .\n. A:木桩 B:木桩 . .\n. . A:铁甲蜗牛 . .\n. . . . .')) {
      const foe = at(s, 'c3');
      const snail: Action = { type: 'attack', attacker: foe, cell: cell('c2') };
      expect(isLegal(s, snail), how).toBe(false);
      expect(legalActions(s), how).not.toContainEqual(snail);
      rejects(s, snail, 'attack/cannot-be-attacked');
      // A's 木桩 beside B's (its 右 as B sees it) stays a target.
      expect(isLegal(s, { type: 'attack', attacker: foe, cell: cell('b3') }), how).toBe(true);
    }
  });

  it('KL-CB-03 令一张己方卡灵直到对方回合结束不能被攻击: not attacked in the opponent’s next turn; attacked again the turn after', () => {
    for (const [how, s0] of boards('. . . . .\n. . . . .\n. . B:木桩 . .\n. . A:木桩 . .\n. . A:烟幕兵 . .', 'A')) {
      const asked = act(s0, { type: 'activate', card: at(s0, 'c1'), ability: 0 }).state;
      let s = endTurn(settle(choose(asked, at(s0, 'c2')).state).state);
      expect(s.active, how).toBe(1);
      const attack: Action = { type: 'attack', attacker: at(s, 'c3'), cell: cell('c2') };
      expect(isLegal(s, attack), how).toBe(false);
      rejects(s, attack, 'attack/cannot-be-attacked');
      s = endTurn(endTurn(s));
      expect([s.active, isLegal(s, attack)], how).toEqual([1, true]);
    }
  });

  it('KL-CB-04 KL-CB-03 当此卡灵被攻击时，令自身本回合不能被攻击: the attack misses at the 数值结算时点, no battle', () => {
    for (const [how, s] of boards('. . . . .\n. . . . .\n. . B:木桩 . .\n. . A:遁形者 . .\n. . . . .')) {
      const attack: Action = { type: 'attack', attacker: at(s, 'c3'), cell: cell('c2') };
      expect(isLegal(s, attack), how).toBe(true);
      const declared = act(s, attack);
      const r = settle(declared.state);
      const types = [...declared.events, ...r.events].map((e) => e.type);
      expect(types, how).toContain('attackMissed');
      expect(types, how).not.toContain('battle');
      expect(r.state.cards[at(s, 'c2')].zone, how).toBe(s.cards[at(s, 'c2')].zone);
    }
  });

  it('KL-MV-01 KL-EF-03 【永恒】O1范围内的对方卡灵不能移动: no move action beside the device; one that stands farther off moves', () => {
    for (const [how, s] of boards('. . . . .\n. . . . B:木桩\n. . B:木桩 . .\n. . A:禁足塔 . .\n. . . . .')) {
      const near: Action = { type: 'move', card: at(s, 'c3'), cell: cell('c4') };
      expect(isLegal(s, near), how).toBe(false);
      rejects(s, near, 'move/forbidden');
      expect(isLegal(s, { type: 'move', card: at(s, 'e4'), cell: cell('e3') }), how).toBe(true);
    }
  });
});
