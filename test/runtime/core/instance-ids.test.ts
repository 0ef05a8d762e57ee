// Instance ids say nothing of their cards (docs/rules-decisions.md, "Hidden information"): deck lists are public and
// a view hides a hidden card's def but keeps its id, so each setup numbers a deck's instances in an order drawn from
// the game's seeded RNG, never the list's. Played on the bundled sets' real games, in every ruleset: over many seeds
// the id → card mapping is not the deck list's (nor any fixed one), the same seed numbers the same way, and reading
// the deck list against the ids of the other player's hand — or of their face-down cards — guesses no better than
// chance.

import { describe, expect, it } from 'vitest';
import {
  HIDDEN,
  legalActions,
  performAction,
  randInt,
  seedRng,
  viewFor,
  type GameState,
} from '../../../runtime/index.js';
import { bundled, type BundledGames } from '../agents/bundled-games.js';

const SEEDS = 120;
const HAND = 1; // the hand's zone index in every ruleset

/** The deck list of player `p` as def indices, in list order. */
function listDefs(g: BundledGames, p: number): number[] {
  return g.decks[p].map((k) => {
    const d = g.pool.byKey.get(k);
    if (d === undefined) throw new Error(`unknown card ${k}`);
    return d;
  });
}

/** The ids of player `p`'s deck instances at setup: the first of that player's instances, one per list entry. */
function deckIds(s: GameState, p: number, n: number): number[] {
  return s.cards
    .filter((c) => c.owner === p)
    .map((c) => c.id)
    .slice(0, n);
}

/** How often a card drawn at random from `list` is the card at a random position of it: the list-guess's chance. */
function chance(list: readonly number[]): number {
  const counts = new Map<number, number>();
  for (const d of list) counts.set(d, (counts.get(d) ?? 0) + 1);
  let sum = 0;
  for (const c of counts.values()) sum += c * c;
  return sum / (list.length * list.length);
}

/**
 * Over SEEDS games: the deck ids hold exactly the list's cards, numbered afresh per seed (deterministically), never
 * in list order, each id holding different cards in different games; the list read against the ids guesses the
 * deck's cards, and the other player's opening hand as player 0 sees it, at chance level.
 */
function checkDeckIds(g: BundledGames): void {
  const lists = [listDefs(g, 0), listDefs(g, 1)];
  const seen = new Set<string>();
  const atId: Set<number>[][] = lists.map((l) => l.map(() => new Set<number>()));
  const hits = [0, 0];
  let handHits = 0;
  let handTotal = 0;
  for (let seed = 1; seed <= SEEDS; seed++) {
    const s = g.make(seed);
    for (let p = 0; p < 2; p++) {
      const ids = deckIds(s, p, lists[p].length);
      const defs = ids.map((id) => s.cards[id].def);
      expect([...defs].sort((a, b) => a - b)).toEqual([...lists[p]].sort((a, b) => a - b));
      expect(defs).not.toEqual(lists[p]);
      // The same seed numbers the same way.
      const again = g.make(seed);
      expect(ids.map((id) => again.cards[id].def)).toEqual(defs);
      seen.add(`${p}:${defs.join(',')}`);
      defs.forEach((d, i) => {
        atId[p][i].add(d);
        if (d === lists[p][i]) hits[p]++;
      });
    }
    // Player 0's view of the other hand: ids, no cards; the deck list read against those ids guesses at chance.
    const v = viewFor(s, 0);
    const base = deckIds(s, 1, 1)[0];
    for (const id of v.state.players[1].zones[HAND]) {
      expect(v.state.cards[id].def).toBe(HIDDEN);
      handTotal++;
      if (lists[1][id - base] === s.cards[id].def) handHits++;
    }
  }
  expect(seen.size).toBe(2 * SEEDS); // a fresh numbering every game
  for (let p = 0; p < 2; p++) {
    const n = lists[p].length;
    expect(new Set(lists[p]).size).toBeGreaterThan(1);
    // No id is tied to a card: every id held more than one card over the seeds.
    for (let i = 0; i < n; i++) expect(atId[p][i].size, `player ${p} id #${i}`).toBeGreaterThan(1);
    expect(hits[p] / (SEEDS * n)).toBeLessThan(chance(lists[p]) + 0.05);
  }
  expect(handTotal).toBeGreaterThan(SEEDS);
  expect(handHits / handTotal).toBeLessThan(chance(lists[1]) + 0.1);
}

/**
 * Face-down cards (光暗 GA-CT-01, 卡灵时代 KL-CT-07): in random games, the first card player 1 sets face down, as
 * player 0 sees it — hidden, and the deck list read against its id guesses it no better than the list's most common
 * card would.
 */
function checkFaceDown(g: BundledGames, zone: number): void {
  const list = listDefs(g, 1);
  const counts = new Map<number, number>();
  for (const d of list) counts.set(d, (counts.get(d) ?? 0) + 1);
  const most = Math.max(...counts.values()) / list.length;
  let found = 0;
  let hits = 0;
  for (let seed = 1; seed <= 200 && found < 40; seed++) {
    const s = g.make(seed);
    const rng = seedRng(seed * 977);
    for (let step = 0; s.winner === null && step < 400; step++) {
      const set = s.players[1].zones[zone].find((id) => s.cards[id].faceDown);
      if (set !== undefined) {
        expect(viewFor(s, 0).state.cards[set].def).toBe(HIDDEN);
        found++;
        if (list[set - deckIds(s, 1, 1)[0]] === s.cards[set].def) hits++;
        break;
      }
      const legal = legalActions(s);
      performAction(s, legal[randInt(rng, legal.length)], []);
    }
  }
  expect(found).toBeGreaterThanOrEqual(20);
  expect(hits / found).toBeLessThan(most + 0.2);
}

describe('an instance id says nothing of its card (views keep ids; deck lists are public)', () => {
  it('SLCG-ZN-04 / SLCG-ZN-08: deck ids are numbered in a seeded random order; the other hand’s ids give no card away', () => {
    checkDeckIds(bundled('slcg'));
  });

  it('GA-ZN-01 / GA-SU-03: deck ids are numbered in a seeded random order; the other hand’s ids give no card away', () => {
    const g = bundled('guangan');
    checkDeckIds(g);
    // Characters and summons (GA-CHR-01/08) are public off the game: numbered after the deck, and seen.
    const s = g.make(1);
    const n = g.decks[1].length;
    const offstage = s.cards.filter((c) => c.owner === 1).slice(n);
    expect(offstage.length).toBeGreaterThan(0);
    for (const c of offstage) expect(viewFor(s, 0).state.cards[c.id].def).toBe(c.def);
  });

  it('GA-CT-01 / GA-ZN-03: a card set face down in the 用牌区 keeps an id that says nothing of it', () => {
    checkFaceDown(bundled('guangan'), 4);
  });

  it('KL-ZN-03 / KL-ZN-08: deck ids are numbered in a seeded random order; the other hand’s ids give no card away', () => {
    checkDeckIds(bundled('kaling'));
  });

  it('KL-CT-07: a 盖卡 keeps an id that says nothing of it', () => {
    checkFaceDown(bundled('kaling'), 2);
  });
});
