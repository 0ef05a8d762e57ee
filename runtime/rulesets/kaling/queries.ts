// Read-only questions about a 卡灵时代 state: values in force (printed, changed, 永恒), keywords, effect costs,
// condition values, and the hooks the shared targeting and effect code calls.

import type { AbilityDef, EffectOp, ForbidAction, TargetSpec } from '../../card-def.js';
import { forbidden } from '../../core/forbidden.js';
import { evalCondition } from '../../core/conditions.js';
import { keywordGranted, statDelta } from '../../core/modifiers.js';
import { owedCost } from '../../core/costs.js';
import type { CostModel, RulesHooks } from '../../core/ruleset.js';
import { colOf, directionCells, rowOf } from '../../core/grid.js';
import { candidates, hasFilter, inBattlefield, matchesFilters, rangeCells } from '../../core/targeting.js';
import { isHiddenCard } from '../../core/view.js';
import { xOf } from '../../effects/amounts.js';
import { lostKeywordKey } from '../../effects/core-ops.js';
import { kalingParams } from './params.js';
import type { KalingState } from './state.js';
import { Z } from './zones.js';

/** KL-EF-03: the keyword a card carries while its 永恒 effects are negated (无效那张卡牌 with nothing to cancel). */
export const ETERNAL_NEGATED = 'eternalNegated';

/** The printed value (KL-CT-02; KL-MV-02 SP defaults to `defaultSP`). */
export function printedStat(s: KalingState, inst: number, name: string): number {
  if (isHiddenCard(s, inst)) return 0;
  const v = s.defs[s.cards[inst].def].stats[name];
  if (v !== undefined) return v;
  return name === 'sp' ? kalingParams(s).defaultSP : 0;
}

/** Printed and changed by effects, without 永恒 lines (what 永恒 lines themselves are judged with). */
function plainStat(s: KalingState, inst: number, name: string): number {
  const v = printedStat(s, inst, name) + (s.mods.length ? statDelta(s, inst, name) : 0);
  // KL-CT-05: a device's GP is its printed GP less one per attack (kept in `damage`).
  return name === 'gp' ? v - s.cards[inst].damage : v;
}

/** Printed or granted by an effect, and not taken away (失去【X】): without 永恒 lines. */
function plainKeyword(s: KalingState, inst: number, kw: string): boolean {
  if (isHiddenCard(s, inst)) return false;
  if (s.mods.length === 0) return s.pool.index.keywords[s.cards[inst].def].has(kw);
  return !keywordLost(s, inst, kw) && (s.pool.index.keywords[s.cards[inst].def].has(kw) || keywordGranted(s, inst, kw));
}

/** KL-EF-03: a face-up card on the battlefield whose 永恒 effects apply now. */
function eternalActive(s: KalingState, src: number): boolean {
  const c = s.cards[src];
  if (c.zone !== Z.battlefield || c.faceDown) return false;
  return !(s.pool.tables.anyEternalNegation && s.mods.length > 0 && keywordGranted(s, src, ETERNAL_NEGATED));
}

/**
 * KL-EF-03: what 永恒 lines add to a card's stat (kind 'stat'), whether they grant it a keyword (kind 'keyword',
 * count > 0) or take one away (kind 'lost', 失去【X】, count > 0). Lines are judged on plain values (plainHooks),
 * so they never depend on one another.
 */
