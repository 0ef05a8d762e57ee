// Public face of the 光暗 ruleset.

export { guanganRuleset } from './ruleset.js';
export { newGuanganGame, startGuanganGame, guanganPool, deckCharacters, type GuanganSetup } from './setup.js';
export { guanganDefaults, type GuanganParams, type GuanganGameParams } from './params.js';
export type { GuanganAction, GuanganOwnAction } from './actions.js';
export { guanganOps, type GuanganEffects } from './ops.js';
export {
  guanganHooks,
  atkOf,
  hpLeft,
  maxHpOf as guanganMaxHp,
  isAlive,
  isDead,
  isSealed,
  isPermanent,
  staminaCost,
  slotsUsed,
  ownerInPlay,
  hasKeyword as guanganHasKeyword,
} from './queries.js';
export { sortieTargets } from './checks.js';
export { GUANGAN_ZONES, Z as GUANGAN_ZONE } from './zones.js';
export {
  initialFlags as guanganInitialFlags,
  initialPlayerFlags as guanganInitialPlayerFlags,
  initialRes as guanganInitialRes,
  setCounter,
  PERMANENT,
  SIDE,
} from './state.js';
export type {
  GuanganState,
  GuanganFlags,
  GuanganRes,
  GuanganPlayerFlags,
  GuanganLinkData,
  GuanganShape,
} from './state.js';
export { enterPlay as guanganEnterPlay, addPoints as guanganAddPoints } from './mechanics.js';
