// Per-pool SLCG tables (type, colour, marks, hot keywords, costs, interned actions), built once when the
// pool is created (Ruleset.poolTables): legal-action enumeration and the engine loop ask these for every
// card of every decision, and string compares / marks.includes add up there.

import type { AbilityDef, CardDef, TargetSpec } from '../../card-def.js';
import { buildDefIndex } from '../../core/def-index.js';
import { eventOfTiming } from '../../core/timing.js';
import { SlcgActionCache } from './action-cache.js';
import { cardTextOf, isTextLine, type CardText } from './card-text.js';
import { canAttackColor, canPushColor, isBattery, isBurst, isCharacter, isEvent, isScene } from './types.js';

export interface SlcgTables {
  character: boolean[];
  scene: boolean[];
  event: boolean[];
  battery: boolean[];
  burst: boolean[];
  canAttack: boolean[];
  canPush: boolean[];
  /** A 突发 card without a text line (card-text.ts): playable only in a window (SLCG-CT-07). */
  burstOnly: boolean[];
  /** Per def: its first text line, the ability a played 发生 card's link names (SLCG-CT-05), or -1. */
  textLine: number[];
  /** Per def, per ability: the ops a 'card' link of that ability runs (card-text.ts cardTextOf). */
  cardText: CardText[][];
  /** Printed keywords the engine asks about on every decision: kw[HOT.x][def] (see keywordOn). */
  kw: boolean[][];
  /** The printed energy cost (never below 0) when no 费用减免 can change it, else -1 (see costProblem). */
  plainEnergy: number[];
  /** 高阶: also needs 1 极动能 (SLCG-CT-14). */
  extreme: boolean[];
  prerequisite: boolean[];
  /** Per def: the AFTER_EVENTS a 突发 ability of it waits for (SLCG-CT-07); empty for most cards. */
  burstAfter: ReadonlySet<string>[];
  /**
   * Per def, per ability: a 突发 line with a 登场 timing whose text cancels the card (无效那张卡牌, 无效该效果): it
   * answers the deploy link, before the card enters; any other 登场 突发 line answers once it has entered
   * (SLCG-CT-07, cancelsEntry). Undefined for the many defs without a 登场 突发 line.
   */
  beforeEntry: (readonly boolean[] | undefined)[];
  /** Some card of the pool has a non-empty burstAfter (emit skips the hand scan otherwise). */
  anyBurstAfter: boolean;
  /**
   * Per def: its abilities used by choice that say 【对方】 or 【双方】, used in the other player's turn too, in a
   * response window (SLCG-LIM-01, TX-02); empty for most cards.
   */
  offTurn: (readonly AbilityDef[])[];
  /** Some card of the pool has an offTurn ability (windows skip the main-area scan otherwise). */
  anyOffTurn: boolean;
  /** Per hot keyword: some standing line of the pool grants it (the index's `standing`, for the keyword fast path). */
  standingKw: boolean[];
  /** Per hot keyword: some standing line of the pool takes it away (失去【X】). */
  standingLost: boolean[];
  /** Some standing line of the pool changes what cards cost (SLCG-CT-08): printed costs are not final. */
  standingCosts: boolean;
  /** Interned actions of this pool's games. */
  actions: SlcgActionCache;
  /**
   * The targets of the 弃 ops that pick from the own hand as they resolve, not when the link is built: those after an
   * op of their ability that may put cards into that hand (抽2张卡，然后弃1张手牌; docs/rules-decisions.md, SLCG-TX-07).
   */
  laterDiscards: ReadonlySet<TargetSpec>;
}

/** Keywords asked on every decision, numbered so the printed test is two array reads (no string lookup). */
export const HOT_KEYWORDS = ['haste', 'rooted', 'ambush', 'ethereal', 'hinderPush', 'guard', 'combo'] as const;
export const HOT = { haste: 0, rooted: 1, ambush: 2, ethereal: 3, hinderPush: 4, guard: 5, combo: 6 } as const;
export type HotKeyword = (typeof HOT)[keyof typeof HOT];

/**
 * Events a 突发 card may answer after they happened (当己方角色被消灭时…), SLCG-CT-07. The others are
 * answered before they happen, against their own chain link (attack, trauma, card, deploy, push). 登场
 * ('entered') is both: a 突发 line that cancels the card answers the deploy link, any other once the card has
 * entered (cancelsEntry). 进入濒死 ('dying', SLCG-TRM-03) is answered once the player is 濒死: nothing of it can be
 * cancelled, and without its window a 突发 card on 当己方进入濒死时 could never be played (mechanics.afterEvent packs
 * up to 8 of them).
 */
export const AFTER_EVENTS = ['destroyed', 'damaged', 'drew', 'tapped', 'entered', 'dying'] as const;