function eternalContribution(
  s: KalingState,
  inst: number,
  kind: 'stat' | 'keyword' | 'lost' | 'forbid',
  key: string,
): number {
  const t = s.pool.tables;
  let total = 0;
  for (let p = 0; p < 2; p++) {
    const field = s.players[p].zones[Z.battlefield];
    for (let i = 0; i < field.length; i++) {
      const src = field[i];
      // A player's view hides the other side's 盖卡 (face down: no 永恒 line of it applies).
      if (isHiddenCard(s, src)) continue;
      const abs = t.eternal[s.cards[src].def];
      if (abs.length === 0 || !eternalActive(s, src)) continue;
      for (let a = 0; a < abs.length; a++) {
        const ab = abs[a];
        if (!evalCondition(s, plainHooks, ab.condition, p, src)) continue;
        for (let k = 0; k < ab.effects.length; k++) {
          const op = ab.effects[k];
          // An op's own 若… holds for its op only, judged like the line's.
          if (op.condition && !evalCondition(s, plainHooks, op.condition, p, src)) continue;
          const hit =
            kind === 'stat'
              ? op.op === 'modifyStat' && op.stat === key
              : kind === 'forbid'
                ? op.op === 'forbid' && op.action === key
                : op.op === (kind === 'keyword' ? 'grantKeyword' : 'loseKeyword') && op.keyword === key;
          if (!hit) continue;
          const target = (op as Extract<EffectOp, { op: 'modifyStat' | 'grantKeyword' | 'loseKeyword' | 'forbid' }>)
            .target;
          if (!describes(s, target, p, src, inst)) continue;
          if (op.op !== 'modifyStat') total += 1;
          // KL-EF-03: 己方场上每有一只卡灵，此卡AP+1 — a 永恒 line's X is counted whenever the value is asked, on plain
          // values like the line's 若 (so lines never feed one another); X of 0 or less adds nothing.
          else total += op.amount * Math.max(0, xOf(s, plainHooks, op, p, src) ?? 1);
        }
      }
    }
  }
  return total;
}

/**
 * Whether a 永恒 line of `owner`'s card `src` describes `inst` — what candidates(…, spec) would include,
 * answered for the one card without building the list (queries ask it for every value of every card).
 */
function describes(s: KalingState, spec: TargetSpec, owner: number, src: number, inst: number): boolean {
  if (spec.ref) return spec.ref === 'self' && inst === src;
  // AP最高的 / DP最低的 compare the card with the others the line takes: only the whole list answers (KL-TG-01).
  if ((spec.zone && spec.zone !== 'field') || hasFilter(spec.filters, 'extreme'))
    return candidates(s, plainHooks, spec, { controller: owner, source: src, subject: -1 }).includes(inst);
  const c = s.cards[inst];
  // On the field; a face-down card only by text that names face-down cards (KL-CT-07).
  if (c.zone !== Z.battlefield || (c.faceDown && !hasFilter(spec.filters, 'faceDown'))) return false;
  const side = spec.side ?? 'self';
  if (side === 'self' ? c.controller !== owner : side === 'opponent' && c.controller === owner) return false;
  if (spec.kind && !kindMatches(s, inst, spec.kind)) return false;
  if (spec.range && !inRange(s, spec.range, src, owner, c.cell)) return false;
  if (spec.battlefield && !inBattlefield(s, inst, spec.battlefield, owner)) return false;
  return (
    !spec.filters || matchesFilters(s, plainHooks, inst, spec.filters, { controller: owner, source: src, subject: -1 })
  );
}

/** KL-TG-02..05: whether `cell` is in the range counted from `src` (封锁 areas are in none). */
function inRange(
  s: KalingState,
  range: NonNullable<TargetSpec['range']>,
  src: number,
  owner: number,
  cell: number,
): boolean {
  const from = s.cards[src].cell;
  if (from < 0 || cell === from || s.gridLocks![cell] >= s.turn) return false;
  const d = Math.max(Math.abs(rowOf(cell) - rowOf(from)), Math.abs(colOf(cell) - colOf(from)));
  switch (range.kind) {
    case 'O1':
      return d === 1;
    case 'O2':
      return d <= 2;
    case 'direction':
      return directionCells(from, range.directions ?? [], owner, range.distance, range.within).includes(cell);
  }
  return rangeCells(s, range, from, owner).includes(cell);
}

/** The value in force: printed, changed by effects (KL-TX-06 还原 drops those) and by 永恒 lines. */
export function stat(s: KalingState, inst: number, name: string): number {
  const v = plainStat(s, inst, name);
  return s.pool.tables.eternalStats.has(name) ? v + eternalContribution(s, inst, 'stat', name) : v;
}

/**
 * KL-KW-01..03: printed, granted by an effect, or by a 永恒 line — unless an effect took it away (失去【X】) or a
 * 永恒 line does (KL-EF-03: 【永恒】对方卡灵失去【坚守】, while its card is face up on the battlefield; the card has X
 * again once the line stops applying). A 永恒 loss outweighs every grant, a 永恒 one included.
 */
