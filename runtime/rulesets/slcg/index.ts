// Public face of the SLCG ruleset.

export { slcgRuleset } from './ruleset.js';
export { newSlcgGame, startSlcgGame, slcgPool, type SlcgSetup } from './setup.js';
export { slcgDefaults, type SlcgParams } from './params.js';
export type { SlcgAction, SlcgOwnAction } from './actions.js';
export { slcgOps, type SlcgEffects } from './ops.js';
export { slcgHooks, valueOf, hasKeyword, stat } from './queries.js';
export { SLCG_ZONES, Z as SLCG_ZONE } from './zones.js';
export {
  initialFlags as slcgInitialFlags,
  initialPlayerFlags as slcgInitialPlayerFlags,
  initialRes as slcgInitialRes,
} from './state.js';
export type { SlcgState, SlcgFlags, SlcgRes, SlcgPlayerFlags, SlcgLinkData, SlcgShape } from './state.js';
