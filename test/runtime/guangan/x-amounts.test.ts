// 光暗 X for an effect's number (对一个敌方角色造成X点伤害，X为己方场上角色的数量): per card the definition counts
// (SLCG-CT-08's counts for every game), counted when the effect resolves, seen from its user. Played on real boards
// with the interpreter and with the set's compiled code.
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

卡牌 群击
  类型：普通
  专属：林燃
  体力：1
  对一个敌方角色造成X点法术伤害，X为己方场上角色的数量。

卡牌 终结
  类型：普通
  专属：林燃
  体力：1
  对一个敌方角色造成等同于其生命值的法术伤害。

卡牌 加击
  类型：普通
  专属：林燃
  体力：1
  对一个敌方角色造成X点法术伤害，X为己方场上角色数量的两倍减1。

卡牌 对击
  类型：普通
  专属：林燃
  体力：1
  己方场上每有两个角色，对一个敌方角色造成2点法术伤害。
`;

let interpreted: LoadedSet;
let compiled: CardPool;
let resolved: () => number;

beforeAll(async () => {
  ({ interpreted, compiled, resolved } = await bothWays('guangan', 'X数量', CARDS));
}, 120_000);

afterAll(() => expect(resolved()).toBeGreaterThanOrEqual(2));

/** A uses `name` (群击) on B's 白曜; the damage events. */
const strike = (s: GuanganState, name = '群击'): GameEvent[] => useDamaging(s, name, [card(s, 1, '白曜')]);

describe('光暗 X counted when the effect resolves', () => {
  it('GA-CHR-03 造成等同于其生命值的法术伤害: the target’s HP left (3 of 5) when the damage resolves', () => {
    const s = board(
      { A: readySide(['林燃', '夜昙'], { hand: ['终结'] }), B: readySide(['夜昙', { card: '白曜', hp: 3 }]) },
      {},
      1,
      interpreted,
    );
    for (const [how, st] of onEachPool(s, compiled))
      expect(
        strike(st, '终结').map((e) => [e.card, e.amount]),
        how,
      ).toEqual([[card(st, 1, '白曜'), 3]]);
  });

  it('GA-CB-04 SLCG-CT-08 造成X点法术伤害，X为己方场上角色的数量: 2 own characters, 2 damage; 3, 3', () => {
    for (const [own, want] of [
      [['林燃', '夜昙'], 2],
      [['林燃', '夜昙', '白曜'], 3],
    ] as const) {
      const s = board(
        { A: readySide([...own], { hand: ['群击'] }), B: readySide(['夜昙', '白曜']) },
        {},
        1,
        interpreted,
      );
      for (const [how, st] of onEachPool(s, compiled)) {
        const hits = strike(st);
        expect(
          hits.map((e) => [e.card, e.amount]),
          how,
        ).toEqual([[card(st, 1, '白曜'), want]]);
      }
    }
  });

  it('GA-CB-04 SLCG-CT-08 X为己方场上角色数量的两倍减1 (3 own: 5); 每有两个角色，造成2点 (3 own: one step, 2)', () => {
    for (const [name, want] of [
      ['加击', 5],
      ['对击', 2],
    ] as const) {
      const s = board(
        { A: readySide(['林燃', '夜昙', '白曜'], { hand: [name] }), B: readySide(['夜昙', '白曜']) },
        {},
        1,
        interpreted,
      );
      for (const [how, st] of onEachPool(s, compiled))
        expect(
          strike(st, name).map((e) => [e.card, e.amount]),
          `${name} ${how}`,
        ).toEqual([[card(st, 1, '白曜'), want]]);
    }
  });
});
