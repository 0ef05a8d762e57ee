// The SLCG turn (SLCG-TRN-01): 开始 → 重整 → 主要 → 抽牌 → 结束, one step at a time when nothing else is
// open (the driver calls `slcgStep`), and the 极动能激发 question that interrupts whatever is going on.

import { mutCard } from '../../core/state.js';
import type { GameEvent } from '../../core/events.js';
import { pruneLimits } from '../../core/limits.js';
import { expireModifiers } from '../../core/modifiers.js';
import { shuffleInPlace } from '../../core/rng.js';
import { moveCard } from '../../core/zones.js';
import { emit, untapCard } from './mechanics.js';
import { slcgParams } from './params.js';
import type { SlcgState } from './state.js';
import { Z } from './zones.js';

/** SLCG-TRN-05/06: refill to handRefill; an empty deck takes the shuffled discard, only in this phase. */
function drawPhase(s: SlcgState, ev: GameEvent[], p: number): void {
  const pl = s.players[p];
  const want = slcgParams(s).handRefill;
  while (pl.zones[Z.hand].length < want) {
    if (pl.zones[Z.deck].length === 0) {
      if (pl.zones[Z.discard].length === 0) break;
      const discard = pl.zones[Z.discard];
      for (let n = discard.length; n > 0; n--) moveCard(s, discard[0], Z.deck, p); // in order; each move shifts the list
      shuffleInPlace(s.rng, pl.zones[Z.deck]);
      ev.push({ type: 'shuffled', player: p, info: 'discardToDeck' });
    }
    const id = pl.zones[Z.deck][0];
    moveCard(s, id, Z.hand, p);
    emit(s, ev, { type: 'drew', player: p, card: id });
  }
}

/** SLCG-TRN-08 (with SLCG-RES-02, SLCG-RES-04, SLCG-CT-05, SLCG-CT-10): end-of-turn cleanup for both players, then the turn passes. */
function cleanup(s: SlcgState, ev: GameEvent[]): void {
  const event = s.pool.tables.event;
  for (let p = 0; p < 2; p++) {
    const pl = s.players[p];
    // In list order, without copying the lists: each move takes the card out of the list being walked.
    const energy = pl.zones[Z.energy];
    for (let n = energy.length; n > 0; n--) moveCard(s, energy[0], Z.discard, s.cards[energy[0]].owner);
    const main = pl.zones[Z.main];
    for (let i = 0; i < main.length;) {
      const id = main[i];
      if (event[s.cards[id].def]) {
        moveCard(s, id, Z.discard, s.cards[id].owner);
        if (main[i] === id) i++;
      } else {
        if (s.cards[id].damage) mutCard(s, id).damage = 0;
        i++;
      }
    }
    pl.res.energy = 0;
    pl.res.extremeEnergy = 0;
    pl.flags.conv = 0;
  }
  expireModifiers(s);
  ev.push({ type: 'cleanup', player: s.active, amount: s.turn });
  s.turn++;
  s.active = 1 - s.active;
  pruneLimits(s);
  setPhase(s, ev, 'start');
}

export function setPhase(s: SlcgState, ev: GameEvent[], phase: string): void {
  s.phase = phase;
  ev.push({ type: 'phase', player: s.active, info: phase });
}

/** One step of the turn; false when the active player acts (their 主要阶段) or there is nothing to do. */
export function slcgStep(s: SlcgState, ev: GameEvent[]): boolean {
  const p = s.active;
  const pl = s.players[p];
  switch (s.phase) {
    case 'start': {
      // SLCG-TRN-03 order: (1) 极动能 (SLCG-MO-02), (2) 【回合开始时】, (3) refresh.
      const prm = slcgParams(s);
      const from = prm.extremeEnergyTrigger === 'global' ? s.flags.extremeFromTurn : pl.flags.reached5;
      if (from && from <= s.turn) {
        pl.res.extremeEnergy = Math.min(prm.maxExtremeEnergy, pl.res.extremeEnergy + 1);
        ev.push({ type: 'resource', player: p, amount: 1, info: 'extremeEnergy' });
      }
      setPhase(s, ev, 'refresh');
      emit(s, ev, { type: 'turnStart', player: p, amount: s.turn });
      return true;
    }
    case 'refresh': {
      // SLCG-TRM-03: 濒死 ends just before the dying player's 重整阶段.
      if (pl.flags.dying && pl.flags.dyingClearTurn === s.turn) {
        pl.flags.dying = 0;
        pl.res.trauma = 0;
        ev.push({ type: 'recovered', player: p });
      }
      // SLCG-TRN-02
      // untapCard only emits (triggers are queued, never resolved here), so the list does not change underfoot.
      const main = pl.zones[Z.main];
      for (let i = 0; i < main.length; i++) untapCard(s, ev, main[i]);
      // SLCG-TRM-02/03: a dying player skips this 主要阶段.
      setPhase(s, ev, pl.flags.skipMainTurn === s.turn ? 'draw' : 'main');
      return true;
    }
    case 'main':
      // SLCG-TRM-03: 濒死 begun in one's own turn skips the rest of this 主要阶段.
      if (pl.flags.skipMainTurn === s.turn) {
        setPhase(s, ev, 'draw');
        return true;
      }
      return false;
    case 'draw':
      drawPhase(s, ev, p);
      setPhase(s, ev, 'end');
      // SLCG-TRN-07 / SLCG-TX-04: 【回合结束时】 is the moment the 抽牌阶段 is finished.
      emit(s, ev, { type: 'turnEnd', player: p, amount: s.turn });
      return true;
    case 'end':
      cleanup(s, ev);
      return true;
  }
  return false;
}

/** SLCG-MO-03 极动能激发 (the ruleset's interrupt): a one-time choice for the first player to reach 5. */
export function askIgnite(s: SlcgState): boolean {
  if (!s.flags.ignitePending) return false;
  const p = s.flags.ignitePending - 1;
  s.flags.ignitePending = 0;
  s.pending = {
    player: p,
    kind: 'ignite',
    prompt: '极动能激发: gain 1 极动能 now, or 2 energy',
    options: [
      { label: '1 极动能', value: 0 },
      { label: '2 energy', value: 1 },
    ],
    context: {},
  };
  return true;
}
