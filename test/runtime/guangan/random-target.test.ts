// 光暗 随机 (令对方随机弃一张手牌, 随机对一个敌方角色造成2点法术伤害, 随机选择…令其攻击-2, 随机消灭…) on used cards: the
// game designates with its seeded RNG (GA-CT-01) — no one is asked, the same seed gives the same card, every candidate
// comes up over seeds, dead characters never (GA-TG-01), and the interpreter and the compiled set log the same events.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardPool, GuanganState } from '../../../runtime/index.js';
import type { GaCharacterSpec } from '../../../compiler/scenario/rulesets/guangan-spec.js';
import type { LoadedSet } from '../../../compiler/scenario/set-cache.js';
import { bothWays, onEachPool, type Mode } from '../compiled/compiled-sets.js';
import { board, card, nameOf, readySide, usePlayed, Z, type Played } from './helpers.js';

const CARDS = `卡牌 林燃
  类型：角色
  生命：5  攻击：2

卡牌 夜昙
  类型：角色
  生命：5  攻击：4

卡牌 白曜
  类型：角色
  生命：5  攻击：4

卡牌 苍岚
  类型：角色
  生命：5  攻击：4

卡牌 雪落
  类型：普通
  专属：林燃
  体力：1
  抽1张卡。

卡牌 乱弃
  类型：普通
  专属：林燃
  体力：1
  令对方随机弃一张手牌。

卡牌 乱射
  类型：普通
  专属：林燃
  体力：1
  随机对一个敌方角色造成2点法术伤害。

卡牌 乱择
  类型：普通
  专属：林燃
  体力：1
  随机选择一个敌方角色，令其攻击-2。

卡牌 乱破
  类型：普通
  专属：林燃
  体力：1
  随机消灭一个敌方角色。

卡牌 乱载
  类型：普通
  专属：林燃
  体力：1
  从卡组随机载入1张普通卡。

卡牌 甲
  类型：普通
  专属：夜昙
  体力：1
  抽1张卡。

卡牌 乙
  类型：普通
  专属：夜昙
  体力：1
  抽1张卡。

卡牌 丙
  类型：普通
  专属：夜昙
  体力：1
  抽1张卡。
`;

let interpreted: LoadedSet;
let compiled: CardPool;
let resolved: () => number;

beforeAll(async () => {
  ({ interpreted, compiled, resolved } = await bothWays('guangan', '随机', CARDS));
}, 120_000);

afterAll(() => expect(resolved()).toBeGreaterThanOrEqual(60));

const SEEDS = Array.from({ length: 30 }, (_, i) => i + 1);
const FOES = ['夜昙', '白曜', '苍岚'];

/**
 * Game `seed` on each pool (interpreter first): A (林燃, 白曜) holding `hand`; B (夜昙, 白曜, 苍岚 — or the characters
 * given) holding 甲, 乙 and 丙.
 */
function boards(seed: number, hand: string[], foes: (string | GaCharacterSpec)[] = FOES): [Mode, GuanganState][] {
  const s = board(
    {
      A: readySide(['林燃', '白曜'], { hand }),
      B: { ...readySide(FOES, { hand: ['甲', '乙', '丙'] }), characters: foes },
    },
    {},
    seed,
    interpreted,
  );
  return onEachPool(s, compiled);
}

/** A uses `name`, and the game plays on until the chain is empty: windows passed, questions their first option. */
const play = (s: GuanganState, name: string): Played => usePlayed(s, name);

const zone = (s: GuanganState, p: number, z: number): string[] => s.players[p].zones[z].map((id) => nameOf(s, id));
const hpLeft = (s: GuanganState, id: number): number => s.pool.rules.hooks.stat(s, id, 'hpLeft');
const atk = (s: GuanganState, id: number): number => s.pool.rules.hooks.stat(s, id, 'atk');
const damaged = (r: Played): [string, number][] =>
  r.events
    .filter((e) => e.type === 'damaged')
    .map((e) => [e.card === undefined ? 'player' : nameOf(r.s, e.card), e.amount!]);

/**
 * Plays `name` on game `seed` on each pool, twice each: `one` reads the card the game designated (and asserts the
 * rest); the same seed must give the same card, on either pool.
 */
function sameEachTime(seed: number, name: string, one: (how: string, s: GuanganState, r: Played) => string): string {
  const got = boards(seed, [name]).map(([how, s]) => {
    const a = one(how, s, play(s, name));
    expect(one(how, s, play(s, name)), `${how} seed ${seed} again`).toBe(a);
    return a;
  });
  expect(got[1], `seed ${seed}: compiled as interpreted`).toBe(got[0]);
  return got[0];
}

