// 卡灵时代's actions: what the active player may do in their 行动阶段, what a player holding priority may
// answer with (瞬发 effects), and the legality of every action (through checks.ts, so both agree).

import { err, type ActionError, type ErrorTable } from '../../core/errors.js';
import type { KalingOwnAction } from './actions.js';
import { END_TURN, SKILL_DRAW } from './action-cache.js';
import { hasFreeArea, isFree, isLocked, isOpponentBackRow, NEIGHBOURS } from './board.js';
import { costSources } from './queries.js';
import {
  actionOpen,
  activateProblem,
  attackAreaProblem,
  attackerProblem,
  attackTargetProblem,
  energySummonProblem,
  KALING_CHECK_ERRORS,
  materialAllowed,
  materialFitProblem,
  moveProblem,
  moverProblem,
  placeProblem,
  roomProblem,
  setProblem,
  skillDrawProblem,
  skillMoveProblem,
  skillMoverProblem,
  sourceProblem,
  summonProblem,
  summonsLeft,
  usableProblem,
  windowOpen,
} from './checks.js';
import { cellInDirection } from '../../core/grid.js';
import type { KalingState } from './state.js';
import { Z } from './zones.js';

/**
 * KL-TRN-04: the active player's options in their 行动阶段 (nothing at any other moment). The same tests as the
 * checks (checks.ts), with the facts every candidate shares (free areas, room to set, cost lines) found once.
 */
export function turnActionsKaling(s: KalingState, p: number, out: KalingOwnAction[]): void {
  if (!actionOpen(s, p)) return;
  const t = s.pool.tables;
  const A = t.actions;
  const cards = s.cards;
  const hand = s.players[p].zones[Z.hand];
  const field = s.players[p].zones[Z.battlefield];
  const ownArea = hasFreeArea(s, p, false);
  const setArea = hasFreeArea(s, p, true);
  const room = roomProblem(s, p) === null;
  const sources = costSources(s);
  const canSummon = summonsLeft(s, p);
  for (let i = 0; i < hand.length; i++) {
    const id = hand[i];
    const def = cards[id].def;
    if (t.kaling[def]) {
      // KL-SUM-02: by energy, or with each 卡灵 that can be its material.
      if (!canSummon) continue;
      const d = s.defs[def];
      if (!energySummonProblem(s, p, d, ownArea)) out.push(A.summon(id, -1));
      if (!materialAllowed(s, d)) continue;
      for (let j = 0; j < field.length; j++) {
        const m = field[j];
        if (t.kaling[cards[m].def] && !cards[m].faceDown && !materialFitProblem(s, p, d, m)) out.push(A.summon(id, m));
      }
      continue;
    }
    if (t.placed[def]) {
      if (room) out.push(A.place(id));
      continue;
    }
    // A tactic or one-shot device: activated on an area (KL-CT-03), or set (KL-CT-07).
    if (setArea) pushActivations(s, p, id, out, true, sources);
    if (room) out.push(A.set(id));
  }
  for (let i = 0; i < field.length; i++) {
    const id = field[i];
    const c = cards[id];
    if (t.kaling[c.def] && !c.faceDown) {
      if (!moverProblem(s, p, id)) {
        const nb = NEIGHBOURS[c.cell];
        for (let k = 0; k < nb.length; k++) if (isFree(s, nb[k])) out.push(A.move(id, nb[k]));
      }
      if (!attackerProblem(s, p, id)) {
        const dirs = t.attackAreas[c.def];
        for (let k = 0; k < dirs.length; k++) {
          const cell = cellInDirection(c.cell, dirs[k], p);
          if (cell >= 0 && !attackAreaProblem(s, p, cell)) out.push(A.attack(id, cell));
        }
        if (isOpponentBackRow(c.cell, p)) out.push(A.attack(id, -1));
      }
      if (!skillMoverProblem(s, p, id)) {
        const nb = NEIGHBOURS[c.cell];
        for (let k = 0; k < nb.length; k++) if (isFree(s, nb[k])) out.push(A.skillMove(id, nb[k]));
      }
      pushActivations(s, p, id, out, true, sources);
    } else if (!c.faceDown ? !t.oneShot[c.def] : !isLocked(s, c.cell)) pushActivations(s, p, id, out, true, sources);
  }
  if (!skillDrawProblem(s, p)) out.push(SKILL_DRAW);
  out.push(END_TURN);
}

