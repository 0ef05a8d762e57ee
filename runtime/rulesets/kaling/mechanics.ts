// 卡灵时代 mechanics shared by actions, links and effect ops: life and damage, clearing (battle / effect / GP),
// cards entering, stepping and being transferred on the grid, draws that can lose the game, win checks.

import { mutCard } from '../../core/state.js';
import { emit } from '../../core/emit.js';
import type { GameEvent } from '../../core/events.js';
import type { KalingState } from './state.js';
import { isLocked, isOpponentBackRow } from './board.js';
import { kalingParams } from './params.js';
import { hasKeyword, stat } from './queries.js';
import { Z } from './zones.js';
import { moveCard } from '../../core/zones.js';

export { emit };

/** How a card is cleared (KL-TX-01): in battle, by an effect, or at GP 0 (KL-CT-05: neither of the others). */
export type ClearCause = 'battle' | 'effect' | 'gp';

/**
 * KL-SU-04 / KL-WIN-01: a player takes damage (life never shown below 0); the game may end at once. An effect
 * that damages both players checks only once both are hit (`check` false for all but the last).
 */
export function damagePlayer(
  s: KalingState,
  ev: GameEvent[],
  p: number,
  amount: number,
  source: number,
  kind: 'battle' | 'effect',
  check = true,
): void {
  if (amount > 0) {
    const res = s.players[p].res;
    res.life = Math.max(0, res.life - amount);
    emit(s, ev, { type: 'damaged', player: p, target: source, amount, info: kind });
  }
  if (check) checkOver(s, ev);
}

/**
 * KL-WIN-01/02: a player at 0 life, or who had to draw from an empty deck, loses; both at once is a draw.
 * Checked right after damage and draws, and after every link.
 */
export function checkOver(s: KalingState, ev: GameEvent[]): void {
  if (s.winner !== null) return;
  const lost0 = s.players[0].res.life <= 0 || s.players[0].flags.deckedOut === 1;
  const lost1 = s.players[1].res.life <= 0 || s.players[1].flags.deckedOut === 1;
  if (!lost0 && !lost1) return;
  const w = lost0 && lost1 ? -1 : lost0 ? 1 : 0;
  const loser = w === -1 ? -1 : 1 - w;
  const why = loser >= 0 && s.players[loser].res.life <= 0 ? 'life' : loser >= 0 ? 'deck' : 'both';
  s.winner = w;
  s.phase = 'over';
  s.pending = null;
  s.window = null;
  ev.push({ type: 'gameOver', player: w, info: why });
}

/** KL-TRN-03 / KL-TX-04 抽卡 / KL-WIN-02: draws `n`; a draw from an empty deck loses the game (after the others). */
export function drawCards(
  s: KalingState,
  ev: GameEvent[],
  players: number | readonly number[],
  count: number | ((p: number) => number),
): void {
  for (const p of typeof players === 'number' ? [players] : players) {
    const pl = s.players[p];
    // Per player when given so (抽卡直到手牌数为N: what each hand lacks, counted as that player's turn to draw comes).
    const n = typeof count === 'number' ? count : count(p);
    for (let i = 0; i < n; i++) {
      const deck = pl.zones[Z.deck];
      if (deck.length === 0) {
        pl.flags.deckedOut = 1;
        break;
      }
      const id = deck[0];
      moveCard(s, id, Z.hand, p);
      emit(s, ev, { type: 'drew', player: p, card: id });
    }
  }
  checkOver(s, ev);
}

/** A card leaves the battlefield (or any zone) for `zone` of its owner; a moving 卡灵 stops (KL-MV-04). */
export function sendTo(s: KalingState, inst: number, zone: number, atTop = false): void {
  if (s.flags.moving === inst + 1) stopMoving(s);
  moveCard(s, inst, zone, s.cards[inst].owner, atTop);
  mutCard(s, inst).faceDown = false;
}

/**
 * KL-TX-01 清除: the moment is emitted while the card is still on the battlefield (被清除时), then it goes to the
 * 弃区. KL-KW-01 坚守 keeps a 卡灵 from battle clearing, KL-KW-02 防爆 from effect clearing; neither stops GP 0.
 */
export function clearCard(s: KalingState, ev: GameEvent[], inst: number, cause: ClearCause): boolean {
  const c = s.cards[inst];
  if (c.zone !== Z.battlefield) return false;
  if (cause === 'battle' && hasKeyword(s, inst, 'steadfast')) return false;
  if (cause === 'effect' && hasKeyword(s, inst, 'blastproof')) return false;
  emit(s, ev, { type: 'destroyed', player: c.controller, card: inst, amount: c.cell, info: cause });
  if (c.zone === Z.battlefield) sendTo(s, inst, Z.discard);
  return true;
}

