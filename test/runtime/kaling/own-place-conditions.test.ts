// 卡灵时代 KL-ZN-01: where a card stands — 若此卡灵在对方战场, 若此卡灵不在己方战场, 若其在己方战场, and the existence test
// 若对方战场上有此卡灵 that says the same — is judged on the rows the card stands in, seen from the ability's controller.
// A reference (自身, 其, 那张卡灵) used to be counted wherever it stood. Played on real boards with the interpreter and
// with the set's compiled code.
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardPool, KalingState } from '../../../runtime/index.js';
import type { LoadedSet } from '../../../compiler/scenario/set-cache.js';
import { bothWays, onEachPool } from '../compiled/compiled-sets.js';
import { act, at, type BoardOptions, kboard, names, settle } from './helpers.js';

const CARDS = `卡牌 盾卫
  类型：卡灵
  等级：1
  AP：1
  DP：5

卡牌 深入敌后
  类型：卡灵
  等级：2
  AP：2
  DP：1
  【被清除时】若此卡灵在对方战场，令对方失去2点生命。

卡牌 前哨
  类型：卡灵
  等级：2
  AP：2
  DP：1
  【被清除时】若对方战场上有此卡灵，令对方失去2点生命。

卡牌 守家者
  类型：卡灵
  等级：2
  AP：2
  DP：2
  【启动】回1 免能：若此卡灵不在己方战场，抽1张卡。

卡牌 前线压制
  类型：卡灵
  等级：1
  AP：1
  DP：1
  SP：0
  【启动】免能：令一张对方卡灵AP-1，若其在己方战场，抽1张卡。

卡牌 雷击
  类型：卡灵
  等级：1
  AP：1
  DP：1
  SP：0
  【启动】免能：清除一张等级2的卡灵。
`;

let interpreted: LoadedSet;
let compiled: CardPool;

beforeAll(async () => {
  ({ interpreted, compiled } = await bothWays('kaling', '所在位置', CARDS));
}, 120_000);

function boards(o: BoardOptions): [string, KalingState][] {
  return onEachPool(kboard({ ...o, set: interpreted, A: { deck: ['盾卫', '盾卫'], ...o.A } }), compiled);
}

const lifeOfB = (board: string): number[] =>
  boards({ board }).map(
    ([, s]) => settle(act(s, { type: 'activate', card: at(s, 'e1'), ability: 0 }).state).state.players[1].res.life,
  );

describe('卡灵时代 where a referenced card stands (KL-ZN-01)', () => {
  for (const who of ['深入敌后', '前哨'])
    it(`KL-ZN-01 ${who}: cleared in the opponent's rows, the opponent loses 2; in the own rows, nothing`, () => {
      expect(lifeOfB(`. . . . .\n. . A:${who} . .\n. . . . .\n. . . . .\n. . . . A:雷击`)).toEqual([18, 18]);
      expect(lifeOfB(`. . . . .\n. . . . .\n. . A:${who} . .\n. . . . .\n. . . . A:雷击`)).toEqual([20, 20]);
      expect(lifeOfB(`. . . . .\n. . . . .\n. . . . .\n. . A:${who} . .\n. . . . A:雷击`)).toEqual([20, 20]);
    });

  it('KL-ZN-01 若此卡灵不在己方战场: usable from the public row, not from the own rows', () => {
    for (const [how, s] of boards({ board: `. . . . .\n. . . . .\n. . A:守家者 . .\n. . . . .\n. . . . .` })) {
      const r = settle(act(s, { type: 'activate', card: at(s, 'c3'), ability: 0 }).state).state;
      expect(names(r, 0, 'hand'), how).toEqual(['盾卫']);
    }
    for (const [how, s] of boards({ board: `. . . . .\n. . . . .\n. . . . .\n. . A:守家者 . .\n. . . . .` }))
      expect(act.bind(null, s, { type: 'activate', card: at(s, 'c2'), ability: 0 }), how).toThrow(/condition/);
  });

  it("KL-ZN-01 若其在己方战场: the 卡灵 the effect lowered stands in one's own rows", () => {
    const drawn = (board: string) =>
      boards({ board }).map(([, s]) => {
        const r = settle(act(s, { type: 'activate', card: at(s, 'e1'), ability: 0 }).state).state;
        return names(r, 0, 'hand').length;
      });
    expect(drawn(`. . . . .\n. . . . .\n. . . . .\n. . B:盾卫 . .\n. . . . A:前线压制`)).toEqual([1, 1]);
    expect(drawn(`. . B:盾卫 . .\n. . . . .\n. . . . .\n. . . . .\n. . . . A:前线压制`)).toEqual([0, 0]);
  });
});
