// A compiled ability's signature: what its code depends on besides the op objects it is handed. The emitter writes
// it beside each function and the pool compares it with the ability's (effects/compiled.ts).

import type { EffectOp } from '../card-def.js';

/**
 * What a body's code depends on, besides the op objects it is handed: per op its name, whether it is optional
 * (`?`), has its own condition (`!`) and whether its ruleset asks picks before it runs (`^`). Two op lists of one
 * signature run the same code.
 */
export function bodySignature(ops: readonly EffectOp[], hasPicks: (op: string) => boolean): string {
  let sig = '';
  for (let i = 0; i < ops.length; i++) {
    const op = ops[i];
    if (i) sig += ',';
    sig += op.op;
    if (op.optional) sig += '?';
    if (op.condition) sig += '!';
    if (hasPicks(op.op)) sig += '^';
  }
  return sig;
}
