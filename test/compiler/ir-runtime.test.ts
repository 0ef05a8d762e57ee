// The compiled bundled SLCG set plays: cards.json from `buildSet` goes straight into the runtime
// and seeded random games finish with every card in exactly one zone after every step.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSet } from '../../compiler/build/index.js';
import { checkZoneInvariant, newSlcgGame, playGame, randomAgent } from '../../runtime/index.js';
import { CHECKER_DATA } from './checker-golden.js';

describe('compiled IR in the runtime', () => {
  it('plays seeded random games with the bundled SLCG set and its deck', () => {
    const out = mkdtempSync(join(tmpdir(), 'cardc-ir-'));
    try {
      const r = buildSet(resolve(CHECKER_DATA, '../../../cards/slcg'), out);
      expect(r.summary.errors).toBe(0);
      const cards = r.ir!.cards;
      const [list] = Object.values(r.manifest!.decks);
      const deck = Object.entries(list).flatMap(([name, n]) =>
        Array.from({ length: n }, () => cards.find((c) => c.name === name)!.id),
      );
      let finished = 0;
      for (let seed = 1; seed <= 30; seed++) {
        const s = newSlcgGame({ cards, decks: [deck, deck], seed });
        const g = playGame(s, [randomAgent(seed), randomAgent(seed * 31 + 7)], {
          maxSteps: 6000,
          recordEvents: false,
          onStep: (st) => {
            const e = checkZoneInvariant(st);
            if (e) throw new Error(`seed ${seed}: ${e}`);
          },
        });
        if (g.finished) finished++;
      }
      expect(finished).toBe(30);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
