// Scenarios: a board set-up, scripted steps and expectations, run against a card set through the runtime.
export { loadScenario, type LoadedScenario } from './load.js';
export { runScenario, runScenarioFile, waitingFor, type ScenarioResult } from './run.js';
export { SCENARIO_RULESETS, type Board, type ScenarioRuleset } from './rulesets/index.js';
export { scenarioSchema, SCENARIO_SCHEMA_FILE, ACTION_KEYS } from './schema.js';
export { collectScenarios, cmdTest } from './command.js';
export { clearSetCache, findSetDir, loadSet, type LoadedSet } from './set-cache.js';
export { SCENARIO_CODES } from './diagnostics.js';
export type * from './types.js';
export { coverageTable, ruleCoverage } from './coverage.js';
