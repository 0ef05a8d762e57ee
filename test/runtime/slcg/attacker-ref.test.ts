// 攻击者 (攻击的角色, 进行攻击的角色) in an ability an attack starts names the attacking character (SLCG-CB-04: 【被攻击时】
// triggers when the card is declared the target of an attack; SLCG-CB-01 【攻击时】 when it attacks); 当对方角色攻击己方
// 角色时 is the attack on any own character (SLCG-CB-02). Played on real SLCG
// states with a compiled set and with the interpreter over the same cards.

import { beforeAll, describe, expect, it } from 'vitest';
import { compileCards, type CompileResult } from '../../../compiler/index.js';
import { mutCard, valueOf, type CardPool, type GameEvent, type SlcgState } from '../../../runtime/index.js';
import { MODES, textPools, type Mode } from '../compiled/compiled-sets.js';
import { act, board, inst } from '../helpers.js';

const CARDS = `卡牌 荆棘卫士
  类型：角色
  费用：0
  常值：3 攻
  【被攻击时】对攻击者造成1点伤害。

卡牌 缴械者
  类型：角色
  费用：0
  常值：3 攻
  当此卡被攻击时：令攻击的角色常值-1；令进行攻击的角色失去【守护】。

卡牌 木桩
  类型：角色
  费用：0
  常值：3 攻

卡牌 冲锋者
  类型：角色
  费用：0
  常值：4 攻
  【攻击时】令攻击者常值+1直到回合结束。

卡牌 哨卫
  类型：角色
  费用：0
  常值：1 推
  当对方角色攻击己方角色时：推动进度+1；对攻击者造成1点伤害。

卡牌 补给
  类型：发生
  费用：0
  抽1张卡。
`;

let pools: Record<Mode, CardPool>;

beforeAll(async () => {
  pools = await textPools('slcg', '攻击者', CARDS);
});

const DECK = ['补给', '补给', '补给', '补给'];

/**
 * P0's 冲锋者 attacks P1's `defender` (beside P1's `others`); every window is passed and every question answered with
 * its first option.
 */
function attack(mode: Mode, defender: string, others: string[] = []): { s: SlcgState; events: GameEvent[] } {
  const s = board({
    pool: pools[mode],
    p0: { deck: DECK, main: ['冲锋者'] },
    p1: { deck: DECK, main: [defender, ...others] },
  });
  // SLCG-CB-02: only a tapped character can be attacked.
  const target = inst(s, 1, 'main', defender);
  mutCard(s, target).tapped = true;
  let r = act(s, { type: 'attack', attacker: inst(s, 0, 'main', '冲锋者'), target });
  const events = [...r.events];
  for (let i = 0; i < 60 && (r.state.pending || r.state.window) && r.state.winner === null; i++) {
    r = act(r.state, r.state.pending ? { type: 'choose', index: 0 } : { type: 'pass' });
    events.push(...r.events);
  }
  return { s: r.state, events };
}

describe.each(MODES)('SLCG 攻击者 names the attacking character (%s)', (mode) => {
  it('SLCG-CB-04 【被攻击时】对攻击者造成1点伤害: the attacker takes the damage, not the attacked card', () => {
    const { s } = attack(mode, '荆棘卫士');
    // The same attack on a character without the text: the battle's damage only.
    const { s: plain } = attack(mode, '木桩');
    const striker = inst(s, 0, 'main', '冲锋者');
    expect(s.cards[striker].damage).toBe(plain.cards[inst(plain, 0, 'main', '冲锋者')].damage + 1);
  });

  it('SLCG-CB-04 当此卡被攻击时：令攻击的角色常值-1: the attacker loses it before the battle', () => {
    // SLCG-CB-04 the attacker deals its 常值 to the attacked character: 4 + 1 (its own 【攻击时】) - 1.
    const battle = (r: { s: SlcgState; events: GameEvent[] }, p: number) =>
      r.events.filter((e) => e.type === 'damaged' && e.info === 'battle' && e.player === p).map((e) => e.amount);
    expect(battle(attack(mode, '木桩'), 1)).toEqual([5]);
    expect(battle(attack(mode, '缴械者'), 1)).toEqual([4]);
  });

  it('SLCG-CB-01 【攻击时】令攻击者常值+1: the attacker is the card itself', () => {
    let s = board({ pool: pools[mode], p0: { deck: DECK, main: ['冲锋者'] }, p1: { deck: DECK, main: ['补给'] } });
    const striker = inst(s, 0, 'main', '冲锋者');
    s = act(s, { type: 'attack', attacker: striker, target: -2 }).state;
    for (let i = 0; i < 60 && (s.pending || s.window) && s.winner === null; i++)
      s = act(s, s.pending ? { type: 'choose', index: 0 } : { type: 'pass' }).state;
    expect(valueOf(s, striker)).toBe(5);
  });
});

describe.each(MODES)('SLCG 当对方角色攻击己方角色时 (%s)', (mode) => {
  it('SLCG-CB-02 当对方角色攻击己方角色时: an attack on another own character wakes it; 攻击者 is the attacker', () => {
    const { s } = attack(mode, '木桩', ['哨卫']);
    const { s: plain } = attack(mode, '木桩');
    expect(s.players[1].res.victory).toBe(plain.players[1].res.victory + 1);
    const striker = (x: SlcgState) => x.cards[inst(x, 0, 'main', '冲锋者')].damage;
    expect(striker(s)).toBe(striker(plain) + 1);
  });

  it('SLCG-CB-06 an attack on the player is no attack on a character: 当对方角色攻击己方角色时 stays asleep', () => {
    let s = board({ pool: pools[mode], p0: { deck: DECK, main: ['冲锋者'] }, p1: { deck: DECK, main: ['哨卫'] } });
    s = act(s, { type: 'attack', attacker: inst(s, 0, 'main', '冲锋者'), target: -2 }).state;
    for (let i = 0; i < 60 && (s.pending || s.window) && s.winner === null; i++)
      s = act(s, s.pending ? { type: 'choose', index: 0 } : { type: 'pass' }).state;
    expect(s.players[1].res.victory).toBe(0);
    expect(s.players[1].res.trauma).toBe(1);
  });
});

describe('SLCG 攻击者 outside an attack', () => {
  it('SLCG-CB-04 攻击者 in an ability no attack starts is error CS2140 at the word', () => {
    const text = '规则：slcg\n卡牌 甲\n  类型：角色\n  费用：0\n  常值：2 攻\n  【登场时】对攻击者造成1点伤害。\n';
    const r: CompileResult = compileCards(text, { ruleset: 'slcg', file: 'x.card' });
    expect(r.diagnostics.map((d) => [d.code, text.slice(d.span.start, d.span.end)])).toEqual([['CS2140', '攻击者']]);
  });
});
