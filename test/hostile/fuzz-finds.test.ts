// Inputs the fuzz suite (test/fuzz) found breaking a property, kept as plain regression tests: each names what the
// long mode reported.
import { describe, expect, it } from 'vitest';
import { Analysis } from '../../compiler/analysis.js';
import { loadScenario } from '../../compiler/scenario/index.js';

const inside = (text: string, s: { start: number; end: number }) =>
  0 <= s.start && s.start <= s.end && s.end <= text.length;

describe('found by the fuzz suite', () => {
  it("a 「 left open at a line end: CS2011's did-you-mean edits the empty name after it, not a reversed range (badRange in the checker)", () => {
    const text = '卡牌 甲\n  类型：发生\n  消灭「\r\n卡牌 乙\n  类型：角色\n  常值：1 攻\n';
    const r = new Analysis().checkFile(text, 'a.card', 'slcg');
    const d = r.diagnostics.find((x) => x.code === 'CS2011')!;
    expect(d).toBeDefined();
    const at = text.indexOf('「') + 1;
    for (const f of d.fixes ?? []) for (const e of f.edits) expect(e.span).toEqual({ start: at, end: at });
    for (const x of r.diagnostics)
      for (const f of x.fixes ?? []) for (const e of f.edits) expect(inside(text, e.span)).toBe(true);
  });

  it('a quote left open at the end of a scenario file: CS5101 points inside the text (badRange in scenario load)', () => {
    const text = 'name: x\nrules: [SLCG-META-01]\nsteps:\n  - choose: "open';
    const r = loadScenario(text, 'a.scenario.yaml');
    expect(r.diagnostics.map((d) => d.code)).toContain('CS5101');
    for (const d of r.diagnostics) expect(inside(text, d.span)).toBe(true);
  });
});
