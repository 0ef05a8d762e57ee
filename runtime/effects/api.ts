// The typed effect API: what a compiled ability body may do. `cardc build` writes one body per ability that calls
// these; the driver implements them once over each ruleset's op registry (effects/compiled.ts).
// Types only, importing only card-def.ts: the emitter copies both beside the generated code, type-checks it alone
// and writes them into cards.d.ts as they are.

import type {
  AbilityDef,
  Condition,
  DamageType,
  EffectKind,
  EffectOp,
  EffectOpName,
  Filter,
  ModeRef,
  TargetSpec,
  Timing,
} from '../card-def.js';

/** One effect op of the card IR, by name. */
export type OpOf<N extends EffectOpName> = Extract<EffectOp, { op: N }>;

/** 'ask': a question is pending (an optional op, a pick); the driver asks it and runs the body again. */
export type Step = 'done' | 'ask';

/** The control flow an ability body needs around its ops; the same in every game. */
export interface EffectControl {
  /** The op the body resumes at: it runs again from here after a question is answered. */
  next: number;
  /** A win ends everything at once. */
  over(): boolean;
  /** An op's own 若… (SLCG-TX-07), judged when its turn comes. */
  holds(condition: Condition | undefined): boolean;
  /** 可以 (SLCG-TX-08): the answer for op i, or undefined when it has not been asked yet. */
  optional(i: number): boolean | undefined;
  /** Op i's own 若…, judged as `holds` does; a failure is recorded for the 否则 op that answers it (`failed`). */
  judge(i: number, condition: Condition | undefined): boolean;
  /** Whether op k's own 若 was judged and failed (what an `otherwise` op after it waits for: 若…，X；否则Y). */
  failed(k: number): boolean;
  /** Whether optional op k was chosen and did something (what an `ifDone` op after it waits for, SLCG-TX-08). */
  done(k: number): boolean;
  /**
   * 选择一项: whether the option an op belongs to (its `mode`) was chosen — asked when the link was built, before
   * targets; true for an op outside any choice. The code reads the op's own `mode`, so it is the same for any option.
   */
  chosen(mode: ModeRef | undefined): boolean;
  /** Whether op i still has a pick to make before it runs (KL-TX-04 载入, KL-MV-05 转移 …). */
  picking(i: number, op: EffectOp): boolean;
}

/**
 * The ops a body may call, one method per op its ruleset runs: `fx.damage(i, op)` chooses the targets that are
 * still legal (SLCG-TG-01), does nothing when none are (SLCG-TX-07), else runs the ruleset's meaning of the op.
 */
export type Effects<N extends EffectOpName = EffectOpName> = EffectControl & {
  readonly [K in N]: (i: number, op: OpOf<K>) => void;
};

/** A body's ops, by name, in order: the card's own IR objects, so the code and the data never disagree. */
export type Ops<N extends readonly EffectOpName[]> = { readonly [K in keyof N]: OpOf<N[K]> };

/**
 * One ability compiled. `signature` is `bodySignature(ability.effects, …)` (signature.ts) of the ops it was
 * written for: the pool refuses a body whose signature is not its ability's, and may run it for any op list of
 * that signature.
 */
export interface CompiledAbility {
  readonly name: string;
  readonly signature: string;
  /** Its resolution; absent for a standing line (常驻, kind 'static'), which never resolves but has a condition and targets. */
  resolve?(fx: EffectControl, ops: readonly EffectOp[]): Step;
  /** The ability's 若… (its `condition`) compiled, with the shape it was written for (`conditionShape`, signature.ts). */
  readonly condition?: CompiledCondition;
  readonly conditionShape?: string;
  /** The 若… of single ops (an op's own `condition`, SLCG-TX-07), compiled the same way: what `fx.holds` runs. */
  readonly opConditions?: readonly CompiledOpCondition[];
  /** A triggered ability's filter past the event's type (whose event, what damage, which card), and its shape. */
  readonly trigger?: CompiledTrigger;
  readonly triggerShape?: string;
  /** The target tests of ops whose target names cards (kind and filters), one per such op: what target choice offers. */
  readonly targets?: readonly CompiledOpTarget[];
  /** The ability's printed cost as code, where its ruleset charges one (`costShape`, signature.ts). */
  readonly cost?: CompiledCost;
  readonly costShape?: string;
}

/** The resources a printed cost may name: 费用/耗能 N (energy) and SLCG's 极动能 (extreme). */
export type CostResource = 'energy' | 'extreme';

/** An ability's printed cost (the card IR's `costs`). */
export type AbilityCosts = AbilityDef['costs'];

/**
 * What a compiled cost tells the ruleset: what the printed cost owes, resource by resource (one method per
 * resource its ruleset charges), or that it is free (免费/免能: nothing owed, and nothing added to it — KL-RES-04).
 * The ruleset adds what changes a cost (KL-RES-05 modifiers), judges whether it can be paid and pays it.
 */
export type Costs<R extends CostResource = CostResource> = { free(): void } & {
  readonly [K in R]: (amount: number) => void;
};

