import { describe, it, expect } from 'vitest';
import { newSlcgGame, playGame, randomAgent, checkZoneInvariant } from '../../runtime/index.js';
import { pool, mixedDeck } from './fixtures/slcg-cards.js';

describe('smoke', () => {
  it('plays some random games', () => {
    let finished = 0, steps = 0;
    for (let seed = 1; seed <= 50; seed++) {
      const s = newSlcgGame({ cards: pool, decks: [mixedDeck(), mixedDeck()], seed });
      const r = playGame(s, [randomAgent(seed), randomAgent(seed + 1000)], {
        maxSteps: 5000,
        onStep: (st) => { const e = checkZoneInvariant(st); if (e) throw new Error(e); },
      });
      if (r.finished) finished++;
      steps += r.steps;
    }
    console.log('finished', finished, 'avg steps', steps / 50);
    expect(finished).toBeGreaterThan(0);
  });
});
