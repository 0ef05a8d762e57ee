// The 光暗 turn (GA-TRN-01..04): setup choices → 回合开始 (【光暗值】, countdowns, stamina and sortie, draw) →
// 准备阶段 → 战斗阶段 → 回合结束 (hand limit) — one step at a time when nothing else is open (the driver calls
// `guanganStep`); and the questions that cannot wait (the ruleset's interrupt): loss checks, characters to place,
// the 【光明】/【黑暗】 choice.

import type { GameEvent } from '../../core/events.js';
import { pruneLimits } from '../../core/limits.js';
import { expireModifiers } from '../../core/modifiers.js';
import { shuffleInPlace } from '../../core/rng.js';
import { hasPrepareAction, hasSortie } from './legal.js';
import { changeLightDark, checkLoss, drawFor, emit, endAtTurnLimit, mayHaveLost, tickCountdowns } from './mechanics.js';
import { gaParams } from './params.js';
import { SIDE, type GuanganState } from './state.js';
import { Z } from './zones.js';

export function setPhase(s: GuanganState, ev: GameEvent[], phase: string): void {
  s.phase = phase;
  s.flags.step = 0;
  ev.push({ type: 'phase', player: s.active, info: phase });
}

/** One step of the turn; false when the active player acts (准备/战斗阶段). */
export function guanganStep(s: GuanganState, ev: GameEvent[]): boolean {
  const p = s.active;
  const prm = gaParams(s);
  switch (s.phase) {
    case 'setup':
      // GA-SU-04: every starting character is placed (the interrupt asked); the first turn begins.
      setPhase(s, ev, 'start');
      return true;
    case 'start': {
      // GA-TRN-01, in order. Each part runs on into the next unless something must be asked or resolved first
      // (the interrupt asks the characters a gain unlocks; triggers resolve): then the next step call goes on.
      const f = s.flags;
      if (f.step === 0 && prm.turnLimit > 0 && s.turn > prm.turnLimit) {
        // GA-WIN-04 (decision): the agreed number of turns has been played.
        endAtTurnLimit(s, ev);
        return true;
      }
      if (f.step === 0) {
        // (1) GA-RES-06: from the second turn of the game, 【光暗值】 +1 (both players, or only the player whose turn
        // it is with lightDarkGain = ownTurnOnly); the characters it makes available are chosen before the rest.
        f.step = 1;
        if (s.turn >= 2) {
          if (prm.lightDarkGain === 'ownTurnOnly') changeLightDark(s, ev, p, 1);
          else {
            changeLightDark(s, ev, p, 1);
            changeLightDark(s, ev, 1 - p, 1);
          }
          if (owes(s) || s.triggers.length) return true;
        }
      }
      if (f.step === 1) {
        // (2) GA-CHR-05: the active player's countdowns −1; revivals at 0.
        f.step = 2;
        tickCountdowns(s, ev, p);
        if (s.triggers.length) return true;
      }
      // (3) GA-RES-03: stamina and sorties are set afresh (stamina above the base is not kept).
      const res = s.players[p].res;
      res.stamina = prm.staminaPerTurn;
      res.sorties = prm.sortiesPerTurn;
      // (4) GA-SU-03: the turn's draw; the first player skips it in the first turn.
      if (s.turn > 1) drawFor(s, ev, p, prm.drawPerTurn);
      setPhase(s, ev, 'prepare');
      emit(s, ev, { type: 'turnStart', player: p, amount: s.turn });
      return true;
    }
    // GA-TRN-02/03: a phase in which the player can do nothing ends by itself (no empty decision is asked).
    case 'prepare':
      if (hasPrepareAction(s, p)) return false;
      setPhase(s, ev, 'battle');
      return true;
    case 'battle':
      if (hasSortie(s, p)) return false;
      setPhase(s, ev, 'end');
      return true;
    case 'end': {
      const f = s.flags;
      if (f.step === 0) {
        f.step = 1;
        emit(s, ev, { type: 'turnEnd', player: p, amount: s.turn });
        if (s.triggers.length) return true; // 【回合结束时】 lines resolve before the hand limit
      }
      if (f.step === 1) {
        // GA-TRN-04 / GA-LIM-01: cards above the hand limit go back into the deck, the player choosing which.
        const hand = s.players[p].zones[Z.hand];
        if (hand.length > prm.handLimit) {
          s.pending = {
            player: p,
            kind: 'handLimit',
            prompt: `hand limit ${prm.handLimit}: return a card to the deck (${hand.length - prm.handLimit} to go)`,
            options: hand.map((id) => ({ label: s.defs[s.cards[id].def].name, value: id })),
            context: {},
          };
          return true;
        }
        if (f.returned) {
          shuffleInPlace(s.rng, s.players[p].zones[Z.deck]);
          ev.push({ type: 'shuffled', player: p, amount: f.returned, info: 'handLimit' });
          f.returned = 0;
        }
      }
      expireModifiers(s);
      ev.push({ type: 'cleanup', player: p, amount: s.turn });
      s.turn++;
      s.active = 1 - p;
      pruneLimits(s);
      setPhase(s, ev, 'start');
      return true;
    }
  }
  return false;
}

/** Some player owes a choice the interrupt asks (the 【光明】/【黑暗】 side, a character, its position). */
function owes(s: GuanganState): boolean {
  const a = s.players[0].flags,
    b = s.players[1].flags;
  return (a.sidePending | a.placing | a.unlocks | b.sidePending | b.placing | b.unlocks) !== 0;
}

/**
 * The ruleset's interrupt, checked first each time round the driver's loop: GA-WIN-01..06 loss checks (a state
 * check, continuously), then for the turn player and then the other: the 【光明】/【黑暗】 choice (GA-RES-09), a
 * chosen character's position, a character to choose (GA-SU-04, GA-CHR-02).
 */
export function guanganInterrupt(s: GuanganState, ev: GameEvent[]): boolean {
  if (mayHaveLost(s) && checkLoss(s, ev)) return true;
  if (!owes(s)) return false; // nearly always nothing is owed
  for (let k = 0; k < 2; k++) {
    const p = k === 0 ? s.active : 1 - s.active;
    const f = s.players[p].flags;
    if (f.sidePending) {
      s.pending = {
        player: p,
        kind: 'side',
        prompt: '【光暗值】 reached its cap: choose 【光明】 or 【黑暗】 for the rest of the game',
        options: [
          { label: 'light', value: SIDE.light },
          { label: 'dark', value: SIDE.dark },
        ],
        context: {},
      };
      return true;
    }
    if (f.placing) {
      const taken = new Set(s.players[p].zones[Z.positions].map((id) => s.cards[id].cell));
      const options = [];
      for (let i = 0; i < gaParams(s).characterPositions; i++)
        if (!taken.has(i)) options.push({ label: `position ${i + 1}`, value: i });
      if (!options.length) {
        f.placing = 0;
        f.unlocks = 0;
        continue;
      }
      s.pending = {
        player: p,
        kind: 'position',
        prompt: 'choose the position of the character',
        options,
        context: { card: f.placing - 1 },
      };
      return true;
    }
    if (f.unlocks > 0) {
      const off = s.players[p].zones[Z.offstage].filter((id) => s.pool.tables.character[s.cards[id].def]);
      if (!off.length) {
        f.unlocks = 0;
        continue;
      }
      s.pending = {
        player: p,
        kind: 'character',
        prompt: 'choose a character to exist',
        options: off.map((id) => ({ label: s.defs[s.cards[id].def].name, value: id })),
        context: {},
      };
      return true;
    }
  }
  return false;
}
