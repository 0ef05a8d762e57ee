// The card IR: lowering checked cards to the runtime's CardDef, and the IR's JSON Schema.
export { lowerSet, lowerCard, sourceRef, target, LowerCache } from './lower.js';
export { COVERAGE, unlowered } from './coverage.js';
export { irSchema, IR_SCHEMA_FILE } from './schema.js';
export { IR_VERSION, type IrSet } from './types.js';
