// 卡灵时代 AP最高的 / DP最低的 (KL-TG-01): of the 卡灵 the rest of the target takes (side, rows, range, filters), only
// those whose value is the highest (lowest) are candidates; a tie is the controller's choice and 所有 takes every tied
// one (docs/rules-decisions.md). Played on real boards with the interpreter and with the set's compiled code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardPool, KalingState } from '../../../runtime/index.js';
import type { LoadedSet } from '../../../compiler/scenario/set-cache.js';
import { bothWays, onEachPool } from '../compiled/compiled-sets.js';
import { act, at, type BoardOptions, kboard, names } from './helpers.js';

const CARDS = `卡牌 小兵
  类型：卡灵
  等级：1
  AP：1
  DP：2
  SP：0

卡牌 盾卫
  类型：卡灵
  等级：1
  AP：5
  DP：5
  SP：0

卡牌 清道夫
  类型：卡灵
  等级：1
  AP：1
  DP：1
  【启动】免能：清除一张AP最高的对方卡灵。

卡牌 扶持者
  类型：卡灵
  等级：1
  AP：1
  DP：3
  【启动】免能：令DP最低的一张己方卡灵DP+1。

卡牌 旗手
  类型：卡灵
  等级：1
  AP：1
  DP：1
  【永恒】AP最高的己方卡灵AP+1。

卡牌 扫荡者
  类型：卡灵
  等级：1
  AP：1
  DP：1
  【启动】免能：清除所有AP最高的对方卡灵。

卡牌 封锁者
  类型：卡灵
  等级：1
  AP：1
  DP：1
  【启动】免能：封锁O1范围内AP最高的一个区域。

卡牌 压制者
  类型：卡灵
  等级：1
  AP：1
  DP：1
  【启动】免能：封锁O1范围内AP最低的一个区域。

卡牌 空想者
  类型：卡灵
  等级：1
  AP：1
  DP：1
  【启动】免能：封锁O1范围内AP最高的一个空置区域。
`;

let interpreted: LoadedSet;
let compiled: CardPool;
let resolved: () => number;

beforeAll(async () => {
  ({ interpreted, compiled, resolved } = await bothWays('kaling', '最高', CARDS));
}, 120_000);

afterAll(() => expect(resolved()).toBeGreaterThanOrEqual(4));

/** The board on each pool: [interpreter, compiled code]. */
function boards(o: BoardOptions): [string, KalingState][] {
  const s = kboard({ ...o, set: interpreted });
  return onEachPool(s, compiled);
}

/** Activates the card at `area`, answers its target questions with `picks`, lets it resolve; the questions asked. */
function activate(s: KalingState, area: string, picks: number[] = []): { s: KalingState; asked: number[][] } {
  s = act(s, { type: 'activate', card: at(s, area), ability: 0 }).state;
  const want = [...picks];
  const asked: number[][] = [];
  for (let i = 0; i < 40 && s.winner === null && (s.pending || s.window); i++) {
    const d = s.pending;
    if (d?.kind === 'target') {
      asked.push(d.options.map((o) => o.value));
      const index = d.options.findIndex((o) => o.value === want[0]);
      if (index < 0) throw new Error(`${want[0]} is not offered: ${d.options.map((o) => o.value).join(',')}`);
      want.shift();
      s = act(s, { type: 'choose', index }).state;
    } else s = act(s, d ? { type: 'choose', index: 0 } : { type: 'pass' }).state;
  }
  expect(want).toEqual([]);
  return { s, asked };
}

