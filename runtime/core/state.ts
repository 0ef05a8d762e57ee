// The game state shared by every ruleset: flat, plain data, cheap to clone (search agents clone per move).
// A ruleset types its own part through a StateShape (its flags, resources, link extras and per-pool
// tables); the core reads only the fields declared here. Copy-on-write fields (limits, mods, defs,
// params, pool) are never mutated in place, so clones share them.

import type { CardDef, Duration, RulesetId } from '../card-def.js';
import type { CardPool } from './pool.js';
import type { RngState } from './rng.js';
import type { LimitTable } from './limits.js';

/** What a ruleset adds to the state, as types. Every record holds numbers and keeps one shape for the whole game. */
export interface StateShape {
  /** Game-level bookkeeping (moments, per-game choices, …). */
  game: object;
  /** Per-player resources and counters that costs, conditions and effects name (energy, life, victory, …). */
  res: object;
  /** Per-player bookkeeping (per-turn counts, timelines, …). */
  player: object;
  /** Extra numbers on chain links (attacker, attack target, victim, …). */
  link: object;
  /** Per-card-pool lookup tables the ruleset builds once (see CardPool.tables). */
  tables: unknown;
}

/** The shape the core sees: any ruleset's. */
export interface AnyShape extends StateShape {
  game: object;
  res: object;
  player: object;
  link: object;
  tables: unknown;
}

/** One physical card. Its id is its index in `GameState.cards`; it sits in exactly one zone. */
export interface CardInstance {
  id: number;
  /** Index into `GameState.defs`. */
  def: number;
  owner: number;
  controller: number;
  /** Zone index into `GameState.zoneNames`. */
  zone: number;
  tapped: boolean;
  faceDown: boolean;
  /** Turn in which it entered its current zone (cooldown, SLCG-CT-13). */
  enteredTurn: number;
  /** Damage taken this turn (SLCG-CT-10) or total damage where a ruleset keeps HP. */
  damage: number;
  /** Grid cell 0..24 for grid rulesets; a character's position in 光暗 (GA-ZN-04); else -1. */
  cell: number;
  /** Bumped on every zone change, so 'field' limits restart for a card that re-enters (KL-LIM-02). */
  epoch: number;
}

/**
 * A card record. Records are copied on write: a clone shares its source's records (only the `cards` array is
 * copied), and a record may be written only by the state whose `cards` array is its `#writer` — every write goes
 * through `mutCard`, which copies a record the state does not own first. The writer is a private field: it is not
 * part of the game, so a state's JSON, its equality in tests and its views never see it. A plain object in `cards`
 * (a state parsed from JSON) has no writer and is copied on its first write.
 */
// The fields are CardInstance's (declaration merging), assigned in the constructor: one list of them, above.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-unsafe-declaration-merging
interface Card extends CardInstance {}
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
class Card {
  readonly #writer: readonly CardInstance[] | null;
  constructor(c: CardInstance, def: number, writer: readonly CardInstance[] | null) {
    this.#writer = writer;
    this.id = c.id;
    this.def = def;
    this.owner = c.owner;
    this.controller = c.controller;
    this.zone = c.zone;
    this.tapped = c.tapped;
    this.faceDown = c.faceDown;
    this.enteredTurn = c.enteredTurn;
    this.damage = c.damage;
    this.cell = c.cell;
    this.epoch = c.epoch;
  }

  /** Whether `c` may be written in place by the state whose card array is `cards`. */
  static writable(c: CardInstance, cards: readonly CardInstance[]): boolean {
    return #writer in c && (c as Card).#writer === cards;
  }
}

/** A new card record at setup, to be pushed into `cards` (the new game's array, whose state writes it). */
export function newCard(
  cards: readonly CardInstance[],
  id: number,
  def: number,
  owner: number,
  zone: number,
  faceDown: boolean,
): CardInstance {
  const fresh: CardInstance = {
    id,
    def,
    owner,
    controller: owner,
    zone,
    tapped: false,
    faceDown,
    enteredTurn: 0,
    damage: 0,
    cell: -1,
    epoch: 0,
  };
  return new Card(fresh, def, cards);
}

export interface PlayerState<X extends StateShape = AnyShape> {
  /** Instance ids per zone, indexed like `zoneNames`; index 0 of a deck is its top. */
  zones: number[][];
  /** Resources and counters (typed per ruleset). */
  res: X['res'];
  /** Ruleset bookkeeping (typed per ruleset). */
  flags: X['player'];
}

/** A temporary or source-bound change: a granted keyword or a stat change (copy-on-write). */
export interface Modifier {
  target: number;
  kind: 'keyword' | 'stat';
  key: string;
  amount: number;
  /** Expires at the end of this turn number; Infinity = never by time. */
  until: number;
  duration: Duration;
  /** Instance whose presence keeps it alive ('whileSource'), or -1. */
  source: number;
}

