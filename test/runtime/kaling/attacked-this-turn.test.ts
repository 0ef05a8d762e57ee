// 卡灵时代 若本回合此卡灵攻击过 (KL-CB-01): whether the card declared an attack in this turn — read off the engine's
// record of attacks (KalingFlags.attackTurn), judged when the 若 is reached. Played on real boards with the
// interpreter and with the set's compiled code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Action, CardPool, KalingState } from '../../../runtime/index.js';
import type { LoadedSet } from '../../../compiler/scenario/set-cache.js';
import { bothWays, onEachPool } from '../compiled/compiled-sets.js';
import { act, at, cell, isLegal, kboard, rejects } from './helpers.js';

const CARDS = `卡牌 木桩
  类型：卡灵
  等级：1
  AP：1  DP：9
  SP：1
  攻击区域：上

卡牌 回马枪
  类型：卡灵
  等级：1
  AP：2  DP：2
  SP：1
  攻击区域：上
  【启动】免能：若本回合此卡灵攻击过，抽1张卡。
`;

let interpreted: LoadedSet;
let compiled: CardPool;
let resolved: () => number;

beforeAll(async () => {
  ({ interpreted, compiled, resolved } = await bothWays('kaling', '本回合攻击过', CARDS));
}, 120_000);

afterAll(() => expect(resolved()).toBeGreaterThanOrEqual(1));

const DECK = Array<string>(8).fill('木桩');

/** A's 回马枪 at c2 facing B's 木桩 at c3, on each pool. */
function boards(): [string, KalingState][] {
  const board = '. . . . .\n. . . . .\n. . B:木桩 . .\n. . A:回马枪 . .\n. . . . .';
  return onEachPool(kboard({ board, seed: 3, A: { deck: DECK }, B: { deck: DECK }, set: interpreted }), compiled);
}

/** Applies `a` and answers every window and question until A may act again. */
function settle(s: KalingState, a: Parameters<typeof act>[1]): KalingState {
  let r = act(s, a);
  for (let i = 0; i < 40 && r.state.winner === null && (r.state.pending || r.state.window); i++)
    r = act(r.state, r.state.pending ? { type: 'choose', index: 0 } : { type: 'pass' });
  return r.state;
}

const hand = (s: KalingState): number => s.players[0].zones[s.zoneNames.indexOf('hand')].length;

describe('卡灵时代 若本回合此卡灵攻击过', () => {
  it('KL-CB-01 after its attack this turn the 若 holds: the 启动 line draws', () => {
    for (const [how, s0] of boards()) {
      const me = at(s0, 'c2');
      let s = settle(s0, { type: 'attack', attacker: me, cell: cell('c3') });
      expect(s.flags.attackTurn[me], how).toBe(s.turn);
      const before = hand(s);
      s = settle(s, { type: 'activate', card: me, ability: 0 });
      expect(hand(s), how).toBe(before + 1);
    }
  });

  it('KL-CB-01 without an attack this turn (or only in an earlier one) the 若 does not hold: the 启动 line cannot be used (KL-EF-01, the reason given, the state unchanged)', () => {
    for (const [how, s0] of boards()) {
      const me = at(s0, 'c2');
      const use: Action = { type: 'activate', card: me, ability: 0 };
      expect(isLegal(s0, use), how).toBe(false);
      rejects(s0, use, 'activate/condition');
      // It attacked in this turn; in its owner's next turn the record is of an earlier turn.
      let s = settle(s0, { type: 'attack', attacker: me, cell: cell('c3') });
      expect(isLegal(s, use), how).toBe(true);
      s = settle(act(s, { type: 'endTurn' }).state, { type: 'endTurn' });
      while (s.active !== 0) s = settle(s, { type: 'endTurn' });
      expect(isLegal(s, use), how).toBe(false);
      rejects(s, use, 'activate/condition');
    }
  });
});
