// 直到下回合开始 and 直到你的下回合开始 on SLCG modifiers: the first ends as the next turn begins, the second as the
// controller's next turn begins (through the opponent's turn). Played on real SLCG states with a compiled set and with
// the interpreter over the same cards (SLCG-SU-02: what lasts a turn ends in that turn's cleanup).

import { beforeAll, describe, expect, it } from 'vitest';
import { hasKeyword, valueOf, type CardPool, type SlcgState } from '../../../runtime/index.js';
import { MODES, textPools, type Mode } from '../compiled/compiled-sets.js';
import { act, board, endTurn, inst } from '../helpers.js';

const CARDS = `卡牌 鼓舞者
  类型：角色
  费用：0
  常值：2 攻
  【登场时】令自身常值+2直到下回合开始。

卡牌 坚守者
  类型：角色
  费用：0
  常值：2 攻
  【登场时】令自身获得【守护】直到你的下回合开始；令自身常值+1直到你的下回合开始。

卡牌 补给
  类型：发生
  费用：0
  抽1张卡。
`;

let pools: Record<Mode, CardPool>;

beforeAll(async () => {
  pools = await textPools('slcg', '下回合', CARDS);
});

const DECK = ['补给', '补给', '补给', '补给', '补给', '补给'];

function played(mode: Mode, name: string): SlcgState {
  let s = board({ pool: pools[mode], p0: { deck: DECK, hand: [name] }, p1: { deck: DECK } });
  s = act(s, { type: 'play', card: inst(s, 0, 'hand', name) }).state;
  for (let i = 0; i < 50 && (s.pending || s.window); i++)
    s = act(s, s.pending ? { type: 'choose', index: 0 } : { type: 'pass' }).state;
  return s;
}

describe.each(MODES)('SLCG durations to the start of a turn (%s)', (mode) => {
  it('SLCG-SU-02 常值+2直到下回合开始: holds for the rest of this turn, gone when the next turn begins', () => {
    let s = played(mode, '鼓舞者');
    const id = inst(s, 0, 'main', '鼓舞者');
    expect(valueOf(s, id)).toBe(4);
    s = endTurn(s).state;
    expect(s.active).toBe(1);
    expect(valueOf(s, id)).toBe(2);
  });

  it('SLCG-SU-02 获得【守护】直到你的下回合开始: lasts through the opponent turn, gone when the own turn begins', () => {
    let s = played(mode, '坚守者');
    const id = inst(s, 0, 'main', '坚守者');
    expect(hasKeyword(s, id, 'guard')).toBe(true);
    expect(valueOf(s, id)).toBe(3);
    s = endTurn(s).state;
    expect(s.active).toBe(1);
    expect(hasKeyword(s, id, 'guard')).toBe(true);
    expect(valueOf(s, id)).toBe(3);
    s = endTurn(s).state;
    expect(s.active).toBe(0);
    expect(hasKeyword(s, id, 'guard')).toBe(false);
    expect(valueOf(s, id)).toBe(2);
  });
});
