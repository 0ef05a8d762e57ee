// 选择一项 in the checker: a lead with too few options (CS1100), 二选一 over another count (CS1101, fixed to the count
// listed), a second lead inside an option (CS1102), a choice on a standing line (CS2177), and options that see
// nothing of each other (a 选择X left at an option's end is CS1074; 若如此 after another option's 可以 is CS1073).
// The runtime side: test/runtime/{slcg,kaling,guangan}/modes.test.ts; the phrasings: phrasebook *_modes.txt.
import { describe, expect, it } from 'vitest';
import { Analysis } from '../../compiler/analysis.js';
import type { Diagnostic } from '../../grammar/index.js';

const analysis = new Analysis();
const check = (text: string): Diagnostic[] =>
  analysis.checkFile(text, 'a.card').diagnostics.filter((d) => d.severity !== 'info');
const codes = (text: string) => check(text).map((d) => [d.code, text.slice(d.span.start, d.span.end)]);
const SLCG = '规则：slcg\n卡牌 例\n  类型：发生\n  费用：0\n';
const SLCG_CHAR = '规则：slcg\n卡牌 例\n  类型：角色\n  费用：0\n  常值：2 攻\n';
const KL = '规则：kaling\n卡牌 例\n  类型：卡灵\n  等级：1\n  AP：1\n  DP：1\n';

/** The modes of the card's first ability's ops, as `group.option/options×choose` (`-` outside a choice). */
const modes = (text: string) => {
  const r = analysis.checkFile(text, 'a.card');
  return analysis
    .lowerSet(r.value)
    .value.cards[0].abilities[0].effects.map((e) =>
      e.mode ? `${e.mode.group}.${e.mode.option}/${e.mode.options}×${e.mode.choose}` : '-',
    );
};

describe('选择一项 in the checker', () => {
  it('SLCG-TX-07 选择一项 with one option, or 选择两项 with two: CS1100 (a choice needs more options than it takes)', () => {
    expect(codes(`${SLCG}  选择一项：抽1张卡。\n`)).toEqual([['CS1100', '选择一项']]);
    expect(codes(`${SLCG}  选择两项：抽1张卡；推动进度+1。\n`)).toEqual([['CS1100', '选择两项']]);
    expect(codes(`${SLCG}  选择两项：抽1张卡；推动进度+1；治愈1点创伤。\n`)).toEqual([]);
    const d = check(`${SLCG}  选择一项：抽1张卡。\n`)[0];
    expect(d.message).toContain('至少2项');
    expect(d.messageEn).toContain('at least 2');
  });

  it('SLCG-TX-07 三选一 over two options: CS1101, whose fix writes the count listed (二选一), which then checks clean', () => {
    const text = `${SLCG}  三选一：抽1张卡；或推动进度+1。\n`;
    expect(codes(text)).toEqual([['CS1101', '三选一']]);
    const d = check(text)[0];
    const e = d.fixes![0].edits[0];
    const fixed = text.slice(0, e.span.start) + e.newText + text.slice(e.span.end);
    expect(fixed).toContain('二选一：抽1张卡；或推动进度+1');
    expect(codes(fixed)).toEqual([]);
    expect(modes(fixed)).toEqual(['0.0/2×1', '0.1/2×1']);
  });

  it('SLCG-TX-07 a second 选择一项 inside an option: CS1102 (one choice per ability, its options run to the end)', () => {
    expect(codes(`${SLCG}  选择一项：抽1张卡；或选择一项：推动进度+1；或治愈1点创伤。\n`)).toEqual([
      ['CS1102', '选择一项'],
    ]);
  });

  it('KL-CT-02 CS2177: 选择一项 on a 【永恒】 line (it holds, nothing resolves to choose at); on 【启动】 it is fine', () => {
    expect(codes(`${KL}  【永恒】选择一项：其它己方卡灵AP+1；或其它己方卡灵DP+1。\n`)).toEqual([
      ['CS2177', '选择一项'],
    ]);
    expect(codes(`${KL}  【启动】耗能1：选择一项：令一张对方卡灵DP-1；或令对方失去1点生命。\n`)).toEqual([]);
    expect(modes(`${KL}  【启动】耗能1：选择一项：令一张对方卡灵DP-1；或令对方失去1点生命。\n`)).toEqual([
      '0.0/2×1',
      '0.1/2×1',
    ]);
  });

  it('SLCG-TX-07 options see nothing of each other: a 选择X left at the end of one is CS1074, not the next option’s 其', () => {
    expect(codes(`${SLCG}  选择一项：选择一个对方角色；或令其常值-1。\n`).map(([c]) => c)).toContain('CS1074');
    // In one option 选择X hands X on to the clause after it, as anywhere else.
    expect(codes(`${SLCG}  选择一项：推动进度+1；或选择一个对方角色，令其常值-1。\n`)).toEqual([]);
  });

  it('SLCG-TX-08 若如此 in an option waits for a 可以 of its own option: another option’s 可以 is no answer (CS1073)', () => {
    expect(codes(`${SLCG}  选择一项：可以弃一张手牌；或若如此，抽2张卡。\n`).map(([c]) => c)).toContain('CS1073');
    expect(codes(`${SLCG}  选择一项：推动进度+1；或可以弃一张手牌，若如此，抽2张卡。\n`)).toEqual([]);
  });

  it('SLCG-TX-07 effects before the lead are no option: they happen whichever option is taken', () => {
    expect(modes(`${SLCG_CHAR}  【登场时】抽1张卡，选择一项：推动进度+1；或治愈1点创伤。\n`)).toEqual([
      '-',
      '0.0/2×1',
      '0.1/2×1',
    ]);
  });

  it('SLCG-TX-05 以下效果执行2次：选择一项：… — each run is a choice of its own (groups 0 and 1)', () => {
    expect(modes(`${SLCG_CHAR}  【登场时】以下效果执行2次：选择一项：抽1张卡；或推动进度+1。\n`)).toEqual([
      '0.0/2×1',
      '0.1/2×1',
      '1.0/2×1',
      '1.1/2×1',
    ]);
    // A clause done twice inside one option stays that option's, in the one choice.
    expect(modes(`${SLCG_CHAR}  【登场时】选择一项：抽1张卡，执行2次；或推动进度+1。\n`)).toEqual([
      '0.0/2×1',
      '0.0/2×1',
      '0.1/2×1',
    ]);
  });
});

