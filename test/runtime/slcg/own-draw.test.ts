// A card's own 当此卡被抽到时 / 【被抽到时】 (SLCG-TRN-05, SLCG-ZN-08): the draw has moved it from the deck into its
// player's hand, where triggers are not looked for; its own line for that moment still wakes (core/triggers.ts
// ownLeavingLine), whichever draw it was — the 抽牌阶段's or an effect's. Played on real SLCG states with a compiled
// set and with the interpreter over the same cards.

import { beforeAll, describe, expect, it } from 'vitest';
import { startSlcgGame, type CardPool, type SlcgState } from '../../../runtime/index.js';
import { MODES, textPools, type Mode } from '../compiled/compiled-sets.js';
import { board, endTurn, names, playThrough, slcgCards, type SideSpec } from '../helpers.js';

const CARDS = `卡牌 量子信标
  类型：角色
  费用：1
  常值：1 蓝
  当此卡被抽到时，推动进度+1。

卡牌 回响
  类型：发生
  费用：1
  【被抽到时】令对方推动进度-1。

卡牌 补给
  类型：发生
  费用：0
  抽1张卡。

卡牌 压舱石
  类型：角色
  费用：1
  常值：1 攻
`;

let pools: Record<Mode, CardPool>;

beforeAll(async () => {
  pools = await textPools('slcg', '被抽到时', CARDS);
});

function on(mode: Mode, p0: SideSpec, p1: SideSpec = {}): SlcgState {
  return board({ pool: pools[mode], p0, p1: { deck: ['压舱石'], ...p1 } });
}

describe.each(MODES)('SLCG 当此卡被抽到时 (%s)', (mode) => {
  it('SLCG-TRN-05 / SLCG-ZN-08 drawn by an effect (抽1张卡): its own line wakes in the hand', () => {
    const s = playThrough(on(mode, { hand: ['补给'], deck: ['量子信标', '压舱石'] }), '补给');
    expect(names(s, 0, 'hand')).toEqual(['量子信标']);
    expect(s.players[0].res.victory).toBe(1);
  });

  it('SLCG-TRN-05 drawn in the 抽牌阶段: the line wakes for its owner; a 发生 card’s 【被抽到时】 too', () => {
    const s = endTurn(on(mode, { deck: ['量子信标', '回响'] }, { victory: 3, deck: ['压舱石'] })).state;
    expect(names(s, 0, 'hand')).toEqual(['量子信标', '回响']);
    expect(s.players[0].res.victory).toBe(1);
    expect(s.players[1].res.victory).toBe(2);
  });

  it('SLCG-SU-04 the opening hand is the game’s setting up, not a draw of it: no line wakes', () => {
    const beacon = pools[mode].defs.find((d) => d.name === '量子信标')!.id;
    const { state } = startSlcgGame(
      { cards: pools[mode].defs, decks: [Array(6).fill(beacon), Array(6).fill(beacon)], seed: 3, firstPlayer: 0 },
      pools[mode] as Parameters<typeof startSlcgGame>[1],
    );
    expect(names(state, 0, 'hand')).toHaveLength(5);
    expect(state.players.map((p) => p.res.victory)).toEqual([0, 0]);
  });

  it('SLCG-TRN-05 a card drawn by the other player wakes nothing of this one’s (the draw is its own card’s)', () => {
    const s = playThrough(on(mode, { hand: ['补给'], deck: ['压舱石'] }, { deck: ['量子信标'] }), '补给');
    expect(s.players[0].res.victory).toBe(0);
    expect(s.players[1].res.victory).toBe(0);
  });
});

describe('SLCG 当此卡被抽到时, lowered', () => {
  it('SLCG-TRN-05 the IR: a drew trigger whose subject is this card; 【被抽到时】 the same', () => {
    const [beacon, echo] = slcgCards(CARDS);
    expect(beacon.abilities[0].timing).toEqual({ event: 'drew', side: 'self', subject: { ref: 'self' } });
    expect(echo.abilities[0].timing).toEqual(beacon.abilities[0].timing);
  });
});
