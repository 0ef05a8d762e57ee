// What an SLCG designer writes that the checker once read wrong: a 选择X no effect of its own clause takes (it was
// dropped from the IR, and a 其 after it read another card; now CS1074), and a count of a named card with no
// vocabulary word before its comparison (若「甲」为2 crashed the checker). The runtime side:
// test/runtime/slcg/probe-phrasings.test.ts.
import { describe, expect, it } from 'vitest';
import { Analysis } from '../../compiler/analysis.js';
import type { Diagnostic } from '../../grammar/index.js';

const analysis = new Analysis();
const check = (text: string): Diagnostic[] =>
  analysis.checkFile(text, 'a.card').diagnostics.filter((d) => d.severity !== 'info');
const codes = (text: string) => check(text).map((d) => [d.code, text.slice(d.span.start, d.span.end)]);
const SLCG = '规则：slcg\n卡牌 例\n  类型：发生\n  费用：0\n';
const lower = (text: string) => analysis.lowerSet(analysis.checkFile(text, 'a.card').value).value.cards;

describe('SLCG phrasings a designer writes', () => {
  it('SLCG-TG-01 选择X in a clause whose effects each name their own target (or none) is CS1074, never dropped', () => {
    expect(codes(`${SLCG}  选择一个对方角色，抽1张卡。\n`)).toEqual([['CS1074', '选择一个对方角色']]);
    // 其 after it would read the damaged card, not the chosen one: the designer is told instead.
    expect(codes(`${SLCG}  选择一个己方角色，对一个对方角色造成X点伤害，X为其常值。\n`)).toEqual([
      ['CS1074', '选择一个己方角色'],
    ]);
    expect(codes(`${SLCG}  选择一个己方角色，对一个对方角色造成等同于其常值的伤害。\n`)).toEqual([
      ['CS1074', '选择一个己方角色'],
    ]);
    const d = check(`${SLCG}  选择一个对方角色，抽1张卡。\n`)[0];
    expect(d.messageEn).toContain('no effect acts on');
  });

  it('SLCG-TG-01 选择X taken by an effect of its clause (其, no target, 并令其, a 护盾, 至该区域) stays clean', () => {
    for (const line of [
      '选择一个对方角色，对其造成2点伤害。',
      '选择一个对方角色，令其常值-1，然后抽1张卡。',
      '选择一个己方角色并令其常值+1。',
      '选择一个对方角色；对其造成2点伤害。',
      '选择两个对方角色，各造成1点伤害。',
    ])
      expect(codes(`${SLCG}  ${line}\n`)).toEqual([]);
    const kl = '规则：kaling\n卡牌 例\n  类型：卡灵\n  等级：1\n  AP：1\n  DP：1\n';
    expect(codes(`${kl}  【启动】选择一个空置区域，将自身转移至该区域。\n`)).toEqual([]);
  });

  it('SLCG-CT-08 a count of a named card compared with no vocabulary word before the comparison is read, not a crash', () => {
    for (const line of ['若「例」为2，抽1张卡。', '若「例」3张以上，抽1张卡。', '若「例」≥2，抽1张卡。'])
      expect(codes(`${SLCG}  ${line}\n`)).toEqual([]);
    const [card] = lower(`${SLCG}  若「例」≥2，抽1张卡。\n`);
    expect(card.abilities[0].condition).toMatchObject({ subject: 'count', cmp: '>=', value: 2 });
  });

  it('SLCG-CT-07 a 突发 card on a moment that opens no response window (被重整, 载入, 被回归) is CS2200', () => {
    const burst = '规则：slcg\n卡牌 例\n  类型：发生 【突发】\n  费用：0\n';
    expect(codes(`${burst}  当己方角色被重整时：抽1张卡。\n`)).toEqual([['CS2200', '当己方角色被重整时']]);
    expect(codes(`${burst}  当对方载入时：抽1张卡。\n`)).toEqual([['CS2200', '当对方载入时']]);
    const d = check(`${burst}  当己方角色被回归时：抽1张卡。\n`)[0];
    expect([d.code, d.severity]).toEqual(['CS2200', 'warning']);
    expect(d.messageEn).toContain('can never be played');
    // Moments that open one: before (attack, 创伤, card, deployment, push) or after (destruction, damage, draw, tap, 濒死).
    for (const t of ['当己方进入濒死时', '当对方角色被横置时', '当对方抽卡时', '当对方推动进度时', '当己方受到创伤时'])
      expect(codes(`${burst}  ${t}：推动进度+1。\n`)).toEqual([]);
  });

  it('SLCG-TRM-04 治愈己方1点创伤 / 治愈你1点创伤 (the side after the verb) is 治愈1点创伤, not CS1017', () => {
    const heal = (line: string) => lower(`${SLCG}  ${line}\n`)[0].abilities[0].effects[0];
    expect(codes(`${SLCG}  治愈己方1点创伤。\n`)).toEqual([]);
    expect(codes(`${SLCG}  治愈你2点创伤。\n`)).toEqual([]);
    expect(heal('治愈己方1点创伤。')).toMatchObject({ op: 'heal', amount: 1, side: 'self' });
    expect(heal('令己方治愈1点创伤。')).toMatchObject({ op: 'heal', amount: 1, side: 'self' });
    expect(heal('治愈对方1点创伤。')).toEqual({ ...heal('令对方治愈1点创伤。'), source: expect.anything() });
  });
});
