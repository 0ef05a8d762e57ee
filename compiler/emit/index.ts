// Public face of the emit stage: card IR → typed TypeScript → type-check → cards.js + cards.d.ts.
export {
  emitSet,
  emitSetSync,
  startEmitSync,
  SOURCES_DIR,
  type PendingEmit,
  type EmitOptions,
  type EmitResult,
  type EmitTimings,
} from './emit-set.js';
export { stringLiteral, literal } from './literal.js';
