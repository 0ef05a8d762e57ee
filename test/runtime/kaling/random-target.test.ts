// 卡灵时代 随机 (令对方随机弃一张手牌, 随机选择一张对方卡灵，其DP-2, 随机清除一张对方卡灵) on a 卡灵's 【启动】: the game
// designates with its seeded RNG (KL-TG-01) — no one is asked, the same seed gives the same card, every candidate comes
// up over seeds, and the interpreter and the compiled set give the same event log. Played on real boards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardPool, KalingState } from '../../../runtime/index.js';
import type { LoadedSet } from '../../../compiler/scenario/set-cache.js';
import { bothWays, onEachPool, type Mode } from '../compiled/compiled-sets.js';
import { at, cell, kboard, names, nameOf, type BoardOptions, activatePlayed, type Played } from './helpers.js';

const CARDS = `卡牌 乱弃者
  类型：卡灵
  等级：1
  AP：1
  DP：1
  SP：0
  【启动】免能：令对方随机弃一张手牌。

卡牌 弃者
  类型：卡灵
  等级：1
  AP：1
  DP：1
  SP：0
  【启动】免能：令对方弃一张手牌。

卡牌 双弃者
  类型：卡灵
  等级：1
  AP：1
  DP：1
  SP：0
  【启动】免能：令对方弃两张手牌。

卡牌 乱削者
  类型：卡灵
  等级：1
  AP：1
  DP：1
  SP：0
  【启动】免能：随机选择一张对方卡灵，其DP-2。

卡牌 乱清者
  类型：卡灵
  等级：1
  AP：1
  DP：1
  SP：0
  【启动】免能：随机清除一张对方卡灵。

卡牌 乱载者
  类型：卡灵
  等级：1
  AP：1
  DP：1
  SP：0
  【启动】免能：从卡组随机载入1张卡灵卡。

卡牌 载者
  类型：卡灵
  等级：1
  AP：1
  DP：1
  SP：0
  【启动】免能：从卡组载入1张卡灵卡。

卡牌 计策
  类型：战术
  【启动】免能：抽1张卡。

卡牌 盾卫
  类型：卡灵
  等级：1
  AP：5
  DP：5
  SP：0

卡牌 哨卫
  类型：卡灵
  等级：1
  AP：3
  DP：5
  SP：0

卡牌 岗卫
  类型：卡灵
  等级：1
  AP：2
  DP：5
  SP：0
`;

let interpreted: LoadedSet;
let compiled: CardPool;
let resolved: () => number;

beforeAll(async () => {
  ({ interpreted, compiled, resolved } = await bothWays('kaling', '随机', CARDS));
}, 120_000);

afterAll(() => expect(resolved()).toBeGreaterThanOrEqual(60));

const SEEDS = Array.from({ length: 30 }, (_, i) => i + 1);

const FOES = ['b4', 'c4', 'd4'];

/** B's 盾卫, 哨卫 and 岗卫 in b4, c4 and d4 (B's battlefield); A's `who` in c1. */
const field = (who: string): string => `. . . . .\n. B:盾卫 B:哨卫 B:岗卫 .\n. . . . .\n. . . . .\n. . A:${who} . .`;

/** The board of game `seed` on each pool (interpreter first). */
function boards(seed: number, o: BoardOptions): [Mode, KalingState][] {
  return onEachPool(kboard({ ...o, seed, set: interpreted }), compiled);
}

/** A activates the 【启动】 of its 卡灵 in c1; windows are passed, any question answered with its first option. */
const activate = (s: KalingState): Played => activatePlayed(s, at(s, 'c1'));

const dp = (s: KalingState, id: number): number => s.pool.rules.hooks.stat(s, id, 'dp');

