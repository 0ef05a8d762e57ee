// The game state shared by every ruleset: flat, plain data, cheap to clone (search agents clone per move).
// Copy-on-write fields (limits, mods, defs, params) are never mutated in place, so clones share them.

import type { CardDef, Duration } from '../card-def.js';
import type { RngState } from './rng.js';

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
  /** Grid cell 0..24 for grid rulesets, else -1. */
  cell: number;
  /** Bumped on every zone change, so 'field' limits restart for a card that re-enters (KL-LIM-02). */
  epoch: number;
}

export interface PlayerState {
  /** Instance ids per zone, indexed like `zoneNames`; index 0 of a deck is its top. */
  zones: number[][];
  /** Counters such as victory, trauma, energy, extremeEnergy, stamina. */
  res: Record<string, number>;
  /** Ruleset bookkeeping (per-turn counts, 濒死 timeline, …). */
  flags: Record<string, number>;
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
export interface ChainLink {
  id: number;
  /** Ruleset-defined: 'ability', 'card', 'deploy', 'attack', 'trauma', 'push', … */
  kind: string;
  controller: number;
  /** Source instance or -1. */
  source: number;
  /** Ability index on the source's def, or -1. */
  ability: number;
  /** Chosen targets per effect op index (instance ids, or encoded players/cells; see targeting). */
  targets: number[][];
  negated: boolean;
  /** Next effect op to resolve (resolution can pause for a choice). */
  next: number;
  /** Ruleset extras: attacker, attack target, the link this one answers, the trigger subject, … */
  data: Record<string, number>;
}

/** A triggered ability waiting to be put on the chain. */
export interface PendingTrigger {
  controller: number;
  source: number;
  ability: number;
  /** Subject of the triggering event (instance, encoded player) or -1. */
  subject: number;
  /** Ordering class given by the ruleset's chain policy. */
  cls: number;
  optional: boolean;
  public: boolean;
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
  /** Continuation data for the ruleset. */
  context: Record<string, number>;
}

/** An open response window (priority passes alternate until both pass in succession). */
export interface ResponseWindow {
  priority: number;
  passes: number;
}

export interface GameState {
  ruleset: string;
  defs: readonly CardDef[];
  params: Readonly<Record<string, unknown>>;
  zoneNames: readonly string[];
  seed: number;
  cards: CardInstance[];
  players: PlayerState[];
  turn: number;
  active: number;
  first: number;
  phase: string;
  rng: RngState;
  limits: Readonly<Record<string, number>>;
  mods: readonly Modifier[];
  chain: ChainLink[];
  /** A link whose targets are being chosen before it goes on the chain. */
  building: ChainLink | null;
  triggers: PendingTrigger[];
  window: ResponseWindow | null;
  pending: Decision | null;
  /** Grid cells → instance id or -1 (kaling); null when the ruleset has no grid. */
  grid: number[] | null;
  flags: Record<string, number>;
  /** null while playing; 0/1 = that player won; -1 = draw (both lose). */
  winner: number | null;
  nextLinkId: number;
}

function cloneLink(l: ChainLink): ChainLink {
  return {
    id: l.id,
    kind: l.kind,
    controller: l.controller,
    source: l.source,
    ability: l.ability,
    targets: l.targets.map((t) => t.slice()),
    negated: l.negated,
    next: l.next,
    data: { ...l.data },
  };
}

/** Deep enough copy that mutating the clone never changes the original. */
export function cloneState(s: GameState): GameState {
  // Arrays start as slices of the source's and are overwritten in place, not `new Array(n)`: that makes holey
  // arrays, and a clone whose arrays differ in kind from a new game's makes every s.cards[i] / s.players[p] /
  // zones[z] access in the engine polymorphic (slice keeps the kind, and sizes the array once).
  const src = s.cards;
  const cards: CardInstance[] = src.slice();
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    cards[i] = {
      id: c.id,
      def: c.def,
      owner: c.owner,
      controller: c.controller,
      zone: c.zone,
      tapped: c.tapped,
      faceDown: c.faceDown,
      enteredTurn: c.enteredTurn,
      damage: c.damage,
      cell: c.cell,
      epoch: c.epoch,
    };
  }
  const players: PlayerState[] = s.players.slice();
  for (let i = 0; i < players.length; i++) {
    const p = players[i];
    const zones = p.zones.slice();
    for (let z = 0; z < zones.length; z++) zones[z] = zones[z].slice();
    players[i] = { zones, res: { ...p.res }, flags: { ...p.flags } };
  }
  return {
    ruleset: s.ruleset,
    defs: s.defs,
    params: s.params,
    zoneNames: s.zoneNames,
    seed: s.seed,
    cards,
    players,
    turn: s.turn,
    active: s.active,
    first: s.first,
    phase: s.phase,
    rng: s.rng.slice(),
    limits: s.limits,
    mods: s.mods,
    chain: s.chain.length ? s.chain.map(cloneLink) : [],
    building: s.building ? cloneLink(s.building) : null,
    triggers: s.triggers.slice(),
    window: s.window ? { priority: s.window.priority, passes: s.window.passes } : null,
    pending: s.pending,
    grid: s.grid ? s.grid.slice() : null,
    flags: { ...s.flags },
    winner: s.winner,
    nextLinkId: s.nextLinkId,
  };
}

export function defOf(s: GameState, inst: number): CardDef {
  return s.defs[s.cards[inst].def];
}

export function opponentOf(p: number): number {
  return 1 - p;
}
