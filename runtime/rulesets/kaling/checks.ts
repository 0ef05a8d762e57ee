// Legality of 卡灵时代 actions. Each check returns a namespaced error or null and never mutates; the legal-action
// enumeration (legal.ts) goes through the same checks, so both always agree.

import type { AbilityDef, CardDef } from '../../card-def.js';
import { evalCondition } from '../../core/conditions.js';
import { windowOpen } from '../../core/driver/index.js';
import { err, type ActionError } from '../../core/errors.js';
import { cellInDirection } from '../../core/grid.js';
import { canUseLimits } from '../../core/limits.js';
import { matchesFilters } from '../../core/targeting.js';
import { hasFreeArea, isFree, isLocked, isOpponentBackRow, NEIGHBOURS, rowFrom } from './board.js';
import { kalingParams } from './params.js';
import { effectCost, kalingHooks, stat } from './queries.js';
import type { KalingState } from './state.js';
import { Z } from './zones.js';

export { windowOpen };

/** KL-CH-04 四个一: whether this effect of this card was already activated in the current chain. */
export function usedInChain(s: KalingState, card: number, ability: number): boolean {
  const f = s.flags;
  return f.chainUsesSeq === s.chainSeq && f.chainUses.includes(card * 64 + ability);
}

/** KL-CH-04: counts the activation in the current chain (a new chain starts a fresh list). */
export function recordChainUse(s: KalingState, card: number, ability: number): void {
  const f = s.flags;
  if (f.chainUsesSeq !== s.chainSeq) {
    f.chainUses = [card * 64 + ability];
    f.chainUsesSeq = s.chainSeq;
  } else f.chainUses = [...f.chainUses, card * 64 + ability];
}