describe('光暗 随机', () => {
  it('GA-ZN-01 从卡组随机载入1张普通卡: no one is asked, one card of A’s deck to the hand, the same for a seed; over seeds each', () => {
    const DECK = ['雪落', '乱弃', '乱射'];
    const seen = new Set<string>();
    for (const seed of SEEDS) {
      const got = onEachPool(
        board(
          { A: readySide(['林燃', '白曜'], { hand: ['乱载'], deck: DECK }), B: readySide(FOES) },
          {},
          seed,
          interpreted,
        ),
        compiled,
      ).map(([how, s]) => {
        const once = (): string => {
          const r = play(s, '乱载');
          expect(r.asked, how).toEqual([]);
          const hand = zone(r.s, 0, Z.hand);
          expect(hand, how).toHaveLength(1);
          expect([...zone(r.s, 0, Z.deck), hand[0]].sort(), how).toEqual([...DECK].sort());
          return hand[0];
        };
        const a = once();
        expect(once(), `${how} seed ${seed} again`).toBe(a);
        return a;
      });
      expect(got[1], `seed ${seed}: compiled as interpreted`).toBe(got[0]);
      seen.add(got[0]);
    }
    expect([...seen].sort()).toEqual([...DECK].sort());
  });

  it('GA-ZN-01 令对方随机弃一张手牌: one card of B’s three goes to B’s 弃牌区, no one is asked, and over seeds each of the three', () => {
    const seen = new Set<string>();
    for (const seed of SEEDS)
      seen.add(
        sameEachTime(seed, '乱弃', (how, _s, r) => {
          expect(r.asked, how).toEqual([]);
          const gone = zone(r.s, 1, Z.discard);
          expect(gone, how).toHaveLength(1);
          expect([...zone(r.s, 1, Z.hand), ...gone].sort(), how).toEqual(['丙', '乙', '甲'].sort());
          // A's own hand is not touched: 乱弃 itself went to A's 弃牌区 (GA-CT-06).
          expect(zone(r.s, 0, Z.hand), how).toEqual([]);
          expect(zone(r.s, 0, Z.discard), how).toEqual(['乱弃']);
          return gone[0];
        }),
      );
    expect([...seen].sort()).toEqual(['丙', '乙', '甲'].sort());
  });

  it('GA-CT-01 随机对一个敌方角色造成2点法术伤害: no target question, one of B’s three takes 2, the same one for a seed both ways', () => {
    const seen = new Set<string>();
    for (const seed of SEEDS)
      seen.add(
        sameEachTime(seed, '乱射', (how, s, r) => {
          expect(r.asked, how).toEqual([]);
          const hits = damaged(r);
          expect(
            hits.map(([, n]) => n),
            how,
          ).toEqual([2]);
          const [hit] = hits[0];
          for (const n of FOES) expect(hpLeft(r.s, card(s, 1, n)), `${how} ${n}`).toBe(n === hit ? 3 : 5);
          // A's characters are no 敌方角色.
          expect([hpLeft(r.s, card(s, 0, '林燃')), hpLeft(r.s, card(s, 0, '白曜'))], how).toEqual([5, 5]);
          return hit;
        }),
      );
    expect([...seen].sort()).toEqual([...FOES].sort());
  });

  it('GA-TG-01 随机对一个敌方角色…: a dead character is never drawn — over seeds only the two alive are hit, both of them', () => {
    const seen = new Set<string>();
    for (const seed of SEEDS)
      for (const [how, s] of boards(seed, ['乱射'], ['夜昙', '白曜', { card: '苍岚', dead: 2 }])) {
        const r = play(s, '乱射');
        expect(r.asked, how).toEqual([]);
        const hits = damaged(r);
        expect(hits, how).toHaveLength(1);
        seen.add(hits[0][0]);
      }
    expect([...seen].sort()).toEqual(['夜昙', '白曜'].sort());
  });

  it('GA-CT-01 随机选择一个敌方角色，令其攻击-2: the game chooses X, no target question, one of B’s three at 攻击2', () => {
    const seen = new Set<string>();
    for (const seed of SEEDS)
      seen.add(
        sameEachTime(seed, '乱择', (how, s, r) => {
          expect(r.asked, how).toEqual([]);
          const lowered = FOES.filter((n) => atk(r.s, card(s, 1, n)) !== 4);
          expect(
            lowered.map((n) => atk(r.s, card(s, 1, n))),
            how,
          ).toEqual([2]);
          return lowered[0];
        }),
      );
    expect([...seen].sort()).toEqual([...FOES].sort());
  });

  it('GA-CHR-04 随机消灭一个敌方角色: no target question, one of B’s three dies (revival countdown 3), the others live', () => {
    const seen = new Set<string>();
    for (const seed of SEEDS)
      seen.add(
        sameEachTime(seed, '乱破', (how, s, r) => {
          expect(r.asked, how).toEqual([]);
          const dead = FOES.filter((n) => r.s.flags.revive[card(s, 1, n)] > 0);
          expect(dead, how).toHaveLength(1);
          expect(r.s.flags.revive[card(s, 1, dead[0])], how).toBe(3);
          expect(
            r.events.filter((e) => e.type === 'destroyed').map((e) => nameOf(r.s, e.card!)),
            how,
          ).toEqual(dead);
          return dead[0];
        }),
      );
    expect([...seen].sort()).toEqual([...FOES].sort());
  });

  it('GA-CT-01 compiled and interpreted draw alike: the same event log for every seed', () => {
    for (const seed of SEEDS.slice(0, 20))
      for (const name of ['乱弃', '乱射', '乱择', '乱破']) {
        const [a, b] = boards(seed, [name]).map(([, s]) => play(s, name).events);
        expect(JSON.stringify(b), `${name} seed ${seed}`).toBe(JSON.stringify(a));
      }
  });
});
