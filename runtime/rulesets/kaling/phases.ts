// The 卡灵时代 game and turn, one step at a time when nothing else is open (the driver calls kalingStep):
// 调试 before the first turn (KL-SU-03), then each turn 回合开始 → 抽牌 → 行动 → 结束 (KL-TRN-01).

import type { GameEvent } from '../../core/events.js';
import { pruneLimits } from '../../core/limits.js';
import { expireModifiers } from '../../core/modifiers.js';
import { shuffleInPlace } from '../../core/rng.js';
import { moveCard } from '../../core/zones.js';
import { drawCards, emit, setEnergy, stopMoving } from './mechanics.js';
import { kalingParams } from './params.js';
import type { KalingState } from './state.js';
import { Z } from './zones.js';

export function setPhase(s: KalingState, ev: GameEvent[], phase: string): void {
  s.phase = phase;
  s.flags.stage = 0;
  ev.push({ type: 'phase', player: s.active, info: phase });
}

/**
 * KL-SU-03 调试: the first player first, then the second; each card of the hand is kept or returned. The returned
 * cards go to the bottom of the deck, as many are drawn, then the deck is shuffled; once per player per game.
 */
function mulliganStep(s: KalingState, ev: GameEvent[]): boolean {
  const f = s.flags;
  if (f.mulliganSeat >= 2) {
    setPhase(s, ev, 'start');
    return true;
  }
  const p = f.mulliganSeat === 0 ? s.first : 1 - s.first;
  const pl = s.players[p];
  const hand = pl.zones[Z.hand];
  if (f.mulliganCard < hand.length) {
    const card = hand[f.mulliganCard];
    s.pending = {
      player: p,
      kind: 'mulligan',
      prompt: `调试: return ${s.defs[s.cards[card].def].name} to the bottom of the deck?`,
      options: [
        { label: 'keep', value: 0 },
        { label: 'return', value: 1 },
      ],
      context: { index: f.mulliganCard, card },
    };
    return true;
  }
  const back: number[] = [];
  for (let i = 0; i < hand.length; i++) if (pl.flags.mulliganMask & (1 << i)) back.push(hand[i]);
  for (const id of back) moveCard(s, id, Z.deck, p);
  for (let i = 0; i < back.length; i++) {
    const id = pl.zones[Z.deck][0];
    moveCard(s, id, Z.hand, p);
    ev.push({ type: 'drew', player: p, card: id, info: 'mulligan' });
  }
  shuffleInPlace(s.rng, pl.zones[Z.deck]);
  ev.push({ type: 'mulligan', player: p, amount: back.length });
  f.mulliganSeat++;
  f.mulliganCard = 0;
  return true;
}

/** One step of the game; false when the active player acts (their 行动阶段). */
export function kalingStep(s: KalingState, ev: GameEvent[]): boolean {
  const p = s.active;
  switch (s.phase) {
    case 'mulligan':
      return mulliganStep(s, ev);
    case 'start':
      setPhase(s, ev, 'draw');
      emit(s, ev, { type: 'turnStart', player: p, amount: s.turn });
      return true;
    case 'draw':
      // KL-TRN-02: the first player's first turn has no draw phase; KL-TRN-03 draws `drawPerTurn`.
      if (s.turn > 1) drawCards(s, ev, p, kalingParams(s).drawPerTurn);
      if (s.winner === null) setPhase(s, ev, 'action');
      return true;
    case 'action':
      return false;
    case 'end':
      if (s.flags.stage === 0) {
        // 【回合结束时】 first; their links resolve before the turn passes.
        s.flags.stage = 1;
        emit(s, ev, { type: 'turnEnd', player: p, amount: s.turn });
        return true;
      }
      // KL-RES-02: the turn player's energy is refilled to the cap; KL-TRN-05: "until end of turn" ends here.
      setEnergy(s, p, kalingParams(s).maxEnergy);
      ev.push({ type: 'refill', player: p, amount: s.players[p].res.energy });
      expireModifiers(s);
      stopMoving(s);
      ev.push({ type: 'cleanup', player: p, amount: s.turn });
      s.turn++;
      s.active = 1 - p;
      pruneLimits(s);
      setPhase(s, ev, 'start');
      return true;
  }
  return false;
}
