// The rulesets the runtime plays, loaded (and so registered) by importing this folder.

import type { RulesetId } from '../card-def.js';
import type { OpRegistry } from '../effects/registry.js';
import { guanganRuleset } from './guangan/index.js';
import { kalingRuleset } from './kaling/index.js';
import { slcgRuleset } from './slcg/index.js';

export * from './slcg/index.js';
export * from './guangan/index.js';
export * from './kaling/index.js';

/** Each playable ruleset's op registry: the one source of which game runs which effect op. */
export const RULESET_OPS: Readonly<Partial<Record<RulesetId, OpRegistry<any>>>> = { slcg: slcgRuleset.ops, guangan: guanganRuleset.ops, kaling: kalingRuleset.ops };
