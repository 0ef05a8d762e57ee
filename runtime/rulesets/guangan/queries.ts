// Read-only questions about a 光暗 state: who is alive, dead or sealed, effective stats and keywords (printed,
// granted, and standing lines of cards in the 用牌区), 【光环】/护盾 points, costs, slots, condition values.

import type { AbilityDef, TargetSpec } from '../../card-def.js';
import { evalCondition } from '../../core/conditions.js';
import { keywordGranted, statDelta } from '../../core/modifiers.js';
import type { RulesHooks } from '../../core/ruleset.js';
import { candidates, cardMatches, hasFilter } from '../../core/targeting.js';
import { isHiddenCard } from '../../core/view.js';
import { lostKeywordKey } from '../../effects/core-ops.js';
import { guangan } from '../../profiles/guangan.js';
import { gaParams } from './params.js';
import { PERMANENT, type GuanganState } from './state.js';
import { Z } from './zones.js';

/** GA-CHR-04/06, GA-TG-01: an existing character that is neither dead nor sealed, or a summon in play. */
export function isAlive(s: GuanganState, inst: number): boolean {
  const z = s.cards[inst].zone;
  if (z === Z.summons) return true;
  return z === Z.positions && s.flags.revive[inst] === 0 && s.flags.sealed[inst] === 0;
}

export const isDead = (s: GuanganState, inst: number): boolean => s.flags.revive[inst] > 0;
export const isSealed = (s: GuanganState, inst: number): boolean => s.flags.sealed[inst] !== 0;
export const isPermanent = (s: GuanganState, inst: number): boolean => s.flags.sealed[inst] === PERMANENT;

/** A face-up card in a 用牌区 whose standing lines and triggers are in force (GA-CT-07). */
export function inForce(s: GuanganState, inst: number): boolean {
  const c = s.cards[inst];
  if (c.zone === Z.cardZone) return !c.faceDown;
  return isAlive(s, inst);
}

function printedStat(s: GuanganState, inst: number, name: string): number {
  if (isHiddenCard(s, inst)) return 0;
  return (s.defs[s.cards[inst].def].stats[name] ?? 0) + (s.mods.length ? statDelta(s, inst, name) : 0);
}

function printedKeyword(s: GuanganState, inst: number, kw: string): boolean {
  if (isHiddenCard(s, inst)) return false;
  return s.pool.index.keywords[s.cards[inst].def].has(kw) || (s.mods.length > 0 && keywordGranted(s, inst, kw));
}

/** Whether a standing line's target takes in `inst` (judged on printed values, so lines never depend on each other). */
function standingTargets(s: GuanganState, spec: TargetSpec, inst: number, controller: number, source: number): boolean {
  const c = s.cards[inst];
  if (spec.ref === 'self') return inst === source;
  const side = spec.side ?? 'self';
  if (side === 'self' && c.controller !== controller) return false;
  if (side === 'opponent' && c.controller === controller) return false;
  if (!isAlive(s, inst)) return false;
  // 攻击最高的 compares the card with the others the line takes: only the whole list answers (GA-TG-01).
  if (hasFilter(spec.filters, 'extreme'))
    return candidates(s, printedHooks, { ...spec, count: 'all' }, { controller, source, subject: -1 }, spec).includes(
      inst,
    );
  return cardMatches(s, printedHooks, spec, inst, { controller, source, subject: -1 });
}

const SOURCE_ZONES = [Z.cardZone, Z.positions, Z.summons] as const;

/** The sum a standing line (kind 'static') of a card in force adds to `inst` (stat `key`, or keyword `key` as 1). */
function standing(s: GuanganState, inst: number, op: 'modifyStat' | 'grantKeyword', key: string): number {
  const ix = s.pool.index;
  let total = 0;
  for (let p = 0; p < 2; p++) {
    for (let zi = 0; zi < SOURCE_ZONES.length; zi++) {
      const zone = s.players[p].zones[SOURCE_ZONES[zi]];
      for (let i = 0; i < zone.length; i++) {
        const src = zone[i];
        // A player's view hides the other side's set cards (GA-CT-07: face down, not in force).
        if (isHiddenCard(s, src)) continue;
        const abs = ix.staticAbilities[s.cards[src].def];
        if (!abs.length || !inForce(s, src)) continue;
        total += standingOf(s, abs, inst, op, key, p, src);
      }
    }
  }
  return total;
}

