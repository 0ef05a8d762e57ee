// A seeded random agent: uniform over legal actions and options, with its own RNG (not the game's).

import type { Agent, AgentView, ChoiceRequest } from '../core/agent.js';
import { randInt, seedRng, type RngState } from '../core/rng.js';
import type { Action } from '../core/ruleset.js';

interface RandomAgent extends Agent {
  rng: RngState;
}

// Shared methods reading the agent's own RNG: mass play makes two agents per game, and per-agent closures
// cost a __name call each under tsx (keepNames).
function chooseRandomAction(this: RandomAgent, _view: AgentView, legal: readonly Action[]): number {
  return randInt(this.rng, legal.length);
}

function chooseRandomOption(this: RandomAgent, req: ChoiceRequest): number {
  return randInt(this.rng, req.decision.options.length);
}

export function randomAgent(seed: number): Agent {
  const agent: RandomAgent = {
    rng: seedRng(seed ^ 0x5bd1e995),
    chooseAction: chooseRandomAction,
    choose: chooseRandomOption,
  };
  return agent;
}
