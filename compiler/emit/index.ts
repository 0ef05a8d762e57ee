// Public face of the emit stage: card IR → typed TypeScript → type-check → cards.js + cards.d.ts.
export { emitSet, emitSetSync, SOURCES_DIR, type EmitOptions, type EmitResult, type EmitTimings } from './emit-set.js';
export { stringLiteral, literal } from './literal.js';
