// The shared driver and the ruleset contract: the loop reads a ruleset's parts through the contract
// (chain policy, trigger rules, ops), pools refuse what their ruleset cannot run, and games with
// different card pools never see each other.

import { describe, expect, it } from 'vitest';
import {
  actorOf,
  askAgent,
  createPool,
  legalActions,
  newSlcgGame,
  orderBySixClasses,
  performAction,
  PoolError,
  randomAgent,
  slcgPool,
  slcgRuleset,
  TRIGGER_CLASS,
  playGame,
  type Agent,
  type CardDef,
  type GameEvent,
  type GameState,
  type Ruleset,
  type SlcgState,
} from '../../../runtime/index.js';
import { ab, card, character, mixedDeck, pool, wideDeck, widePool } from '../fixtures/slcg-cards.js';
import { board, inst } from '../helpers.js';

/** Four cards that all trigger on one push, two of them optional (可以). */
const listener = (name: string, optional: boolean): CardDef =>
  character(name, 0, 1, 'none', {
    abilities: [
      ab(0, {
        kind: 'triggered',
        optional,
        timing: { event: 'pushed', side: 'both' },
        effects: [{ op: 'draw', count: 1 }],
      }),
    ],
  });
const listeners = [listener('MandA', false), listener('OptA', true), listener('OptC', true), listener('MandB', false)];

describe('the driver reads the ruleset through the contract', () => {
  it("orders simultaneous triggers with the ruleset's chain policy and trigger rules (here a six-class policy on SLCG cards)", () => {
    // A variant of SLCG whose policy is the six-class order and whose trigger rules mark OptA as not public.
    const variant: Ruleset<SlcgState, any, any> = {
      ...slcgRuleset,
      chainPolicy: { ...slcgRuleset.chainPolicy, orderTriggers: orderBySixClasses },
      triggerRules: {
        ...slcgRuleset.triggerRules,
        cls: (_s, a) => (a.optional ? TRIGGER_CLASS.optional : TRIGGER_CLASS.mandatory),
        isPublic: (s, src) => s.defs[s.cards[src].def].name !== 'OptA',
      },
    };
    const base = board({
      cards: listeners,
      p0: { main: ['Pusher', 'OptA', 'OptC', 'MandA'], deck: ['Striker', 'Striker', 'Striker'] },
      p1: { main: ['MandB'], deck: ['Striker'] },
    });
    const s: GameState = { ...base, pool: createPool(variant, base.defs) };
    const ev: GameEvent[] = [];
    performAction(s, { type: 'push', card: inst(s as SlcgState, 0, 'main', 'Pusher') }, ev);
    const pending: string[] = [];
    // Answer every question "yes" and pass every window until the chain is done.
    for (let i = 0; i < 50 && (s.pending || s.window || s.chain.length); i++) {
      if (s.pending?.kind === 'trigger') pending.push(s.defs[s.cards[s.pending.context.source].def].name);
      performAction(s, s.pending ? { type: 'choose', index: 0 } : { type: 'pass' }, ev);
    }
    const name = (id: number | undefined): string => (id === undefined || id < 0 ? '?' : s.defs[s.cards[id].def].name);
    const pushed = ev.filter((e) => e.type === 'chainPush' && e.info === 'ability').map((e) => name(e.card));
    const resolved = ev.filter((e) => e.type === 'chainResolve' && e.info === 'ability').map((e) => name(e.card));
    // The turn player's mandatory first, then the other's, then the turn player's optional ones — public OptC
    // before non-public OptA; the last placed resolves first.
    expect(pushed).toEqual(['MandA', 'MandB', 'OptC', 'OptA']);
    expect(pending).toEqual(['OptC', 'OptA']);
    expect(resolved).toEqual(['OptA', 'OptC', 'MandB', 'MandA']);
  });

  it('asks the ruleset which links a card may answer: a policy that allows none leaves windows to pass', () => {
    const closed: Ruleset<SlcgState, any, any> = {
      ...slcgRuleset,
      chainPolicy: { ...slcgRuleset.chainPolicy, canAnswer: () => false },
    };
    const base = board({ p0: { main: ['Striker'] }, p1: { hand: ['Parry'] } });
    const s: SlcgState = { ...base, pool: createPool(closed, base.defs) };
    performAction(s, { type: 'attack', attacker: inst(s, 0, 'main', 'Striker'), target: -2 }, []);
    // SLCG would offer Parry against the attack; under this policy nothing may answer, so the attack lands at once.
    expect(s.window).toBeNull();
    expect(s.players[1].res.trauma).toBe(1);
  });
});

