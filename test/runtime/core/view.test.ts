// Player views (runtime/core/view.ts) and determinizations (runtime/core/determinize.ts), in every ruleset: a view
// hides exactly what its ruleset declares hidden, two games that differ only in hidden information give identical
// views, a determinization is a game its player cannot tell from the real one, and agents handed strict views play
// whole games without reading anything hidden.

import { describe, expect, it } from 'vitest';
import {
  actorOf,
  checkZoneInvariant,
  cloneState,
  determinize,
  greedyAgent,
  HIDDEN,
  hiddenFrom,
  HiddenInformationError,
  legalActions,
  performAction,
  playGame,
  randInt,
  randomAgent,
  searchAgent,
  seedRng,
  shuffleInPlace,
  viewFor,
  type Agent,
  type GameState,
  type RngState,
  mutCard,
} from '../../../runtime/index.js';
import { profiles } from '../../../runtime/profiles/index.js';
import { bundled, RULESETS } from '../agents/bundled-games.js';

const Z = {
  slcg: { deck: 0, hand: 1 },
  guangan: { deck: 0, hand: 1, cardZone: 4 },
  kaling: { deck: 0, hand: 1, battlefield: 2 },
} as const;

/** States met in seeded random games of a ruleset: every `every`-th one, until `count` are collected. */
function states(
  ruleset: (typeof RULESETS)[number],
  count: number,
  every = 5,
  keep: (s: GameState) => boolean = () => true,
): GameState[] {
  const g = bundled(ruleset);
  const out: GameState[] = [];
  for (let seed = 1; out.length < count && seed < 400; seed++) {
    const s = g.make(seed);
    const rng = seedRng(seed * 31);
    for (let step = 0; s.winner === null && step < g.maxSteps && out.length < count; step++) {
      if (step % every === 0 && keep(s)) out.push(cloneState(s));
      const legal = legalActions(s);
      performAction(s, legal[randInt(rng, legal.length)], []);
    }
  }
  return out;
}

/** `s` with every hidden-from-`viewer` card dealt again among its owner's hidden cards, unknown orders shuffled, a new RNG and seed. */
function perturb(s: GameState, viewer: number, rng: RngState): GameState {
  const b = cloneState(s);
  for (let owner = 0; owner < s.players.length; owner++) {
    const ids = s.cards.filter((c) => c.owner === owner && hiddenFrom(s, viewer, c.id)).map((c) => c.id);
    const defs = ids.map((id) => s.cards[id].def);
    shuffleInPlace(rng, defs);
    ids.forEach((id, k) => (mutCard(b, id).def = defs[k]));
  }
  const hidden = s.pool.rules.hidden;
  b.players.forEach((pl, p) => {
    for (const z of hidden.secret) shuffleInPlace(rng, pl.zones[z]);
    if (p !== viewer) for (const z of hidden.private) shuffleInPlace(rng, pl.zones[z]);
  });
  b.rng = seedRng(randInt(rng, 1e9));
  b.seed = randInt(rng, 1e9);
  return b;
}

const json = (x: unknown): string => JSON.stringify(x);

/** The stats each game's boards show. */
const STATS = {
  slcg: ['value'],
  guangan: ['hp', 'atk', 'aura', 'shield', 'hpLeft'],
  kaling: ['ap', 'dp', 'sp', 'level', 'gp'],
} as const;

