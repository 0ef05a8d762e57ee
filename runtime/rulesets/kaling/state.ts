// 卡灵时代's part of the game state, as types: its flags, per-player resources and bookkeeping, chain-link
// extras and per-pool tables. Every record is created whole (initial*), so it keeps one shape all game.

import type { GameState, PlayerState } from '../../core/state.js';
import type { KalingTables } from './tables.js';

export interface KalingFlags {
  /** KL-MV-04: the 卡灵 moving now (instance + 1, or 0), the steps it has taken and the area it reached. */
  moving: number;
  moveSteps: number;
  moveCell: number;
  /** KL-SU-03 调试: whose hand is being asked (0 = the first player, 1 = the second, 2 = done) and which card. */
  mulliganSeat: number;
  mulliganCard: number;
  /** Sub-step of the current phase (the end phase emits 回合结束时 first, then refills and passes the turn). */
  stage: number;
  /**
   * KL-CB-01 / KL-MV-02: per card instance, the turn it last attacked / began a movement (0 = never). Copy-on-write
   * like `limits`: replaced, never written in place, so clones share them (legal-action enumeration reads them for
   * every 卡灵 of every decision).
   */
  attackTurn: readonly number[];
  moveTurn: readonly number[];
  /** KL-CH-04: effects (card × 64 + ability) activated in chain number `chainUsesSeq` (copy-on-write). */
  chainUses: readonly number[];
  chainUsesSeq: number;
}

export interface KalingRes {
  /** KL-SU-04 生命点数. */
  life: number;
  /** KL-RES-01 能量. */
  energy: number;
}

export interface KalingPlayerFlags {
  /** KL-SUM-02: paid summons made in turn `summonTurn`. */
  summons: number;
  summonTurn: number;
  /** KL-SUM-06: the turn a same-level replacement (level 3+) was made. */
  sameLevelTurn: number;
  /** KL-SK-02 爆能抽卡: the turn it was last used. */
  drawSkillTurn: number;
  /** KL-SK-03 调兵奇袭: uses this game and the turn of the last one. */
  moveSkillUses: number;
  moveSkillTurn: number;
  /** KL-SU-03: hand positions to return (bits), once asked. */
  mulliganMask: number;
  /** KL-WIN-02: had to draw from an empty deck. */
  deckedOut: number;
}

/**
 * Extras on 卡灵时代 links. attack: the attacker, the attacked area (-1 = the opponent player, KL-CB-08) and the
 * card standing there when it was declared; battle: the same plus the 抵抗 chosen (0 = AP, 1 = DP) and whether the
 * battle is vertical (1) or horizontal (0); place: the area a device goes to. `card` = 1 on links that are also a
 * 卡牌的发动 (KL-CT-06): a tactic or one-shot device, which goes to the 弃区 after its link.
 */
export interface KalingLinkData {
  attacker?: number;
  cell?: number;
  defender?: number;
  resist?: number;
  vertical?: number;
  card?: number;
}

export interface KalingShape {
  game: KalingFlags;
  res: KalingRes;
  player: KalingPlayerFlags;
  link: KalingLinkData;
  tables: KalingTables;
}

export type KalingState = GameState<KalingShape>;
export type KalingPlayer = PlayerState<KalingShape>;

/** `cards` = the number of card instances of the game. */
export function initialFlags(cards: number): KalingFlags {
  const attackTurn: number[] = [];
  for (let i = 0; i < cards; i++) attackTurn.push(0);
  return {
    moving: 0,
    moveSteps: 0,
    moveCell: -1,
    mulliganSeat: 0,
    mulliganCard: 0,
    stage: 0,
    attackTurn,
    moveTurn: attackTurn.slice(),
    chainUses: [],
    chainUsesSeq: 0,
  };
}

/** Records a per-turn use (copy-on-write: the array is replaced). */
export function withTurn(list: readonly number[], inst: number, turn: number): number[] {
  const next = list.slice();
  next[inst] = turn;
  return next;
}

export function initialRes(life: number, energy: number): KalingRes {
  return { life, energy };
}

export function initialPlayerFlags(): KalingPlayerFlags {
  return {
    summons: 0,
    summonTurn: 0,
    sameLevelTurn: 0,
    drawSkillTurn: 0,
    moveSkillUses: 0,
    moveSkillTurn: 0,
    mulliganMask: 0,
    deckedOut: 0,
  };
}