/**
 * SLCG-CT-07 / SLCG-TX-01: a 突发 line with a 登场 timing answers the deployment before it happens when what it
 * does cancels the card (无效那张卡牌 / 无效该效果: only the deploy link can be cancelled); any other acts once the
 * card has entered, on the card in its main area (消灭那个角色, 对那个角色造成2点伤害 — TX-10 and TX-05 act on the
 * main area only), as the same 当…登场时 line of a card in play does.
 */
export function cancelsEntry(d: CardDef, a: AbilityDef): boolean {
  return cardTextOf(d, a).some((op) => op.op === 'negate' && (op.what === 'card' || op.what === 'effect'));
}

function isEntryBurst(a: AbilityDef): boolean {
  return a.kind === 'burst' && !!a.timing && eventOfTiming(a.timing.event) === 'entered';
}

function burstAfterOf(d: CardDef): ReadonlySet<string> {
  const out = new Set<string>();
  if (!isBurst(d)) return out;
  for (const a of d.abilities) {
    if (a.kind !== 'burst' || !a.timing) continue;
    const ev = eventOfTiming(a.timing.event);
    if (ev === 'entered' && cancelsEntry(d, a)) continue;
    if ((AFTER_EVENTS as readonly string[]).includes(ev)) out.add(ev);
  }
  return out;
}

function beforeEntryOf(d: CardDef): readonly boolean[] | undefined {
  if (!isBurst(d) || !d.abilities.some(isEntryBurst)) return undefined;
  return d.abilities.map((a) => isEntryBurst(a) && cancelsEntry(d, a));
}

/** SLCG-LIM-01 / SLCG-TX-02: an ability used by choice whose side head lets it be used in the other player's turn. */
export function usableOffTurn(ab: AbilityDef): boolean {
  return ab.sideRestriction === 'both' || ab.sideRestriction === 'opponent';
}

const NO_ABILITIES: readonly AbilityDef[] = Object.freeze([]);

/** Ops that may put cards into their controller's hand before a later 弃 of the same ability resolves. */
const FILLS_HAND: ReadonlySet<string> = new Set(['draw', 'search', 'returnToHand']);

/**
 * SLCG-TX-07: the ability's effects happen in order, so 抽2张卡，然后弃1张手牌 discards from the hand as it is after the
 * draw. A 弃 of the own hand (N cards, not 随机, not 所有) after an op that may fill it is picked as it resolves.
 */
function laterDiscardsOf(defs: readonly CardDef[]): Set<TargetSpec> {
  const out = new Set<TargetSpec>();
  for (const d of defs)
    for (const a of d.abilities) {
      let filled = false;
      for (const op of a.effects) {
        if (op.op === 'discard' && filled) {
          const t = op.target;
          if (
            t.zone === 'hand' &&
            t.side !== 'opponent' &&
            t.side !== 'both' &&
            typeof t.count === 'number' &&
            !t.random
          )
            out.add(t);
        }
        if (FILLS_HAND.has(op.op)) filled = true;
      }
    }
  return out;
}

export function buildSlcgTables(defs: readonly CardDef[]): SlcgTables {
  const burstAfter = defs.map(burstAfterOf);
  const { standing, usable } = buildDefIndex(defs);
  const offTurn = usable.map((abs) => {
    const own = abs.filter(usableOffTurn);
    return own.length ? own : NO_ABILITIES;
  });
  return {
    character: defs.map(isCharacter),
    scene: defs.map(isScene),
    event: defs.map(isEvent),
    battery: defs.map(isBattery),
    burst: defs.map(isBurst),
    canAttack: defs.map(canAttackColor),
    canPush: defs.map(canPushColor),
    burstOnly: defs.map((d) => isBurst(d) && !d.abilities.some(isTextLine)),
    textLine: defs.map((d) => d.abilities.findIndex(isTextLine)),
    cardText: defs.map((d) => d.abilities.map((a) => cardTextOf(d, a))),
    kw: HOT_KEYWORDS.map((k) => defs.map((d) => d.keywords.some((g) => g.keyword === k))),
    plainEnergy: defs.map((d) => (d.costReduction ? -1 : Math.max(0, d.cost?.energy ?? 0))),
    extreme: defs.map((d) => !!d.cost?.extreme),
    prerequisite: defs.map((d) => !!d.prerequisite),
    burstAfter,
    beforeEntry: defs.map(beforeEntryOf),
    anyBurstAfter: burstAfter.some((t) => t.size > 0),
    offTurn,
    anyOffTurn: offTurn.some((abs) => abs.length > 0),
    standingKw: HOT_KEYWORDS.map((k) => standing.keywords.has(k)),
    standingLost: HOT_KEYWORDS.map((k) => standing.lost.has(k)),
    standingCosts: standing.costs,
    actions: new SlcgActionCache(),
    laterDiscards: laterDiscardsOf(defs),
  };
}
