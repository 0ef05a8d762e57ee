// Public face of the compiler (package export "."): the front end, checking, IR, building,
// set manifests, scenarios and play, as a library. The `cardc` CLI is built on these.
export * as grammar from '../grammar/index.js';
export { CardParser, dumpAst, VOCABULARY, type Diagnostic, type CardFile } from '../grammar/index.js';
export { Analysis } from './analysis.js';
export { CATALOG, catalogEntry, diag, type DiagnosticCode } from './diagnostics.js';
export { checkSet, checkFile, checkCard, CheckCache, type CheckedSet, type CheckSetInput } from './checker/index.js';
export { checkPaths, type CheckPathsResult, type CheckOptions } from './check-paths.js';
export { lowerSet, lowerCard, irSchema, IR_VERSION, type IrSet } from './ir/index.js';
export { buildSet, summary, type BuildSummary } from './build/index.js';
export { emitSet, emitSetSync, type EmitOptions, type EmitResult } from './emit/index.js';
export {
  loadManifest,
  validateDecks,
  setSchema,
  paramsSchema,
  type SetManifest,
  type CardSummary,
} from './manifest/index.js';
export { loadScenario, runScenario, runScenarioFile, scenarioSchema, type ScenarioResult } from './scenario/index.js';
export { loadPlayableSet, playMatch, type PlayableSet, type MatchStats } from './play/index.js';
export { main as cardcMain, type CliIO } from './cli.js';
// The task-level API (docs/api.md).
export {
  compileCards,
  loadSet,
  playSet,
  formatDiagnostics,
  type CompileResult,
  type CompileOptions,
  type LoadedSet,
  type PlayOptions,
} from './api.js';
export type { CardDef } from '../runtime/card-def.js';
