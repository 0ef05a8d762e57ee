// 卡灵时代 target text that names rows, distances or no count, played on real boards both ways: with the interpreter
// and with the set's compiled code (the pool of `cardc build`'s cards.js), which must agree. 己方战场 / 对方战场 /
// 公共战场 are rows (KL-ZN-01), 战场上 is the field and never the direction 上, 上方两格 / 前方两格内 are distances
// (KL-ZN-07), and a target with no count word is every such card (KL-TG-01).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPool,
  getRuleset,
  loadCompiledSet,
  type CardDef,
  type CardPool,
  type KalingState,
} from '../../../runtime/index.js';
import type { LoadedSet } from '../../../compiler/scenario/set-cache.js';
import { buildAndImport, onEachPool } from '../compiled/compiled-sets.js';
import { act, at, type BoardOptions, cell, kboard, names, offered, rejects, settle } from './helpers.js';

const CARDS = `卡牌 盾卫
  类型：卡灵
  等级：1
  AP：5
  DP：5
  SP：0

卡牌 二级卫
  类型：卡灵
  等级：2
  AP：5
  DP：5
  SP：0

卡牌 三级卫
  类型：卡灵
  等级：3
  AP：5
  DP：5
  SP：0

卡牌 守土者
  类型：卡灵
  等级：1
  AP：1
  DP：1
  【永恒】己方战场上的对方卡灵AP-1。

卡牌 远征军
  类型：卡灵
  等级：1
  AP：1
  DP：1
  【永恒】对方战场的己方卡灵AP+1。

卡牌 清道夫
  类型：卡灵
  等级：1
  AP：1
  DP：1
  【启动】免能：清除战场上的一张对方卡灵。

卡牌 中路卫
  类型：卡灵
  等级：1
  AP：1
  DP：1
  【启动】免能：清除公共战场的一张对方卡灵。

卡牌 远射者
  类型：卡灵
  等级：1
  AP：1
  DP：1
  【启动】免能：清除前方两格内的一张对方卡灵。

卡牌 左射者
  类型：卡灵
  等级：1
  AP：1
  DP：1
  【启动】免能：清除左边两格的对方卡灵。

卡牌 跃进者
  类型：卡灵
  等级：1
  AP：1
  DP：1
  【启动】免能：将此卡转移至上方两格的空置区域。

卡牌 渗透者
  类型：卡灵
  等级：1
  AP：1
  DP：1
  【启动】免能：将此卡转移至对方战场的一个空置区域。

卡牌 斥候
  类型：卡灵
  等级：1
  AP：1
  DP：1
  【启动】免能：若对方战场有己方卡灵，抽1张卡。

卡牌 减AP
  类型：卡灵
  等级：1
  AP：1
  DP：1
  【启动】免能：令对方卡灵AP-1。

卡牌 清扫者
  类型：卡灵
  等级：1
  AP：1
  DP：1
  【启动】免能：清除O1范围内等级2以下的对方卡灵。
`;

/** The same cards in both pools: the interpreter's, and one that runs the compiled code. */
let interpreted: LoadedSet;
let compiled: CardPool;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'cardc-kl-rows-'));
  writeFileSync(join(dir, 'set.yaml'), 'name: 行列\nruleset: kaling\ncards: ["*.card"]\n');
  writeFileSync(join(dir, 'a.card'), CARDS);
  const { module } = await buildAndImport(dir);
  const set = loadCompiledSet(module);
  const cards: CardDef[] = [...set.cards];
  interpreted = { dir, cards, byName: new Map(cards.map((c) => [c.name, c])), sources: new Map(), errors: [] };
  // Each compiled resolution counted, so the tests know the compiled path ran.
  const code = module.code.map((row) =>
    row.map((c) => {
      const resolve = c?.resolve;
      if (!c || !resolve) return c;
      return { ...c, resolve: (...a: Parameters<typeof resolve>) => (resolved++, resolve(...a)) };
    }),
  );
  compiled = createPool(getRuleset('kaling'), cards, code);
}, 120_000);

let resolved = 0;

afterAll(() => expect(resolved).toBeGreaterThanOrEqual(9));

/** The board on each pool: [interpreter, compiled code]. */
function boards(o: BoardOptions): [string, KalingState][] {
  const s = kboard({ ...o, set: interpreted });
  expect(compiled.defs).toBe(s.defs);
  return onEachPool(s, compiled);
}

const ap = (s: KalingState, area: string): number => s.pool.rules.hooks.stat(s, at(s, area), 'ap');

