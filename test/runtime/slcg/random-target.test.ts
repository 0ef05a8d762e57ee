// 随机 (令对方随机弃一张手牌, 随机对一个对方角色造成1点伤害, 随机选择…): the game designates with its seeded RNG when the card
// is played (SLCG-TG-01) — no one is asked, the same seed gives the same card, and over seeds every candidate comes up.
// Played on real SLCG states with a compiled set and with the interpreter.
import { beforeAll, describe, expect, it } from 'vitest';
import { valueOf, type CardPool, type SlcgState } from '../../../runtime/index.js';
import { MODES, textPools, type Mode } from '../compiled/compiled-sets.js';
import { board, names, playAnswering, type SideSpec } from '../helpers.js';

const CARDS = `卡牌 乱弃
  类型：发生
  费用：0
  令对方随机弃一张手牌。

卡牌 乱射
  类型：发生
  费用：0
  随机对一个对方角色造成2点伤害。

卡牌 乱择
  类型：发生
  费用：0
  随机选择一个对方角色，令其常值-2。

卡牌 甲
  类型：角色
  费用：0
  常值：2 攻

卡牌 乙
  类型：角色
  费用：0
  常值：2 推

卡牌 丙
  类型：角色
  费用：0
  常值：2 攻推

卡牌 补给
  类型：发生
  费用：0
  抽1张卡。
`;

let pools: Record<Mode, CardPool>;

beforeAll(async () => {
  pools = await textPools('slcg', '随机', CARDS);
});

const DECK = ['补给', '补给', '补给'];

function on(mode: Mode, seed: number, p0: SideSpec, p1: SideSpec): SlcgState {
  return board({ pool: pools[mode], seed, p0: { deck: DECK, ...p0 }, p1: { deck: DECK, ...p1 } });
}

/** Plays `name` from player 0's hand through to the end of its chain, every question its first option. */
const play = (s: SlcgState, name: string) => playAnswering(s, name);

describe.each(MODES)('SLCG 随机 (%s)', (mode) => {
  it('SLCG-ZN-05 令对方随机弃一张手牌: one card of three leaves the hand, no one is asked, and over seeds each of the three', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 30; seed++) {
      const r = play(on(mode, seed, { hand: ['乱弃'] }, { hand: ['甲', '乙', '丙'] }), '乱弃');
      expect(r.asked).toEqual([]);
      expect(names(r.s, 1, 'hand')).toHaveLength(2);
      const gone = names(r.s, 1, 'discard');
      expect(gone).toHaveLength(1);
      seen.add(gone[0]);
    }
    expect([...seen].sort()).toEqual(['丙', '乙', '甲']);
  });

  it('SLCG-TG-01 随机对一个对方角色造成2点伤害: the same seed designates the same character, both ways alike', () => {
    const once = (seed: number) =>
      names(play(on(mode, seed, { hand: ['乱射'] }, { main: ['甲', '乙', '丙'] }), '乱射').s, 1, 'discard');
    const hit = new Set<string>();
    for (let seed = 1; seed <= 30; seed++) {
      const a = once(seed);
      expect(a).toHaveLength(1);
      expect(once(seed)).toEqual(a);
      hit.add(a[0]);
    }
    expect(hit.size).toBe(3);
  });

  it('SLCG-TG-01 SLCG-CT-10 随机选择一个对方角色，令其常值-2: the game chooses X, and no target question is asked', () => {
    const r = play(on(mode, 5, { hand: ['乱择'] }, { main: ['甲', '乙'] }), '乱择');
    expect(r.asked).toEqual([]);
    // One of the two is down to 常值0, which destroys it (SLCG-CT-10); the other keeps its 2.
    const values = r.s.players[1].zones[2].map((id) => valueOf(r.s, id));
    expect(values).toEqual([2]);
    expect(r.s.players[1].zones[4]).toHaveLength(1);
  });
});

describe('SLCG 随机 in the event log', () => {
  it('SLCG-TG-01 compiled and interpreted designate the same card on every seed (one RNG, drawn in the driver)', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const [a, b] = MODES.map((m) => play(on(m, seed, { hand: ['乱射'] }, { main: ['甲', '乙', '丙'] }), '乱射').ev);
      expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    }
  });
});
