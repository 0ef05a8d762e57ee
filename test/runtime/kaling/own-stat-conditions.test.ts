// 卡灵时代 conditions on the card's own value (SLCG-CT-08 for every game, with KL-CT-02's AP and DP): 若此卡灵AP≥3,
// 若自身AP在3以上, 若此卡灵的DP小于2 read the 卡灵 whose text it is, as AP≥3的卡灵 reads a card. Played on real boards
// with the interpreter and with the set's compiled code.
import { beforeAll, describe, expect, it } from 'vitest';
import { applyAction, type CardPool, type KalingState } from '../../../runtime/index.js';
import type { LoadedSet } from '../../../compiler/scenario/set-cache.js';
import { bothWays, onEachPool } from '../compiled/compiled-sets.js';
import { act, at, type BoardOptions, kboard, nameOf, names, settle } from './helpers.js';

const CARDS = `卡牌 盾卫
  类型：卡灵
  等级：1
  AP：5
  DP：5
  SP：0

卡牌 猛将
  类型：卡灵
  等级：1
  AP：3
  DP：1
  【启动】免能：若此卡灵AP≥3，抽1张卡。

卡牌 弱将
  类型：卡灵
  等级：1
  AP：2
  DP：1
  【启动】免能：若此卡灵AP≥3，抽1张卡。

卡牌 勇将
  类型：卡灵
  等级：1
  AP：3
  DP：3
  【启动】免能：若自身AP在3以上，抽1张卡。

卡牌 薄甲
  类型：卡灵
  等级：1
  AP：1
  DP：1
  【启动】免能：若此卡灵的DP小于2，抽1张卡。

卡牌 厚甲
  类型：卡灵
  等级：1
  AP：1
  DP：2
  【启动】免能：若此卡灵的DP小于2，抽1张卡。

卡牌 急将
  类型：卡灵
  等级：1
  AP：3
  DP：1
  【启动】免能：若此卡灵AP3以上，抽1张卡。

卡牌 缓将
  类型：卡灵
  等级：1
  AP：2
  DP：1
  【启动】免能：若此卡灵AP3以上，抽1张卡。

卡牌 为将
  类型：卡灵
  等级：1
  AP：4
  DP：1
  【启动】免能：若此卡灵的AP为3以上，抽1张卡。

卡牌 等将
  类型：卡灵
  等级：1
  AP：4
  DP：1
  【启动】免能：若此卡灵AP为3，抽1张卡。

卡牌 小兵
  类型：卡灵
  等级：1
  AP：1
  DP：2
  SP：0

卡牌 削弱者
  类型：卡灵
  等级：1
  AP：1
  DP：1
  【启动】免能：令一张对方卡灵DP-1，若其DP≤1，抽1张卡。

卡牌 甄别者
  类型：卡灵
  等级：1
  AP：1
  DP：1
  【启动】免能：选择一张对方卡灵，若其AP≥3，将其回归；否则令其DP-1。

卡牌 清道夫
  类型：卡灵
  等级：1
  AP：1
  DP：1
  【启动】免能：清除一张AP3以上的对方卡灵。

卡牌 守门人
  类型：卡灵
  等级：1
  AP：1
  DP：1
  【启动】免能：清除一张AP在3以上的对方卡灵。
`;

let interpreted: LoadedSet;
let compiled: CardPool;

beforeAll(async () => {
  ({ interpreted, compiled } = await bothWays('kaling', '自身数值', CARDS));
}, 120_000);

/** The board on each pool: [interpreter, compiled code]. */
function boards(o: BoardOptions): [string, KalingState][] {
  const s = kboard({ ...o, set: interpreted });
  return onEachPool(s, compiled);
}

/**
 * Whether `card` at c1 (A's) drew a card when activated, on each pool; false when it may not be activated because its
 * 若 does not hold (activate/condition: the whole ability is conditional).
 */
function draws(card: string): boolean[] {
  return boards({ board: `. . . . .\n. . . . .\n. . . . .\n. . . . .\n. . A:${card} . .` }).map(([, s]) => {
    const before = names(s, 0, 'hand').length;
    const tried = applyAction(s, { type: 'activate', card: at(s, 'c1'), ability: 0 });
    if (!tried.ok) {
      expect(tried.error.code).toBe('activate/condition');
      return false;
    }
    let r = tried.state as KalingState;
    for (let i = 0; i < 40 && r.winner === null && (r.pending || r.window); i++)
      r = act(r, r.pending ? { type: 'choose', index: 0 } : { type: 'pass' }).state;
    return names(r, 0, 'hand').length === before + 1;
  });
}