/** Activates ability 0 of the card in `area`. */
const activate = (s: KalingState, area: string) => act(s, { type: 'activate', card: at(s, area), ability: 0 }).state;

describe('己方战场 / 对方战场 / 公共战场 are rows (KL-ZN-01)', () => {
  it('KL-ZN-01 【永恒】己方战场上的对方卡灵AP-1: the opposing 卡灵 in the own two rows, not the one above', () => {
    for (const [how, s] of boards({
      board: '. . . . .\n. . B:盾卫 . .\n. . A:守土者 . .\nB:盾卫 . . . .\n. B:盾卫 . . .',
    })) {
      expect(ap(s, 'a2'), how).toBe(4);
      expect(ap(s, 'b1'), how).toBe(4);
      expect(ap(s, 'c4'), how).toBe(5);
    }
  });

  it('KL-ZN-01 【永恒】对方战场的己方卡灵AP+1: own 卡灵 standing in the opposing rows only', () => {
    for (const [how, s] of boards({
      board: '. A:盾卫 . . .\nB:盾卫 . . A:盾卫 .\n. . A:盾卫 . .\n. . A:远征军 . .\n. . . . .',
    })) {
      expect(ap(s, 'b5'), how).toBe(6);
      expect(ap(s, 'd4'), how).toBe(6);
      expect(ap(s, 'c3'), how).toBe(5);
      expect(ap(s, 'c2'), how).toBe(1);
      expect(ap(s, 'a4'), how).toBe(5);
    }
  });

  it("KL-ZN-01 rows are the controller's: B's 己方战场 is the two rows on B's side", () => {
    for (const [how, s] of boards({
      board: '. . . . .\n. . B:守土者 . .\n. A:盾卫 . . .\nA:盾卫 . . . .\n. . . . .',
    })) {
      expect(ap(s, 'a2'), how).toBe(5);
      expect(ap(s, 'b3'), how).toBe(5);
    }
    for (const [how, s] of boards({
      board: '. . . . .\nA:盾卫 . B:守土者 . .\n. . . . .\n. . . . .\n. . . . .',
    }))
      expect(ap(s, 'a4'), how).toBe(4);
  });

  it('KL-ZN-01 清除战场上的一张对方卡灵: 战场上 is the whole field, every opposing 卡灵 is offered', () => {
    for (const [how, s] of boards({
      board: 'B:盾卫 . . . .\n. . . . .\n. . . . B:盾卫\n. . . . .\n. B:盾卫 A:清道夫 . .',
    })) {
      const r = activate(s, 'c1');
      expect(r.pending?.kind, how).toBe('target');
      expect(offered(r), how).toEqual(['a5', 'b1', 'e3']);
    }
  });

  it('KL-ZN-01 清除公共战场的一张对方卡灵: the middle row only', () => {
    for (const [how, s] of boards({
      board: '. . . . .\n. B:盾卫 . . .\n. . . . B:盾卫\n. . . . .\n. . A:中路卫 . .',
    })) {
      const r = settle(activate(s, 'c1')).state;
      expect(names(r, 1, 'discard'), how).toEqual(['盾卫']);
      expect(r.grid![cell('e3')], how).toBe(-1);
      expect(r.grid![cell('b4')], how).toBeGreaterThanOrEqual(0);
    }
  });

  it('KL-ZN-01 将此卡转移至对方战场的一个空置区域: only areas of the two opposing rows are offered', () => {
    for (const [how, s] of boards({ board: '. . . . .\n. . . . .\n. . . . .\n. . A:渗透者 . .\n. . . . .' })) {
      const r = activate(s, 'c2');
      expect(r.pending?.kind, how).toBe('pick');
      const areas = offered(r);
      expect(areas, how).toHaveLength(10);
      expect(
        areas.every((a) => a.endsWith('4') || a.endsWith('5')),
        how,
      ).toBe(true);
    }
  });

  it('KL-ZN-01 若对方战场有己方卡灵: counts own 卡灵 in the opposing rows, not those elsewhere', () => {
    // KL-EF-02: a 启动 effect's 若 must hold to use it; an own 卡灵 in the public row is not in the opposing rows.
    for (const [, s] of boards({
      A: { deck: ['盾卫', '盾卫'] },
      board: '. . . . .\n. . . . .\n. A:盾卫 . . .\n. . A:斥候 . .\n. . . . .',
    }))
      rejects(s, { type: 'activate', card: at(s, 'c2'), ability: 0 }, 'activate/condition');
    for (const [how, s] of boards({
      A: { deck: ['盾卫', '盾卫'] },
      board: '. . . . .\n. A:盾卫 . . .\n. . . . .\n. . A:斥候 . .\n. . . . .',
    })) {
      expect(names(settle(activate(s, 'c2')).state, 0, 'hand'), how).toEqual(['盾卫']);
    }
  });
});

