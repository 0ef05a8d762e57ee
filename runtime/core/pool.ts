// A card pool: the card definitions one or many games play with, and every table and cache derived
// from them. Games hold their pool (`GameState.pool`) and clones share it, so nothing per-pool lives in
// module variables: two games with different pools can run interleaved in one process.

import type { AbilityDef, CardDef, EffectOp, RulesetId } from '../card-def.js';
import type { CompiledCode } from '../effects/api.js';
import { compileBodies, type CompiledBodies } from '../effects/compiled.js';
import { buildDefIndex, type DefIndex } from './def-index.js';
import { getRuleset, registeredRulesets, type Ruleset } from './ruleset.js';
import { hiddenZoneTable } from './hidden.js';
import { eventOfTiming } from './timing.js';

/** Per event type, per def: the triggered abilities whose timing names that event. */
export type TriggersByEvent = ReadonlyMap<string, readonly (readonly AbilityDef[])[]>;

/** Remembered limit-key strings (see limits.ts): a direct-mapped table of (code, inst, a, b) → key. */
export interface LimitKeyMemo {
  tags: number[];
  keys: string[];
}

export interface CardPool<T = unknown> {
  readonly ruleset: RulesetId;
  /** The ruleset that plays this pool (the driver reads its parts from here, not from the registry). */
  readonly rules: Ruleset;
  readonly defs: readonly CardDef[];
  readonly index: DefIndex;
  /** Card id or name → def index (the first card of a name wins). */
  readonly byKey: ReadonlyMap<string, number>;
  readonly triggersByEvent: TriggersByEvent;
  readonly limitKeys: LimitKeyMemo;
  /** The ruleset's own per-pool tables (Ruleset.poolTables). */
  readonly tables: T;
  /** Per zone, what Ruleset.hidden says of it as bits (core/hidden.ts ZONE_SECRET, ZONE_PRIVATE, ZONE_FACE_DOWN). */
  readonly hiddenZones: Uint8Array;
  /** The set's compiled ability bodies (`cardc build`), when the pool was made from a compiled set; else null. */
  readonly compiled: CompiledBodies | null;
}

export const LIMIT_KEY_SLOTS = 256;

/** Thrown when a pool holds a card its ruleset cannot play: a clear error at load time, never a silent skip. */
export class PoolError extends Error {}

/**
 * Builds the pool for `rules` — a ruleset id ('slcg', 'guangan', 'kaling') or a Ruleset (getRuleset(id)). Every
 * effect op of every card must be one the ruleset runs (the checker reports the same as CS2014); otherwise this
 * throws a PoolError naming the card and its source line. With `code` (a compiled set's, per card per ability)
 * links run the compiled bodies; a body written for other ops than its card's throws a CompiledSetError.
 */
export function createPool<T>(
  rules: Ruleset<any, any, T> | RulesetId,
  defs: readonly CardDef[],
  code?: CompiledCode,
): CardPool<T> {
  if (typeof rules === 'string') rules = rulesetById(rules) as Ruleset<any, any, T>;
  else if (!isRuleset(rules))
    throw new PoolError(
      `createPool(ruleset, cards, code?): the ruleset must be an id (${registeredRulesets().join(', ')}) or a Ruleset (getRuleset(id)), not ${shown(rules)}`,
    );
  if (!Array.isArray(defs))
    throw new PoolError(
      `createPool(ruleset, cards, code?): cards must be a list of card definitions, not ${shown(defs)}`,
    );
  for (const d of defs) {
    const problem = cardProblem(rules, d);
    if (problem) throw new PoolError(`card '${d.name}'${problem.at}: ${problem.reason}`);
  }
  const byKey = new Map<string, number>();
  defs.forEach((d, i) => {
    byKey.set(d.id, i);
    if (!byKey.has(d.name)) byKey.set(d.name, i);
  });
  const index = buildDefIndex(defs);
  const pool: CardPool<T> = {
    ruleset: rules.id,
    rules,
    defs,
    index,
    byKey,
    triggersByEvent: buildTriggersByEvent(defs, index, rules),
    limitKeys: {
      tags: new Array<number>(LIMIT_KEY_SLOTS * 4).fill(NaN),
      keys: new Array<string>(LIMIT_KEY_SLOTS).fill(''),
    },
    tables: rules.poolTables(defs),
    hiddenZones: hiddenZoneTable(rules.zones.length, rules.hidden),
    compiled: code ? compileBodies(rules.ops, defs, code) : null,
  };
  // A pool is shared data, not part of a game's state: JSON snapshots of a state show only its size.
  Object.defineProperty(pool, 'toJSON', { value: () => `pool(${rules.id}, ${defs.length} cards)`, enumerable: false });
  return pool;
}