describe('卡灵时代 最高 / 最低 (KL-TG-01)', () => {
  it('KL-TG-01 清除一张AP最高的对方卡灵: the one highest is cleared without a question', () => {
    const board = '. . . . .\n. . . . .\nB:小兵 B:盾卫 B:小兵 . .\n. . . . .\n. . A:清道夫 . .';
    for (const [how, s] of boards({ board })) {
      const r = activate(s, 'c1');
      expect(r.asked, how).toEqual([]);
      expect(names(r.s, 1, 'discard'), how).toEqual(['盾卫']);
    }
  });

  it('KL-TG-01 AP最高的 with a tie: the controller chooses among the tied ones only', () => {
    const board = '. . . . .\n. . . . .\nB:盾卫 B:小兵 B:盾卫 . .\n. . . . .\n. . A:清道夫 . .';
    for (const [how, s] of boards({ board })) {
      const r = activate(s, 'c1', [at(s, 'c3')]);
      expect(r.asked, how).toEqual([[at(s, 'a3'), at(s, 'c3')]]);
      expect(r.s.grid!.includes(at(s, 'a3')), how).toBe(true);
      expect(names(r.s, 1, 'discard'), how).toEqual(['盾卫']);
    }
  });

  it('KL-TG-01 清除所有AP最高的对方卡灵: every tied one, and nothing lower', () => {
    const board = '. . . . .\n. . . . .\nB:盾卫 B:小兵 B:盾卫 . .\n. . . . .\n. . A:扫荡者 . .';
    for (const [how, s] of boards({ board })) {
      const r = activate(s, 'c1');
      expect(names(r.s, 1, 'discard'), how).toEqual(['盾卫', '盾卫']);
      expect(r.s.grid!.includes(at(s, 'b3')), how).toBe(true);
    }
  });

  it('KL-TG-01 令DP最低的一张己方卡灵DP+1: the own 卡灵 with the lowest DP, not the opponent’s lower one', () => {
    const board = '. . . . .\n. . . . .\nB:小兵 . . . .\n. A:盾卫 . . .\nA:小兵 . A:扶持者 . .';
    for (const [how, s] of boards({ board })) {
      const low = at(s, 'a1');
      const r = activate(s, 'c1');
      expect(r.asked, how).toEqual([]);
      const dp = (id: number) => r.s.pool.rules.hooks.stat(r.s, id, 'dp');
      expect(dp(low), how).toBe(3);
      expect(dp(at(s, 'b2')), how).toBe(5);
      expect(dp(at(s, 'c1')), how).toBe(3);
    }
  });

  it('KL-TG-01 KL-TX-07 封锁O1范围内AP最高的一个区域: areas by the card in them; an empty area has no AP, so it is never the highest', () => {
    const board = '. . . . .\n. . . . .\n. . . . .\n. B:小兵 B:盾卫 . .\n. . A:封锁者 . .';
    for (const [how, s] of boards({ board })) {
      const r = activate(s, 'c1');
      expect(r.asked, how).toEqual([]);
      const locked = r.s.gridLocks!.flatMap((t, cell) => (t >= 0 ? [cell] : []));
      expect(
        locked.map((cell) => r.s.grid![cell]),
        how,
      ).toEqual([at(s, 'c2')]);
    }
  });

  it('KL-TG-01 KL-TX-07 封锁O1范围内AP最低的一个区域: the lowest card, not an empty area (which has no AP)', () => {
    const board = '. . . . .\n. . . . .\n. . . . .\n. B:小兵 B:盾卫 . .\n. . A:压制者 . .';
    for (const [how, s] of boards({ board })) {
      const r = activate(s, 'c1');
      expect(r.asked, how).toEqual([]);
      const locked = r.s.gridLocks!.flatMap((t, cell) => (t >= 0 ? [cell] : []));
      expect(
        locked.map((cell) => r.s.grid![cell]),
        how,
      ).toEqual([at(s, 'b2')]);
    }
  });

  it('KL-TG-01 AP最高的一个空置区域: empty areas hold no AP, so none is the highest and nothing is locked', () => {
    const board = '. . . . .\n. . . . .\n. . . . .\n. B:小兵 . . .\n. . A:空想者 . .';
    for (const [how, s] of boards({ board })) {
      const r = activate(s, 'c1');
      expect(r.asked, how).toEqual([]);
      expect(
        r.s.gridLocks!.every((t) => t < 0),
        how,
      ).toBe(true);
    }
  });

  it('KL-EF-03 KL-TG-01 【永恒】AP最高的己方卡灵AP+1: only the own 卡灵 with the highest AP gains', () => {
    const board = '. . . . .\nB:盾卫 . . . .\n. . . . .\n. A:盾卫 . . .\nA:小兵 . A:旗手 . .';
    for (const [how, s] of boards({ board })) {
      const ap = (area: string) => s.pool.rules.hooks.stat(s, at(s, area), 'ap');
      expect([ap('b2'), ap('a1'), ap('c1'), ap('a4')], how).toEqual([6, 1, 1, 5]);
    }
  });
});
