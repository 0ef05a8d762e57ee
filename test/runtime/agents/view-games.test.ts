// Bots that see only their player's view (runtime/core/view.ts) play whole games of every bundled game to their end:
// handed strict views, where reading a hidden card, the RNG or the seed throws, over many seeds, seats and first
// players, each game ends with a winner or a draw and no agent error.

import { describe, expect, it } from 'vitest';
import { greedyAgent, playGame, randomAgent, searchAgent, type Agent } from '../../../runtime/index.js';
import { bundled, RULESETS } from './bundled-games.js';

describe('bots on strict views play whole games', () => {
  for (const rs of RULESETS)
    it(`${rs}: greedy, random and search bots, either seat, many seeds: every game ends with a winner or a draw`, () => {
      const g = bundled(rs);
      const pairs: [string, (seed: number) => [Agent, Agent]][] = [
        ['greedy v random', (seed) => [greedyAgent(seed), randomAgent(seed + 1)]],
        ['random v greedy', (seed) => [randomAgent(seed), greedyAgent(seed + 1)]],
        ['greedy v greedy', (seed) => [greedyAgent(seed), greedyAgent(seed + 1)]],
      ];
      for (let seed = 1; seed <= 6; seed++)
        for (const [name, agents] of pairs) {
          const r = playGame(g.make(seed), agents(seed), { strictViews: true, recordEvents: false });
          expect(r.state.winner, `${rs} ${name} seed ${seed}: ${r.steps} steps`).not.toBeNull();
        }
      const s = playGame(g.make(7), [searchAgent(7, { playouts: 8, worlds: 2 }), greedyAgent(8)], {
        strictViews: true,
        recordEvents: false,
      });
      expect(s.state.winner, `${rs} search v greedy`).not.toBeNull();
    });
});
