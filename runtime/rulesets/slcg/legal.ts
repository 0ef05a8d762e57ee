// SLCG's actions outside windows and decisions (its 主要阶段), and the legality of every SLCG action.

import { err, type ActionError, type ErrorTable } from '../../core/errors.js';
import { forbidden } from '../../core/forbidden.js';
import type { SlcgOwnAction } from './actions.js';
import { COMPENSATE_ENERGY, END_MAIN } from './action-cache.js';
import {
  attackTargets,
  checkAbility,
  SLCG_CHECK_ERRORS,
  checkAttack,
  checkCompensate,
  checkConvert,
  checkGuard,
  checkHinder,
  checkPlay,
  checkPush,
  mainOpen,
  playProblem,
} from './checks.js';
import { keywordOn, selfTapProblem } from './queries.js';
import type { SlcgState } from './state.js';
import { HOT } from './tables.js';
import { Z } from './zones.js';

export const SLCG_ACTION_ERRORS = {
  UNKNOWN: (type: string) => err('action/unknown', `unknown action type ${type}`, `未知的行动类型 ${type}`),
} as const satisfies ErrorTable;

/** SLCG-TRN-04: what the active player may do in their 主要阶段 (nothing at any other moment). */
export function turnActionsSlcg(s: SlcgState, p: number, out: SlcgOwnAction[]): void {
  if (!mainOpen(s, p)) return;
  const pl = s.players[p];
  const hand = pl.zones[Z.hand];
  const main = pl.zones[Z.main];
  const cards = s.cards;
  const f = s.pool.tables;
  const A = f.actions;
  // Same tests as checkPlay in the main phase (the zone, owner and phase parts hold for every card here).
  for (let i = 0; i < hand.length; i++) {
    const id = hand[i];
    const def = cards[id].def;
    if (!f.burstOnly[def] && !playProblem(s, p, def)) out.push(A.play(id));
  }
  let targets: number[] | null = null;
  const usable = s.pool.index.usable;
  for (let i = 0; i < main.length; i++) {
    const id = main[i];
    const def = cards[id].def;
    // Same tests as checkAttack / checkPush / checkHinder, with the self-tap test (CT-13, KW-06) done once per card.
    const canTap = !selfTapProblem(s, id);
    if (canTap && f.character[def]) {
      if (f.canAttack[def] && !forbidden(s, id, 'attack')) {
        // Without 奇袭 every attacker has the same targets; compute them once.
        const ts = keywordOn(s, id, HOT.ambush) ? attackTargets(s, id) : (targets ??= attackTargets(s, id));
        for (let j = 0; j < ts.length; j++) out.push(A.attack(id, ts[j]));
      }
      if (f.canPush[def] && !forbidden(s, id, 'push')) out.push(A.push(id));
      if (keywordOn(s, id, HOT.hinderPush)) out.push(A.hinder(id));
    }
    const abs = usable[def];
    for (let j = 0; j < abs.length; j++) {
      const ab = abs[j];
      if ((ab.tap || ab.kind === 'action') && !canTap) continue;
      if (!checkAbility(s, p, id, ab.index)) out.push(A.ability(id, ab.index));
    }
  }
  if (s.turn === 2 && !checkCompensate(s, p, 'energy')) {
    out.push(COMPENSATE_ENERGY);
    for (const id of main) if (!checkCompensate(s, p, 'haste', id)) out.push(A.compensateHaste(id));
  }
  for (let i = 0; i < hand.length; i++) out.push(A.convert(hand[i]));
  out.push(END_MAIN);
}

/** Legality of SLCG's own actions (the driver checks 'choose' and 'pass'). */
export function checkSlcg(s: SlcgState, a: SlcgOwnAction, p: number): ActionError | null {
  switch (a.type) {
    case 'convert':
      return checkConvert(s, p, a.card);
    case 'play':
      return checkPlay(s, p, a.card);
    case 'attack':
      return checkAttack(s, p, a.attacker, a.target);
    case 'push':
      return checkPush(s, p, a.card);
    case 'hinder':
      return checkHinder(s, p, a.card);
    case 'ability':
      return checkAbility(s, p, a.card, a.ability);
    case 'compensate':
      return checkCompensate(s, p, a.choice, a.card);
    case 'guard':
      return checkGuard(s, p, a.card);
    case 'endMain':
      return mainOpen(s, p) ? null : SLCG_CHECK_ERRORS.PHASE_NOT_MAIN;
  }
  return SLCG_ACTION_ERRORS.UNKNOWN((a as { type: string }).type);
}