export function hasKeyword(s: KalingState, inst: number, kw: string): boolean {
  if (s.pool.tables.eternalLost.has(kw) && eternalContribution(s, inst, 'lost', kw) > 0) return false;
  if (plainKeyword(s, inst, kw)) return true;
  if (!s.pool.tables.eternalKeywords.has(kw) || (s.mods.length && keywordLost(s, inst, kw))) return false;
  return eternalContribution(s, inst, 'keyword', kw) > 0;
}

/**
 * Whether the card may not take (or, 'attacked', be the target of) the action now: an effect's marker (令X本回合不能攻击,
 * core/forbidden.ts) or a 永恒 line that applies (【永恒】此卡灵不能被攻击, KL-EF-03) — KL-CB-01, KL-MV-01, KL-CB-03.
 */
export function forbiddenNow(s: KalingState, inst: number, action: ForbidAction): boolean {
  if (forbidden(s, inst, action)) return true;
  return s.pool.tables.eternalForbid.has(action) && eternalContribution(s, inst, 'forbid', action) > 0;
}

/** Whether a 失去【kw】 marker (lostKeywordKey) is on the card now. */
function keywordLost(s: KalingState, inst: number, kw: string): boolean {
  const mods = s.mods;
  for (let i = 0; i < mods.length; i++) {
    const m = mods[i];
    if (
      m.target === inst &&
      m.kind === 'keyword' &&
      m.key.length === kw.length + LOST.length &&
      m.key.startsWith(LOST) &&
      m.key.endsWith(kw)
    )
      return true;
  }
  return false;
}

const LOST = lostKeywordKey('');

const NONE: readonly number[] = Object.freeze([]);

/** KL-RES-05: the cards on the battlefield whose 永恒 耗能±x lines apply now (legal-action enumeration asks once). */
export function costSources(s: KalingState): readonly number[] {
  const t = s.pool.tables;
  if (!t.anyCostModifier) return NONE;
  let out: number[] | null = null;
  for (let q = 0; q < 2; q++) {
    const field = s.players[q].zones[Z.battlefield];
    for (let i = 0; i < field.length; i++) {
      const src = field[i];
      if (!isHiddenCard(s, src) && t.costModifier[s.cards[src].def] && eternalActive(s, src)) (out ??= []).push(src);
    }
  }
  return out ?? NONE;
}

/**
 * KL-RES-04..06: the energy an effect of `inst` costs `p` now: 耗能N plus the 永恒 ±x lines whose subject is that
 * card (KL-RES-05: they add up, never below 0); 免能 costs nothing. `sources`: costSources(s), when known.
 */
export function effectCost(
  s: KalingState,
  inst: number,
  ab: AbilityDef,
  p: number,
  sources: readonly number[] = costSources(s),
): number {
  const owed = owedCost(s, ab);
  if (owed.isFree) return 0;
  let cost = owed.owedEnergy;
  for (let i = 0; i < sources.length; i++) {
    const src = sources[i];
    const q = s.cards[src].controller;
    for (const e of s.pool.tables.eternal[s.cards[src].def]) {
      if (!evalCondition(s, plainHooks, e.condition, q, src)) continue;
      for (const op of e.effects) {
        // 启动效果耗能+1 speaks of one kind of effect (KL-EF-01/02); without a kind, of every cost of its subject.
        if (op.op !== 'costModifier' || (op.effectKind && op.effectKind !== ab.kind)) continue;
        if (op.condition && !evalCondition(s, plainHooks, op.condition, q, src)) continue;
        if (costSubject(s, op.subject, q, src, inst, p)) cost += op.amount;
      }
    }
  }
  return Math.max(0, cost);
}

/** Whether a cost line of `owner`'s card `src` speaks of effects of `inst`, controlled by `p` (side, kind, filters). */
function costSubject(
  s: KalingState,
  subject: TargetSpec,
  owner: number,
  src: number,
  inst: number,
  p: number,
): boolean {
  const side = subject.side ?? 'self';
  if (side === 'self' && p !== owner) return false;
  if (side === 'opponent' && p === owner) return false;
  if (subject.kind && !kindMatches(s, inst, subject.kind)) return false;
  // A ranged line (鹰眼: O2范围内的对方卡灵的瞬发效果耗能+1) speaks of cards on the battlefield within it.
  if (
    subject.range &&
    (s.cards[inst].zone !== Z.battlefield || !inRange(s, subject.range, src, owner, s.cards[inst].cell))
  )
    return false;
  // KL-ZN-01: a line that names rows (对方战场的卡灵的…) speaks of cards standing in them.
  if (
    subject.battlefield &&
    (s.cards[inst].zone !== Z.battlefield || !inBattlefield(s, inst, subject.battlefield, owner))
  )
    return false;
  return matchesFilters(s, plainHooks, inst, subject.filters, { controller: owner, source: src, subject: -1 });
}

