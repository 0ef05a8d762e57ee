// The rulesets the runtime plays, loaded (and so registered) by importing this folder.

import type { RulesetId } from '../card-def.js';
import { DRIVER_ERRORS } from '../core/driver/actions.js';
import type { ErrorTable } from '../core/errors.js';
import type { CostModel, EffectResources } from '../core/ruleset.js';
import { FORFEIT_ERRORS } from '../core/forfeit.js';
import type { OpRegistry } from '../effects/registry.js';
import { GUANGAN_CHECK_ERRORS } from './guangan/checks.js';
import { guanganRuleset } from './guangan/index.js';
import { GUANGAN_EFFECT_RESOURCES } from './guangan/state.js';
import { KALING_RESOURCES } from './kaling/ruleset.js';
import { SLCG_EFFECT_RESOURCES } from './slcg/state.js';
import { GUANGAN_ACTION_ERRORS } from './guangan/legal.js';
import { KALING_CHECK_ERRORS } from './kaling/checks.js';
import { kalingRuleset } from './kaling/index.js';
import { KALING_ACTION_ERRORS } from './kaling/legal.js';
import { SLCG_CHECK_ERRORS } from './slcg/checks.js';
import { slcgRuleset } from './slcg/index.js';
import { SLCG_ACTION_ERRORS } from './slcg/legal.js';
import { SLCG_TAP_ERRORS } from './slcg/queries.js';

export * from './slcg/index.js';
export * from './guangan/index.js';
export * from './kaling/index.js';

/** Each playable ruleset's op registry: the one source of which game runs which effect op. */
export const RULESET_OPS: Readonly<Partial<Record<RulesetId, OpRegistry<any>>>> = {
  slcg: slcgRuleset.ops,
  guangan: guanganRuleset.ops,
  kaling: kalingRuleset.ops,
};

/** What 获得/失去N点X may name per ruleset: the lists each validateCard reads, and the checker too. */
export const RULESET_RESOURCES: Readonly<Record<RulesetId, EffectResources>> = {
  slcg: SLCG_EFFECT_RESOURCES,
  guangan: GUANGAN_EFFECT_RESOURCES,
  kaling: KALING_RESOURCES,
};

/** Each ruleset's cost model (what a printed cost may owe, who is charged), where its abilities have costs. */
export const RULESET_COSTS: Readonly<Partial<Record<RulesetId, CostModel>>> = {
  slcg: slcgRuleset.costs,
  guangan: guanganRuleset.costs,
  kaling: kalingRuleset.costs,
};

/**
 * Every error the engine returns, in the tables of the modules that return them: the driver's and forfeit's
 * ('core'), then each ruleset's. A test holds each one to a namespaced code and both languages.
 */
export const ACTION_ERRORS: Readonly<Record<'core' | RulesetId, readonly ErrorTable[]>> = {
  core: [DRIVER_ERRORS, FORFEIT_ERRORS],
  slcg: [SLCG_CHECK_ERRORS, SLCG_TAP_ERRORS, SLCG_ACTION_ERRORS],
  guangan: [GUANGAN_CHECK_ERRORS, GUANGAN_ACTION_ERRORS],
  kaling: [KALING_CHECK_ERRORS, KALING_ACTION_ERRORS],
};
