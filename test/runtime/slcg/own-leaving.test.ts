// A card's own 【被除外时】 / 当此卡被除外时 and 【被回归时】 (SLCG-ZN-05): the effect that banished it has taken it off the field, where
// triggers are looked for; its own line for that moment still wakes (core/triggers.ts ownLeavingLine).
import { describe, expect, it } from 'vitest';
import type { SlcgState } from '../../../runtime/index.js';
import { act, board, inst, names, slcgCards } from '../helpers.js';

const cards = slcgCards(`
卡牌 流亡者
  类型：角色
  费用：1
  常值：2
  【被除外时】抽1张卡。

卡牌 逐客者
  类型：角色
  费用：1
  常值：2
  当此卡被除外时：推动进度+1。

卡牌 旁观者
  类型：角色
  费用：1
  常值：2
  【被除外时】抽1张卡。

卡牌 回归者
  类型：角色
  费用：1
  常值：2
  【被回归时】推动进度+1。

卡牌 放逐
  类型：发生
  费用：0
  将一个角色除外。

卡牌 回手
  类型：发生
  费用：0
  将一个对方角色返回手牌。
`);

const play = (s: SlcgState, name: string) => act(s, { type: 'play', card: inst(s, 0, 'hand', name) }).state;

function target(s: SlcgState, id: number): { state: SlcgState; events: { type: string }[] } {
  const index = s.pending?.options.findIndex((o) => o.value === id) ?? -1;
  expect(index, `card ${id} is offered`).toBeGreaterThanOrEqual(0);
  return act(s, { type: 'choose', index });
}

describe('a card’s own 被除外时 and 被回归时 (SLCG-ZN-05)', () => {
  it('SLCG-ZN-05 【被除外时】抽1张卡: the banished character’s controller draws; the one left on the field does not wake', () => {
    const s = board({
      cards,
      p0: { hand: ['放逐'], deck: ['Pusher'] },
      p1: { main: ['流亡者', '旁观者'], deck: ['Striker'] },
    });
    const r = target(play(s, '放逐'), inst(s, 1, 'main', '流亡者'));
    expect(names(r.state, 1, 'banished')).toEqual(['流亡者']);
    expect(names(r.state, 1, 'hand')).toEqual(['Striker']); // its controller's draw
    expect(names(r.state, 0, 'hand')).toEqual([]);
    expect(names(r.state, 1, 'main')).toEqual(['旁观者']);
  });

  it('SLCG-ZN-05 当此卡被除外时：推动进度+1: the line of one’s own character, banished by one’s own card', () => {
    const s = board({ cards, p0: { hand: ['放逐'], main: ['逐客者'] } });
    const r = play(s, '放逐'); // the one character there is: no question
    expect(names(r, 0, 'banished')).toEqual(['逐客者']);
    expect(r.players[0].res.victory).toBe(1);
  });

  it('SLCG-ZN-05 【被回归时】推动进度+1: the character returned to its owner’s hand wakes there, for that player', () => {
    const s = board({ cards, p0: { hand: ['回手'] }, p1: { main: ['回归者'] } });
    const r = play(s, '回手');
    expect(names(r, 1, 'hand')).toEqual(['回归者']);
    expect(r.players[1].res.victory).toBe(1);
    expect(r.players[0].res.victory).toBe(0);
  });
});
