// 执行N次 / 再执行N次 in the checker: a bare 重复N次 reads two ways (CS1098, a fix for each reading), a count below 1 or
// nothing before it to repeat is CS1099, and a standing line, which is never done, has no number of times (CS2176).
// The runtime side: test/runtime/{slcg,kaling,guangan}/repeat.test.ts.
import { describe, expect, it } from 'vitest';
import { Analysis } from '../../compiler/analysis.js';
import type { Diagnostic } from '../../grammar/index.js';

const analysis = new Analysis();
const check = (text: string): Diagnostic[] =>
  analysis.checkFile(text, 'a.card').diagnostics.filter((d) => d.severity !== 'info');
const codes = (text: string) => check(text).map((d) => [d.code, text.slice(d.span.start, d.span.end)]);
const SLCG = '规则：slcg\n卡牌 例\n  类型：发生\n  费用：0\n';
const KL = '规则：kaling\n卡牌 例\n  类型：卡灵\n  等级：1\n  AP：1\n  DP：1\n';

const applyFix = (text: string, d: Diagnostic, k: number) => {
  const e = d.fixes![k].edits[0];
  return text.slice(0, e.span.start) + e.newText + text.slice(e.span.end);
};

/** How many ops the card's first ability lowers to. */
const ops = (text: string) => {
  const r = analysis.checkFile(text, 'a.card');
  return analysis.lowerSet(r.value).value.cards[0].abilities[0].effects.length;
};

describe('执行N次 in the checker', () => {
  it('SLCG-TX-05 重复2次 reads two ways: CS1098, fixed to 共执行2次 (2 ops) or 再执行2次 (3 ops)', () => {
    const text = `${SLCG}  对一个对方角色造成1点伤害，重复2次。\n`;
    expect(codes(text)).toEqual([['CS1098', '重复2次']]);
    const d = check(text)[0];
    expect(d.fixes!.map((f) => f.edits[0].newText)).toEqual(['共执行2次', '再执行2次']);
    const [all, more] = [applyFix(text, d, 0), applyFix(text, d, 1)];
    expect(codes(all)).toEqual([]);
    expect(codes(more)).toEqual([]);
    expect(ops(all)).toBe(2);
    expect(ops(more)).toBe(3);
  });

  it('SLCG-TX-07 以下效果执行2次：… before the effects: every effect after it, as one run; its 重复 is CS1098 too', () => {
    expect(ops(`${SLCG}  以下效果执行2次：对一个对方角色造成1点伤害，抽1张卡。推动进度+1。\n`)).toBe(6);
    const text = `${SLCG}  以下效果重复2次：抽1张卡。\n`;
    expect(codes(text)).toEqual([['CS1098', '以下效果重复2次']]);
    const d = check(text)[0];
    const fixed = applyFix(text, d, 1);
    expect(fixed).toContain('以下效果再执行2次：抽1张卡');
    expect(codes(fixed)).toEqual([]);
    expect(ops(fixed)).toBe(3);
  });

  it('SLCG-TX-07 CS1099: 执行0次, 执行21次, and a 执行2次 with nothing before it', () => {
    expect(codes(`${SLCG}  抽1张卡，执行0次。\n`)).toEqual([['CS1099', '执行0次']]);
    expect(codes(`${SLCG}  执行2次。\n`)).toEqual([['CS1099', '执行2次']]);
    // Its ops are written that many times over: a count past 20 would make a huge card.
    expect(codes(`${SLCG}  抽1张卡，执行20次。\n`)).toEqual([]);
    expect(codes(`${SLCG}  抽1张卡，执行21次。\n`)).toEqual([['CS1099', '执行21次']]);
    expect(codes(`${SLCG}  抽1张卡，再执行20次。\n`)).toEqual([['CS1099', '再执行20次']]);
  });

  it('KL-CT-02 CS2176: 执行2次 on a 【永恒】 line (it holds, it is never done); on a 【启动】 line it is fine', () => {
    expect(codes(`${KL}  【永恒】其它己方卡灵AP+1，执行2次。\n`)).toEqual([['CS2176', '执行2次']]);
    expect(codes(`${KL}  【启动】免能：令一张对方卡灵DP-1，执行2次。\n`)).toEqual([]);
  });
});
