// Public face of the CardScript runtime: the card IR, the game-agnostic core and driver, the rulesets and agents.

export type * from './card-def.js';

export type {
  GameState,
  CardInstance,
  PlayerState,
  ChainLink,
  PendingTrigger,
  Decision,
  DecisionOption,
  Modifier,
  ResponseWindow,
  StateShape,
  AnyShape,
  TriggerClass,
} from './core/state.js';
export { cloneState, mutCard, TRIGGER_CLASS } from './core/state.js';
export type { GameEvent, GameEventType } from './core/events.js';
export type { ActionError, ActionResult, ErrorTable } from './core/errors.js';
export { errorText } from './core/errors.js';
export type {
  Action,
  CoreAction,
  Ruleset,
  RulesHooks,
  ChainPolicy,
  TriggerRules,
  LinkResolver,
  DecisionHandler,
} from './core/ruleset.js';
export { registerRuleset, getRuleset, registeredRulesets } from './core/ruleset.js';
export { cardProblem, createPool, PoolError, type CardPool } from './core/pool.js';
export { checkSetup, GameSetupError, MAX_SEED } from './core/setup-decks.js';
export { legalActions, applyAction, applyActionInPlace, currentActor } from './core/apply.js';
export {
  advance,
  actorOf,
  checkAction,
  performAction,
  startBuilding,
  effectsOf,
  PASS,
  chooseAction,
  windowOpen,
} from './core/driver/index.js';
export { emit } from './core/emit.js';
export type { Agent, AgentView, ChoiceRequest } from './core/agent.js';
export { askAgent, LazyView } from './core/ask-agent.js';
export {
  viewFor,
  HIDDEN,
  isHiddenCard,
  HiddenInformationError,
  type PlayerView,
  type ViewOptions,
} from './core/view.js';
export { hiddenFrom, hiddenMask, isCardDecision, type HiddenRules } from './core/hidden.js';
export { determinize } from './core/determinize.js';
export { playGame, type PlayOptions, type PlayResult } from './core/game-runner.js';
export { forfeit } from './core/forfeit.js';
export {
  replay,
  replayLog,
  recordGame,
  verifyReplay,
  scriptedIndices,
  replayMismatchText,
  stepOfEvent,
  type ReplayLog,
  type ReplayMismatch,
  type ReplayOutcome,
} from './core/replay.js';
export { seedRng, nextU32, randInt, shuffleInPlace, type RngState } from './core/rng.js';
export { checkZoneInvariant, moveCard, zoneIndex } from './core/zones.js';
export { limitKey, limitCount, canUseLimits, recordLimits, NO_LIMITS, type LimitTable } from './core/limits.js';
export { newLink, pushLink, openWindow, passPriority, negateLink, topLink } from './core/chain.js';
export {
  orderBySixClasses,
  sixClassRank,
  answerMatrixPolicy,
  guanganAnswerMatrix,
  kalingAnswerMatrix,
} from './core/chain-policies.js';
export {
  o1Cells,
  o2Cells,
  sightCells,
  cellInDirection,
  cellAt,
  rowOf,
  colOf,
  GRID_SIZE,
  type Occupant,
} from './core/grid.js';
export {
  candidates,
  playerRef,
  cellRef,
  cellOfRef,
  isPlayerRef,
  isCellRef,
  playerOfRef,
  DONE_CHOOSING,
  type TargetContext,
} from './core/targeting.js';
export { evalCondition } from './core/conditions.js';
export { collectTriggers, timingMatches, eventOfTiming } from './core/triggers.js';
export { addModifier, untilTurn, keywordGranted, statDelta } from './core/modifiers.js';
export {
  cardStatsOfGame,
  addCardStats,
  CardStatsTally,
  linkOpsOf,
  type LinkOps,
  type CardStats,
  type AbilityStats,
  type CardStatsTable,
} from './core/card-stats.js';

export { OpRegistry, type OpHandler } from './effects/registry.js';
export { coreOps } from './effects/core-ops.js';
export { runEffects, resolveTargets } from './effects/interpreter.js';
export type { EffectContext } from './effects/context.js';
export type {
  Effects,
  EffectControl,
  Ops,
  OpOf,
  Step,
  CompiledAbility,
  CompiledCode,
  CompiledCondition,
  CompiledTrigger,
  CompiledTarget,
  CompiledCost,
  ConditionQueries,
  TriggerQueries,
  TargetQueries,
  Costs,
  CostResource,
  AbilityCosts,
  Filters,
  FilterOf,
} from './effects/api.js';
export { CompiledSetError } from './effects/compiled.js';
export {
  loadCompiledSet,
  COMPILED_SET_FORMAT,
  type CompiledSet,
  type CompiledSetModule,
  type CompiledSetSetup,
} from './core/compiled-set.js';

export * from './rulesets/index.js';
export * from './agents/index.js';
