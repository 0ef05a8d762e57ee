// legalActions and check for SLCG: who acts now and what they may do.

import { defIndex } from '../../core/def-index.js';
import { err, type ActionError } from '../../core/errors.js';
import type { GameState } from '../../core/state.js';
import type { SlcgAction } from './actions.js';
import {
  abilityAction, attackAction, chooseAction, COMPENSATE_ENERGY, compensateHasteAction, convertAction, END_MAIN, hinderAction, PASS, playAction, pushAction,
} from './action-cache.js';
import {
  attackTargets, checkAbility, checkAttack, checkCompensate, checkConvert, checkGuard, checkHinder, checkPlay, checkPush, mainOpen, playProblem, windowOpen,
} from './checks.js';
import { HOT, slcgFlags } from './def-flags.js';
import { keywordOn, selfTapProblem } from './queries.js';
import { windowActions } from './responses.js';
import { Z } from './zones.js';

// Errors are built once: legal-action enumeration checks many candidates.
const E_GAME_OVER = err('game/over', 'the game is over');
const E_ACTION_UNKNOWN = err('action/unknown', 'not an action');
const E_CHOOSE_NO_DECISION = err('choose/no-decision', 'nothing to choose');
const E_CHOOSE_OUT_OF_RANGE = err('choose/out-of-range', 'no such option');
const E_WINDOW_NO_WINDOW = err('window/no-window', 'no response window is open');
const E_PHASE_NOT_MAIN = err('phase/not-main', 'only in your own 主要阶段 with no chain open');

export function actorOf(s: GameState): number {
  return s.pending ? s.pending.player : s.window ? s.window.priority : s.active;
}

export function legalSlcg(s: GameState): SlcgAction[] {
  if (s.winner !== null) return [];
  if (s.pending) {
    const n = s.pending.options.length;
    const out: SlcgAction[] = [];
    for (let i = 0; i < n; i++) out.push(chooseAction(i));
    return out;
  }
  const p = actorOf(s);
  if (s.window) {
    const out: SlcgAction[] = [PASS];
    windowActions(s, p, out);
    return out;
  }
  if (!mainOpen(s, p)) return [];
  const out: SlcgAction[] = [];
  const pl = s.players[p];
  const hand = pl.zones[Z.hand];
  const main = pl.zones[Z.main];
  const cards = s.cards;
  const f = slcgFlags(s.defs);
  // Same tests as checkPlay in the main phase (the zone, owner and phase parts hold for every card here).
  for (let i = 0; i < hand.length; i++) {
    const id = hand[i];
    const def = cards[id].def;
    if (!f.burstOnly[def] && !playProblem(s, p, def)) out.push(playAction(id));
  }
  let targets: number[] | null = null;
  const usable = defIndex(s.defs).usable;
  for (let i = 0; i < main.length; i++) {
    const id = main[i];
    const def = cards[id].def;
    // Same tests as checkAttack / checkPush / checkHinder, with the self-tap test (CT-13, KW-06) done once per card.
    const canTap = !selfTapProblem(s, id);
    if (canTap && f.character[def]) {
      if (f.canAttack[def]) {
        // Without 奇袭 every attacker has the same targets; compute them once.
        const ts = keywordOn(s, id, HOT.ambush) ? attackTargets(s, id) : (targets ??= attackTargets(s, id));
        for (let j = 0; j < ts.length; j++) out.push(attackAction(id, ts[j]));
      }
      if (f.canPush[def]) out.push(pushAction(id));
      if (keywordOn(s, id, HOT.hinderPush)) out.push(hinderAction(id));
    }
    const abs = usable[def];
    for (let j = 0; j < abs.length; j++) {
      const ab = abs[j];
      if ((ab.tap || ab.kind === 'action') && !canTap) continue;
      if (!checkAbility(s, p, id, ab.index)) out.push(abilityAction(id, ab.index));
    }
  }
  if (s.turn === 2 && !checkCompensate(s, p, 'energy')) {
    out.push(COMPENSATE_ENERGY);
    for (const id of main) if (!checkCompensate(s, p, 'haste', id)) out.push(compensateHasteAction(id));
  }
  for (let i = 0; i < hand.length; i++) out.push(convertAction(hand[i]));
  out.push(END_MAIN);
  return out;
}

export function checkSlcg(s: GameState, a: SlcgAction): ActionError | null {
  if (s.winner !== null) return E_GAME_OVER;
  if (!a || typeof a !== 'object') return E_ACTION_UNKNOWN;
  const p = actorOf(s);
  if (s.pending && a.type !== 'choose') return err('choose/decision-pending', `answer the pending ${s.pending.kind} decision first`);
  switch (a.type) {
    case 'choose':
      if (!s.pending) return E_CHOOSE_NO_DECISION;
      if (!Number.isInteger(a.index) || a.index < 0 || a.index >= s.pending.options.length) return E_CHOOSE_OUT_OF_RANGE;
      return null;
    case 'convert': return checkConvert(s, p, a.card);
    case 'play': return checkPlay(s, p, a.card);
    case 'attack': return checkAttack(s, p, a.attacker, a.target);
    case 'push': return checkPush(s, p, a.card);
    case 'hinder': return checkHinder(s, p, a.card);
    case 'ability': return checkAbility(s, p, a.card, a.ability);
    case 'compensate': return checkCompensate(s, p, a.choice, a.card);
    case 'guard': return checkGuard(s, p, a.card);
    case 'pass': return windowOpen(s, p) ? null : E_WINDOW_NO_WINDOW;
    case 'endMain': return mainOpen(s, p) ? null : E_PHASE_NOT_MAIN;
  }
  return err('action/unknown', `unknown action type ${(a as { type: string }).type}`);
}
