// Games of the three bundled sets (cards/slcg, cards/guangan, cards/kaling) with their first two decks, each set
// compiled once: what the view and agent tests play, in every ruleset.
import { resolve } from 'node:path';
import { loadPlayableSet, resolveDecks } from '../../../compiler/play/load-set.js';
import { createPool, getRuleset, type CardPool, type GameState } from '../../../runtime/index.js';

export interface BundledGames {
  ruleset: 'slcg' | 'guangan' | 'kaling';
  pool: CardPool;
  /** The two deck lists (card keys, as the setup reads them): public, like every deck list. */
  decks: readonly [readonly string[], readonly string[]];
  /** Game `seed` of the two decks; the first player alternates with the seed unless named. */
  make(seed: number, first?: 0 | 1): GameState;
  /** A bound on decisions (光暗 games can go on without end, GA-WIN-02). */
  maxSteps: number;
}

const root = resolve(import.meta.dirname, '../../..');
const cache = new Map<string, BundledGames>();

export function bundled(ruleset: BundledGames['ruleset']): BundledGames {
  let g = cache.get(ruleset);
  if (g) return g;
  const set = loadPlayableSet(resolve(root, 'cards', ruleset), root).set;
  if (!set) throw new Error(`cards/${ruleset} does not compile`);
  const d = resolveDecks(set, undefined);
  if (!d.ok) throw new Error(d.message.en);
  const pool = createPool(getRuleset(set.ruleset), set.cards);
  const make = (seed: number, first?: 0 | 1): GameState =>
    pool.rules.start(
      { cards: set.cards, decks: d.lists, seed, params: set.params, firstPlayer: first ?? ((seed % 2) as 0 | 1) },
      pool,
    ).state;
  g = { ruleset, pool, decks: d.lists, make, maxSteps: ruleset === 'guangan' ? 3000 : 8000 };
  cache.set(ruleset, g);
  return g;
}

export const RULESETS = ['slcg', 'guangan', 'kaling'] as const;
