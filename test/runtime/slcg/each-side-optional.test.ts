// 可以 on a 双方各 clause (可以对双方各一个角色造成1点伤害) is one question for the whole effect, asked of the player who uses
// the ability (SLCG-TX-08), not one per half and not of the player whose side a half is. Played on real SLCG states
// with a compiled set and with the interpreter over the same cards.

import { beforeAll, describe, expect, it } from 'vitest';
import type { CardPool, SlcgState } from '../../../runtime/index.js';
import { MODES, textPools, type Mode } from '../compiled/compiled-sets.js';
import { act, board, inst, names } from '../helpers.js';

const CARDS = `卡牌 裁决者
  类型：角色
  费用：0
  常值：2 攻
  【登场时】可以对双方各一个角色造成1点伤害。

卡牌 审判
  类型：发生
  费用：0
  可以对双方各一个角色造成1点伤害，然后抽1张卡。

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

/**
 * P0 plays `card` with `mine` in its main area (P1 has a 木桩); every yes/no question (a trigger's, an optional
 * effect's) is answered `yes`; returns the state and who was asked which yes/no question.
 */
function play(mode: Mode, card: string, yes: boolean, mine = ['木桩']): { s: SlcgState; asked: [string, number][] } {
  let s = board({
    pool: pools[mode],
    p0: { deck: DECK, hand: [card], main: mine },
    p1: { deck: DECK, main: ['木桩'] },
  });
  s = act(s, { type: 'play', card: inst(s, 0, 'hand', card) }).state;
  const asked: [string, number][] = [];
  for (let i = 0; i < 60 && (s.pending || s.window) && s.winner === null; i++) {
    const d = s.pending;
    if (!d) {
      s = act(s, { type: 'pass' }).state;
      continue;
    }
    let index = 0;
    if (d.kind === 'optional' || d.kind === 'trigger') {
      asked.push([d.kind, d.player]);
      index = d.options.findIndex((o) => o.value === (yes ? 1 : 0));
    }
    // A target question: the 木桩 of the half being designated (not 裁决者 itself).
    if (d.kind === 'target') index = d.options.findIndex((o) => s.defs[s.cards[o.value].def].name === '木桩');
    expect(index, `${d.kind} answer offered`).toBeGreaterThanOrEqual(0);
    s = act(s, { type: 'choose', index }).state;
  }
  return { s, asked };
}

const damage = (s: SlcgState, p: number) => s.cards[inst(s, p, 'main', '木桩')].damage;

describe.each(MODES)('SLCG 可以 on 双方各 (%s)', (mode) => {
  it('SLCG-TX-08 【登场时】可以对双方各一个角色造成1点伤害: one question (the trigger’s), of the controller; yes hits both', () => {
    const { s, asked } = play(mode, '裁决者', true);
    expect(asked).toEqual([['trigger', 0]]);
    expect([damage(s, 0), damage(s, 1)]).toEqual([1, 1]);
  });

  it('SLCG-TX-08 【登场时】可以对双方各一个角色造成1点伤害: no hits neither side', () => {
    const { s, asked } = play(mode, '裁决者', false);
    expect(asked).toEqual([['trigger', 0]]);
    expect([damage(s, 0), damage(s, 1)]).toEqual([0, 0]);
  });

  it('SLCG-TX-08 可以对双方各一个角色造成1点伤害，然后抽1张卡: one optional question; yes hits both and draws', () => {
    const { s, asked } = play(mode, '审判', true);
    expect(asked).toEqual([['optional', 0]]);
    expect([damage(s, 0), damage(s, 1)]).toEqual([1, 1]);
    expect(names(s, 0, 'hand')).toEqual(['补给']);
  });

  it('SLCG-TX-08 / SLCG-TX-07 可以对双方各…，然后抽1张卡 with no own character: the yes still hits the other side, and that is done', () => {
    const { s, asked } = play(mode, '审判', true, []);
    expect(asked).toEqual([['optional', 0]]);
    expect(damage(s, 1)).toBe(1);
    expect(names(s, 0, 'hand')).toEqual(['补给']);
  });

  it('SLCG-TX-08 可以对双方各一个角色造成1点伤害，然后抽1张卡: no does nothing, and nothing is drawn', () => {
    const { s, asked } = play(mode, '审判', false);
    expect(asked).toEqual([['optional', 0]]);
    expect([damage(s, 0), damage(s, 1)]).toEqual([0, 0]);
    expect(names(s, 0, 'hand')).toEqual([]);
  });
});
