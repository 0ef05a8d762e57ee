// The greedy bot's default score of a 光暗 state. A state in the middle of a chain is first played on as if
// nobody answered (passes, first options) so the score sees what the chain does: a one-ply bot would otherwise
// judge a card by the moment it was put on the chain.

import { chooseAction, performAction, PASS } from '../../core/driver/index.js';
import type { GameEvent } from '../../core/events.js';
import { cloneState } from '../../core/state.js';
import { statDelta } from '../../core/modifiers.js';
import { atkOf, hpLeft, isAlive, isPermanent } from './queries.js';
import type { GuanganState } from './state.js';
import { Z } from './zones.js';

function sideScore(s: GuanganState, p: number): number {
  const pl = s.players[p];
  const t = s.pool.tables;
  let v =
    12 * pl.res.hp +
    1.5 * Math.min(7, pl.zones[Z.hand].length) +
    pl.res.shield +
    0.5 * pl.res.lightDark +
    0.2 * Math.min(10, pl.zones[Z.deck].length);
  const pos = pl.zones[Z.positions];
  for (let i = 0; i < pos.length; i++) {
    const id = pos[i];
    if (isAlive(s, id))
      v +=
        6 +
        hpLeft(s, id) +
        1.5 * atkOf(s, id) +
        (s.mods.length ? 3 * statDelta(s, id, 'aura') + statDelta(s, id, 'shield') : 0);
    else if (isPermanent(s, id)) v -= 15;
    else v += 2 - s.flags.revive[id] - Math.max(0, s.flags.sealed[id]);
  }
  const summons = pl.zones[Z.summons];
  for (let i = 0; i < summons.length; i++) v += 3 + hpLeft(s, summons[i]) + 1.5 * atkOf(s, summons[i]);
  const zone = pl.zones[Z.cardZone];
  for (let i = 0; i < zone.length; i++) v += s.cards[zone[i]].faceDown ? 2 : t.continuous[s.cards[zone[i]].def] ? 3 : 0;
  return v;
}

function score(s: GuanganState, p: number): number {
  if (s.winner !== null) return s.winner === p ? 1e6 : s.winner === -1 ? 0 : -1e6;
  return sideScore(s, p) - sideScore(s, 1 - p);
}

export function evaluateGuangan(s: GuanganState, p: number): number {
  if (s.winner !== null || (!s.chain.length && !s.window && !s.pending)) return score(s, p);
  const c = cloneState(s);
  let ev: GameEvent[] = [];
  for (let i = 0; i < 60 && c.winner === null; i++) {
    if (c.pending) performAction(c, chooseAction(0), ev);
    else if (c.window) performAction(c, PASS, ev);
    else break;
    if (ev.length > 256) ev = [];
  }
  return score(c, p);
}
