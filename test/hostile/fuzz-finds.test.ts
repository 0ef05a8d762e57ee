// Inputs the fuzz suite (test/fuzz) found breaking a property, kept as plain regression tests: each names what the
// long mode reported.
import { describe, expect, it } from 'vitest';
import { Analysis } from '../../compiler/analysis.js';
import { loadManifest } from '../../compiler/manifest/index.js';
import { loadScenario } from '../../compiler/scenario/index.js';

const inside = (text: string, s: { start: number; end: number }) =>
  0 <= s.start && s.start <= s.end && s.end <= text.length;

describe('found by the fuzz suite', () => {
  it('a 「 left open at a line end: no fix edits a reversed range (badRange in the checker); the open quote is told once, by CS1027, not also as a name no card has (CS2011)', () => {
    const text = '卡牌 甲\n  类型：发生\n  消灭「\r\n卡牌 乙\n  类型：角色\n  常值：1 攻\n';
    const r = new Analysis().checkFile(text, 'a.card', 'slcg');
    expect(r.diagnostics.map((x) => x.code)).toContain('CS1027');
    expect(r.diagnostics.map((x) => x.code)).not.toContain('CS2011');
    for (const x of r.diagnostics)
      for (const f of x.fixes ?? []) for (const e of f.edits) expect(inside(text, e.span)).toBe(true);
  });

  it('a quote left open at the end of a scenario file: CS5101 points inside the text (badRange in scenario load)', () => {
    const text = 'name: x\nrules: [SLCG-META-01]\nsteps:\n  - choose: "open';
    const r = loadScenario(text, 'a.scenario.yaml');
    expect(r.diagnostics.map((d) => d.code)).toContain('CS5101');
    for (const d of r.diagnostics) expect(inside(text, d.span)).toBe(true);
  });

  // The long mode (100,000 cases) printed "Keys with collection values will be stringified" from the yaml package
  // on stderr: a map or a list used as a key. It is an unknown field, reported at that key, and nothing is printed.
  it('a map or a list as a key in set.yaml or a scenario: an unknown field at the key, no process warning', () => {
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(w.message);
    process.on('warning', onWarning);
    try {
      const set = 'name: s\nruleset: slcg\n? [a, b]\n: 1\ncards: ["*.card"]\n';
      const m = loadManifest(set).diagnostics.find((d) => d.code === 'CS3005')!;
      expect(m.span).toEqual({ start: set.indexOf('[a, b]'), end: set.indexOf('[a, b]') + '[a, b]'.length });
      const sc = 'name: x\nrules: [SLCG-CT-07]\nsetup:\n  A:\n    ? {sealed: permanent}\n    : 3\nsteps: []\n';
      const s = loadScenario(sc, 'a.scenario.yaml').diagnostics.find((d) => d.code === 'CS5103')!;
      expect(s.span.start).toBe(sc.indexOf('{sealed'));
    } finally {
      process.off('warning', onWarning);
    }
    // process warnings are emitted on the next tick
    return new Promise<void>((done) =>
      setImmediate(() => {
        expect(warnings).toEqual([]);
        done();
      }),
    );
  });
});
