// The plug-in contract every ruleset implements, the hooks the shared targeting/effect code calls, and the
// registry. The driver (core/driver/) runs the game loop; a ruleset supplies data and small functions:
// zones, phases (`step`), actions, link resolvers and ops, hooks, chain policy, trigger rules, setup.

import type { AbilityDef, CardDef, EffectOp, Filter, RulesetId, TargetSpec } from '../card-def.js';
import type { CostResource } from '../effects/api.js';
import type { OpRegistry } from '../effects/registry.js';
import type { ActionError } from './errors.js';
import type { GameEvent } from './events.js';
import type { HiddenRules } from './hidden.js';
import type { CardPool } from './pool.js';
import type { ChainLink, Decision, DecisionOption, GameState, PendingTrigger, TriggerClass } from './state.js';

/** An action an agent can take. Every ruleset defines its own union; `choose` and `pass` belong to the driver. */
export interface Action {
  type: string;
  [field: string]: unknown;
}

/** The driver's own actions: answering the pending decision, passing priority in a response window. */
export type CoreAction = { type: 'choose'; index: number } | { type: 'pass' };

/** Resolves a link of a non-effect kind after the driver took it off the chain. */
export type LinkResolver<S extends GameState = GameState> = (s: S, ev: GameEvent[], link: S['chain'][number]) => void;

/** Applies the answer to a decision kind the ruleset asks itself (the driver answers target/trigger/optional/pick). */
export type DecisionHandler<S extends GameState = GameState> = (
  s: S,
  d: Decision,
  option: DecisionOption,
  ev: GameEvent[],
) => void;

export interface CostModel {
  readonly resources: readonly CostResource[];
  charges(ab: AbilityDef): boolean;
}

/**
 * The resources 获得N点X / 失去N点X / 支付N点X may name in a ruleset (what its validateCard accepts); `lose` absent:
 * any. The checker reads the same lists (runtime/rulesets/index.ts RULESET_RESOURCES), so no card it accepts is
 * refused.
 */
export interface EffectResources {
  readonly gain: readonly string[];
  readonly lose?: readonly string[];
  /** What an effect may pay (支付N点能量, SLCG-RES-01 / KL-RES-04); absent or empty: nothing. */
  readonly pay?: readonly string[];
}

