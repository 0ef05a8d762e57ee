// 卡灵时代 抽卡直到手牌数为N (draw op untilHand, KL-TX-04) on a 卡灵's 【启动】: each player draws what its hand lacks when
// it resolves, none with N or more; a deck too short for what is lacking gives all it has and its player loses
// (KL-WIN-02), but a player who had nothing to draw never does. Interpreter and compiled set alike (same event log).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardPool, GameEvent, KalingState } from '../../../runtime/index.js';
import type { LoadedSet } from '../../../compiler/scenario/set-cache.js';
import { bothWays, onEachPool, type Mode } from '../compiled/compiled-sets.js';
import { at, kboard, names, type BoardOptions, activatePlayed, type Played } from './helpers.js';

const CARDS = `卡牌 补手者
  类型：卡灵
  等级：1
  AP：1
  DP：1
  SP：0
  【启动】免能：抽卡直到手牌数为4张。

卡牌 双补者
  类型：卡灵
  等级：1
  AP：1
  DP：1
  SP：0
  【启动】免能：双方各抽卡直到手牌为3张。

卡牌 对补者
  类型：卡灵
  等级：1
  AP：1
  DP：1
  SP：0
  【启动】免能：令对方抽卡直到手牌为4张。

卡牌 盾卫
  类型：卡灵
  等级：1
  AP：5
  DP：5
  SP：0
`;

let interpreted: LoadedSet;
let compiled: CardPool;
let resolved: () => number;

beforeAll(async () => {
  ({ interpreted, compiled, resolved } = await bothWays('kaling', '补手', CARDS));
}, 120_000);

afterAll(() => expect(resolved()).toBeGreaterThanOrEqual(10));

const cards = (n: number): string[] => Array<string>(n).fill('盾卫');

interface Side {
  hand: string[];
  deck?: string[];
}

/** A's `who` in c1 (A's 行动阶段); A and B holding and drawing from what is given (six 盾卫 by default). */
function boards(who: string, a: Side, b: Side = { hand: [] }): [Mode, KalingState][] {
  const o: BoardOptions = {
    A: { hand: a.hand, deck: a.deck ?? cards(6) },
    B: { hand: b.hand, deck: b.deck ?? cards(6) },
    board: `. . . . .\n. . . . .\n. . . . .\n. . . . .\n. . A:${who} . .`,
    set: interpreted,
  };
  return onEachPool(kboard(o), compiled);
}

/** A activates the 【启动】 of its 卡灵 in c1; windows are passed, any question answered with its first option. */
const activate = (s: KalingState): Played => activatePlayed(s, at(s, 'c1'));

const drew = (events: GameEvent[], p: number): number =>
  events.filter((e) => e.type === 'drew' && e.player === p).length;

/**
 * Activates `who` on each pool; both must log the same events. Hand and deck sizes of A and B, who drew how many,
 * the winner (null while the game goes on, -1 a draw) and why the game ended.
 */
function outcome(who: string, a: Side, b?: Side) {
  const got = boards(who, a, b).map(([how, s]) => {
    const r = activate(s);
    return {
      how,
      events: JSON.stringify(r.events),
      hands: [names(r.s, 0, 'hand').length, names(r.s, 1, 'hand').length],
      decks: [names(r.s, 0, 'deck').length, names(r.s, 1, 'deck').length],
      drew: [drew(r.events, 0), drew(r.events, 1)],
      winner: r.s.winner,
      over: r.events.filter((e) => e.type === 'gameOver').map((e) => e.info),
    };
  });
  expect(got[1].events, 'compiled as interpreted').toBe(got[0].events);
  expect({ ...got[1], how: '', events: '' }).toEqual({ ...got[0], how: '', events: '' });
  return got[0];
}

