// GA-ZN-01 / GA-ZN-02: cards move between hand, deck, discard and banished — from the 用牌区, and from the hand, deck or
// discard a target names. Before, 将一张手牌置于卡组底 (language.md's own example) was refused by the checker (CS2073)
// and the pool, and 从弃牌区将一张卡加入手牌 / 将对方弃牌区的一张卡除外 checked clean but found no card (a 卡 was only one
// in a 用牌区). Played on real 光暗 states.
import { describe, expect, it } from 'vitest';
import { board, card, readySide, setWith, usePlayed, Z, plain } from './helpers.js';

const SET = setWith(
  [
    plain('沉底', '将一张手牌置于卡组底，然后抽1张卡。'),
    plain('拾回', '从弃牌区将一张卡加入手牌。'),
    plain('抹除', '将对方弃牌区的一张卡除外。'),
    plain('洗回', '将手牌中的一张卡洗入卡组，然后抽2张卡。'),
    plain('寻回', '从卡组将一张卡加入手牌。'),
  ].join('\n'),
);

const names = (s: ReturnType<typeof board>, p: number, z: number) =>
  s.players[p].zones[z].map((id) => s.defs[s.cards[id].def].name);

describe('GA-ZN-01 cards moved from a hand, deck or discard', () => {
  it('GA-ZN-01 将一张手牌置于卡组底，然后抽1张卡: the hand card goes under the deck, the top card is drawn', () => {
    const s0 = board(
      { A: { ...readySide(['林燃'], { hand: ['沉底', '冰锥'] }), deck: ['雪落', '疾风'] }, B: readySide(['霜月']) },
      {},
      1,
      SET,
    );
    const r = usePlayed(s0, '沉底');
    expect(names(r.s, 0, Z.hand)).toEqual(['雪落']);
    expect(names(r.s, 0, Z.deck)).toEqual(['疾风', '冰锥']);
  });

  it('GA-ZN-01 从弃牌区将一张卡加入手牌: a card of the own discard comes back to hand', () => {
    const s0 = board(
      { A: readySide(['林燃'], { hand: ['拾回'], discard: ['冰锥'] }), B: readySide(['霜月']) },
      {},
      1,
      SET,
    );
    const r = usePlayed(s0, '拾回');
    expect(names(r.s, 0, Z.hand)).toEqual(['冰锥']);
    expect(names(r.s, 0, Z.discard)).toEqual(['拾回']);
  });

  it('GA-ZN-02 将对方弃牌区的一张卡除外: the card leaves the other discard for good', () => {
    const s0 = board(
      { A: readySide(['林燃'], { hand: ['抹除'] }), B: readySide(['霜月'], { discard: ['冰锥'] }) },
      {},
      1,
      SET,
    );
    const r = usePlayed(s0, '抹除');
    expect(names(r.s, 1, Z.discard)).toEqual([]);
    expect(card(r.s, 1, '冰锥', Z.banished)).toBeGreaterThanOrEqual(0);
  });

  it('GA-ZN-01 从卡组将一张卡加入手牌: the controller chooses which card (a 载入), one per name; the deck is shuffled', () => {
    const s0 = board(
      { A: { ...readySide(['林燃'], { hand: ['寻回'] }), deck: ['雪落', '疾风', '冰锥'] }, B: readySide(['霜月']) },
      {},
      1,
      SET,
    );
    const r = usePlayed(s0, '寻回', (d, st) =>
      d.kind === 'pick' ? d.options.findIndex((o) => st.defs[st.cards[o.value].def].name === '冰锥') : 0,
    );
    expect(r.asked.map((q) => q.split(':')[0])).toEqual(['A pick']);
    expect(r.asked[0].split(':')[1].split('/')).toHaveLength(3); // before, nobody was asked: the top card was taken
    expect(names(r.s, 0, Z.hand)).toEqual(['冰锥']);
    expect(r.events.some((e) => e.type === 'shuffled')).toBe(true);
  });

  it('GA-ZN-01 将手牌中的一张卡洗入卡组，然后抽2张卡', () => {
    const s0 = board(
      { A: { ...readySide(['林燃'], { hand: ['洗回', '冰锥'] }), deck: ['雪落'] }, B: readySide(['霜月']) },
      {},
      1,
      SET,
    );
    const r = usePlayed(s0, '洗回');
    expect(names(r.s, 0, Z.hand).sort()).toEqual(['冰锥', '雪落'].sort());
    expect(names(r.s, 0, Z.deck)).toEqual([]);
  });
});
