// The greedy bot's default score of a 卡灵时代 state: winning, then life, then the board (卡灵 strength and how
// far they have come toward the opponent's back row), devices, hand and energy. A battle waiting for its 抵抗
// or on the chain is scored as it would end, and the player's own follow-up questions (which area, which
// target) are answered as well as they can be, so one ply sees what an attack or a summon does.

import { chooseAction, performAction } from '../../core/driver/index.js';
import { cloneState } from '../../core/state.js';
import { rowFrom } from './board.js';
import { stat } from './queries.js';
import type { KalingState } from './state.js';
import { Z } from './zones.js';

const LIFE = 12;

function side(s: KalingState, p: number): number {
  const t = s.pool.tables;
  const pl = s.players[p];
  let v = LIFE * pl.res.life + 2 * pl.zones[Z.hand].length + 0.5 * pl.res.energy;
  const field = pl.zones[Z.battlefield];
  for (let i = 0; i < field.length; i++) {
    const id = field[i];
    const c = s.cards[id];
    if (t.kaling[c.def] && !c.faceDown) {
      const row = rowFrom(c.cell, p);
      v += 12 + 3 * stat(s, id, 'ap') + 2 * stat(s, id, 'dp') + 1.5 * (row - 1) + (row === 5 ? 6 : 0);
    } else if (t.placed[c.def]) v += 6 + 2 * stat(s, id, 'gp');
    else if (c.faceDown) v += 4;
  }
  return v;
}

/** The expected change of a battle: the defender's side picks the better 抵抗 in a vertical battle, the attacker in a horizontal one. */
function battleOutlook(
  s: KalingState,
  p: number,
  attacker: number,
  defender: number,
  vertical: boolean,
  resist: number,
): number {
  const ap = stat(s, attacker, 'ap');
  const dAp = stat(s, defender, 'ap'),
    dDp = stat(s, defender, 'dp');
  const r = resist >= 0 ? (resist ? dDp : dAp) : vertical ? Math.max(dAp, dDp) : Math.min(dAp, dDp);
  const mine = s.cards[attacker].controller === p ? 1 : -1;
  const worth = (id: number): number => 12 + 3 * stat(s, id, 'ap') + 2 * stat(s, id, 'dp');
  if (ap > r) return mine * (worth(defender) + (vertical ? LIFE * (ap - r) : 0));
  if (ap < r) return -mine * (worth(attacker) + (vertical ? LIFE * (r - ap) : 0));
  return vertical ? mine * (worth(defender) - worth(attacker)) : 0;
}

/**
 * Decisions a player's own action leads to, looked through by the evaluation (KL-SU-03 调试 has no effect on the
 * score): 'mode', an option of 选择一项, asked before the link's targets as they are.
 */
const FOLLOW_UP = new Set(['area', 'mode', 'target', 'pick', 'optional', 'trigger']);

export function evaluateKaling(s: KalingState, p: number): number {
  return lookAhead(s, p, 2);
}

function lookAhead(s: KalingState, p: number, depth: number): number {
  const d = s.pending;
  if (depth > 0 && s.winner === null && d && d.player === p && FOLLOW_UP.has(d.kind) && d.options.length > 1) {
    let best = -Infinity;
    for (let i = 0; i < d.options.length; i++) {
      const c = cloneState(s);
      performAction(c, chooseAction(i), []);
      const v = lookAhead(c, p, depth - 1);
      if (v > best) best = v;
    }
    return best;
  }
  return score(s, p);
}

function score(s: KalingState, p: number): number {
  if (s.winner !== null) return s.winner === p ? 1e6 : s.winner === -1 ? 0 : -1e6;
  let v = side(s, p) - side(s, 1 - p);
  const d = s.pending;
  if (d?.kind === 'resist')
    v += battleOutlook(s, p, d.context.attacker, d.context.defender, d.context.vertical === 1, -1);
  for (const l of s.chain) {
    const { attacker, defender, cell } = l.data;
    if (attacker === undefined || s.cards[attacker].zone !== Z.battlefield) continue;
    if (l.kind === 'battle') v += battleOutlook(s, p, attacker, defender!, l.data.vertical === 1, l.data.resist!);
    else if (l.kind === 'attack' && cell! < 0)
      v += (l.controller === p ? 1 : -1) * LIFE * Math.max(0, stat(s, attacker, 'ap'));
    else if (l.kind === 'attack' && defender! >= 0 && s.pool.tables.kaling[s.cards[defender!].def])
      v += battleOutlook(s, p, attacker, defender!, l.data.vertical === 1, -1);
  }
  return v;
}
