// The ruleset-aware checker: the public face of compiler/checker.
export { checkSet, checkFile, clearCheckCache, type CheckResult } from './check.js';
export { checkCard, type CardCheckResult, type CardFacts } from './card-checks.js';
export { hasRuntimeOp } from './runtime-ops.js';
export type { CheckedCard, CheckedFile, CheckedSet, CheckSetInput, NameUse, SourceFile } from './types.js';