export function conditionValue(s: KalingState, subject: string, p: number): number {
  const pl = s.players[p];
  switch (subject) {
    case 'life':
      return pl.res.life;
    case 'energy':
      return pl.res.energy;
    case 'handSize':
      return pl.zones[Z.hand].length;
    case 'deckSize':
      return pl.zones[Z.deck].length;
    case 'turn':
      return s.turn;
    case 'isTurnPlayer':
      return s.active === p ? 1 : 0;
    case 'charactersInMain': {
      let n = 0;
      const field = pl.zones[Z.battlefield];
      for (let i = 0; i < field.length; i++) if (kindMatches(s, field[i], 'kaling')) n++;
      return n;
    }
  }
  return 0;
}

function kindMatches(s: KalingState, inst: number, kind: string): boolean {
  const t = s.pool.tables;
  const def = s.cards[inst].def;
  // A player's view hides the other side's 盖卡: a card (KL-CT-07), never a 卡灵 or a device face down.
  if (isHiddenCard(s, inst)) return kind === 'card';
  switch (kind) {
    case 'kaling':
    case 'character':
      return t.kaling[def];
    case 'device':
      return t.device[def];
    case 'card':
      return true;
  }
  return false;
}

/** KL-CT-07: a face-down card on the battlefield is designated only by text that names face-down cards (一张盖伏的卡). */
function targetable(s: KalingState, inst: number, _chooser: number, spec: TargetSpec): boolean {
  return !s.cards[inst].faceDown || hasFilter(spec.filters, 'faceDown');
}

/**
 * A card in the other player's hand is never designated by `chooser`, who does not see it: mass effects still
 * reach it, a 弃 of that hand is picked by its owner (ops.ts), and 随机 is the game's draw, which sees nothing
 * either (docs/rules-decisions.md). Other named zones (弃区, one's own hand) are open.
 */
function zoneTargetable(s: KalingState, inst: number, chooser: number, spec: TargetSpec): boolean {
  const c = s.cards[inst];
  if (c.zone === Z.battlefield) return targetable(s, inst, chooser, spec); // 战场 named as a zone is the field
  return c.zone !== Z.hand || c.owner === chooser || spec.count === 'all' || spec.random === true;
}

/** KL-CT-07: an area holding a face-down card is designated only by text that names such areas. */
function areaTargetable(s: KalingState, cell: number, _chooser: number, spec: TargetSpec): boolean {
  const id = s.grid![cell];
  return id < 0 || !s.cards[id].faceDown || hasFilter(spec.filters, 'faceDown');
}

/** KL-CB-01: whether the card declared an attack in this turn (若本回合此卡灵攻击过). */
const attackedThisTurn = (s: KalingState, inst: number): boolean => s.flags.attackTurn[inst] === s.turn;

export const kalingHooks: RulesHooks<KalingState> = {
  fieldZones: [Z.battlefield],
  kindMatches,
  stat,
  hasKeyword,
  attackedThisTurn,
  conditionValue,
  targetable,
  zoneTargetable,
  areaTargetable,
};

/** The hooks 永恒 lines are judged with: printed and changed values and keywords, no 永恒 contributions. */
const plainHooks: RulesHooks<KalingState> = {
  fieldZones: [Z.battlefield],
  kindMatches,
  stat: plainStat,
  hasKeyword: plainKeyword,
  attackedThisTurn,
  conditionValue,
  targetable,
  zoneTargetable,
  areaTargetable,
};

/** KL-RES-04: a printed cost owes energy (耗能N; 免能 nothing); every effect one uses is charged it (KL-EF-01/02). */
export const kalingCosts: CostModel = { resources: ['energy'], charges: () => true };
