// SLCG-KW-12 若该角色具有【连击】 / 若此角色没有【守护】: whether a card (this card, 其, 那个角色) has a 特性 when the 若 is
// judged — printed or granted — as 具有【守护】的角色 reads a card. Played on real SLCG states with a compiled set and
// with the interpreter over the same cards.

import { beforeAll, describe, expect, it } from 'vitest';
import { mutCard, type CardPool, type SlcgState } from '../../../runtime/index.js';
import { Analysis } from '../../../compiler/analysis.js';
import { MODES, textPools, type Mode } from '../compiled/compiled-sets.js';
import { board, inst, names, playThrough, slcgCards, type SideSpec } from '../helpers.js';

const CARDS = `卡牌 重整指令
  类型：发生
  费用：0
  重整一个己方角色；若该角色具有【连击】，抽1张卡。

卡牌 连击手
  类型：角色
  费用：0
  常值：2 攻
  【连击】

卡牌 步兵
  类型：角色
  费用：0
  常值：2 攻

卡牌 孤勇者
  类型：角色
  费用：0
  常值：2 攻
  【登场时】若此角色没有【守护】，推动进度+1。

卡牌 战旗
  类型：场景
  费用：0
  己方角色获得【守护】。

卡牌 补给
  类型：发生
  费用：0
  抽1张卡。
`;

let pools: Record<Mode, CardPool>;

beforeAll(async () => {
  pools = await textPools('slcg', '具有特性', CARDS);
});

const DECK = ['补给', '补给', '补给', '补给'];

function on(mode: Mode, p0: SideSpec): SlcgState {
  return board({ pool: pools[mode], p0: { deck: DECK, ...p0 }, p1: { deck: DECK } });
}

describe.each(MODES)('SLCG 若该角色具有【X】 (%s)', (mode) => {
  it('SLCG-KW-12 / SLCG-KW-04 重整一个己方角色；若该角色具有【连击】: the refreshed card’s 特性 decides the draw', () => {
    const drawsAfter = (who: string): number => {
      const s = on(mode, { hand: ['重整指令'], main: [who] });
      mutCard(s, inst(s, 0, 'main', who)).tapped = true;
      const t = playThrough(s, '重整指令');
      expect(t.cards[inst(t, 0, 'main', who)].tapped).toBe(false);
      return names(t, 0, 'hand').length;
    };
    expect(drawsAfter('连击手')).toBe(1);
    expect(drawsAfter('步兵')).toBe(0);
  });

  it('SLCG-KW-12 若此角色没有【守护】: a granted 【守护】 counts as the card’s (no push with 战旗 in play)', () => {
    expect(playThrough(on(mode, { hand: ['孤勇者'] }), '孤勇者').players[0].res.victory).toBe(1);
    expect(playThrough(on(mode, { hand: ['孤勇者'], main: ['战旗'] }), '孤勇者').players[0].res.victory).toBe(0);
  });
});

describe('SLCG 若该角色具有【X】, checked', () => {
  it('SLCG-KW-12 the IR: a count of the card with the keyword filter, ≥ 1 (没有: = 0)', () => {
    const defs = slcgCards(CARDS);
    const order = defs.find((d) => d.name === '重整指令')!;
    expect(order.abilities[0].effects[1].condition).toEqual({
      subject: 'count',
      cmp: '>=',
      value: 1,
      of: { ref: 'it', filters: [{ kind: 'keyword', value: 'combo' }] },
    });
    const lone = defs.find((d) => d.name === '孤勇者')!;
    expect(lone.abilities[0].condition).toEqual({
      subject: 'count',
      cmp: '=',
      value: 0,
      of: { ref: 'self', filters: [{ kind: 'keyword', value: 'guard' }] },
    });
  });

  it('SLCG-KW-12 CS1002: a word in 【】 that is no 特性 is the misspelt 特性, with the closest one', () => {
    const text = '规则：slcg\n卡牌 测\n  类型：角色\n  常值：2 攻\n  【登场时】若此角色具有【连接】，抽1张卡。\n';
    const ds = new Analysis().checkFile(text, 'a.card').diagnostics;
    expect(ds.map((d) => [d.code, text.slice(d.span.start, d.span.end)])).toEqual([['CS1002', '【连接】']]);
  });
});
