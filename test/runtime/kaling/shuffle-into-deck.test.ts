// 卡灵时代 回档 (KL-TX-03: a card returns to the deck and the deck is shuffled): the shuffle is told in the log, one
// `shuffled` event per deck shuffled — after the cards' `moved` events — so a scenario can assert it; so are the
// shuffles of 载入 (KL-TX-04) and of 超越降临 from the deck (KL-SUM-03). Played on real boards with the interpreter and
// with the compiled set, which give the same event log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardPool, GameEvent, KalingState } from '../../../runtime/index.js';
import type { LoadedSet } from '../../../compiler/scenario/set-cache.js';
import { bothWays, onEachPool, type Mode } from '../compiled/compiled-sets.js';
import { activatePlayed, at, cell, kboard, names, type Played } from './helpers.js';

const kaling = (name: string, line = ''): string =>
  `卡牌 ${name}\n  类型：卡灵\n  等级：1\n  AP：1\n  DP：1\n  SP：0\n${line ? `  ${line}\n` : ''}`;

const CARDS = [
  kaling('回档者', '【启动】免能：回档一张对方卡灵。'),
  kaling('清场者', '【启动】免能：回档所有对方卡灵。'),
  kaling('洗场者', '【启动】免能：回档所有其他卡灵。'),
  kaling('载入者', '【启动】免能：载入一张「盾卫」。'),
  kaling('召唤者', '【启动】免能：超越降临一张「哨卫」。'),
  kaling('盾卫'),
  kaling('哨卫'),
  kaling('岗卫'),
].join('\n');

let interpreted: LoadedSet;
let compiled: CardPool;
let resolved: () => number;

beforeAll(async () => {
  ({ interpreted, compiled, resolved } = await bothWays('kaling', '回档', CARDS));
}, 120_000);

afterAll(() => expect(resolved()).toBeGreaterThanOrEqual(10));

/** A's `who` in c1; B's 盾卫 in c4 and 哨卫 in d4, A's 岗卫 in b2; each deck 哨卫, 岗卫. */
function boards(who: string, seed = 1): [Mode, KalingState][] {
  const board = `. . . . .\n. . B:盾卫 B:哨卫 .\n. . . . .\n. A:岗卫 . . .\n. . A:${who} . .`;
  const deck = ['哨卫', '岗卫'];
  return onEachPool(kboard({ A: { deck }, B: { deck }, board, seed, set: interpreted }), compiled);
}

const activate = (s: KalingState): Played => activatePlayed(s, at(s, 'c1'));

/** The `moved`-to-deck and `shuffled` events, as `moved 盾卫` / `shuffled B`. */
function deckEvents(s: KalingState, events: readonly GameEvent[]): string[] {
  return events
    .filter((e) => (e.type === 'moved' && e.to === 'deck') || e.type === 'shuffled')
    .map((e) =>
      e.type === 'moved' ? `moved ${s.defs[s.cards[e.card!].def].name}` : `shuffled ${e.player ? 'B' : 'A'}`,
    );
}