describe('卡灵时代 随机', () => {
  it('KL-ZN-04 令对方随机弃一张手牌: one card of B’s three goes to the 弃区, no one is asked, and over seeds each of the three', () => {
    const seen = new Set<string>();
    for (const seed of SEEDS) {
      for (const [how, s] of boards(seed, { B: { hand: ['盾卫', '哨卫', '岗卫'] }, board: field('乱弃者') })) {
        const r = activate(s);
        expect(r.asked, `${how} seed ${seed}`).toEqual([]);
        expect(names(r.s, 1, 'hand'), how).toHaveLength(2);
        const gone = names(r.s, 1, 'discard');
        expect(gone, how).toHaveLength(1);
        // The same seed discards the same card.
        expect(names(activate(s).s, 1, 'discard'), how).toEqual(gone);
        seen.add(gone[0]);
      }
    }
    expect([...seen].sort()).toEqual(['哨卫', '岗卫', '盾卫'].sort());
  });

  it('KL-ZN-04 令对方随机弃一张手牌 when B holds one card: it goes to the 弃区 and no one is asked', () => {
    for (const [how, s] of boards(1, { B: { hand: ['哨卫'] }, board: field('乱弃者') })) {
      const r = activate(s);
      expect(r.asked, how).toEqual([]);
      expect(names(r.s, 1, 'hand'), how).toEqual([]);
      expect(names(r.s, 1, 'discard'), how).toEqual(['哨卫']);
    }
  });

  it('KL-ZN-04 令对方弃一张手牌 (no 随机) when B holds one card: it goes, no one is asked; with three, B picks', () => {
    for (const [how, s] of boards(1, { B: { hand: ['哨卫'] }, board: field('弃者') })) {
      const r = activate(s);
      expect(r.asked, how).toEqual([]);
      expect(names(r.s, 1, 'hand'), how).toEqual([]);
      expect(names(r.s, 1, 'discard'), how).toEqual(['哨卫']);
    }
    for (const [how, s] of boards(1, { B: { hand: ['哨卫', '盾卫'] }, board: field('双弃者') })) {
      const r = activate(s);
      expect(r.asked, how).toEqual([]);
      expect(names(r.s, 1, 'discard').sort(), how).toEqual(['哨卫', '盾卫'].sort());
    }
    // More cards than owed: the owner picks (the first option here), as before.
    for (const [how, s] of boards(1, { B: { hand: ['盾卫', '哨卫', '岗卫'] }, board: field('弃者') })) {
      const r = activate(s);
      expect(r.asked, how).toEqual(['B pick:盾卫/哨卫/岗卫']);
      expect(names(r.s, 1, 'discard'), how).toEqual(['盾卫']);
    }
  });

  it('KL-TG-01 随机选择一张对方卡灵，其DP-2: no target question, one of B’s three at DP 3, the same one for a seed both ways', () => {
    const seen = new Set<string>();
    for (const seed of SEEDS) {
      const hit = boards(seed, { board: field('乱削者') }).map(([how, s]) => {
        const once = (): string => {
          const r = activate(s);
          expect(r.asked, how).toEqual([]);
          const foes = FOES.map((a) => at(s, a));
          const lowered = foes.filter((id) => dp(r.s, id) !== 5);
          expect(
            lowered.map((id) => dp(r.s, id)),
            how,
          ).toEqual([3]);
          // A's own 卡灵 is no 对方卡灵.
          expect(dp(r.s, at(s, 'c1')), how).toBe(1);
          return nameOf(s, lowered[0]);
        };
        const a = once();
        expect(once(), `${how} seed ${seed} again`).toBe(a);
        return a;
      });
      expect(hit[1], `seed ${seed}`).toBe(hit[0]);
      seen.add(hit[0]);
    }
    expect([...seen].sort()).toEqual(['哨卫', '岗卫', '盾卫'].sort());
  });

  it('KL-TX-01 随机清除一张对方卡灵: no target question, one of B’s three cleared to the 弃区, the same one for a seed', () => {
    const seen = new Set<string>();
    for (const seed of SEEDS) {
      const gone = boards(seed, { board: field('乱清者') }).map(([how, s]) => {
        const once = () => {
          const r = activate(s);
          expect(r.asked, how).toEqual([]);
          const out = names(r.s, 1, 'discard');
          expect(out, how).toHaveLength(1);
          // The other two still stand where they stood; A's 卡灵 too.
          const standing = FOES.filter((a) => r.s.grid![cell(a)] === at(s, a)).map((a) => nameOf(s, at(s, a)));
          expect(standing.sort(), how).toEqual(['哨卫', '岗卫', '盾卫'].filter((n) => n !== out[0]).sort());
          expect(r.s.grid![cell('c1')], how).toBe(at(s, 'c1'));
          expect(names(r.s, 0, 'discard'), how).toEqual([]);
          return out[0];
        };
        const a = once();
        expect(once(), how).toBe(a);
        return a;
      });
      expect(gone[1], `seed ${seed}`).toBe(gone[0]);
      seen.add(gone[0]);
    }
    expect([...seen].sort()).toEqual(['哨卫', '岗卫', '盾卫'].sort());
  });

  it('KL-TX-04 从卡组随机载入1张卡灵卡: no one is asked, one 卡灵 of A’s deck goes to the hand, never the 战术; over seeds each', () => {
    const DECK = ['计策', '盾卫', '计策', '哨卫', '岗卫', '计策'];
    const seen = new Set<string>();
    for (const seed of SEEDS) {
      const took = boards(seed, { A: { deck: DECK }, board: field('乱载者') }).map(([how, s]) => {
        const r = activate(s);
        expect(r.asked, how).toEqual([]);
        const hand = names(r.s, 0, 'hand');
        expect(hand, how).toHaveLength(1);
        expect(['盾卫', '哨卫', '岗卫'], how).toContain(hand[0]);
        expect(names(r.s, 0, 'deck').sort(), how).toEqual(DECK.filter((n, i) => i !== DECK.indexOf(hand[0])).sort());
        // The same seed takes the same card.
        expect(names(activate(s).s, 0, 'hand'), how).toEqual(hand);
        return hand[0];
      });
      expect(took[1], `seed ${seed}`).toBe(took[0]);
      seen.add(took[0]);
    }
    expect([...seen].sort()).toEqual(['哨卫', '岗卫', '盾卫'].sort());
    // Without 随机 the controller picks among the names (KL-TX-04), as before.
    for (const [how, s] of boards(1, { A: { deck: DECK }, board: field('载者') })) {
      const r = activatePlayed(s, at(s, 'c1'), (d) => d.options.length - 1);
      expect(r.asked, how).toHaveLength(1);
      expect(names(r.s, 0, 'hand'), how).toEqual(['岗卫']);
    }
  });

  it('KL-TG-01 compiled and interpreted draw alike: the same event log for every seed', () => {
    for (const seed of SEEDS.slice(0, 20))
      for (const who of ['乱弃者', '乱削者', '乱清者']) {
        const [a, b] = boards(seed, { B: { hand: ['盾卫', '哨卫', '岗卫'] }, board: field(who) }).map(
          ([, s]) => activate(s).events,
        );
        expect(JSON.stringify(b), `${who} seed ${seed}`).toBe(JSON.stringify(a));
      }
  });
});
