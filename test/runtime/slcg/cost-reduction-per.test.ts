// SLCG-CT-08 费用减免 per card counted or per point of a player's number: 己方场上每有一个角色，费用-1 takes 1 off the cost
// for every own character when the card is played (每有两个: one step per two), 对方每有1点创伤，费用-1 per point of the
// opponent's 创伤 — never below 0. Played on real SLCG states.

import { describe, expect, it } from 'vitest';
import { Analysis } from '../../../compiler/analysis.js';
import { energyCost } from '../../../runtime/rulesets/slcg/queries.js';
import { act, board, inst, names, rejects, slcgCards, type SideSpec } from '../helpers.js';

const cards = slcgCards(`
卡牌 集结号
  类型：角色
  费用：5
  常值：5 攻推
  费用减免：己方场上每有一个角色，费用-1。

卡牌 成双
  类型：角色
  费用：5
  常值：5 攻推
  费用减免：己方场上每有两个角色，费用-1。

卡牌 乘胜
  类型：角色
  费用：4
  常值：3 攻
  费用减免：对方每有1点创伤，费用-1。

卡牌 兵
  类型：角色
  费用：1
  常值：1 攻
`);

const on = (p0: SideSpec, p1: SideSpec = {}) => board({ cards, p0, p1 });
const costOf = (p0: SideSpec, card: string, p1: SideSpec = {}): number => {
  const s = on({ hand: [card], ...p0 }, p1);
  return energyCost(s, s.defs[s.cards[inst(s, 0, 'hand', card)].def], 0);
};

describe('SLCG 费用减免 per card (每有)', () => {
  it('SLCG-CT-08 己方场上每有一个角色，费用-1: 1 off per own character, none with none', () => {
    expect(costOf({}, '集结号')).toBe(5);
    expect(costOf({ main: ['兵', '兵', '兵'] }, '集结号')).toBe(2);
    // The opponent's characters are not counted.
    expect(costOf({ main: ['兵'] }, '集结号', { main: ['兵', '兵'] })).toBe(4);
  });

  it('SLCG-CT-08 每有两个: one step per two characters, the rest dropped', () => {
    expect(costOf({ main: ['兵'] }, '成双')).toBe(5);
    expect(costOf({ main: ['兵', '兵', '兵'] }, '成双')).toBe(4);
  });

  it('SLCG-CT-08 对方每有1点创伤，费用-1: per point of the opponent’s 创伤, never below 0', () => {
    expect(costOf({}, '乘胜', { trauma: 2 })).toBe(2);
    expect(costOf({}, '乘胜', { trauma: 4 })).toBe(0);
    expect(costOf({ trauma: 3 }, '乘胜')).toBe(4);
  });

  it('SLCG-CT-02 / SLCG-CT-08 the reduced cost is what playing it takes', () => {
    const s = on({ hand: ['集结号'], main: ['兵', '兵', '兵'], energy: 1 });
    rejects(s, { type: 'play', card: inst(s, 0, 'hand', '集结号') }, 'play/not-enough-energy');
    const t = on({ hand: ['集结号'], main: ['兵', '兵', '兵'], energy: 2 });
    let r = act(t, { type: 'play', card: inst(t, 0, 'hand', '集结号') }).state;
    while (r.window) r = act(r, { type: 'pass' }).state;
    expect(names(r, 0, 'main')).toContain('集结号');
    expect(r.players[0].res.energy).toBe(0);
  });

  it('SLCG-CT-08 the IR: amount per card counted (per, perEvery) or per point (perStat), no condition', () => {
    const by = (n: string) => cards.find((c) => c.name === n)!.costReduction;
    expect(by('集结号')).toEqual({ amount: 1, per: { side: 'self', kind: 'character' } });
    expect(by('成双')).toEqual({ amount: 1, per: { side: 'self', kind: 'character' }, perEvery: 2 });
    expect(by('乘胜')).toEqual({ amount: 1, perStat: { subject: 'trauma', side: 'opponent' } });
  });
});

describe('SLCG 每有 is no condition, checked', () => {
  const codes = (body: string): [string, string][] => {
    const text = `规则：slcg\n卡牌 测\n  类型：角色\n  费用：3\n  常值：2 攻\n${body}\n`;
    return new Analysis()
      .checkFile(text, 'a.card')
      .diagnostics.map((d) => [d.code, text.slice(d.span.start, d.span.end)]);
  };

  it('SLCG-CT-08 CS1190: 若己方场上每有一个角色，抽1张卡 — 每有 counts, it tests nothing; the fix drops 若', () => {
    const text =
      '规则：slcg\n卡牌 测\n  类型：角色\n  费用：3\n  常值：2 攻\n  【登场时】若己方场上每有一个角色，抽1张卡。\n';
    const [d, ...rest] = new Analysis().checkFile(text, 'a.card').diagnostics;
    expect(rest).toEqual([]);
    expect([d.code, text.slice(d.span.start, d.span.end)]).toEqual(['CS1190', '若己方场上每有一个角色']);
    const edit = d.fixes![0].edits[0];
    expect(text.slice(0, edit.span.start) + edit.newText + text.slice(edit.span.end)).toContain(
      '【登场时】己方场上每有一个角色，抽1张卡。',
    );
  });

  it('SLCG-CT-08 a condition field with 每有 is not read as 有 (登场前提：己方场上每有两个角色 is CS1022)', () => {
    expect(codes('  登场前提：己方场上每有两个角色。')).toEqual([['CS1022', '己方场上每有两个角色']]);
  });
});