describe('卡灵时代 own-value conditions', () => {
  it('KL-CT-02 若此卡灵AP≥3: the 卡灵’s own AP — 3 holds, 2 does not', () => {
    expect(draws('猛将')).toEqual([true, true]);
    expect(draws('弱将')).toEqual([false, false]);
  });

  it('KL-CT-02 若自身AP在3以上: 在 before the number, the same comparison', () => {
    expect(draws('勇将')).toEqual([true, true]);
  });

  it('KL-CT-02 若此卡灵AP3以上: a number glued to AP reads as AP 3以上 — AP 3 holds, AP 2 does not', () => {
    expect(draws('急将')).toEqual([true, true]);
    expect(draws('缓将')).toEqual([false, false]);
  });

  it('KL-CT-02 若此卡灵的AP为3以上 is AP ≥ 3 (AP 4 holds); 若此卡灵AP为3 is AP = 3 (AP 4 does not)', () => {
    expect(draws('为将')).toEqual([true, true]);
    expect(draws('等将')).toEqual([false, false]);
  });

  it('KL-TG-01 KL-CT-02 清除一张AP3以上的对方卡灵 / AP在3以上的: only the AP 5 卡灵 is a candidate, cleared', () => {
    for (const card of ['清道夫', '守门人'])
      for (const [how, s] of boards({
        board: `. . . . .\n. . . . .\nB:小兵 B:盾卫 . . .\n. . . . .\n. . A:${card} . .`,
      })) {
        let r = act(s, { type: 'activate', card: at(s, 'c1'), ability: 0 }).state;
        for (let i = 0; i < 40 && r.winner === null && (r.pending || r.window); i++) {
          // A question, if any, offers the AP 5 卡灵 alone.
          if (r.pending?.kind === 'target')
            expect(
              r.pending.options.map((o) => o.value),
              how,
            ).toEqual([at(s, 'b3')]);
          r = act(r, r.pending ? { type: 'choose', index: 0 } : { type: 'pass' }).state;
        }
        expect(names(r, 1, 'discard'), `${card} ${how}`).toEqual(['盾卫']);
        expect(nameOf(r, at(r, 'a3')), `${card} ${how}`).toBe('小兵');
      }
  });

  it('KL-CT-02 令一张对方卡灵DP-1，若其DP≤1: the weakened 卡灵’s DP after the change — 2 → 1 holds, 5 → 4 does not', () => {
    for (const [enemy, drew] of [
      ['小兵', true],
      ['盾卫', false],
    ] as const)
      for (const [how, s] of boards({
        board: `. . . . .\n. . . . .\nB:${enemy} . . . .\n. . . . .\n. . A:削弱者 . .`,
      })) {
        const before = names(s, 0, 'hand').length;
        const r = settle(act(s, { type: 'activate', card: at(s, 'c1'), ability: 0 }).state).state;
        expect(names(r, 0, 'hand').length - before, `${enemy} ${how}`).toBe(drew ? 1 : 0);
      }
  });

  it('KL-CT-02 KL-TX-02 选择一张对方卡灵，若其AP≥3，将其回归；否则令其DP-1: 其 is the card just chosen — AP 5 returns, AP 1 loses DP', () => {
    for (const [enemy, returned] of [
      ['盾卫', true],
      ['小兵', false],
    ] as const)
      for (const [how, s] of boards({
        board: `. . . . .\n. . . . .\nB:${enemy} . . . .\n. . . . .\n. . A:甄别者 . .`,
      })) {
        const id = at(s, 'a3');
        const r = settle(act(s, { type: 'activate', card: at(s, 'c1'), ability: 0 }).state).state;
        expect(names(r, 1, 'hand').includes(enemy), `${enemy} ${how}`).toBe(returned);
        if (!returned)
          expect(r.pool.rules.hooks.stat(r, id, 'dp'), `${enemy} ${how}`).toBe(
            s.pool.rules.hooks.stat(s, id, 'dp') - 1,
          );
      }
  });

  it('KL-CT-02 若此卡灵的DP小于2: strictly less — DP 1 holds, DP 2 does not', () => {
    expect(draws('薄甲')).toEqual([true, true]);
    expect(draws('厚甲')).toEqual([false, false]);
  });
});
