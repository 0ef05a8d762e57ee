// 光暗 查看卡组顶3张卡，将其中一张加入手牌 (GA-ZN-01, IR search `top`): the controller takes a card of the deck's first
// three only, the others stay on top in their order (no shuffle) unless the text shuffles them back (其余洗回卡组).
// Before, the look was CS1016. Played on real boards, on the interpreter and the compiled set alike (same events).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardPool, GuanganState } from '../../../runtime/index.js';
import type { LoadedSet } from '../../../compiler/scenario/set-cache.js';
import { bothWays, onEachPool } from '../compiled/compiled-sets.js';
import { board, nameOf, readySide, usePlayed, Z, plain } from './helpers.js';

const CARDS = [
  `卡牌 林燃\n  类型：角色\n  生命：7  攻击：2\n`,
  `卡牌 白曜\n  类型：角色\n  生命：8  攻击：2\n`,
  plain('雪落', '抽1张卡。'),
  plain('疾风', '抽1张卡。'),
  plain('冰锥', '抽1张卡。'),
  plain('炎爆', '抽1张卡。'),
  plain('预知', '查看卡组顶3张卡，将其中一张加入手牌。'),
  plain('洗知', '查看卡组顶3张卡，将其中一张加入手牌，其余洗回卡组。'),
].join('\n');

let interpreted: LoadedSet;
let compiled: CardPool;
let resolved: () => number;

beforeAll(async () => {
  ({ interpreted, compiled, resolved } = await bothWays('guangan', '预知', CARDS));
}, 120_000);

afterAll(() => expect(resolved()).toBeGreaterThanOrEqual(4));

const zone = (s: GuanganState, z: number): string[] => s.players[0].zones[z].map((id) => nameOf(s, id));

/** Uses `name` with this deck (top first), picking `pick` when asked; both pools must log the same events. */
function outcome(name: string, deck: string[], pick?: string) {
  const s = board(
    { A: readySide(['林燃', '白曜'], { hand: [name], deck }), B: readySide(['白曜'], { hand: ['雪落'] }) },
    {},
    1,
    interpreted,
  );
  const got = onEachPool(s, compiled).map(([how, st]) => {
    const offered: string[][] = [];
    const r = usePlayed(st, name, (d, x) => {
      if (d.kind !== 'pick') return 0;
      offered.push(d.options.map((o) => nameOf(x, o.value)));
      return Math.max(
        0,
        d.options.findIndex((o) => nameOf(x, o.value) === pick),
      );
    });
    return { how, offered, events: r.events, hand: zone(r.s, Z.hand), deck: zone(r.s, Z.deck) };
  });
  expect(JSON.stringify(got[1].events), 'compiled as interpreted').toBe(JSON.stringify(got[0].events));
  return got[0];
}

describe('光暗 查看卡组顶N张卡，将其中一张加入手牌', () => {
  it('GA-ZN-01 only the first three are offered; the one picked goes to hand, the rest stay on top in order', () => {
    const r = outcome('预知', ['雪落', '疾风', '冰锥', '炎爆'], '疾风');
    expect(r.offered).toEqual([['雪落', '疾风', '冰锥']]);
    expect(r.hand).toEqual(['疾风']);
    expect(r.deck).toEqual(['雪落', '冰锥', '炎爆']);
    expect(r.events.some((e) => e.type === 'shuffled')).toBe(false);
  });

  it('GA-ZN-01 a deck of fewer cards: those there are looked at', () => {
    const r = outcome('预知', ['冰锥', '炎爆'], '炎爆');
    expect(r.offered).toEqual([['冰锥', '炎爆']]);
    expect(r.hand).toEqual(['炎爆']);
    expect(r.deck).toEqual(['冰锥']);
  });

  it('GA-ZN-01 其余洗回卡组: the deck is shuffled after the take', () => {
    const r = outcome('洗知', ['雪落', '疾风', '冰锥', '炎爆'], '冰锥');
    expect(r.hand).toEqual(['冰锥']);
    expect([...r.deck].sort()).toEqual(['炎爆', '疾风', '雪落'].sort());
    expect(r.events.some((e) => e.type === 'shuffled')).toBe(true);
  });
});
