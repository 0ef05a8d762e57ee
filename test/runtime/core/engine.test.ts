// Core engine behaviour: RNG, cloning, the reducer contract, determinism, replays and agents.

import { describe, expect, it } from 'vitest';
import {
  applyAction,
  applyActionInPlace,
  askAgent,
  cloneState,
  currentActor,
  greedyAgent,
  legalActions,
  newSlcgGame,
  nextU32,
  playGame,
  randInt,
  randomAgent,
  replay,
  scriptedAgent,
  seedRng,
  verifyReplay,
  checkZoneInvariant,
  mutCard,
} from '../../../runtime/index.js';
import { mixedDeck, pool } from '../fixtures/slcg-cards.js';
import { board, inst } from '../helpers.js';

const deck = mixedDeck();
const game = (seed: number) => newSlcgGame({ cards: pool, decks: [deck, deck], seed });

describe('core engine', () => {
  it('seeded RNG: same seed, same numbers; different seeds differ; randInt stays in range', () => {
    const a = seedRng(9),
      b = seedRng(9),
      c = seedRng(10);
    const xs = [1, 2, 3].map(() => nextU32(a));
    expect([1, 2, 3].map(() => nextU32(b))).toEqual(xs);
    expect([1, 2, 3].map(() => nextU32(c))).not.toEqual(xs);
    for (let i = 0; i < 1000; i++) {
      const r = randInt(a, 7);
      expect(r >= 0 && r < 7).toBe(true);
    }
  });

  it('cloneState is deep: changing the clone (its cards through mutCard, copy-on-write) leaves the original alone', () => {
    const s = game(3);
    const before = JSON.stringify(s);
    const c = cloneState(s);
    expect(c.cards[0]).toBe(s.cards[0]); // shared until one of them writes it
    // A write that bypasses mutCard would change both games: the tests freeze shared records (test/setup.ts).
    expect(() => {
      c.cards[0].tapped = true;
    }).toThrow(TypeError);
    mutCard(c, 0).tapped = true;
    expect(c.cards[0]).not.toBe(s.cards[0]);
    mutCard(s, 0).damage = 2; // the source copies too: the clone still holds the record they shared
    expect(c.cards[0].damage).toBe(0);
    s.cards[0] = { ...s.cards[0], damage: 0 };
    c.players[0].zones[1].pop();
    c.players[0].res.energy = 9;
    c.rng[0] = 1;
    c.flags.compensated = 1;
    expect(JSON.stringify(s)).toBe(before);
    expect(JSON.stringify(cloneState(s))).toBe(before);
  });

  it('an illegal action returns a namespaced error and leaves the state unchanged', () => {
    const s = board({ p0: { hand: ['Guardian'] } });
    const before = JSON.stringify(s);
    const r = applyAction(s, { type: 'play', card: inst(s, 0, 'hand', 'Guardian') });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toMatch(/^[a-z]+\/[a-z-]+$/);
    expect(applyAction(s, { type: 'fly' }).ok).toBe(false);
    expect(applyAction(s, { type: 'choose', index: 0 }).ok).toBe(false);
    expect(JSON.stringify(s)).toBe(before);
  });

  it('applyAction never mutates its input on success either', () => {
    const s = board({ p0: { main: ['Striker'] } });
    const before = JSON.stringify(s);
    const r = applyAction(s, legalActions(s)[0]);
    expect(r.ok).toBe(true);
    expect(JSON.stringify(s)).toBe(before);
  });

  it('determinism: same seed + same decisions ⇒ identical event log; replay re-runs and compares events', () => {
    const s = game(11);
    const a = playGame(s, [randomAgent(1), randomAgent(2)], { maxSteps: 3000 });
    const b = playGame(s, [randomAgent(1), randomAgent(2)], { maxSteps: 3000 });
    expect(JSON.stringify(a.events)).toBe(JSON.stringify(b.events));
    const r = replay(s, a.decisions);
    expect(JSON.stringify(r.events)).toBe(JSON.stringify(a.events));
    expect(verifyReplay(s, a.decisions, a.events)).toBe(-1);
    const changed = a.decisions.slice();
    const i = changed.findIndex((d, k) => k > 5 && d > 0);
    changed[i] = 0;
    const diverged = verifyReplay(s, changed, a.events);
    expect(diverged).toBeGreaterThan(0);
  });

  it('a replay log (setup + decisions) re-creates the game', async () => {
    const { recordGame, replayLog } = await import('../../../runtime/index.js');
    const setup = { cards: pool, decks: [deck, deck] as [string[], string[]], seed: 21 };
    const { result, log } = recordGame('slcg', setup, [randomAgent(5), randomAgent(6)], { maxSteps: 4000 });
    const again = replayLog(JSON.parse(JSON.stringify(log)));
    expect(JSON.stringify(again.events)).toBe(JSON.stringify(result.events));
    expect(again.state.winner).toBe(result.state.winner);
  });

  it('card definitions are plain JSON: a round-tripped pool plays the identical game', () => {
    const cards = JSON.parse(JSON.stringify(pool));
    const a = playGame(newSlcgGame({ cards: pool, decks: [deck, deck], seed: 8 }), [randomAgent(1), randomAgent(2)], {
      maxSteps: 4000,
    });
    const b = playGame(newSlcgGame({ cards, decks: [deck, deck], seed: 8 }), [randomAgent(1), randomAgent(2)], {
      maxSteps: 4000,
    });
    expect(JSON.stringify(b.events)).toBe(JSON.stringify(a.events));
  });

  it('applyAction on a clone equals applying in place, and never touches its input, across whole games', () => {
    for (let seed = 1; seed <= 15; seed++) {
      let s = game(seed);
      const ag = [randomAgent(seed), randomAgent(seed + 50)];
      for (let step = 0; step < 3000 && s.winner === null; step++) {
        const legal = legalActions(s);
        const p = currentActor(s);
        const i = askAgent(ag[p], s, p, legal);
        const before = JSON.stringify(s);
        const r = applyAction(s, legal[i]);
        expect(r.ok).toBe(true);
        expect(JSON.stringify(s)).toBe(before);
        const inPlace = cloneState(s);
        applyActionInPlace(inPlace, legal[i], []);
        if (r.ok) {
          expect(JSON.stringify(r.state)).toBe(JSON.stringify(inPlace));
          s = r.state;
        }
      }
    }
  });

  it('scripted agents follow partial actions and option values', () => {
    const s = board({ p0: { hand: ['Bolt'], energy: 2 }, p1: { main: ['Striker', 'Pusher'] } });
    const pu = inst(s, 1, 'main', 'Pusher');
    const ag = scriptedAgent([{ type: 'play' }, { option: pu }]);
    const r = playGame(s, [ag, ag], { maxSteps: 2 });
    expect(r.state.players[1].zones[4]).toEqual([pu]);
  });

  it('the greedy agent picks a winning push over anything else', () => {
    const s = board({ p0: { main: ['Pusher', 'Striker'], victory: 14 } });
    const r = playGame(s, [greedyAgent(1), greedyAgent(2)], { maxSteps: 1 });
    expect(r.state.winner).toBe(0);
  });

  it('greedy beats random more often than not', () => {
    let wins = 0;
    for (let seed = 1; seed <= 10; seed++) {
      const r = playGame(game(seed), [greedyAgent(seed), randomAgent(seed)], { maxSteps: 5000, recordEvents: false });
      if (r.state.winner === 0) wins++;
      expect(checkZoneInvariant(r.state)).toBeNull();
    }
    expect(wins).toBeGreaterThan(5);
  });
});
