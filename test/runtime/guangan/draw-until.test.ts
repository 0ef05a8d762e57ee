// 光暗 抽卡直到手牌数为N (draw op untilHand, GA-ZN-01): the hand is counted when the draw resolves — the used card is no
// longer in it; none is drawn with N or more, never more than the deck holds, and 双方各… counts each player's own
// hand. Played on real boards, on the interpreter and the compiled set alike (the same event log).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardPool, GameEvent, GuanganState } from '../../../runtime/index.js';
import type { LoadedSet } from '../../../compiler/scenario/set-cache.js';
import { bothWays, onEachPool, type Mode } from '../compiled/compiled-sets.js';
import { board, nameOf, readySide, usePlayed, Z, type Played } from './helpers.js';

const CARDS = `卡牌 林燃
  类型：角色
  生命：5  攻击：2

卡牌 夜昙
  类型：角色
  生命：5  攻击：4

卡牌 白曜
  类型：角色
  生命：5  攻击：4

卡牌 雪落
  类型：普通
  专属：林燃
  体力：1
  抽1张卡。

卡牌 补手
  类型：普通
  专属：林燃
  体力：1
  抽卡直到手牌数为4张。

卡牌 双补
  类型：普通
  专属：林燃
  体力：1
  双方各抽卡直到手牌为3张。

卡牌 对补
  类型：普通
  专属：林燃
  体力：1
  令对方抽卡直到手牌为4张。
`;

let interpreted: LoadedSet;
let compiled: CardPool;
let resolved: () => number;

beforeAll(async () => {
  ({ interpreted, compiled, resolved } = await bothWays('guangan', '补手', CARDS));
}, 120_000);

afterAll(() => expect(resolved()).toBeGreaterThanOrEqual(6));

const DECK = Array<string>(6).fill('雪落');

interface Side {
  hand: string[];
  deck?: string[];
}

/** A (林燃, 白曜) and B (夜昙, 白曜) holding and drawing from what is given (six 雪落 by default), on each pool. */
function boards(a: Side, b: Side = { hand: ['雪落'] }): [Mode, GuanganState][] {
  const s = board(
    {
      A: readySide(['林燃', '白曜'], { hand: a.hand, deck: a.deck ?? DECK }),
      B: readySide(['夜昙', '白曜'], { hand: b.hand, deck: b.deck ?? DECK }),
    },
    {},
    1,
    interpreted,
  );
  return onEachPool(s, compiled);
}

/** A uses `name`; the game plays on until the chain is empty (windows passed, questions their first option). */
const play = (s: GuanganState, name: string): Played => usePlayed(s, name);

const zone = (s: GuanganState, p: number, z: number): string[] => s.players[p].zones[z].map((id) => nameOf(s, id));
const drew = (events: GameEvent[], p: number): number =>
  events.filter((e) => e.type === 'drew' && e.player === p).length;

/** Plays `name` on each pool; both must log the same events. Hand and deck sizes of A and B, and who drew how many. */
function outcome(name: string, a: Side, b?: Side) {
  const got = boards(a, b).map(([how, s]) => {
    const r = play(s, name);
    expect(r.s.winner, how).toBeNull();
    expect(zone(r.s, 0, Z.discard), how).toEqual([name]);
    return {
      how,
      events: JSON.stringify(r.events),
      hands: [zone(r.s, 0, Z.hand).length, zone(r.s, 1, Z.hand).length],
      decks: [zone(r.s, 0, Z.deck).length, zone(r.s, 1, Z.deck).length],
      drew: [drew(r.events, 0), drew(r.events, 1)],
    };
  });
  expect(got[1].events, 'compiled as interpreted').toBe(got[0].events);
  expect({ ...got[1], how: '', events: '' }).toEqual({ ...got[0], how: '', events: '' });
  return got[0];
}

describe('光暗 抽卡直到手牌数为N', () => {
  it('GA-ZN-01 with one other card in hand (the used one gone): three drawn, four in hand', () => {
    const r = outcome('补手', { hand: ['补手', '雪落'] });
    expect(r.drew).toEqual([3, 0]);
    expect(r.hands).toEqual([4, 1]);
    expect(r.decks).toEqual([3, 6]);
  });

  it('GA-ZN-01 with an empty hand besides it: four drawn', () => {
    const r = outcome('补手', { hand: ['补手'] });
    expect(r.drew).toEqual([4, 0]);
    expect(r.hands).toEqual([4, 1]);
    expect(r.decks).toEqual([2, 6]);
  });

  it('GA-ZN-01 with four cards in hand already: nothing is drawn', () => {
    const r = outcome('补手', { hand: ['补手', '雪落', '雪落', '雪落', '雪落'] });
    expect(r.drew).toEqual([0, 0]);
    expect(r.hands).toEqual([4, 1]);
    expect(r.decks).toEqual([6, 6]);
  });

  it('GA-ZN-01 with more than four cards in hand: nothing is drawn, none discarded', () => {
    const r = outcome('补手', { hand: ['补手', '雪落', '雪落', '雪落', '雪落', '雪落', '雪落'] });
    expect(r.drew).toEqual([0, 0]);
    expect(r.hands).toEqual([6, 1]);
    expect(r.decks).toEqual([6, 6]);
  });

  it('GA-ZN-01 a deck with fewer cards than the hand lacks: all of it and no more (no loss: cards are in hand)', () => {
    const r = outcome('补手', { hand: ['补手'], deck: ['雪落', '雪落'] });
    expect(r.drew).toEqual([2, 0]);
    expect(r.hands).toEqual([2, 1]);
    expect(r.decks).toEqual([0, 6]);
  });

  it('GA-ZN-01 双方各抽卡直到手牌为3张: each player draws what its own hand lacks', () => {
    const r = outcome('双补', { hand: ['双补'] }, { hand: ['雪落', '雪落'] });
    expect(r.drew).toEqual([3, 1]);
    expect(r.hands).toEqual([3, 3]);
    expect(r.decks).toEqual([3, 5]);
  });

  it('GA-ZN-01 双方各抽卡直到手牌为3张 when one hand holds three or more: only the other draws', () => {
    const r = outcome('双补', { hand: ['双补', '雪落'] }, { hand: ['雪落', '雪落', '雪落', '雪落'] });
    expect(r.drew).toEqual([2, 0]);
    expect(r.hands).toEqual([3, 4]);
    expect(r.decks).toEqual([4, 6]);
  });

  it('GA-ZN-01 令对方抽卡直到手牌为4张: B’s hand is counted and B draws, A does not', () => {
    const r = outcome('对补', { hand: ['对补'] }, { hand: ['雪落'] });
    expect(r.drew).toEqual([0, 3]);
    expect(r.hands).toEqual([0, 4]);
    expect(r.decks).toEqual([6, 3]);
  });
});