/** One link of the chain/response stack. */
export interface ChainLink<D extends object = object> {
  id: number;
  /** Ruleset-defined: 'ability', 'card', 'deploy', 'attack', 'trauma', 'push', … */
  kind: string;
  controller: number;
  /** Source instance or -1. */
  source: number;
  /** Ability index on the source's def, or -1. */
  ability: number;
  /**
   * Chosen targets per effect op index (instance ids, or encoded players/cells; see targeting); for an op that brings
   * cards into play (召唤, 超越降临: effects/interpreter.ts entersPlay), the instances it brought, as it resolves.
   */
  targets: number[][];
  negated: boolean;
  /** The effect op being worked on: while targets are chosen, the op being targeted; on the chain, the next op to
   *  resolve (resolution can pause for a choice). Reset to 0 when the link goes on the chain. */
  next: number;
  /** Subject of the triggering event or of the answered link (instance, encoded player), or -1. */
  subject: number;
  /** The attacking card of the attack (攻击 / 被攻击) that triggered this link (TargetSpec ref 'attacker'); else absent. */
  attacker?: number;
  /** Id of the link this one answers (what 无效 cancels), or -1. */
  answers: number;
  /** 可以 answers per effect op, as bits: asked (bit i set = op i was asked) and yes. Abilities have < 31 ops. */
  optAsked: number;
  optYes: number;
  /** Optional ops that were done (chosen and acted), as bits: what `ifDone` ops wait for (SLCG-TX-08). */
  optDone: number;
  /** Ops whose own 若 was judged and failed, as bits: what a 否则 op (`otherwise`) waits for. */
  condFailed: number;
  /** Cards picked per effect op (载入): one list per op once something was picked, else null. */
  picks: number[][] | null;
  /** 选择一项: per choice (EffectOp.mode group) the options chosen, as bits; null until one is chosen. */
  modes: number[] | null;
  /** Ruleset extras (typed per ruleset). */
  data: D;
}

/** KL-CH-02 trigger classes, in chain order: mandatory induced > optional induced > free-timing. */
export const TRIGGER_CLASS = { mandatory: 0, optional: 1, freeTiming: 2 } as const;
export type TriggerClass = (typeof TRIGGER_CLASS)[keyof typeof TRIGGER_CLASS];

/** A triggered ability waiting to be put on the chain. */
export interface PendingTrigger {
  controller: number;
  source: number;
  ability: number;
  /** Subject of the triggering event (instance, encoded player) or -1. */
  subject: number;
  /** The attacking card when the event is an attack or an attack on a card (ChainLink.attacker). */
  attacker?: number;
  /** Ordering class (TRIGGER_CLASS), given by the ruleset's trigger rules. */
  cls: TriggerClass;
  /** The controller decides whether to use it: 可以 (SLCG-TX-08, KL-CH-02 自主选发), or the ruleset's `optional` (KL-CH-03). */
  optional: boolean;
  /** KL-CH-03: false when activated from a hidden place (hand, a face-down card). */
  public: boolean;
  /** Id of the link the waking event belongs to (the one being built, else the top of the chain), or -1: what 无效 may answer. */
  link: number;
}

export interface DecisionOption {
  label: string;
  value: number;
}

/** A question the engine asks one player; answered with an index into `options`. */
export interface Decision {
  player: number;
  kind: string;
  prompt: string;
  options: DecisionOption[];
  /** Continuation data for whoever answers it (the driver, or the ruleset for its own kinds). */
  context: Record<string, number>;
}

/** An open response window (priority passes alternate until both pass in succession). */
export interface ResponseWindow {
  priority: number;
  passes: number;
}

export interface GameState<X extends StateShape = AnyShape> {
  ruleset: RulesetId;
  /** The card pool this game plays with: its definitions, lookup tables and caches (shared by clones). */
  pool: CardPool<X['tables']>;
  /** `pool.defs`, kept here because every card lookup reads it. */
  defs: readonly CardDef[];
  params: Readonly<Record<string, unknown>>;
  zoneNames: readonly string[];
  seed: number;
  cards: CardInstance[];
  players: PlayerState<X>[];
  turn: number;
  active: number;
  first: number;
  phase: string;
  rng: RngState;
  limits: LimitTable;
  mods: readonly Modifier[];
  chain: ChainLink<X['link']>[];
  /** A link whose targets are being chosen before it goes on the chain. */
  building: ChainLink<X['link']> | null;
  triggers: PendingTrigger[];
  window: ResponseWindow | null;
  pending: Decision | null;
  /** Grid cells → instance id or -1 (kaling); null when the ruleset has no grid. */
  grid: number[] | null;
  /** KL-TX-07 封锁: per grid cell, the last turn it stays locked (-1 = not locked); null without a grid. */
  gridLocks: number[] | null;
  /** Chains closed so far: 'chain' limits (KL-CH-04) are counted per chain. */
  chainSeq: number;
  /** Ruleset bookkeeping (typed per ruleset). */
  flags: X['game'];
  /** null while playing; 0/1 = that player won; -1 = draw (both lose). */
  winner: number | null;
  nextLinkId: number;
}