// Errors are built once: legal-action enumeration checks many candidates.
const E_NOT_ACTION = err('phase/not-action', 'only in your own 行动阶段 with no chain open');
const E_SUMMON_NOT_IN_HAND = err('summon/not-in-hand', 'summon a 卡灵 card from your hand');
const E_SUMMON_NOT_KALING = err('summon/not-kaling', 'only 卡灵 cards are summoned (KL-SUM-01)');
const E_SUMMON_LIMIT = err('summon/limit', 'at most 2 paid summons per turn (KL-SUM-02)');
const E_SUMMON_NO_ENERGY_OPTION = err('summon/no-energy-option', 'this 卡灵 cannot be summoned by paying energy');
const E_SUMMON_NOT_ENOUGH_ENERGY = err('summon/not-enough-energy', 'not enough energy for this summon');
const E_SUMMON_NO_EMPTY_AREA = err('summon/no-empty-area', 'no empty area on your battlefield (KL-SUM-04)');
const E_SUMMON_NO_MATERIAL_OPTION = err('summon/no-material-option', 'this 卡灵 cannot be summoned with material');
const E_SUMMON_BAD_MATERIAL = err('summon/bad-material', 'the material must be one of your 卡灵 on the battlefield that fits the 降临 text');
const E_SUMMON_MATERIAL_ABROAD = err('summon/material-abroad', 'a 卡灵 in the opponent\'s battlefield cannot be material (KL-SUM-05 将在外君命有所不受)');
const E_SUMMON_SAME_LEVEL = err('summon/same-level-used', 'a same-level replacement of level 3 or more only once per turn (KL-SUM-06)');
const E_NOT_YOUR_KALING = err('card/not-your-kaling', 'use one of your 卡灵 on the battlefield');
const E_SICK = err('card/just-summoned', 'a 卡灵 cannot move or attack in the turn it is summoned (summoningSickness)');
const E_MOVE_USED = err('move/already-moved', 'each 卡灵 moves once per turn (KL-MV-02)');
const E_MOVE_NO_SP = err('move/no-sp', 'no steps left (SP, KL-MV-02)');
const E_MOVE_BLOCKED = err('move/blocked', 'step into an adjacent empty area that is not 封锁 (KL-MV-02/03, KL-TX-07)');
const E_ATTACK_FIRST_TURN = err('attack/first-turn', 'the first player cannot attack in their first turn (KL-TRN-02)');
const E_ATTACK_USED = err('attack/already-attacked', 'each 卡灵 attacks once per turn (KL-CB-01)');
const E_ATTACK_NOT_BACK_ROW = err('attack/not-on-back-row', 'a direct attack needs the 卡灵 on the opponent\'s back row (KL-CB-08)');
const E_ATTACK_NOT_IN_AREA = err('attack/not-in-area', 'the area is not one of the 卡灵\'s attack areas (KL-CB-02)');
const E_ATTACK_LOCKED = err('attack/locked', 'a 封锁 area cannot be attacked (KL-TX-07)');
const E_ATTACK_NO_TARGET = err('attack/no-target', 'attack an area holding an opponent\'s face-up 卡灵 or device (KL-CB-03)');
const E_ACT_NO_ABILITY = err('activate/no-such-ability', 'no such effect');
const E_ACT_ETERNAL = err('activate/eternal', 'a 永恒 effect is never activated (KL-EF-03)');
const E_ACT_INDUCED = err('activate/induced', 'this 瞬发 effect is used when its 当…时 timing comes (KL-EF-02)');
const E_ACT_NOT_YOURS = err('activate/not-yours', 'use an effect of your card');
const E_ACT_FROM_HAND = err('activate/not-from-hand', '卡灵 and 放置 device effects are used from the battlefield');
const E_ACT_RESOLVING = err('activate/resolving', 'the card is being activated');
const E_ACT_LOCKED = err('activate/locked', 'a card in a 封锁 area cannot be activated (KL-TX-07)');
const E_ACT_NO_AREA = err('activate/no-area', 'no empty area to activate the card on (KL-CT-03)');
const E_ACT_START_CHAIN = err('activate/start-not-now', 'a 启动 effect only in your own 行动阶段, as chain link 1 (KL-EF-01)');
const E_ACT_NOT_NOW = err('activate/not-now', 'no timing to activate a 瞬发 effect now');
const E_ACT_LIMIT = err('activate/limit', 'the effect is used up (回N 场N 限N 极N, KL-LIM-01..05)');
const E_ACT_CHAIN = err('activate/once-per-chain', 'the same effect of a card only once per chain (KL-CH-04)');
const E_ACT_CONDITION = err('activate/condition', 'the condition does not hold');
const E_ACT_ENERGY = err('activate/not-enough-energy', 'not enough energy (KL-RES-04)');
const E_SET_NOT_IN_HAND = err('set/not-in-hand', 'set a card from your hand');
const E_SET_KALING = err('set/kaling', '卡灵 cards cannot be set (KL-CT-07)');
const E_SET_PLACED = err('set/placed-device', 'a 放置 device is placed face up, not set');
const E_SET_LIMIT = err('set/limit', 'at most 3 face-down cards, placed devices included (KL-CT-07)');
const E_SET_NO_AREA = err('set/no-area', 'no empty area on your battlefield or the public row');
const E_PLACE_NOT_DEVICE = err('place/not-placed-device', 'only a 放置 device card from your hand is placed');
const E_SKILL_DRAW_USED = err('skill/draw-used', '爆能抽卡 once per turn (KL-SK-02)');
const E_SKILL_ENERGY = err('skill/not-enough-energy', 'not enough energy for the skill');
const E_SKILL_MOVE_TURN = err('skill/move-used-this-turn', '调兵奇袭 once per turn (KL-SK-03 限一)');
const E_SKILL_MOVE_USED_UP = err('skill/move-used-up', '调兵奇袭 twice per game (KL-SK-03 极二)');
const E_SKILL_MOVE_NEW = err('skill/move-just-summoned', '调兵奇袭 needs a 卡灵 not summoned this turn (KL-SK-03)');

/** KL-TRN-04: the active player's 行动阶段 with nothing pending or open. */
export function actionOpen(s: KalingState, p: number): boolean {
  return s.winner === null && s.phase === 'action' && s.active === p && !s.pending && !s.window && !s.building && s.chain.length === 0 && s.triggers.length === 0;
}


/** `p`'s face-up 卡灵 on the battlefield. */
export function ownKaling(s: KalingState, p: number, inst: number): boolean {
  const c = s.cards[inst];
  return c !== undefined && c.zone === Z.battlefield && c.controller === p && !c.faceDown && s.pool.tables.kaling[c.def];
}

// ── 降临 ─────────────────────────────────────────────────────────────────────────────────────────────

/** KL-SUM-02: the energy a paid summon of `d` costs, or -1 when it cannot be paid with energy. */
export function summonEnergy(s: KalingState, d: CardDef): number {
  if (d.summonCost) return d.summonCost.energy ?? -1;
  return kalingParams(s).paidSummonEnergyCost === 'level' ? (d.stats.level ?? 0) : -1;
}

/** KL-SUM-02: whether `d` may be summoned with material (its printed clause, else the default one). */
export function materialAllowed(s: KalingState, d: CardDef): boolean {
  return d.summonCost ? d.summonCost.materials !== undefined : kalingParams(s).materialSummon;
}

