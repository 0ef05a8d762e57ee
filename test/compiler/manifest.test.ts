// set.yaml loading and deck checks, driven by the files in test/data/manifests: each file carries
// its expected diagnostics as `# expect:` comments; a file without any must load cleanly.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadManifest, validateDecks } from '../../compiler/manifest/index.js';
import { catalogEntry } from '../../compiler/diagnostics.js';
import { compare, expectations, fixtureCards, MANIFEST_DATA } from './manifest-helpers.js';

function check(name: string) {
  const text = readFileSync(join(MANIFEST_DATA, name), 'utf8');
  const file = `manifests/${name}`;
  const loaded = loadManifest(text, file);
  const decks = loaded.value ? validateDecks(loaded.value, text, fixtureCards(loaded.value.ruleset)) : [];
  const all = [...loaded.diagnostics, ...decks];
  const expected = expectations(text);
  const { actual, expected: want } = compare(text, all, expected);
  expect(actual).toEqual(want);
  for (const d of all) {
    expect(d.file).toBe(file);
    expect(catalogEntry(d.code), d.code).toBeDefined();
    expect(d.message).not.toMatch(/\{\d\}/);
    expect(d.messageEn).not.toMatch(/\{\d\}/);
  }
  return { loaded, all, expected };
}

const files = readdirSync(MANIFEST_DATA)
  .filter((f) => f.endsWith('.yaml'))
  .sort();

describe('set.yaml data files', () => {
  for (const name of files) {
    const text = readFileSync(join(MANIFEST_DATA, name), 'utf8');
    const rules = [...new Set(expectations(text).flatMap((e) => (e.rule ? [e.rule] : [])))];
    it(`${name}${rules.length ? ` (${rules.join(', ')})` : ''}`, () => {
      const { loaded, expected } = check(name);
      if (name.startsWith('good_')) {
        expect(expected).toEqual([]);
        expect(loaded.value).toBeDefined();
      } else {
        expect(expected.length).toBeGreaterThan(0);
      }
    });
  }
});

