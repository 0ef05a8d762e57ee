// The search agent (runtime/agents/search-agent.ts): it plays every ruleset from its view, the same seed and budget
// in playouts give the same game, a time budget is kept to, and it looks further than one ply. The greedy agent
// plays from one determinization of its view.

import { describe, expect, it } from 'vitest';
import {
  actorOf,
  greedyAgent,
  legalActions,
  playGame,
  randomAgent,
  searchAgent,
  viewFor,
  type Agent,
} from '../../../runtime/index.js';
import { bundled, RULESETS } from './bundled-games.js';

describe('searchAgent: determinized Monte Carlo tree search from the view', () => {
  for (const rs of RULESETS) {
    it(`${rs}: the same seed and playout budget play the same game, decision for decision`, () => {
      const g = bundled(rs);
      const play = (seed: number) =>
        playGame(
          g.make(5),
          [searchAgent(seed, { playouts: 24, worlds: 3 }), searchAgent(seed + 1, { playouts: 24, worlds: 3 })],
          { maxSteps: 300 },
        );
      const a = play(1),
        b = play(1);
      expect(a.decisions).toEqual(b.decisions);
      expect(JSON.stringify(a.events)).toBe(JSON.stringify(b.events));
      // Another seed searches other deals and plays otherwise.
      expect(play(2).decisions).not.toEqual(a.decisions);
    });
  }

  it('SLCG: beats random in every one of 6 seeded games with a small budget', () => {
    const g = bundled('slcg');
    for (let i = 0; i < 6; i++) {
      const seat = i % 2;
      const agents: Agent[] = [randomAgent(i), randomAgent(i)];
      agents[seat] = searchAgent(i, { playouts: 40, worlds: 2 });
      expect(playGame(g.make(100 + i), agents, { maxSteps: g.maxSteps, recordEvents: false }).state.winner).toBe(seat);
    }
  });

  it('SLCG: wins more than it loses against greedy over 8 seeded games, seats and first player alternating', () => {
    const g = bundled('slcg');
    let wins = 0;
    for (let i = 0; i < 8; i++) {
      const seat = (i >> 1) & 1;
      const agents: Agent[] = [greedyAgent(i), greedyAgent(i)];
      agents[seat] = searchAgent(i, { playouts: 200 });
      if (
        playGame(g.make(200 + i, (i % 2) as 0 | 1), agents, { maxSteps: g.maxSteps, recordEvents: false }).state
          .winner === seat
      )
        wins++;
    }
    expect(wins).toBeGreaterThan(4);
  });

  it('a budget in milliseconds is kept to (at least one playout per world), and a single choice is answered at once', () => {
    const g = bundled('slcg');
    const s = playGame(g.make(9), [randomAgent(1), randomAgent(2)], { maxSteps: 40 }).state;
    const legal = legalActions(s);
    expect(legal.length).toBeGreaterThan(1);
    // A clock that moves 1 ms each time it is read: the search reads it once to start and every 4 playouts after
    // the first round over its worlds, so a 5 ms budget ends after at most 6 more readings.
    let readings = 0;
    const agent = searchAgent(3, { ms: 5, worlds: 2, clock: () => ++readings });
    const i = agent.chooseAction(viewFor(s, actorOf(s)), legal);
    expect(i).toBeGreaterThanOrEqual(0);
    expect(i).toBeLessThan(legal.length);
    expect(readings).toBeGreaterThan(1);
    expect(readings).toBeLessThanOrEqual(7);
    readings = 0;
    expect(agent.chooseAction(viewFor(s, actorOf(s)), legal.slice(0, 1))).toBe(0);
    expect(readings).toBe(0);
  });
});