/** Puts a card on the grid in `cell` under `p` (the area must be free). */
export function putOnGrid(s: KalingState, inst: number, p: number, cell: number, faceDown: boolean): void {
  const was = s.cards[inst];
  if (was.zone !== Z.battlefield || was.controller !== p) moveCard(s, inst, Z.battlefield, p);
  const c = mutCard(s, inst); // after the move: moveCard may have replaced the record
  c.cell = cell;
  c.faceDown = faceDown;
  s.grid![cell] = inst;
}

/** KL-SUM-01 降临 (paid or 超越): the 卡灵 enters `cell` of its player's battlefield. */
export function enterField(
  s: KalingState,
  ev: GameEvent[],
  inst: number,
  p: number,
  cell: number,
  how: 'paid' | 'over',
): void {
  putOnGrid(s, inst, p, cell, false);
  mutCard(s, inst).enteredTurn = s.turn;
  emit(s, ev, { type: 'entered', player: p, card: inst, amount: cell, info: how });
}

/** KL-MV-01 移动: one step into an adjacent area (移动时 triggers, KL-MV-04); `how` = own movement, skill or effect. */
export function stepCard(
  s: KalingState,
  ev: GameEvent[],
  inst: number,
  to: number,
  how: 'move' | 'skill' | 'effect',
): void {
  const c = mutCard(s, inst);
  const from = c.cell;
  s.grid![from] = -1;
  s.grid![to] = inst;
  c.cell = to;
  emit(s, ev, { type: 'stepped', player: c.controller, card: inst, target: from, amount: to, info: how });
  reached(s, ev, inst, to);
}

/** KL-ZN-02 走到对方底线: a 卡灵 comes to stand in the opponent's back row (by a step or a transfer). */
function reached(s: KalingState, ev: GameEvent[], inst: number, to: number): void {
  const p = s.cards[inst].controller;
  if (isOpponentBackRow(to, p)) emit(s, ev, { type: 'reachedBackRow', player: p, card: inst, amount: to });
}

/** KL-MV-05 转移: straight to another area; not a 移动 (no 移动时 triggers). */
export function transferCard(s: KalingState, ev: GameEvent[], inst: number, to: number): void {
  const c = mutCard(s, inst);
  const from = c.cell;
  if (s.flags.moving === inst + 1) stopMoving(s);
  s.grid![from] = -1;
  s.grid![to] = inst;
  c.cell = to;
  emit(s, ev, { type: 'transferred', player: c.controller, card: inst, target: from, amount: to });
  reached(s, ev, inst, to);
}

/**
 * KL-MV-05 交换位置: two cards trade areas at once — each put straight into the other's area, a 转移 each (its
 * 'transferred' event, 转移时 triggers), not a 移动. Nothing enters a 封锁 area (KL-TX-07), so a swap with a card
 * standing in one does not happen (docs/rules-decisions.md).
 */
export function swapCards(s: KalingState, ev: GameEvent[], a: number, b: number): void {
  const ca = s.cards[a].cell;
  const cb = s.cards[b].cell;
  if (a === b || ca < 0 || cb < 0 || isLocked(s, ca) || isLocked(s, cb)) return;
  for (const id of [a, b]) if (s.flags.moving === id + 1) stopMoving(s);
  s.grid![ca] = b;
  s.grid![cb] = a;
  mutCard(s, a).cell = cb;
  mutCard(s, b).cell = ca;
  emit(s, ev, { type: 'transferred', player: s.cards[a].controller, card: a, target: ca, amount: cb });
  emit(s, ev, { type: 'transferred', player: s.cards[b].controller, card: b, target: cb, amount: ca });
  reached(s, ev, a, cb);
  reached(s, ev, b, ca);
}

/** KL-MV-04: the movement in progress ends. */
export function stopMoving(s: KalingState): void {
  s.flags.moving = 0;
  s.flags.moveSteps = 0;
  s.flags.moveCell = -1;
}

/** KL-CT-05: a device attacked by a 卡灵 with AP ≥ 1 loses 1 GP. */
export function wearDevice(s: KalingState, ev: GameEvent[], inst: number, by: number): void {
  mutCard(s, inst).damage++;
  ev.push({ type: 'gpLost', player: s.cards[inst].controller, card: inst, target: by, amount: stat(s, inst, 'gp') });
  clearWornDevices(s, ev);
}

/** KL-CT-05: every device on the battlefield at GP 0 or less is cleared (a GP clearing). */
export function clearWornDevices(s: KalingState, ev: GameEvent[]): void {
  const t = s.pool.tables;
  for (let p = 0; p < 2; p++) {
    const field = s.players[p].zones[Z.battlefield];
    for (let i = 0; i < field.length;) {
      const id = field[i];
      if (t.placed[s.cards[id].def] && !s.cards[id].faceDown && stat(s, id, 'gp') <= 0) clearCard(s, ev, id, 'gp');
      if (field[i] === id) i++;
    }
  }
}

/** KL-RES-02/03: energy is refilled to the cap; any gain is capped too. */
export function setEnergy(s: KalingState, p: number, value: number): void {
  s.players[p].res.energy = Math.max(0, Math.min(kalingParams(s).maxEnergy, value));
}
