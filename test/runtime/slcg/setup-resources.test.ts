// SLCG setup (SU), zones (ZN), resources (RES), game moments (MO), deck construction (DK) and metadata (META).

import { describe, expect, it } from 'vitest';
import {
  newSlcgGame,
  startSlcgGame,
  slcgDefaults,
  slcgRuleset,
  legalActions,
  type CardDef,
} from '../../../runtime/index.js';
import { countDeck, validateDeck } from '../../../runtime/profiles/index.js';
import { act, board, endTurn, inst, names, ofType, rejects, untilMain } from '../helpers.js';
import { byName, card, character, event, mixedDeck, pool } from '../fixtures/slcg-cards.js';

const deck = mixedDeck();

describe('SLCG setup (SU)', () => {
  it('SLCG-SU-01 先后手: seeded coin flip, reproducible, both outcomes occur; a named first player wins over it', () => {
    const firsts = new Set<number>();
    for (let seed = 1; seed <= 30; seed++) {
      const a = newSlcgGame({ cards: pool, decks: [deck, deck], seed });
      const b = newSlcgGame({ cards: pool, decks: [deck, deck], seed });
      expect(a.first).toBe(b.first);
      firsts.add(a.first);
    }
    expect([...firsts].sort()).toEqual([0, 1]);
    expect(newSlcgGame({ cards: pool, decks: [deck, deck], seed: 3, firstPlayer: 1 }).active).toBe(1);
  });

  it('SLCG-SU-02 后手补偿: the second player may gain 1 energy or give 【迅捷】 once in their first turn', () => {
    let s = board({ active: 1, turn: 2, p1: { hand: ['Striker'], energy: 1 }, p0: { main: ['Pusher'] } });
    expect(legalActions(s)).toContainEqual({ type: 'compensate', choice: 'energy' });
    s = act(s, { type: 'play', card: inst(s, 1, 'hand', 'Striker') }).state;
    const striker = inst(s, 1, 'main', 'Striker');
    rejects(s, { type: 'attack', attacker: striker, target: -1 }, 'tap/cooldown');
    s = act(s, { type: 'compensate', choice: 'haste', card: striker }).state;
    rejects(s, { type: 'compensate', choice: 'energy' }, 'compensate/used');
    const r = act(s, { type: 'attack', attacker: striker, target: -1 });
    expect(r.state.players[0].res.trauma).toBe(1);
    // Not for the first player, nor later turns.
    rejects(board({ active: 0, turn: 1 }), { type: 'compensate', choice: 'energy' }, 'compensate/not-available');
    rejects(board({ active: 1, turn: 4 }), { type: 'compensate', choice: 'energy' }, 'compensate/not-available');
    const e = act(board({ active: 1, turn: 2 }), { type: 'compensate', choice: 'energy' }).state;
    expect(e.players[1].res.energy).toBe(1);
    expect(endTurn(e).state.players[1].res.energy).toBe(0);
  });

  it('SLCG-SU-03 胜利指示物/生命指示牌: markers at 0, all life cards hearts (trauma 0); lifeCards is a parameter', () => {
    const s = newSlcgGame({ cards: pool, decks: [deck, deck], seed: 1 });
    for (const p of s.players) expect([p.res.victory, p.res.trauma]).toEqual([0, 0]);
    expect((s.params as { lifeCards: number }).lifeCards).toBe(5);
    const t = board({ params: { lifeCards: 2 }, p0: { main: ['Striker'] }, p1: { trauma: 1 } });
    expect(
      act(t, { type: 'attack', attacker: inst(t, 0, 'main', 'Striker'), target: -2 }).events.some(
        (e) => e.type === 'dying',
      ),
    ).toBe(true);
  });

  it('SLCG-SU-04 抽取5张卡牌作为手牌: decks are shuffled by the seed and each player draws 5', () => {
    const { state: s } = startSlcgGame({ cards: pool, decks: [deck, deck], seed: 5 });
    expect(s.players.map((p) => p.zones[1].length)).toEqual([5, 5]);
    expect(s.players.map((p) => p.zones[0].length)).toEqual([35, 35]);
    const t = newSlcgGame({ cards: pool, decks: [deck, deck], seed: 6 });
    expect(names(s, 0, 'hand')).not.toEqual(names(t, 0, 'hand'));
    expect(
      newSlcgGame({ cards: pool, decks: [deck, deck], seed: 5, params: { openingHand: 3 } }).players[0].zones[1].length,
    ).toBe(3);
  });
});

