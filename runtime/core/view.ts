// A player's view of a game (in the spirit of boardgame.io's playerView): the state with what that player may not
// know taken out — which card every hidden instance is (hiddenMask: decks, the other hands, the other player's
// face-down cards), the order of decks and of the other hands, the RNG state and the seed — and everything else
// kept: counts, public zones, face-up cards, resources, the chain. Agents, the terminal game and a browser get
// views, never the state; a determinization (determinize.ts) turns a view back into a playable state.

import { contextSeen, hiddenFrom, hiddenMask, isCardDecision, orderHidden } from './hidden.js';
import type { RngState } from './rng.js';
import { cloneStateWith, copyCard, type CardInstance, type Decision, type GameState } from './state.js';

/** The `def` of a card instance the viewer cannot see. */
export const HIDDEN = -1;

/**
 * Whether `s` does not say which card `inst` is: a card hidden from the player whose view `s` is (def HIDDEN);
 * never in a game state. Whatever may be asked of a view — the boards of the terminal and the playground, a
 * person's choices, a stat, a keyword, a cost — asks this before it reads a card's def. A hidden card is in a deck,
 * another hand or face down, so no stat, keyword or standing line of it is in force: it counts as nothing.
 */
export function isHiddenCard(s: GameState, inst: number): boolean {
  return s.cards[inst].def === HIDDEN;
}

/** Thrown by a strict view when something reads what its player may not know. */
export class HiddenInformationError extends Error {}

/** What one player may know of a game. */
export interface PlayerView<S extends GameState = GameState> {
  /** Whose view it is. */
  readonly player: number;
  /**
   * The game as `player` sees it: a copy (changing it changes nothing) where hidden instances have `def` HIDDEN,
   * zones whose order is unknown list their cards by id, `rng` is zeros and `seed` 0. The engine cannot run on
   * it; determinize it first.
   */
  readonly state: S;
  /** The instances hidden from `player`, ascending. */
  readonly hidden: readonly number[];
  /**
   * Per player, the cards that player's hidden instances hold, as ascending def indices (a multiset). Deck lists
   * are public (docs/rules-decisions.md), so this is what anyone can count: the deck minus every card seen.
   */
  readonly unseen: readonly (readonly number[])[];
}

export interface ViewOptions {
  /** Reading a hidden card's `def`, the RNG or the seed throws a HiddenInformationError (tests; not JSON-serialisable). */
  strict?: boolean;
}

const NO_RNG: RngState = Object.freeze([0, 0, 0, 0]) as unknown as RngState;

/** `s` as `viewer` may see it (see PlayerView). `s` is not changed. */
export function viewFor<S extends GameState>(s: S, viewer: number, opts: ViewOptions = {}): PlayerView<S> {
  const mask = hiddenMask(s, viewer);
  const n = s.cards.length;
  const cards: CardInstance[] = s.cards.slice();
  const hidden: number[] = [];
  // Unseen cards are counted per owner and def, which lists them in def order without a sort.
  const nd = s.defs.length;
  // Plain arrays rather than typed ones: small, made per view, and cheaper to allocate (see hiddenMask).
  const counts: number[] = new Array<number>(s.players.length * nd).fill(0);
  for (let i = 0; i < n; i++) {
    const c = s.cards[i];
    // A card the viewer sees keeps its record, shared with `s` (copy-on-write, state.ts's mutCard).
    if (!mask[i]) continue;
    hidden.push(i);
    counts[c.owner * nd + c.def]++;
    const h = copyCard(c, HIDDEN, cards); // the view's own: a determinization deals into it in place
    if (opts.strict)
      Object.defineProperty(h, 'def', { get: () => tripped(`card ${i}`), enumerable: true, configurable: true });
    cards[i] = h;
  }
  const unseen: number[][] = [];
  for (let p = 0; p < s.players.length; p++) {
    const u: number[] = [];
    for (let d = 0; d < nd; d++) for (let k = counts[p * nd + d]; k > 0; k--) u.push(d);
    unseen.push(u);
  }
  const state = cloneStateWith(s, cards, NO_RNG.slice(), 0);
  listById(state, viewer);
  if (s.pending) state.pending = maskedDecision(s, viewer);
  // KL-CH-03: an effect woken in a hidden place (a hand, a face-down card) is not known to be waiting.
  if (s.triggers.length) state.triggers = s.triggers.filter((t) => !mask[t.source]);
  if (opts.strict) {
    Object.defineProperty(state, 'rng', { get: () => tripped('the RNG state'), enumerable: true, configurable: true });
    Object.defineProperty(state, 'seed', { get: () => tripped('the seed'), enumerable: true, configurable: true });
  }
  return { player: viewer, state, hidden, unseen };
}

/** Rewrites every zone whose order `viewer` does not know (the copy's) to list its cards by id. */
function listById(v: GameState, viewer: number): void {
  const nz = v.zoneNames.length;
  // Per player and zone, how many ids are written so far (-1: the zone keeps its order).
  const fill: number[] = new Array<number>(v.players.length * nz).fill(0);
  for (let p = 0; p < v.players.length; p++)
    for (let z = 0; z < nz; z++)
      if (!orderHidden(v, viewer, p, z) || v.players[p].zones[z].length < 2) fill[p * nz + z] = -1;
  for (let i = 0; i < v.cards.length; i++) {
    const c = v.cards[i];
    const k = c.controller * nz + c.zone;
    if (fill[k] >= 0) v.players[c.controller].zones[c.zone][fill[k]++] = i;
  }
}

/**
 * The pending decision as `viewer` sees it. Another player's decision shows its kind and options, not its prompt
 * (the engine's own words, which may name anything), and its context only when that names nothing hidden from the
 * viewer (contextSeen: not the card an effect would be used from face down, KL-CH-03, nor a 调试 card in the other
 * hand, KL-SU-03) — so the viewer can tell which attack is resisted or which card asks. Options naming cards hidden
 * from the viewer keep their values (ids), not their labels (names). A view taken while another player decides is
 * for looking at, not for playing on. Decisions are never changed in place.
 */
export function maskedDecision(s: GameState, viewer: number): Decision | null {
  const d = s.pending;
  if (!d) return null;
  const theirs = d.player !== viewer;
  const cards = isCardDecision(s, d.kind);
  let masked = false;
  for (let k = 0; k < d.options.length && cards && !masked; k++)
    masked = d.options[k].value >= 0 && hiddenFrom(s, viewer, d.options[k].value);
  if (!masked && !theirs) return d;
  const options = masked
    ? d.options.map((o) => (o.value >= 0 && hiddenFrom(s, viewer, o.value) ? { label: '?', value: o.value } : o))
    : d.options;
  if (!theirs) return { ...d, options };
  return { player: d.player, kind: d.kind, prompt: '', options, context: contextSeen(s, viewer, d) ? d.context : {} };
}

function tripped(what: string): never {
  throw new HiddenInformationError(`${what} is hidden from this player`);
}