describe('卡灵时代 shuffles of effects are told (KL-TX-03, KL-TX-04, KL-SUM-03)', () => {
  it('KL-TX-03 回档一张对方卡灵: the card goes into B’s deck, then B’s deck is shuffled — a `shuffled` event', () => {
    for (const [how, s] of boards('回档者')) {
      const r = activate(s);
      expect(r.s.grid![cell('c4')] === -1 || r.s.grid![cell('d4')] === -1, how).toBe(true);
      expect(names(r.s, 1, 'deck').sort(), how).toEqual(['哨卫', '岗卫', '盾卫'].sort());
      expect(deckEvents(r.s, r.events), how).toHaveLength(2);
      expect(deckEvents(r.s, r.events)[1], how).toBe('shuffled B');
      expect(
        r.events.find((e) => e.type === 'shuffled'),
        how,
      ).toMatchObject({ player: 1, info: 'effect' });
    }
  });

  it('KL-TX-03 two cards of one owner into one deck: one shuffle, after both moved', () => {
    for (const [how, s] of boards('清场者')) {
      const r = activate(s);
      expect(deckEvents(r.s, r.events), how).toEqual(['moved 盾卫', 'moved 哨卫', 'shuffled B']);
      expect(names(r.s, 1, 'deck'), how).toHaveLength(4);
    }
  });

  it('KL-TX-03 cards of both players: each deck shuffled once, each told', () => {
    for (const [how, s] of boards('洗场者')) {
      const r = activate(s);
      const told = deckEvents(r.s, r.events);
      expect(told.filter((e) => e.startsWith('shuffled')).sort(), how).toEqual(['shuffled A', 'shuffled B']);
      expect(
        told.filter((e) => e.startsWith('moved')),
        how,
      ).toHaveLength(3);
      // Every shuffle comes after the moves.
      expect(
        told.slice(3).every((e) => e.startsWith('shuffled')),
        how,
      ).toBe(true);
      expect(names(r.s, 0, 'deck'), how).toHaveLength(3);
      expect(names(r.s, 1, 'deck'), how).toHaveLength(4);
    }
  });

  it('KL-TX-04 载入: the card taken, then A’s deck shuffled — told once, after the move to the hand', () => {
    for (const [how, s] of boards('载入者')) {
      const r = activate(s);
      expect(names(r.s, 0, 'hand'), how).toEqual([]); // the deck holds no 盾卫: nothing taken …
      const shuffles = r.events.filter((e) => e.type === 'shuffled');
      expect(shuffles, how).toEqual([{ type: 'shuffled', player: 0, info: 'effect' }]); // … and still shuffled
    }
    const deck = ['哨卫', '盾卫', '岗卫'];
    const board = '. . . . .\n. . . . .\n. . . . .\n. . . . .\n. . A:载入者 . .';
    for (const [how, s] of onEachPool(kboard({ A: { deck }, board, set: interpreted }), compiled)) {
      const r = activate(s);
      expect(names(r.s, 0, 'hand'), how).toEqual(['盾卫']);
      const told = r.events.filter((e) => (e.type === 'moved' && e.to === 'hand') || e.type === 'shuffled');
      expect(
        told.map((e) => e.type),
        how,
      ).toEqual(['moved', 'shuffled']);
    }
  });

  it('KL-SUM-03 超越降临 of a card from the deck: the deck is shuffled, told once; from the hand it is not', () => {
    for (const [how, s] of boards('召唤者')) {
      const r = activate(s);
      expect(
        r.events.filter((e) => e.type === 'shuffled'),
        how,
      ).toEqual([{ type: 'shuffled', player: 0, info: 'effect' }]);
      expect(names(r.s, 0, 'deck'), how).toEqual(['岗卫']);
    }
    const board = '. . . . .\n. . . . .\n. . . . .\n. . . . .\n. . A:召唤者 . .';
    for (const [how, s] of onEachPool(
      kboard({ A: { hand: ['哨卫'], deck: ['盾卫'] }, board, set: interpreted }),
      compiled,
    )) {
      const r = activate(s);
      expect(names(r.s, 0, 'hand'), how).toEqual([]);
      expect(
        r.events.filter((e) => e.type === 'shuffled'),
        how,
      ).toEqual([]);
    }
  });

  it('KL-TX-03 compiled and interpreted shuffle alike: the same event log for every seed', () => {
    for (const seed of [1, 2, 3, 4, 5])
      for (const who of ['回档者', '清场者', '洗场者', '载入者', '召唤者']) {
        const [a, b] = boards(who, seed).map(([, s]) => activate(s));
        expect(b.asked, `${who} seed ${seed}`).toEqual(a.asked);
        expect(JSON.stringify(b.events), `${who} seed ${seed}`).toBe(JSON.stringify(a.events));
        expect(JSON.stringify(b.s.players), `${who} seed ${seed}`).toBe(JSON.stringify(a.s.players));
      }
  });
});
