// 抽卡直到手牌数为N (draw op untilHand): each player draws what its hand lacks of N when the op resolves — none with N
// or more in hand, and no more than the deck holds (SLCG-TRN-06). Played on real SLCG states both ways.
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardPool, SlcgState } from '../../../runtime/index.js';
import { MODES, textPools, type Mode } from '../compiled/compiled-sets.js';
import { board, names, playThrough, type SideSpec } from '../helpers.js';

const CARDS = `卡牌 补手
  类型：发生
  费用：0
  抽卡直到手牌数为4张。

卡牌 双补
  类型：发生
  费用：0
  双方各抽卡直到手牌为3张。

卡牌 补给
  类型：发生
  费用：0
  抽1张卡。
`;

let pools: Record<Mode, CardPool>;

beforeAll(async () => {
  pools = await textPools('slcg', '补手', CARDS);
});

const DECK = ['补给', '补给', '补给', '补给', '补给', '补给'];

function on(mode: Mode, p0: SideSpec, p1: SideSpec = {}): SlcgState {
  return board({ pool: pools[mode], p0: { deck: DECK, ...p0 }, p1: { deck: DECK, ...p1 } });
}

describe.each(MODES)('SLCG 抽卡直到手牌数为N (%s)', (mode) => {
  it('SLCG-TRN-05 with one other card in hand (the played one gone): three drawn, four in hand', () => {
    const s = playThrough(on(mode, { hand: ['补手', '补给'] }), '补手');
    expect(names(s, 0, 'hand')).toHaveLength(4);
    expect(names(s, 0, 'deck')).toHaveLength(3);
  });

  it('SLCG-TRN-05 with four or more cards in hand already: nothing is drawn', () => {
    const s = playThrough(on(mode, { hand: ['补手', '补给', '补给', '补给', '补给'] }), '补手');
    expect(names(s, 0, 'hand')).toHaveLength(4);
    expect(names(s, 0, 'deck')).toHaveLength(6);
  });

  it('SLCG-TRN-06 a deck with fewer cards than the hand lacks: all of it, and no more', () => {
    const s = playThrough(on(mode, { hand: ['补手'], deck: ['补给', '补给'] }), '补手');
    expect(names(s, 0, 'hand')).toHaveLength(2);
    expect(names(s, 0, 'deck')).toEqual([]);
  });

  it('SLCG-TRN-05 双方各抽卡直到手牌为3张: each player draws what its own hand lacks', () => {
    const s = playThrough(on(mode, { hand: ['双补'] }, { hand: ['补给', '补给'] }), '双补');
    expect(names(s, 0, 'hand')).toHaveLength(3);
    expect(names(s, 1, 'hand')).toHaveLength(3);
    expect(names(s, 0, 'deck')).toHaveLength(3);
    expect(names(s, 1, 'deck')).toHaveLength(5);
  });
});
