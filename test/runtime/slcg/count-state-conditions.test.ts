// SLCG conditions on a count and on the card's own state, as designers write them: a count compared (有3个以上的角色,
// 角色不少于3个, 角色数量≥3), two counts compared (对方场上的角色多于己方, 比己方多, 少于对方场上的角色) and this card
// tapped or upright (若此角色未被横置, 若自身已横置). Played on real SLCG states with a compiled set and with the
// interpreter over the same cards.

import { beforeAll, describe, expect, it } from 'vitest';
import { Analysis } from '../../../compiler/analysis.js';
import { mutCard } from '../../../runtime/core/state.js';
import type { CardPool, SlcgState } from '../../../runtime/index.js';
import { MODES, textPools, type Mode } from '../compiled/compiled-sets.js';
import { act, board, inst, names, playThrough, type SideSpec } from '../helpers.js';

const CARDS = `卡牌 号令者
  类型：角色
  费用：0
  常值：1 攻
  【登场时】若己方场上有3个以上的角色，抽1张卡。

卡牌 点兵者
  类型：角色
  费用：0
  常值：1 攻
  【登场时】若己方场上的角色不少于3个，抽1张卡。

卡牌 计数者
  类型：角色
  费用：0
  常值：1 攻
  【登场时】若己方场上角色数量≥3，抽1张卡。

卡牌 劣势者
  类型：角色
  费用：0
  常值：1 攻
  【登场时】若对方场上的角色多于己方，抽1张卡。

卡牌 比较者
  类型：角色
  费用：0
  常值：1 攻
  【登场时】若对方场上的角色比己方多，抽1张卡。

卡牌 弱者
  类型：角色
  费用：0
  常值：1 攻
  【登场时】若己方场上的角色少于对方场上的角色，抽1张卡。

卡牌 哨兵
  类型：角色
  费用：0
  常值：2 攻
  【一回合一次】若此角色未被横置，抽1张卡。若自身已横置，推动进度+1。

卡牌 优势者
  类型：角色
  费用：0
  常值：1 攻
  【登场时】若己方场上的角色比对方多2个，抽1张卡。

卡牌 劣势二
  类型：角色
  费用：0
  常值：1 攻
  【登场时】若己方场上的角色比对方少2个，抽1张卡。

卡牌 追击
  类型：发生
  费用：0
  对一个对方角色造成1点伤害，若其已横置，推动进度+1。

卡牌 兵
  类型：角色
  费用：0
  常值：2 攻

卡牌 补给
  类型：发生
  费用：0
  抽1张卡。

卡牌 自照
  类型：发生
  费用：0
  若此卡已横置，推动进度+1。若此卡未被横置，推动进度+2。
`;

let pools: Record<Mode, CardPool>;

beforeAll(async () => {
  pools = await textPools('slcg', '计数与状态', CARDS);
});

const DECK = ['补给', '补给', '补给', '补给'];

function on(mode: Mode, p0: SideSpec, p1: SideSpec = {}): SlcgState {
  return board({ pool: pools[mode], p0: { deck: DECK, ...p0 }, p1: { deck: DECK, ...p1 } });
}

/** Whether playing `card` (beside `mine` on the own field, `theirs` on the opponent's) drew a card. */
function draws(mode: Mode, card: string, mine: string[], theirs: string[]): boolean {
  const s = playThrough(on(mode, { hand: [card], main: mine }, { main: theirs }), card);
  expect(names(s, 0, 'main')).toContain(card);
  return names(s, 0, 'hand').length === 1;
}