export interface Ruleset<S extends GameState = GameState, A extends Action = Action, T = unknown> {
  readonly id: RulesetId;
  /** Zone names, indexed as in every player's `zones`. */
  readonly zones: readonly string[];
  readonly hooks: RulesHooks<S>;
  readonly chainPolicy: ChainPolicy<S>;
  readonly triggerRules: TriggerRules<S>;
  /** The effect ops this ruleset runs: the one source of "which ruleset runs which op" (the checker reads it too). */
  readonly ops: OpRegistry<S>;
  /**
   * What an ability's printed cost may owe in this game and which abilities are charged one (where the ruleset
   * judges and pays it): what a compiled cost function may name (`Costs<resources>`, effects/api.ts). Absent: no
   * ability of this game has a printed cost (光暗: a card's stamina is the card's, GA-RES-04).
   */
  readonly costs?: CostModel;
  /** Link kinds whose resolution runs the source ability's effect ops (the driver runs them, pausing for choices). */
  readonly effectLinks: ReadonlySet<string>;
  /** How every other link kind resolves, once the driver has taken it off the chain. An unknown kind is an engine error. */
  readonly links: Readonly<Record<string, LinkResolver<S>>>;
  /** Answers to the ruleset's own decision kinds. */
  readonly decisions: Readonly<Record<string, DecisionHandler<S>>>;
  /** A problem that makes a card unplayable in this ruleset beyond its ops (checked when a pool is built), or null. */
  validateCard?(d: CardDef): string | null;
  /** The ruleset's per-pool tables (built once per card pool, see core/pool.ts). */
  poolTables(defs: readonly CardDef[]): T;
  /**
   * Starts a game from a ruleset-specific, JSON-serialisable setup (cards, decks, seed, params, …) and runs it to
   * the first decision; returns the state and the events so far. Mass play passes one pool for many games.
   */
  start(setup: any, pool?: CardPool<T>): { state: S; events: GameEvent[] };
  /** Checked first each time round the loop: a question that must be asked at once (SLCG-MO-03). True = it did something. */
  interrupt?(s: S, ev: GameEvent[]): boolean;
  /** After queued triggers are placed: links the ruleset opens by itself (SLCG-CT-07 windows after an event). */
  afterTriggers?(s: S, ev: GameEvent[]): boolean;
  /** Whether `p`, holding priority, may do anything but pass (the driver passes for a player who cannot). */
  hasResponse(s: S, p: number): boolean;
  /** `p`'s answers in the open window, besides 'pass' (which the driver adds first). */
  windowActions(s: S, p: number, out: A[]): void;
  /** `p`'s actions when no window or decision is open; none when `p` may not act now. */
  turnActions(s: S, p: number, out: A[]): void;
  /** Legality of the ruleset's own actions (`p` = the actor); never mutates. */
  check(s: S, a: A, p: number): ActionError | null;
  /** Applies one of the ruleset's own checked actions in place; the driver then runs the game forward. */
  perform(s: S, a: A, p: number, ev: GameEvent[]): void;
  /** After an effect link resolved (negated = false) or any negated link was taken off the chain. */
  afterLink?(s: S, ev: GameEvent[], link: S['chain'][number], negated: boolean): void;
  /** After every link that resolved (e.g. win checks). */
  afterResolve?(s: S, ev: GameEvent[]): void;
  /** One step of the turn when nothing is pending, building, queued, open or chained; false = the active player acts now. */
  step(s: S, ev: GameEvent[]): boolean;
  /** Side effects of an event beyond waking triggers (the driver's emit calls it after collecting triggers). */
  onEvent?(s: S, e: GameEvent): void;
  /** Default score of a state for `player` (greedy bots); higher is better, a win is ±1e6. */
  evaluate(s: S, player: number): number;
  /** What players may not know (core/hidden.ts): views mask it, determinizations deal it out again. */
  readonly hidden: HiddenRules<S>;
  /**
   * The effect ops a link runs, when they are not simply its source ability's (a text variant in force, a
   * standing line applied elsewhere). Building and resolution both read it, so it must give the same list for
   * a link over its whole life. Default: the source ability's effects (driver/building.ts effectsOf).
   */
  linkEffects?(s: S, link: S['chain'][number]): readonly EffectOp[];
}

/** What shared code (targeting, conditions, effect ops) needs to know about a ruleset. */
export interface RulesHooks<S extends GameState = GameState> {
  /** Zones that make up the field (main area, grid, …). */
  fieldZones: readonly number[];
  kindMatches(s: S, inst: number, kind: string): boolean;
  stat(s: S, inst: number, stat: string): number;
  hasKeyword(s: S, inst: number, keyword: string): boolean;
  /** SLCG-CB-01: whether the card declared an attack this turn (filter `attackedThisTurn`); absent: never. */
  attackedThisTurn?(s: S, inst: number): boolean;
  conditionValue(s: S, subject: string, player: number, filters?: Filter[]): number;
  /** Targets the chooser must pick first (SLCG-KW-09 法术吸引), or null. */
  forcedTargets?(s: S, candidates: number[], chooser: number): number[] | null;
  /**
   * Whether an instance on the field can be designated by `spec` (e.g. dead characters in 光暗; KL-CT-07: a
   * face-down card only by text that names face-down cards).
   */
  targetable?(s: S, inst: number, chooser: number, spec: TargetSpec): boolean;
  /**
   * Whether a card in a zone the spec names (`TargetSpec.zone`: a hand, a 弃区 …) can be designated; by default it
   * picks from that zone as it is (the ruleset chose to look there). 卡灵时代: not from the other player's hand,
   * which the chooser does not see.
   */
  zoneTargetable?(s: S, inst: number, chooser: number, spec: TargetSpec): boolean;
  /** Whether a grid area can be designated by `spec` (e.g. KL-CT-07: not an area holding a face-down card); default: any. */
  areaTargetable?(s: S, cell: number, chooser: number, spec: TargetSpec): boolean;
}

