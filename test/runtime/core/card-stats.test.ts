// Per-card statistics from event logs (runtime/core/card-stats.ts): what `cardc play --format json`
// reports per card, played on real SLCG games.

import { describe, expect, it } from 'vitest';
import {
  addCardStats,
  cardStatsOfGame,
  newSlcgGame,
  playGame,
  randomAgent,
  slcgPool,
  type CardDef,
  type GameEvent,
  type GameState,
} from '../../../runtime/index.js';
import { act, board, inst, untilMain } from '../helpers.js';
import { ab, card, mixedDeck, pool } from '../fixtures/slcg-cards.js';

const statsOf = (s: GameState, events: GameEvent[]) =>
  cardStatsOfGame(
    s.defs,
    s.cards.map((c) => c.def),
    events,
    s.winner,
  );

describe('per-card statistics', () => {
  it('counts a play, its trigger and its resolution; abilities that never ran stay at 0', () => {
    let s = board({ p0: { hand: ['Medic'], energy: 2, trauma: 1 } });
    const r1 = act(s, { type: 'play', card: inst(s, 0, 'hand', 'Medic') });
    const r2 = untilMain(r1.state, 0); // passes the deploy window, says yes to the optional 登场时 heal, …
    s = r2.state;
    const st = statsOf(s, [...r1.events, ...r2.events]).Medic;
    expect(st.played).toBe(1);
    expect(st.abilities[0]).toMatchObject({ index: 0, triggered: 1, activated: 0, resolved: 1 });
    expect(st.abilities[1]).toMatchObject({ index: 1, triggered: 0, activated: 0, resolved: 0 });
    expect(s.players[0].res.trauma).toBe(0);
  });

  it('a 突发 card played from hand is a use by choice; a negated link does not count as resolved', () => {
    const counter = card({
      name: 'Counter',
      type: '发生',
      marks: ['burst'],
      cost: { energy: 0 },
      abilities: [
        ab(0, {
          kind: 'burst',
          timing: { event: 'cardActivated', side: 'opponent' },
          effects: [{ op: 'negate', what: 'card' }],
        }),
      ],
    });
    let s = board({ cards: [counter], p0: { main: ['Striker'], hand: ['Counter'] }, p1: { hand: ['Parry'] } });
    const events: GameEvent[] = [];
    const step = (a: Parameters<typeof act>[1]) => {
      const r = act(s, a);
      s = r.state;
      events.push(...r.events);
    };
    step({ type: 'attack', attacker: inst(s, 0, 'main', 'Striker'), target: -2 });
    // The attacker has no answer to its own attack, so priority passes to the defender at once.
    expect(s.window?.priority).toBe(1);
    step({ type: 'play', card: inst(s, 1, 'hand', 'Parry') });
    step({ type: 'play', card: inst(s, 0, 'hand', 'Counter') });
    expect(s.chain).toEqual([]); // nobody could answer further: everything resolved
    const st = statsOf(s, events);
    expect(st.Counter.abilities[0]).toMatchObject({ activated: 1, resolved: 1 });
    expect(st.Parry.abilities[0]).toMatchObject({ activated: 1, resolved: 0 }); // negated by Counter
    expect(st.Counter.played + st.Parry.played).toBe(2);
  });

  it('sums over seeded games: draws, plays and wins are consistent with the games', () => {
    const deck = mixedDeck();
    const P = slcgPool(pool);
    const total = {};
    let decided = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const r = playGame(
        newSlcgGame({ cards: pool, decks: [deck, deck], seed }, P),
        [randomAgent(seed), randomAgent(seed + 1)],
        { maxSteps: 5000 },
      );
      if (r.state.winner !== null && r.state.winner >= 0) decided++;
      addCardStats(total, statsOf(r.state, r.events));
    }
    const all = Object.values(total) as ReturnType<typeof statsOf>[string][];
    expect(all.reduce((n, c) => n + c.drawn, 0)).toBeGreaterThan(30 * 10);
    for (const c of all) {
      expect(c.wins).toBeLessThanOrEqual(decided);
      for (const a of c.abilities) expect(a.resolved).toBeLessThanOrEqual(a.triggered + a.activated);
    }
    expect(all.some((c) => c.wins > 0)).toBe(true);
  });

  it('keeps every card of the decks, played or not', () => {
    const lonely: CardDef = card({
      name: 'Lonely',
      type: '发生',
      cost: { energy: 9 },
      abilities: [ab(0, { kind: 'play', effects: [{ op: 'draw', count: 1 }] })],
    });
    const s = board({ cards: [lonely], p0: { deck: ['Lonely'] } });
    expect(statsOf(s, []).Lonely).toEqual({
      drawn: 0,
      played: 0,
      wins: 0,
      abilities: [{ index: 0, line: null, triggered: 0, activated: 0, resolved: 0 }],
    });
  });
});
