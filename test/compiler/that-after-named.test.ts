// CS2174: 那个角色 / 那张卡灵 always name the trigger's subject (SLCG-TG-01, KL-TG-01), also after an effect that named a
// card — in an ability no event starts (used by choice, a 发生 / 普通 / 战术 card's text) they name nothing. The fix
// writes 其, which names the card the effect before it designated; the fixed text checks clean and lowers to `ref: 'it'`.
import { describe, expect, it } from 'vitest';
import { Analysis } from '../../compiler/analysis.js';
import type { Diagnostic } from '../../grammar/index.js';

const analysis = new Analysis();
const check = (text: string): Diagnostic[] => analysis.checkFile(text, 'a.card').diagnostics;
const codes = (text: string) => check(text).map((d) => [d.code, text.slice(d.span.start, d.span.end)]);

function applyFix(text: string, d: Diagnostic): string {
  const edits = [...d.fixes![0].edits].sort((a, b) => b.span.start - a.span.start);
  let out = text;
  for (const e of edits) out = out.slice(0, e.span.start) + e.newText + out.slice(e.span.end);
  return out;
}

/** The `of` of the first op condition, or the first op's target ref, of the card's first ability as lowered. */
function lowered(text: string): unknown {
  const checked = analysis.checkFile(text, 'a.card');
  const ir = analysis.lowerSet(checked.value).value.cards[0];
  return ir.abilities[0].effects.map(
    (e) => (e as { condition?: unknown }).condition ?? (e as { target?: unknown }).target,
  );
}

const CASES = [
  {
    rule: 'SLCG-TG-01',
    text: '规则：slcg\n卡牌 甲\n  类型：角色\n  费用：0\n  常值：2 攻\n  【一回合一次】：对一个对方角色造成1点伤害，若那个角色已横置，抽1张卡。\n',
    found: '那个角色已横置',
    fixed: '若其已横置',
  },
  {
    rule: 'SLCG-TG-01',
    text: '规则：slcg\n卡牌 乙\n  类型：发生\n  费用：0\n  横置一个对方角色，然后令那个角色失去【守护】。\n',
    found: '那个角色',
    fixed: '令其失去【守护】',
  },
  {
    rule: 'KL-TG-01',
    text: '规则：kaling\n卡牌 丙\n  类型：卡灵\n  等级：1\n  AP：1\n  DP：1\n  【启动】耗能1：令一张对方卡灵AP-1，然后令那张卡灵DP-1。\n',
    found: '那张卡灵',
    fixed: '令其DP-1',
  },
  {
    rule: 'GA-META-01',
    text: '规则：guangan\n卡牌 丁\n  类型：普通\n  体力：1\n  对一个敌方角色造成1点伤害，若那个角色生命≤3，抽1张卡。\n',
    found: '那个角色生命≤3',
    fixed: '若其生命≤3',
  },
];

describe('CS2174 那个X after a named card, in an ability no event starts', () => {
  for (const c of CASES)
    it(`${c.rule} “${c.found}” is CS2174; the fix 其 checks clean and names the card designated before it`, () => {
      expect(codes(c.text)).toEqual([['CS2174', c.found]]);
      const d = check(c.text)[0];
      expect(d.rule).toBe(c.rule);
      const fixed = applyFix(c.text, d);
      expect(fixed).toContain(c.fixed);
      expect(codes(fixed)).toEqual([]);
      expect(JSON.stringify(lowered(fixed))).toContain('"ref":"it"');
    });

  it('SLCG-TG-01 in a 【登场时】 ability 那个角色 is the card that entered: no diagnostic', () => {
    expect(
      codes(
        '规则：slcg\n卡牌 甲\n  类型：角色\n  费用：0\n  常值：2 攻\n  【登场时】对一个对方角色造成1点伤害，若那个角色已横置，抽1张卡。\n',
      ),
    ).toEqual([]);
  });

  it('SLCG-TG-01 with nothing named before it a 若那个角色 in a 发生 card is CS2113 (it names nothing either way)', () => {
    expect(codes('规则：slcg\n卡牌 乙\n  类型：发生\n  费用：0\n  若那个角色已横置，抽1张卡。\n')).toEqual([
      ['CS2113', '那个角色已横置'],
    ]);
  });
});
