// Mass play: thousands of seeded random-vs-random SLCG games, with invariants checked after every step.

import { describe, expect, it } from 'vitest';
import {
  checkZoneInvariant,
  newSlcgGame,
  playGame,
  randomAgent,
  slcgPool,
  type SlcgState,
} from '../../runtime/index.js';
import { mixedDeck, pool, wideDeck, widePool } from './fixtures/slcg-cards.js';

const GAMES = 2000;
const MAX_STEPS = 6000;
const deck = mixedDeck();

function invariant(s: SlcgState): string | null {
  const z = checkZoneInvariant(s);
  if (z) return z;
  for (const [p, pl] of s.players.entries()) {
    const r = pl.res;
    if (r.energy < 0) return `player ${p} energy ${r.energy}`;
    if (r.extremeEnergy < 0 || r.extremeEnergy > 1) return `player ${p} 极动能 ${r.extremeEnergy}`;
    if (r.victory < 0) return `player ${p} victory ${r.victory}`;
    if (r.trauma < 0 || r.trauma > 5) return `player ${p} trauma ${r.trauma}`;
    if (s.winner === null && r.victory >= 15) return `player ${p} at ${r.victory} but no winner`;
  }
  for (const c of s.cards) if (c.damage < 0) return `card ${c.id} damage ${c.damage}`;
  return null;
}

describe('SLCG mass play', () => {
  it(`plays ${GAMES} seeded random games with every invariant holding after every step`, () => {
    let finished = 0;
    let steps = 0;
    const wide = wideDeck();
    const narrow = slcgPool(pool),
      broad = slcgPool(widePool);
    for (let seed = 1; seed <= GAMES; seed++) {
      // Half the games use the wider pool (statics, bursts with refs, multi-targets, optional parts, revive).
      const s =
        seed % 2
          ? newSlcgGame({ cards: pool, decks: [deck, deck], seed }, narrow)
          : newSlcgGame({ cards: widePool, decks: [wide, wide], seed }, broad);
      const r = playGame(s, [randomAgent(seed), randomAgent(seed * 31 + 7)], {
        maxSteps: MAX_STEPS,
        recordEvents: false,
        onStep: (st) => {
          const e = invariant(st as SlcgState);
          if (e) throw new Error(`seed ${seed}: ${e}`);
        },
      });
      expect(r.finished, `seed ${seed} did not finish in ${MAX_STEPS} steps`).toBe(true);
      finished++;
      steps += r.steps;
    }
    expect(finished).toBe(GAMES);
    expect(steps / GAMES).toBeGreaterThan(10);
  });

  it('same seed twice ⇒ identical logs', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const run = (): string => {
        const s = newSlcgGame({ cards: pool, decks: [deck, deck], seed });
        const r = playGame(s, [randomAgent(seed), randomAgent(seed + 1)], { maxSteps: MAX_STEPS });
        return JSON.stringify({ events: r.events, decisions: r.decisions });
      };
      expect(run()).toBe(run());
    }
  });
});
