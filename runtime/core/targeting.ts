// Target candidates from a TargetSpec: side, kind, filters, grid ranges and forced targets (法术吸引).
// Targets are encoded as numbers: instance ids ≥ 0, players as playerRef(p), grid areas as cellRef(c), and the
// end of an up-to-N choice as DONE_CHOOSING.

import type { CardDef, Filter, TargetSpec } from '../card-def.js';
import type { FilterOf, TargetQueries } from '../effects/api.js';
import { battlefieldOf, directionCells, o1Cells, o2Cells, sightCells, type Occupant } from './grid.js';
import type { RulesHooks } from './ruleset.js';
import type { GameState } from './state.js';
import { isHiddenCard } from './view.js';
import { zoneIndex } from './zones.js';

export const playerRef = (p: number): number => -1 - p;
export const isPlayerRef = (x: number): boolean => x === -1 || x === -2;
export const playerOfRef = (x: number): number => -1 - x;
export const cellRef = (c: number): number => -100 - c;
export const isCellRef = (x: number): boolean => x <= -100;
export const cellOfRef = (x: number): number => -100 - x;
/**
 * The option that ends an up-to-N designation (至多N个, SLCG-TG-01 / GA-TG-01 / KL-TG-01): "no more targets". Neither a
 * card, a player nor an area, so nothing reads it as one.
 */
export const DONE_CHOOSING = -99;

/** Who and what a spec is evaluated for. */
export interface TargetContext {
  controller: number;
  source: number;
  /** Subject of the triggering event (it/that/trigger), or -1. */
  subject: number;
  /** The attacking card of the attack that triggered the link (ref 'attacker'), if any. */
  attacker?: number;
  /**
   * What a range's origin `it` names (其上方, 该卡灵O1范围内: KL-TG-02..05): the cards the nearest op before this one
   * that designates designated; when absent, the subject of the triggering event.
   */
  it?: readonly number[];
  /**
   * The cards the earlier ops of the link designated (another's `notDesignated` filter: 另一个对方角色 after 一个对方角色):
   * such a filter takes none of them. Absent where no link designates (a standing line, a condition).
   */
  designated?: readonly number[];
}

function sidesOf(side: TargetSpec['side'], controller: number): number[] {
  if (side === 'opponent') return [1 - controller];
  if (side === 'both') return [controller, 1 - controller];
  return [controller];
}

/** 特征为「A」或「B」: the card has the filter's trait or one of its `or` traits. */
function hasTrait(d: CardDef, f: FilterOf<'trait'>): boolean {
  return d.traits.includes(f.value) || !!f.or?.some((v) => d.traits.includes(v));
}

/** 名为「A」或「B」: the card's name is the filter's or one of its `or` names. */
function hasName(d: CardDef, f: FilterOf<'name'>): boolean {
  return d.name === f.value || !!f.or?.includes(d.name);
}

/** 常值为2或3: the value compared, or (with `or`) equal to any of the values listed. */
function statMatches(v: number, f: FilterOf<'stat'>): boolean {
  return compare(v, f.cmp, f.value) || (f.cmp === '=' && !!f.or?.includes(v));
}

export function matchesFilters(
  s: GameState,
  hooks: RulesHooks,
  inst: number,
  filters: readonly Filter[] | undefined,
  ctx: TargetContext,
): boolean {
  if (!filters) return true;
  const c = s.cards[inst];
  // A card a player's view hides has no trait, name or type to match.
  const d = isHiddenCard(s, inst) ? undefined : s.defs[c.def];
  for (const f of filters) {
    switch (f.kind) {
      case 'tapped':
        if (!c.tapped) return false;
        break;
      case 'upright':
        if (c.tapped) return false;
        break;
      case 'trait':
        if (!d || !hasTrait(d, f)) return false;
        break;
      case 'name':
        if (!d || !hasName(d, f)) return false;
        break;
      case 'type':
        if (d?.type !== f.value) return false;
        break;
      case 'keyword':
        if (!hooks.hasKeyword(s, inst, f.value)) return false;
        break;
      case 'notSelf':
        if (inst === ctx.source) return false;
        break;
      case 'attackedThisTurn':
        if (!hooks.attackedThisTurn?.(s, inst)) return false;
        break;
      case 'faceDown':
        if (!c.faceDown) return false;
        break;
      case 'stat':
        if (!statMatches(hooks.stat(s, inst, f.stat), f)) return false;
        break;
      case 'notDesignated':
        if (ctx.designated?.includes(inst)) return false;
        break;
      // 'extreme' compares the card with the others: candidates (keepExtremes) judges it, not this one-card test.
    }
  }
  return true;
}

