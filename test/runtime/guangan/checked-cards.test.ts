// What `cardc check` accepts, a 光暗 pool accepts (GA-CT-10): every keyword word of the language, gained or lost by a
// character, is either refused by the checker or loaded by the pool (whose refusal would be an internal error in play).
import { describe, expect, it } from 'vitest';
import { compileCards } from '../../../compiler/api.js';
import { allowedIn, entriesOf } from '../../../grammar/vocabulary.js';
import { getRuleset } from '../../../runtime/index.js';
import { guangan } from '../../../runtime/profiles/guangan.js';

const CHARACTER = '卡牌 林燃\n  类型：角色\n  生命：10  攻击：2\n';

function compile(line: string) {
  return compileCards(`规则：guangan\n${CHARACTER}\n卡牌 试\n  类型：普通\n  专属：林燃\n  ${line}\n`, {
    ruleset: 'guangan',
  });
}

describe('光暗 checked cards load', () => {
  it('GA-CT-10 获得/失去【X】: the checker refuses what the pool would (咒术 符术 瞬发 蓄力 are marks of the card, CS2050)', () => {
    const words = entriesOf('trait').filter((e) => allowedIn(e, 'guangan'));
    expect(words.length).toBeGreaterThan(0);
    const rules = getRuleset('guangan');
    for (const w of words)
      for (const verb of ['获得', '失去']) {
        const r = compile(`令一个己方角色${verb}【${w.canonical.replace(/[【】]/g, '')}】。`);
        const errors = r.diagnostics.filter((d) => d.severity === 'error');
        if (errors.length) continue;
        for (const c of r.cards) expect(rules.validateCard?.(c) ?? null, `${verb}【${w.id}】`).toBeNull();
      }
    // Every mark is refused (【瞬发】 is read as the kind of an effect, a syntax error of its own); 咒术 符术 蓄力 by CS2050.
    for (const m of guangan.marks) {
      const r = compile(`令一个己方角色获得【${m.zh}】。`);
      expect(r.ok, m.zh).toBe(false);
      if (m.id !== 'instant') expect(r.diagnostics.map((d) => [d.code, d.rule])).toContainEqual(['CS2050', m.rule]);
    }
    expect(compile('令一个己方角色失去【符术】。').diagnostics.map((d) => d.code)).toEqual(['CS2050']);
    expect(compile('令一个己方角色获得【光环】。').ok).toBe(true);
  });
});
