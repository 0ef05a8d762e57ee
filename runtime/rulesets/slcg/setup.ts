// Starting an SLCG game from card definitions, two decks and a seed (SLCG-SU-01..04).

import type { CardDef } from '../../card-def.js';
import type { GameEvent } from '../../core/events.js';
import { randInt, seedRng, shuffleInPlace } from '../../core/rng.js';
import type { CardInstance, GameState } from '../../core/state.js';
import { moveCard } from '../../core/zones.js';
import { advance } from './engine.js';
import { slcgDefaults, type SlcgParams } from './params.js';
import { SLCG_ZONES, Z } from './zones.js';

export interface SlcgSetup {
  cards: readonly CardDef[];
  /** Two decks of card ids (CardDef.id) or names. */
  decks: [readonly string[], readonly string[]];
  seed: number;
  params?: Partial<SlcgParams>;
  /** SLCG-SU-01: names the first player; otherwise a seeded coin flip. */
  firstPlayer?: 0 | 1;
}

// Card id or name → def index, per card pool (mass play starts thousands of games on one pool).
const keyIndexes = new WeakMap<readonly CardDef[], Map<string, number>>();
function keyIndex(defs: readonly CardDef[]): Map<string, number> {
  let byKey = keyIndexes.get(defs);
  if (!byKey) {
    const m = new Map<string, number>();
    defs.forEach((d, i) => { m.set(d.id, i); if (!m.has(d.name)) m.set(d.name, i); });
    keyIndexes.set(defs, (byKey = m));
  }
  return byKey;
}

export function newSlcgGame(setup: SlcgSetup): GameState {
  return startSlcgGame(setup).state;
}

/** Like newSlcgGame, also returning the events of the setup and of the first turn up to the first decision. */
export function startSlcgGame(setup: SlcgSetup): { state: GameState; events: GameEvent[] } {
  const params: SlcgParams = { ...slcgDefaults, ...setup.params };
  const defs = setup.cards;
  const byKey = keyIndex(defs);
  const cards: CardInstance[] = [];
  const rng = seedRng(setup.seed);
  const s: GameState = {
    ruleset: 'slcg', defs, params: params as unknown as Record<string, unknown>, zoneNames: SLCG_ZONES, seed: setup.seed,
    cards, players: [], turn: 1, active: 0, first: 0, phase: 'setup', rng, limits: {}, mods: [], chain: [], building: null,
    triggers: [], window: null, pending: null, grid: null,
    // Every flag the ruleset uses exists from the start, so the object keeps one shape (fast access and cloning).
    flags: { chainSeq: 0, extremeMoment: 0, extremeFromTurn: 0, igniteClaimed: 0, ignitePending: 0, incrementalFrom: 0, compensated: 0, afterEv: 0 },
    winner: null, nextLinkId: 1,
  };
  for (let p = 0; p < 2; p++) {
    const zones: number[][] = [];
    for (let z = 0; z < SLCG_ZONES.length; z++) zones.push([]); // packed, like cloneState's (see there)
    // SLCG-SU-03: victory 0, every life card on its heart face (trauma 0).
    s.players.push({ zones, res: { victory: 0, trauma: 0, energy: 0, extremeEnergy: 0 }, flags: { conv: 0, dying: 0, skipMainTurn: 0, dyingClearTurn: 0, reached5: 0 } });
    for (const key of setup.decks[p]) {
      const def = byKey.get(key);
      if (def === undefined) throw new Error(`deck ${p}: unknown card '${key}'`);
      const id = cards.length;
      cards.push({ id, def, owner: p, controller: p, zone: Z.deck, tapped: false, faceDown: true, enteredTurn: 0, damage: 0, cell: -1, epoch: 0 });
      zones[Z.deck].push(id);
    }
  }
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
