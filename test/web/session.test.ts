// A game in the playground page (web/src/play/session.ts): a person playing a bot is shown their own view — the
// bot's hand and deck hidden — and the bot moves from its view; two bots are watched as a spectator sees them.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPlayableSet } from '../../compiler/play/load-set.js';
import { HIDDEN } from '../../runtime/index.js';
import { GameSession } from '../../web/src/play/session.js';

const root = resolve(import.meta.dirname, '../..');
const set = loadPlayableSet(resolve(root, 'cards/slcg'), root).set!;
const decks = Object.keys(set.decks).slice(0, 2) as [string, string];

describe('GameSession', () => {
  it('SLCG-ZN-08: shows a person their view; the search bot answers from its own', () => {
    const g = new GameSession(set, { decks, seats: ['human', 'search'], seed: 4 });
    expect(g.person).toBe(0);
    for (let step = 0; step < 40 && !g.over; step++) {
      const shown = g.shown();
      for (const id of shown.players[1].zones[1]) expect(shown.cards[id].def).toBe(HIDDEN);
      for (const id of shown.players[0].zones[1]) expect(shown.cards[id].def).toBe(g.state.cards[id].def);
      if (g.isHuman(g.actor())) expect(g.play(0)).not.toBeNull();
      else expect(g.botStep()?.events).not.toBeNull();
    }
    expect(g.run.decisions.length).toBeGreaterThan(10);
  });

  it('shows two bots playing as they are (a spectator sees every card)', () => {
    const g = new GameSession(set, { decks, seats: ['greedy', 'random'], seed: 4 });
    expect(g.person).toBeNull();
    expect(g.shown()).toBe(g.state);
    expect(g.botStep()).not.toBeNull();
  });
});
