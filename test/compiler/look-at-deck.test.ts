// 查看卡组顶3张卡，将其中一张加入手牌 (GA-ZN-01): the language has no effect that looks at a deck's top cards. Before,
// the look was a CS1016 naming no construct and 其中一张 after it two checker errors (CS2113, CS2073); now one CS1170
// that says what the language has instead (a 载入: 从卡组将一张卡加入手牌).
import { describe, expect, it } from 'vitest';
import { Analysis } from '../../compiler/analysis.js';

const analysis = new Analysis();
const FRAME = '规则：光暗\n卡牌 林\n  类型：角色\n  生命：5  攻击：1\n\n卡牌 例\n  类型：普通\n  专属：林\n';

function problems(line: string): [string, string][] {
  const text = `${FRAME}  ${line}\n`;
  return analysis
    .checkFile(text, 'a.card')
    .diagnostics.filter((d) => d.severity === 'error' || d.severity === 'warning')
    .map((d) => [d.code, text.slice(d.span.start, d.span.end)]);
}

describe('查看卡组顶N张卡', () => {
  it('GA-ZN-01 one CS1170 for the look and what it hands on, in either script', () => {
    expect(problems('查看卡组顶3张卡，将其中一张加入手牌。')).toEqual([['CS1170', '查看卡组顶3张卡']]);
    expect(problems('查看你的牌库顶部的三张牌，将其中一张加入手牌，其余放回卡组底。')).toEqual([
      ['CS1170', '查看你的牌库顶部的三张牌'],
    ]);
    expect(problems('檢視卡組頂3張卡，將其中一張加入手牌。')).toEqual([['CS1170', '檢視卡組頂3張卡']]);
  });

  it('GA-ZN-01 其中一张 with no look before it is still a reference to nothing (CS2113)', () => {
    expect(problems('抽1张卡；将其中一张加入手牌。').map(([c]) => c)).toContain('CS2113');
  });

  it('GA-ZN-01 CS1170 says both languages and names the search the language has', () => {
    const text = `${FRAME}  查看卡组顶3张卡。\n`;
    const [d] = analysis.checkFile(text, 'a.card').diagnostics;
    expect(d.code).toBe('CS1170');
    expect(d.message).toContain('从卡组将一张卡加入手牌');
    expect(d.messageEn).toContain('search');
  });
});
