// A new game's state before its players are dealt in: what every ruleset starts alike (turn 1, the setup phase, no
// chain, no window, no decision, no winner) around what its setup supplies. The field order is the one the states
// have always had, so a state serialized for a comparison reads the same.
import { NO_LIMITS } from './limits.js';
import type { GameState, StateShape } from './state.js';

/** What a ruleset's setup gives: its pool, parameters, zones, seed, card instances, RNG, flags and grid (if any). */
export type NewGame<X extends StateShape> = Pick<
  GameState<X>,
  'ruleset' | 'pool' | 'defs' | 'params' | 'zoneNames' | 'seed' | 'cards' | 'rng' | 'flags'
> &
  Partial<Pick<GameState<X>, 'grid' | 'gridLocks'>>;

export function newGame<X extends StateShape>(g: NewGame<X>): GameState<X> {
  return {
    ruleset: g.ruleset,
    pool: g.pool,
    defs: g.defs,
    params: g.params,
    zoneNames: g.zoneNames,
    seed: g.seed,
    cards: g.cards,
    players: [],
    turn: 1,
    active: 0,
    first: 0,
    phase: 'setup',
    rng: g.rng,
    limits: NO_LIMITS,
    mods: [],
    chain: [],
    building: null,
    triggers: [],
    window: null,
    pending: null,
    grid: g.grid ?? null,
    gridLocks: g.gridLocks ?? null,
    chainSeq: 0,
    flags: g.flags,
    winner: null,
    nextLinkId: 1,
  };
}