describe('effects joined by 或 with no lead', () => {
  const applyFix = (text: string, d: Diagnostic) => {
    let out = text;
    for (const e of [...d.fixes![0].edits].sort((a, b) => b.span.start - a.span.start))
      out = out.slice(0, e.span.start) + e.newText + out.slice(e.span.end);
    return out;
  };

  it('SLCG-TX-07 CS1103: 抽2张卡；或治愈1点创伤 and 抽2张卡或对…造成2点伤害 say no one chooses; the fix writes 选择一项：', () => {
    for (const [body, fixed] of [
      ['抽2张卡；或治愈1点创伤。', '选择一项：抽2张卡；或治愈1点创伤。'],
      ['抽2张卡或对一个对方角色造成2点伤害。', '选择一项：抽2张卡；或对一个对方角色造成2点伤害。'],
      ['抽2张卡，或治愈1点创伤。', '选择一项：抽2张卡，或治愈1点创伤。'],
      ['推动进度+1；抽2张卡；或治愈1点创伤。', '推动进度+1；选择一项：抽2张卡；或治愈1点创伤。'],
    ]) {
      const text = `${SLCG}  ${body}\n`;
      const ds = check(text);
      // One diagnostic, on the 或: the rest is read as the fix would write it.
      expect(
        ds.map((d) => d.code),
        body,
      ).toEqual(['CS1103']);
      expect(text.slice(ds[0].span.start, ds[0].span.end)).toBe(body.includes('或者') ? '或者' : '或');
      const after = applyFix(text, ds[0]);
      expect(after, body).toBe(`${SLCG}  ${fixed}\n`);
      expect(codes(after), fixed).toEqual([]);
    }
    expect(modes(`${SLCG}  推动进度+1；选择一项：抽2张卡；或治愈1点创伤。\n`)).toEqual(['-', '0.0/2×1', '0.1/2×1']);
  });

  it('SLCG-CT-08 a 或 of a 若 (若A或B) or of a target is no choice: no CS1103', () => {
    expect(codes(`${SLCG}  若己方手牌少于2张或对方场上有角色，抽1张卡。\n`)).toEqual([]);
  });
});

describe('随机 in the checker', () => {
  it('KL-TG-01 CS1104: 随机 with nothing to designate; CS1105: 随机 with 移动/转移 (a random card or a random path?)', () => {
    const KL2 = '规则：kaling\n卡牌 例\n  类型：战术\n';
    expect(codes(`${SLCG}  随机抽1张卡。\n`)).toEqual([['CS1104', '随机']]);
    expect(codes(`${KL2}  【启动】免能：令一张对方卡灵随机移动1格。\n`)).toEqual([['CS1105', '随机']]);
    expect(codes(`${KL2}  【启动】免能：随机转移一张己方卡灵到O1范围内的区域。\n`).map(([c]) => c)).toEqual(['CS1105']);
    // The card chosen at random, then moved: said plainly.
    expect(codes(`${KL2}  【启动】免能：随机选择一张对方卡灵，令其移动1格。\n`)).toEqual([]);
    expect(codes(`${KL2}  【启动】免能：令对方随机弃一张手牌。\n`)).toEqual([]);
  });
});