/** A cost as code: names what it owes to `c`; the amounts are the ability's own `costs` (data). */
export type CompiledCost = (c: Costs, k: AbilityCosts) => void;

/** One filter of a target, by kind (the card IR's Filter). */
export type FilterOf<K extends Filter['kind']> = Extract<Filter, { kind: K }>;

/** A target's filters, by kind, in order: the card's own IR objects, as `Ops` are for a body. */
export type Filters<K extends readonly Filter['kind'][]> = { readonly [I in keyof K]: FilterOf<K[I]> };

/**
 * What a compiled target test asks of a candidate card, for the ability's controller and card (core/targeting.ts
 * implements it through the ruleset's hooks).
 */
export interface TargetQueries {
  readonly controller: number;
  readonly source: number;
  /** Whether the card is of the kind (角色, 卡灵, 设备, …) in its ruleset. */
  kind(card: number, kind: NonNullable<TargetSpec['kind']>): boolean;
  tapped(card: number): boolean;
  faceDown(card: number): boolean;
  trait(card: number, f: FilterOf<'trait'>): boolean;
  named(card: number, f: FilterOf<'name'>): boolean;
  typed(card: number, f: FilterOf<'type'>): boolean;
  /** Whether the card has the keyword now (granted ones included), through the ruleset's hooks. */
  keyword(card: number, f: FilterOf<'keyword'>): boolean;
  /** The card's stat now (modifiers included), through the ruleset's hooks. */
  stat(card: number, f: FilterOf<'stat'>): number;
  /** SLCG-CB-01: whether the card declared an attack this turn, through the ruleset's hooks. */
  attacked(card: number): boolean;
}

/**
 * A target's test of one candidate card, as code: its kind and filters over `TargetQueries`. Which zones and
 * sides are searched, ranges, and the ruleset's own targetability (face-down, 封锁, 阵亡 …) stay the driver's.
 */
export type CompiledTarget = CompiledOpTarget['test'];

/**
 * One op's target test: the op's index in the ability's effects, its code and the shape it was written for. (A
 * method, so a test typed for its own filters, `Filters<["stat"]>`, is one: the pool checks the shape.)
 */
export interface CompiledOpTarget {
  readonly op: number;
  test(q: TargetQueries, card: number, t: TargetSpec, f: readonly Filter[]): boolean;
  readonly shape: string;
}

/** What a trigger filter reads of an event (the runtime's GameEvent has these fields and more). */
export interface TriggerEvent {
  readonly type: string;
  readonly player?: number;
  readonly card?: number;
  readonly amount?: number;
  readonly info?: string;
  readonly from?: string;
}

/** What a compiled trigger filter asks of the game, for the ability's controller and card (implemented in core/triggers.ts). */
export interface TriggerQueries {
  readonly controller: number;
  readonly source: number;
  /** Whether the card is of the kind (角色, 卡灵, …) in its ruleset. */
  kind(card: number, kind: NonNullable<TargetSpec['kind']>): boolean;
  /** Whether the card passes the filters, seen from the controller. */
  filters(card: number, filters: readonly Filter[]): boolean;
  /** The kind of ability `ability` of the card (KL-EF-01/02). */
  effectKind(card: number, ability: number): EffectKind | undefined;
  /** Whether a damage event is damage of that kind (GA-CB-04). */
  damageKind(e: TriggerEvent, type: DamageType): boolean;
}

/** A trigger filter as code: whether the event (already of the timing's type) wakes the ability. */
export type CompiledTrigger = (q: TriggerQueries, e: TriggerEvent, t: Timing) => boolean;

/** One op's condition compiled: the op's index in the ability's effects, its code and the shape it was written for. */
export interface CompiledOpCondition {
  readonly op: number;
  readonly condition: CompiledCondition;
  readonly shape: string;
}

/** One comparison of a condition: a subject's value, or a count of what `of` names, against `value` (plus the count of `than`). */
export type ConditionLeaf = Extract<Condition, { subject: unknown }>;

/**
 * What a compiled condition reads, seen from the player whose ability it is (side 0) or that player's opponent
 * (side 1); the source card's ranges and 「自身」 are the ability's card. Implemented once (core/conditions.ts).
 */
export interface ConditionQueries {
  /** The leaf's subject (victory, handSize, turn, …) for that player, through the ruleset's hooks. */
  value(leaf: ConditionLeaf, side: 0 | 1): number;
  /** How many cards or areas the leaf's `of` names for that player (an existence test, SLCG-CT-08). */
  count(leaf: ConditionLeaf, side: 0 | 1): number;
  /** How many cards the leaf's `than` names for that player (the count `of`'s is compared with, SLCG-CT-08). */
  than(leaf: ConditionLeaf, side: 0 | 1): number;
}

/** A condition as code: the and/or/not of comparisons, over its leaves in order (`conditionLeaves`, signature.ts). */
export type CompiledCondition = (q: ConditionQueries, leaves: readonly ConditionLeaf[]) => boolean;

/** Per card of the set (in `cards` order), per ability index: its compiled functions, or null (nothing to compile). */
export type CompiledCode = readonly (readonly (CompiledAbility | null)[])[];
