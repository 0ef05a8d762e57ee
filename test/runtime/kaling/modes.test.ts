// 卡灵时代: a choice between effects (选择一项：A；或B, 二选一 ①②, 选择两项) on tactic cards and on 卡灵 【启动】
// effects: the controller chooses before any target (KL-TG-01), and only the chosen options happen — a 转移 or a 载入
// of an option not chosen asks nothing. Played on real boards with the interpreter and with the set's compiled code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardPool, KalingState } from '../../../runtime/index.js';
import type { LoadedSet } from '../../../compiler/scenario/set-cache.js';
import { bothWays, onEachPool } from '../compiled/compiled-sets.js';
import { at, card, cell, evs, type BoardOptions, kboard, names, activatePlayed, type Played } from './helpers.js';

const CARDS = `卡牌 盾卫
  类型：卡灵
  等级：1
  AP：5
  DP：5
  SP：0

卡牌 哨卫
  类型：卡灵
  等级：1
  AP：3
  DP：3
  SP：0

卡牌 择卫
  类型：卡灵
  等级：1
  AP：1
  DP：1
  SP：0
  【启动】免能：选择一项：获得2点能量；或令一张对方卡灵DP-2。

卡牌 跃迁
  类型：卡灵
  等级：1
  AP：1
  DP：1
  SP：0
  【启动】免能：二选一：①把自身转移至O1范围内的一个空置区域；②载入一张「哨卫」。

卡牌 抉择
  类型：战术
  【启动】免能：选择一项：抽2张卡；或选择一张对方卡灵，其AP-2。

卡牌 双择
  类型：战术
  【启动】免能：选择两项：抽1张卡；对对方玩家造成2点伤害；获得2点能量。
`;

let interpreted: LoadedSet;
let compiled: CardPool;
let resolved: () => number;

beforeAll(async () => {
  ({ interpreted, compiled, resolved } = await bothWays('kaling', '选择', CARDS));
}, 120_000);

afterAll(() => expect(resolved()).toBeGreaterThanOrEqual(5));

function boards(o: BoardOptions): [string, KalingState][] {
  return onEachPool(kboard({ ...o, set: interpreted }), compiled);
}

/** B's 盾卫 in c3 and 哨卫 in d3. */
const FOES = '. . . . .\n. . . . .\n. . B:盾卫 B:哨卫 .\n. . . . .\n';

/**
 * A activates the first effect of `id` (a tactic from hand is put in a1), then the game plays on until the chain is
 * empty: each 'mode' question is answered with the next of `options` (printed order, from 0), each target or pick
 * with the next of `picks` (a card id, or an area name), every other question with its first option.
 */
function activate(s: KalingState, id: number, options: number[], picks: (number | string)[] = []): Played {
  return activatePlayed(s, id, (d) => {
    let want: number | undefined;
    if (d.kind === 'mode') want = options.shift();
    else if (d.kind === 'target' || d.kind === 'pick') {
      const p = picks.shift();
      want = typeof p === 'string' ? -100 - cell(p) : p;
    } else if (d.kind === 'area') want = cell('a1');
    const index = want === undefined ? 0 : d.options.findIndex((o) => o.value === want);
    if (index < 0) throw new Error(`no option ${want} in ${d.kind}: ${d.options.map((o) => o.value).join(', ')}`);
    return index;
  });
}

const stat = (s: KalingState, id: number, k: 'ap' | 'dp'): number => s.pool.rules.hooks.stat(s, id, k);

