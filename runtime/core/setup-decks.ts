// A game setup's two decks, checked before any card is dealt: a ruleset's start reads them as lists of card keys
// (CardDef.id or name). Called from JavaScript, or with a deck straight from manifest.json (a card → count map),
// they could be anything; the message says what was expected instead of a TypeError deep inside the setup.
// Then the order a deck's cards are numbered in: a seeded random one, never the list's (idOrder).

import { shuffleInPlace, type RngState } from './rng.js';

/** The decks of a setup, or an Error naming what is wrong with them. */
export function setupDecks(decks: unknown): readonly [readonly string[], readonly string[]] {
  if (!Array.isArray(decks) || decks.length !== 2)
    throw new Error(`setup.decks must be two decks, each a list of card ids or names (got ${describe(decks)})`);
  for (let p = 0; p < 2; p++) {
    const d: unknown = decks[p];
    if (!Array.isArray(d)) {
      const hint =
        d !== null && typeof d === 'object'
          ? ': a card → count map (a deck of manifest.json) is expanded by the compiled set (loadCompiledSet(…).decks)'
          : '';
      throw new Error(`setup.decks[${p}] must be a list of card ids or names, not ${describe(d)}${hint}`);
    }
    const bad = d.findIndex((k) => typeof k !== 'string');
    if (bad >= 0) throw new Error(`setup.decks[${p}][${bad}] must be a card id or name, not ${describe(d[bad])}`);
  }
  return decks as [string[], string[]];
}

/**
 * The cards of one deck in the order they get their instance ids: the deck's cards (def indices) in an order drawn
 * from the game's seeded RNG. Deck lists are public (docs/rules-decisions.md) and a view hides a card's def, never
 * its id, so ids given in list order would tell anyone which card instance i is — the card the other player drew,
 * holds or set face down. Drawn from the RNG, an id says nothing of its card; the same seed numbers the same way.
 * `deck` is not changed.
 */
export function idOrder(rng: RngState, deck: readonly number[]): number[] {
  const out = deck.slice();
  shuffleInPlace(rng, out);
  return out;
}

function describe(v: unknown): string {
  if (Array.isArray(v)) return `a list of ${v.length}`;
  if (v === null || v === undefined) return String(v);
  return typeof v === 'object' ? 'an object' : `${typeof v} ${String(v).slice(0, 40)}`;
}
