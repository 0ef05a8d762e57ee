// 光暗 不能出击 / 不能攻击 (the forbid op, 光暗's one action: the sortie, GA-CB-01): a character an effect forbids to sortie
// has no sortie among the legal actions, and one is rejected with the reason, the state unchanged; the marker ends
// with its duration. Played on real boards with the interpreter and with the compiled set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalActions, type CardPool, type GuanganState } from '../../../runtime/index.js';
import type { LoadedSet } from '../../../compiler/scenario/set-cache.js';
import { playerRef } from '../../../runtime/core/targeting.js';
import { bothWays, onEachPool, type Mode } from '../compiled/compiled-sets.js';
import { board, card, nextTurn, readySide, reject, toBattle, usePlayed, Z } from './helpers.js';

const CARDS = `卡牌 林燃
  类型：角色
  生命：5  攻击：2

卡牌 夜昙
  类型：角色
  生命：5  攻击：1

卡牌 苍岚
  类型：角色
  生命：5  攻击：1

卡牌 定身
  类型：普通
  专属：林燃
  体力：1
  令一个敌方角色直到对方回合结束不能出击。

卡牌 迟滞
  类型：普通
  专属：林燃
  体力：1
  令一个敌方角色本回合不能攻击。

卡牌 蓄势
  类型：普通
  专属：林燃
  体力：1
  抽1张卡，令一个己方角色本回合不能出击。

卡牌 雪落
  类型：普通
  专属：林燃
  体力：1
  抽1张卡。
`;

let interpreted: LoadedSet;
let compiled: CardPool;
let resolved: () => number;

beforeAll(async () => {
  ({ interpreted, compiled, resolved } = await bothWays('guangan', '不能出击', CARDS));
}, 120_000);

afterAll(() => expect(resolved()).toBeGreaterThanOrEqual(3));

/** A (林燃) holding `hand`; B with 夜昙 and 苍岚. On each pool (interpreter first). */
function boards(hand: string[]): [Mode, GuanganState][] {
  const s = board({ A: readySide(['林燃'], { hand }), B: readySide(['夜昙', '苍岚']) }, {}, 1, interpreted);
  return onEachPool(s, compiled);
}

/** The cards the player to act may sortie with now. */
const sortiers = (s: GuanganState): number[] => [
  ...new Set(
    legalActions(s).flatMap((a) => (a.type === 'sortie' ? [(a as unknown as { attacker: number }).attacker] : [])),
  ),
];

/** A uses `name` (its question answered with the first option); the character it marked. */
function used(s0: GuanganState, name: string): { s: GuanganState; marked: number } {
  const { s } = usePlayed(s0, name);
  const marked = s.mods.filter((m) => m.key === 'forbid:attack').map((m) => m.target);
  expect(marked).toHaveLength(1);
  return { s, marked: marked[0] };
}

describe('光暗 不能出击', () => {
  it("GA-CB-01 抽1张卡，令一个己方角色本回合不能出击: no sortie in this turn's 战斗阶段 (legal and rejected, state unchanged); the next turn it sorties", () => {
    const s0 = board(
      { A: readySide(['林燃', '苍岚'], { hand: ['蓄势'] }), B: readySide(['夜昙']) },
      {},
      1,
      interpreted,
    );
    for (const [how, start] of onEachPool(s0, compiled)) {
      const { s: s1, marked } = used(start, '蓄势');
      expect(s1.cards[marked].controller, how).toBe(0);
      const free = [card(s1, 0, '林燃', Z.positions), card(s1, 0, '苍岚', Z.positions)].find((x) => x !== marked)!;
      let s = toBattle(s1);
      expect([s.active, s.phase], how).toEqual([0, 'battle']);
      expect(sortiers(s), how).toEqual([free]);
      reject(s, { type: 'sortie', attacker: marked, target: playerRef(1) }, 'sortie/forbidden');
      s = toBattle(nextTurn(nextTurn(s)));
      expect([s.active, sortiers(s).sort()], how).toEqual([0, [marked, free].sort()]);
    }
  });

  it('GA-CB-01 令一个敌方角色直到对方回合结束不能出击: no sortie in its next 战斗阶段, rejected with the reason; it sorties the turn after', () => {
    for (const [how, s0] of boards(['定身'])) {
      const { s: s1, marked } = used(s0, '定身');
      const free = [card(s1, 1, '夜昙', Z.positions), card(s1, 1, '苍岚', Z.positions)].find((x) => x !== marked)!;
      let s = toBattle(nextTurn(s1));
      expect([s.active, s.phase], how).toEqual([1, 'battle']);
      expect(sortiers(s), how).toEqual([free]);
      reject(s, { type: 'sortie', attacker: marked, target: playerRef(0) }, 'sortie/forbidden');
      s = toBattle(nextTurn(nextTurn(s)));
      expect([s.active, sortiers(s).sort()], how).toEqual([1, [marked, free].sort()]);
    }
  });

  it('GA-CB-01 令一个敌方角色本回合不能攻击: the marker lasts this turn only; in its own 战斗阶段 the character sorties', () => {
    for (const [how, s0] of boards(['迟滞'])) {
      const { s: s1, marked } = used(s0, '迟滞');
      expect(s1.mods.find((m) => m.target === marked)?.until, how).toBe(s1.turn);
      const s = toBattle(nextTurn(s1));
      expect(sortiers(s), how).toContain(marked);
    }
  });
});
