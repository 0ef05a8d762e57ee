// The ruleset-aware checker: the public face of compiler/checker.
export { checkSet, checkFile, CheckCache, type CheckResult, type CheckSession } from './check.js';
export { checkCard, type CardCheckResult, type CardFacts } from './card-checks.js';
export { CHECKER_CATALOG } from './codes.js';
export { hasRuntimeOp } from './runtime-ops.js';
export { CHECKS, type Check, type ValidationChecks } from './validators/index.js';
export type { CheckedCard, CheckedFile, CheckedSet, CheckSetInput, NameUse, SourceFile } from './types.js';
