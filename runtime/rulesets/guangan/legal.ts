// 光暗's actions: in the active player's 准备/战斗阶段 (turnActions), in response windows (windowActions,
// hasResponse), and the legality of each (checkGuangan). Enumeration goes through the checks of checks.ts.

import { topLink } from '../../core/chain.js';
import { err, type ActionError, type ErrorTable } from '../../core/errors.js';
import type { GuanganOwnAction } from './actions.js';
import { END_PHASE } from './action-cache.js';
import {
  canSortie,
  checkEndPhase,
  checkSet,
  checkSortie,
  checkUse,
  mainOpen,
  replaceable,
  sortieTargets,
  windowOpen,
} from './checks.js';
import { gaParams } from './params.js';
import { freeSlot, ownerInPlay, staminaCost } from './queries.js';
import type { GuanganState } from './state.js';
import { Z } from './zones.js';

/** The card's stamina and 【光暗值】 needs are met (a quick filter before the full checkUse; GA-RES-04/08). */
function affordable(s: GuanganState, p: number, def: number): boolean {
  const res = s.players[p].res;
  return res.stamina >= staminaCost(s, def) && res.lightDark >= s.pool.tables.need[def];
}

/** `use` of a card, or — for a continuous card when the 用牌区 is full in one's own turn — one `use` per card it may replace. */
function pushUses(s: GuanganState, p: number, card: number, out: GuanganOwnAction[]): void {
  if (!affordable(s, p, s.cards[card].def)) return;
  const A = s.pool.tables.actions;
  if (!checkUse(s, p, card)) {
    out.push(A.use(card));
    return;
  }
  if (!s.pool.tables.continuous[s.cards[card].def] || s.cards[card].zone !== Z.hand || freeSlot(s, p) || s.active !== p)
    return;
  const zone = s.players[p].zones[Z.cardZone];
  for (let i = 0; i < zone.length; i++)
    if (replaceable(s, p, zone[i]) && !checkUse(s, p, card, zone[i])) out.push(A.useReplacing(card, zone[i]));
}

const ATTACKER_ZONES = [Z.summons, Z.positions] as const;

/** GA-TRN-02: the 准备阶段 plays and sets cards; GA-TRN-03: the 战斗阶段 makes sorties. Nothing at other moments. */
export function turnActionsGuangan(s: GuanganState, p: number, out: GuanganOwnAction[]): void {
  if (!mainOpen(s, p)) return;
  const pl = s.players[p];
  const t = s.pool.tables;
  if (s.phase === 'prepare') {
    // Without a chain only 普通 and continuous cards have their condition met (GA-CH-01); response and counter cards
    // may be set. The tests of checkUse / checkSet that hold for every card here are not repeated (prepareUse).
    const hand = pl.zones[Z.hand];
    const slot = freeSlot(s, p);
    for (let i = 0; i < hand.length; i++) {
      const id = hand[i];
      const def = s.cards[id].def;
      if (t.mainUsable[def]) {
        const u = prepareUse(s, p, def, slot);
        if (u === USE) out.push(t.actions.use(id));
        else if (u === REPLACE) pushUses(s, p, id, out);
      }
      if (slot && t.settable[def]) out.push(t.actions.set(id));
    }
    // A set continuous card may be turned face up in one's own 准备阶段 (its kind prints no condition).
    const zone = pl.zones[Z.cardZone];
    for (let i = 0; i < zone.length; i++)
      if (s.cards[zone[i]].faceDown && t.continuous[s.cards[zone[i]].def] && !checkUse(s, p, zone[i]))
        out.push(t.actions.use(zone[i]));
  } else if (pl.res.sorties > 0) {
    let targets: number[] | null = null;
    for (let z = 0; z < ATTACKER_ZONES.length; z++) {
      const zone = pl.zones[ATTACKER_ZONES[z]];
      for (let i = 0; i < zone.length; i++) {
        const id = zone[i];
        if (!canSortie(s, p, id)) continue;
        targets ??= sortieTargets(s, p);
        for (let j = 0; j < targets.length; j++) out.push(t.actions.sortie(id, targets[j]));
      }
    }
  }
  out.push(END_PHASE);
}

/** `p`'s answers in an open window (after the driver's 'pass'): response and counter cards in hand or set. */
export function windowActionsGuangan(s: GuanganState, p: number, out: GuanganOwnAction[]): void {
  if (s.flags.resolving || !windowOpen(s, p)) return;
  const ok = answerable(s);
  if (!ok) return;
  const pl = s.players[p];
  const bit = s.pool.tables.answerBit;
  const hand = pl.zones[Z.hand];
  for (let i = 0; i < hand.length; i++) if (ok & bit[s.cards[hand[i]].def]) pushUses(s, p, hand[i], out);
  const zone = pl.zones[Z.cardZone];
  for (let i = 0; i < zone.length; i++) {
    const c = s.cards[zone[i]];
    if (c.faceDown && ok & bit[c.def] && affordable(s, p, c.def) && !checkUse(s, p, zone[i]))
      out.push(s.pool.tables.actions.use(zone[i]));
  }
}

