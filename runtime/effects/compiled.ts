// The effect API (effects/api.ts) implemented once for every ruleset, and the pool's table of compiled ability
// bodies. A body does what runEffects (the reference interpreter) does for its op list, op for op, so a game plays
// the same with either: the differential test (test/runtime/compiled/differential.test.ts) holds them to it.

import type { AbilityDef, CardDef, Condition, EffectOp, ModeRef, TargetSpec, Timing } from '../card-def.js';
import { conditionFailed, markDone, markFailed, modeChosen, optionalAnswer, optionalDone } from '../core/chain.js';
import { evalCondition } from '../core/conditions.js';
import { emit } from '../core/emit.js';
import type { GameEvent } from '../core/events.js';
import type { ChainLink, GameState } from '../core/state.js';
import type {
  CompiledAbility,
  CompiledCode,
  CompiledCondition,
  CompiledCost,
  CompiledTarget,
  CompiledTrigger,
  ConditionLeaf,
  EffectControl,
  Step,
} from './api.js';
import {
  bodySignature,
  conditionLeaves,
  conditionShape,
  costShape,
  targetShape,
  testsCards,
  triggerShape,
} from './signature.js';
import { withCountedAmount } from './amounts.js';
import type { EffectContext } from './context.js';
import { opTarget, pickOptions, picksOf, resolveTargets } from './interpreter.js';
import type { OpHandler, OpRegistry } from './registry.js';

/** An EffectContext that is also the API a body calls: an instance of its registry's class (effectsClass). */
export type CompiledContext = EffectContext & EffectControl;

type Body = (fx: EffectControl, ops: readonly EffectOp[]) => Step;

/** The bodies a pool runs: by card and ability, and by signature for op lists a ruleset builds itself (光暗 GA-RES-09). */
export interface CompiledBodies {
  readonly own: readonly (readonly (Body | null)[])[];
  readonly bySignature: ReadonlyMap<string, Body>;
  /** Op lists seen before (their identity is stable: a card's IR, a ruleset's per-pool table) → body or null. */
  readonly seen: Map<readonly EffectOp[], Body | null>;
  readonly effects: EffectsClass;
  /** Abilities' conditions (the IR objects) → their compiled code and leaves; evalCondition runs these. */
  readonly conditions: ReadonlyMap<Condition, CompiledConditionEntry>;
  /** Triggered abilities' timings (the IR objects) → their compiled filters; core/triggers.ts runs these. */
  readonly triggers: ReadonlyMap<Timing, CompiledTrigger>;
  /** Ops' targets that name cards (the IR objects) → their compiled tests; core/targeting.ts candidates runs these. */
  readonly targets: ReadonlyMap<TargetSpec, CompiledTarget>;
  /** Abilities (the IR objects) → their compiled costs; core/costs.ts owedCost runs these. */
  readonly costs: ReadonlyMap<AbilityDef, CompiledCost>;
}

export interface CompiledConditionEntry {
  readonly fn: CompiledCondition;
  readonly leaves: readonly ConditionLeaf[];
}

/** Thrown when a compiled set does not fit its cards (another build, or hand-edited code). */
export class CompiledSetError extends Error {}

function signatureIn(reg: OpRegistry<any>, ops: readonly EffectOp[]): string {
  return bodySignature(ops, (name) => reg.choices(name) !== undefined);
}

/**
 * Checks each body against its card's ability (same signature: written for these ops) and indexes them. Cards
 * without code, or abilities with null, run through the interpreter.
 */
export function compileBodies(reg: OpRegistry<any>, defs: readonly CardDef[], code: CompiledCode): CompiledBodies {
  if (code.length !== defs.length)
    throw new CompiledSetError(`the compiled set has code for ${code.length} cards, the pool holds ${defs.length}`);
  const own: (Body | null)[][] = [];
  const bySignature = new Map<string, Body>();
  const conditions = new Map<Condition, CompiledConditionEntry>();
  const triggers = new Map<Timing, CompiledTrigger>();
  const targets = new Map<TargetSpec, CompiledTarget>();
  const costs = new Map<AbilityDef, CompiledCost>();
  for (let d = 0; d < defs.length; d++) {
    const abilities = defs[d].abilities;
    const row: (Body | null)[] = [];
    const entries = code[d] ?? [];
    for (let a = 0; a < abilities.length; a++) {
      const c: CompiledAbility | null = entries[a] ?? null;
      if (!c) {
        row.push(null);
        continue;
      }
      const want = signatureIn(reg, abilities[a].effects);
      if (c.signature !== want)
        throw new CompiledSetError(
          `compiled ${c.name} was written for ops '${c.signature}', card '${defs[d].name}' ability ${a} has '${want}'`,
        );
      // A standing line has no resolution: its condition and targets below are all its code.
      const body: Body | null = c.resolve ?? null;
      if (body && !bySignature.has(want)) bySignature.set(want, body);
      row.push(body);
      const cond = abilities[a].condition;
      if (c.condition) {
        const shape = cond ? conditionShape(cond) : '(none)';
        if (!cond || c.conditionShape !== shape)
          throw new CompiledSetError(
            `compiled ${c.name} has a condition written for '${c.conditionShape}', card '${defs[d].name}' ability ${a} has '${shape}'`,
          );
        conditions.set(cond, { fn: c.condition, leaves: conditionLeaves(cond) });
      }
      if (c.trigger) {
        const timing = abilities[a].timing;
        const shape = timing ? triggerShape(timing) : '(none)';
        if (!timing || c.triggerShape !== shape)
          throw new CompiledSetError(
            `compiled ${c.name} has a trigger filter written for '${c.triggerShape}', card '${defs[d].name}' ability ${a} has '${shape}'`,
          );
        triggers.set(timing, c.trigger);
      }
      for (const oc of c.opConditions ?? []) {
        const opCond = abilities[a].effects[oc.op]?.condition;
        const shape = opCond ? conditionShape(opCond) : '(none)';
        if (!opCond || oc.shape !== shape)
          throw new CompiledSetError(
            `compiled ${c.name} has a condition for op ${oc.op} written for '${oc.shape}', card '${defs[d].name}' ability ${a} op ${oc.op} has '${shape}'`,
          );
        conditions.set(opCond, { fn: oc.condition, leaves: conditionLeaves(opCond) });
      }
      for (const ot of c.targets ?? []) {
        const op = abilities[a].effects[ot.op] as { target?: TargetSpec; reads?: TargetSpec } | undefined;
        const spec = op?.target ?? op?.reads;
        const shape = spec && testsCards(spec) ? targetShape(spec) : '(none)';
        if (!spec || ot.shape !== shape)
          throw new CompiledSetError(
            `compiled ${c.name} has a target test for op ${ot.op} written for '${ot.shape}', card '${defs[d].name}' ability ${a} op ${ot.op} has '${shape}'`,
          );
        targets.set(spec, ot.test.bind(ot));
      }
      if (c.cost) {
        const shape = costShape(abilities[a].costs);
        if (c.costShape !== shape)
          throw new CompiledSetError(
            `compiled ${c.name} has a cost written for '${c.costShape}', card '${defs[d].name}' ability ${a} has '${shape}'`,
          );
        costs.set(abilities[a], c.cost);
      }
    }
    own.push(row);
  }
  return { own, bySignature, seen: new Map(), effects: effectsClass(reg), conditions, triggers, targets, costs };
}