describe.each(MODES)('SLCG count and own-state conditions (%s)', (mode) => {
  it.each(['号令者', '点兵者', '计数者'])(
    'SLCG-CT-08 %s: a count of one’s own characters compared with 3 (the card itself counts once it is on the field)',
    (card) => {
      expect(draws(mode, card, ['兵', '兵'], [])).toBe(true);
      expect(draws(mode, card, ['兵'], ['兵', '兵', '兵'])).toBe(false);
    },
  );

  it.each(['劣势者', '比较者'])(
    'SLCG-CT-08 %s: more characters on the opponent’s field than on one’s own (the card itself among them)',
    (card) => {
      expect(draws(mode, card, [], ['兵', '兵'])).toBe(true);
      // One against one: not more.
      expect(draws(mode, card, [], ['兵'])).toBe(false);
      expect(draws(mode, card, ['兵'], ['兵', '兵'])).toBe(false);
    },
  );

  it('SLCG-CT-08 若己方场上的角色比对方多2个: at least 2 more (the card itself counted once on the field)', () => {
    expect(draws(mode, '优势者', ['兵'], [])).toBe(true);
    expect(draws(mode, '优势者', ['兵', '兵'], ['兵'])).toBe(true);
    expect(draws(mode, '优势者', ['兵'], ['兵'])).toBe(false);
  });

  it('SLCG-CT-08 若己方场上的角色比对方少2个: at least 2 fewer', () => {
    expect(draws(mode, '劣势二', [], ['兵', '兵', '兵'])).toBe(true);
    expect(draws(mode, '劣势二', [], ['兵', '兵'])).toBe(false);
  });

  it('SLCG-CT-08 若己方场上的角色少于对方场上的角色: fewer of one’s own, strictly', () => {
    expect(draws(mode, '弱者', [], ['兵', '兵'])).toBe(true);
    expect(draws(mode, '弱者', ['兵'], ['兵', '兵'])).toBe(false);
    expect(draws(mode, '弱者', ['兵', '兵'], ['兵'])).toBe(false);
  });

  it('SLCG-TX-09 对一个对方角色造成1点伤害，若其已横置: the damaged character’s state, judged after the damage', () => {
    const hit = (tapped: boolean) => {
      const s = on(mode, { hand: ['追击'] }, { main: ['兵'] });
      if (tapped) mutCard(s, inst(s, 1, 'main', '兵')).tapped = true;
      return playThrough(s, '追击').players[0].res.victory;
    };
    expect(hit(true)).toBe(1);
    expect(hit(false)).toBe(0);
  });

  it('SLCG-TX-09 CS2175: a 发生 card is never in a main area — 若此卡已横置 never holds, 若此卡未被横置 always', () => {
    const s = playThrough(on(mode, { hand: ['自照'] }), '自照');
    expect(s.players[0].res.victory).toBe(2);
    const text = `规则：slcg\n${CARDS.slice(CARDS.indexOf('卡牌 自照'))}`;
    const warnings = new Analysis()
      .checkFile(text, 'a.card')
      .diagnostics.map((d) => [d.code, text.slice(d.span.start, d.span.end)]);
    expect(warnings).toEqual([
      ['CS2175', '此卡已横置'],
      ['CS2175', '此卡未被横置'],
    ]);
  });

  it('SLCG-TX-09 若此角色未被横置 / 若自身已横置: the card’s own state when the ability resolves', () => {
    const use = (tapped: boolean) => {
      let s = on(mode, { main: ['哨兵'] });
      const id = inst(s, 0, 'main', '哨兵');
      if (tapped) mutCard(s, id).tapped = true;
      s = act(s, { type: 'ability', card: id, ability: 0 }).state;
      for (let i = 0; i < 60 && (s.pending || s.window) && s.winner === null; i++)
        s = act(s, s.pending ? { type: 'choose', index: 0 } : { type: 'pass' }).state;
      return s;
    };
    const upright = use(false);
    expect(names(upright, 0, 'hand')).toEqual(['补给']);
    expect(upright.players[0].res.victory).toBe(0);
    const tapped = use(true);
    expect(names(tapped, 0, 'hand')).toEqual([]);
    expect(tapped.players[0].res.victory).toBe(1);
  });
});