describe('SLCG zones (ZN)', () => {
  it('SLCG-ZN-01 创伤区域: the trauma zone is a counter from 0 to lifeCards', () => {
    let s = board({ p0: { main: ['Striker', 'Striker'] }, p1: { trauma: 4 } });
    s = act(s, { type: 'attack', attacker: inst(s, 0, 'main', 'Striker', 0), target: -2 }).state;
    expect(s.players[1].res.trauma).toBe(5);
    s = act(s, { type: 'attack', attacker: inst(s, 0, 'main', 'Striker', 1), target: -2 }).state;
    expect(s.players[1].res.trauma).toBe(5);
  });

  it('SLCG-ZN-02 能量区域: a converted card sits tapped in the energy zone', () => {
    const s = board({ p0: { hand: ['Pusher'] } });
    const id = inst(s, 0, 'hand', 'Pusher');
    const r = act(s, { type: 'convert', card: id }).state;
    expect(names(r, 0, 'energy')).toEqual(['Pusher']);
    expect(r.cards[id].tapped).toBe(true);
  });

  it('SLCG-ZN-03 场景区: a scene is placed in the main area', () => {
    const s = board({ p0: { hand: ['Beacon'], energy: 2 } });
    expect(names(act(s, { type: 'play', card: inst(s, 0, 'hand', 'Beacon') }).state, 0, 'main')).toEqual(['Beacon']);
  });

  it('SLCG-ZN-04 卡组放置区: draws take the top card of the face-down deck', () => {
    const s = board({ p0: { deck: ['Bolt', 'Striker', 'Pusher'], hand: ['Insight'], energy: 1 } });
    const r = act(s, { type: 'play', card: inst(s, 0, 'hand', 'Insight') }).state;
    expect(names(r, 0, 'hand')).toEqual(['Bolt', 'Striker']);
    expect(r.cards[inst(r, 0, 'deck', 'Pusher')].faceDown).toBe(true);
  });

  it('SLCG-ZN-05 废牌区: destroyed characters, used 发生 cards and energy cards go to the discard', () => {
    let s = board({ p0: { hand: ['Bolt', 'Pusher'], energy: 2 }, p1: { main: ['Striker'] } });
    s = act(
      s,
      { type: 'convert', card: inst(s, 0, 'hand', 'Pusher') },
      { type: 'play', card: inst(s, 0, 'hand', 'Bolt') },
    ).state;
    expect(names(s, 1, 'discard')).toEqual(['Striker']);
    s = endTurn(s).state;
    expect(names(s, 0, 'discard').sort()).toEqual(['Bolt', 'Pusher']);
  });

  it('SLCG-ZN-06 主要区域: each player has one; a played 发生 card waits there until end of turn', () => {
    const s = board({ p0: { hand: ['Sprint'], energy: 1 }, p1: { main: ['Pusher'] } });
    const r = act(s, { type: 'play', card: inst(s, 0, 'hand', 'Sprint') }).state;
    expect(names(r, 0, 'main')).toEqual(['Sprint']);
    expect(names(r, 1, 'main')).toEqual(['Pusher']);
  });

  it('SLCG-ZN-07 胜利进度条: markers run 0..victoryTarget (15 by default, overridable)', () => {
    expect(slcgDefaults.victoryTarget).toBe(15);
    const s = board({ params: { victoryTarget: 3 }, p0: { main: ['Pusher'], victory: 2 } });
    expect(act(s, { type: 'push', card: inst(s, 0, 'main', 'Pusher') }).state.winner).toBe(0);
  });

  it('SLCG-ZN-08 手牌: there is no maximum hand size', () => {
    const s = board({
      p0: {
        hand: ['Insight', 'Insight', 'Bolt', 'Bolt', 'Sprint'],
        deck: ['Pusher', 'Pusher', 'Pusher', 'Pusher'],
        energy: 2,
      },
    });
    let r = act(
      s,
      { type: 'play', card: inst(s, 0, 'hand', 'Insight', 0) },
      { type: 'play', card: inst(s, 0, 'hand', 'Insight', 1) },
    ).state;
    expect(r.players[0].zones[1].length).toBe(7);
    r = endTurn(r).state;
    expect(r.players[0].zones[1].length).toBe(7);
  });
});

