// 光暗's part of the game state, as types: game flags, per-player resources and bookkeeping, chain-link extras
// and per-pool tables. Records are created whole (initial*) and keep one shape all game. The per-instance counter
// lists (revival countdown, seal countdown, seals taken, last sortie) are copied on write (setCounter), so clones
// that share them never see each other's changes.

import type { GameState, PlayerState } from '../../core/state.js';
import type { GuanganTables } from './tables.js';

export interface GuanganFlags {
  /** GA-CH-05: both players let the chain resolve; nothing is added to it until it is empty. */
  resolving: number;
  /** Sub-step of the current phase: the turn-start order (GA-TRN-01), the end of the turn (GA-TRN-04). */
  step: number;
  /**
   * GA-CT-03: the events a response or counter card may answer once they happened, oldest first, each waiting for a
   * window of its own (links.ts pushAfterEvent). Replaced, never changed in place: clones share the list.
   */
  afterEvs: readonly AfterEvent[];
  /** GA-LIM-01: cards shuffled back this end of turn (the deck is shuffled once they are all back). */
  returned: number;
  /** GA-WIN-05: permanent seals in the game (the all-sealed check runs only when there is one). */
  permanent: number;
  /** GA-CHR-04: revival countdown per instance, 0 = not dead. */
  revive: readonly number[];
  /** GA-CHR-06: seal countdown per instance, 0 = not sealed, PERMANENT = sealed for good. */
  sealed: readonly number[];
  /** GA-CHR-06: seals that took effect on each instance, over the whole game. */
  seals: readonly number[];
  /** GA-CB-01: the turn each instance last made a sortie, 0 = never (若本回合此角色攻击过). */
  sortied: readonly number[];
}

/** An event waiting for its window (GA-CT-03): what its 'event' link will say (GuanganLinkData ev … kind). */
export interface AfterEvent {
  /** AFTER_EVENTS index. */
  readonly ev: number;
  readonly player: number;
  readonly card: number;
  readonly amount: number;
  /** Damage kind of a 'damaged' event (DAMAGE_KINDS index, + BATTLE for battle damage). */
  readonly kind: number;
}

/** No event waiting for a window (GA-CT-03). */
export const NO_AFTER_EVENTS: readonly AfterEvent[] = Object.freeze([]);

/** `sealed` value of a permanent seal (GA-CHR-06). */
export const PERMANENT = -1;

export interface GuanganRes {
  /** GA-SU-01 血量. */
  hp: number;
  /** GA-RES-01 体力. */
  stamina: number;
  /** GA-RES-05 出击次数. */
  sorties: number;
  /** GA-RES-06 【光暗值】. */
  lightDark: number;
  /** GA-CB-06: the player's 护盾. */
  shield: number;
}

export interface GuanganPlayerFlags {
  /** GA-RES-09: 0 = not chosen, SIDE.light, SIDE.dark. */
  side: number;
  /** GA-RES-09: links from this id on run the chosen side's variant lines (links made before the choice do not). */
  sideFrom: number;
  /** GA-RES-09: the choice is owed (【光暗值】 reached the cap). */
  sidePending: number;
  /** GA-CHR-02: 【光暗值】 gained so far (points lost to the cap do not count). */
  gained: number;
  /** GA-SU-04 / GA-CHR-02: characters still to be chosen. */
  unlocks: number;
  /** The character chosen and waiting for its position (instance + 1), or 0. */
  placing: number;
  /** GA-SU-01/02: the HP the player started with (what recovering can reach). */
  maxHp: number;
}

export const SIDE = { none: 0, light: 1, dark: 2 } as const;

/** Extras on 光暗 links: sorties (attacker, target), card links (slot, fromSet), event links (the event). */
export interface GuanganLinkData {
  attacker?: number;
  target?: number;
  /** The card holds a 用牌区 slot while on the chain (a continuous card, a response from hand in the opponent's turn). */
  slot?: number;
  /** The card was activated from the 用牌区, where it was set. */
  fromSet?: number;
  ev?: number;
  player?: number;
  card?: number;
  amount?: number;
  kind?: number;
  /** 该伤害±N of response and counter cards waiting on this link's damage (damage-answers.ts), 5 numbers each. */
  dmg?: number[];
}

export interface GuanganShape {
  game: GuanganFlags;
  res: GuanganRes;
  player: GuanganPlayerFlags;
  link: GuanganLinkData;
  tables: GuanganTables;
}

export type GuanganState = GameState<GuanganShape>;
export type GuanganPlayer = PlayerState<GuanganShape>;
export type GuanganLink = GuanganState['chain'][number];

/** Fresh flags for a game of `cards` instances (the counter lists are sized once, by push). */
export function initialFlags(cards: number): GuanganFlags {
  const revive: number[] = [],
    sealed: number[] = [],
    seals: number[] = [],
    sortied: number[] = [];
  for (let i = 0; i < cards; i++) {
    revive.push(0);
    sealed.push(0);
    seals.push(0);
    sortied.push(0);
  }
  return {
    resolving: 0,
    step: 0,
    afterEvs: NO_AFTER_EVENTS,
    returned: 0,
    permanent: 0,
    revive,
    sealed,
    seals,
    sortied,
  };
}

export function initialRes(hp: number): GuanganRes {
  return { hp, stamina: 0, sorties: 0, lightDark: 0, shield: 0 };
}

export function initialPlayerFlags(maxHp: number): GuanganPlayerFlags {
  return { side: 0, sideFrom: 0, sidePending: 0, gained: 0, unlocks: 0, placing: 0, maxHp };
}

type Counter = 'revive' | 'sealed' | 'seals' | 'sortied';

/** Sets one per-instance counter, copying the list first (clones share it). */
export function setCounter(s: GuanganState, which: Counter, inst: number, value: number): void {
  if (s.flags[which][inst] === value) return;
  const next = s.flags[which].slice();
  next[inst] = value;
  s.flags[which] = next;
}

/** The resources effects may name (gainResource), GA-RES-01/06, GA-CB-06, GA-SU-01. */
const GUANGAN_RESOURCES: readonly string[] = ['stamina', 'lightDark', 'shield', 'hp'];
/** What 获得/失去N点X may name (GA-RES-01 …; 出击次数 is not changed by effects). */
export const GUANGAN_EFFECT_RESOURCES = { gain: GUANGAN_RESOURCES, lose: GUANGAN_RESOURCES } as const;
