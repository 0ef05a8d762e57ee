// 可以 on a 双方各 clause (可以对双方各一个角色造成1点伤害) is asked for each half, and each time of the player who uses the
// ability (SLCG-TX-08: 可以 is its controller's choice), not of the player whose side the half is. Played on real SLCG
// states with a compiled set and with the interpreter over the same cards.

import { beforeAll, describe, expect, it } from 'vitest';
import type { CardPool, SlcgState } from '../../../runtime/index.js';
import { MODES, textPools, type Mode } from '../compiled/compiled-sets.js';
import { act, board, inst } from '../helpers.js';

const CARDS = `卡牌 裁决者
  类型：角色
  费用：0
  常值：2 攻
  【登场时】可以对双方各一个角色造成1点伤害。

卡牌 木桩
  类型：角色
  费用：0
  常值：3 攻

卡牌 补给
  类型：发生
  费用：0
  抽1张卡。
`;

let pools: Record<Mode, CardPool>;

beforeAll(async () => {
  pools = await textPools('slcg', '双方各可以', CARDS);
});

const DECK = ['补给', '补给', '补给', '补给'];

/** P0 plays 裁决者; each 可以 is answered from `answers` in turn; returns the state and who was asked what. */
function play(mode: Mode, answers: boolean[]): { s: SlcgState; asked: [string, number][] } {
  let s = board({
    pool: pools[mode],
    p0: { deck: DECK, hand: ['裁决者'], main: ['木桩'] },
    p1: { deck: DECK, main: ['木桩'] },
  });
  s = act(s, { type: 'play', card: inst(s, 0, 'hand', '裁决者') }).state;
  const asked: [string, number][] = [];
  const left = [...answers];
  for (let i = 0; i < 60 && (s.pending || s.window) && s.winner === null; i++) {
    const d = s.pending;
    if (!d) {
      s = act(s, { type: 'pass' }).state;
      continue;
    }
    asked.push([d.kind, d.player]);
    let index = 0;
    if (d.kind === 'optional') {
      const yes = left.shift() ? 1 : 0;
      index = d.options.findIndex((o) => o.value === yes);
    }
    // A target question: the 木桩 of the half being designated (not 裁决者 itself).
    if (d.kind === 'target') index = d.options.findIndex((o) => s.defs[s.cards[o.value].def].name === '木桩');
    expect(index, `${d.kind} answer offered`).toBeGreaterThanOrEqual(0);
    s = act(s, { type: 'choose', index }).state;
  }
  return { s, asked };
}

describe.each(MODES)('SLCG 可以 on 双方各 (%s)', (mode) => {
  it('SLCG-TX-08 可以对双方各一个角色造成1点伤害: asked twice, both times of the controller; yes then no', () => {
    const { s, asked } = play(mode, [true, false]);
    expect(asked.filter(([k]) => k === 'optional')).toEqual([
      ['optional', 0],
      ['optional', 0],
    ]);
    expect(s.cards[inst(s, 0, 'main', '木桩')].damage).toBe(1);
    expect(s.cards[inst(s, 1, 'main', '木桩')].damage).toBe(0);
  });

  it('SLCG-TX-08 可以对双方各一个角色造成1点伤害: no then yes hits only the opponent side', () => {
    const { s } = play(mode, [false, true]);
    expect(s.cards[inst(s, 0, 'main', '木桩')].damage).toBe(0);
    expect(s.cards[inst(s, 1, 'main', '木桩')].damage).toBe(1);
  });
});
