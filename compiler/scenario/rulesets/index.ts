// The rulesets scenarios can be written for; each adds its board, step keys and expectations.
import type { RulesetId } from '../../../runtime/index.js';
import { guanganScenarios } from './guangan.js';
import { kalingScenarios } from './kaling.js';
import { slcgScenarios } from './slcg.js';
import type { ScenarioRuleset } from './types.js';

export type { Board, NameRef, NotationProblem, ScenarioRuleset, SideCheck, StepContext } from './types.js';

export const SCENARIO_RULESETS: Readonly<Partial<Record<RulesetId, ScenarioRuleset>>> = {
  slcg: slcgScenarios,
  guangan: guanganScenarios,
  kaling: kalingScenarios,
};

export const scenarioRulesets = (): ScenarioRuleset[] => Object.values(SCENARIO_RULESETS) as ScenarioRuleset[];
