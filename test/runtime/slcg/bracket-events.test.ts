// SLCG-CB-02 攻击目标 / SLCG-CT-16 指定为攻击对象: becoming an attack's target is being attacked (SLCG-CB-04), so
// 【成为攻击目标时】 (a bracket timing of that event word: 当此卡成为攻击目标时) wakes as 【被攻击时】 does; and
// 当对方攻击己方时 is the attack on the player (SLCG-CB-03), not on one's characters. Played on real SLCG states with a
// compiled set and with the interpreter over the same cards.
import { beforeAll, describe, expect, it } from 'vitest';
import { mutCard, type CardPool, type SlcgState } from '../../../runtime/index.js';
import { MODES, textPools, type Mode } from '../compiled/compiled-sets.js';
import { act, board, inst } from '../helpers.js';

const CARDS = `卡牌 诱饵
  类型：角色
  费用：0
  常值：3 攻
  【成为攻击目标时】推动进度+1。

卡牌 警钟
  类型：角色
  费用：0
  常值：2 推
  当对方攻击己方时：推动进度+1。

卡牌 双刃游骑
  类型：角色
  费用：0
  常值：3 攻推

卡牌 木桩
  类型：角色
  费用：0
  常值：3 攻

卡牌 补给
  类型：发生
  费用：0
  抽1张卡。
`;

let pools: Record<Mode, CardPool>;

beforeAll(async () => {
  pools = await textPools('slcg', '成为攻击目标', CARDS);
});

const DECK = ['补给', '补给', '补给', '补给'];

/** P0's 双刃游骑 attacks P1's tapped `target` (or P1 itself), and everything is answered and resolved. */
function attack(mode: Mode, p1main: string[], target?: string): SlcgState {
  let s = board({ pool: pools[mode], p0: { deck: DECK, main: ['双刃游骑'] }, p1: { deck: DECK, main: p1main } });
  let t = -2;
  if (target) {
    t = inst(s, 1, 'main', target);
    mutCard(s, t).tapped = true;
  }
  let r = act(s, { type: 'attack', attacker: inst(s, 0, 'main', '双刃游骑'), target: t });
  s = r.state;
  for (let i = 0; i < 50 && (s.pending || s.window) && s.winner === null; i++) {
    r = act(s, s.pending ? { type: 'choose', index: 0 } : { type: 'pass' });
    s = r.state;
  }
  return s;
}

describe.each(MODES)('SLCG attack targets as trigger events (%s)', (mode) => {
  it('SLCG-CB-02 SLCG-CB-04 【成为攻击目标时】 wakes when this character is the attack target', () => {
    expect(attack(mode, ['诱饵'], '诱饵').players[1].res.victory).toBe(1);
  });

  it('SLCG-CB-02 【成为攻击目标时】 does not wake when another character is attacked', () => {
    expect(attack(mode, ['诱饵', '木桩'], '木桩').players[1].res.victory).toBe(0);
  });

  it('SLCG-CB-03 当对方攻击己方时 wakes on an attack on the player', () => {
    expect(attack(mode, ['警钟']).players[1].res.victory).toBe(1);
  });

  it('SLCG-CB-03 当对方攻击己方时 does not wake on an attack on one of its characters', () => {
    expect(attack(mode, ['警钟', '木桩'], '木桩').players[1].res.victory).toBe(0);
  });
});
