// 若攻击者常值≥3 (SLCG-CB-04): a 若 about the attacking card of the attack that started the ability — judged when the
// attack wakes the line (a whole-line 若) or when its effect's turn comes. Played on real SLCG states with a compiled
// set and with the interpreter over the same cards.

import { beforeAll, describe, expect, it } from 'vitest';
import { mutCard, type CardPool, type SlcgState } from '../../../runtime/index.js';
import { Analysis } from '../../../compiler/analysis.js';
import { MODES, textPools, type Mode } from '../compiled/compiled-sets.js';
import { act, board, inst, names } from '../helpers.js';

const CARDS = `卡牌 哨塔
  类型：角色
  费用：0
  常值：5 无
  【被攻击时】若攻击者常值≥3，抽1张卡。
  【被攻击时】对攻击者造成1点伤害，若攻击者常值≤2，推动进度+1。

卡牌 重炮
  类型：角色
  费用：0
  常值：3 攻

卡牌 轻骑
  类型：角色
  费用：0
  常值：2 攻

卡牌 补给
  类型：发生
  费用：0
  抽1张卡。
`;

let pools: Record<Mode, CardPool>;

beforeAll(async () => {
  pools = await textPools('slcg', '攻击者条件', CARDS);
});

/** Player 0 attacks player 1's tapped 哨塔 with `attacker`; every window is passed, every question answered first. */
function attack(mode: Mode, attacker: string): SlcgState {
  let s = board({ pool: pools[mode], p0: { main: [attacker] }, p1: { main: ['哨塔'], deck: ['补给', '补给'] } });
  mutCard(s, inst(s, 1, 'main', '哨塔')).tapped = true;
  s = act(s, { type: 'attack', attacker: inst(s, 0, 'main', attacker), target: inst(s, 1, 'main', '哨塔') }).state;
  for (let i = 0; i < 50 && (s.window || s.pending); i++)
    s = act(s, s.pending ? { type: 'choose', index: 0 } : { type: 'pass' }).state;
  return s;
}

describe.each(MODES)('SLCG 若攻击者… (%s)', (mode) => {
  it('SLCG-CB-04 若攻击者常值≥3 on 【被攻击时】: a 常值3 attacker draws the card, a 常值2 one does not', () => {
    expect(names(attack(mode, '重炮'), 1, 'hand')).toEqual(['补给']);
    expect(names(attack(mode, '轻骑'), 1, 'hand')).toEqual([]);
  });

  it('SLCG-CB-04 对攻击者造成1点伤害，若攻击者常值≤2: judged when the push’s turn comes', () => {
    expect(attack(mode, '轻骑').players[1].res.victory).toBe(1);
    expect(attack(mode, '重炮').players[1].res.victory).toBe(0);
  });
});

describe('SLCG 若攻击者…, checked', () => {
  it('SLCG-CB-04 CS2140: 若攻击者… in an ability no attack starts asks about no card', () => {
    const text = '规则：slcg\n卡牌 测\n  类型：角色\n  费用：0\n  常值：2 攻\n  【登场时】若攻击者已横置，抽1张卡。\n';
    const ds = new Analysis().checkFile(text, 'a.card').diagnostics;
    expect(ds.map((d) => [d.code, text.slice(d.span.start, d.span.end)])).toEqual([['CS2140', '攻击者已横置']]);
  });
});