/**
 * The 启动 (in the 行动阶段) and free-timing 瞬发 effects of `card` that `p` may activate now, where the card may be
 * used from (sourceProblem) — the caller has made sure of it.
 */
function pushActivations(
  s: KalingState,
  p: number,
  card: number,
  out: KalingOwnAction[],
  withStart: boolean,
  sources: readonly number[],
): void {
  const t = s.pool.tables;
  const def = s.cards[card].def;
  if (withStart) {
    const st = t.start[def];
    for (let k = 0; k < st.length; k++)
      if (!usableProblem(s, p, card, st[k], sources)) out.push(t.actions.activate(card, st[k].index));
  }
  const fi = t.freeInstant[def];
  for (let k = 0; k < fi.length; k++)
    if (!usableProblem(s, p, card, fi[k], sources)) out.push(t.actions.activate(card, fi[k].index));
}

/** KL-EF-02: in a response window, `p` may answer with free-timing 瞬发 effects of hand or battlefield cards. */
export function windowActionsKaling(s: KalingState, p: number, out: KalingOwnAction[]): void {
  const t = s.pool.tables;
  if (!t.anyFreeInstant) return;
  const sources = costSources(s);
  const setArea = hasFreeArea(s, p, true);
  for (const z of [Z.hand, Z.battlefield]) {
    const list = s.players[p].zones[z];
    for (let i = 0; i < list.length; i++) {
      const id = list[i];
      if (t.freeInstant[s.cards[id].def].length && !sourceProblem(s, p, id, setArea))
        pushActivations(s, p, id, out, false, sources);
    }
  }
}

/** Whether windowActions(s, p) would be non-empty; the driver asks it of both players in every window. */
export function hasResponseKaling(s: KalingState, p: number): boolean {
  const t = s.pool.tables;
  if (!t.anyFreeInstant || !windowOpen(s, p)) return false;
  let sources: readonly number[] | null = null;
  let setArea: boolean | undefined;
  for (let z = 0; z < 2; z++) {
    const list = s.players[p].zones[z === 0 ? Z.hand : Z.battlefield];
    for (let i = 0; i < list.length; i++) {
      const id = list[i];
      const fi = t.freeInstant[s.cards[id].def];
      if (fi.length === 0) continue;
      if (z === 0 && setArea === undefined) setArea = hasFreeArea(s, p, true);
      if (sourceProblem(s, p, id, setArea)) continue;
      sources ??= costSources(s);
      for (let k = 0; k < fi.length; k++) if (!usableProblem(s, p, id, fi[k], sources)) return true;
    }
  }
  return false;
}

export const KALING_ACTION_ERRORS = {
  UNKNOWN: (type: string) => err('action/unknown', `unknown action type ${type}`, `未知的行动类型 ${type}`),
} as const satisfies ErrorTable;

/** Legality of 卡灵时代's own actions (the driver checks 'choose' and 'pass'). */
export function checkKaling(s: KalingState, a: KalingOwnAction, p: number): ActionError | null {
  switch (a.type) {
    case 'summon':
      return summonProblem(s, p, a.card, a.material);
    case 'move':
      return moveProblem(s, p, a.card, a.cell);
    case 'attack': {
      if (!actionOpen(s, p)) return KALING_CHECK_ERRORS.NOT_ACTION;
      return attackerProblem(s, p, a.attacker) ?? attackTargetProblem(s, p, a.attacker, a.cell);
    }
    case 'activate':
      return activateProblem(s, p, a.card, a.ability);
    case 'set':
      return setProblem(s, p, a.card);
    case 'place':
      return placeProblem(s, p, a.card);
    case 'skillDraw':
      return skillDrawProblem(s, p);
    case 'skillMove':
      return skillMoveProblem(s, p, a.card, a.cell);
    case 'endTurn':
      return actionOpen(s, p) ? null : KALING_CHECK_ERRORS.NOT_ACTION;
  }
  return KALING_ACTION_ERRORS.UNKNOWN((a as { type: string }).type);
}