/** Why `p` cannot make a paid summon of `card` now, whatever the payment (KL-SUM-01/02). */
export function summonBaseProblem(s: KalingState, p: number, card: number): ActionError | null {
  if (!actionOpen(s, p)) return E_NOT_ACTION;
  const c = s.cards[card];
  if (!c || c.zone !== Z.hand || c.controller !== p) return E_SUMMON_NOT_IN_HAND;
  if (!s.pool.tables.kaling[c.def]) return E_SUMMON_NOT_KALING;
  return summonsLeft(s, p) ? null : E_SUMMON_LIMIT;
}

/** KL-SUM-02: `p` has a paid summon left this turn. */
export function summonsLeft(s: KalingState, p: number): boolean {
  const fl = s.players[p].flags;
  return fl.summonTurn !== s.turn || fl.summons < kalingParams(s).paidSummonsPerTurn;
}

/** KL-SUM-02/04 paying energy: the 降临 耗能 (default the level) and an empty area of one's own battlefield. */
export function energySummonProblem(s: KalingState, p: number, d: CardDef, ownArea = hasFreeArea(s, p, false)): ActionError | null {
  const cost = summonEnergy(s, d);
  if (cost < 0) return E_SUMMON_NO_ENERGY_OPTION;
  if (s.players[p].res.energy < cost) return E_SUMMON_NOT_ENOUGH_ENERGY;
  return ownArea ? null : E_SUMMON_NO_EMPTY_AREA;
}

export function summonProblem(s: KalingState, p: number, card: number, material: number): ActionError | null {
  const e = summonBaseProblem(s, p, card);
  if (e) return e;
  const d = s.defs[s.cards[card].def];
  return material < 0 ? energySummonProblem(s, p, d) : materialProblem(s, p, d, material);
}

/**
 * KL-SUM-02 素材: one own 卡灵 on the battlefield fitting the printed clause (default: level ≥ the new level − 1);
 * KL-SUM-05 not one in the opponent's battlefield; KL-SUM-06 a same-level replacement of level 3+ once per turn.
 */
export function materialProblem(s: KalingState, p: number, d: CardDef, material: number): ActionError | null {
  if (!materialAllowed(s, d)) return E_SUMMON_NO_MATERIAL_OPTION;
  if (!ownKaling(s, p, material)) return E_SUMMON_BAD_MATERIAL;
  return materialFitProblem(s, p, d, material);
}

/** materialProblem for one of `p`'s face-up 卡灵 on the battlefield, material summons being allowed for `d`. */
export function materialFitProblem(s: KalingState, p: number, d: CardDef, material: number): ActionError | null {
  const level = d.stats.level ?? 0;
  const m = stat(s, material, 'level');
  const filters = d.summonCost?.materials?.filters;
  if (filters ? !matchesFilters(s, kalingHooks, material, filters, { controller: p, source: -1, subject: -1 }) : m < level - 1) return E_SUMMON_BAD_MATERIAL;
  if (rowFrom(s.cards[material].cell, p) >= 4) return E_SUMMON_MATERIAL_ABROAD;
  if (level >= 3 && m === level && s.players[p].flags.sameLevelTurn === s.turn) return E_SUMMON_SAME_LEVEL;
  return null;
}

// ── movement ─────────────────────────────────────────────────────────────────────────────────────────

/** Whether `to` is an area a step from `from` may enter (KL-MV-02/03, KL-TX-07): adjacent, free. */
export function canStep(s: KalingState, from: number, to: number): boolean {
  return NEIGHBOURS[from].includes(to) && isFree(s, to);
}

/** Why the 卡灵 cannot start or go on with its movement now (before the area is looked at), or null. */
export function moverProblem(s: KalingState, p: number, card: number): ActionError | null {
  if (!ownKaling(s, p, card)) return E_NOT_YOUR_KALING;
  const c = s.cards[card];
  if (kalingParams(s).summoningSickness && c.enteredTurn === s.turn) return E_SICK;
  const sp = stat(s, card, 'sp');
  if (s.flags.moving === card + 1 && s.flags.moveCell === c.cell) return s.flags.moveSteps < sp ? null : E_MOVE_NO_SP;
  if (s.flags.moveTurn[card] === s.turn) return E_MOVE_USED;
  return sp >= 1 ? null : E_MOVE_NO_SP;
}

export function moveProblem(s: KalingState, p: number, card: number, cell: number): ActionError | null {
  if (!actionOpen(s, p)) return E_NOT_ACTION;
  const e = moverProblem(s, p, card);
  if (e) return e;
  return canStep(s, s.cards[card].cell, cell) ? null : E_MOVE_BLOCKED;
}

