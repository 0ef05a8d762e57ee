// Messages a designer reads speak the designer's words: no IR, no op names (damageModifier, gainResource …), and a
// lost part of an effect (CS2036) says what to write instead, with a fix where one rewrite is obvious.
import { describe, expect, it } from 'vitest';
import { Analysis } from '../../compiler/analysis.js';
import { allCatalogEntries } from '../../compiler/diagnostics.js';
import { COVERAGE } from '../../compiler/ir/coverage.js';
import '../../compiler/scenario/index.js';

const analysis = new Analysis();

/** Internal words: the IR, an identifier (damageModifier, gainResource …). */
const INTERNAL = /\bIR\b|\b[a-z]+[A-Z]\w*/;
/** In a Chinese message, an op's name is internal even when it is an English word (heal, damage). */
const INTERNAL_ZH = new RegExp(`${INTERNAL.source}|\\b(${Object.keys(COVERAGE).join('|')})\\b`);

describe('designer words', () => {
  it('no card-text message (CS1xxx, CS2xxx) of the catalogue names the IR or an identifier', () => {
    for (const [code, e] of allCatalogEntries()) {
      if (!/^CS[12]/.test(code)) continue;
      expect(e.zh, code).not.toMatch(INTERNAL_ZH);
      expect(e.en, code).not.toMatch(INTERNAL);
    }
  });

  it('SLCG-META-01 CS2014 quotes the effect as written (该伤害-1), not its op', () => {
    const text = '规则：slcg\n卡牌 护\n  类型：发生\n  该伤害-1。\n';
    const [d] = analysis.checkFile(text, 'a.card').diagnostics;
    expect(d.code).toBe('CS2014');
    expect(d.message).toBe('SLCG的规则里没有“该伤害-1”这样的效果，对局中它什么也不会做');
    expect(d.messageEn).not.toMatch(INTERNAL);
  });

  it('SLCG-META-01 CS2036 on 令双方各一个角色治愈1点创伤 says a player heals, not a card, and the fix says 双方各 (SLCG-TRM-04)', () => {
    const text = '规则：slcg\n卡牌 双愈\n  类型：发生\n  令双方各一个角色治愈1点创伤。\n';
    const [d] = analysis.checkFile(text, 'a.card').diagnostics;
    expect(d.code).toBe('CS2036');
    expect(d.message).not.toMatch(INTERNAL_ZH);
    expect(d.message).toContain('双方各治愈1点创伤');
    const edit = d.fixes![0].edits[0];
    const fixed = text.slice(0, edit.span.start) + edit.newText + text.slice(edit.span.end);
    expect(fixed).toContain('  双方各治愈1点创伤。');
    expect(analysis.checkFile(fixed, 'a.card').diagnostics).toEqual([]);
  });

  it('KL-META-01 CS2036 on a resource given to a card: the fix gives it to the player', () => {
    const text = '规则：kaling\n卡牌 能\n  类型：战术\n  【启动】令一张己方卡灵获得1点能量。\n';
    const [d] = analysis.checkFile(text, 'a.card').diagnostics;
    expect(d.code).toBe('CS2036');
    const edit = d.fixes![0].edits[0];
    const fixed = text.slice(0, edit.span.start) + edit.newText + text.slice(edit.span.end);
    expect(fixed).toContain('【启动】获得1点能量。');
    expect(analysis.checkFile(fixed, 'a.card').diagnostics).toEqual([]);
  });

  it('GA-CB-04 CS2076: 该伤害-1 after 当对方角色攻击时 does nothing; the fix names the damage (当己方受到战斗伤害时)', () => {
    const text =
      '规则：guangan\n卡牌 林\n  类型：角色\n  生命：5  攻击：1\n\n卡牌 挡\n  类型：响应\n  专属：林\n  当对方角色攻击时：该伤害-1。\n';
    const [d] = analysis.checkFile(text, 'a.card').diagnostics;
    expect([d.code, d.rule]).toEqual(['CS2076', 'GA-CB-04']);
    const edit = d.fixes![0].edits[0];
    const fixed = text.slice(0, edit.span.start) + edit.newText + text.slice(edit.span.end);
    expect(fixed).toContain('  当己方受到战斗伤害时：该伤害-1。');
    expect(analysis.checkFile(fixed, 'a.card').diagnostics).toEqual([]);
  });
});
