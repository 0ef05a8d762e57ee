// SLCG 回档 / 洗回卡组 (the shared op of KL-TX-03: a card returns to its owner's deck, which is then shuffled,
// SLCG-ZN-04): the shuffle is told in the log, one `shuffled` event per deck shuffled, after the cards' moves. Played
// on real SLCG states with a compiled set and with the interpreter, which give the same event log.
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardPool, GameEvent, SlcgState } from '../../../runtime/index.js';
import { MODES, textPools, type Mode } from '../compiled/compiled-sets.js';
import { board, names, playAnswering, type SideSpec } from '../helpers.js';

const CARDS = `卡牌 回档
  类型：发生
  费用：0
  回档一个对方角色。

卡牌 洗回
  类型：发生
  费用：0
  将所有角色洗回卡组。

卡牌 兵
  类型：角色
  费用：0
  常值：2 攻

卡牌 补给
  类型：发生
  费用：0
  抽1张卡。
`;

let pools: Record<Mode, CardPool>;

beforeAll(async () => {
  pools = await textPools('slcg', '回档', CARDS);
});

function on(mode: Mode, p0: SideSpec, p1: SideSpec = {}, seed = 1): SlcgState {
  return board({
    pool: pools[mode],
    seed,
    p0: { deck: ['补给', '补给'], ...p0 },
    p1: { deck: ['补给', '补给'], ...p1 },
  });
}

/** The moves into a deck and the shuffles, as `moved 1` / `shuffled 1` (the player whose deck). */
const deckEvents = (ev: readonly GameEvent[]): string[] =>
  ev
    .filter((e) => (e.type === 'moved' && e.to === 'deck') || e.type === 'shuffled')
    .map((e) => `${e.type} ${e.player}`);

describe.each(MODES)('SLCG 回档 (%s)', (mode) => {
  it('SLCG-ZN-04 / KL-TX-03 回档一个对方角色: it goes into its owner’s deck, which is shuffled — a `shuffled` event', () => {
    const r = playAnswering(on(mode, { hand: ['回档'] }, { main: ['兵'] }), '回档');
    expect(names(r.s, 1, 'main')).toEqual([]);
    expect(names(r.s, 1, 'deck').sort()).toEqual(['兵', '补给', '补给'].sort());
    expect(deckEvents(r.ev)).toEqual(['moved 1', 'shuffled 1']);
    expect(r.ev.find((e) => e.type === 'shuffled')).toMatchObject({ player: 1, info: 'effect' });
  });

  it('SLCG-ZN-04 / KL-TX-03 将所有角色洗回卡组: each player’s deck shuffled once, after every move', () => {
    const r = playAnswering(on(mode, { hand: ['洗回'], main: ['兵', '兵'] }, { main: ['兵'] }), '洗回');
    const told = deckEvents(r.ev);
    expect(told.slice(0, 3).every((e) => e.startsWith('moved'))).toBe(true);
    expect(told.slice(3).sort()).toEqual(['shuffled 0', 'shuffled 1']);
  });
});

describe('SLCG 回档, both ways', () => {
  it('SLCG-ZN-04 / KL-TX-03 compiled and interpreted shuffle alike: the same event log for every seed', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const [a, b] = MODES.map((m) =>
        playAnswering(on(m, { hand: ['洗回'], main: ['兵'] }, { main: ['兵', '兵'] }, seed), '洗回'),
      );
      expect(JSON.stringify(b.ev), `seed ${seed}`).toBe(JSON.stringify(a.ev));
      expect(JSON.stringify(b.s.players), `seed ${seed}`).toBe(JSON.stringify(a.s.players));
    }
  });
});