/** How a ruleset orders simultaneous triggers and who may answer what. */
export interface ChainPolicy<S extends GameState = GameState> {
  /**
   * Returns triggers in the order they go on the chain: the first becomes the lowest link and resolves last.
   * The driver asks only when two or more wait (one trigger has one order).
   */
  orderTriggers(s: S, triggers: PendingTrigger[]): PendingTrigger[];
  /** Whether a link of kind `answerKind` may be added on top of `top` (undefined = empty chain). */
  canAnswer(s: S, top: ChainLink | undefined, answerKind: string): boolean;
  /** Who holds priority first once `link` is on the chain (default: the turn player, KL-CH-01 / SLCG-CH-01). */
  firstPriority?(s: S, link: ChainLink): number;
}

/** Which triggered abilities wake, and what the chain policy needs to know about each. */
export interface TriggerRules<S extends GameState = GameState> {
  /**
   * Which abilities with a timing wake on it (judged once per pool; default: those of kind 'triggered'), e.g.
   * 卡灵时代's 瞬发 effects with a 当…时, or 光暗 without its variant lines.
   */
  wakes?(d: CardDef, ab: AbilityDef): boolean;
  /** Zones whose cards' abilities wake (default: the field zones), e.g. a hand for effects used from it. */
  zones?: readonly number[];
  /** Extra gate (e.g. SLCG-TX-02 whose turn), asked when the trigger wakes and again before it is used; `source` is the instance whose ability it is. */
  allowed?(s: S, ab: AbilityDef, controller: number, source: number): boolean;
  /**
   * Whether the controller may decline the trigger (asked yes/no before it is paid for or its targets chosen);
   * default: the ability's 可以 (SLCG-TX-08). 卡灵时代: also every effect used from hand or a face-down card (KL-CH-03).
   */
  optional?(s: S, ab: AbilityDef, source: number): boolean;
  /** KL-CH-02 class; default: optional (see `optional`) ⇒ optional, else mandatory. */
  cls?(s: S, ab: AbilityDef, source: number): TriggerClass;
  /** KL-CH-03: whether the trigger is public (default: yes). */
  isPublic?(s: S, source: number): boolean;
  /** The link kind a triggered ability goes on the chain as (default 'ability'). */
  linkKind?: string;
  /**
   * Whether a used trigger is an activation other triggers answer: its 'activated' event wakes them as a chosen
   * effect's does, and what it wakes answers its link (卡灵时代 KL-EF-02: a 瞬发 effect with 当……时 is activated at that
   * timing, so 当对方发动瞬发效果时，无效该效果 meets a 降临时 line). Default: the event is only recorded.
   */
  announced?: boolean;
  /**
   * A trigger that will be used, once its limits counted and its link started building: pay its costs, set the
   * link's extras (what it answers: `t.link`). It may ask a decision of its own before the targets are chosen.
   */
  onBegin?(s: S, ev: GameEvent[], t: BegunTrigger, link: S['chain'][number]): void;
}

/** What a trigger carries once it is used (a PendingTrigger, or the context of its 可以 question). */
export type BegunTrigger = Pick<PendingTrigger, 'controller' | 'source' | 'ability' | 'subject' | 'attacker' | 'link'>;

const registry = new Map<string, Ruleset<any, any, any>>();

export function registerRuleset(r: Ruleset<any, any, any>): void {
  registry.set(r.id, r);
}

export function getRuleset(id: string): Ruleset {
  const r = registry.get(id);
  if (!r) throw new Error(`unknown ruleset '${id}': the runtime plays ${[...registry.keys()].join(', ')}`);
  return r;
}

/** Ids of the rulesets whose runtime is loaded. */
export function registeredRulesets(): RulesetId[] {
  return [...registry.keys()] as RulesetId[];
}
