// Public face of the SLCG ruleset.

export { slcgRuleset } from './ruleset.js';
export { newSlcgGame, startSlcgGame, type SlcgSetup } from './setup.js';
export { slcgDefaults, type SlcgParams } from './params.js';
export type { SlcgAction } from './actions.js';
export { validateSlcgDeck, type DeckProblem } from './deck.js';
export { slcgOps } from './ops.js';
export { slcgHooks, valueOf, hasKeyword, stat } from './queries.js';
export { SLCG_ZONES, Z as SLCG_ZONE } from './zones.js';
export { SLCG_KEYWORDS, type SlcgKeyword } from './keywords.js';
export { advance as advanceSlcg } from './engine.js';
