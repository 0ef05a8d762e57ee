// Starting a 卡灵时代 game from card definitions, two decks and a seed (KL-SU-01..05).

import type { CardDef } from '../../card-def.js';
import { advance } from '../../core/driver/index.js';
import type { GameEvent } from '../../core/events.js';
import { createPool, type CardPool } from '../../core/pool.js';
import type { CompiledCode } from '../../effects/api.js';
import { randInt, seedRng, shuffleInPlace } from '../../core/rng.js';
import type { CardInstance } from '../../core/state.js';
import { moveCard } from '../../core/zones.js';
import { CELLS } from './board.js';
import { kalingDefaults, type KalingParams } from './params.js';
import { kalingRuleset } from './ruleset.js';
import { initialFlags, initialPlayerFlags, initialRes, type KalingState } from './state.js';
import type { KalingTables } from './tables.js';
import { KALING_ZONES, Z } from './zones.js';
import { newGame } from '../../core/new-game.js';
import { newCard } from '../../core/state.js';
import { checkSetup, GameSetupError, idOrder } from '../../core/setup-decks.js';

export interface KalingSetup {
  cards: readonly CardDef[];
  /** Two decks of card ids (CardDef.id) or names. */
  decks: [readonly string[], readonly string[]];
  seed: number;
  params?: Partial<KalingParams>;
  /** KL-SU-01: names the first player; otherwise a seeded coin flip. */
  firstPlayer?: 0 | 1;
}

/** The pool for a card list; mass play builds it once and passes it to every game. */
export function kalingPool(cards: readonly CardDef[], code?: CompiledCode): CardPool<KalingTables> {
  return createPool(kalingRuleset, cards, code);
}

export function newKalingGame(setup: KalingSetup, pool?: CardPool<KalingTables>): KalingState {
  return startKalingGame(setup, pool).state;
}

/** Like newKalingGame, also returning the events of the setup up to the first decision (the first 调试 question). */
export function startKalingGame(
  setup: KalingSetup,
  pool?: CardPool<KalingTables>,
): { state: KalingState; events: GameEvent[] } {
  const decks = checkSetup(setup);
  const params: KalingParams = { ...kalingDefaults, ...setup.params };
  const defs = setup.cards;
  if (pool && pool.defs !== defs)
    throw new GameSetupError('setup.cards must be the cards the pool was built from (pool.defs)');
  const p0 = pool ?? kalingPool(defs);
  const rng = seedRng(setup.seed);
  const cards: CardInstance[] = [];
  const grid: number[] = [];
  const gridLocks: number[] = [];
  for (let c = 0; c < CELLS; c++) {
    grid.push(-1);
    gridLocks.push(-1);
  }
  const s: KalingState = newGame({
    ruleset: 'kaling',
    pool: p0,
    defs,
    params: params as unknown as Record<string, unknown>,
    zoneNames: KALING_ZONES,
    seed: setup.seed,
    cards,
    rng,
    flags: initialFlags(0),
    grid,
    gridLocks,
  });
  for (let p = 0; p < 2; p++) {
    const zones: number[][] = [];
    for (let z = 0; z < KALING_ZONES.length; z++) zones.push([]);
    // KL-SU-04 life, KL-SU-05 / KL-RES-01 energy.
    s.players.push({ zones, res: initialRes(params.startingLife, params.startingEnergy), flags: initialPlayerFlags() });
    const deck: number[] = [];
    for (const key of decks[p]) {
      const def = p0.byKey.get(key);
      if (def === undefined)
        throw new GameSetupError(`setup.decks[${p}]: no card '${key}' in setup.cards (a deck lists card ids or names)`);
      deck.push(def);
    }
    // Instance ids in a seeded random order, not the public deck list's: an id says nothing of its card (KL-ZN-03/08,
    // KL-CT-07: nor of the card a 盖卡 is).
    for (const def of idOrder(rng, deck)) {
      const id = cards.length;
      cards.push(newCard(cards, id, def, p, Z.deck, false));
      zones[Z.deck].push(id);
    }
  }
  s.flags = initialFlags(cards.length);
  const events: GameEvent[] = [{ type: 'gameStart', amount: setup.seed }];
  // KL-SU-01: a seeded coin flip unless the setup names the first player; decks shuffled with the game's RNG.
  s.first = setup.firstPlayer ?? randInt(rng, 2);
  s.active = s.first;
  // KL-SU-02: five cards each.
  for (let p = 0; p < 2; p++) {
    const deck = s.players[p].zones[Z.deck];
    shuffleInPlace(rng, deck);
    for (let i = 0; i < params.openingHand && deck.length; i++) {
      const id = deck[0];
      moveCard(s, id, Z.hand, p);
      events.push({ type: 'drew', player: p, card: id });
    }
  }
  s.phase = 'mulligan';
  events.push({ type: 'phase', player: s.active, info: 'mulligan' });
  advance(s, events);
  return { state: s, events };
}
