// Every 光暗 rule ID of the rules inventory (rules/guangan.md) names at least one test: the house rule that
// a rule implemented names its ID in its test's title, checked over the test sources (titles written as literals).
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = resolve(import.meta.dirname, '../../..');
/** The rules inventory, copied into the repository (rules/README.md). */
const rulesFile = resolve(repoRoot, 'rules', 'guangan.md');

/** The first argument of it / test / describe when it is a string literal (quotes escaped inside it allowed). */
const TITLE = /\b(?:it|test|describe)(?:\.\w+)*\(\s*(['"`])((?:\\.|(?!\1)[^\\])*)\1/g;
const GA_ID = /GA-[A-Z]+-\d+/g;

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'data' ? [] : testFiles(p);
    return e.name.endsWith('.test.ts') ? [p] : [];
  });
}

function idsInTitles(): Set<string> {
  const ids = new Set<string>();
  for (const f of testFiles(resolve(repoRoot, 'test'))) {
    for (const m of readFileSync(f, 'utf8').matchAll(TITLE)) for (const id of m[2].match(GA_ID) ?? []) ids.add(id);
  }
  return ids;
}

describe('光暗 rule IDs in test titles (rules from rules/guangan.md)', () => {
  it('every rule ID of the inventory is named in the title of a test', () => {
    const rules = [
      ...new Set([...readFileSync(rulesFile, 'utf8').matchAll(/\*\*(GA-[A-Z]+-\d+)\*\*/g)].map((m) => m[1])),
    ];
    expect(rules.length).toBeGreaterThan(60);
    const titled = idsInTitles();
    expect(rules.filter((id) => !titled.has(id))).toEqual([]);
  });

  it('finds titles that escape their quotes and titles of describe blocks', () => {
    const sample = `it('GA-X-1 it\\'s', () => {}); describe("GA-Y-2 group", () => {}); it.skip(\`GA-Z-3\`, () => {});`;
    expect([...sample.matchAll(TITLE)].map((m) => m[2].match(GA_ID)![0])).toEqual(['GA-X-1', 'GA-Y-2', 'GA-Z-3']);
  });
});
