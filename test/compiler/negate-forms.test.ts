// 无效 written the other way round — 令其攻击无效, 使那次攻击无效, 令该次攻击无效, 令该效果无效, 使那张卡牌无效 — is the
// same negate as 无效那次攻击 / 无效该效果 / 无效那张卡牌 (SLCG-CB-07, KL-CB-04, GA-CH-02): the same IR, and the same
// diagnostics where the canonical form has one (CS2150).
import { describe, expect, it } from 'vitest';
import { Analysis } from '../../compiler/analysis.js';
import type { RulesetId } from '../../grammar/index.js';
import type { AbilityDef } from '../../runtime/index.js';

const HEAD: Readonly<Record<RulesetId, string>> = {
  slcg: '  类型：发生 【突发】\n  费用：1\n',
  guangan: '  类型：响应\n  专属：霜月\n  体力：1\n',
  kaling: '  类型：卡灵\n  等级：1\n  AP：1\n  DP：1\n',
};

const PRELUDE: Readonly<Record<RulesetId, string>> = {
  slcg: '',
  guangan: '卡牌 霜月\n  类型：角色\n  生命：5  攻击：2\n\n',
  kaling: '',
};

/** One card per line, each with the ruleset's head; the diagnostics' codes and each card's abilities sans sources. */
function lower(ruleset: RulesetId, lines: readonly string[]): { codes: string[]; abilities: unknown[] } {
  const text =
    `规则：${ruleset}\n${PRELUDE[ruleset]}` + lines.map((l, i) => `卡牌 测${i}\n${HEAD[ruleset]}  ${l}\n`).join('\n');
  const a = new Analysis();
  const r = a.checkFile(text, 'negate.card');
  const cards = a.lowerSet(r.value).value.cards.filter((c) => c.name.startsWith('测'));
  return { codes: r.diagnostics.map((d) => d.code), abilities: cards.map((c) => c.abilities.map(strip)) };
}

function strip(ab: AbilityDef): unknown {
  const { source: _s, ...rest } = ab;
  return { ...rest, effects: ab.effects.map(({ source: _e, ...op }) => op) };
}

/** Asserts every form lowers as the first (canonical) one, without diagnostics. */
function same(ruleset: RulesetId, forms: readonly string[]): void {
  const { codes, abilities } = lower(ruleset, forms);
  expect(codes).toEqual([]);
  for (let i = 1; i < forms.length; i++) expect(abilities[i], forms[i]).toEqual(abilities[0]);
}

describe('无效 in other word orders', () => {
  it('KL-CB-04 卡灵时代 可以令其攻击无效 / 可以使那次攻击无效 / 可以令该次攻击无效 = 可以无效那次攻击', () => {
    const when = '【瞬发】免能：当己方卡灵被攻击时，';
    same(
      'kaling',
      [
        '可以无效那次攻击。',
        '可以令其攻击无效。',
        '可以使那次攻击无效。',
        '可以令该次攻击无效。',
        '可以使這次攻擊無效。',
      ].map((x) => when + x),
    );
  });

  it('KL-CH-01 卡灵时代 令该效果无效 / 使那个效果无效 = 无效那个效果', () => {
    const when = '【瞬发】免能：当对方发动效果时，';
    same(
      'kaling',
      ['无效那个效果。', '令该效果无效。', '使那个效果无效。'].map((x) => when + x),
    );
  });

  it('SLCG-CB-07 SLCG-CT-07 a 突发 card: 令其攻击无效 / 令该次攻击无效 = 无效那次攻击', () => {
    const when = '当己方角色被攻击时：';
    same(
      'slcg',
      ['无效那次攻击。', '令其攻击无效。', '令该次攻击无效。', '使那次攻击无效。'].map((x) => when + x),
    );
  });

  it('GA-CB-01 GA-CH-02 光暗 令其攻击无效 = 无效那次攻击; 使那张卡牌无效 = 无效那张卡牌', () => {
    same('guangan', [
      '当对方角色攻击时：无效那次攻击。',
      '当对方角色攻击时：令其攻击无效。',
      '当对方角色攻击时：令该次攻击无效。',
    ]);
    same('guangan', ['当对方发动卡牌时：无效那张卡牌。', '当对方发动卡牌时：使那张卡牌无效。']);
  });

  it('SLCG-CT-07 CS2150: 令其攻击无效 where 无效那次攻击 cancels nothing (a triggered line not woken by an attack)', () => {
    const text = (line: string) => `规则：slcg
卡牌 守
  类型：角色
  费用：1
  常值：1 攻
  ${line}
`;
    const codes = (line: string) => new Analysis().checkFile(text(line), 'n.card').diagnostics.map((d) => d.code);
    expect(codes('当对方角色登场时，无效那次攻击。')).toEqual(['CS2150']);
    expect(codes('当对方角色登场时，令其攻击无效。')).toEqual(['CS2150']);
    expect(codes('当对方角色登场时，令该次攻击无效。')).toEqual(['CS2150']);
  });

  it('GA-CHR-03 光暗 令其攻击+2 is still a change of 攻击, not a negate', () => {
    const { codes, abilities } = lower('guangan', ['当对方角色攻击时：令其攻击+2。']);
    expect(codes).toEqual([]);
    expect(JSON.stringify(abilities[0])).toContain('"op":"modifyStat"');
  });
});
