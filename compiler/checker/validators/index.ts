// The checks of each ruleset: the common ones, then the ruleset's own.
import type { RulesetId } from '../../../grammar/index.js';
import { commonChecks } from './common.js';
import { guanganChecks } from './guangan.js';
import { kalingChecks } from './kaling.js';
import { merge, type ValidationChecks } from './registry.js';
import { commonRefusals, guanganRefusals, kalingRefusals } from './runtime-refusals.js';
import { slcgChecks } from './slcg.js';

export const CHECKS: Readonly<Record<RulesetId, Required<ValidationChecks>>> = {
  slcg: merge(commonChecks, commonRefusals, slcgChecks),
  guangan: merge(commonChecks, commonRefusals, guanganChecks, guanganRefusals),
  kaling: merge(commonChecks, commonRefusals, kalingChecks, kalingRefusals),
};

export { runChecks, type Check, type ValidationChecks } from './registry.js';
