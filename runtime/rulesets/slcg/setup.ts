// Starting an SLCG game from card definitions, two decks and a seed (SLCG-SU-01..04).

import type { CardDef } from '../../card-def.js';
import { advance } from '../../core/driver/index.js';
import type { GameEvent } from '../../core/events.js';
import { createPool, type CardPool } from '../../core/pool.js';
import type { CompiledCode } from '../../effects/api.js';
import { slcgRuleset } from './ruleset.js';
import { randInt, seedRng, shuffleInPlace } from '../../core/rng.js';
import type { CardInstance } from '../../core/state.js';
import { moveCard } from '../../core/zones.js';
import { slcgDefaults, type SlcgParams } from './params.js';
import { initialFlags, initialPlayerFlags, initialRes, type SlcgState } from './state.js';
import type { SlcgTables } from './tables.js';
import { SLCG_ZONES, Z } from './zones.js';
import { newGame } from '../../core/new-game.js';
import { newCard } from '../../core/state.js';
import { checkSetup, GameSetupError, idOrder } from '../../core/setup-decks.js';

export interface SlcgSetup {
  cards: readonly CardDef[];
  /** Two decks of card ids (CardDef.id) or names. */
  decks: [readonly string[], readonly string[]];
  seed: number;
  params?: Partial<SlcgParams>;
  /** SLCG-SU-01: names the first player; otherwise a seeded coin flip. */
  firstPlayer?: 0 | 1;
}

/** The pool for a card list; mass play builds it once and passes it to every game (newSlcgGame's second argument). */
export function slcgPool(cards: readonly CardDef[], code?: CompiledCode): CardPool<SlcgTables> {
  return createPool(slcgRuleset, cards, code);
}

export function newSlcgGame(setup: SlcgSetup, pool?: CardPool<SlcgTables>): SlcgState {
  return startSlcgGame(setup, pool).state;
}

/** Like newSlcgGame, also returning the events of the setup and of the first turn up to the first decision. */
export function startSlcgGame(
  setup: SlcgSetup,
  pool?: CardPool<SlcgTables>,
): { state: SlcgState; events: GameEvent[] } {
  const decks = checkSetup(setup);
  const params: SlcgParams = { ...slcgDefaults, ...setup.params };
  const defs = setup.cards;
  if (pool && pool.defs !== defs)
    throw new GameSetupError('setup.cards must be the cards the pool was built from (pool.defs)');
  const p0 = pool ?? slcgPool(defs);
  const cards: CardInstance[] = [];
  const rng = seedRng(setup.seed);
  const s: SlcgState = newGame({
    ruleset: 'slcg',
    pool: p0,
    defs,
    params: params as unknown as Record<string, unknown>,
    zoneNames: SLCG_ZONES,
    seed: setup.seed,
    cards,
    rng,
    flags: initialFlags(),
  });
  for (let p = 0; p < 2; p++) {
    const zones: number[][] = [];
    for (let z = 0; z < SLCG_ZONES.length; z++) zones.push([]); // packed, like cloneState's (see there)
    s.players.push({ zones, res: initialRes(), flags: initialPlayerFlags() });
    const deck: number[] = [];
    for (const key of decks[p]) {
      const def = p0.byKey.get(key);
      if (def === undefined)
        throw new GameSetupError(`setup.decks[${p}]: no card '${key}' in setup.cards (a deck lists card ids or names)`);
      deck.push(def);
    }
    // Instance ids in a seeded random order, not the public deck list's: an id says nothing of its card (SLCG-ZN-04/08).
    for (const def of idOrder(rng, deck)) {
      const id = cards.length;
      cards.push(newCard(cards, id, def, p, Z.deck, true));
      zones[Z.deck].push(id);
    }
  }
  // SLCG-CB-01: no card has attacked yet (one entry per instance, so the record keeps one shape all game).
  s.flags.attackTurn = cards.map(() => 0);
  const events: GameEvent[] = [{ type: 'gameStart', amount: setup.seed }];
  // SLCG-SU-01: seeded coin flip unless named.
  s.first = setup.firstPlayer ?? randInt(rng, 2);
  s.active = s.first;
  // SLCG-SU-04: shuffle, then draw the opening hand; no mulligan.
  for (let p = 0; p < 2; p++) {
    shuffleInPlace(rng, s.players[p].zones[Z.deck]);
    for (let i = 0; i < params.openingHand && s.players[p].zones[Z.deck].length; i++) {
      const id = s.players[p].zones[Z.deck][0];
      moveCard(s, id, Z.hand, p);
      events.push({ type: 'drew', player: p, card: id });
    }
  }
  s.phase = 'start';
  events.push({ type: 'phase', player: s.active, info: 'start' });
  advance(s, events);
  return { state: s, events };
}
