// 卡灵时代's actions: what the active player may do in their 行动阶段, what a player holding priority may
// answer with (瞬发 effects), and the legality of every action (through checks.ts, so both agree).

import { err, type ActionError } from '../../core/errors.js';
import type { KalingOwnAction } from './actions.js';
import { END_TURN, SKILL_DRAW } from './action-cache.js';
import { NEIGHBOURS } from './board.js';
import {
  actionOpen, activateProblem, attackAreaProblem, attackerProblem, attackTargetProblem, canStep, E_NOT_ACTION, energySummonProblem, materialAllowed, materialProblem,
  moveProblem, moverProblem, placeProblem, setProblem, skillDrawProblem, skillMoveProblem, skillMoverProblem, summonBaseProblem, summonProblem,
} from './checks.js';
import { cellInDirection } from '../../core/grid.js';
import type { KalingState } from './state.js';
import { Z } from './zones.js';

/** KL-TRN-04: the active player's options in their 行动阶段 (nothing at any other moment). */
export function turnActionsKaling(s: KalingState, p: number, out: KalingOwnAction[]): void {
  if (!actionOpen(s, p)) return;
  const t = s.pool.tables;
  const A = t.actions;
  const cards = s.cards;
  const hand = s.players[p].zones[Z.hand];
  const field = s.players[p].zones[Z.battlefield];
  for (let i = 0; i < hand.length; i++) {
    const id = hand[i];
    const def = cards[id].def;
    if (t.kaling[def]) {
      // KL-SUM-02: by energy, or with each 卡灵 that can be its material.
      if (summonBaseProblem(s, p, id)) continue;
      const d = s.defs[def];
      if (!energySummonProblem(s, p, d)) out.push(A.summon(id, -1));
      if (!materialAllowed(s, d)) continue;
      for (let j = 0; j < field.length; j++) if (!materialProblem(s, p, d, field[j])) out.push(A.summon(id, field[j]));
      continue;
    }
    if (t.placed[def]) {
      if (!placeProblem(s, p, id)) out.push(A.place(id));
      continue;
    }
    pushActivations(s, p, id, out, true);
    if (!setProblem(s, p, id)) out.push(A.set(id));
  }
  for (let i = 0; i < field.length; i++) {
    const id = field[i];
    const c = cards[id];
    if (t.kaling[c.def] && !c.faceDown) {
      if (!moverProblem(s, p, id)) {
        const nb = NEIGHBOURS[c.cell];
        for (let k = 0; k < nb.length; k++) if (canStep(s, c.cell, nb[k])) out.push(A.move(id, nb[k]));
      }
      if (!attackerProblem(s, p, id)) {
        const dirs = t.attackAreas[c.def];
        for (let k = 0; k < dirs.length; k++) {
          const cell = cellInDirection(c.cell, dirs[k], p);
          if (cell >= 0 && !attackAreaProblem(s, p, cell)) out.push(A.attack(id, cell));
        }
        if (!attackTargetProblem(s, p, id, -1)) out.push(A.attack(id, -1));
      }
      if (!skillMoverProblem(s, p, id)) {
        const nb = NEIGHBOURS[c.cell];
        for (let k = 0; k < nb.length; k++) if (canStep(s, c.cell, nb[k])) out.push(A.skillMove(id, nb[k]));
      }
    }
    pushActivations(s, p, id, out, true);
  }
  if (!skillDrawProblem(s, p)) out.push(SKILL_DRAW);
  out.push(END_TURN);
}

/** The 启动 (in the 行动阶段) and free-timing 瞬发 effects of `card` that `p` may activate now. */
function pushActivations(s: KalingState, p: number, card: number, out: KalingOwnAction[], withStart: boolean): void {
  const t = s.pool.tables;
  const def = s.cards[card].def;
  if (withStart) {
    const st = t.start[def];
    for (let k = 0; k < st.length; k++) if (!activateProblem(s, p, card, st[k].index)) out.push(t.actions.activate(card, st[k].index));
  }
  const fi = t.freeInstant[def];
  for (let k = 0; k < fi.length; k++) if (!activateProblem(s, p, card, fi[k].index)) out.push(t.actions.activate(card, fi[k].index));
}

/** KL-EF-02: in a response window, `p` may answer with free-timing 瞬发 effects of hand or battlefield cards. */
export function windowActionsKaling(s: KalingState, p: number, out: KalingOwnAction[]): void {
  if (!s.pool.tables.anyFreeInstant) return;
  const hand = s.players[p].zones[Z.hand];
  for (let i = 0; i < hand.length; i++) pushActivations(s, p, hand[i], out, false);
  const field = s.players[p].zones[Z.battlefield];
  for (let i = 0; i < field.length; i++) pushActivations(s, p, field[i], out, false);
}

/** Whether windowActions(s, p) would be non-empty; the driver asks it of both players in every window. */
export function hasResponseKaling(s: KalingState, p: number): boolean {
  const t = s.pool.tables;
  if (!t.anyFreeInstant) return false;
  for (const z of [Z.hand, Z.battlefield]) {
    const list = s.players[p].zones[z];
    for (let i = 0; i < list.length; i++) {
      const id = list[i];
      const fi = t.freeInstant[s.cards[id].def];
      for (let k = 0; k < fi.length; k++) if (!activateProblem(s, p, id, fi[k].index)) return true;
    }
  }
  return false;
}

const E_UNKNOWN = (type: string): ActionError => err('action/unknown', `unknown action type ${type}`);

/** Legality of 卡灵时代's own actions (the driver checks 'choose' and 'pass'). */
export function checkKaling(s: KalingState, a: KalingOwnAction, p: number): ActionError | null {
  switch (a.type) {
    case 'summon': return summonProblem(s, p, a.card, a.material);
    case 'move': return moveProblem(s, p, a.card, a.cell);
    case 'attack': {
      if (!actionOpen(s, p)) return E_NOT_ACTION;
      return attackerProblem(s, p, a.attacker) ?? attackTargetProblem(s, p, a.attacker, a.cell);
    }
    case 'activate': return activateProblem(s, p, a.card, a.ability);
    case 'set': return setProblem(s, p, a.card);
    case 'place': return placeProblem(s, p, a.card);
    case 'skillDraw': return skillDrawProblem(s, p);
    case 'skillMove': return skillMoveProblem(s, p, a.card, a.cell);
    case 'endTurn': return actionOpen(s, p) ? null : E_NOT_ACTION;
  }
  return E_UNKNOWN((a as { type: string }).type);
}
