// A duration written in the subject of a clause's first change holds for the changes that continue its card (KL-TX-06;
// docs/language.md "Durations"): 令一张对方卡灵直到对方回合结束AP-1，DP-1 ends both with the opponent's turn — the DP-1
// was permanent. On a real 卡灵时代 board.
import { describe, expect, it } from 'vitest';
import type { KalingState } from '../../../runtime/index.js';
import { act, at, kboard, withCards } from './helpers.js';

const set = withCards(`卡牌 削弱者
  类型：卡灵
  等级：1
  AP：1  DP：1
  SP：0
  【启动】免能：令一张对方卡灵直到对方回合结束AP-1，DP-1。

卡牌 沙袋
  类型：卡灵
  等级：1
  AP：2  DP：5
  SP：0
  攻击区域：上
`);

const DECK = Array<string>(8).fill('沙袋');
const stat = (s: KalingState, id: number, k: string): number => s.pool.rules.hooks.stat(s, id, k);

describe('a duration in the subject (KL-TX-06)', () => {
  it('KL-TX-06 令一张对方卡灵直到对方回合结束AP-1，DP-1: both changes last through the opponent’s turn, then end', () => {
    const board = `. . . . .\n. . . . .\n. . B:沙袋 . .\n. . . . .\n. . A:削弱者 . .`;
    let s = kboard({ board, seed: 3, set, A: { deck: DECK }, B: { deck: DECK } });
    const target = at(s, 'c3');
    let r = act(s, { type: 'activate', card: at(s, 'c1'), ability: 0 });
    for (let i = 0; i < 20 && (r.state.pending || r.state.window); i++)
      r = act(r.state, r.state.pending ? { type: 'choose', index: 0 } : { type: 'pass' });
    s = r.state;
    expect([stat(s, target, 'ap'), stat(s, target, 'dp')]).toEqual([1, 4]);
    s = act(s, { type: 'endTurn' }).state; // B's turn: still changed
    expect(s.active).toBe(1);
    expect([stat(s, target, 'ap'), stat(s, target, 'dp')]).toEqual([1, 4]);
    s = act(s, { type: 'endTurn' }).state; // B's turn ended: both back
    expect([stat(s, target, 'ap'), stat(s, target, 'dp')]).toEqual([2, 5]);
  });
});