describe('loadManifest', () => {
  it('reads every field of a good manifest, keeping only the overrides written', () => {
    const text = readFileSync(join(MANIFEST_DATA, 'good_slcg.yaml'), 'utf8');
    const { value, diagnostics } = loadManifest(text, 'cards/slcg/set.yaml');
    expect(diagnostics).toEqual([]);
    expect(value).toMatchObject({
      file: 'cards/slcg/set.yaml',
      name: '萨姆传奇 预组',
      ruleset: 'slcg',
      version: '0.3.1',
      locale: 'zh-Hans',
      params: { victoryTarget: 15, deckMin: 30, sceneOnPlay: 'forbid', extremeEnergyTrigger: 'own' },
      cards: ['**/*.card'],
      scenarios: ['scenarios/*.scenario.yaml'],
    });
    expect(Object.keys(value!.decks)).toEqual(['科研院']);
    expect(value!.decks['科研院']['星环整备员']).toBe(3);
  });

  it('fills defaults for a minimal manifest', () => {
    const { value, diagnostics } = loadManifest('name: 最小\nruleset: kaling\n');
    expect(diagnostics).toEqual([]);
    expect(value).toEqual({
      name: '最小',
      ruleset: 'kaling',
      locale: 'zh-Hans',
      params: {},
      cards: ['**/*.card'],
      scenarios: ['**/*.scenario.yaml'],
      decks: {},
    });
  });

  it('keeps the valid parts of a manifest with errors and drops the invalid ones', () => {
    const { value, diagnostics } = loadManifest(
      'name: 部分\nruleset: slcg\nparams:\n  deckMax: "x"\n  victoryTarget: 12\n',
    );
    expect(diagnostics.map((d) => d.code)).toEqual(['CS3006']);
    expect(value?.params).toEqual({ victoryTarget: 12 });
  });

  it('gives no manifest without a known ruleset or on a syntax error', () => {
    expect(loadManifest('name: x\nruleset: mtg\n').value).toBeUndefined();
    expect(loadManifest('name: x\n').value).toBeUndefined();
    expect(loadManifest('name: [x\nruleset: slcg\n').value).toBeUndefined();
  });

  it('suggests the closest parameter and offers a fix that replaces the key', () => {
    const text = 'name: x\nruleset: slcg\nparams:\n  deckmax: 50\n';
    const [d] = loadManifest(text).diagnostics;
    expect(d.code).toBe('CS3008');
    expect(d.messageEn).toBe('ruleset slcg has no parameter "deckmax"');
    expect(d.notes).toContainEqual({ zh: '是不是“deckMax”？', en: 'did you mean "deckMax"?' });
    expect(d.fixes?.[0].edits).toEqual([
      { span: { start: text.indexOf('deckmax'), end: text.indexOf('deckmax') + 7 }, newText: 'deckMax' },
    ]);
  });

  it('says which ruleset a parameter of another ruleset belongs to', () => {
    const [d] = loadManifest('name: x\nruleset: slcg\nparams:\n  maxCopies: 3\n').diagnostics;
    expect(d.code).toBe('CS3008');
    expect(d.notes?.map((n) => n.en)).toContain('"maxCopies" is a parameter of guangan, kaling');
  });

  it('suggests a ruleset for a transposed id, a mistyped Chinese name and an English name', () => {
    const a = loadManifest('name: x\nruleset: slgc\n').diagnostics[0];
    expect(a.code).toBe('CS3007');
    expect(a.notes?.[0].en).toBe('did you mean "slcg"?');
    const b = loadManifest('name: x\nruleset: 卡林时代\n').diagnostics[0];
    expect(b.code).toBe('CS3007');
    expect(b.notes?.[0].en).toBe('did you mean "卡灵时代"?');
    const c = loadManifest('name: x\nruleset: Age of Kaling\n').diagnostics[0];
    expect(c.notes?.[0].en).toBe('did you mean "kaling"?');
  });

  it("accepts a game's Chinese name in either script for ruleset, as a card's 规则： line does", () => {
    for (const [name, id] of [
      ['萨姆传奇', 'slcg'],
      ['薩姆傳奇', 'slcg'],
      ['光暗', 'guangan'],
      ['卡灵时代', 'kaling'],
      ['卡靈時代', 'kaling'],
      ['SLCG', 'slcg'],
    ] as const) {
      const m = loadManifest(`name: x\nruleset: ${name}\n`);
      expect(m.diagnostics, name).toEqual([]);
      expect(m.value?.ruleset, name).toBe(id);
    }
    // The game's params apply under its Chinese name: a kaling parameter checked against kaling's range.
    const p = loadManifest('name: x\nruleset: 卡靈時代\nparams:\n  maxCopies: 0\n');
    expect(p.diagnostics.map((d) => d.code)).toEqual(['CS3010']);
    expect(loadManifest('name: x\nruleset: 卡灵时代\nparams:\n  maxCopies: 2\n').value?.params).toEqual({
      maxCopies: 2,
    });
  });

  it('suggests an enum value by prefix and by edit distance', () => {
    const ds = loadManifest('name: x\nruleset: guangan\nparams:\n  lightDarkGain: both\n').diagnostics;
    expect(ds[0].code).toBe('CS3009');
    expect(ds[0].rule).toBe('GA-RES-06');
    expect(ds[0].notes?.[0].en).toBe('did you mean "bothEveryTurn"?');
    const es = loadManifest('name: x\nruleset: slcg\nparams:\n  sceneOnPlay: replce\n').diagnostics;
    expect(es[0].notes?.[0].en).toBe('did you mean "replace"?');
  });

  it('tells to quote a version that YAML read as a number, keeping its source text', () => {
    const [d] = loadManifest('name: x\nruleset: slcg\nversion: 1.0\n').diagnostics;
    expect(d.code).toBe('CS3006');
    expect(d.messageEn).toBe('"version" should be string, not integer');
    expect(d.notes?.[0].en).toBe('quote it: version: "1.0"');
  });

  it('tells that a top-level parameter belongs under params', () => {
    const [d] = loadManifest('name: x\nruleset: kaling\nstartingLife: 30\n').diagnostics;
    expect(d.code).toBe('CS3005');
    expect(d.notes?.[0].en).toMatch(/go under params/);
  });

  it('names the YAML path of a nested error in the message', () => {
    const [d] = loadManifest('name: x\nruleset: kaling\ndecks:\n  主卡组:\n    雷霆战狼: 0\n').diagnostics;
    expect(d.code).toBe('CS3010');
    expect(d.messageEn).toBe('"decks.主卡组.雷霆战狼": 0 is out of range: ≥ 1');
    expect(d.message).toBe('“decks.主卡组.雷霆战狼”的值 0 超出范围：≥ 1');
  });

  it('names an array index in the path', () => {
    const [d] = loadManifest('name: x\nruleset: kaling\ncards:\n  - a.card\n  - 3\n').diagnostics;
    expect(d.code).toBe('CS3006');
    expect(d.messageEn).toBe('"cards[1]" should be string, not integer');
  });

  it('accepts a null for a nullable parameter and rejects it for others', () => {
    expect(loadManifest('name: x\nruleset: guangan\nparams:\n  defaultCharacterHp: null\n').diagnostics).toEqual([]);
    const [d] = loadManifest('name: x\nruleset: guangan\nparams:\n  handLimit: null\n').diagnostics;
    expect(d.code).toBe('CS3006');
    expect(d.rule).toBe('GA-LIM-01');
  });

  it('reports a duplicate key (CS3016) with its range and stops there', () => {
    const text = 'name: x\nruleset: slcg\nname: y\n';
    const ds = loadManifest(text).diagnostics;
    expect(ds.map((d) => d.code)).toEqual(['CS3016']);
    expect(text.slice(ds[0].span.start, ds[0].span.end)).toBe('name');
    expect(ds[0].span.start).toBe(text.lastIndexOf('name'));
  });

  it('handles CRLF line endings', () => {
    const text = 'name: x\r\nruleset: slcg\r\nparams:\r\n  deckMax: -3\r\n';
    const [d] = loadManifest(text).diagnostics;
    expect(d.code).toBe('CS3010');
    expect(text.slice(d.span.start, d.span.end)).toBe('-3');
  });

  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (s) => {
        const r = loadManifest(s);
        expect(Array.isArray(r.diagnostics)).toBe(true);
      }),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const r = loadManifest(JSON.stringify({ name: 'x', ruleset: 'slcg', params: v, decks: v }));
        for (const d of r.diagnostics) expect(d.span.end).toBeGreaterThanOrEqual(d.span.start);
      }),
      { numRuns: 200 },
    );
  });
});