describe('card pools', () => {
  it('refuse a card whose effect the ruleset does not run, naming the card and its source line (never a silent skip)', () => {
    const mover = card({
      name: 'Mover',
      type: '发生',
      abilities: [
        ab(0, {
          kind: 'play',
          effects: [
            {
              op: 'move',
              target: { ref: 'self' },
              steps: 1,
              source: { file: 'x.card', line: 3, col: 5, endLine: 3, endCol: 9 },
            },
          ],
        }),
      ],
    });
    expect(() => slcgPool([...pool, mover])).toThrow(PoolError);
    expect(() => slcgPool([...pool, mover])).toThrow(/Mover.*x\.card:3:5.*'move'/);
  });

  it('refuse a one-shot use of an op the ruleset applies only as a standing line (SLCG-CT-08 费用±N)', () => {
    const cheap = card({
      name: 'Cheap',
      type: '发生',
      abilities: [
        ab(0, {
          kind: 'play',
          effects: [{ op: 'costModifier', subject: { kind: 'character', side: 'self' }, amount: -1 }],
        }),
      ],
    });
    expect(() => slcgPool([cheap])).toThrow(/standing \(static\) line/);
    const standing = character('Standing', 1, 1, 'none', {
      abilities: [
        ab(0, {
          kind: 'static',
          effects: [{ op: 'costModifier', subject: { kind: 'character', side: 'self' }, amount: -1 }],
        }),
      ],
    });
    expect(() => slcgPool([standing])).not.toThrow();
  });

  it('refuse cards of another ruleset', () => {
    expect(() => slcgPool([{ ...pool[0], ruleset: 'kaling' }])).toThrow(/kaling card/);
  });

  it('two games on different pools, stepped in turn in one process, play exactly as each does alone', () => {
    const narrow = slcgPool(pool),
      wide = slcgPool(widePool);
    const deckA = mixedDeck(),
      deckB = wideDeck();
    const alone = (seed: number, which: 'narrow' | 'wide') => {
      const s =
        which === 'narrow'
          ? newSlcgGame({ cards: pool, decks: [deckA, deckA], seed }, narrow)
          : newSlcgGame({ cards: widePool, decks: [deckB, deckB], seed }, wide);
      return JSON.stringify(playGame(s, [randomAgent(seed), randomAgent(seed + 1)], { maxSteps: 10_000 }).events);
    };
    for (const seed of [3, 8, 21]) {
      const games = [
        {
          s: newSlcgGame({ cards: pool, decks: [deckA, deckA], seed }, narrow),
          agents: [randomAgent(seed), randomAgent(seed + 1)] as Agent[],
          ev: [] as GameEvent[],
        },
        {
          s: newSlcgGame({ cards: widePool, decks: [deckB, deckB], seed }, wide),
          agents: [randomAgent(seed), randomAgent(seed + 1)] as Agent[],
          ev: [] as GameEvent[],
        },
      ];
      for (let step = 0; step < 10_000 && games.some((g) => g.s.winner === null); step++) {
        for (const g of games) {
          if (g.s.winner !== null) continue;
          const legal = legalActions(g.s);
          const p = actorOf(g.s);
          const idx = askAgent(g.agents[p], g.s, p, legal);
          performAction(g.s, legal[idx], g.ev);
        }
      }
      expect(games.every((g) => g.s.winner !== null)).toBe(true);
      expect(JSON.stringify(games[0].ev)).toBe(alone(seed, 'narrow'));
      expect(JSON.stringify(games[1].ev)).toBe(alone(seed, 'wide'));
    }
  });
});
