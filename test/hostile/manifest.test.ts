// Hostile set.yaml files (issue 14): amplified decks, many decks, paths out of the set, ranges at the end
// of the text, CR-only line ends, a broken manifest with no cards, a deck named __proto__.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { buildSet } from '../../compiler/build/index.js';
import { checkPaths } from '../../compiler/check-paths.js';
import { loadManifest } from '../../compiler/manifest/index.js';
import { loadPlayableSet, resolveDecks } from '../../compiler/play/load-set.js';
import { loadCompiledSet, type CompiledSetModule } from '../../runtime/index.js';

const CARD = '卡牌 卡0\n  类型：角色\n  费用：1\n  常值：1 攻\n';

function setDir(yaml: string, card: string | null = CARD): string {
  const dir = mkdtempSync(join(tmpdir(), 'cardc-hostile-'));
  writeFileSync(join(dir, 'set.yaml'), yaml);
  if (card !== null) writeFileSync(join(dir, 'a.card'), card);
  return dir;
}

const deckLines = (n: number) => Array.from({ length: n }, (_, i) => `    卡${i}: 1`).join('\n');

describe('set.yaml under hostile input', () => {
  it('a deck named __proto__ is a deck like any other: own key, built, exported and played; `toString` names none', async () => {
    const yaml = `name: x\nruleset: slcg\ncards: ["*.card"]\ndecks:\n  __proto__:\n    卡0: 2\n  甲:\n    卡0: 1\n`;
    const m = loadManifest(yaml).value!;
    expect(Object.keys(m.decks)).toEqual(['__proto__', '甲']);
    expect(Object.getPrototypeOf(m.decks)).toBe(Object.prototype);
    const dir = setDir(yaml);
    const out = join(dir, 'out');
    const r = buildSet(dir, out);
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8')).decks).toEqual(
      JSON.parse('{"__proto__":{"卡0":2},"甲":{"卡0":1}}'),
    );
    const compiled = loadCompiledSet(createRequire(import.meta.url)(join(out, 'cards.cjs')) as CompiledSetModule);
    expect(Object.keys(compiled.decks)).toEqual(['__proto__', '甲']);
    expect(compiled.setup({ decks: ['__proto__', '甲'], seed: 1 }).decks).toEqual([['卡0', '卡0'], ['卡0']]);
    expect(() => compiled.setup({ decks: ['toString', '甲'], seed: 1 })).toThrow(/has no deck 'toString'/);
    const set = loadPlayableSet(dir, dir).set!;
    const d = resolveDecks(set, 'toString');
    expect(d.ok).toBe(false);
  });

  it('a 1,000-card deck aliased 200 times is checked once: 1,000 diagnostics at the anchor, no stack overflow', () => {
    const yaml = `name: x\nruleset: slcg\ncards: ["*.card"]\ndecks:\n  d0: &d\n${deckLines(1000)}\n${Array.from({ length: 200 }, (_, i) => `  d${i + 1}: *d\n`).join('')}`;
    const r = checkPaths([setDir(yaml)]);
    const all = r.files.flatMap((f) => f.diagnostics);
    const unknown = all.filter((d) => d.code === 'CS3024');
    expect(unknown.length).toBe(999); // 卡0 exists
    expect(new Set(unknown.map((d) => d.span.start)).size).toBe(999);
  });

  it('more decks than the documented limit are one CS3015, and the work grows linearly with the number of decks', () => {
    const many = (n: number) =>
      `name: x\nruleset: slcg\ndecks:\n${Array.from({ length: n }, (_, i) => `  d${i}:\n    卡0: 1\n`).join('')}`;
    const ds = loadManifest(many(1500)).diagnostics;
    expect(ds.map((d) => d.code)).toEqual(['CS3015']);
    // Two sizes in one run, best of three each: 10× the decks must cost far less than the 100× of a quadratic pass.
    const cost = (n: number) => {
      const text = many(n);
      let best = Infinity;
      for (let i = 0; i < 3; i++) {
        const t0 = performance.now();
        checkPaths([setDir(text)]);
        best = Math.min(best, performance.now() - t0);
      }
      return best;
    };
    cost(500);
    const ratio = cost(10_000) / cost(1_000);
    expect(ratio).toBeLessThan(35);
  });

  it('globs outside the set folder are a warning (CS3017) and read nothing', () => {
    const yaml =
      'name: x\nruleset: slcg\ncards: ["/etc/passwd", "../../../etc/*", "C:/x/*.card", "ok/../*.card", "*.card"]\n';
    const m = loadManifest(yaml);
    const warned = m.diagnostics.filter((d) => d.code === 'CS3017').map((d) => yaml.slice(d.span.start, d.span.end));
    expect(warned).toEqual(['"/etc/passwd"', '"../../../etc/*"', '"C:/x/*.card"', '"ok/../*.card"']);
    expect(m.diagnostics.every((d) => d.severity === 'warning')).toBe(true);
  });

  it('a syntax error at the end of the text has a range inside the text', () => {
    for (const text of ['name: x\nruleset: slcg\ncards: ["a', 'name: "x', 'a: [', 'decks:\n  x: {']) {
      const ds = loadManifest(text).diagnostics;
      expect(ds.length).toBeGreaterThan(0);
      for (const d of ds) {
        expect(d.span.start).toBeGreaterThanOrEqual(0);
        expect(d.span.end).toBeLessThanOrEqual(text.length);
        expect(d.span.start).toBeLessThanOrEqual(d.span.end);
      }
    }
  });

  it('CR-only line ends read as line ends', () => {
    const m = loadManifest('name: 旧式\rruleset: kaling\rparams:\r  startingLife: 25\r');
    expect(m.diagnostics).toEqual([]);
    expect(m.value).toMatchObject({ name: '旧式', ruleset: 'kaling', params: { startingLife: 25 } });
  });

  it('a broken set.yaml is reported even when it lists no card file', () => {
    const dir = setDir('name: x\nruleset: slcg\ncards: ["a', null);
    const r = checkPaths([dir]);
    expect(r.files.flatMap((f) => f.diagnostics).map((d) => d.code)).toContain('CS3001');
  });

  it('a key given twice is CS3016 at the second', () => {
    const text = 'name: a\nruleset: slcg\ndecks:\n  甲: {卡0: 1}\n  甲: {卡0: 2}\n';
    const ds = loadManifest(text).diagnostics;
    expect(ds.map((d) => d.code)).toEqual(['CS3016']);
    expect(ds[0].span.start).toBe(text.lastIndexOf('甲'));
  });
});
