// Legality of 卡灵时代 actions. Each check returns a namespaced error or null and never mutates; the legal-action
// enumeration (legal.ts) goes through the same checks, so both always agree.

import type { AbilityDef, CardDef } from '../../card-def.js';
import { evalCondition } from '../../core/conditions.js';
import { windowOpen } from '../../core/driver/index.js';
import { err, type ActionError, type ErrorTable } from '../../core/errors.js';
import { cellInDirection } from '../../core/grid.js';
import { canUseLimits } from '../../core/limits.js';
import { matchesFilters } from '../../core/targeting.js';
import { hasFreeArea, isFree, isLocked, isOpponentBackRow, NEIGHBOURS, rowFrom } from './board.js';
import { kalingParams } from './params.js';
import { effectCost, forbiddenNow, kalingHooks, stat } from './queries.js';
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
export const KALING_CHECK_ERRORS = {
  NOT_ACTION: err(
    'phase/not-action',
    'only in your own 行动阶段 with no chain open',
    '只能在你自己的行动阶段、没有连锁时进行',
  ),
  SUMMON_NOT_IN_HAND: err('summon/not-in-hand', 'summon a 卡灵 card from your hand', '请降临你手牌中的卡灵卡'),
  SUMMON_NOT_KALING: err(
    'summon/not-kaling',
    'only 卡灵 cards are summoned (KL-SUM-01)',
    '只有卡灵卡可以降临（KL-SUM-01）',
  ),
  SUMMON_LIMIT: err(
    'summon/limit',
    'at most 2 paid summons per turn (KL-SUM-02)',
    '每回合最多付费降临 2 次（KL-SUM-02）',
  ),
  SUMMON_NO_ENERGY_OPTION: err(
    'summon/no-energy-option',
    'this 卡灵 cannot be summoned by paying energy',
    '这张卡灵不能以耗能的方式降临',
  ),
  SUMMON_NOT_ENOUGH_ENERGY: err(
    'summon/not-enough-energy',
    'not enough energy for this summon',
    '能量不足，无法进行这次降临',
  ),
  SUMMON_NO_EMPTY_AREA: err(
    'summon/no-empty-area',
    'no empty area on your battlefield (KL-SUM-04)',
    '我方战场内没有空置区域（KL-SUM-04）',
  ),
  SUMMON_NO_MATERIAL_OPTION: err(
    'summon/no-material-option',
    'this 卡灵 cannot be summoned with material',
    '这张卡灵不能以素材降临',
  ),
  SUMMON_BAD_MATERIAL: err(
    'summon/bad-material',
    'the material must be one of your 卡灵 on the battlefield that fits the 降临 text',
    '素材必须是你在战场上的一张符合降临条件的卡灵',
  ),
  SUMMON_MATERIAL_ABROAD: err(
    'summon/material-abroad',
    "a 卡灵 in the opponent's battlefield cannot be material (KL-SUM-05 将在外君命有所不受)",
    '位于对方战场的卡灵不能作为素材（KL-SUM-05 将在外君命有所不受）',
  ),
  SUMMON_SAME_LEVEL: err(
    'summon/same-level-used',
    'a same-level replacement of level 3 or more only once per turn (KL-SUM-06)',
    '3 级以上的同级替换每回合只能进行一次（KL-SUM-06）',
  ),
  NOT_YOUR_KALING: err('card/not-your-kaling', 'use one of your 卡灵 on the battlefield', '请使用你在战场上的卡灵'),
  SICK: err(
    'card/just-summoned',
    'a 卡灵 cannot move or attack in the turn it is summoned (summoningSickness)',
    '卡灵在降临的回合不能移动或攻击（summoningSickness）',
  ),
  MOVE_USED: err(
    'move/already-moved',
    'each 卡灵 moves once per turn (KL-MV-02)',
    '每张卡灵每回合只能移动一次（KL-MV-02）',
  ),
  MOVE_FORBIDDEN: err(
    'move/forbidden',
    'an effect says this 卡灵 cannot move for now (不能移动, KL-MV-01)',
    '效果使这张卡灵现在不能移动（不能移动，KL-MV-01）',
  ),
  MOVE_NO_SP: err('move/no-sp', 'no steps left (SP, KL-MV-02)', '没有剩余的步数了（SP，KL-MV-02）'),
  MOVE_BLOCKED: err(
    'move/blocked',
    'step into an adjacent empty area that is not 封锁 (KL-MV-02/03, KL-TX-07)',
    '只能移动到相邻的、未被封锁的空置区域（KL-MV-02/03、KL-TX-07）',
  ),
  ATTACK_FIRST_TURN: err(
    'attack/first-turn',
    'the first player cannot attack in their first turn (KL-TRN-02)',
    '先攻玩家在第一回合不能攻击（KL-TRN-02）',
  ),
  ATTACK_USED: err(
    'attack/already-attacked',
    'each 卡灵 attacks once per turn (KL-CB-01)',
    '每张卡灵每回合只有一次攻击机会（KL-CB-01）',
  ),
  ATTACK_FORBIDDEN: err(
    'attack/forbidden',
    'an effect says this 卡灵 cannot attack for now (不能攻击, KL-CB-01)',
    '效果使这张卡灵现在不能攻击（不能攻击，KL-CB-01）',
  ),
  ATTACK_PROTECTED: err(
    'attack/cannot-be-attacked',
    'an effect says the 卡灵 in that area cannot be attacked for now (不能被攻击, KL-CB-03)',
    '效果使那个区域的卡灵现在不能被攻击（不能被攻击，KL-CB-03）',
  ),
  ATTACK_NOT_BACK_ROW: err(
    'attack/not-on-back-row',
    "a direct attack needs the 卡灵 on the opponent's back row (KL-CB-08)",
    '卡灵要到达对方底线才能直接攻击玩家（KL-CB-08）',
  ),
  ATTACK_NOT_IN_AREA: err(
    'attack/not-in-area',
    "the area is not one of the 卡灵's attack areas (KL-CB-02)",
    '这个区域不在这张卡灵的攻击区域内（KL-CB-02）',
  ),
  ATTACK_LOCKED: err(
    'attack/locked',
    'a 封锁 area cannot be attacked (KL-TX-07)',
    '被封锁的区域不能被攻击（KL-TX-07）',
  ),
  ATTACK_NO_TARGET: err(
    'attack/no-target',
    "attack an area holding an opponent's face-up 卡灵 or device (KL-CB-03)",
    '请攻击有对方正面卡灵或设备的区域（KL-CB-03）',
  ),
  ACT_NO_ABILITY: err('activate/no-such-ability', 'no such effect', '没有这个效果'),
  ACT_ETERNAL: err('activate/eternal', 'a 永恒 effect is never activated (KL-EF-03)', '永恒效果不能发动（KL-EF-03）'),
  ACT_INDUCED: err(
    'activate/induced',
    'this 瞬发 effect is used when its 当…时 timing comes (KL-EF-02)',
    '这个瞬发效果要在其“当…时”的时机到来时发动（KL-EF-02）',
  ),
  ACT_NOT_YOURS: err('activate/not-yours', 'use an effect of your card', '请发动你自己卡牌的效果'),
  ACT_FROM_HAND: err(
    'activate/not-from-hand',
    '卡灵 and 放置 device effects are used from the battlefield',
    '卡灵和放置设备的效果要在战场上发动',
  ),
  ACT_RESOLVING: err('activate/resolving', 'the card is being activated', '这张卡正在发动中'),
  ACT_LOCKED: err(
    'activate/locked',
    'a card in a 封锁 area cannot be activated (KL-TX-07)',
    '被封锁区域中的卡不能发动（KL-TX-07）',
  ),
  ACT_NO_AREA: err(
    'activate/no-area',
    'no empty area to activate the card on (KL-CT-03)',
    '没有可以发动这张卡的空置区域（KL-CT-03）',
  ),
  ACT_START_CHAIN: err(
    'activate/start-not-now',
    'a 启动 effect only in your own 行动阶段, as chain link 1 (KL-EF-01)',
    '启动效果只能在你自己的行动阶段、作为连锁的第 1 环发动（KL-EF-01）',
  ),
  ACT_NOT_NOW: err('activate/not-now', 'no timing to activate a 瞬发 effect now', '现在没有发动瞬发效果的时机'),
  ACT_LIMIT: err(
    'activate/limit',
    'the effect is used up (回N 场N 限N 极N, KL-LIM-01..05)',
    '这个效果的次数已经用完（回N 场N 限N 极N，KL-LIM-01..05）',
  ),
  ACT_CHAIN: err(
    'activate/once-per-chain',
    'the same effect of a card only once per chain (KL-CH-04)',
    '同一张卡的同一效果在一条连锁中只能发动一次（KL-CH-04）',
  ),
  ACT_CONDITION: err('activate/condition', 'the condition does not hold', '效果的条件不满足'),
  ACT_ENERGY: err('activate/not-enough-energy', 'not enough energy (KL-RES-04)', '能量不足（KL-RES-04）'),
  SET_NOT_IN_HAND: err('set/not-in-hand', 'set a card from your hand', '请从你的手牌中盖卡'),
  SET_KALING: err('set/kaling', '卡灵 cards cannot be set (KL-CT-07)', '卡灵卡不能盖伏（KL-CT-07）'),
  SET_PLACED: err('set/placed-device', 'a 放置 device is placed face up, not set', '放置设备要正面放置，不能盖伏'),
  SET_LIMIT: err(
    'set/limit',
    'at most 3 face-down cards, placed devices included (KL-CT-07)',
    '盖卡最多 3 张，放置的设备也计算在内（KL-CT-07）',
  ),
  SET_NO_AREA: err(
    'set/no-area',
    'no empty area on your battlefield or the public row',
    '我方战场和公共战场上都没有空置区域',
  ),
  PLACE_NOT_DEVICE: err(
    'place/not-placed-device',
    'only a 放置 device card from your hand is placed',
    '只有你手牌中的放置设备卡可以放置',
  ),
  SKILL_DRAW_USED: err(
    'skill/draw-used',
    '爆能抽卡 once per turn (KL-SK-02)',
    '爆能抽卡每回合只能使用一次（KL-SK-02）',
  ),
  SKILL_ENERGY: err('skill/not-enough-energy', 'not enough energy for the skill', '能量不足，无法使用这个技能'),
  SKILL_MOVE_TURN: err(
    'skill/move-used-this-turn',
    '调兵奇袭 once per turn (KL-SK-03 限一)',
    '调兵奇袭每回合只能使用一次（KL-SK-03 限一）',
  ),
  SKILL_MOVE_USED_UP: err(
    'skill/move-used-up',
    '调兵奇袭 twice per game (KL-SK-03 极二)',
    '调兵奇袭每局只能使用两次（KL-SK-03 极二）',
  ),
  SKILL_MOVE_NEW: err(
    'skill/move-just-summoned',
    '调兵奇袭 needs a 卡灵 not summoned this turn (KL-SK-03)',
    '调兵奇袭需要一张不是本回合降临的卡灵（KL-SK-03）',
  ),
} as const satisfies ErrorTable;
const E = KALING_CHECK_ERRORS;

