// SLCG card text that must play as it reads: 其 after an effect that names cards (SLCG-TG-01), 可以X，然后Y and
// 可以X。若如此，Y (SLCG-TX-08: Y only if X was done), 双方各 on a player's heal, and 选择X并…. Played on real SLCG
// states with a compiled set and with the interpreter over the same cards.

import { beforeAll, describe, expect, it } from 'vitest';
import { hasKeyword, valueOf, type CardPool } from '../../../runtime/index.js';
import type { SlcgState } from '../../../runtime/index.js';
import { MODES, textPools, type Mode } from '../compiled/compiled-sets.js';
import { act, board, inst, names, type SideSpec } from '../helpers.js';

const CARDS = `卡牌 驱逐者
  类型：角色
  费用：0
  常值：2 攻
  【登场时】横置一个对方角色，然后对其造成1点伤害。

卡牌 清场者
  类型：角色
  费用：0
  常值：2 攻
  【登场时】对所有对方角色造成1点伤害，令其失去【守护】。

卡牌 换牌者
  类型：角色
  费用：0
  常值：2 攻
  【登场时】可以弃一张手牌，然后抽2张卡。

卡牌 谨慎者
  类型：角色
  费用：0
  常值：2 攻
  【登场时】可以弃一张手牌。若如此，推动进度+2。

卡牌 守卫
  类型：角色
  费用：0
  常值：3 攻
  【守护】

卡牌 和解
  类型：发生
  费用：0
  双方各治愈1点创伤。

卡牌 点名
  类型：发生
  费用：0
  选择一个对方角色并令其常值-1。

卡牌 点杀
  类型：发生
  费用：0
  选择一个对方角色；对其造成2点伤害；令其失去【守护】。

卡牌 群伤
  类型：发生
  费用：0
  对方每个角色各受到1点伤害。

卡牌 补给
  类型：发生
  费用：0
  抽1张卡。
`;

let pools: Record<Mode, CardPool>;

beforeAll(async () => {
  pools = await textPools('slcg', '文字语义', CARDS);
});

const DECK = ['补给', '补给', '补给', '补给'];

function on(mode: Mode, p0: SideSpec, p1: SideSpec): SlcgState {
  return board({ pool: pools[mode], p0: { deck: DECK, ...p0 }, p1: { deck: DECK, ...p1 } });
}

interface Answers {
  /** The card a target question is answered with. */
  target?: (s: SlcgState) => number;
  /** The answer to every 可以 question (the trigger's and each part's). */
  may?: boolean;
}

/** P0 plays `name` from hand; then every window is passed and every question answered, until nothing waits. */
function play(s: SlcgState, name: string, answers: Answers = {}): SlcgState {
  s = act(s, { type: 'play', card: inst(s, 0, 'hand', name) }).state;
  for (let i = 0; i < 100 && (s.pending || s.window) && s.winner === null; i++) {
    const d = s.pending;
    if (!d) {
      s = act(s, { type: 'pass' }).state;
      continue;
    }
    let index = 0;
    if (d.kind === 'target' && answers.target) index = d.options.findIndex((o) => o.value === answers.target!(s));
    else if ((d.kind === 'trigger' || d.kind === 'optional') && answers.may !== undefined)
      index = d.options.findIndex((o) => o.value === (answers.may ? 1 : 0));
    expect(index, `${d.kind} answer offered`).toBeGreaterThanOrEqual(0);
    s = act(s, { type: 'choose', index }).state;
  }
  return s;
}

