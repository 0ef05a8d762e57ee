// 查看卡组顶3张卡，将其中一张加入手牌 (GA-ZN-01) in the parser and checker: a 载入 among the deck's first N cards (IR search
// `top`), what is done with the rest, and every way it is written wrong. Before, the look was a CS1016 naming no construct
// and 其中一张 after it two checker errors (CS2113, CS2073). The runtime side: test/runtime/guangan/deck-top-look.test.ts.
import { describe, expect, it } from 'vitest';
import { Analysis } from '../../compiler/analysis.js';

const analysis = new Analysis();
const FRAME = '规则：光暗\n卡牌 林\n  类型：角色\n  生命：5  攻击：1\n\n卡牌 例\n  类型：普通\n  专属：林\n';

function problems(line: string, frame = FRAME): [string, string][] {
  const text = `${frame}  ${line}\n`;
  return analysis
    .checkFile(text, 'a.card')
    .diagnostics.filter((d) => d.severity === 'error' || d.severity === 'warning')
    .map((d) => [d.code, text.slice(d.span.start, d.span.end)]);
}

describe('查看卡组顶N张卡', () => {
  it('GA-ZN-01 the look and the take check clean, in either script, with what is done with the rest', () => {
    for (const line of [
      '查看卡组顶3张卡，将其中一张加入手牌。',
      '查看你的牌库顶部的三张牌，将其中一张加入手牌，其余洗回卡组。',
      '檢視卡組頂3張卡，將其中一張加入手牌。',
      '查看卡组顶3张卡，可以将其中一张加入手牌，其余放回卡组顶。',
    ])
      expect(problems(line), line).toEqual([]);
  });

  it('GA-ZN-01 CS1170: a look with nothing taken after it', () => {
    expect(problems('查看卡组顶3张卡。')).toEqual([['CS1170', '查看卡组顶3张卡']]);
  });

  it('GA-ZN-01 CS1171: the rest under the deck is not written', () => {
    expect(problems('查看卡组顶3张卡，将其中一张加入手牌，其余放回卡组底。')).toEqual([['CS1171', '其余放回卡组底']]);
  });

  it('GA-ZN-01 其中一张 with no look before it is still a reference to nothing (CS2113)', () => {
    expect(problems('抽1张卡；将其中一张加入手牌。').map(([c]) => c)).toContain('CS2113');
  });

  it('GA-ZN-01 CS2265: the look is 光暗’s; 卡灵时代 takes a card by 载入', () => {
    const kaling = '规则：kaling\n卡牌 例\n  类型：战术\n';
    expect(problems('【启动】耗能1：查看卡组顶3张卡，将其中一张加入手牌。', kaling)).toEqual([
      ['CS2265', '将其中一张加入手牌'],
    ]);
  });
});