describe('SLCG resources (RES)', () => {
  it('SLCG-RES-01 能量: converting a hand card gives 1 energy, in the main phase or to pay a 突发 card', () => {
    const s = board({ p0: { hand: ['Striker'] } });
    expect(act(s, { type: 'convert', card: inst(s, 0, 'hand', 'Striker') }).state.players[0].res.energy).toBe(1);
    // In the opponent's turn: only while a 突发 card needs paying.
    let t = board({ p0: { main: ['Striker'] }, p1: { hand: ['Shield', 'Pusher'] } });
    t = act(t, { type: 'attack', attacker: inst(t, 0, 'main', 'Striker'), target: -2 }).state;
    expect(t.pending).toBeNull();
    // The attack window passed for p1 (nothing to do); the trauma window offers Shield once energy is made.
    expect(t.window?.priority).toBe(1);
    rejects(t, { type: 'play', card: inst(t, 1, 'hand', 'Shield') }, 'play/not-enough-energy');
    t = act(
      t,
      { type: 'convert', card: inst(t, 1, 'hand', 'Pusher') },
      { type: 'play', card: inst(t, 1, 'hand', 'Shield') },
    ).state;
    expect(t.players[1].res.trauma).toBe(0);
    rejects(board({ active: 1, p0: { hand: ['Pusher'] } }), { type: 'convert', card: 0 }, 'convert/not-in-hand');
  });

  it('SLCG-RES-02 能量不能被储存: all energy of both players is cleared at end of turn, energy cards go to the discard', () => {
    let s = board({ p0: { hand: ['Striker', 'Pusher'] }, p1: { energy: 3 } });
    s = act(s, { type: 'convert', card: inst(s, 0, 'hand', 'Striker') }).state;
    s = endTurn(s).state;
    expect([s.players[0].res.energy, s.players[1].res.energy]).toEqual([0, 0]);
    expect(names(s, 0, 'discard')).toEqual(['Striker']);
    expect(names(s, 0, 'energy')).toEqual([]);
  });

  it('SLCG-RES-03 增量产能: a battery card converts into 2 energy', () => {
    const s = board({ p0: { hand: ['Cell'] } });
    expect(act(s, { type: 'convert', card: inst(s, 0, 'hand', 'Cell') }).state.players[0].res.energy).toBe(2);
  });

  it('SLCG-RES-04 极动能: at most 1 is held and it is cleared at end of turn', () => {
    const gain = card({
      name: 'Spark',
      type: '发生',
      cost: { energy: 0 },
      abilities: [
        {
          index: 0,
          kind: 'play',
          limits: [],
          costs: {},
          effects: [{ op: 'gainResource', resource: 'extremeEnergy', amount: 2 }],
        },
      ],
    });
    let s = board({ cards: [gain], p0: { hand: ['Spark'], extremeEnergy: 1 } });
    s = act(s, { type: 'play', card: inst(s, 0, 'hand', 'Spark') }).state;
    expect(s.players[0].res.extremeEnergy).toBe(1);
    expect(endTurn(s).state.players[0].res.extremeEnergy).toBe(0);
  });
});

