// The reducer's generic half: who acts, what is legal, whether an action may be taken, and applying it.
// Answering decisions and passing priority are the driver's; every other action is the ruleset's.

import { err, type ActionError, type ErrorTable } from '../errors.js';
import type { GameEvent } from '../events.js';
import type { Action, CoreAction } from '../ruleset.js';
import { passPriority } from '../chain.js';
import type { GameState } from '../state.js';
import { answerDecision } from './decisions.js';
import { advance } from './loop.js';

export const PASS: Extract<CoreAction, { type: 'pass' }> = Object.freeze({ type: 'pass' });

// Interned 'choose' actions for the option counts decisions have; more options get fresh objects.
const CHOOSE: readonly Extract<CoreAction, { type: 'choose' }>[] = Object.freeze(
  Array.from({ length: 64 }, (_, index) => Object.freeze({ type: 'choose' as const, index })),
);

export function chooseAction(index: number): Extract<CoreAction, { type: 'choose' }> {
  return index < CHOOSE.length ? CHOOSE[index] : { type: 'choose', index };
}

// Errors are built once: legal-action enumeration checks many candidates.
export const DRIVER_ERRORS = {
  GAME_OVER: err('game/over', 'the game is over', '对局已经结束'),
  ACTION_UNKNOWN: err('action/unknown', 'not an action', '这不是一个行动'),
  CHOOSE_NO_DECISION: err('choose/no-decision', 'nothing to choose', '现在没有需要作出的选择'),
  CHOOSE_OUT_OF_RANGE: err('choose/out-of-range', 'no such option', '没有这个选项'),
  WINDOW_NO_WINDOW: err('window/no-window', 'no response window is open', '现在没有打开的响应窗口'),
  // The decision's kind is an engine id (target, optional, pick …), the same in both languages.
  DECISION_PENDING: (kind: string) =>
    err('choose/decision-pending', `answer the pending ${kind} decision first`, `请先回答当前的选择（${kind}）`),
} as const satisfies ErrorTable;
const E = DRIVER_ERRORS;

/** The player who must act (or answer the pending decision) now. */
export function actorOf(s: GameState): number {
  return s.pending ? s.pending.player : s.window ? s.window.priority : s.active;
}

/** Whether `p` holds priority in an open response window with nothing else pending. */
export function windowOpen(s: GameState, p: number): boolean {
  return s.winner === null && !s.pending && !s.building && s.window !== null && s.window.priority === p;
}

/** Legal actions of the actor: one 'choose' per option of a pending decision; 'pass' first in a window. */
export function legalActions(s: GameState): Action[] {
  if (s.winner !== null) return [];
  if (s.pending) {
    const n = s.pending.options.length;
    const out: Action[] = [];
    for (let i = 0; i < n; i++) out.push(chooseAction(i));
    return out;
  }
  const rules = s.pool.rules;
  const p = actorOf(s);
  const out: Action[] = [];
  if (s.window) {
    out.push(PASS);
    rules.windowActions(s, p, out);
    return out;
  }
  rules.turnActions(s, p, out);
  return out;
}

/** null when `a` is legal now; otherwise why not. Never mutates. */
export function checkAction(s: GameState, a: Action): ActionError | null {
  if (s.winner !== null) return E.GAME_OVER;
  if (!a || typeof a !== 'object') return E.ACTION_UNKNOWN;
  if (s.pending && a.type !== 'choose') return E.DECISION_PENDING(s.pending.kind);
  const p = actorOf(s);
  switch (a.type) {
    case 'choose': {
      if (!s.pending) return E.CHOOSE_NO_DECISION;
      const i = a.index as number;
      if (!Number.isInteger(i) || i < 0 || i >= s.pending.options.length) return E.CHOOSE_OUT_OF_RANGE;
      return null;
    }
    case 'pass':
      return windowOpen(s, p) ? null : E.WINDOW_NO_WINDOW;
  }
  return s.pool.rules.check(s, a, p);
}

/** Applies a checked action in place, then runs the game forward to the next decision, appending events. */
export function performAction(s: GameState, a: Action, ev: GameEvent[]): void {
  switch (a.type) {
    case 'choose':
      answerDecision(s, a.index as number, ev);
      break;
    case 'pass':
      passPriority(s);
      break;
    default:
      s.pool.rules.perform(s, a, actorOf(s), ev);
  }
  advance(s, ev);
}
