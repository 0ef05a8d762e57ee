// SLCG's part of the game state, as types: its flags, per-player resources and bookkeeping, chain-link
// extras and per-pool tables. Every record is created whole (initial*), so it keeps one shape all game.

import type { GameState, PlayerState } from '../../core/state.js';
import type { SlcgTables } from './tables.js';

export interface SlcgFlags {
  /** SLCG-MO-02: the 极动能时刻 has begun. */
  extremeMoment: number;
  /** SLCG-MO-02 (global): the turn from which both players gain 极动能. */
  extremeFromTurn: number;
  /** SLCG-MO-03: the 极动能激发 choice has been claimed (by the first player to reach 5). */
  igniteClaimed: number;
  /** SLCG-MO-03: player + 1 who must make the 极动能激发 choice now, or 0. */
  ignitePending: number;
  /** SLCG-MO-04: the turn from which the 增量产能时刻 holds, or 0. */
  incrementalFrom: number;
  /** SLCG-SU-02: the second player's compensation has been taken. */
  compensated: number;
  /**
   * SLCG-CT-07: the packed events (mechanics.afterEvent) a 突发 card may answer once they happened, oldest first,
   * waiting for their windows. Replaced, never written in place: clones share it.
   */
  afterEvs: readonly number[];
  /**
   * SLCG-CB-01: per card instance, the turn it last declared an attack (0 = never), for 若本回合此角色攻击过. Replaced,
   * never written in place: clones share it.
   */
  attackTurn: readonly number[];
}

export interface SlcgRes {
  /** SLCG-ZN-07 胜利进度. */
  victory: number;
  /** SLCG-TRM-01 创伤 (the life-card record, SLCG-META-03). */
  trauma: number;
  /** SLCG-RES-01. */
  energy: number;
  /** SLCG-RES-04 极动能. */
  extremeEnergy: number;
}

export interface SlcgPlayerFlags {
  /** Hand cards converted this turn (SLCG-MO-05 counts the first). */
  conv: number;
  /** SLCG-TRM-02 濒死. */
  dying: number;
  /** SLCG-TRM-03: the turn whose 主要阶段 the dying player skips. */
  skipMainTurn: number;
  /** SLCG-TRM-03: the turn before whose 重整阶段 濒死 ends. */
  dyingClearTurn: number;
  /** SLCG-MO-02 (own): the turn from which this player gains 极动能, or 0. */
  reached5: number;
}

/** Extras on SLCG links: attacks (attacker, target, guarded), traumas (victim), event links (ev, player, card). */
export interface SlcgLinkData {
  attacker?: number;
  target?: number;
  guarded?: number;
  victim?: number;
  ev?: number;
  player?: number;
  card?: number;
  /** An 'event' link's damage was battle damage (SLCG-TX-05), for a 突发 line on 受到战斗伤害. */
  battle?: number;
}

export interface SlcgShape {
  game: SlcgFlags;
  res: SlcgRes;
  player: SlcgPlayerFlags;
  link: SlcgLinkData;
  tables: SlcgTables;
}

export type SlcgState = GameState<SlcgShape>;
export type SlcgPlayer = PlayerState<SlcgShape>;

/** No event waiting for a window (SLCG-CT-07). */
export const NO_AFTER_EVENTS: readonly number[] = Object.freeze([]);

export function initialFlags(): SlcgFlags {
  return {
    extremeMoment: 0,
    extremeFromTurn: 0,
    igniteClaimed: 0,
    ignitePending: 0,
    incrementalFrom: 0,
    compensated: 0,
    afterEvs: NO_AFTER_EVENTS,
    attackTurn: [],
  };
}

/** SLCG-SU-03: victory 0, every life card on its heart face (trauma 0). */
export function initialRes(): SlcgRes {
  return { victory: 0, trauma: 0, energy: 0, extremeEnergy: 0 };
}

export function initialPlayerFlags(): SlcgPlayerFlags {
  return { conv: 0, dying: 0, skipMainTurn: 0, dyingClearTurn: 0, reached5: 0 };
}

/** The resource names effects may name (gainResource), with the counters they change. */
export const SLCG_RESOURCES: readonly (keyof SlcgRes)[] = ['victory', 'trauma', 'energy', 'extremeEnergy'];
/** What 获得N点X may name (SLCG-RES-01 …); a loss is not refused. */
export const SLCG_EFFECT_RESOURCES = { gain: SLCG_RESOURCES, pay: ['energy', 'extremeEnergy'] } as const;
