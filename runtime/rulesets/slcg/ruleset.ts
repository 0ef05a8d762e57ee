// The SLCG ruleset object, registered under id 'slcg'.

import { registerRuleset, type Ruleset } from '../../core/ruleset.js';
import type { SlcgAction } from './actions.js';
import { slcgChainPolicy } from './chain-policy.js';
import { actorOf, checkSlcg, legalSlcg } from './legal.js';
import { performSlcg } from './perform.js';
import { slcgHooks } from './queries.js';
import { newSlcgGame } from './setup.js';

export const slcgRuleset: Ruleset<SlcgAction> = {
  id: 'slcg', // SLCG-META-01
  legalActions: legalSlcg,
  check: checkSlcg,
  perform: performSlcg,
  actor: actorOf,
  hooks: slcgHooks,
  chainPolicy: slcgChainPolicy,
  newGame: newSlcgGame,
};

registerRuleset(slcgRuleset);
