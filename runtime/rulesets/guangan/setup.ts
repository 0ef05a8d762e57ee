// Starting a 光暗 game from card definitions, two decks and a seed (GA-SU-01..05, GA-CHR-01/02/08).

import type { CardDef, Condition } from '../../card-def.js';
import { advance } from '../../core/driver/index.js';
import type { GameEvent } from '../../core/events.js';
import { createPool, type CardPool } from '../../core/pool.js';
import type { CompiledCode } from '../../effects/api.js';
import { randInt, seedRng, shuffleInPlace } from '../../core/rng.js';
import type { CardInstance } from '../../core/state.js';
import { moveCard } from '../../core/zones.js';
import { guanganDefaults, type GuanganGameParams, type GuanganParams } from './params.js';
import { guanganRuleset } from './ruleset.js';
import { initialFlags, initialPlayerFlags, initialRes, type GuanganState } from './state.js';
import type { GuanganTables } from './tables.js';
import { GUANGAN_ZONES, Z } from './zones.js';
import { newGame } from '../../core/new-game.js';
import { newCard } from '../../core/state.js';
import { checkSetup, GameSetupError, idOrder } from '../../core/setup-decks.js';

export interface GuanganSetup {
  cards: readonly CardDef[];
  /** Two decks of card ids (CardDef.id) or names: the exclusive cards of the player's characters (GA-DK-01..03). */
  decks: [readonly string[], readonly string[]];
  seed: number;
  params?: Partial<GuanganParams>;
  /** Names the first player; otherwise a seeded coin flip (GA-SU-03). */
  firstPlayer?: 0 | 1;
  /** GA-WIN-04: loss conditions both players agreed on before the game; a player for whom one holds loses. */
  specialLosses?: readonly Condition[];
}

/** The pool for a card list; mass play builds it once and passes it to every game. */
export function guanganPool(cards: readonly CardDef[], code?: CompiledCode): CardPool<GuanganTables> {
  return createPool(guanganRuleset, cards, code);
}

export function newGuanganGame(setup: GuanganSetup, pool?: CardPool<GuanganTables>): GuanganState {
  return startGuanganGame(setup, pool).state;
}

/** GA-CHR-01 / GA-DK-02: a deck's characters are the distinct 专属 of its cards, in deck order. */
export function deckCharacters(
  defs: readonly CardDef[],
  byKey: ReadonlyMap<string, number>,
  deck: readonly number[],
): number[] {
  const out: number[] = [];
  for (const d of deck) {
    const name = defs[d].exclusive;
    const c = name === undefined ? undefined : byKey.get(name);
    if (c !== undefined && !out.includes(c)) out.push(c);
  }
  return out;
}

/** Like newGuanganGame, also returning the events up to the first decision (the first player's first character). */
export function startGuanganGame(
  setup: GuanganSetup,
  pool?: CardPool<GuanganTables>,
): { state: GuanganState; events: GameEvent[] } {
  const decks = checkSetup(setup);
  // Every game's params have the same keys (specialLosses included, even when none), so reading them stays cheap.
  const params: GuanganGameParams = {
    ...guanganDefaults,
    ...setup.params,
    specialLosses: setup.specialLosses?.length ? setup.specialLosses : undefined,
  };
  const defs = setup.cards;
  if (pool && pool.defs !== defs)
    throw new GameSetupError('setup.cards must be the cards the pool was built from (pool.defs)');
  const p0 = pool ?? guanganPool(defs);
  const t = p0.tables;
  const cards: CardInstance[] = [];
  const rng = seedRng(setup.seed);
  const zonesOf: number[][][] = [];
  const add = (p: number, def: number, zone: number): void => {
    const id = cards.length;
    cards.push(newCard(cards, id, def, p, zone, zone === Z.deck));
    zonesOf[p][zone].push(id);
  };
  for (let p = 0; p < 2; p++) {
    const zones: number[][] = [];
    for (let z = 0; z < GUANGAN_ZONES.length; z++) zones.push([]); // packed, like cloneState's
    zonesOf.push(zones);
    const deck: number[] = [];
    for (const key of decks[p]) {
      const def = p0.byKey.get(key);
      if (def === undefined)
        throw new GameSetupError(`setup.decks[${p}]: no card '${key}' in setup.cards (a deck lists card ids or names)`);
      deck.push(def);
    }
    // Instance ids in a seeded random order, not the public deck list's: an id says nothing of its card (GA-ZN-01,
    // GA-CT-01: nor of the card set face down). Characters and summons below are public, in deck-list order.
    for (const def of idOrder(rng, deck)) add(p, def, Z.deck);
    // GA-CHR-01/02: the five characters exist off the game until chosen.
    for (const c of deckCharacters(defs, p0.byKey, deck)) add(p, c, Z.offstage);
    // GA-CHR-08: summons the deck can call for, as many as the summon area holds.
    const names = new Set<string>();
    for (const d of deck) for (const n of t.summons[d]) names.add(n);
    for (const n of names) {
      const def = p0.byKey.get(n);
      if (def === undefined || !t.summon[def]) continue;
      for (let k = 0; k < params.summonSlots; k++) add(p, def, Z.offstage);
    }
  }
  // GA-SU-01/02: 30 HP, or 40 when the match allows it and both decks have at least 40 cards.
  const hp =
    params.hp40WhenBothDecksAtLeast40 && setup.decks[0].length >= 40 && setup.decks[1].length >= 40
      ? 40
      : params.startingHp;
  const s: GuanganState = newGame({
    ruleset: 'guangan',
    pool: p0,
    defs,
    params: params as unknown as Record<string, unknown>,
    zoneNames: GUANGAN_ZONES,
    seed: setup.seed,
    cards,
    rng,
    flags: initialFlags(cards.length),
  });
  for (let p = 0; p < 2; p++) {
    const flags = initialPlayerFlags(hp);
    // GA-SU-04: two characters exist at the start (fewer if the deck names fewer).
    flags.unlocks = Math.min(2, zonesOf[p][Z.offstage].filter((id) => t.character[cards[id].def]).length);
    s.players.push({ zones: zonesOf[p], res: initialRes(hp), flags });
  }
  const events: GameEvent[] = [{ type: 'gameStart', amount: setup.seed }];
  // GA-SU-03: decks are shuffled, then a seeded coin flip names the first player (unless the setup does);
  // both draw the opening hand.
  for (let p = 0; p < 2; p++) shuffleInPlace(rng, s.players[p].zones[Z.deck]);
  s.first = setup.firstPlayer ?? randInt(rng, 2);
  s.active = s.first;
  for (let p = 0; p < 2; p++) {
    for (let i = 0; i < params.openingHand && s.players[p].zones[Z.deck].length; i++) {
      const id = s.players[p].zones[Z.deck][0];
      moveCard(s, id, Z.hand, p);
      events.push({ type: 'drew', player: p, card: id });
    }
  }
  events.push({ type: 'phase', player: s.active, info: 'setup' });
  advance(s, events);
  return { state: s, events };
}
