// Hidden information: what a ruleset declares hidden (Ruleset.hidden) and, from that declaration, which card
// instances one player cannot see at this moment. Views (view.ts) mask them; determinizations (determinize.ts)
// deal them out again.

import type { Decision, GameState } from './state.js';

/** A ruleset's declaration of what players may not know. Zones are indices into `Ruleset.zones`. */
export interface HiddenRules<S extends GameState = GameState> {
  /** Zones nobody sees into, contents or order (decks). */
  readonly secret: readonly number[];
  /** Zones only their controller sees (hands); others see how many cards and nothing else. */
  readonly private: readonly number[];
  /** Zones where a face-down card is seen by its controller only (光暗 set cards, 卡灵时代 盖卡). */
  readonly faceDown: readonly number[];
  /** The ruleset's own decision kinds whose option values are card instances (their labels name cards). */
  readonly cardDecisions?: readonly string[];
  /**
   * Whether hidden instance `inst` could hold card `def`, when what is public limits it (光暗: only response and
   * counter cards are set face-down, GA-CT-01). A determinization deals only such cards to it. Default: any.
   */
  couldBe?(s: S, inst: number, def: number): boolean;
}

/** The driver's decision kinds whose options are card instances (or encoded players and areas, all negative). */
const DRIVER_CARD_DECISIONS: ReadonlySet<string> = new Set(['target', 'pick']);

/**
 * The keys under which a decision's context names card instances (the driver's and every ruleset's, by convention:
 * Decision.context). A chain link named by `link` stands for its source.
 */
const CONTEXT_CARD_KEYS = ['card', 'source', 'subject', 'attacker', 'defender'] as const;

/**
 * Whether a decision's context names nothing hidden from `viewer` — no card, and no chain link from a card (a 盖卡
 * used face down, KL-CH-03) — so the viewer may read it: whose 调试 card, which attack, which card asks.
 */
export function contextSeen(s: GameState, viewer: number, d: Decision): boolean {
  const ctx = d.context;
  for (const k of CONTEXT_CARD_KEYS) {
    const v = ctx[k];
    if (v !== undefined && v >= 0 && v < s.cards.length && hiddenFrom(s, viewer, v)) return false;
  }
  if (ctx.link !== undefined) {
    const link = s.chain.find((l) => l.id === ctx.link) ?? (s.building?.id === ctx.link ? s.building : undefined);
    if (link && link.source >= 0 && hiddenFrom(s, viewer, link.source)) return false;
  }
  return true;
}

/** Whether the options of a decision of `kind` name card instances (values ≥ 0). */
export function isCardDecision(s: GameState, kind: string): boolean {
  return DRIVER_CARD_DECISIONS.has(kind) || (s.pool.rules.hidden.cardDecisions?.includes(kind) ?? false);
}

export const ZONE_SECRET = 1;
export const ZONE_PRIVATE = 2;
export const ZONE_FACE_DOWN = 4;

/** The declaration as one byte per zone (built once per pool: CardPool.hiddenZones). */
export function hiddenZoneTable(zones: number, rules: HiddenRules<any>): Uint8Array {
  const t = new Uint8Array(zones);
  for (const z of rules.secret) t[z] |= ZONE_SECRET;
  for (const z of rules.private) t[z] |= ZONE_PRIVATE;
  for (const z of rules.faceDown) t[z] |= ZONE_FACE_DOWN;
  return t;
}

/**
 * Whether `viewer` cannot see which card instance `id` is: every card in a secret zone, another player's cards in
 * a private zone, another player's face-down cards where face-down cards are hidden. A card the viewer is
 * choosing among for a decision of their own (a 载入 looking through their own deck) is seen.
 */
export function hiddenFrom(s: GameState, viewer: number, id: number): boolean {
  return hiddenByZone(s, viewer, id) && !(s.cards[id].owner === viewer && offeredTo(s, viewer, id));
}

/** Per instance, 1 when hidden from `viewer` (hiddenFrom). */
export function hiddenMask(s: GameState, viewer: number): number[] {
  // A plain array, not a Uint8Array: a typed array of more than 64 bytes gets a backing store outside the heap,
  // which costs more to allocate than the whole mask takes to fill (a view is built per bot decision).
  const mask: number[] = new Array<number>(s.cards.length).fill(0);
  for (let i = 0; i < s.cards.length; i++) if (hiddenByZone(s, viewer, i)) mask[i] = 1;
  const d = s.pending;
  if (d && d.player === viewer && isCardDecision(s, d.kind)) {
    for (let k = 0; k < d.options.length; k++) {
      const v = d.options[k].value;
      if (v >= 0 && s.cards[v].owner === viewer) mask[v] = 0;
    }
  }
  return mask;
}

function hiddenByZone(s: GameState, viewer: number, id: number): boolean {
  const c = s.cards[id];
  const z = s.pool.hiddenZones[c.zone];
  if (z === 0) return false;
  if (z & ZONE_SECRET) return true;
  return c.controller !== viewer && ((z & ZONE_PRIVATE) !== 0 || (c.faceDown && (z & ZONE_FACE_DOWN) !== 0));
}

/** Whether `id` is an option of a card decision `viewer` is asked now. */
function offeredTo(s: GameState, viewer: number, id: number): boolean {
  const d = s.pending;
  if (!d || d.player !== viewer || !isCardDecision(s, d.kind)) return false;
  for (let k = 0; k < d.options.length; k++) if (d.options[k].value === id) return true;
  return false;
}

/** Zones whose order `viewer` does not know: the secret zones of every player, others' private zones. */
export function orderHidden(s: GameState, viewer: number, player: number, zone: number): boolean {
  const z = s.pool.hiddenZones[zone];
  return (z & ZONE_SECRET) !== 0 || (player !== viewer && (z & ZONE_PRIVATE) !== 0);
}