// ── combat ───────────────────────────────────────────────────────────────────────────────────────────

/** Why the 卡灵 cannot attack at all now, or null (KL-CB-01, KL-TRN-02). */
export function attackerProblem(s: KalingState, p: number, attacker: number): ActionError | null {
  if (!ownKaling(s, p, attacker)) return E_NOT_YOUR_KALING;
  if (s.turn === 1) return E_ATTACK_FIRST_TURN;
  if (kalingParams(s).summoningSickness && s.cards[attacker].enteredTurn === s.turn) return E_SICK;
  return s.flags.attackTurn[attacker] === s.turn ? E_ATTACK_USED : null;
}

/** KL-CB-02/05: the direction from the attacker to `cell` among its attack areas, or undefined. */
export function attackDirection(s: KalingState, attacker: number, cell: number): string | undefined {
  const c = s.cards[attacker];
  const dirs = s.pool.tables.attackAreas[c.def];
  for (let i = 0; i < dirs.length; i++) if (cellInDirection(c.cell, dirs[i], c.controller) === cell) return dirs[i];
  return undefined;
}

/** KL-CB-03: an area holding an opponent's face-up 卡灵 or placed device, not 封锁, within the attack areas. */
export function attackTargetProblem(s: KalingState, p: number, attacker: number, cell: number): ActionError | null {
  if (cell < 0) return isOpponentBackRow(s.cards[attacker].cell, p) ? null : E_ATTACK_NOT_BACK_ROW;
  if (attackDirection(s, attacker, cell) === undefined) return E_ATTACK_NOT_IN_AREA;
  return attackAreaProblem(s, p, cell);
}

/** attackTargetProblem for an area known to be one of the attack areas. */
export function attackAreaProblem(s: KalingState, p: number, cell: number): ActionError | null {
  if (isLocked(s, cell)) return E_ATTACK_LOCKED;
  const id = s.grid![cell];
  if (id < 0) return E_ATTACK_NO_TARGET;
  const t = s.cards[id];
  const tb = s.pool.tables;
  if (t.controller === p || t.faceDown || !(tb.kaling[t.def] || tb.placed[t.def])) return E_ATTACK_NO_TARGET;
  return null;
}

export function attackProblem(s: KalingState, p: number, attacker: number, cell: number): ActionError | null {
  if (!actionOpen(s, p)) return E_NOT_ACTION;
  return attackerProblem(s, p, attacker) ?? attackTargetProblem(s, p, attacker, cell);
}

// ── effects ──────────────────────────────────────────────────────────────────────────────────────────

/**
 * Where an effect of `card` may be activated from for `p` (KL-EF-02): the card itself, before timing is judged.
 * `setArea`: whether `p` has a free area of their battlefield or the public row (for a card from hand).
 */
export function sourceProblem(s: KalingState, p: number, card: number, setArea?: boolean): ActionError | null {
  const c = s.cards[card];
  if (!c || c.controller !== p) return E_ACT_NOT_YOURS;
  const oneShot = s.pool.tables.oneShot[c.def];
  if (c.zone === Z.battlefield) {
    if (c.faceDown) return isLocked(s, c.cell) ? E_ACT_LOCKED : null;
    return oneShot ? E_ACT_RESOLVING : null;
  }
  if (c.zone === Z.hand) {
    if (!oneShot) return E_ACT_FROM_HAND;
    return (setArea ?? hasFreeArea(s, p, true)) ? null : E_ACT_NO_AREA;
  }
  return E_ACT_NOT_YOURS;
}

/** Limits, KL-CH-04, the condition and the energy of an ability `p` wants to use now (`sources`: costSources). */
export function usableProblem(s: KalingState, p: number, card: number, ab: AbilityDef, sources?: readonly number[]): ActionError | null {
  if (ab.limits.length && !canUseLimits(s, ab.limits, card, ab.index, p)) return E_ACT_LIMIT;
  if (usedInChain(s, card, ab.index)) return E_ACT_CHAIN;
  if (ab.condition && !evalCondition(s, kalingHooks, ab.condition, p, card)) return E_ACT_CONDITION;
  return s.players[p].res.energy < effectCost(s, card, ab, p, sources) ? E_ACT_ENERGY : null;
}

