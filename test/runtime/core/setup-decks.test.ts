// A game setup whose decks are not two lists of card keys, whose seed is not an integer 0…2³²−1 or whose first
// player is not 0 or 1 is refused with a message saying what was expected, by every ruleset's start, before a card
// is dealt (from JavaScript, or with a deck copied from manifest.json). createPool takes a ruleset id or a Ruleset.

import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPlayableSet, resolveDecks } from '../../../compiler/play/load-set.js';
import { createPool, GameSetupError, getRuleset, PoolError } from '../../../runtime/index.js';

const root = resolve(import.meta.dirname, '../../..');

describe.each(['slcg', 'guangan', 'kaling'] as const)('%s start', (ruleset) => {
  const set = loadPlayableSet(resolve(root, 'cards', ruleset), root).set!;
  const pool = createPool(getRuleset(ruleset), set.cards);
  const start = (decks: unknown) => () => pool.rules.start({ cards: set.cards, decks, seed: 1 } as never, pool);
  const deck = Object.values(set.decks)[0];
  const lists = (resolveDecks(set, undefined) as { lists: string[][] }).lists[0];
  const startWith = (fields: Record<string, unknown>) => () =>
    pool.rules.start({ cards: set.cards, decks: [lists, lists], seed: 1, ...fields } as never, pool);

  it.each([
    [
      'a card → count map',
      [deck, []],
      /setup\.decks\[0\] must be a list of card ids or names, not an object: a card → count map/,
    ],
    ['one deck', [[]], /setup\.decks must be two decks.*got a list of 1/],
    ['no decks', undefined, /setup\.decks must be two decks.*\(got undefined\)$/],
    ['a number among the keys', [[], ['a', 7]], /setup\.decks\[1\]\[1\] must be a card id or name, not number 7/],
  ])('refuses %s with a reason', (_what, decks, message) => {
    expect(start(decks)).toThrow(message);
  });

  it('names an unknown card', () => {
    expect(start([['没有这张卡'], []])).toThrow("setup.decks[0]: no card '没有这张卡' in setup.cards");
  });

  it.each([
    ['a string seed', { seed: 'abc' }, /setup\.seed must be an integer from 0 to 4294967295, not the string "abc"/],
    ['a seed beyond 32 bits', { seed: 2 ** 32 }, /setup\.seed must be an integer .* not number 4294967296/],
    ['a negative seed', { seed: -1 }, /setup\.seed must be an integer/],
    ['a fractional seed', { seed: 1.5 }, /setup\.seed must be an integer/],
    ['no seed', { seed: undefined }, /setup\.seed must be an integer .* not undefined/],
    ['first player 2', { firstPlayer: 2 }, /setup\.firstPlayer must be 0 .* or 1 .* not number 2/],
    ['params as a list', { params: [] }, /setup\.params must be an object/],
    ['other cards than the pool', { cards: [...set.cards] }, /setup\.cards must be the cards the pool was built from/],
  ])('refuses %s with a GameSetupError', (_what, fields, message) => {
    expect(startWith(fields)).toThrow(GameSetupError);
    expect(startWith(fields)).toThrow(message);
  });

  it('accepts the largest seed and both first players', () => {
    for (const firstPlayer of [0, 1] as const)
      expect(startWith({ seed: 0xffffffff, firstPlayer })().state.first).toBe(firstPlayer);
  });

  it('createPool takes the ruleset by id as docs/api.md writes it', () => {
    const byId = createPool(ruleset, set.cards);
    expect(byId.rules).toBe(getRuleset(ruleset));
    expect(byId.rules.start({ cards: set.cards, decks: [lists, lists], seed: 3 }, byId).state.ruleset).toBe(ruleset);
  });
});

describe('createPool arguments', () => {
  const kaling = loadPlayableSet(resolve(root, 'cards/kaling'), root).set!;
  it('says what the ruleset argument must be', () => {
    expect(() => createPool(undefined as never, kaling.cards)).toThrow(PoolError);
    expect(() => createPool(undefined as never, kaling.cards)).toThrow(
      /the ruleset must be an id \(.*kaling.*\) or a Ruleset \(getRuleset\(id\)\), not undefined/,
    );
    expect(() => createPool('kalin' as never, kaling.cards)).toThrow(/unknown ruleset 'kalin': the runtime plays/);
    expect(() => createPool('kaling', 'cards' as never)).toThrow(/cards must be a list of card definitions/);
  });
  it('names the card of another game and the game the pool plays', () => {
    expect(() => createPool('slcg', kaling.cards)).toThrow(/it is a kaling card; this pool plays slcg/);
  });
});