/**
 * SLCG-TG-01 / GA-TG-01 / KL-TG-01 常值最高的 / AP最低的: of `list` (cards, or areas by the card in them), only those
 * whose stat is the highest (lowest), every tied one, for each extreme filter in order; a tie is the chooser's
 * (docs/rules-decisions.md). `list` itself when there is no such filter. Both the interpreter and a compiled set's
 * targets reach it, after their one-card tests.
 */
export function keepExtremes(
  s: GameState,
  hooks: RulesHooks,
  filters: readonly Filter[] | undefined,
  list: number[],
): number[] {
  if (!filters || list.length < 2) return list;
  let out = list;
  for (let k = 0; k < filters.length; k++) {
    const f = filters[k];
    if (f.kind !== 'extreme') continue;
    const values = out.map((x) => hooks.stat(s, isCellRef(x) ? s.grid![cellOfRef(x)] : x, f.stat));
    const best = f.which === 'max' ? Math.max(...values) : Math.min(...values);
    out = out.filter((_, i) => values[i] === best);
  }
  return out;
}

export function compare(a: number, cmp: string, b: number): boolean {
  switch (cmp) {
    case '>=':
      return a >= b;
    case '<=':
      return a <= b;
    case '>':
      return a > b;
    case '<':
      return a < b;
    case '=':
      return a === b;
    case '!=':
      return a !== b;
  }
  return false;
}

/**
 * Cells a range reaches from `origin` (KL-TG-02..05); locked cells are absent, unless `withLocked` (text that names
 * locked areas, 被封锁的区域: O1, O2 and directions reach them as if they were not locked; sight never does).
 */
export function rangeCells(
  s: GameState,
  spec: NonNullable<TargetSpec['range']>,
  origin: number,
  player: number,
  withLocked = false,
): number[] {
  const locked = lockedCells(s);
  const occ = (x: number): Occupant => {
    if (locked.has(x)) return 'empty';
    const id = s.grid![x];
    if (id < 0) return 'empty';
    return s.cards[id].faceDown ? 'faceDown' : 'card';
  };
  const skip = withLocked ? NO_CELLS : locked;
  switch (spec.kind) {
    case 'O1':
      return o1Cells(origin, skip);
    case 'O2':
      return o2Cells(origin, skip);
    // Sight is of cards (KL-TG-04): a locked area is seen through, never seen.
    case 'sight':
      return sightCells(origin, occ, false);
    case 'sightIgnoreSet':
      return sightCells(origin, occ, true);
    case 'direction':
      return directionCells(origin, spec.directions ?? [], player, spec.distance, spec.within).filter(
        (x) => !skip.has(x),
      );
  }
}

const NO_CELLS: ReadonlySet<number> = new Set();

/**
 * The cells a target's range reaches (KL-TG-02..05, KL-ZN-07), measured from the card its origin names: the source
 * card (`self`, the default), what 其 / 该卡灵 names (`it`) or the trigger's subject (`trigger`). An origin card that
 * is not on the battlefield reaches no area. A direction is seen from the origin card's controller (KL-ZN-07: 上 of an
 * opposing card points at the side it faces); several origin cards reach every area any of them reaches.
 */
function rangeFrom(
  s: GameState,
  range: NonNullable<TargetSpec['range']>,
  ctx: TargetContext,
  withLocked = false,
): number[] {
  if (!range.origin || range.origin === 'self') {
    const src = s.cards[ctx.source];
    return src && src.cell >= 0 ? rangeCells(s, range, src.cell, ctx.controller, withLocked) : [];
  }
  const cards = range.origin === 'it' && ctx.it ? ctx.it : [ctx.subject];
  const out: number[] = [];
  for (let k = 0; k < cards.length; k++) {
    const id = cards[k];
    if (id < 0 || id >= s.cards.length) continue; // an encoded player or area, not a card
    const c = s.cards[id];
    if (c.cell < 0 || s.grid?.[c.cell] !== id) continue;
    for (const x of rangeCells(s, range, c.cell, c.controller, withLocked)) if (!out.includes(x)) out.push(x);
  }
  return out;
}

/** Cells locked (封锁) now (KL-TX-07): `gridLocks` holds the last turn each cell stays locked. */
function lockedCells(s: GameState): Set<number> {
  const out = new Set<number>();
  const locks = s.gridLocks;
  if (!locks) return out;
  for (let c = 0; c < locks.length; c++) if (locks[c] >= s.turn) out.add(c);
  return out;
}

/**
 * Every legal target of `spec`, in a stable order. Refs resolve to the source or the event subject. `compiledAs` is
 * the IR target whose compiled test applies when `spec` is a copy of it (a standing line's target, every card).
 */