function standingOf(
  s: GuanganState,
  abs: readonly AbilityDef[],
  inst: number,
  want: string,
  key: string,
  p: number,
  src: number,
): number {
  let total = 0;
  const text = s.pool.tables.text[s.cards[src].def];
  const side = s.players[p].flags.side;
  for (const ab of abs) {
    // GA-RES-09: a 【光明】/【黑暗】 line is its base line's, for the side its player chose (改为 replaces, else adds):
    // the base line's text for that side has it merged in, with the line's 若 on each op.
    if (ab.variant) continue;
    const ops = text[ab.index].ops[side];
    for (let k = 0; k < ops.length; k++) {
      const op = ops[k];
      if (op.condition && !evalCondition(s, printedHooks, op.condition, p)) continue;
      if (
        op.op === 'modifyStat' &&
        want === 'modifyStat' &&
        op.stat === key &&
        standingTargets(s, op.target, inst, p, src)
      )
        total += op.amount;
      if (
        op.op === 'grantKeyword' &&
        want === 'grantKeyword' &&
        op.keyword === key &&
        standingTargets(s, op.target, inst, p, src)
      )
        total += 1;
    }
  }
  return total;
}

/** Effective stats; the derived ones name the state of a character (GA-CHR-04/06) for filters and conditions. */
export function stat(s: GuanganState, inst: number, name: string): number {
  switch (name) {
    case 'dead':
      return s.flags.revive[inst] > 0 ? 1 : 0;
    case 'sealed':
      return s.flags.sealed[inst] !== 0 ? 1 : 0;
    case 'permanent':
      return s.flags.sealed[inst] === PERMANENT ? 1 : 0;
    case 'countdown':
      return s.flags.revive[inst] + Math.max(0, s.flags.sealed[inst]);
    case 'hpLeft':
      return hpLeft(s, inst);
    case 'position':
      return s.cards[inst].cell;
  }
  const printed = printedStat(s, inst, name);
  return s.pool.index.standing.stats.has(name) ? printed + standing(s, inst, 'modifyStat', name) : printed;
}

/** GA-CHR-03: a character's or summon's 生命 in force (printed, with standing lines). */
export function maxHpOf(s: GuanganState, inst: number): number {
  return s.pool.index.standing.stats.has('hp') ? stat(s, inst, 'hp') : printedStat(s, inst, 'hp');
}

/** GA-CHR-03: a character's or summon's HP now (its 生命 less the damage it has taken). */
export function hpLeft(s: GuanganState, inst: number): number {
  return Math.max(0, maxHpOf(s, inst) - s.cards[inst].damage);
}

export const atkOf = (s: GuanganState, inst: number): number => Math.max(0, stat(s, inst, 'atk'));

/** The marker keys of 失去【X】, made once (hasKeyword is asked during legal-action enumeration). */
const LOST: Readonly<Record<string, string>> = Object.freeze(
  Object.fromEntries(guangan.keywords.map((k) => [k.id, lostKeywordKey(k.id)])),
);

/** 【光环】 and 护盾 are points (stat modifiers 'aura' / 'shield', GA-KW-05, GA-CB-06); others are keywords. */
export function hasKeyword(s: GuanganState, inst: number, kw: string): boolean {
  if (kw === 'aura' || kw === 'shield') return s.mods.length > 0 && statDelta(s, inst, kw) > 0;
  if (s.mods.length > 0 && keywordGranted(s, inst, LOST[kw] ?? lostKeywordKey(kw))) return false; // 失去【X】 (loseKeyword)
  if (printedKeyword(s, inst, kw)) return true;
  return s.pool.index.standing.keywords.has(kw) && standing(s, inst, 'grantKeyword', kw) > 0;
}

/** GA-RES-04 / GA-KW-03 / GA-KW-04: the stamina a card costs (【瞬发】 0 wins over 【蓄力】 +1). */
export function staminaCost(s: GuanganState, def: number): number {
  const t = s.pool.tables;
  if (t.instant[def]) return 0;
  const printed = t.stamina[def];
  return (printed >= 0 ? printed : gaParams(s).defaultCardStaminaCost) + (t.charge[def] ? 1 : 0);
}

/** GA-ZN-03: 用牌区 slots `p` holds: cards there, and cards on the chain that will take one (see GuanganLinkData.slot). */
export function slotsUsed(s: GuanganState, p: number): number {
  let n = s.players[p].zones[Z.cardZone].length;
  for (let i = 0; i < s.chain.length; i++) if (s.chain[i].controller === p && s.chain[i].data.slot) n++;
  return n;
}

export function freeSlot(s: GuanganState, p: number): boolean {
  return slotsUsed(s, p) < gaParams(s).cardZoneSlots;
}

/** GA-CT-09: the character a card belongs to is in play for `p` (exists, alive, not sealed). */
export function ownerInPlay(s: GuanganState, p: number, def: number): boolean {
  const owner = s.pool.tables.owner[def];
  if (owner < 0) return true;
  const pos = s.players[p].zones[Z.positions];
  for (let i = 0; i < pos.length; i++) if (s.cards[pos[i]].def === owner && isAlive(s, pos[i])) return true;
  return false;
}

