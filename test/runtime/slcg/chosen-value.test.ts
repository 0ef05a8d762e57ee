// SLCG-TG-01 选择一个对方角色，推动进度+X，X为其常值: 选择 designates a card for an effect that acts on no card and whose
// X is that card's value — the card is designated when the ability is used (法术吸引 binds it, SLCG-KW-09) and its
// value is read when the effect resolves. Played on real SLCG states with a compiled set and with the interpreter.

import { beforeAll, describe, expect, it } from 'vitest';
import type { CardPool, SlcgState } from '../../../runtime/index.js';
import { MODES, textPools, type Mode } from '../compiled/compiled-sets.js';
import { board, names, playAnswering, slcgCards, type SideSpec } from '../helpers.js';

const CARDS = `卡牌 定标射手
  类型：角色
  费用：0
  常值：2 攻
  【登场时】选择一个对方角色，推动进度+X，X为其常值。

卡牌 情报分析
  类型：发生
  费用：0
  选择一个己方角色；抽X张卡，X为其常值。

卡牌 大个子
  类型：角色
  费用：0
  常值：4 攻

卡牌 诱饵
  类型：角色
  费用：0
  常值：1 攻
  【法术吸引】

卡牌 补给
  类型：发生
  费用：0
  抽1张卡。
`;

let pools: Record<Mode, CardPool>;

beforeAll(async () => {
  pools = await textPools('slcg', '选择读值', CARDS);
});

const DECK = ['补给', '补给', '补给', '补给', '补给', '补给'];

function on(mode: Mode, p0: SideSpec, p1: SideSpec): SlcgState {
  return board({ pool: pools[mode], p0: { deck: DECK, ...p0 }, p1: { deck: DECK, ...p1 } });
}

/** Plays `card`, answering each target question with the card named `pick` (the first option otherwise). */
function play(s: SlcgState, card: string, pick: string) {
  return playAnswering(s, card, (d, t) => {
    const k = d.options.findIndex((o) => typeof o.value === 'number' && t.defs[t.cards[o.value].def]?.name === pick);
    return k >= 0 ? k : 0;
  });
}

describe.each(MODES)('SLCG 选择X，…X为其常值 (%s)', (mode) => {
  it('SLCG-TG-01 选择一个对方角色，推动进度+X，X为其常值: the chosen character’s 常值 is the push', () => {
    const r = play(on(mode, { hand: ['定标射手'] }, { main: ['大个子', '补给'] }), '定标射手', '大个子');
    expect(r.s.players[0].res.victory).toBe(4);
  });

  it('SLCG-TG-01 / SLCG-KW-09 the choice is a designation: 【法术吸引】 binds it (诱饵, 常值1, is read)', () => {
    const r = play(on(mode, { hand: ['定标射手'] }, { main: ['大个子', '诱饵'] }), '定标射手', '大个子');
    expect(r.s.players[0].res.victory).toBe(1);
  });

  it('SLCG-TG-01 with nothing to choose nothing is read: no push', () => {
    const r = play(on(mode, { hand: ['定标射手'] }, {}), '定标射手', '大个子');
    expect(r.s.players[0].res.victory).toBe(0);
  });

  it('SLCG-TG-01 选择一个己方角色；抽X张卡，X为其常值: a clause that only chooses hands X to the next one', () => {
    const r = play(on(mode, { hand: ['情报分析'], main: ['大个子'] }, {}), '情报分析', '大个子');
    expect(names(r.s, 0, 'hand')).toEqual(['补给', '补给', '补给', '补给']);
  });
});

describe('SLCG 选择X，…X为其常值, lowered', () => {
  it('SLCG-TG-01 the IR: the op reads the designated card (reads) and X is its value (perValue ref it)', () => {
    const [shooter] = slcgCards(CARDS.slice(0, CARDS.indexOf('卡牌 情报分析')));
    const { source: _, ...push } = shooter.abilities[0].effects[0];
    expect(push).toEqual({
      op: 'push',
      side: 'self',
      amount: 1,
      reads: { count: 1, side: 'opponent', kind: 'character' },
      perValue: { ref: 'it', stat: 'value' },
    });
  });
});
