// Each bundled set written in traditional characters — every .card file, set.yaml and scenario converted whole by
// OpenCC, card names and 特征 included, as a designer converting a set would — checks clean, compiles to the same
// cards and passes its scenarios: the two scripts are one language (docs/language.md), names compared in either.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Converter } from 'opencc-js';
import { afterAll, describe, expect, it } from 'vitest';
import { loadPlayableSet } from '../../compiler/play/load-set.js';
import { runScenarioFile } from '../../compiler/scenario/index.js';
import { nameKey } from '../../grammar/index.js';

const ROOT = resolve(import.meta.dirname, '../..');
const made: string[] = [];
afterAll(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

/**
 * The set's cards without where they were written, each name written as `names` says (the converted set's names
 * as the original's, card for card: OpenCC may choose a character nameKey reads as another, 复苏 → 復甦), every
 * other string read simplified (nameKey).
 */
function cardsOf(dir: string, names?: readonly string[]): unknown[] {
  const r = loadPlayableSet(dir, ROOT);
  const errors = r.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.code} ${d.messageEn}`);
  expect(errors).toEqual([]);
  const cards = r.set!.cards;
  const rename = new Map(cards.map((c, i) => [c.name, names?.[i] ?? c.name]));
  return cards.map((c) =>
    JSON.parse(
      JSON.stringify(c, (k, v) =>
        k === 'source' ? undefined : typeof v === 'string' ? (rename.get(v) ?? nameKey(v)) : v,
      ),
    ),
  );
}

function converted(game: string, to: 't' | 'tw'): string {
  const convert = Converter({ from: 'cn', to });
  const dir = mkdtempSync(join(tmpdir(), `cardscript-${game}-${to}-`));
  made.push(dir);
  cpSync(join(ROOT, 'cards', game), dir, { recursive: true, filter: (p) => !/[/\\](dist|sim)$/.test(p) });
  const walk = (d: string): void => {
    for (const f of readdirSync(d)) {
      const p = join(d, f);
      if (statSync(p).isDirectory()) walk(p);
      // YAML keys and the game's id are ASCII; names, deck entries and a scenario's words are converted with the cards.
      else if (/\.card$|\.ya?ml$/.test(f)) writeFileSync(p, convert(readFileSync(p, 'utf8')));
    }
  };
  walk(dir);
  return dir;
}

describe('a bundled set converted to traditional by OpenCC compiles to the same cards', () => {
  for (const game of ['slcg', 'guangan', 'kaling'])
    for (const to of ['t', 'tw'] as const)
      it(`${game}, OpenCC ${to}`, () => {
        const dir = converted(game, to);
        // The conversion changed the text (else the test would compare a set with itself).
        expect(readFileSync(join(dir, 'set.yaml'), 'utf8')).not.toBe(
          readFileSync(join(ROOT, 'cards', game, 'set.yaml'), 'utf8'),
        );
        const original = cardsOf(join(ROOT, 'cards', game));
        const names = original.map((c) => (c as { name: string }).name);
        expect(cardsOf(dir, names)).toEqual(original);
      });
});

describe("a bundled set's scenarios converted to traditional by OpenCC pass (names, 特性, steps' words)", () => {
  for (const game of ['slcg', 'guangan', 'kaling'])
    it(`${game}, OpenCC tw`, () => {
      const dir = converted(game, 'tw');
      const files = readdirSync(join(dir, 'scenarios')).filter((f) => f.endsWith('.scenario.yaml'));
      expect(files.length).toBeGreaterThan(10);
      const failed = files.flatMap((f) =>
        runScenarioFile(join(dir, 'scenarios', f)).diagnostics.map((d) => `${f} ${d.code} ${d.messageEn}`),
      );
      expect(failed).toEqual([]);
    });
});
