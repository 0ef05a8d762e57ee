// 攻击者 (攻击的卡灵) in a 卡灵时代 ability an attack starts names the attacking 卡灵 (KL-CB-04: the declaration of an attack
// is a moment to answer, for the attacked card's 【被攻击时】 too). On real boards of the bundled set.
import { describe, expect, it } from 'vitest';
import type { KalingState } from '../../../runtime/index.js';
import { act, at, cell, kboard, settle, withCards } from './helpers.js';

const set = withCards(`卡牌 荆棘藤
  类型：卡灵
  等级：2
  AP：0
  DP：9
  【被攻击时】令攻击者AP-2直到回合结束。

卡牌 藤甲
  类型：卡灵
  等级：2
  AP：0
  DP：9
  【被攻击时】令攻击的卡灵DP-1。
`);

const stat = (s: KalingState, id: number, k: string): number => s.pool.rules.hooks.stat(s, id, k);

function attackOn(defender: string): { s: KalingState; wolf: number } {
  const s = kboard({ set, board: `. . . . .\n. . B:${defender} . .\n. . A:雷霆战狼 . .\n. . . . .\n. . . . .` });
  const wolf = at(s, 'c3');
  const r = act(s, { type: 'attack', attacker: wolf, cell: cell('c4') });
  return { s: settle(r.state, { resist: 1, yes: [defender] }).state, wolf };
}

describe('卡灵时代 攻击者 names the attacking 卡灵', () => {
  it('KL-CB-04 【被攻击时】令攻击者AP-2直到回合结束: the attacker loses 2 AP, the attacked card none', () => {
    const { s, wolf } = attackOn('荆棘藤');
    expect(stat(s, wolf, 'ap')).toBe(3);
    expect(stat(s, at(s, 'c4'), 'ap')).toBe(0);
  });

  it('KL-CB-04 【被攻击时】令攻击的卡灵DP-1: 攻击的卡灵 is the attacker too', () => {
    const { s, wolf } = attackOn('藤甲');
    expect(stat(s, wolf, 'dp')).toBe(2);
  });
});
