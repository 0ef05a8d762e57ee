// The bundled 光暗 set (cards/guangan) and its scenarios: five characters with 6–9 exclusive cards each, two decks
// legal under the default parameters, and at least 30 scenarios that `cardc test` runs and that pass.
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main, type CliIO } from '../../compiler/cli.js';
import { toJson } from '../../compiler/report.js';
import { loadSet, runScenarioFile } from '../../compiler/scenario/index.js';
import { validateDeck } from '../../runtime/profiles/index.js';

const root = resolve(__dirname, '../..');
const SET = join(root, 'cards/guangan');
const SCENARIOS = join(SET, 'scenarios');
const files = readdirSync(SCENARIOS)
  .filter((f) => f.endsWith('.scenario.yaml'))
  .sort();

describe('the bundled 光暗 set (cards/guangan)', () => {
  const set = loadSet(SET);

  it('GA-CHR-01 / GA-DK-02 compiles clean: five characters, each with 6–9 exclusive cards, at least 40 cards in all', () => {
    expect(set.errors).toEqual([]);
    const characters = set.cards.filter((c) => c.type === '角色').map((c) => c.name);
    expect(characters).toHaveLength(5);
    const exclusive = set.cards.filter((c) => c.exclusive);
    expect(exclusive.length).toBeGreaterThanOrEqual(40);
    for (const ch of characters) {
      const n = exclusive.filter((c) => c.exclusive === ch).length;
      expect(n, ch).toBeGreaterThanOrEqual(6);
      expect(n, ch).toBeLessThanOrEqual(9);
    }
  });

  it('GA-DK-01..03 has two decks, legal under the default parameters (no params in set.yaml)', () => {
    expect(set.manifest!.params).toEqual({});
    const decks = Object.entries(set.manifest!.decks);
    expect(decks.length).toBeGreaterThanOrEqual(2);
    const cards = set.cards.map((c) => ({
      name: c.name,
      type: c.continuous ? `持续 ${c.type}` : c.type,
      marks: c.marks,
      exclusive: c.exclusive,
    }));
    for (const [name, deck] of decks) {
      expect(validateDeck('guangan', deck, cards), name).toEqual([]);
      const total = Object.values(deck).reduce((a, b) => a + b, 0);
      expect(total).toBeGreaterThanOrEqual(30);
    }
  });
});

describe('bundled 光暗 scenarios (cards/guangan/scenarios)', () => {
  it('has at least 30 scenarios, each citing its GA rule IDs in the name', () => {
    expect(files.length).toBeGreaterThanOrEqual(30);
    for (const f of files) expect(readFileSync(join(SCENARIOS, f), 'utf8'), f).toMatch(/^name: .*\(GA-[A-Z]+-\d+/m);
  });

  for (const f of files) {
    it(f, () => {
      const r = runScenarioFile(join(SCENARIOS, f));
      const shown = toJson({ file: f, text: r.text, diagnostics: r.diagnostics }).map(
        (d) => `${d.line}:${d.col} ${d.code} ${d.messageEn}`,
      );
      expect(shown).toEqual([]);
      expect(r.ok).toBe(true);
    });
  }

  it('cardc test runs them: ✓ per scenario and a summary, exit 0', async () => {
    const out: string[] = [];
    const io: CliIO = { out: (s) => out.push(s), err: (s) => out.push(s), cwd: root, isTTY: false };
    const code = await main(['test', 'cards/guangan/scenarios', '--lang', 'en'], io);
    expect(code).toBe(0);
    expect(out.at(-1)).toBe(`${files.length} passed, 0 failed`);
  });
});
