// Public face of the 卡灵时代 ruleset.

export { kalingRuleset } from './ruleset.js';
export { newKalingGame, startKalingGame, kalingPool, type KalingSetup } from './setup.js';
export { kalingDefaults, type KalingParams } from './params.js';
export type { KalingAction, KalingOwnAction } from './actions.js';
export { kalingOps, type KalingEffects } from './ops.js';
export {
  kalingHooks,
  stat as kalingStat,
  hasKeyword as kalingHasKeyword,
  effectCost as kalingEffectCost,
  ETERNAL_NEGATED,
} from './queries.js';
export {
  areaName,
  cellOfName,
  rowFrom,
  colFrom,
  cellFrom,
  isOwnArea,
  isPublicArea,
  isLocked,
  isFree,
} from './board.js';
export { setCount as kalingSetCount } from './checks.js';
export { KALING_ZONES, Z as KALING_ZONE } from './zones.js';
export {
  initialFlags as kalingInitialFlags,
  initialPlayerFlags as kalingInitialPlayerFlags,
  initialRes as kalingInitialRes,
} from './state.js';
export type { KalingState, KalingFlags, KalingRes, KalingPlayerFlags, KalingLinkData, KalingShape } from './state.js';
export { isKaling as isKalingCard, isDevice as isKalingDevice, isPlaced as isPlacedDevice } from './types.js';