function usableSomehow(s: GuanganState, p: number, card: number): boolean {
  if (!affordable(s, p, s.cards[card].def)) return false;
  if (!checkUse(s, p, card)) return true;
  if (!s.pool.tables.continuous[s.cards[card].def] || s.active !== p || freeSlot(s, p)) return false;
  const zone = s.players[p].zones[Z.cardZone];
  for (let i = 0; i < zone.length; i++) if (replaceable(s, p, zone[i]) && !checkUse(s, p, card, zone[i])) return true;
  return false;
}

/** Which card kinds may answer the top link (GA-CH-02/03), as tables.answerBit bits: asked once per window, not per card. */
function answerable(s: GuanganState): number {
  const top = topLink(s);
  const pol = s.pool.rules.chainPolicy;
  return (pol.canAnswer(s, top, 'response') ? 1 : 0) | (pol.canAnswer(s, top, 'counter') ? 2 : 0);
}

/**
 * Whether windowActions would give anything, without building it: the driver asks for both players of every
 * window (most only pass). GA-CH-05: once the chain resolves, nobody has an answer.
 */
export function hasResponseGuangan(s: GuanganState, p: number): boolean {
  if (s.flags.resolving) return false;
  const pl = s.players[p];
  const bit = s.pool.tables.answerBit;
  let ok = -1; // which kinds may answer, asked once and only when a response or counter card is at hand
  const hand = pl.zones[Z.hand];
  for (let i = 0; i < hand.length; i++) {
    const b = bit[s.cards[hand[i]].def];
    if (!b) continue;
    if (ok < 0) ok = answerable(s);
    if (ok & b && usableSomehow(s, p, hand[i])) return true;
  }
  const zone = pl.zones[Z.cardZone];
  for (let i = 0; i < zone.length; i++) {
    const c = s.cards[zone[i]];
    if (!c.faceDown) continue;
    if (ok < 0) ok = answerable(s);
    if (ok & bit[c.def] && affordable(s, p, c.def) && !checkUse(s, p, zone[i])) return true;
  }
  return false;
}

/** Whether `p` has anything to do in their 准备阶段 besides ending it (turnActions without building the list). */
export function hasPrepareAction(s: GuanganState, p: number): boolean {
  const pl = s.players[p];
  const t = s.pool.tables;
  const hand = pl.zones[Z.hand];
  const slot = freeSlot(s, p);
  for (let i = 0; i < hand.length; i++) {
    const def = s.cards[hand[i]].def;
    if (slot && t.settable[def]) return true;
    if (!t.mainUsable[def]) continue;
    const u = prepareUse(s, p, def, slot);
    if (u === USE || (u === REPLACE && usableSomehow(s, p, hand[i]))) return true;
  }
  const zone = pl.zones[Z.cardZone];
  for (let i = 0; i < zone.length; i++)
    if (s.cards[zone[i]].faceDown && t.continuous[s.cards[zone[i]].def] && !checkUse(s, p, zone[i])) return true;
  return false;
}

const NO = 0,
  USE = 1,
  REPLACE = 2;

/**
 * checkUse for a hand card the 准备阶段 could use (t.mainUsable), in the active player's open 准备阶段 (the caller
 * knows): stamina, 【光暗值】, the character, and — for a continuous card — a slot (REPLACE: none free, so only a
 * replacement could place it). The same tests as checkUse, without those that hold for every card here.
 */
function prepareUse(s: GuanganState, p: number, def: number, slot: boolean): number {
  if (!affordable(s, p, def)) return NO;
  if (gaParams(s).requireLivingOwnerCharacter && !ownerInPlay(s, p, def)) return NO;
  if (s.pool.tables.continuous[def] && !slot) return REPLACE;
  return USE;
}

/** Whether `p` can make a sortie now (a sortie left and a living character or summon; there is always a target). */
export function hasSortie(s: GuanganState, p: number): boolean {
  const pl = s.players[p];
  if (pl.res.sorties <= 0) return false;
  for (let z = 0; z < ATTACKER_ZONES.length; z++) {
    const zone = pl.zones[ATTACKER_ZONES[z]];
    for (let i = 0; i < zone.length; i++) if (canSortie(s, p, zone[i])) return true;
  }
  return false;
}

export const GUANGAN_ACTION_ERRORS = {
  UNKNOWN: err('action/unknown', 'not a 光暗 action', '这不是光暗的行动'),
} as const satisfies ErrorTable;

export function checkGuangan(s: GuanganState, a: GuanganOwnAction, p: number): ActionError | null {
  switch (a.type) {
    case 'use':
      return checkUse(s, p, a.card, a.replace);
    case 'set':
      return checkSet(s, p, a.card);
    case 'sortie':
      return checkSortie(s, p, a.attacker, a.target);
    case 'endPhase':
      return checkEndPhase(s, p);
  }
  return GUANGAN_ACTION_ERRORS.UNKNOWN;
}