describe('卡灵时代 选择一项', () => {
  it('KL-CT-03 选择一项：抽2张卡；或…: a tactic’s first option draws two, and no 卡灵 loses AP', () => {
    for (const [how, s] of boards({
      A: { hand: ['抉择'], deck: ['哨卫', '哨卫', '哨卫'] },
      board: FOES + '. . . . .',
    })) {
      const r = activate(s, card(s, 0, 'hand', '抉择'), [0]);
      expect(r.asked, how).toEqual(['A area', 'A mode:0/1']);
      expect(names(r.s, 0, 'hand'), how).toEqual(['哨卫', '哨卫']);
      expect([stat(r.s, at(s, 'c3'), 'ap'), stat(r.s, at(s, 'd3'), 'ap')], how).toEqual([5, 3]);
      expect(names(r.s, 0, 'discard'), how).toEqual(['抉择']);
    }
  });

  it('KL-TG-01 the option is chosen before its target: the second designates B’s 哨卫 among both, AP 3 → 1, drawing nothing', () => {
    for (const [how, s] of boards({
      A: { hand: ['抉择'], deck: ['哨卫', '哨卫', '哨卫'] },
      board: FOES + '. . . . .',
    })) {
      const r = activate(s, card(s, 0, 'hand', '抉择'), [1], [at(s, 'd3')]);
      expect(r.asked, how).toEqual(['A area', 'A mode:0/1', 'A target:盾卫/哨卫']);
      expect(names(r.s, 0, 'hand'), how).toEqual([]);
      expect([stat(r.s, at(s, 'c3'), 'ap'), stat(r.s, at(s, 'd3'), 'ap')], how).toEqual([5, 1]);
    }
  });

  it('KL-CT-03 选择两项: asked twice, the second time among the two left; the two chosen happen, the third does not', () => {
    for (const [how, s] of boards({ A: { hand: ['双择'], energy: 1, deck: ['哨卫', '哨卫'] }, B: { life: 20 } })) {
      const r = activate(s, card(s, 0, 'hand', '双择'), [1, 2]);
      // Option 1 (2 damage) first; then, among 0 and 2, option 2 (2 energy).
      expect(r.asked, how).toEqual(['A area', 'A mode:0/1/2', 'A mode:0/2']);
      expect(r.s.players[1].res.life, how).toBe(18);
      expect(r.s.players[0].res.energy, how).toBe(3);
      expect(names(r.s, 0, 'hand'), how).toEqual([]);
    }
  });

  it('KL-EF-01 a 卡灵’s 【启动】 with a choice: 获得2点能量 or the target of 令一张对方卡灵DP-2, chosen first', () => {
    const board = FOES + '. . A:择卫 . .';
    for (const [how, s] of boards({ A: { energy: 0 }, board })) {
      const energy = activate(s, at(s, 'c1'), [0]);
      expect(energy.asked, how).toEqual(['A mode:0/1']);
      expect(energy.s.players[0].res.energy, how).toBe(2);
      expect([stat(energy.s, at(s, 'c3'), 'dp'), stat(energy.s, at(s, 'd3'), 'dp')], how).toEqual([5, 3]);

      const dp = activate(s, at(s, 'c1'), [1], [at(s, 'c3')]);
      expect(dp.asked, how).toEqual(['A mode:0/1', 'A target:盾卫/哨卫']);
      expect(dp.s.players[0].res.energy, how).toBe(0);
      expect([stat(dp.s, at(s, 'c3'), 'dp'), stat(dp.s, at(s, 'd3'), 'dp')], how).toEqual([3, 3]);
    }
  });

  it('KL-MV-05 二选一 ①转移 ②载入: ① asks where and moves it; ② takes 哨卫 from the deck and no area is asked', () => {
    const board = '. . . . .\n. . . . .\n. . . . .\n. A:盾卫 . . .\nA:盾卫 A:盾卫 A:跃迁 A:盾卫 A:盾卫';
    for (const [how, s] of boards({ A: { deck: ['盾卫', '哨卫', '盾卫'] }, board })) {
      const jump = at(s, 'c1');
      const moved = activate(s, jump, [0], ['c2']);
      expect(moved.asked, how).toEqual(['A mode:0/1', 'A pick:c2/d2']);
      expect(moved.s.cards[jump].cell, how).toBe(cell('c2'));
      expect(evs(moved.s, moved.events, ['transferred']), how).toEqual(['transferred 跃迁']);
      expect(names(moved.s, 0, 'hand'), how).toEqual([]);

      const loaded = activate(s, jump, [1]);
      // The one 哨卫 of the deck is taken without a question; no area either.
      expect(loaded.asked, how).toEqual(['A mode:0/1']);
      expect(names(loaded.s, 0, 'hand'), how).toEqual(['哨卫']);
      expect(names(loaded.s, 0, 'deck').sort(), how).toEqual(['盾卫', '盾卫']);
      expect(loaded.s.cards[jump].cell, how).toBe(cell('c1'));
      expect(evs(loaded.s, loaded.events, ['transferred']), how).toEqual([]);
    }
  });
});
