// 光暗 marks of the card (咒术 符术 瞬发 蓄力) are written on the 类型 line (GA-KW-01..04): off it they are CS2038, whose fix
// moves them there; 【启动】/【永恒】 heads are CS2077 (fix: remove); each problem is one diagnostic.
import { describe, expect, it } from 'vitest';
import { Analysis } from '../../compiler/analysis.js';
import type { Diagnostic } from '../../grammar/index.js';

const analysis = new Analysis();
const CHARACTER = '规则：guangan\n卡牌 林\n  类型：角色\n  生命：5  攻击：1\n\n';
const card = (lines: string) => `${CHARACTER}卡牌 试\n  类型：普通\n  专属：林\n${lines}`;
const check = (text: string) => analysis.checkFile(text, 'a.card').diagnostics;
const fix = (text: string, d: Diagnostic) =>
  [...d.fixes![0].edits]
    .sort((a, b) => b.span.start - a.span.start)
    .reduce((t, e) => t.slice(0, e.span.start) + e.newText + t.slice(e.span.end), text);

/** Applies the first fix of the first diagnostic until none is left (at most `n` times). */
function fixAll(text: string, n = 5): string {
  for (let i = 0; i < n; i++) {
    const [d] = check(text);
    if (!d) return text;
    text = fix(text, d);
  }
  return text;
}

describe('光暗 marks and heads', () => {
  it('GA-KW-03 a line of 【瞬发】 only is CS2038 (not CS1015); the fix moves it to the 类型 line, which checks clean', () => {
    const text = card('  【瞬发】\n  抽1张卡。\n');
    const ds = check(text);
    expect(ds.map((d) => [d.code, d.rule])).toEqual([['CS2038', 'GA-KW-03']]);
    expect(fixAll(text)).toBe(card('  抽1张卡。\n').replace('类型：普通', '类型：普通 【瞬发】'));
  });

  it('GA-KW-01 / GA-KW-04 【咒术】【蓄力】 on a line of their own: one CS2038 each; fixed, both stand on the 类型 line', () => {
    const text = card('  【咒术】【蓄力】\n  抽1张卡。\n');
    expect(check(text).map((d) => [d.code, d.rule])).toEqual([
      ['CS2038', 'GA-KW-01'],
      ['CS2038', 'GA-KW-04'],
    ]);
    const fixed = fixAll(text);
    expect(fixed).toContain('  类型：普通 【咒术】 【蓄力】\n');
    expect(check(fixed)).toEqual([]);
  });

  it('GA-KW-01 / GA-KW-02 【咒术】 with 【符术】 is warning CS2112 (符术 wins); its fixes remove either mark and check clean', () => {
    const text = card('  抽1张卡。\n').replace('类型：普通', '类型：普通 【咒术】【符术】');
    const [d, ...rest] = check(text);
    expect(rest).toEqual([]);
    expect([d.code, d.rule, d.severity]).toEqual(['CS2112', 'GA-KW-02', 'warning']);
    const applied = d.fixes!.map((f) => fix(text, { ...d, fixes: [f] }));
    expect(applied.map((t) => t.split('\n')[6])).toEqual(['  类型：普通 【符术】', '  类型：普通 【咒术】']);
    for (const t of applied) expect(check(t)).toEqual([]);
  });

  it('GA-KW-03 【瞬发】 heading text: the fix moves it (and keeps the text); already on the 类型 line it is only removed', () => {
    expect(fixAll(card('  【瞬发】抽1张卡。\n'))).toBe(
      card('  抽1张卡。\n').replace('类型：普通', '类型：普通 【瞬发】'),
    );
    const twice = card('  【瞬发】抽1张卡。\n').replace('类型：普通', '类型：普通 【瞬发】');
    expect(fixAll(twice)).toBe(card('  抽1张卡。\n').replace('类型：普通', '类型：普通 【瞬发】'));
  });

  it('GA-KW-01 / GA-KW-04 【咒术】【蓄力】 heading ability text are CS2038 (not CS1024); fixed, both stand on the 类型 line', () => {
    const text = card('  【咒术】【蓄力】抽1张卡。\n');
    expect(check(text).map((d) => [d.code, d.rule])).toEqual([
      ['CS2038', 'GA-KW-01'],
      ['CS2038', 'GA-KW-04'],
    ]);
    const fixed = fixAll(text);
    expect(fixed).toBe(card('  抽1张卡。\n').replace('类型：普通', '类型：普通 【咒术】 【蓄力】'));
    expect(check(fixed)).toEqual([]);
  });

  it('GA-KW-04 【蓄力】 after the name on the 卡牌 line is CS2038 (not CS1031), the name is the name; the fix moves it', () => {
    const text = card('  抽1张卡。\n').replace('卡牌 试', '卡牌 试 【蓄力】');
    const ds = check(text);
    expect(ds.map((d) => [d.code, d.rule])).toEqual([['CS2038', 'GA-KW-04']]);
    expect(analysis.checkFile(text, 'a.card').value.cards.map((c) => c.ast.name)).toEqual(['林', '试']);
    const fixed = fixAll(text);
    expect(fixed).toBe(card('  抽1张卡。\n').replace('类型：普通', '类型：普通 【蓄力】'));
    expect(check(fixed)).toEqual([]);
  });

  it('GA-META-01 【启动】 heading 光暗 text is one diagnostic, CS2077, whose fix removes it (not CS2038 "write it on the 类型 line")', () => {
    const text = card('  【启动】抽1张卡。\n');
    expect(check(text).map((d) => d.code)).toEqual(['CS2077']);
    const fixed = fixAll(text);
    expect(fixed).toBe(card('  抽1张卡。\n'));
    expect(check(fixed)).toEqual([]);
  });

  it('GA-CT-10 获得【守护】 in 光暗 is one diagnostic: CS2050 (its CS2001 gives way)', () => {
    expect(check(card('  令一个己方角色获得【守护】。\n')).map((d) => d.code)).toEqual(['CS2050']);
  });

  it("GA-META-01 类型：普通 【启动】 is not offered SLCG's 行动: did-you-mean names words of the game only, and says whose 启动 is", () => {
    const [d] = check(`${CHARACTER}卡牌 试\n  类型：普通 【启动】\n  专属：林\n  抽1张卡。\n`);
    expect(d.code).toBe('CS1029');
    expect(d.fixes ?? []).toEqual([]);
    expect(d.notes).toEqual([
      { zh: '“启动”是卡灵时代的用语，光暗没有它', en: '"启动" is a word of 卡灵时代, which 光暗 does not have' },
    ]);
    // In SLCG, 行动 is a word of the game: still suggested there.
    const [s] = check('规则：slcg\n卡牌 试\n  类型：角色 【启动】\n  常值：3 攻\n');
    expect(s.code).toBe('CS1029');
    expect(s.fixes?.map((f) => f.edits[0].newText)).toContain('行动');
  });
});
