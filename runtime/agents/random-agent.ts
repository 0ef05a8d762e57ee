// A seeded random agent: uniform over legal actions and options, with its own RNG (not the game's).

import type { Agent } from '../core/agent.js';
import { randInt, seedRng } from '../core/rng.js';

export function randomAgent(seed: number): Agent {
  const rng = seedRng(seed ^ 0x5bd1e995);
  return {
    chooseAction: (_view, legal) => randInt(rng, legal.length),
    choose: (req) => randInt(rng, req.decision.options.length),
  };
}