/** Number of `p`'s set (face-down) cards in the 用牌区 (GA-WIN-02). */
export function setCards(s: GuanganState, p: number): number {
  const z = s.players[p].zones[Z.cardZone];
  let n = 0;
  for (let i = 0; i < z.length; i++) if (s.cards[z[i]].faceDown) n++;
  return n;
}

export function conditionValue(s: GuanganState, subject: string, p: number): number {
  const pl = s.players[p];
  switch (subject) {
    case 'lightDark':
      return pl.res.lightDark;
    case 'stamina':
      return pl.res.stamina;
    case 'sortie':
    case 'sorties':
      return pl.res.sorties;
    case 'hp':
    case 'life':
      return pl.res.hp;
    case 'shield':
      return pl.res.shield;
    case 'handSize':
      return pl.zones[Z.hand].length;
    case 'deckSize':
      return pl.zones[Z.deck].length;
    case 'summons':
      return pl.zones[Z.summons].length;
    case 'characters':
    case 'charactersInMain': {
      let n = 0;
      const pos = pl.zones[Z.positions];
      for (let i = 0; i < pos.length; i++) if (isAlive(s, pos[i])) n++;
      return n;
    }
    case 'turn':
      return s.turn;
    case 'isTurnPlayer':
      return s.active === p ? 1 : 0;
  }
  return 0;
}

/** 角色 takes in summons too (GA-CHR-08); 召唤物 only summons; a 卡 on the field is a card in a 用牌区. */
export function kindMatches(s: GuanganState, inst: number, kind: string): boolean {
  const c = s.cards[inst];
  switch (kind) {
    case 'character':
      return c.zone === Z.positions || c.zone === Z.summons;
    // A summon an effect banished (GA-ZN-02) is still the summon 当敌方召唤物被除外时 names: none reaches 除外 otherwise.
    case 'summon':
      return c.zone === Z.summons || (c.zone === Z.banished && s.pool.tables.summon[c.def]);
    // A card in a 用牌区, or one being used (当对方发动卡牌时 names it); in a hand, deck or discard a target names
    // (手牌中的一张卡, GA-ZN-01) any card there — characters and summons are never in those zones.
    case 'card':
      return (
        c.zone === Z.cardZone || c.zone === Z.stack || c.zone === Z.hand || c.zone === Z.deck || c.zone === Z.discard
      );
  }
  return false;
}

/**
 * GA-CHR-04 / GA-CHR-06: a target that names the state 阵亡的 / 被封印的 takes only characters in it (the IR filters
 * 'dead' and 'sealed', which the shared filter test leaves to the ruleset): 令一个被封印的己方角色倒计时-1 is no dead
 * one's, 若己方场上有阵亡的角色 counts the dead.
 */
function statesMatch(s: GuanganState, inst: number, spec: TargetSpec | undefined): boolean {
  if (hasFilter(spec?.filters, 'dead') && !isDead(s, inst)) return false;
  return !hasFilter(spec?.filters, 'sealed') || isSealed(s, inst);
}

/**
 * GA-TG-01: dead and sealed characters cannot be designated, but by text that names their state (阵亡的, 被封印的); a
 * spec naming the positions looks at them as they are.
 */
function targetable(s: GuanganState, inst: number, _chooser: number, spec?: TargetSpec): boolean {
  if (!statesMatch(s, inst, spec)) return false;
  const outOfPlay = hasFilter(spec?.filters, 'dead') || hasFilter(spec?.filters, 'sealed');
  return outOfPlay || s.cards[inst].zone !== Z.positions || isAlive(s, inst);
}

/**
 * A zone a spec names (the positions, for 复活 and 倒计时±N: tables.ts) is looked at as it is, states included. A hand
 * move after a draw of its text designates nothing: it picks as it resolves (GA-ZN-01, later-hand.ts).
 */
function zoneTargetable(s: GuanganState, inst: number, _chooser: number, spec?: TargetSpec): boolean {
  if (spec && s.cards[inst].zone === Z.hand && s.pool.tables.laterHand.has(spec)) return false;
  return statesMatch(s, inst, spec);
}

/** GA-CB-01: whether the card made a sortie this turn (若本回合此角色攻击过: a sortie is 光暗's attack). */
const attackedThisTurn = (s: GuanganState, inst: number): boolean => s.flags.sortied[inst] === s.turn;

export const guanganHooks: RulesHooks<GuanganState> = {
  fieldZones: [Z.positions, Z.summons, Z.cardZone],
  kindMatches,
  stat,
  hasKeyword,
  attackedThisTurn,
  conditionValue,
  targetable,
  zoneTargetable,
};

/** The hooks standing lines are judged with: printed and granted values only. */
const printedHooks: RulesHooks<GuanganState> = { ...guanganHooks, stat: printedStat, hasKeyword: printedKeyword };