describe('SLCG moments (MO)', () => {
  it('SLCG-MO-01 阶段性: the game stage is read from the victory tracks', () => {
    let s = board({ p0: { main: ['Pusher'], victory: 3 } });
    s = act(s, { type: 'push', card: inst(s, 0, 'main', 'Pusher') }).state;
    expect(s.flags.extremeMoment ?? 0).toBe(0);
    const t = board({ p0: { main: ['Pusher'], victory: 4 } });
    expect(act(t, { type: 'push', card: inst(t, 0, 'main', 'Pusher') }).state.flags.extremeMoment).toBe(1);
  });

  it('SLCG-MO-02 极动能时刻: from the next turn on, each player gains 1 极动能 at turn start (global; param own)', () => {
    let s = board({ p0: { main: ['Pusher'], victory: 4 } });
    s = act(s, { type: 'push', card: inst(s, 0, 'main', 'Pusher') }, { type: 'choose', index: 1 }).state;
    expect(s.players[0].res.extremeEnergy).toBe(0);
    s = untilMain(s, 1).state;
    expect(s.players[1].res.extremeEnergy).toBe(1); // opponent too: the moment is global
    s = untilMain(s, 0).state;
    expect(s.players[0].res.extremeEnergy).toBe(1);
    let o = board({ params: { extremeEnergyTrigger: 'own' }, p0: { main: ['Pusher'], victory: 4 } });
    o = act(o, { type: 'push', card: inst(o, 0, 'main', 'Pusher') }, { type: 'choose', index: 1 }).state;
    o = untilMain(o, 1).state;
    expect(o.players[1].res.extremeEnergy).toBe(0);
    o = untilMain(o, 0).state;
    expect(o.players[0].res.extremeEnergy).toBe(1);
  });

  it('SLCG-MO-03 极动能激发: the first player to reach 5 chooses 1 极动能 now or 2 energy, once per game', () => {
    let s = board({ p0: { main: ['Pusher'], victory: 4 }, p1: { victory: 4, main: ['Pusher'] } });
    s = act(s, { type: 'push', card: inst(s, 0, 'main', 'Pusher') }).state;
    expect(s.pending?.kind).toBe('ignite');
    expect(s.pending?.player).toBe(0);
    const a = act(s, { type: 'choose', index: 0 }).state;
    expect(a.players[0].res.extremeEnergy).toBe(1);
    const b = act(s, { type: 'choose', index: 1 }).state;
    expect(b.players[0].res.energy).toBe(2);
    let c = untilMain(b, 1).state;
    c = act(c, { type: 'push', card: inst(c, 1, 'main', 'Pusher') }).state;
    expect(c.pending).toBeNull(); // second player to 5 gets no rule card
  });

  it("SLCG-MO-04 增量产能时刻: from the turn after 10 is reached, each player's first conversion per turn gives 2", () => {
    let s = board({ p0: { main: ['Pusher'], victory: 9, hand: ['Striker'] }, p1: { hand: ['Striker', 'Pusher'] } });
    s.flags.igniteClaimed = 1;
    s = act(s, { type: 'push', card: inst(s, 0, 'main', 'Pusher') }).state;
    s = act(s, { type: 'convert', card: inst(s, 0, 'hand', 'Striker') }).state;
    expect(s.players[0].res.energy).toBe(1); // not yet this turn
    s = untilMain(s, 1).state;
    s = act(s, { type: 'convert', card: inst(s, 1, 'hand', 'Striker') }).state;
    expect(s.players[1].res.energy).toBe(2);
    s = act(s, { type: 'convert', card: inst(s, 1, 'hand', 'Pusher') }).state;
    expect(s.players[1].res.energy).toBe(3);
  });

  it('SLCG-MO-05 错过了这一时刻的权益: a battery card as the first conversion still gives 2, not 3', () => {
    let s = board({ p0: { hand: ['Cell', 'Striker'] } });
    s.flags.incrementalFrom = 1;
    s = act(s, { type: 'convert', card: inst(s, 0, 'hand', 'Cell') }).state;
    expect(s.players[0].res.energy).toBe(2);
    s = act(s, { type: 'convert', card: inst(s, 0, 'hand', 'Striker') }).state;
    expect(s.players[0].res.energy).toBe(3);
  });
});

