// 卡灵时代 conditions on counts as designers write them (SLCG-CT-08, for every game): a count compared
// (己方战场上的卡灵不少于3张, 有3张以上的卡灵) and two counts compared (对方场上的卡灵多于己方, 比己方多). Played on real
// boards with the interpreter and with the set's compiled code.
import { beforeAll, describe, expect, it } from 'vitest';
import { applyAction, type CardPool, type KalingState } from '../../../runtime/index.js';
import type { LoadedSet } from '../../../compiler/scenario/set-cache.js';
import { bothWays, onEachPool } from '../compiled/compiled-sets.js';
import { act, at, type BoardOptions, kboard, names } from './helpers.js';

const CARDS = `卡牌 盾卫
  类型：卡灵
  等级：1
  AP：5
  DP：5
  SP：0

卡牌 点将
  类型：卡灵
  等级：1
  AP：1
  DP：1
  【启动】免能：若己方战场上的卡灵不少于3张，抽1张卡。

卡牌 聚将
  类型：卡灵
  等级：1
  AP：1
  DP：1
  【启动】免能：若己方战场上有3张以上的卡灵，抽1张卡。

卡牌 寡兵
  类型：卡灵
  等级：1
  AP：1
  DP：1
  【启动】免能：若对方场上的卡灵多于己方，抽1张卡。

卡牌 比兵
  类型：卡灵
  等级：1
  AP：1
  DP：1
  【启动】免能：若对方场上的卡灵比己方多，抽1张卡。
`;

let interpreted: LoadedSet;
let compiled: CardPool;

beforeAll(async () => {
  ({ interpreted, compiled } = await bothWays('kaling', '计数条件', CARDS));
}, 120_000);

/** The board on each pool: [interpreter, compiled code]. */
function boards(o: BoardOptions): [string, KalingState][] {
  const s = kboard({ ...o, set: interpreted });
  return onEachPool(s, compiled);
}

/**
 * Whether the card at c1 (A's) drew a card when activated, on each pool; false when it may not be activated because
 * its 若 does not hold (activate/condition: the whole ability is conditional).
 */
function draws(board: string): boolean[] {
  return boards({ board }).map(([, s]) => {
    const before = names(s, 0, 'hand').length;
    const a = { type: 'activate', card: at(s, 'c1'), ability: 0 } as const;
    const tried = applyAction(s, a);
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

describe('卡灵时代 count conditions', () => {
  it.each(['点将', '聚将'])(
    'KL-ZN-01 %s: three of one’s 卡灵 in one’s own rows (己方战场); one in the public row does not count',
    (card) => {
      expect(draws(`. . . . .\n. . . . .\n. . . . .\n. A:盾卫 . . .\nA:盾卫 . A:${card} . .`)).toEqual([true, true]);
      expect(draws(`. . . . .\n. . . . .\nA:盾卫 . . . .\n. A:盾卫 . . .\n. . A:${card} . .`)).toEqual([false, false]);
    },
  );

  it.each(['寡兵', '比兵'])('SLCG-CT-08 %s: more 卡灵 on the opponent’s field than on one’s own, strictly', (card) => {
    expect(draws(`B:盾卫 B:盾卫 . . .\n. . . . .\n. . . . .\n. . . . .\n. . A:${card} . .`)).toEqual([true, true]);
    expect(draws(`B:盾卫 . . . .\n. . . . .\n. . . . .\n. . . . .\n. . A:${card} . .`)).toEqual([false, false]);
    expect(draws(`B:盾卫 B:盾卫 . . .\n. . . . .\n. . . . .\n. . . . .\nA:盾卫 . A:${card} . .`)).toEqual([
      false,
      false,
    ]);
  });
});
