// The one game loop every ruleset runs: it moves the game forward until some player has to decide
// something (or the game is over). Order each time round: the ruleset's interrupt, target choice,
// queued triggers, the ruleset's own links, the open window, the top link, then the ruleset's turn step.

import { closeChain, openWindow, passPriority } from '../chain.js';
import type { GameEvent } from '../events.js';
import type { GameState } from '../state.js';
import { continueBuilding } from './building.js';
import { resolveTop } from './resolve.js';
import { flushOneTrigger } from './triggers.js';

export function advance(s: GameState, ev: GameEvent[]): void {
  const rules = s.pool.rules;
  for (let guard = 0; guard < 100000; guard++) {
    if (s.winner !== null || s.pending) return;
    if (rules.interrupt && rules.interrupt(s, ev)) continue;
    if (s.building) {
      if (continueBuilding(s, ev)) return;
      continue;
    }
    if (s.triggers.length) {
      flushOneTrigger(s, ev);
      continue;
    }
    if (rules.afterTriggers && rules.afterTriggers(s, ev)) continue;
    if (s.window) {
      // A player holding priority with nothing to do but pass passes at once (no decision is recorded).
      if (rules.hasResponse(s, s.window.priority)) return;
      passPriority(s);
      continue;
    }
    if (s.chain.length) {
      resolveTop(s, ev);
      // After a link resolves, players may answer what remains (or what it caused).
      if (s.chain.length && !s.window && !s.pending && !s.building) openWindow(s, s.active);
      if (!s.chain.length && !s.building && !s.triggers.length) closeChain(s);
      continue;
    }
    if (!rules.step(s, ev)) return;
  }
  throw new Error('advance: no progress');
}
