// IR golden for 光暗 variant lines (GA-RES-09): test/data/ir/<case>.card beside its lowered abilities
// (.ir.json, sources left out). `replaces` is what lets the runtime tell 改为 from an added effect.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkFile } from '../../compiler/checker/index.js';
import { lowerSet } from '../../compiler/ir/index.js';
import { CHECKER_DATA, golden } from './checker-golden.js';

const DATA = resolve(CHECKER_DATA, '../ir');

const withoutSources = (x: unknown): unknown =>
  JSON.parse(JSON.stringify(x, (k, v: unknown) => (k === 'source' ? undefined : v)));

describe('IR goldens', () => {
  for (const file of readdirSync(DATA).filter((f) => f.endsWith('.card')).sort()) {
    it(`${file} lowers as recorded (GA-RES-09)`, () => {
      const text = readFileSync(join(DATA, file), 'utf8');
      const r = checkFile(text, file);
      expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      const cards = lowerSet(r.value, file).value.cards.map((c) => ({ name: c.name, abilities: withoutSources(c.abilities) }));
      const g = golden(join(DATA, file.replace(/\.card$/, '.ir.json')), JSON.stringify(cards, null, 2));
      expect(g.actual).toBe(g.expected);
    });
  }

  it('GA-RES-09 a 改为 op carries replaces; an added variant op does not', () => {
    const text = readFileSync(join(DATA, 'guangan_variants.card'), 'utf8');
    const card = lowerSet(checkFile(text, 'v.card').value, 'v').value.cards.find((c) => c.name === '烈焰咒')!;
    expect(card.abilities[1]).toMatchObject({ variant: 'light', effects: [{ op: 'damage', amount: 5, replaces: true, target: { side: 'opponent', kind: 'character' } }] });
    expect(card.abilities[2].effects[0].replaces).toBeUndefined();
  });
});
