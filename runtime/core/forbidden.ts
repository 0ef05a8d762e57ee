// 不能攻击 / 不能移动 / 不能推动进度 (the forbid op): a marker modifier on the card, ended by its duration like any
// other (untilTurn). Each ruleset's legality checks ask `forbidden` for the action they judge, so the legal-action
// list and the check of an action agree (KL-CB-01, KL-MV-01, SLCG-CB-01, SLCG-CB-08, GA-CB-01).

import type { EffectOp, ForbidAction } from '../card-def.js';
import type { ForbidProfile } from '../profiles/types.js';
import { keywordGranted } from './modifiers.js';
import type { GameState } from './state.js';

/** The modifier key that marks `action` as forbidden to a card (kind 'keyword', as 失去【X】's marker is). */
export function forbidKey(action: ForbidAction): string {
  return `forbid:${action}`;
}

/** Whether an effect forbids the card `inst` the action for now. */
export function forbidden(s: GameState, inst: number, action: ForbidAction): boolean {
  return s.mods.length > 0 && keywordGranted(s, inst, forbidKey(action));
}

/**
 * Why a pool refuses a forbid op of its game (an action the game's cards do not take, or a target that is not one of
 * its attacking cards), or null; the checker reports the same cases as CS2230 / CS2231.
 */
export function forbidProblem(f: ForbidProfile, game: string, op: EffectOp): string | null {
  if (op.op !== 'forbid') return null;
  if (!f.actions[op.action]) return `${game} has no '${op.action}' action to forbid: ${f.says.en}`;
  const k = op.target.kind;
  if (!op.target.ref && k && !f.kinds.includes(k)) return `in ${game} only ${f.kinds.join(' / ')} take actions`;
  return null;
}
