// 攻击者 in a 光暗 line that answers a sortie names the attacking character (GA-CB-01: the sortie is a moment to
// answer, GA-CH-01) — on a 响应 card used from hand, on a face-down 反制, and on a triggered line of a character
// alike. On real boards of the bundled set with these cards added.
import { describe, expect, it } from 'vitest';
import type { GuanganState } from '../../../runtime/index.js';
import { board, card, passAll, setWith, sortie, use, Z, type Step } from './helpers.js';

const set = setWith(`卡牌 反击
  类型：响应
  专属：林燃
  体力：1
  当对方角色攻击时：对攻击者造成2点法术伤害。

卡牌 护主反击
  类型：响应
  专属：林燃
  体力：1
  当己方角色被攻击时：对攻击者造成2点法术伤害。

卡牌 伏击
  类型：反制
  专属：林燃
  体力：1
  当对方角色攻击己方角色时：对攻击者造成2点法术伤害。
`);

const hp = (s: GuanganState, id: number): number => s.pool.rules.hooks.stat(s, id, 'hpLeft');

/** B's turn, its 战斗阶段: B's 夜昙 attacks A's 林燃; A holds `hand` (or has `set` face down) with 体力 to use it. */
function attacked(o: { hand?: string[]; cardZone?: { card: string; set: boolean }[] }): Step {
  const s = board(
    {
      turn: 4,
      phase: 'battle',
      A: { characters: ['林燃'], deck: ['雪落'], stamina: 6, ...o },
      B: { characters: ['夜昙'], deck: ['雪落'] },
    } as never,
    {},
    1,
    set,
  );
  return sortie(s, '夜昙', '林燃');
}

describe('光暗 攻击者 names the attacking character', () => {
  for (const [name, how] of [
    ['反击', '当对方角色攻击时 on a 响应 from hand'],
    ['护主反击', '当己方角色被攻击时 on a 响应 from hand'],
  ] as const)
    it(`GA-CB-01 ${how}: 对攻击者造成2点法术伤害 hits the attacker, not the attacked character`, () => {
      const r = attacked({ hand: [name] });
      const s0 = r.state;
      const foe = card(s0, 1, '夜昙', Z.positions);
      const own = card(s0, 0, '林燃', Z.positions);
      const used = use(s0, name);
      const done = passAll(used.state);
      const events = [...used.events, ...done.events];
      const spell = events.filter((e) => e.type === 'damaged' && e.info !== 'physical');
      expect(spell.map((e) => [e.card, e.amount])).toEqual([[foe, 2]]);
      expect(hp(done.state, foe)).toBe(hp(s0, foe) - 2);
      // 林燃 takes the sortie's physical damage only.
      const onOwn = events.filter((e) => e.type === 'damaged' && e.card === own).map((e) => e.info);
      expect(onOwn).toEqual(['physical']);
    });

  it('GA-CB-01 当对方角色攻击己方角色时 on a face-down 反制: 对攻击者 hits the attacker', () => {
    const r = attacked({ cardZone: [{ card: '伏击', set: true }] });
    const foe = card(r.state, 1, '夜昙', Z.positions);
    const used = use(r.state, '伏击');
    const done = passAll(used.state);
    const spell = [...used.events, ...done.events].filter((e) => e.type === 'damaged' && e.info !== 'physical');
    expect(spell.map((e) => [e.card, e.amount])).toEqual([[foe, 2]]);
  });
});
