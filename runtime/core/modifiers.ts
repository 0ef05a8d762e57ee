// Granted keywords and stat changes with durations; the list is copy-on-write so clones can share it.

import type { Duration } from '../card-def.js';
import type { GameState, Modifier } from './state.js';

/** The last turn a duration lasts through, for a modifier created now by `controller`. */
export function untilTurn(s: GameState, duration: Duration, controller: number): number {
  switch (duration) {
    case 'endOfTurn':
      return s.turn;
    // 直到对方回合结束: the end of the opponent's next turn (this turn if it already is theirs).
    case 'endOfOpponentTurn':
      return s.active === controller ? s.turn + 1 : s.turn;
    default:
      return Infinity;
  }
}

export function addModifier(s: GameState, m: Modifier): void {
  s.mods = [...s.mods, m];
}

/** Ends modifiers whose time is up, at the end of turn `s.turn`. */
export function expireModifiers(s: GameState): void {
  if (s.mods.length && s.mods.some((m) => m.until <= s.turn)) s.mods = s.mods.filter((m) => m.until > s.turn);
}

export function keywordGranted(s: GameState, inst: number, keyword: string): boolean {
  const mods = s.mods;
  for (let i = 0; i < mods.length; i++)
    if (mods[i].target === inst && mods[i].kind === 'keyword' && mods[i].key === keyword) return true;
  return false;
}

export function statDelta(s: GameState, inst: number, stat: string): number {
  let d = 0;
  const mods = s.mods;
  for (let i = 0; i < mods.length; i++)
    if (mods[i].target === inst && mods[i].kind === 'stat' && mods[i].key === stat) d += mods[i].amount;
  return d;
}

/** KL-TX-06 还原: drop stat changes so values return to their originals. */
export function restoreStats(s: GameState, inst: number): void {
  if (s.mods.some((m) => m.target === inst && m.kind === 'stat'))
    s.mods = s.mods.filter((m) => !(m.target === inst && m.kind === 'stat'));
}
