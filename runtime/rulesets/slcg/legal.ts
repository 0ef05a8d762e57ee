// legalActions and check for SLCG: who acts now and what they may do.

import { defIndex } from '../../core/def-index.js';
import { err, type ActionError } from '../../core/errors.js';
import type { GameState } from '../../core/state.js';
import type { SlcgAction } from './actions.js';
import {
  attackTargets, checkAbility, checkAttack, checkCompensate, checkConvert, checkGuard, checkHinder, checkPlay, checkPush, mainOpen, windowOpen,
} from './checks.js';
import { canAttackColor, canPushColor, hasKeyword, isCharacter, selfTapProblem } from './queries.js';
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
  if (s.pending) return s.pending.options.map((_, index) => ({ type: 'choose', index }));
  const p = actorOf(s);
  if (s.window) return [{ type: 'pass' }, ...windowActions(s, p)];
  if (!mainOpen(s, p)) return [];
  const out: SlcgAction[] = [];
  const pl = s.players[p];
  for (const id of pl.zones[Z.hand]) {
    if (!checkPlay(s, p, id)) out.push({ type: 'play', card: id });
  }
  let targets: number[] | null = null;
  const usable = defIndex(s.defs).usable;
  for (const id of pl.zones[Z.main]) {
    const d = s.defs[s.cards[id].def];
    // Same tests as checkAttack / checkPush / checkHinder, with the self-tap test (CT-13, KW-06) done once per card.
    const canTap = !selfTapProblem(s, id);
    if (canTap && isCharacter(d)) {
      if (canAttackColor(d)) {
        // Without 奇袭 every attacker has the same targets; compute them once.
        const ts = hasKeyword(s, id, 'ambush') ? attackTargets(s, id) : (targets ??= attackTargets(s, id));
        for (const t of ts) out.push({ type: 'attack', attacker: id, target: t });
      }
      if (canPushColor(d)) out.push({ type: 'push', card: id });
      if (hasKeyword(s, id, 'hinderPush')) out.push({ type: 'hinder', card: id });
    }
    for (const ab of usable[s.cards[id].def]) {
      if ((ab.tap || ab.kind === 'action') && !canTap) continue;
      if (!checkAbility(s, p, id, ab.index)) out.push({ type: 'ability', card: id, ability: ab.index });
    }
  }
  if (s.turn === 2 && !checkCompensate(s, p, 'energy')) {
    out.push({ type: 'compensate', choice: 'energy' });
    for (const id of pl.zones[Z.main]) if (!checkCompensate(s, p, 'haste', id)) out.push({ type: 'compensate', choice: 'haste', card: id });
  }
  for (const id of pl.zones[Z.hand]) out.push({ type: 'convert', card: id });
  out.push({ type: 'endMain' });
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
