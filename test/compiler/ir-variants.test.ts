// GA-RES-09: `replaces` is what lets the runtime tell 改为 (the op takes the base op's place) from an op a
// 【光明】/【黑暗】 line adds. The lowered IR of test/data/ir/guangan_variants.card is pinned by ir-golden.test.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Analysis } from '../../compiler/analysis.js';
import { CHECKER_DATA } from './checker-golden.js';

describe('光暗 variant lines in the IR', () => {
  it('GA-RES-09 a 改为 op carries replaces; an added variant op does not', () => {
    const analysis = new Analysis();
    const text = readFileSync(join(CHECKER_DATA, '../ir/guangan_variants.card'), 'utf8');
    const card = analysis
      .lowerSet(analysis.checkFile(text, 'v.card').value)
      .value.cards.find((c) => c.name === '烈焰咒')!;
    expect(card.abilities[1]).toMatchObject({
      variant: 'light',
      effects: [{ op: 'damage', amount: 5, replaces: true, target: { side: 'opponent', kind: 'character' } }],
    });
    expect(card.abilities[2].effects[0].replaces).toBeUndefined();
  });
});