describe('distances in a direction (KL-ZN-07)', () => {
  it('KL-ZN-07 清除前方两格内的一张对方卡灵: the adjacent area and the next are offered, not the third', () => {
    for (const [how, s] of boards({
      board: '. . B:盾卫 . .\n. . B:盾卫 . .\n. . B:盾卫 . .\n. . A:远射者 . .\n. . . . .',
    })) {
      const r = activate(s, 'c2');
      expect(r.pending?.kind, how).toBe('target');
      expect(offered(r), how).toEqual(['c3', 'c4']);
    }
    // The areas between neither block nor count: one card two ahead is the only one.
    for (const [how, s] of boards({
      board: '. . . . .\n. . B:盾卫 . .\n. . . . .\n. . A:远射者 . .\n. . . . .',
    })) {
      const r = settle(activate(s, 'c2')).state;
      expect(names(r, 1, 'discard'), how).toEqual(['盾卫']);
    }
  });

  it('KL-ZN-07 清除左边两格的对方卡灵: the area two to the left, not the adjacent one; no count word is all there', () => {
    for (const [how, s] of boards({
      board: '. . . . .\n. . . . .\n. . . . .\nB:盾卫 B:二级卫 A:左射者 . .\n. . . . .',
    })) {
      const r = activate(s, 'c2');
      expect(r.pending?.kind === 'target', how).toBe(false);
      const t = settle(r).state;
      expect(names(t, 1, 'discard'), how).toEqual(['盾卫']);
      expect(t.grid![cell('b2')], how).toBeGreaterThanOrEqual(0);
    }
  });

  it("KL-ZN-07 directions are the controller's: B's 左边两格 is two to B's left", () => {
    for (const [how, s] of boards({
      active: 'B',
      board: '. . . . .\n. . . . .\n. . . . .\n. . . . .\n. . B:左射者 A:二级卫 A:盾卫',
    })) {
      const t = settle(activate(s, 'c1')).state;
      expect(names(t, 0, 'discard'), how).toEqual(['盾卫']);
    }
  });

  it('KL-ZN-07 KL-MV-05 将此卡转移至上方两格的空置区域: it lands two areas up, past a card in between', () => {
    for (const [how, s] of boards({
      board: '. . . . .\n. . . . .\n. . B:盾卫 . .\n. . A:跃进者 . .\n. . . . .',
    })) {
      const r = settle(activate(s, 'c2')).state;
      expect(r.grid![cell('c2')], how).toBe(-1);
      expect(r.grid![cell('c4')], how).toBe(at(s, 'c2'));
    }
    // An occupied destination: nowhere to go, it stays.
    for (const [how, s] of boards({
      board: '. . . . .\n. . B:盾卫 . .\n. . . . .\n. . A:跃进者 . .\n. . . . .',
    })) {
      const r = settle(activate(s, 'c2')).state;
      expect(r.defs[r.cards[at(r, 'c2')].def].name, how).toBe('跃进者');
    }
  });
});

describe('a target with no count word is every such card (KL-TG-01)', () => {
  it('KL-TG-01 【启动】免能：令对方卡灵AP-1 asks for no target and lowers every opposing 卡灵', () => {
    for (const [how, s] of boards({
      board: '. . . . .\n. B:盾卫 B:二级卫 . .\n. . A:减AP . .\n. . . . .\nB:盾卫 . . . .',
    })) {
      const r = activate(s, 'c3');
      expect(r.pending?.kind === 'target', how).toBe(false);
      const t = settle(r).state;
      expect([ap(t, 'b4'), ap(t, 'c4'), ap(t, 'a1')], how).toEqual([4, 4, 4]);
      expect(ap(t, 'c3'), how).toBe(1);
    }
  });

  it('KL-TG-02 清除O1范围内等级2以下的对方卡灵 clears all of them in O1, not those beyond or above level 2', () => {
    for (const [how, s] of boards({
      board: '. . B:盾卫 . .\n. B:盾卫 B:二级卫 B:三级卫 .\n. . A:清扫者 . .\n. . . . .\n. . . . .',
    })) {
      const t = settle(activate(s, 'c3')).state;
      expect(names(t, 1, 'discard').sort(), how).toEqual(['二级卫', '盾卫']);
      expect(t.grid![cell('d4')], how).toBeGreaterThanOrEqual(0);
      expect(t.grid![cell('c5')], how).toBeGreaterThanOrEqual(0);
    }
  });
});