/**
 * Card records shared between states are frozen when this is on (the tests turn it on, test/setup.ts), so a write
 * that bypasses `mutCard` throws where it happens instead of changing another state's card.
 */
export const cardRecordChecks = { freezeShared: false };

/**
 * The record of card `id` that `s` may write: its own, copied from the shared one first if need be. Every write to a
 * card record goes through here (state.ts's copy-on-write invariant); reads use `s.cards[id]` directly.
 */
export function mutCard(s: GameState, id: number): CardInstance {
  const cards = s.cards;
  const c = cards[id];
  if (Card.writable(c, cards)) return c;
  const own = new Card(c, c.def, cards);
  cards[id] = own;
  return own;
}

function cloneLink<D extends object>(l: ChainLink<D>): ChainLink<D> {
  return {
    id: l.id,
    kind: l.kind,
    controller: l.controller,
    source: l.source,
    ability: l.ability,
    targets: l.targets.map((t) => t.slice()),
    negated: l.negated,
    next: l.next,
    subject: l.subject,
    ...(l.attacker !== undefined && { attacker: l.attacker }),
    answers: l.answers,
    optAsked: l.optAsked,
    optYes: l.optYes,
    optDone: l.optDone,
    condFailed: l.condFailed,
    picks: l.picks ? l.picks.map((p) => p.slice()) : null,
    modes: l.modes ? l.modes.slice() : null,
    data: { ...l.data },
  };
}

/** Deep enough copy that mutating the clone never changes the original. */
export function cloneState<S extends GameState>(s: S): S {
  // Arrays start as slices of the source's and are overwritten in place, not `new Array(n)`: that makes holey
  // arrays, and a clone whose arrays differ in kind from a new game's makes every s.cards[i] / s.players[p] /
  // zones[z] access in the engine polymorphic (slice keeps the kind, and sizes the array once).
  // The card records are shared (copy-on-write, see mutCard): only the array is copied.
  return cloneStateWith(s, s.cards.slice(), s.rng.slice(), s.seed);
}

/** A copy of a card record holding `def` (every record is made here or at setup, so all have one shape). */
export function copyCard(c: CardInstance, def: number, writer: readonly CardInstance[] | null = null): CardInstance {
  // Without a writer (the array it goes into is not known) its first write copies it once more (mutCard); a view
  // names the array of the state it builds, so a determinization deals into its masked records in place.
  return new Card(c, def, writer);
}

/**
 * A clone whose card records, RNG and seed are given: views (view.ts) put masked ones in, determinizations
 * (determinize.ts) dealt ones. Nothing else of `s.cards`, `s.rng` or `s.seed` is read.
 */
export function cloneStateWith<S extends GameState>(s: S, cards: CardInstance[], rng: RngState, seed: number): S {
  // `cards` may share records with `s`: from now on neither state may write them in place. `s` gets a new array
  // (same records), which owns none of them, so its next write to any of them copies it (mutCard).
  s.cards = s.cards.slice();
  if (cardRecordChecks.freezeShared)
    for (let i = 0; i < cards.length; i++) if (!Card.writable(cards[i], cards)) Object.freeze(cards[i]);
  const players = s.players.slice();
  for (let i = 0; i < players.length; i++) {
    const p = players[i];
    const zones = p.zones.slice();
    for (let z = 0; z < zones.length; z++) zones[z] = zones[z].slice();
    players[i] = { zones, res: { ...p.res }, flags: { ...p.flags } };
  }
  const clone = {
    ruleset: s.ruleset,
    pool: s.pool,
    defs: s.defs,
    params: s.params,
    zoneNames: s.zoneNames,
    seed,
    cards,
    players,
    turn: s.turn,
    active: s.active,
    first: s.first,
    phase: s.phase,
    rng,
    limits: s.limits,
    mods: s.mods,
    chain: s.chain.length ? s.chain.map(cloneLink) : [],
    building: s.building ? cloneLink(s.building) : null,
    triggers: s.triggers.slice(),
    window: s.window ? { priority: s.window.priority, passes: s.window.passes } : null,
    pending: s.pending,
    grid: s.grid ? s.grid.slice() : null,
    gridLocks: s.gridLocks ? s.gridLocks.slice() : null,
    chainSeq: s.chainSeq,
    flags: { ...s.flags },
    winner: s.winner,
    nextLinkId: s.nextLinkId,
  } as S;
  return clone;
}