/** The body for a link's ops: its ability's own when the ops are its IR, else one written for the same signature. */
export function bodyFor(
  bodies: CompiledBodies,
  reg: OpRegistry<any>,
  s: GameState,
  link: ChainLink,
  ops: readonly EffectOp[],
): Body | null {
  if (link.source >= 0 && link.ability >= 0) {
    const def = s.cards[link.source].def;
    if (s.defs[def].abilities[link.ability]?.effects === ops) return bodies.own[def][link.ability] ?? null;
  }
  let b = bodies.seen.get(ops);
  if (b === undefined) {
    b = bodies.bySignature.get(signatureIn(reg, ops)) ?? null;
    bodies.seen.set(ops, b);
  }
  return b;
}

/**
 * The context of one resolution: the fields of EffectContext and the control methods (one step of runEffects
 * each). Each registry gets a subclass with one method per op it runs (effectsClass), so a context is an instance
 * of one class per ruleset and its methods are ordinary prototype methods.
 */
class EffectRun implements EffectContext, EffectControl {
  constructor(
    public s: GameState,
    public hooks: EffectContext['hooks'],
    public controller: number,
    public source: number,
    public subject: number,
    public link: ChainLink,
    public events: GameEvent[],
  ) {}

  emit(e: GameEvent): void {
    emit(this.s, this.events, e);
  }

  get next(): number {
    return this.link.next;
  }

  set next(v: number) {
    this.link.next = v;
  }

  over(): boolean {
    return this.s.winner !== null;
  }

  holds(c: Condition | undefined): boolean {
    return evalCondition(this.s, this.hooks, c, this.controller, this.source, this.link);
  }

  judge(i: number, c: Condition | undefined): boolean {
    if (this.holds(c)) return true;
    markFailed(this.link, i);
    return false;
  }

  failed(k: number): boolean {
    return conditionFailed(this.link, k);
  }

  optional(i: number): boolean | undefined {
    return optionalAnswer(this.link, i);
  }

  done(k: number): boolean {
    return optionalDone(this.link, k);
  }

  chosen(mode: ModeRef | undefined): boolean {
    return modeChosen(this.link, mode);
  }

  picking(i: number, op: EffectOp): boolean {
    return pickOptions(this, op, i, this.s.pool.rules.ops).length > 0;
  }
}

type EffectsClass = new (...args: ConstructorParameters<typeof EffectRun>) => CompiledContext;

/** The registry's context class: EffectRun with one method per op it runs (built once, kept by the registry). */
function effectsClass(reg: OpRegistry<any>): EffectsClass {
  return reg.derive((r) => {
    class RulesetEffects extends EffectRun {}
    for (const name of r.names()) {
      const handler = r.get(name);
      if (handler)
        Object.defineProperty(RulesetEffects.prototype, name, {
          value: opMethod(handler, r.choices(name) !== undefined, r.runsBare(name)),
          writable: true,
          configurable: true,
        });
    }
    return RulesetEffects as EffectsClass;
  });
}

/** A context for one resolution. */
export function compiledContext(
  bodies: CompiledBodies,
  s: GameState,
  ev: GameEvent[],
  link: ChainLink,
): CompiledContext {
  return new bodies.effects(s, s.pool.rules.hooks, link.controller, link.source, link.subject, link, ev);
}

function opMethod(handler: OpHandler<any, any>, hasPicks: boolean, bare: boolean) {
  return function (this: CompiledContext, i: number, op: EffectOp): void {
    const targets = resolveTargets(this, op, i);
    // Nothing to act on, unless the op's own picks name what (a card from a hand its controller does not see), or the
    // op finds it itself (`bare`, registry.ts).
    if (targets.length === 0 && opTarget(op) && !bare && !(hasPicks && picksOf(this.link, i).length)) return;
    const run = withCountedAmount(this, op);
    if (!run) return;
    const did = handler(this, run, targets) !== false;
    if (did && (op.optional || op.answeredBy !== undefined)) markDone(this.link, op.answeredBy ?? i);
  };
}
