// The checks of each ruleset: the common ones, then the ruleset's own.
import type { RulesetId } from '../../../grammar/index.js';
import { commonChecks } from './common.js';
import { guanganChecks } from './guangan.js';
import { kalingChecks } from './kaling.js';
import { merge, type ValidationChecks } from './registry.js';
import { slcgChecks } from './slcg.js';

export const CHECKS: Readonly<Record<RulesetId, Required<ValidationChecks>>> = {
  slcg: merge(commonChecks, slcgChecks),
  guangan: merge(commonChecks, guanganChecks),
  kaling: merge(commonChecks, kalingChecks),
};

export { runChecks, type Check, type ValidationChecks } from './registry.js';