/** The one deck validator (runtime/profiles/decks.ts) on a list of card ids or names. */
const validateSlcgDeck = (cards: readonly CardDef[], list: readonly string[], params: Record<string, unknown> = {}) =>
  validateDeck('slcg', countDeck(list, cards), cards, params);

describe('SLCG deck construction (DK)', () => {
  it('SLCG-DK-01 牌组总数: at most deckMax (40) cards; no minimum unless set', () => {
    const d41 = [...deck, byName('Pusher').id];
    expect(validateSlcgDeck(pool, deck)).toEqual([]);
    expect(validateSlcgDeck(pool, d41).map((p) => p.kind)).toContain('tooManyCards');
    expect(validateSlcgDeck(pool, [])).toEqual([]);
    expect(validateSlcgDeck(pool, [], { deckMin: 10 }).map((p) => p.kind)).toEqual(['tooFewCards']);
  });

  it('SLCG-DK-02 圆点: copies per card name are limited by 投入', () => {
    const rare: CardDef = character('Rare', 1, 1, 'push', { copies: 1 });
    expect(validateSlcgDeck([rare], ['Rare', 'Rare']).map((p) => p.kind)).toEqual(['tooManyCopies']);
    expect(validateSlcgDeck([rare], ['Rare'])).toEqual([]);
  });

  it('SLCG-DK-03 增量产能有且仅能放入4张: at most 4 battery cards', () => {
    const b1 = event('B1', 0, [], { marks: ['battery'] });
    const b2 = event('B2', 0, [], { marks: ['battery'] });
    expect(validateSlcgDeck([b1, b2], ['B1', 'B1', 'B2', 'B2'])).toEqual([]);
    expect(validateSlcgDeck([b1, b2], ['B1', 'B1', 'B2', 'B2', 'B2']).map((p) => p.kind)).toEqual(['tooManyBatteries']);
  });
});

describe('SLCG metadata (META)', () => {
  it('SLCG-META-01 萨姆传奇SLCG 0.3.1: the ruleset id is slcg', () => {
    expect(slcgRuleset.id).toBe('slcg');
    expect(newSlcgGame({ cards: pool, decks: [deck, deck], seed: 1 }).ruleset).toBe('slcg');
  });

  it('SLCG-META-02 卡牌外框: frame fields are kept as metadata without rule effect', () => {
    const c = character('Framed', 1, 1, 'push', { meta: { environment: 'FA', designer: 'x' } });
    const s = board({ cards: [c], p0: { hand: ['Framed'], energy: 1 } });
    const r = act(s, { type: 'play', card: inst(s, 0, 'hand', 'Framed') }).state;
    expect(names(r, 0, 'main')).toEqual(['Framed']);
    expect(r.defs[r.cards[inst(r, 0, 'main', 'Framed')].def].meta?.environment).toBe('FA');
  });

  it('SLCG-META-03 自定义生命卡牌: the trauma counter is the record of life cards', () => {
    let s = board({ p0: { main: ['Striker'] } });
    s = act(s, { type: 'attack', attacker: inst(s, 0, 'main', 'Striker'), target: -2 }).state;
    expect(
      ofType(
        act(board({ p0: { main: ['Striker'] } }), {
          type: 'attack',
          attacker: inst(s, 0, 'main', 'Striker'),
          target: -2,
        }).events,
        'trauma',
      )[0].amount,
    ).toBe(1);
    expect(s.players[1].res.trauma).toBe(1);
  });
});