function rulesetById(id: string): Ruleset {
  if (!registeredRulesets().includes(id as RulesetId))
    throw new PoolError(`unknown ruleset '${id}': the runtime plays ${registeredRulesets().join(', ')}`);
  return getRuleset(id);
}

function isRuleset(r: unknown): r is Ruleset {
  return r !== null && typeof r === 'object' && typeof (r as Ruleset).id === 'string' && 'ops' in r;
}

function shown(v: unknown): string {
  if (v === null || v === undefined) return String(v);
  if (Array.isArray(v)) return `a list of ${v.length}`;
  return typeof v === 'object' ? 'an object' : `${typeof v} ${String(v).slice(0, 40)}`;
}

/** Why a pool refuses a card: the reason, and where (the op's source when one op is the problem, else the card's). */
export interface CardProblem {
  reason: string;
  at: string;
}

/**
 * Why a pool of `rules` would refuse the card (its ruleset, an op the ruleset does not run or runs only on a standing
 * line, the ruleset's validateCard); null when it would load it. The compiler asks the same of every card it lowers
 * (a refusal there is an internal error: the checker should have said why).
 */
export function cardProblem(rules: Ruleset, d: CardDef): CardProblem | null {
  if (d.ruleset !== rules.id) return { reason: `it is a ${d.ruleset} card; this pool plays ${rules.id}`, at: where(d) };
  for (const ab of d.abilities)
    for (const op of ab.effects) {
      const reason = opProblem(rules, ab, op);
      if (reason)
        return { reason, at: op.source ? ` (${op.source.file}:${op.source.line}:${op.source.col})` : where(d) };
    }
  const reason = rules.validateCard?.(d);
  return reason ? { reason, at: where(d) } : null;
}

function opProblem(rules: Ruleset, ab: AbilityDef, op: EffectOp): string | null {
  if (!rules.ops.has(op.op)) return `the ${rules.id} runtime does not run effect '${op.op}'`;
  if (rules.ops.staticOnly(op.op) && ab.kind !== 'static' && ab.kind !== 'eternal')
    return `in ${rules.id}, '${op.op}' works only as a standing (static) line`;
  return null;
}

function where(d: CardDef): string {
  return d.source ? ` (${d.source.file}:${d.source.line})` : '';
}

/** Abilities filed by the event their timing names: the 'triggered' ones, or those with a timing the ruleset's `wakes` picks. */
function buildTriggersByEvent(defs: readonly CardDef[], index: DefIndex, rules: Ruleset): TriggersByEvent {
  const m = new Map<string, AbilityDef[][]>();
  const wakes = rules.triggerRules.wakes;
  const trig = wakes ? defs.map((d) => d.abilities.filter((a) => a.timing && wakes(d, a))) : index.triggeredAbilities;
  for (let d = 0; d < trig.length; d++) {
    for (const ab of trig[d]) {
      const type = eventOfTiming(ab.timing!.event);
      let perDef = m.get(type);
      if (!perDef) m.set(type, (perDef = defs.map(() => [])));
      perDef[d].push(ab);
    }
  }
  return m;
}
