// 光暗 回复全部生命 / 回复至满 (GA-CB-07, recover `full`): every HP a character lost comes back (up to its 生命), and a
// player's up to the HP they started with (GA-SU-01). Before, both were CS1017 (回复 needs a number). Played on real
// boards, on the interpreter and the compiled set alike (the same event log).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardPool, GameEvent } from '../../../runtime/index.js';
import type { LoadedSet } from '../../../compiler/scenario/set-cache.js';
import { bothWays, onEachPool } from '../compiled/compiled-sets.js';
import { board, card, readySide, usePlayed, Z, plain } from './helpers.js';

const CARDS = [
  `卡牌 林燃\n  类型：角色\n  生命：7  攻击：2\n`,
  `卡牌 白曜\n  类型：角色\n  生命：8  攻击：2\n`,
  plain('雪落', '抽1张卡。'),
  plain('圣愈', '令一个己方角色回复全部生命。'),
  plain('余晖', '令己方回复至满。'),
].join('\n');

let interpreted: LoadedSet;
let compiled: CardPool;
let resolved: () => number;

beforeAll(async () => {
  ({ interpreted, compiled, resolved } = await bothWays('guangan', '圣愈', CARDS));
}, 120_000);

afterAll(() => expect(resolved()).toBeGreaterThanOrEqual(3));

/** Uses `name` with A's 林燃 at `hp` and A's HP at `playerHp`, on each pool; both must log the same events. */
function outcome(name: string, hp: number, playerHp = 30) {
  const s = board(
    {
      A: readySide([{ card: '林燃', hp }, '白曜'], { hand: [name], hp: playerHp }),
      B: readySide(['白曜'], { hand: ['雪落'] }),
    },
    {},
    1,
    interpreted,
  );
  const got = onEachPool(s, compiled).map(([how, st]) => {
    const r = usePlayed(st, name);
    const c = r.s.cards[card(r.s, 0, '林燃', Z.positions)];
    return { how, hp: 7 - c.damage, playerHp: r.s.players[0].res.hp, events: r.events };
  });
  const recovered = (e: GameEvent[]) => JSON.stringify(e.filter((x) => x.type === 'recovered'));
  expect(JSON.stringify(got[1].events), 'compiled as interpreted').toBe(JSON.stringify(got[0].events));
  return { ...got[0], recovered: JSON.parse(recovered(got[0].events)) as GameEvent[] };
}

describe('光暗 回复全部生命 / 回复至满', () => {
  it('GA-CB-07 令一个己方角色回复全部生命: a character at 2 of 7 is back at 7 (5 recovered)', () => {
    const r = outcome('圣愈', 2);
    expect(r.hp).toBe(7);
    expect(r.recovered.map((e) => e.amount)).toEqual([5]);
  });

  it('GA-CB-07 令一个己方角色回复全部生命 on a character at full HP: nothing recovered, no event', () => {
    const r = outcome('圣愈', 7);
    expect(r.hp).toBe(7);
    expect(r.recovered).toEqual([]);
  });

  it('GA-CB-07 GA-SU-01 令己方回复至满: the player is back at the HP they started with', () => {
    const r = outcome('余晖', 7, 12);
    expect(r.playerHp).toBe(30);
    expect(r.recovered.map((e) => e.amount)).toEqual([18]);
  });
});