export function candidates(
  s: GameState,
  hooks: RulesHooks,
  spec: TargetSpec,
  ctx: TargetContext,
  compiledAs: TargetSpec = spec,
): number[] {
  // 若此角色未被横置 (SLCG-TX-09): this card, when it is in the state its filters name.
  if (spec.ref === 'self')
    return ctx.source >= 0 &&
      standsIn(s, ctx.source, spec, ctx.controller) &&
      matchesFilters(s, hooks, ctx.source, spec.filters, ctx)
      ? [ctx.source]
      : [];
  if (spec.ref === 'attacker') return ctx.attacker !== undefined && ctx.attacker >= 0 ? [ctx.attacker] : [];
  if (spec.ref) return ctx.subject >= 0 || isPlayerRef(ctx.subject) ? [ctx.subject] : [];
  if (spec.kind === 'player') return sidesOf(spec.side, ctx.controller).map(playerRef);
  const sides = sidesOf(spec.side, ctx.controller);
  if (spec.kind === 'area') {
    if (!s.grid) return [];
    // KL-TX-07: a locked area is not there, except for text that names locked areas (还原一个被封锁的区域).
    const wantLocked = hasFilter(spec.filters, 'locked');
    // A range of the source card's, the card not on the grid: every area, as before origins were written.
    const src = s.cards[ctx.source];
    const offGrid = !spec.range?.origin || spec.range.origin === 'self' ? !src || src.cell < 0 : false;
    const cells = spec.range && !offGrid ? rangeFrom(s, spec.range, ctx, wantLocked) : [...Array(s.grid.length).keys()];
    const locked = lockedCells(s);
    const ok = hooks.areaTargetable;
    const out: number[] = [];
    for (const c of cells) {
      if (locked.has(c) !== wantLocked || !areaMatches(s, hooks, c, spec.filters, ctx)) continue;
      if (spec.battlefield && battlefieldOf(c, ctx.controller) !== spec.battlefield) continue;
      if (ok && !ok(s, c, ctx.controller, spec)) continue;
      out.push(cellRef(c));
    }
    return keepExtremes(s, hooks, spec.filters, out);
  }
  let allowedCells: Set<number> | null = null;
  if (spec.range && s.grid) allowedCells = new Set(rangeFrom(s, spec.range, ctx));
  // 'field' (场上 / 主要区域 / 战场) is whichever zones make up the ruleset's field.
  const named = spec.zone !== undefined && spec.zone !== 'field';
  const zones = named ? [zoneIndex(s, spec.zone!)] : hooks.fieldZones;
  // A spec that names its zone looks there as the ruleset allows (zoneTargetable, default: as it is); the
  // ruleset's targetable judges the field.
  const judge = named ? hooks.zoneTargetable : hooks.targetable;
  // A compiled set's card targets (KL-TG-01, SLCG-TG-01) test kind and filters as their generated code (effects/compiled.ts).
  const test = s.pool?.compiled?.targets.get(compiledAs);
  const q = test ? new Queries(s, hooks, ctx) : undefined;
  const filters = spec.filters ?? NO_FILTERS;
  // 另一个 (notDesignated): not a card an earlier op of the link designated — judged here for a compiled test too.
  const taken = test && ctx.designated?.length && hasFilter(spec.filters, 'notDesignated') ? ctx.designated : undefined;
  const out: number[] = [];
  for (let si = 0; si < sides.length; si++) {
    for (let zi = 0; zi < zones.length; zi++) {
      const list = s.players[sides[si]].zones[zones[zi]];
      for (let i = 0; i < list.length; i++) {
        const id = list[i];
        if (allowedCells && !allowedCells.has(s.cards[id].cell)) continue;
        // KL-ZN-01 对方战场 / 己方战场 / 公共战场: the card stands in those rows.
        if (spec.battlefield && !inBattlefield(s, id, spec.battlefield, ctx.controller)) continue;
        if (test) {
          if (!test(q!, id, spec, filters) || taken?.includes(id)) continue;
        } else {
          if (spec.kind && !hooks.kindMatches(s, id, spec.kind)) continue;
          if (!matchesFilters(s, hooks, id, spec.filters, ctx)) continue;
        }
        if (judge && !judge(s, id, ctx.controller, spec)) continue;
        out.push(id);
      }
    }
  }
  return keepExtremes(s, hooks, spec.filters, out);
}

const NO_FILTERS: readonly Filter[] = [];

/**
 * Whether a card a reference names stands where its target says (若此卡灵在对方战场, 若对方战场上有此卡灵, 若其在己方战场:
 * KL-ZN-01 rows, or a named zone such as 弃区), seen from `player`; a reference with no place is wherever its card is.
 */
export function standsIn(s: GameState, id: number, spec: TargetSpec, player: number): boolean {
  if (spec.battlefield && !inBattlefield(s, id, spec.battlefield, player)) return false;
  if (spec.zone === undefined || spec.zone === 'field') return true;
  const z = s.zoneNames.indexOf(spec.zone);
  return z < 0 || s.cards[id].zone === z;
}