describe.each(MODES)('SLCG text plays as it reads (%s)', (mode) => {
  it('SLCG-TG-01 横置一个对方角色，然后对其造成1点伤害: 其 is the tapped character, not the card whose 登场 it is', () => {
    const s = play(on(mode, { hand: ['驱逐者'] }, { main: ['守卫', '补给'] }), '驱逐者', {
      target: (x) => inst(x, 1, 'main', '守卫'),
    });
    const guard = inst(s, 1, 'main', '守卫');
    expect(s.cards[guard].tapped).toBe(true);
    expect(s.cards[guard].damage).toBe(1);
    expect(s.cards[inst(s, 0, 'main', '驱逐者')].damage).toBe(0);
  });

  it('SLCG-TG-01 对所有对方角色造成1点伤害，令其失去【守护】: 其 is every one of them, not this card', () => {
    const s = play(on(mode, { hand: ['清场者'] }, { main: ['守卫'] }), '清场者');
    const guard = inst(s, 1, 'main', '守卫');
    expect(s.cards[guard].damage).toBe(1);
    expect(hasKeyword(s, guard, 'guard')).toBe(false);
  });

  it('SLCG-TX-08 可以弃一张手牌，然后抽2张卡: chosen and done, the draw follows', () => {
    const s = play(on(mode, { hand: ['换牌者', '补给'] }, {}), '换牌者', { may: true });
    expect(names(s, 0, 'discard')).toEqual(['补给']);
    expect(names(s, 0, 'hand')).toEqual(['补给', '补给']);
  });

  it('SLCG-TX-08 可以弃一张手牌，然后抽2张卡: declined, nothing is drawn', () => {
    const s = play(on(mode, { hand: ['换牌者', '补给'] }, {}), '换牌者', { may: false });
    expect(names(s, 0, 'discard')).toEqual([]);
    expect(names(s, 0, 'hand')).toEqual(['补给']);
  });

  it('SLCG-TX-08 可以弃一张手牌，然后抽2张卡: chosen with no card to discard, it is not done and nothing is drawn', () => {
    const s = play(on(mode, { hand: ['换牌者'] }, {}), '换牌者', { may: true });
    expect(names(s, 0, 'hand')).toEqual([]);
    expect(s.players[0].zones[s.zoneNames.indexOf('deck')].length).toBe(DECK.length);
  });

  it('SLCG-TX-08 可以弃一张手牌。若如此，推动进度+2: the push only when the discard was done', () => {
    const done = play(on(mode, { hand: ['谨慎者', '补给'] }, {}), '谨慎者', { may: true });
    expect(names(done, 0, 'discard')).toEqual(['补给']);
    expect(done.players[0].res.victory).toBe(2);
    const declined = play(on(mode, { hand: ['谨慎者', '补给'] }, {}), '谨慎者', { may: false });
    expect(declined.players[0].res.victory).toBe(0);
    const nothing = play(on(mode, { hand: ['谨慎者'] }, {}), '谨慎者', { may: true });
    expect(nothing.players[0].res.victory).toBe(0);
  });

  it('SLCG-TRM-04 双方各治愈1点创伤: each player heals one', () => {
    const s = play(on(mode, { hand: ['和解'], trauma: 2 }, { trauma: 1 }), '和解');
    expect(s.players[0].res.trauma).toBe(1);
    expect(s.players[1].res.trauma).toBe(0);
  });

  it('SLCG-TG-01 对方每个角色各受到1点伤害: each of them takes its own 1', () => {
    const s = play(on(mode, { hand: ['群伤'], main: ['守卫'] }, { main: ['守卫', '驱逐者'] }), '群伤');
    expect([inst(s, 1, 'main', '守卫'), inst(s, 1, 'main', '驱逐者')].map((id) => s.cards[id].damage)).toEqual([1, 1]);
    expect(s.cards[inst(s, 0, 'main', '守卫')].damage).toBe(0);
  });

  it('SLCG-TG-01 选择一个对方角色并令其常值-1: the chosen character, one choice', () => {
    const s0 = on(mode, { hand: ['点名'] }, { main: ['守卫', '驱逐者'] });
    const s = play(s0, '点名', { target: (x) => inst(x, 1, 'main', '驱逐者') });
    expect(valueOf(s, inst(s, 1, 'main', '驱逐者'))).toBe(1);
    expect(valueOf(s, inst(s, 1, 'main', '守卫'))).toBe(3);
  });

  it('SLCG-TG-01 选择一个对方角色；对其造成2点伤害；令其失去【守护】: the clause that only chooses hands X on', () => {
    const s0 = on(mode, { hand: ['点杀'] }, { main: ['守卫', '驱逐者'] });
    const s = play(s0, '点杀', { target: (x) => inst(x, 1, 'main', '守卫') });
    const guard = inst(s, 1, 'main', '守卫');
    expect(s.cards[guard].damage).toBe(2);
    expect(hasKeyword(s, guard, 'guard')).toBe(false);
    expect(s.cards[inst(s, 1, 'main', '驱逐者')].damage).toBe(0);
  });
});