describe('卡灵时代 抽卡直到手牌数为N', () => {
  it('KL-TX-04 with one card in hand: three drawn, four in hand, the game goes on', () => {
    const r = outcome('补手者', { hand: ['盾卫'] });
    expect(r.drew).toEqual([3, 0]);
    expect(r.hands).toEqual([4, 0]);
    expect(r.decks).toEqual([3, 6]);
    expect(r.winner).toBeNull();
  });

  it('KL-TX-04 with four or more cards in hand already: nothing is drawn', () => {
    for (const n of [4, 5]) {
      const r = outcome('补手者', { hand: cards(n) });
      expect(r.drew, `${n} in hand`).toEqual([0, 0]);
      expect(r.hands, `${n} in hand`).toEqual([n, 0]);
      expect(r.decks, `${n} in hand`).toEqual([6, 6]);
      expect(r.winner, `${n} in hand`).toBeNull();
    }
  });

  it('KL-WIN-02 a deck with fewer cards than the hand lacks: the player draws all of it, then loses', () => {
    const r = outcome('补手者', { hand: ['盾卫'], deck: cards(2) });
    expect(r.drew).toEqual([2, 0]);
    expect(r.hands).toEqual([3, 0]);
    expect(r.decks).toEqual([0, 6]);
    expect(r.winner).toBe(1);
    expect(r.over).toEqual(['deck']);
  });

  it('KL-WIN-02 a deck that holds just what the hand lacks: drawn empty, and no loss', () => {
    const r = outcome('补手者', { hand: ['盾卫'], deck: cards(3) });
    expect(r.drew).toEqual([3, 0]);
    expect(r.hands).toEqual([4, 0]);
    expect(r.decks).toEqual([0, 6]);
    expect(r.winner).toBeNull();
  });

  it('KL-WIN-02 a hand already at four with an empty deck: nothing had to be drawn, so no loss', () => {
    const r = outcome('补手者', { hand: cards(4), deck: [] });
    expect(r.drew).toEqual([0, 0]);
    expect(r.hands).toEqual([4, 0]);
    expect(r.decks).toEqual([0, 6]);
    expect(r.winner).toBeNull();
    expect(r.over).toEqual([]);
  });

  it('KL-TX-04 双方各抽卡直到手牌为3张: each player draws what its own hand lacks', () => {
    const r = outcome('双补者', { hand: [] }, { hand: cards(2) });
    expect(r.drew).toEqual([3, 1]);
    expect(r.hands).toEqual([3, 3]);
    expect(r.decks).toEqual([3, 5]);
    expect(r.winner).toBeNull();
  });

  it('KL-WIN-02 双方各抽卡直到手牌为3张: B at three with an empty deck draws nothing and does not lose', () => {
    const r = outcome('双补者', { hand: ['盾卫'] }, { hand: cards(3), deck: [] });
    expect(r.drew).toEqual([2, 0]);
    expect(r.hands).toEqual([3, 3]);
    expect(r.decks).toEqual([4, 0]);
    expect(r.winner).toBeNull();
  });

  it('KL-WIN-02 双方各抽卡直到手牌为3张: B short of cards draws what there is and loses, A having drawn its own', () => {
    const r = outcome('双补者', { hand: [] }, { hand: ['盾卫'], deck: cards(1) });
    expect(r.drew).toEqual([3, 1]);
    expect(r.hands).toEqual([3, 2]);
    expect(r.decks).toEqual([3, 0]);
    expect(r.winner).toBe(0);
    expect(r.over).toEqual(['deck']);
  });

  it('KL-WIN-01/02 双方各抽卡直到手牌为3张: both short of cards — judged once after both drew, a draw', () => {
    const r = outcome('双补者', { hand: [], deck: cards(1) }, { hand: [], deck: cards(2) });
    expect(r.drew).toEqual([1, 2]);
    expect(r.hands).toEqual([1, 2]);
    expect(r.decks).toEqual([0, 0]);
    expect(r.winner).toBe(-1);
    expect(r.over).toEqual(['both']);
  });

  it('KL-TX-04 令对方抽卡直到手牌为4张: B’s hand is counted and B draws, A does not', () => {
    const r = outcome('对补者', { hand: cards(2) }, { hand: ['盾卫'] });
    expect(r.drew).toEqual([0, 3]);
    expect(r.hands).toEqual([2, 4]);
    expect(r.decks).toEqual([6, 3]);
    expect(r.winner).toBeNull();
  });
});
