// The effect-op registry: one handler per EffectOp['op']; rulesets copy the shared table and override ops.

import type { EffectOp, EffectOpName } from '../card-def.js';
import type { EffectContext } from './context.js';

type OpOf<N extends EffectOpName> = Extract<EffectOp, { op: N }>;

/** A handler gets the op and its targets, already chosen and re-checked for legality (SLCG-TG-01). */
export type OpHandler<N extends EffectOpName = EffectOpName> = (ctx: EffectContext, op: OpOf<N>, targets: number[]) => void;

export class OpRegistry {
  private readonly table = new Map<string, OpHandler<any>>();

  register<N extends EffectOpName>(name: N, handler: OpHandler<N>): this {
    this.table.set(name, handler);
    return this;
  }

  get(name: string): OpHandler<any> | undefined {
    return this.table.get(name);
  }

  has(name: string): boolean {
    return this.table.has(name);
  }

  /** A copy to extend without touching this one. */
  extend(): OpRegistry {
    const r = new OpRegistry();
    for (const [k, v] of this.table) r.table.set(k, v);
    return r;
  }
}
