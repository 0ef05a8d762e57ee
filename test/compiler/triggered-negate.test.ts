// CS2150: 无效 in an SLCG or 光暗 triggered ability cancels only the attack that woke it (SLCG-CB-07, GA-CB-01: the
// attack is still on the chain, unresolved, when the triggered link above it resolves); any other 无效 there would
// cancel an event that has already happened, so the checker refuses it and points to a 突发 (SLCG-CT-07) or
// 响应/反制 card (GA-CH-01). The runtime side is test/runtime/{slcg,guangan}/triggered-negate.test.ts.
import { describe, expect, it } from 'vitest';
import { Analysis } from '../../compiler/analysis.js';
import type { Diagnostic } from '../../grammar/index.js';

const analysis = new Analysis();
const check = (text: string): Diagnostic[] => analysis.checkFile(text, 'a.card').diagnostics;
const codes = (text: string) => check(text).map((d) => [d.code, text.slice(d.span.start, d.span.end)]);
const slcgChar = (line: string) => `规则：slcg\n卡牌 甲\n  类型：角色\n  费用：0\n  常值：3 攻\n  ${line}\n`;
const gaChar = (line: string) => `规则：guangan\n卡牌 林燃\n  类型：角色\n  生命：5  攻击：2\n  ${line}\n`;

function applyFix(text: string, d: Diagnostic): string {
  const edits = [...d.fixes![0].edits].sort((a, b) => b.span.start - a.span.start);
  let out = text;
  for (const e of edits) out = out.slice(0, e.span.start) + e.newText + out.slice(e.span.end);
  return out;
}

describe('CS2150 无效 on a triggered ability', () => {
  it('SLCG-CB-07 【被攻击时】 / 当己方角色被攻击时 / 【攻击时】 无效那次攻击 is accepted (the attack is still on the chain)', () => {
    expect(codes(slcgChar('【被攻击时】无效那次攻击。'))).toEqual([]);
    expect(codes(slcgChar('当己方角色被攻击时：无效那次攻击。'))).toEqual([]);
    expect(codes(slcgChar('【攻击时】无效那次攻击。'))).toEqual([]);
  });

  it('SLCG-CT-07 无效 of an event that has happened is CS2150 at the effect (登场, 消灭, 创伤)', () => {
    expect(codes(slcgChar('当对方角色登场时：无效那张卡牌。'))).toEqual([['CS2150', '无效那张卡牌']]);
    expect(codes(slcgChar('【消灭时】无效那次攻击。'))).toEqual([['CS2150', '无效那次攻击']]);
    expect(codes(slcgChar('当己方受到创伤时：无效那次创伤。'))).toEqual([['CS2150', '无效那次创伤']]);
    const [d] = check(slcgChar('当己方受到创伤时：无效那次创伤。'));
    expect(d.message).toContain('【突发】发生卡');
    expect(d.messageEn).toContain('a 【突发】 event card');
  });

  it('SLCG-CT-07 a 发生 card whose 当…时 line says 无效 is CS2150 with the fix 【突发】; a 突发 card is fine', () => {
    const text = '规则：slcg\n卡牌 护盾\n  类型：发生\n  费用：1\n  当己方受到创伤时：无效那次创伤。\n';
    const [d] = check(text);
    expect(d.code).toBe('CS2150');
    const fixed = applyFix(text, d);
    expect(fixed).toContain('类型：发生 【突发】');
    expect(check(fixed).filter((x) => x.severity === 'error')).toEqual([]);
  });

  it('GA-CB-01 当此角色被攻击时：无效那次攻击 is accepted; GA-CH-01 无效该效果 on a character is CS2150', () => {
    expect(codes(gaChar('当此角色被攻击时：无效那次攻击。'))).toEqual([]);
    const [d] = check(gaChar('当此角色受到伤害时：无效该效果。'));
    expect([d.code, d.rule]).toEqual(['CS2150', 'GA-CH-01']);
    expect(d.message).toContain('响应卡或反制卡');
  });

  it('GA-CH-04 a 持续 反制 card in force wakes on 当对方发动卡牌时 while that card’s link is built: its 无效那张卡牌 is accepted', () => {
    const text =
      '规则：guangan\n卡牌 林燃\n  类型：角色\n  生命：5  攻击：2\n\n卡牌 结界\n  类型：持续 反制\n  体力：1\n  当对方发动卡牌时：无效那张卡牌。\n';
    expect(codes(text)).toEqual([]);
    // Any other event has happened by then: 当对方角色阵亡时：无效那张卡牌 is still CS2150.
    const dead = text.replace('当对方发动卡牌时', '当对方角色阵亡时');
    expect(codes(dead)).toEqual([['CS2150', '无效那张卡牌']]);
    expect(check(dead)[0].message).toContain('不带“持续”');
  });

  it('GA-CH-01 a 响应 card answering a card (无效那张卡牌) is no triggered ability: accepted', () => {
    const text =
      '规则：guangan\n卡牌 林燃\n  类型：角色\n  生命：5  攻击：2\n\n卡牌 反击\n  类型：响应\n  专属：林燃\n  当对方发动卡牌时：无效那张卡牌。\n';
    expect(check(text).filter((x) => x.severity === 'error')).toEqual([]);
  });
});
