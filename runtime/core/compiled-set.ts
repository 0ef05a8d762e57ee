// Loading a set compiled by `cardc build` (dist/<set>/cards.js): its cards with their compiled ability bodies, and
// a pool whose games run those bodies instead of interpreting the ops (docs/emit.md "Loading a compiled set").

import type { CardDef, RulesetId } from '../card-def.js';
import type { CompiledCode } from '../effects/api.js';
import { CompiledSetError } from '../effects/compiled.js';
import { createPool, type CardPool } from './pool.js';
import { getRuleset } from './ruleset.js';

/** The layout version of cards.js this runtime reads. */
export const COMPILED_SET_FORMAT = 2;

/** What cards.js exports (ESM named exports, or the CommonJS `module.exports`). */
export interface CompiledSetModule {
  setInfo: { name: string; ruleset: RulesetId; cardCount: number; format: number };
  cards: readonly CardDef[];
  code: CompiledCode;
}

export interface CompiledSet {
  name: string;
  ruleset: RulesetId;
  cards: readonly CardDef[];
  code: CompiledCode;
  /** A new pool over the set's cards that runs the compiled bodies; build it once for many games. */
  pool(): CardPool<any>;
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
  return {
    name: info.name,
    ruleset: info.ruleset,
    cards,
    code,
    pool: () => createPool(getRuleset(info.ruleset), cards, code),
  };
}
