// A game setup whose decks are not two lists of card keys is refused with a message saying what was expected, by
// every ruleset's start, before a card is dealt (from JavaScript, or with a deck copied from manifest.json).

import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPlayableSet } from '../../../compiler/play/load-set.js';
import { createPool, getRuleset } from '../../../runtime/index.js';

const root = resolve(import.meta.dirname, '../../..');

describe.each(['slcg', 'guangan', 'kaling'] as const)('%s start', (ruleset) => {
  const set = loadPlayableSet(resolve(root, 'cards', ruleset), root).set!;
  const pool = createPool(getRuleset(ruleset), set.cards);
  const start = (decks: unknown) => () => pool.rules.start({ cards: set.cards, decks, seed: 1 } as never, pool);
  const deck = Object.values(set.decks)[0];

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
    expect(start([['没有这张卡'], []])).toThrow("deck 0: unknown card '没有这张卡'");
  });
});
