// SLCG-CB-01 若本回合此角色攻击过: whether the card declared an attack in this turn — read off the engine's record of
// attacks (SlcgFlags.attackTurn), judged when the 若 is reached. Played on real SLCG states with a compiled set and with
// the interpreter over the same cards.

import { beforeAll, describe, expect, it } from 'vitest';
import type { CardPool, SlcgState } from '../../../runtime/index.js';
import { MODES, textPools, type Mode } from '../compiled/compiled-sets.js';
import { Analysis } from '../../../compiler/analysis.js';
import { act, board, endTurn, inst, slcgCards } from '../helpers.js';

const CARDS = `卡牌 回声剑士
  类型：角色
  费用：0
  常值：4 红
  【回合结束时】若本回合此角色攻击过，推动进度+1。

卡牌 老练枪手
  类型：角色
  费用：0
  常值：4 红
  【回合结束时】若此角色本回合已攻击，推动进度+2。

卡牌 补给
  类型：发生
  费用：0
  抽1张卡。
`;

let pools: Record<Mode, CardPool>;

beforeAll(async () => {
  pools = await textPools('slcg', '本回合攻击过', CARDS);
});

const DECK = ['补给', '补给', '补给', '补给'];

function on(mode: Mode): SlcgState {
  return board({ pool: pools[mode], p0: { main: ['回声剑士', '老练枪手'], deck: DECK }, p1: { deck: DECK } });
}

/** Player 0's victory progress once its turn has ended (its 回合结束时 lines resolved). */
const victoryAtEnd = (s: SlcgState): number => endTurn(s).state.players[0].res.victory;

/** Player 0 attacks player 1 with `name`; every window is passed. */
function attackWith(s: SlcgState, name: string): SlcgState {
  let t = act(s, { type: 'attack', attacker: inst(s, 0, 'main', name), target: -2 }).state;
  while (t.window) t = act(t, { type: 'pass' }).state;
  expect(t.players[1].res.trauma).toBe(1);
  return t;
}

describe.each(MODES)('SLCG 若本回合此角色攻击过 (%s)', (mode) => {
  it('SLCG-CB-01 a character that attacked this turn: its 回合结束时 若 holds', () => {
    // Only 回声剑士 attacked: its line pushes 1, 老练枪手's (which did not attack) nothing.
    expect(victoryAtEnd(attackWith(on(mode), '回声剑士'))).toBe(1);
    expect(victoryAtEnd(attackWith(on(mode), '老练枪手'))).toBe(2);
  });

  it('SLCG-CB-01 a character that did not attack this turn: the 若 fails', () => {
    expect(victoryAtEnd(on(mode))).toBe(0);
  });

  it('SLCG-CB-01 an attack in an earlier turn does not count in this one', () => {
    let s = endTurn(attackWith(on(mode), '老练枪手')).state;
    expect(s.players[0].res.victory).toBe(2);
    s = endTurn(s).state;
    expect(s.active).toBe(0);
    expect(victoryAtEnd(s)).toBe(2);
  });
});

/** The codes and quoted text of checking `text` (a whole file, with its 规则 line). */
function diagnosticsOf(text: string): [string, string][] {
  return new Analysis()
    .checkFile(text, 'a.card')
    .diagnostics.map((d) => [d.code, text.slice(d.span.start, d.span.end)]);
}

describe('SLCG 若本回合此角色攻击过, checked', () => {
  it('SLCG-CB-01 the IR: a count of the card itself with the filter attackedThisTurn, ≥ 1', () => {
    const [sword] = slcgCards(CARDS.slice(0, CARDS.indexOf('卡牌 老练枪手')));
    expect(sword.abilities[0].condition).toEqual({
      subject: 'count',
      cmp: '>=',
      value: 1,
      of: { ref: 'self', filters: [{ kind: 'attackedThisTurn' }] },
    });
  });

  it('SLCG-CB-01 CS2281: on a card that never attacks (a 场景, a blue character) it always comes out the same', () => {
    const text = `规则：slcg
卡牌 瞭望塔
  类型：场景
  费用：1
  【回合结束时】若本回合此卡攻击过，抽1张卡。
卡牌 信使
  类型：角色
  费用：1
  常值：2 推
  【回合结束时】若本回合此角色攻击过，抽1张卡。
`;
    expect(diagnosticsOf(text)).toEqual([
      ['CS2281', '本回合此卡攻击过'],
      ['CS2281', '本回合此角色攻击过'],
    ]);
  });
});