describe('viewFor: what a player may not know', () => {
  it('SLCG-ZN-04 / SLCG-ZN-08: both decks and the other hand are hidden, with their counts; the own hand, the field, RNG and seed as ruled', () => {
    const [s] = states('slcg', 1, 1, (x) => x.turn >= 3 && x.players[1].zones[Z.slcg.hand].length > 0);
    const v = viewFor(s, 0);
    const { deck, hand } = Z.slcg;
    for (let p = 0; p < 2; p++) {
      expect(v.state.players[p].zones[deck]).toEqual([...s.players[p].zones[deck]].sort((a, b) => a - b));
      for (const id of s.players[p].zones[deck]) expect(v.state.cards[id].def).toBe(HIDDEN);
      expect(v.state.players[p].zones[2]).toEqual(s.players[p].zones[2]);
      for (const id of s.players[p].zones[2]) expect(v.state.cards[id].def).toBe(s.cards[id].def);
    }
    for (const id of s.players[0].zones[hand]) expect(v.state.cards[id].def).toBe(s.cards[id].def);
    for (const id of s.players[1].zones[hand]) expect(v.state.cards[id].def).toBe(HIDDEN);
    expect(v.state.players[1].zones[hand].length).toBe(s.players[1].zones[hand].length);
    expect([...v.state.rng]).toEqual([0, 0, 0, 0]);
    expect(v.state.seed).toBe(0);
    // What a determinization deals: each owner's hidden cards, as a multiset.
    for (let p = 0; p < 2; p++) {
      const want = s.cards
        .filter((c) => c.owner === p && v.hidden.includes(c.id))
        .map((c) => c.def)
        .sort((a, b) => a - b);
      expect(v.unseen[p]).toEqual(want);
    }
    // A copy: changing the view changes nothing of the game.
    const before = json(s);
    v.state.players[0].zones[hand].pop();
    mutCard(v.state, 0).zone = 5;
    expect(json(s)).toBe(before);
  });

  it('GA-CT-01 / GA-ZN-03: a card set face down in the 用牌区 is hidden from the other player only', () => {
    const { cardZone } = Z.guangan;
    const found = states('guangan', 1, 1, (x) =>
      x.players.some((pl) => pl.zones[cardZone].some((id) => x.cards[id].faceDown)),
    );
    expect(found.length).toBe(1);
    const s = found[0];
    const p = s.players.findIndex((pl) => pl.zones[cardZone].some((id) => s.cards[id].faceDown));
    const set = s.players[p].zones[cardZone].filter((id) => s.cards[id].faceDown);
    for (const id of set) {
      expect(viewFor(s, p).state.cards[id].def).toBe(s.cards[id].def);
      expect(viewFor(s, 1 - p).state.cards[id].def).toBe(HIDDEN);
    }
  });

  it('KL-CT-07: a 盖卡 on the battlefield is hidden from the other player only; its area and count are not', () => {
    const { battlefield } = Z.kaling;
    const found = states('kaling', 1, 1, (x) =>
      x.players.some((pl) => pl.zones[battlefield].some((id) => x.cards[id].faceDown)),
    );
    expect(found.length).toBe(1);
    const s = found[0];
    const p = s.players.findIndex((pl) => pl.zones[battlefield].some((id) => s.cards[id].faceDown));
    for (const id of s.players[p].zones[battlefield].filter((x) => s.cards[x].faceDown)) {
      const other = viewFor(s, 1 - p).state;
      expect(other.cards[id].def).toBe(HIDDEN);
      expect(other.cards[id].cell).toBe(s.cards[id].cell);
      expect(other.grid![s.cards[id].cell]).toBe(id);
      expect(viewFor(s, p).state.cards[id].def).toBe(s.cards[id].def);
    }
  });

  it('KL-TX-04: a 载入 shows the searching player the deck cards offered, and no one else', () => {
    const [s0] = states('kaling', 1, 1, (x) => x.turn >= 2 && !x.pending);
    const s = cloneState(s0);
    // A 载入 of player 0 offering three cards of their deck (the driver asks such a 'pick' when names differ).
    const offered = s.players[0].zones[Z.kaling.deck].slice(0, 3);
    s.pending = {
      player: 0,
      kind: 'pick',
      prompt: 'pick',
      options: offered.map((id) => ({ label: s.defs[s.cards[id].def].name, value: id })),
      context: { link: 1, op: 0 },
    };
    const mine = viewFor(s, 0);
    const theirs = viewFor(s, 1);
    for (const id of offered) {
      expect(mine.state.cards[id].def).toBe(s.cards[id].def);
      expect(theirs.state.cards[id].def).toBe(HIDDEN);
      expect(theirs.state.pending!.options.find((o) => o.value === id)!.label).toBe('?');
    }
    // The rest of the deck stays hidden from its owner too; the offered cards are not unseen.
    for (const id of s.players[0].zones[Z.kaling.deck].slice(3)) expect(mine.state.cards[id].def).toBe(HIDDEN);
    expect(mine.unseen[0].length).toBe(theirs.unseen[0].length - 3 - s.players[0].zones[Z.kaling.hand].length);
    // Another player's decision keeps its kind and options, not its prompt; its context names no card, so it stays.
    expect(theirs.state.pending!.prompt).toBe('');
    expect(theirs.state.pending!.context).toEqual({ link: 1, op: 0 });
  });

  it("KL-SU-03 / KL-CB-04: another player's decision keeps a context naming cards the viewer sees, not one naming a hidden card", () => {
    const faceUp = (x: GameState, p: number) =>
      x.players[p].zones[Z.kaling.battlefield].filter((id) => !x.cards[id].faceDown);
    const [s0] = states(
      'kaling',
      1,
      1,
      (x) => !x.pending && x.players[1].zones[Z.kaling.hand].length > 0 && faceUp(x, 0).length > 1,
    );
    const s = cloneState(s0);
    // 调试 of a card in player 1's hand: player 0 may not learn which card it is, nor where it sits in that hand.
    const card = s.players[1].zones[Z.kaling.hand][0];
    s.pending = {
      player: 1,
      kind: 'mulligan',
      prompt: `调试: return ${s.defs[s.cards[card].def].name} to the bottom of the deck?`,
      options: [
        { label: 'keep', value: 0 },
        { label: 'return', value: 1 },
      ],
      context: { index: 0, card },
    };
    expect(viewFor(s, 0).state.pending!.context).toEqual({});
    expect(viewFor(s, 0).state.pending!.prompt).toBe('');
    expect(viewFor(s, 1).state.pending!.context).toEqual({ index: 0, card });
    // Which attack player 1 resists (cards face up on the battlefield): player 0 sees both cards, so the context stays.
    const [attacker, defender] = faceUp(s, 0);
    s.pending = {
      player: 1,
      kind: 'resist',
      prompt: 'resist with AP or DP?',
      options: [
        { label: 'AP', value: 0 },
        { label: 'DP', value: 1 },
      ],
      context: { attacker, defender, cell: s.cards[defender].cell, vertical: 0 },
    };
    expect(viewFor(s, 0).state.pending!.context).toEqual(s.pending.context);
    // KL-CH-03: whether to use an effect of a card in player 1's hand: the card and its ability stay unsaid.
    s.pending = {
      ...s.pending,
      kind: 'trigger',
      context: { source: card, ability: 0, subject: attacker, controller: 1, link: -1 },
    };
    expect(viewFor(s, 0).state.pending!.context).toEqual({});
  });

  it('KL-CH-03: an effect woken in the other hand is not known to be waiting', () => {
    const [s0] = states('kaling', 1, 1, (x) => x.turn >= 2 && x.players[1].zones[Z.kaling.hand].length > 0);
    const s = cloneState(s0);
    const src = s.players[1].zones[Z.kaling.hand][0];
    s.triggers = [
      { controller: 1, source: src, ability: 0, subject: -1, cls: 1, optional: true, public: false, link: -1 },
    ];
    expect(viewFor(s, 0).state.triggers).toEqual([]);
    expect(viewFor(s, 1).state.triggers).toEqual(s.triggers);
  });

  for (const rs of RULESETS) {
    it(`${rs}: a view tells every card the game's stats and keywords; a hidden card is asked about as nothing, never read`, () => {
      const keywords = profiles[rs].keywords.map((k) => k.id);
      const hooks = bundled(rs).pool.rules.hooks;
      let hiddenOnField = 0;
      for (const s of states(rs, 60, 9)) {
        for (const viewer of [0, 1]) {
          const v = viewFor(s, viewer).state;
          for (let id = 0; id < s.cards.length; id++) {
            const hidden = v.cards[id].def === HIDDEN;
            if (hidden && hooks.fieldZones.includes(v.cards[id].zone)) hiddenOnField++;
            for (const stat of STATS[rs]) {
              const told = hooks.stat(v, id, stat);
              if (!hidden) expect(told, `${rs} ${stat} of card ${id}`).toBe(hooks.stat(s, id, stat));
            }
            for (const kw of keywords) {
              const told = hooks.hasKeyword(v, id, kw);
              if (!hidden) expect(told, `${rs} ${kw} of card ${id}`).toBe(hooks.hasKeyword(s, id, kw));
            }
            hooks.kindMatches(v, id, 'card');
          }
        }
      }
      // The other side's face-down cards (光暗 set cards, 卡灵时代 盖卡) were among them.
      if (rs !== 'slcg') expect(hiddenOnField).toBeGreaterThan(0);
    });

    it(`${rs}: two games that differ only in what a player cannot see give that player identical views (a property over seeded games)`, () => {
      const rng = seedRng(99);
      let changed = 0,
        n = 0;
      for (const s of states(rs, 120)) {
        for (const viewer of [0, 1]) {
          const b = perturb(s, viewer, rng);
          if (json(b) !== json(s)) changed++;
          expect(json(viewFor(b, viewer)), `${rs} turn ${s.turn} viewer ${viewer}`).toBe(json(viewFor(s, viewer)));
          n++;
        }
      }
      // The property is not vacuous: nearly every perturbed game differs from the real one.
      expect(changed).toBeGreaterThan(n * 0.9);
    });

    it(`${rs}: a determinization gives the same view, the same legal actions, whole zones and cards its slots could hold`, () => {
      const rng = seedRng(7);
      const couldBe = bundled(rs).pool.rules.hidden.couldBe;
      for (const s of states(rs, 80, 7)) {
        const p = actorOf(s);
        const v = viewFor(s, p);
        const d = determinize(v, rng);
        expect(checkZoneInvariant(d)).toBeNull();
        expect(json(viewFor(d, p))).toBe(json(v));
        expect(json(legalActions(d))).toBe(json(legalActions(s)));
        if (couldBe) for (const id of v.hidden) expect(couldBe(d, id, d.cards[id].def), `${rs} card ${id}`).toBe(true);
      }
    });

    it(`${rs}: agents handed strict views play whole games; one that reads a hidden card is stopped`, () => {
      const g = bundled(rs);
      const maxSteps = rs === 'guangan' ? 600 : 2000;
      for (let seed = 1; seed <= 2; seed++) {
        const r = playGame(g.make(seed), [greedyAgent(seed), searchAgent(seed, { playouts: 12, worlds: 2 })], {
          maxSteps,
          strictViews: true,
          recordEvents: false,
        });
        expect(r.steps).toBeGreaterThan(20);
      }
      // A cheat: looks at the other player's hand.
      const peek: Agent = {
        chooseAction(view) {
          for (const id of view.state.players[1 - view.player].zones[Z[rs].hand])
            if (view.state.cards[id].def < 0) return 0;
          return 0;
        },
        choose: () => 0,
      };
      expect(() => playGame(g.make(3), [peek, peek], { maxSteps, strictViews: true })).toThrow(HiddenInformationError);
      expect(() =>
        playGame(
          g.make(3),
          [randomAgent(1), { chooseAction: (view) => (view.state.rng[0] & 0) as number, choose: () => 0 }],
          { maxSteps, strictViews: true },
        ),
      ).toThrow(HiddenInformationError);
    });
  }
});
