// 光暗: a clause done more than once (对一个敌方角色造成1点法术伤害，执行2次): its ops follow themselves, each copy
// choosing its target anew. Played on real boards with the interpreter and with the set's compiled code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardPool, GameEvent, GuanganState } from '../../../runtime/index.js';
import type { LoadedSet } from '../../../compiler/scenario/set-cache.js';
import { bothWays, onEachPool } from '../compiled/compiled-sets.js';
import { board, card, readySide, useDamaging } from './helpers.js';

const CARDS = `卡牌 林燃
  类型：角色
  生命：5  攻击：2

卡牌 夜昙
  类型：角色
  生命：5  攻击：4

卡牌 白曜
  类型：角色
  生命：5  攻击：4

卡牌 雪落
  类型：普通
  专属：林燃
  体力：1
  抽1张卡。

卡牌 连击
  类型：普通
  专属：林燃
  体力：1
  对一个敌方角色造成1点法术伤害，执行2次。
`;

let interpreted: LoadedSet;
let compiled: CardPool;
let resolved: () => number;

beforeAll(async () => {
  ({ interpreted, compiled, resolved } = await bothWays('guangan', '重复', CARDS));
}, 120_000);

afterAll(() => expect(resolved()).toBeGreaterThanOrEqual(1));

/** A uses 连击, choosing B's 白曜 then B's 夜昙; the damage events. */
const strike = (s: GuanganState): GameEvent[] => useDamaging(s, '连击', [card(s, 1, '白曜'), card(s, 1, '夜昙')]);

describe('光暗 effects done more than once', () => {
  it('GA-CB-04 对一个敌方角色造成1点法术伤害，执行2次: two damages, each target chosen anew (白曜, then 夜昙)', () => {
    const s = board(
      { A: readySide(['林燃', '夜昙'], { hand: ['连击'] }), B: readySide(['夜昙', '白曜']) },
      {},
      1,
      interpreted,
    );
    for (const [how, st] of onEachPool(s, compiled))
      expect(
        strike(st).map((e) => [e.card, e.amount]),
        how,
      ).toEqual([
        [card(st, 1, '白曜'), 1],
        [card(st, 1, '夜昙'), 1],
      ]);
  });
});
