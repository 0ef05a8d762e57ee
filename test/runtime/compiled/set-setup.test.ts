// A compiled set carries what a game of it starts from besides its cards: the parameters of its set.yaml and its
// decks (cards.js exports `params` and `decks`; loadCompiledSet's `setup` puts them together). An engine that has
// only dist/<set>/ plays the game `cardc play` plays on the set's own folder.

import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPlayableSet } from '../../../compiler/play/load-set.js';
import { expandDeck } from '../../../compiler/play/playable-set.js';
import {
  createPool,
  GameSetupError,
  getRuleset,
  loadCompiledSet,
  playGame,
  randomAgent,
} from '../../../runtime/index.js';
import { bundledCompiled, RULESETS } from './compiled-sets.js';

const root = resolve(import.meta.dirname, '../../..');

describe.each(RULESETS)('cards/%s compiled', (ruleset) => {
  it('exports the decks of set.yaml as card-id lists and its resolved parameters', async () => {
    const g = await bundledCompiled(ruleset);
    const set = loadPlayableSet(resolve(root, 'cards', ruleset), root).set!;
    const compiled = loadCompiledSet(g.module);
    expect(Object.keys(compiled.decks)).toEqual(Object.keys(set.decks));
    for (const [name, deck] of Object.entries(set.decks)) expect(compiled.decks[name]).toEqual(expandDeck(set, deck));
    expect(compiled.params).toEqual(set.params);
  });

  it('setup() starts the game the in-memory set starts: same decks, parameters and seed, same events', async () => {
    const g = await bundledCompiled(ruleset);
    const set = loadPlayableSet(resolve(root, 'cards', ruleset), root).set!;
    const compiled = loadCompiledSet(g.module);
    const [a, b] = Object.keys(set.decks);
    const pool = compiled.pool();
    const fromBuild = pool.rules.start(compiled.setup({ decks: [a, b ?? a], seed: 11, firstPlayer: 1 }), pool).state;
    const memPool = createPool(getRuleset(ruleset), set.cards);
    const inMemory = memPool.rules.start(
      {
        cards: set.cards,
        decks: [expandDeck(set, set.decks[a]), expandDeck(set, set.decks[b ?? a])],
        params: set.params,
        seed: 11,
        firstPlayer: 1,
      },
      memPool,
    ).state;
    const agents = () => [randomAgent(5), randomAgent(6)];
    const x = playGame(fromBuild, agents(), { maxSteps: g.maxSteps });
    const y = playGame(inMemory, agents(), { maxSteps: g.maxSteps });
    expect(x.events.length).toBeGreaterThan(50);
    expect(x.events).toEqual(y.events);
    // Without names: the first two decks of set.yaml.
    expect(compiled.setup({ seed: 1 }).decks).toEqual([compiled.decks[a], compiled.decks[b ?? a]]);
  });

  it("one deck name is both seats' deck, as docs/emit.md says", async () => {
    const g = await bundledCompiled(ruleset);
    const compiled = loadCompiledSet(g.module);
    const [a] = Object.keys(compiled.decks);
    const one = compiled.setup({ decks: [a], seed: 4 });
    expect(one.decks).toEqual([compiled.decks[a], compiled.decks[a]]);
    const pool = compiled.pool();
    expect(pool.rules.start(one, pool).state.players).toHaveLength(2);
  });

  it.each([
    ['a string seed', { seed: 'abc' }, /setup\.seed must be an integer from 0 to 4294967295, not the string "abc"/],
    ['a seed beyond 32 bits', { seed: 2 ** 32 }, /setup\.seed must be an integer/],
    ['first player 2', { seed: 1, firstPlayer: 2 }, /setup\.firstPlayer must be 0 .* or 1/],
    ['three deck names', { seed: 1, decks: ['x', 'y', 'z'] }, /decks must be one or two deck names of the set \(.+\)/],
    ['a deck name that is no string', { seed: 1, decks: [7] }, /decks must be one or two deck names/],
  ])('refuses %s with a GameSetupError saying what is wrong', async (_what, opts, message) => {
    const compiled = loadCompiledSet((await bundledCompiled(ruleset)).module);
    expect(() => compiled.setup(opts as never)).toThrow(GameSetupError);
    expect(() => compiled.setup(opts as never)).toThrow(message);
  });

  it('an unknown deck name throws, naming the decks there are', async () => {
    const g = await bundledCompiled(ruleset);
    const compiled = loadCompiledSet(g.module);
    expect(() => compiled.setup({ decks: ['没有这个卡组', '没有这个卡组'], seed: 1 })).toThrow(
      /has no deck '没有这个卡组' \(decks: .+\)/,
    );
  });
});

describe('a module built before decks and parameters were exported', () => {
  it('loads with none: the ruleset defaults apply and setup() says to rebuild', async () => {
    const g = await bundledCompiled('slcg');
    const { params: _p, decks: _d, ...old } = g.module;
    const compiled = loadCompiledSet(old);
    expect(compiled.params).toEqual({});
    expect(() => compiled.setup({ seed: 1 })).toThrow(/has no decks .*rebuild it/);
  });
});
