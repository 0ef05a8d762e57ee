// 无效那次攻击 on a triggered ability (not a 突发 card): SLCG-CB-07 puts the attack's response window before it
// resolves, and a triggered ability the attack woke goes on the chain above the attack link (SLCG-CH-01), so it
// resolves first and cancels the attack. Played on real SLCG states with a compiled set and with the interpreter.

import { beforeAll, describe, expect, it } from 'vitest';
import { mutCard, type CardPool, type GameEvent, type SlcgState } from '../../../runtime/index.js';
import { MODES, textPools, type Mode } from '../compiled/compiled-sets.js';
import { act, board, inst } from '../helpers.js';

const CARDS = `卡牌 铁壁
  类型：角色
  费用：0
  常值：3 攻
  【被攻击时】无效那次攻击。

卡牌 守望者
  类型：角色
  费用：0
  常值：1 推
  当己方角色被攻击时：无效那次攻击。

卡牌 木桩
  类型：角色
  费用：0
  常值：3 攻

卡牌 冲锋者
  类型：角色
  费用：0
  常值：4 攻

卡牌 补给
  类型：发生
  费用：0
  抽1张卡。
`;

let pools: Record<Mode, CardPool>;

beforeAll(async () => {
  pools = await textPools('slcg', '无效那次攻击', CARDS);
});

const DECK = ['补给', '补给', '补给', '补给'];

/** P0's 冲锋者 attacks P1's `defender` (or P1 itself, `defender` null); every window passed, every question 'yes'. */
function attack(mode: Mode, defender: string | null, others: string[] = []): { s: SlcgState; events: GameEvent[] } {
  const main = defender ? [defender, ...others] : others;
  const s = board({ pool: pools[mode], p0: { deck: DECK, main: ['冲锋者'] }, p1: { deck: DECK, main } });
  let target = -2;
  if (defender) {
    target = inst(s, 1, 'main', defender);
    mutCard(s, target).tapped = true; // SLCG-CB-02: only a tapped character can be attacked
  }
  let r = act(s, { type: 'attack', attacker: inst(s, 0, 'main', '冲锋者'), target });
  const events = [...r.events];
  for (let i = 0; i < 60 && (r.state.pending || r.state.window) && r.state.winner === null; i++) {
    r = act(r.state, r.state.pending ? { type: 'choose', index: 0 } : { type: 'pass' });
    events.push(...r.events);
  }
  return { s: r.state, events };
}

const battle = (events: GameEvent[]) => events.filter((e) => e.type === 'damaged' && e.info === 'battle');
const negatedAttack = (events: GameEvent[]) =>
  events.some((e) => e.type === 'chainResolve' && e.info === 'attack:negated');

describe.each(MODES)('SLCG triggered 无效那次攻击 (%s)', (mode) => {
  it('SLCG-CB-07 【被攻击时】无效那次攻击 cancels the attack that woke it: no battle damage either way', () => {
    const plain = attack(mode, '木桩');
    expect(battle(plain.events).length).toBe(2); // SLCG-CB-04/05: damage and 反击
    const { s, events } = attack(mode, '铁壁');
    expect(negatedAttack(events)).toBe(true);
    expect(battle(events)).toEqual([]);
    expect(s.cards[inst(s, 1, 'main', '铁壁')].damage).toBe(0);
    expect(s.cards[inst(s, 0, 'main', '冲锋者')].tapped).toBe(true); // the attacker stays tapped (CB-07)
  });

  it('SLCG-CB-07 当己方角色被攻击时：无效那次攻击 on another character cancels the attack on 木桩', () => {
    const { s, events } = attack(mode, '木桩', ['守望者']);
    expect(negatedAttack(events)).toBe(true);
    expect(s.cards[inst(s, 1, 'main', '木桩')].damage).toBe(0);
  });

  it('SLCG-CB-06 an attack on the player wakes no 被攻击时 of a character: the 创伤 is received', () => {
    const { s, events } = attack(mode, null, ['守望者']);
    expect(negatedAttack(events)).toBe(false);
    expect(s.players[1].res.trauma).toBe(1);
  });
});