/** KL-ZN-01: whether card `id` stands on the grid in the rows of `which` battlefield, seen from `player`. */
export function inBattlefield(
  s: GameState,
  id: number,
  which: NonNullable<TargetSpec['battlefield']>,
  player: number,
): boolean {
  const cell = s.cards[id].cell;
  return !!s.grid && cell >= 0 && s.grid[cell] === id && battlefieldOf(cell, player) === which;
}

/** Whether one card passes a target's kind and filters: a compiled set's test for it (KL-TG-01), else the interpreter's. */
export function cardMatches(
  s: GameState,
  hooks: RulesHooks,
  spec: TargetSpec,
  inst: number,
  ctx: TargetContext,
): boolean {
  const test = s.pool?.compiled?.targets.get(spec);
  if (test) {
    if (ctx.designated?.includes(inst) && hasFilter(spec.filters, 'notDesignated')) return false;
    return test(new Queries(s, hooks, ctx), inst, spec, spec.filters ?? NO_FILTERS);
  }
  if (spec.kind && !hooks.kindMatches(s, inst, spec.kind)) return false;
  return matchesFilters(s, hooks, inst, spec.filters, ctx);
}

/** What a compiled target test asks (effects/api.ts): matchesFilters' tests, one filter kind each. */
class Queries implements TargetQueries {
  readonly controller: number;
  readonly source: number;
  constructor(
    private readonly s: GameState,
    private readonly hooks: RulesHooks,
    ctx: TargetContext,
  ) {
    this.controller = ctx.controller;
    this.source = ctx.source;
  }
  kind(card: number, kind: NonNullable<TargetSpec['kind']>): boolean {
    return this.hooks.kindMatches(this.s, card, kind);
  }
  tapped(card: number): boolean {
    return this.s.cards[card].tapped;
  }
  faceDown(card: number): boolean {
    return this.s.cards[card].faceDown;
  }
  trait(card: number, f: FilterOf<'trait'>): boolean {
    return !isHiddenCard(this.s, card) && hasTrait(this.s.defs[this.s.cards[card].def], f);
  }
  named(card: number, f: FilterOf<'name'>): boolean {
    return !isHiddenCard(this.s, card) && hasName(this.s.defs[this.s.cards[card].def], f);
  }
  typed(card: number, f: FilterOf<'type'>): boolean {
    return !isHiddenCard(this.s, card) && this.s.defs[this.s.cards[card].def].type === f.value;
  }
  keyword(card: number, f: FilterOf<'keyword'>): boolean {
    return this.hooks.hasKeyword(this.s, card, f.value);
  }
  stat(card: number, f: FilterOf<'stat'>): number {
    return this.hooks.stat(this.s, card, f.stat);
  }
  attacked(card: number): boolean {
    return !!this.hooks.attackedThisTurn?.(this.s, card);
  }
}

/** Whether a filter of `kind` is among `filters`. */
export function hasFilter(filters: readonly Filter[] | undefined, kind: Filter['kind']): boolean {
  if (filters) for (let i = 0; i < filters.length; i++) if (filters[i].kind === kind) return true;
  return false;
}

/**
 * An area's filters: 空置 (KL-ZN-06) holds no card, 盖伏的 holds a face-down card, 被封锁的 is the locked state
 * (candidates settles it); any other filter is its card's (an area holding a card that matches).
 */
function areaMatches(
  s: GameState,
  hooks: RulesHooks,
  cell: number,
  filters: readonly Filter[] | undefined,
  ctx: TargetContext,
): boolean {
  if (!filters) return true;
  const id = s.grid![cell];
  for (const f of filters) {
    switch (f.kind) {
      case 'empty':
        if (id >= 0) return false;
        break;
      case 'locked':
        break;
      case 'faceDown':
        if (id < 0 || !s.cards[id].faceDown) return false;
        break;
      default:
        if (id < 0 || !matchesFilters(s, hooks, id, [f], ctx)) return false;
    }
  }
  return true;
}

/** True when the spec designates targets (needs a choice) rather than a ref or a mass effect (SLCG-TG-01). */
export function designates(spec: TargetSpec): boolean {
  return !spec.ref && spec.count !== 'all' && spec.kind !== 'player';
}

/** Options offered to the chooser: forced targets first while any remain (SLCG-KW-09). */
export function offeredTargets(s: GameState, hooks: RulesHooks, cands: number[], chooser: number): number[] {
  if (!hooks.forcedTargets) return cands;
  const forced = hooks.forcedTargets(s, cands, chooser);
  return forced && forced.length ? forced : cands;
}
