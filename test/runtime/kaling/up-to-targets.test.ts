// 卡灵时代 至多N个 (KL-TG-01): the controller chooses up to N cards or areas one at a time and may stop after any of
// them, none included ("done"). Played on real boards with the interpreter and with the set's compiled code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cellRef, DONE_CHOOSING, type CardPool, type KalingState } from '../../../runtime/index.js';
import type { LoadedSet } from '../../../compiler/scenario/set-cache.js';
import { bothWays, onEachPool } from '../compiled/compiled-sets.js';
import { act, at, cell, type BoardOptions, kboard, names } from './helpers.js';

const CARDS = `卡牌 盾卫
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
  【启动】免能：清除公共战场的至多2张对方卡灵。

卡牌 封锁者
  类型：卡灵
  等级：1
  AP：1
  DP：1
  【启动】免能：封锁至多2个O1范围内的区域。
`;

let interpreted: LoadedSet;
let compiled: CardPool;
let resolved: () => number;

beforeAll(async () => {
  ({ interpreted, compiled, resolved } = await bothWays('kaling', '至多', CARDS));
}, 120_000);

afterAll(() => expect(resolved()).toBeGreaterThanOrEqual(3));

/** The board on each pool: [interpreter, compiled code]. */
function boards(o: BoardOptions): [string, KalingState][] {
  const s = kboard({ ...o, set: interpreted });
  return onEachPool(s, compiled);
}

/** Activates the card at `area`, answers its target questions with `picks` (values) and lets it resolve. */
function activate(s: KalingState, area: string, picks: number[]): KalingState {
  s = act(s, { type: 'activate', card: at(s, area), ability: 0 }).state;
  const want = [...picks];
  for (let i = 0; i < 40 && s.winner === null && (s.pending || s.window); i++) {
    const d = s.pending;
    if (d?.kind === 'target') {
      const index = d.options.findIndex((o) => o.value === want[0]);
      if (index < 0) throw new Error(`${want[0]} is not offered: ${d.options.map((o) => o.value).join(',')}`);
      want.shift();
      s = act(s, { type: 'choose', index }).state;
    } else s = act(s, d ? { type: 'choose', index: 0 } : { type: 'pass' }).state;
  }
  expect(want).toEqual([]);
  return s;
}

const BOARD = '. . . . .\n. . . . .\nB:盾卫 B:盾卫 B:盾卫 . .\n. . . . .\n. . A:清道夫 . .';

describe('卡灵时代 至多N个 (KL-TG-01)', () => {
  it('KL-TG-01 清除公共战场的至多2张对方卡灵: two chosen are cleared, the third stays', () => {
    for (const [how, s] of boards({ board: BOARD })) {
      const r = activate(s, 'c1', [at(s, 'a3'), at(s, 'c3')]);
      expect(names(r, 1, 'discard'), how).toEqual(['盾卫', '盾卫']);
      expect(r.grid![cell('b3')], how).toBe(at(s, 'b3'));
    }
  });

  it('KL-TG-01 至多2张: "done" after one clears that one only; "done" at once clears none', () => {
    for (const [how, s] of boards({ board: BOARD })) {
      expect(names(activate(s, 'c1', [at(s, 'b3'), DONE_CHOOSING]), 1, 'discard'), how).toEqual(['盾卫']);
      const asked = act(s, { type: 'activate', card: at(s, 'c1'), ability: 0 }).state;
      expect(
        asked.pending!.options.map((o) => o.value),
        how,
      ).toEqual([at(s, 'a3'), at(s, 'b3'), at(s, 'c3'), DONE_CHOOSING]);
      expect(names(activate(s, 'c1', [DONE_CHOOSING]), 1, 'discard'), how).toEqual([]);
    }
  });

  it('KL-TG-01 封锁至多2个O1范围内的区域: an up-to-N area target, one area chosen then "done"', () => {
    for (const [how, s] of boards({ board: '. . . . .\n. . . . .\n. . . . .\n. . . . .\n. . A:封锁者 . .' })) {
      const r = activate(s, 'c1', [cellRef(cell('b1')), DONE_CHOOSING]);
      const locked = r.gridLocks!.flatMap((t, c) => (t >= r.turn ? [c] : []));
      expect(locked, how).toEqual([cell('b1')]);
    }
  });
});
