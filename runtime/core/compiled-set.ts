// Loading a set compiled by `cardc build` (dist/<set>/cards.js): its cards with their compiled ability bodies, and
// a pool whose games run those bodies instead of interpreting the ops (docs/emit.md "Loading a compiled set").

import type { CardDef, RulesetId } from '../card-def.js';
import type { CompiledCode } from '../effects/api.js';
import { CompiledSetError } from '../effects/compiled.js';
import { createPool, type CardPool } from './pool.js';
import { getRuleset } from './ruleset.js';
import { checkSetup, GameSetupError } from './setup-decks.js';

/** The layout version of cards.js this runtime reads. */
export const COMPILED_SET_FORMAT = 2;

/** What cards.js exports (ESM named exports, or the CommonJS `module.exports`). */
export interface CompiledSetModule {
  setInfo: { name: string; ruleset: RulesetId; cardCount: number; format: number };
  cards: readonly CardDef[];
  code: CompiledCode;
  /** The set's resolved parameters (absent in a module built before they were exported: the defaults apply). */
  params?: Readonly<Record<string, unknown>>;
  /** The decks of set.yaml by name, card-id lists (absent in a module built before they were exported). */
  decks?: Readonly<Record<string, readonly string[]>>;
}

/** What a ruleset's start takes for a game of a compiled set (SlcgSetup, GuanganSetup and KalingSetup have these). */
export interface CompiledSetSetup {
  cards: readonly CardDef[];
  decks: [readonly string[], readonly string[]];
  params: Record<string, unknown>;
  seed: number;
  firstPlayer?: 0 | 1;
}

export interface CompiledSet {
  name: string;
  ruleset: RulesetId;
  cards: readonly CardDef[];
  code: CompiledCode;
  /** The set's parameters (set.yaml's over the ruleset's defaults): what its games are played with. */
  params: Readonly<Record<string, unknown>>;
  /** The set's decks by name, each a list of card ids. */
  decks: Readonly<Record<string, readonly string[]>>;
  /** A new pool over the set's cards that runs the compiled bodies; build it once for many games. */
  pool(): CardPool<any>;
  /**
   * The setup of one game: the set's cards and parameters, its decks by name — two (seat 1's, seat 2's), one (both
   * seats play it) or none (the first two of the set, or its only one twice) — the seed (an integer 0…4294967295)
   * and the first player (0 or 1; absent: a seeded coin flip): what `pool.rules.start(setup, pool)` takes. An
   * unknown deck name, a bad seed or first player throws a GameSetupError saying what is wrong.
   */
  setup(opts: {
    seed: number;
    decks?: readonly [string, string] | readonly [string];
    firstPlayer?: 0 | 1;
  }): CompiledSetSetup;
}

/**
 * Checks a compiled set's module and returns it ready to play. Throws a CompiledSetError when it is not one this
 * runtime reads (another format, missing exports); a body that does not fit its card throws when the pool is built.
 */
export function loadCompiledSet(mod: CompiledSetModule): CompiledSet {
  const info = mod?.setInfo;
  if (!info || !Array.isArray(mod.cards) || !Array.isArray(mod.code))
    throw new CompiledSetError('not a compiled CardScript set: expected the exports setInfo, cards and code');
  if (info.format !== COMPILED_SET_FORMAT)
    throw new CompiledSetError(
      `compiled set '${info.name}' has format ${info.format}; this runtime reads format ${COMPILED_SET_FORMAT} (rebuild it)`,
    );
  const { cards, code } = mod;
  const params = mod.params ?? {};
  const decks = mod.decks ?? {};
  const names = Object.keys(decks);
  const deck = (n: string): readonly string[] => {
    if (Object.hasOwn(decks, n)) return decks[n];
    throw new GameSetupError(
      names.length
        ? `compiled set '${info.name}' has no deck '${n}' (decks: ${names.join(', ')})`
        : `compiled set '${info.name}' has no decks (its set.yaml names none, or it was built before decks were exported: rebuild it)`,
    );
  };
  return {
    name: info.name,
    ruleset: info.ruleset,
    cards,
    code,
    params,
    decks,
    pool: () => createPool(getRuleset(info.ruleset), cards, code),
    setup(opts) {
      if (opts === null || typeof opts !== 'object')
        throw new GameSetupError(`set.setup({ seed, decks?, firstPlayer? }) takes an object, not ${String(opts)}`);
      const { seed, decks: chosen, firstPlayer } = opts;
      let pair: readonly [string, string];
      if (chosen === undefined) pair = names.length > 1 ? [names[0], names[1]] : [names[0] ?? '', names[0] ?? ''];
      else if (
        !Array.isArray(chosen) ||
        chosen.length < 1 ||
        chosen.length > 2 ||
        chosen.some((n) => typeof n !== 'string')
      )
        throw new GameSetupError(
          `set.setup: decks must be one or two deck names of the set (${names.join(', ') || 'none'}), e.g. ['${names[0] ?? 'A'}'] or ['${names[0] ?? 'A'}', '${names[1] ?? names[0] ?? 'B'}'], not ${Array.isArray(chosen) ? `a list of ${chosen.length}` : JSON.stringify(chosen)}`,
        );
      // One name: both seats play that deck.
      else pair = chosen.length === 1 ? [chosen[0], chosen[0]] : [chosen[0], chosen[1]];
      const setup: CompiledSetSetup = {
        cards,
        decks: [deck(pair[0]), deck(pair[1])],
        params: { ...params },
        seed,
        ...(firstPlayer !== undefined ? { firstPlayer } : {}),
      };
      checkSetup(setup);
      return setup;
    },
  };
}