/** KL-TRN-04: the active player's 行动阶段 with nothing pending or open. */
export function actionOpen(s: KalingState, p: number): boolean {
  return (
    s.winner === null &&
    s.phase === 'action' &&
    s.active === p &&
    !s.pending &&
    !s.window &&
    !s.building &&
    s.chain.length === 0 &&
    s.triggers.length === 0
  );
}

/** `p`'s face-up 卡灵 on the battlefield. */
function ownKaling(s: KalingState, p: number, inst: number): boolean {
  const c = s.cards[inst];
  return (
    c !== undefined && c.zone === Z.battlefield && c.controller === p && !c.faceDown && s.pool.tables.kaling[c.def]
  );
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
function summonBaseProblem(s: KalingState, p: number, card: number): ActionError | null {
  if (!actionOpen(s, p)) return E.NOT_ACTION;
  const c = s.cards[card];
  if (!c || c.zone !== Z.hand || c.controller !== p) return E.SUMMON_NOT_IN_HAND;
  if (!s.pool.tables.kaling[c.def]) return E.SUMMON_NOT_KALING;
  return summonsLeft(s, p) ? null : E.SUMMON_LIMIT;
}

/** KL-SUM-02: `p` has a paid summon left this turn. */
export function summonsLeft(s: KalingState, p: number): boolean {
  const fl = s.players[p].flags;
  return fl.summonTurn !== s.turn || fl.summons < kalingParams(s).paidSummonsPerTurn;
}

/** KL-SUM-02/04 paying energy: the 降临 耗能 (default the level) and an empty area of one's own battlefield. */
export function energySummonProblem(
  s: KalingState,
  p: number,
  d: CardDef,
  ownArea = hasFreeArea(s, p, false),
): ActionError | null {
  const cost = summonEnergy(s, d);
  if (cost < 0) return E.SUMMON_NO_ENERGY_OPTION;
  if (s.players[p].res.energy < cost) return E.SUMMON_NOT_ENOUGH_ENERGY;
  return ownArea ? null : E.SUMMON_NO_EMPTY_AREA;
}

export function summonProblem(s: KalingState, p: number, card: number, material: number): ActionError | null {
  const e = summonBaseProblem(s, p, card);
  if (e) return e;
  const d = s.defs[s.cards[card].def];
  return material < 0 ? energySummonProblem(s, p, d) : materialProblem(s, p, d, material);
}

/**
 * KL-SUM-02 素材: one own 卡灵 on the battlefield fitting the printed clause as printed (no 降临 line: the default
 * clause, level ≥ the new level − 1);
 * KL-SUM-05 not one in the opponent's battlefield; KL-SUM-06 a same-level replacement of level 3+ once per turn.
 */
function materialProblem(s: KalingState, p: number, d: CardDef, material: number): ActionError | null {
  if (!materialAllowed(s, d)) return E.SUMMON_NO_MATERIAL_OPTION;
  if (!ownKaling(s, p, material)) return E.SUMMON_BAD_MATERIAL;
  return materialFitProblem(s, p, d, material);
}

/**
 * materialProblem for one of `p`'s face-up 卡灵 on the battlefield, material summons being allowed for `d`.
 * KL-SUM-02: a printed material clause is paid exactly as printed — its filters, none when it names no level
 * (`降临：素材一张己方卡灵` takes any own 卡灵); the default clause (no 降临 line) takes level ≥ the new level − 1.
 */
export function materialFitProblem(s: KalingState, p: number, d: CardDef, material: number): ActionError | null {
  const level = d.stats.level ?? 0;
  const m = stat(s, material, 'level');
  const printed = d.summonCost?.materials;
  if (
    printed
      ? printed.filters &&
        !matchesFilters(s, kalingHooks, material, printed.filters, { controller: p, source: -1, subject: -1 })
      : m < level - 1
  )
    return E.SUMMON_BAD_MATERIAL;
  if (rowFrom(s.cards[material].cell, p) >= 4) return E.SUMMON_MATERIAL_ABROAD;
  if (level >= 3 && m === level && s.players[p].flags.sameLevelTurn === s.turn) return E.SUMMON_SAME_LEVEL;
  return null;
}

// ── movement ─────────────────────────────────────────────────────────────────────────────────────────

/** Whether `to` is an area a step from `from` may enter (KL-MV-02/03, KL-TX-07): adjacent, free. */
function canStep(s: KalingState, from: number, to: number): boolean {
  return NEIGHBOURS[from].includes(to) && isFree(s, to);
}

/** Why the 卡灵 cannot start or go on with its movement now (before the area is looked at), or null. */
export function moverProblem(s: KalingState, p: number, card: number): ActionError | null {
  if (!ownKaling(s, p, card)) return E.NOT_YOUR_KALING;
  const c = s.cards[card];
  if (kalingParams(s).summoningSickness && c.enteredTurn === s.turn) return E.SICK;
  // 令一张对方卡灵本回合不能移动: no move action while the marker lasts (effects may still move it, rules-decisions.md).
  if (forbiddenNow(s, card, 'move')) return E.MOVE_FORBIDDEN;
  const sp = stat(s, card, 'sp');
  if (s.flags.moving === card + 1 && s.flags.moveCell === c.cell) return s.flags.moveSteps < sp ? null : E.MOVE_NO_SP;
  if (s.flags.moveTurn[card] === s.turn) return E.MOVE_USED;
  return sp >= 1 ? null : E.MOVE_NO_SP;
}

export function moveProblem(s: KalingState, p: number, card: number, cell: number): ActionError | null {
  if (!actionOpen(s, p)) return E.NOT_ACTION;
  const e = moverProblem(s, p, card);
  if (e) return e;
  return canStep(s, s.cards[card].cell, cell) ? null : E.MOVE_BLOCKED;
}

// ── combat ───────────────────────────────────────────────────────────────────────────────────────────

/** Why the 卡灵 cannot attack at all now, or null (KL-CB-01, KL-TRN-02). */
export function attackerProblem(s: KalingState, p: number, attacker: number): ActionError | null {
  if (!ownKaling(s, p, attacker)) return E.NOT_YOUR_KALING;
  if (s.turn === 1) return E.ATTACK_FIRST_TURN;
  if (kalingParams(s).summoningSickness && s.cards[attacker].enteredTurn === s.turn) return E.SICK;
  if (forbiddenNow(s, attacker, 'attack')) return E.ATTACK_FORBIDDEN; // 令一张对方卡灵本回合不能攻击
  return s.flags.attackTurn[attacker] === s.turn ? E.ATTACK_USED : null;
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
  if (cell < 0) return isOpponentBackRow(s.cards[attacker].cell, p) ? null : E.ATTACK_NOT_BACK_ROW;
  if (attackDirection(s, attacker, cell) === undefined) return E.ATTACK_NOT_IN_AREA;
  return attackAreaProblem(s, p, cell);
}

/** attackTargetProblem for an area known to be one of the attack areas. */
export function attackAreaProblem(s: KalingState, p: number, cell: number): ActionError | null {
  if (isLocked(s, cell)) return E.ATTACK_LOCKED;
  const id = s.grid![cell];
  if (id < 0) return E.ATTACK_NO_TARGET;
  const t = s.cards[id];
  const tb = s.pool.tables;
  if (t.controller === p || t.faceDown || !(tb.kaling[t.def] || tb.placed[t.def])) return E.ATTACK_NO_TARGET;
  // KL-CB-03: 【永恒】此卡灵不能被攻击 / 令一张己方卡灵本回合不能被攻击 — its area is no attack target while it says so.
  if (forbiddenNow(s, id, 'attacked')) return E.ATTACK_PROTECTED;
  return null;
}

// ── effects ──────────────────────────────────────────────────────────────────────────────────────────

/**
 * Where an effect of `card` may be activated from for `p` (KL-EF-02): the card itself, before timing is judged.
 * `setArea`: whether `p` has a free area of their battlefield or the public row (for a card from hand).
 */
export function sourceProblem(s: KalingState, p: number, card: number, setArea?: boolean): ActionError | null {
  const c = s.cards[card];
  if (!c || c.controller !== p) return E.ACT_NOT_YOURS;
  const oneShot = s.pool.tables.oneShot[c.def];
  if (c.zone === Z.battlefield) {
    if (c.faceDown) return isLocked(s, c.cell) ? E.ACT_LOCKED : null;
    return oneShot ? E.ACT_RESOLVING : null;
  }
  if (c.zone === Z.hand) {
    if (!oneShot) return E.ACT_FROM_HAND;
    return (setArea ?? hasFreeArea(s, p, true)) ? null : E.ACT_NO_AREA;
  }
  return E.ACT_NOT_YOURS;
}

/** Limits, KL-CH-04, the condition and the energy of an ability `p` wants to use now (`sources`: costSources). */
export function usableProblem(
  s: KalingState,
  p: number,
  card: number,
  ab: AbilityDef,
  sources?: readonly number[],
): ActionError | null {
  if (ab.limits.length && !canUseLimits(s, ab.limits, card, ab.index, p)) return E.ACT_LIMIT;
  if (usedInChain(s, card, ab.index)) return E.ACT_CHAIN;
  if (ab.condition && !evalCondition(s, kalingHooks, ab.condition, p, card)) return E.ACT_CONDITION;
  return s.players[p].res.energy < effectCost(s, card, ab, p, sources) ? E.ACT_ENERGY : null;
}

export function activateProblem(s: KalingState, p: number, card: number, ability: number): ActionError | null {
  const c = s.cards[card];
  const ab = c ? s.defs[c.def].abilities[ability] : undefined;
  if (!ab) return E.ACT_NO_ABILITY;
  if (ab.kind === 'eternal') return E.ACT_ETERNAL;
  if (ab.kind === 'instant' && ab.timing) return E.ACT_INDUCED;
  if (ab.kind !== 'start' && ab.kind !== 'instant') return E.ACT_NO_ABILITY;
  // KL-EF-01: 启动 only as chain link 1 in one's own 行动阶段; KL-EF-02: 瞬发 there or whenever one holds priority.
  if (ab.kind === 'start' ? !actionOpen(s, p) : !actionOpen(s, p) && !windowOpen(s, p))
    return ab.kind === 'start' ? E.ACT_START_CHAIN : E.ACT_NOT_NOW;
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
  if (!actionOpen(s, p)) return E.NOT_ACTION;
  const c = s.cards[card];
  if (!c || c.zone !== Z.hand || c.controller !== p) return E.SET_NOT_IN_HAND;
  const t = s.pool.tables;
  if (t.kaling[c.def]) return E.SET_KALING;
  if (t.placed[c.def]) return E.SET_PLACED;
  return roomProblem(s, p);
}

/** KL-CT-07: room for one more face-down card or placed device, and a free area for it. */
export function roomProblem(s: KalingState, p: number): ActionError | null {
  if (setCount(s, p) >= kalingParams(s).maxSetCards) return E.SET_LIMIT;
  return hasFreeArea(s, p, true) ? null : E.SET_NO_AREA;
}

export function placeProblem(s: KalingState, p: number, card: number): ActionError | null {
  if (!actionOpen(s, p)) return E.NOT_ACTION;
  const c = s.cards[card];
  if (!c || c.zone !== Z.hand || c.controller !== p || !s.pool.tables.placed[c.def]) return E.PLACE_NOT_DEVICE;
  return roomProblem(s, p);
}

// ── player skills ────────────────────────────────────────────────────────────────────────────────────

/** KL-SK-02 爆能抽卡: 回一, 4 energy. */
export const DRAW_SKILL_COST = 4;

export function skillDrawProblem(s: KalingState, p: number): ActionError | null {
  if (!actionOpen(s, p)) return E.NOT_ACTION;
  if (s.players[p].flags.drawSkillTurn === s.turn) return E.SKILL_DRAW_USED;
  return s.players[p].res.energy < DRAW_SKILL_COST ? E.SKILL_ENERGY : null;
}

/** KL-SK-03: x = 2 for levels 1–2, 3 for 3–4, 4 for 5–6. */
export function moveSkillCost(level: number): number {
  return level <= 2 ? 2 : level <= 4 ? 3 : 4;
}

/** KL-SK-03 调兵奇袭 (极二限一) for this 卡灵, before the area is looked at. */
export function skillMoverProblem(s: KalingState, p: number, card: number): ActionError | null {
  const fl = s.players[p].flags;
  if (fl.moveSkillUses >= 2) return E.SKILL_MOVE_USED_UP;
  if (fl.moveSkillTurn === s.turn) return E.SKILL_MOVE_TURN;
  if (!ownKaling(s, p, card)) return E.NOT_YOUR_KALING;
  if (s.cards[card].enteredTurn === s.turn) return E.SKILL_MOVE_NEW;
  // 不能移动 takes away the moves a player makes the 卡灵 take, this one too (docs/rules-decisions.md).
  if (forbiddenNow(s, card, 'move')) return E.MOVE_FORBIDDEN;
  return s.players[p].res.energy < moveSkillCost(stat(s, card, 'level')) ? E.SKILL_ENERGY : null;
}

export function skillMoveProblem(s: KalingState, p: number, card: number, cell: number): ActionError | null {
  if (!actionOpen(s, p)) return E.NOT_ACTION;
  const e = skillMoverProblem(s, p, card);
  if (e) return e;
  return canStep(s, s.cards[card].cell, cell) ? null : E.MOVE_BLOCKED;
}