export function activateProblem(s: KalingState, p: number, card: number, ability: number): ActionError | null {
  const c = s.cards[card];
  const ab = c ? s.defs[c.def].abilities[ability] : undefined;
  if (!ab) return E_ACT_NO_ABILITY;
  if (ab.kind === 'eternal') return E_ACT_ETERNAL;
  if (ab.kind === 'instant' && ab.timing) return E_ACT_INDUCED;
  if (ab.kind !== 'start' && ab.kind !== 'instant') return E_ACT_NO_ABILITY;
  // KL-EF-01: 启动 only as chain link 1 in one's own 行动阶段; KL-EF-02: 瞬发 there or whenever one holds priority.
  if (ab.kind === 'start' ? !actionOpen(s, p) : !actionOpen(s, p) && !windowOpen(s, p)) return ab.kind === 'start' ? E_ACT_START_CHAIN : E_ACT_NOT_NOW;
  return sourceProblem(s, p, card) ?? usableProblem(s, p, card, ab);
}

// ── set and place ────────────────────────────────────────────────────────────────────────────────────

/** KL-CT-07: `p`'s face-down cards and placed devices (on the battlefield or being placed). */
export function setCount(s: KalingState, p: number): number {
  const t = s.pool.tables;
  let n = 0;
  const field = s.players[p].zones[Z.battlefield];
  for (let i = 0; i < field.length; i++) {
    const c = s.cards[field[i]];
    if (c.faceDown || t.placed[c.def]) n++;
  }
  const waiting = s.players[p].zones[Z.chain];
  for (let i = 0; i < waiting.length; i++) if (t.placed[s.cards[waiting[i]].def]) n++;
  return n;
}

export function setProblem(s: KalingState, p: number, card: number): ActionError | null {
  if (!actionOpen(s, p)) return E_NOT_ACTION;
  const c = s.cards[card];
  if (!c || c.zone !== Z.hand || c.controller !== p) return E_SET_NOT_IN_HAND;
  const t = s.pool.tables;
  if (t.kaling[c.def]) return E_SET_KALING;
  if (t.placed[c.def]) return E_SET_PLACED;
  return roomProblem(s, p);
}

/** KL-CT-07: room for one more face-down card or placed device, and a free area for it. */
export function roomProblem(s: KalingState, p: number): ActionError | null {
  if (setCount(s, p) >= kalingParams(s).maxSetCards) return E_SET_LIMIT;
  return hasFreeArea(s, p, true) ? null : E_SET_NO_AREA;
}

export function placeProblem(s: KalingState, p: number, card: number): ActionError | null {
  if (!actionOpen(s, p)) return E_NOT_ACTION;
  const c = s.cards[card];
  if (!c || c.zone !== Z.hand || c.controller !== p || !s.pool.tables.placed[c.def]) return E_PLACE_NOT_DEVICE;
  return roomProblem(s, p);
}

// ── player skills ────────────────────────────────────────────────────────────────────────────────────

/** KL-SK-02 爆能抽卡: 回一, 4 energy. */
export const DRAW_SKILL_COST = 4;

export function skillDrawProblem(s: KalingState, p: number): ActionError | null {
  if (!actionOpen(s, p)) return E_NOT_ACTION;
  if (s.players[p].flags.drawSkillTurn === s.turn) return E_SKILL_DRAW_USED;
  return s.players[p].res.energy < DRAW_SKILL_COST ? E_SKILL_ENERGY : null;
}

/** KL-SK-03: x = 2 for levels 1–2, 3 for 3–4, 4 for 5–6. */
export function moveSkillCost(level: number): number {
  return level <= 2 ? 2 : level <= 4 ? 3 : 4;
}

/** KL-SK-03 调兵奇袭 (极二限一) for this 卡灵, before the area is looked at. */
export function skillMoverProblem(s: KalingState, p: number, card: number): ActionError | null {
  const fl = s.players[p].flags;
  if (fl.moveSkillUses >= 2) return E_SKILL_MOVE_USED_UP;
  if (fl.moveSkillTurn === s.turn) return E_SKILL_MOVE_TURN;
  if (!ownKaling(s, p, card)) return E_NOT_YOUR_KALING;
  if (s.cards[card].enteredTurn === s.turn) return E_SKILL_MOVE_NEW;
  return s.players[p].res.energy < moveSkillCost(stat(s, card, 'level')) ? E_SKILL_ENERGY : null;
}

export function skillMoveProblem(s: KalingState, p: number, card: number, cell: number): ActionError | null {
  if (!actionOpen(s, p)) return E_NOT_ACTION;
  const e = skillMoverProblem(s, p, card);
  if (e) return e;
  return canStep(s, s.cards[card].cell, cell) ? null : E_MOVE_BLOCKED;
}

export { E_NOT_ACTION };
