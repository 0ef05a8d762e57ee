// 光暗 hand moves after a draw of their text (GA-ZN-01, runtime/rulesets/guangan/later-hand.ts): 抽2张卡，然后将一张手牌
// 洗入卡组 puts back a card of the hand as it is after the draw. Before, the hand card was designated when the card was
// used — from the hand without the cards about to be drawn, so with nothing else in hand nothing went back and the
// player kept both drawn cards. Played on real boards, on the interpreter and the compiled set alike (same events).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardPool, GameEvent, GuanganState } from '../../../runtime/index.js';
import type { LoadedSet } from '../../../compiler/scenario/set-cache.js';
import { bothWays, onEachPool, type Mode } from '../compiled/compiled-sets.js';
import { board, nameOf, readySide, usePlayed, Z, plain } from './helpers.js';

const CARDS = [
  `卡牌 林燃\n  类型：角色\n  生命：5  攻击：2\n`,
  `卡牌 白曜\n  类型：角色\n  生命：5  攻击：2\n`,
  plain('雪落', '抽1张卡。'),
  plain('疾风', '抽1张卡。'),
  plain('凝神', '抽2张卡，然后将一张手牌洗入卡组。'),
  plain('弃旧', '抽2张卡，然后弃一张手牌。'),
  plain('沉底', '将一张手牌置于卡组底，然后抽1张卡。'),
].join('\n');

let interpreted: LoadedSet;
let compiled: CardPool;
let resolved: () => number;

beforeAll(async () => {
  ({ interpreted, compiled, resolved } = await bothWays('guangan', '凝神', CARDS));
}, 120_000);

afterAll(() => expect(resolved()).toBeGreaterThanOrEqual(4));

function boards(hand: string[], deck: string[]): [Mode, GuanganState][] {
  const s = board(
    { A: readySide(['林燃', '白曜'], { hand, deck }), B: readySide(['白曜'], { hand: ['雪落'] }) },
    {},
    1,
    interpreted,
  );
  return onEachPool(s, compiled);
}

const zone = (s: GuanganState, z: number): string[] => s.players[0].zones[z].map((id) => nameOf(s, id));

/** Uses `name` on each pool, picking the card named `pick` when asked for one; both must log the same events. */
function outcome(name: string, hand: string[], deck: string[], pick?: string) {
  const got = boards(hand, deck).map(([how, s]) => {
    const asked: string[][] = [];
    const r = usePlayed(s, name, (d, st) => {
      if (d.kind !== 'pick') return 0;
      asked.push(d.options.map((o) => nameOf(st, o.value)));
      return Math.max(
        0,
        d.options.findIndex((o) => nameOf(st, o.value) === pick),
      );
    });
    return { how, asked, events: r.events, hand: zone(r.s, Z.hand), deck: zone(r.s, Z.deck) };
  });
  const json = (e: GameEvent[]) => JSON.stringify(e);
  expect(json(got[1].events), 'compiled as interpreted').toBe(json(got[0].events));
  expect({ ...got[1], how: '', events: [] }).toEqual({ ...got[0], how: '', events: [] });
  return got[0];
}

describe('光暗 a hand move after a draw picks from the hand as it is then', () => {
  it('GA-ZN-01 抽2张卡，然后将一张手牌洗入卡组 with nothing else in hand: one of the drawn cards goes back', () => {
    const r = outcome('凝神', ['凝神'], ['雪落', '疾风', '雪落'], '疾风');
    expect(r.asked).toEqual([['雪落', '疾风']]);
    expect(r.hand).toEqual(['雪落']);
    expect([...r.deck].sort()).toEqual(['疾风', '雪落'].sort());
    expect(r.events.some((e) => e.type === 'shuffled')).toBe(true);
  });

  it('GA-ZN-01 抽2张卡，然后弃一张手牌: the card kept in hand before is offered with those drawn', () => {
    const r = outcome('弃旧', ['弃旧', '疾风'], ['雪落', '雪落'], '疾风');
    expect(r.asked).toEqual([['疾风', '雪落', '雪落']]);
    expect(r.hand).toEqual(['雪落', '雪落']);
  });

  it('GA-ZN-01 with no more cards in hand than are owed, they go without a question', () => {
    const r = outcome('凝神', ['凝神'], ['雪落']);
    expect(r.asked).toEqual([]);
    expect(r.hand).toEqual([]);
    expect(r.deck).toEqual(['雪落']);
  });

  it('GA-ZN-01 a hand move before the draw is designated when the card is used, from the hand as it was', () => {
    const [[, s]] = boards(['沉底', '疾风'], ['雪落']);
    const r = usePlayed(s, '沉底');
    expect(r.asked).toEqual([]); // one candidate: designated without a question
    expect(zone(r.s, Z.hand)).toEqual(['雪落']);
    expect(zone(r.s, Z.deck)).toEqual(['疾风']);
  });
});
