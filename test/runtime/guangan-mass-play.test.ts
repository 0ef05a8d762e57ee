// Mass play: 2,000 seeded random-vs-random 光暗 games on the bundled set, with invariants checked after every step:
// cards conserved across zones (banished ones counted), resources within their bounds, at most five characters, and
// nothing answers a chain once it resolves (GA-CH-05).

import { describe, expect, it } from 'vitest';
import {
  checkZoneInvariant,
  GUANGAN_ZONE as Z,
  guanganPool,
  newGuanganGame,
  PERMANENT,
  playGame,
  randomAgent,
  type Agent,
  type GuanganState,
} from '../../runtime/index.js';
import { decks, SET } from './guangan/helpers.js';

const GAMES = 2000;
const MAX_STEPS = 3000;

/** Per player: the deck's cards (neither characters nor summons), as the game started. */
function deckCounts(s: GuanganState): number[] {
  return s.players.map((_, p) => s.cards.filter((c) => c.owner === p && s.pool.tables.kind[c.def] !== '').length);
}

const DECK_ZONES = [Z.deck, Z.hand, Z.discard, Z.banished, Z.cardZone, Z.stack];

function invariant(s: GuanganState, deck: number[]): string | null {
  const z = checkZoneInvariant(s);
  if (z) return z;
  const t = s.pool.tables;
  const prm = s.params as Record<string, number>;
  for (let p = 0; p < 2; p++) {
    const pl = s.players[p];
    const r = pl.res;
    if (r.stamina < 0 || r.stamina > 6) return `player ${p} stamina ${r.stamina}`;
    if (r.lightDark < 0 || r.lightDark > 6) return `player ${p} 光暗值 ${r.lightDark}`;
    if (r.sorties < 0) return `player ${p} sorties ${r.sorties}`;
    if (r.hp < 0 || r.shield < 0) return `player ${p} hp ${r.hp} shield ${r.shield}`;
    if (pl.zones[Z.positions].length > 5) return `player ${p} has ${pl.zones[Z.positions].length} characters`;
    if (pl.zones[Z.summons].length > prm.summonSlots) return `player ${p} has ${pl.zones[Z.summons].length} summons`;
    if (pl.zones[Z.cardZone].length > prm.cardZoneSlots)
      return `player ${p} 用牌区 holds ${pl.zones[Z.cardZone].length}`;
    // Card conservation: every deck card is in one of the card zones, banished ones included; characters only in
    // positions or off the game; summons in play, off the game or banished.
    let n = 0;
    for (const zi of DECK_ZONES) for (const id of pl.zones[zi]) if (t.kind[s.cards[id].def] !== '') n++;
    if (n !== deck[p]) return `player ${p} has ${n} of their ${deck[p]} cards`;
    for (const id of pl.zones[Z.positions]) {
      if (!t.character[s.cards[id].def]) return `a non-character in player ${p}'s positions`;
      const cell = s.cards[id].cell;
      if (
        cell < 0 ||
        cell >= prm.characterPositions ||
        pl.zones[Z.positions].some((o) => o !== id && s.cards[o].cell === cell)
      )
        return `bad position ${cell}`;
      const sl = s.flags.sealed[id];
      if (s.flags.revive[id] < 0 || (sl < 0 && sl !== PERMANENT)) return `bad countdown on ${id}`;
      if (sl === PERMANENT && s.flags.seals[id] < 3) return `permanent seal before the third (${s.flags.seals[id]})`;
    }
    for (const id of pl.zones[Z.summons])
      if (!t.summon[s.cards[id].def]) return `a non-summon in player ${p}'s summon area`;
  }
  return null;
}

/** GA-CH-05: an agent that fails the game if it is ever offered a card to add while the chain resolves. */
function watched(agent: Agent, seed: number): Agent {
  return {
    chooseAction(view, legal) {
      const s = view.state as GuanganState;
      if (s.flags.resolving && legal.some((a) => a.type === 'use'))
        throw new Error(`seed ${seed}: a card offered while the chain resolves`);
      if (s.window && legal.some((a) => a.type === 'use' && s.pool.rules.check(s, a, view.player) !== null))
        throw new Error(`seed ${seed}: an illegal use offered`);
      return agent.chooseAction(view, legal);
    },
    choose: (req) => agent.choose(req),
  };
}

describe('光暗 mass play', () => {
  it(`plays ${GAMES} seeded random games with every invariant holding after every step`, () => {
    const [a, b] = decks();
    const pool = guanganPool(SET.cards);
    // A quarter of the games each: the bundled match, its mirror images, and other parameters.
    const variants: { decks: [string[], string[]]; params: Record<string, unknown> }[] = [
      { decks: [a, b], params: {} },
      { decks: [b, a], params: { lightDarkGain: 'ownTurnOnly' } },
      { decks: [a, a], params: { battleZonePositions: 3, summonSlots: 2 } },
      { decks: [b, b], params: { cardZoneSlots: 3, hp40WhenBothDecksAtLeast40: true } },
    ];
    let finished = 0,
      steps = 0;
    for (let seed = 1; seed <= GAMES; seed++) {
      const v = variants[seed % variants.length];
      const s = newGuanganGame({ cards: SET.cards, decks: v.decks, seed, params: v.params }, pool);
      const deck = deckCounts(s);
      const first = invariant(s, deck);
      if (first) throw new Error(`seed ${seed} at setup: ${first}`);
      const r = playGame(s, [watched(randomAgent(seed), seed), watched(randomAgent(seed * 31 + 7), seed)], {
        maxSteps: MAX_STEPS,
        recordEvents: false,
        onStep: (st) => {
          const e = invariant(st as GuanganState, deck);
          if (e) throw new Error(`seed ${seed}: ${e}`);
        },
      });
      if (r.finished) finished++;
      steps += r.steps;
    }
    // A game where neither player can ever use a card again has no end in the rules (GA-WIN-02 counts unusable
    // cards too); the card set keeps such games rare.
    expect(finished / GAMES).toBeGreaterThan(0.99);
    expect(steps / GAMES).toBeGreaterThan(50);
  });

  it('same seed twice ⇒ identical logs', () => {
    const pool = guanganPool(SET.cards);
    for (let seed = 1; seed <= 30; seed++) {
      const run = (): string => {
        const r = playGame(
          newGuanganGame({ cards: SET.cards, decks: decks(), seed }, pool),
          [randomAgent(seed), randomAgent(seed + 1)],
          { maxSteps: MAX_STEPS },
        );
        return JSON.stringify({ events: r.events, decisions: r.decisions });
      };
      expect(run()).toBe(run());
    }
  });
});
