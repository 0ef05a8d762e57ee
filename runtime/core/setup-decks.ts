// A game setup, checked before any card is dealt: a ruleset's start reads its cards, two decks of card keys
// (CardDef.id or name), a seed and maybe the first player. Called from JavaScript, or with a deck straight from
// manifest.json (a card → count map), they could be anything; the message says what was expected instead of a
// TypeError deep inside the setup, or a game that silently plays seed NaN.
// Then the order a deck's cards are numbered in: a seeded random one, never the list's (idOrder).

import { shuffleInPlace, type RngState } from './rng.js';

/** The largest seed: seeds are unsigned 32-bit integers (the RNG's state word, core/rng.ts seedRng). */
export const MAX_SEED = 0xffffffff;

/** A setup a ruleset's start cannot begin a game from; the message names the field and what it should be. */
export class GameSetupError extends Error {
  override name = 'GameSetupError';
}

/**
 * Checks the fields every ruleset's setup has — `cards` (a list), `decks` (two lists of card ids or names), `seed`
 * (an integer 0…4294967295), `firstPlayer` (absent, 0 or 1), `params` (absent or an object) — and returns the
 * decks; throws a GameSetupError naming the first field that is wrong.
 */
export function checkSetup(setup: unknown): readonly [readonly string[], readonly string[]] {
  if (setup === null || typeof setup !== 'object' || Array.isArray(setup))
    throw new GameSetupError(
      `a game setup must be an object { cards, decks, seed, params?, firstPlayer? } (got ${describe(setup)})`,
    );
  const s = setup as Record<string, unknown>;
  if (!Array.isArray(s.cards))
    throw new GameSetupError(`setup.cards must be the list of card definitions (CardDef[]), not ${describe(s.cards)}`);
  const decks = setupDecks(s.decks);
  const seed = s.seed;
  if (typeof seed !== 'number' || !Number.isInteger(seed) || seed < 0 || seed > MAX_SEED)
    throw new GameSetupError(`setup.seed must be an integer from 0 to ${MAX_SEED}, not ${describe(seed)}`);
  if (s.firstPlayer !== undefined && s.firstPlayer !== 0 && s.firstPlayer !== 1)
    throw new GameSetupError(
      `setup.firstPlayer must be 0 (the first seat starts) or 1 (the second), or left out for a seeded coin flip; not ${describe(s.firstPlayer)}`,
    );
  if (s.params !== undefined && (s.params === null || typeof s.params !== 'object' || Array.isArray(s.params)))
    throw new GameSetupError(
      `setup.params must be an object of parameters (e.g. set.params), not ${describe(s.params)}`,
    );
  return decks;
}

/** The decks of a setup, or a GameSetupError naming what is wrong with them. */
function setupDecks(decks: unknown): readonly [readonly string[], readonly string[]] {
  if (!Array.isArray(decks) || decks.length !== 2)
    throw new GameSetupError(
      `setup.decks must be two decks, each a list of card ids or names (got ${describe(decks)})`,
    );
  for (let p = 0; p < 2; p++) {
    const d: unknown = decks[p];
    if (!Array.isArray(d)) {
      const hint =
        d !== null && typeof d === 'object'
          ? ': a card → count map (a deck of manifest.json) is expanded by the compiled set (loadCompiledSet(…).decks)'
          : '';
      throw new GameSetupError(`setup.decks[${p}] must be a list of card ids or names, not ${describe(d)}${hint}`);
    }
    const bad = d.findIndex((k) => typeof k !== 'string');
    if (bad >= 0)
      throw new GameSetupError(`setup.decks[${p}][${bad}] must be a card id or name, not ${describe(d[bad])}`);
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
  if (typeof v === 'string') return `the string ${JSON.stringify(v.slice(0, 40))}`;
  return typeof v === 'object' ? 'an object' : `${typeof v} ${String(v).slice(0, 40)}`;
}
