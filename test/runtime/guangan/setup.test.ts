// 光暗 setup on real games of the bundled set: HP, opening hands, the first player, characters from the deck,
// the two starting characters and their positions, the rest unlocked by 【光暗值】; deck rules; the ruleset itself.
import { describe, expect, it } from 'vitest';
import {
  getRuleset,
  guanganPool,
  newGuanganGame,
  startGuanganGame,
  RULESET_OPS,
  type GuanganState,
} from '../../../runtime/index.js';
import { countDeck, profiles, validateDeck } from '../../../runtime/profiles/index.js';
import { act, board, card, choose, decks, nameOf, nextTurn, SET, types, Z } from './helpers.js';

const pool = guanganPool(SET.cards);
const game = (seed = 1, extra: Partial<Parameters<typeof newGuanganGame>[0]> = {}): GuanganState =>
  newGuanganGame({ cards: SET.cards, decks: decks(), seed, ...extra }, pool);

/** Places the starting characters: each player takes the first options offered. */
function placeStarting(s: GuanganState): GuanganState {
  let st = s;
  while (st.pending && (st.pending.kind === 'character' || st.pending.kind === 'position'))
    st = act(st, { type: 'choose', index: 0 }).state;
  return st;
}

describe('光暗 setup', () => {
  it('GA-SU-01 both players start with 30 HP', () => {
    const s = game();
    expect(s.players.map((p) => p.res.hp)).toEqual([30, 30]);
  });

  it('GA-SU-02 40 HP only when the match enables it and both decks have at least 40 cards', () => {
    const [a, b] = decks();
    expect([a.length, b.length]).toEqual([40, 40]);
    expect(newGuanganGame({ cards: SET.cards, decks: [a, b], seed: 1 }, pool).players[0].res.hp).toBe(30);
    expect(
      newGuanganGame(
        { cards: SET.cards, decks: [a, b], seed: 1, params: { hp40WhenBothDecksAtLeast40: true } },
        pool,
      ).players.map((p) => p.res.hp),
    ).toEqual([40, 40]);
    expect(
      newGuanganGame(
        { cards: SET.cards, decks: [a.slice(1), b], seed: 1, params: { hp40WhenBothDecksAtLeast40: true } },
        pool,
      ).players[0].res.hp,
    ).toBe(30);
  });

  it('GA-SU-03 both draw 5 after shuffling; a seeded coin flip picks the first player, who skips the first draw', () => {
    const firsts = new Set<number>();
    for (let seed = 1; seed <= 12; seed++) {
      const s = game(seed);
      expect(s.players.map((p) => p.zones[Z.hand].length)).toEqual([5, 5]);
      firsts.add(s.first);
      expect(game(seed).first).toBe(s.first); // deterministic
    }
    expect([...firsts].sort()).toEqual([0, 1]);
    // Turn 1 (the first player's): no draw; turn 2 (the second player's): one card.
    let s = placeStarting(game(3, { firstPlayer: 0 }));
    expect(s.turn).toBe(1);
    expect(['prepare', 'battle']).toContain(s.phase); // GA-TRN-02: a 准备阶段 with nothing to do ends by itself
    expect(s.players[0].zones[Z.hand].length).toBe(5);
    s = nextTurn(s);
    expect(s.turn).toBe(2);
    expect(s.players[1].zones[Z.hand].length).toBe(6);
  });

  it('GA-SU-04 the first player places two characters, then the second; they exist and are alive in the chosen positions', () => {
    let s = game(5, { firstPlayer: 1 });
    const order: number[] = [];
    const chosen: [number, number][] = [];
    while (s.pending && (s.pending.kind === 'character' || s.pending.kind === 'position')) {
      order.push(s.pending.player);
      if (s.pending.kind === 'position') {
        const pos = s.pending.options[s.pending.options.length - 1].value; // the last free position
        const inst = s.pending.context.card;
        s = act(s, { type: 'choose', index: s.pending.options.length - 1 }).state;
        chosen.push([inst, pos]);
      } else s = act(s, { type: 'choose', index: 1 }).state;
    }
    expect(order).toEqual([1, 1, 1, 1, 0, 0, 0, 0]);
    for (const [inst, pos] of chosen) {
      expect(s.cards[inst].zone).toBe(Z.positions);
      expect(s.cards[inst].cell).toBe(pos);
      expect(s.cards[inst].damage).toBe(0);
    }
    expect(s.players.map((p) => p.zones[Z.positions].length)).toEqual([2, 2]);
    expect(
      s.players.map((p) => p.zones[Z.offstage].filter((id) => SET.byName.get(nameOf(s, id))!.type === '角色').length),
    ).toEqual([3, 3]);
  });

  it('GA-SU-05 a confirmed position never changes: no action moves a character, not even death and revival', () => {
    let s = board({
      turn: 3,
      A: { characters: [{ card: '林燃', position: 4 }, '夜昙'], hand: ['噬魂'], deck: ['疾风'], lightDark: 2 },
      B: { characters: [{ card: '霜月', position: 2, hp: 2 }], hand: ['疾风'], deck: ['疾风'] },
    });
    const shuang = card(s, 1, '霜月');
    const r = act(s, { type: 'use', card: card(s, 0, '噬魂', Z.hand) });
    s = r.state;
    expect(s.flags.revive[shuang]).toBe(3);
    expect(s.cards[shuang].cell).toBe(1);
    expect(s.cards[card(s, 0, '林燃')].cell).toBe(3);
    // Revived three turns of its own later, in the same position.
    for (let i = 0; i < 6; i++) s = nextTurn(s);
    expect(s.flags.revive[shuang]).toBe(0);
    expect(s.cards[shuang].zone).toBe(Z.positions);
    expect(s.cards[shuang].cell).toBe(1);
  });

  it("GA-CHR-01 / GA-DK-02 a player's five characters are the distinct 专属 of their deck, off the game until chosen", () => {
    const s = game(2);
    for (let p = 0; p < 2; p++) {
      const characters = s.players[p].zones[Z.offstage]
        .concat(s.players[p].zones[Z.positions])
        .filter((id) => s.defs[s.cards[id].def].type === '角色');
      expect(characters.map((id) => nameOf(s, id)).sort()).toEqual(['夜昙', '林燃', '白曜', '苍岚', '霜月'].sort());
    }
  });

  it('GA-CHR-02 each 2 【光暗值】 gained makes one more character available (at 2, 4 and 6); capped points do not count', () => {
    let s = placeStarting(game(4, { firstPlayer: 0 }));
    const reserve = (st: GuanganState, p: number) =>
      st.players[p].zones[Z.offstage].filter((id) => st.pool.tables.character[st.cards[id].def]).length;
    const unlockedAt: number[] = [];
    while (s.turn < 9) {
      if (s.pending?.kind === 'character' && s.pending.player === 0) unlockedAt.push(s.players[0].flags.gained);
      s = act(s, s.pending ? { type: 'choose', index: 0 } : s.window ? { type: 'pass' } : { type: 'endPhase' }).state;
    }
    expect(unlockedAt).toEqual([2, 4, 6]);
    expect(reserve(s, 0)).toBe(0);
    expect(s.players[0].zones[Z.positions].length).toBe(5);
    // 光暗值 stays at the cap; what the cap swallowed is not "gained".
    expect(s.players[0].res.lightDark).toBe(6);
    expect(s.players[0].flags.gained).toBe(6);
    const b = board({
      A: { lightDark: 6, gained: 6, characters: ['林燃', '白曜'], hand: ['晨曦之力'], deck: ['疾风'] },
    });
    const r = act(b, { type: 'use', card: card(b, 0, '晨曦之力', Z.hand) });
    expect(r.state.players[0].flags.gained).toBe(6);
    expect(r.state.players[0].flags.unlocks).toBe(0);
  });

  it('GA-CHR-02 a new character enters alive with full HP in the chosen free position', () => {
    let s = board({
      A: {
        lightDark: 1,
        gained: 1,
        characters: [
          { card: '林燃', position: 1 },
          { card: '白曜', position: 3 },
        ],
        reserve: ['苍岚'],
        hand: ['晨曦之力'],
        deck: ['疾风'],
      },
    });
    s = act(s, { type: 'use', card: card(s, 0, '晨曦之力', Z.hand) }).state;
    expect(s.pending?.kind).toBe('character');
    s = choose(s, '苍岚').state;
    expect(s.pending?.kind).toBe('position');
    expect(s.pending!.options.map((o) => o.value)).toEqual([1, 3, 4]);
    const r = choose(s, 3);
    const cang = card(r.state, 0, '苍岚');
    expect(r.state.cards[cang].zone).toBe(Z.positions);
    expect(r.state.cards[cang].cell).toBe(3);
    expect(r.state.cards[cang].damage).toBe(0);
    expect(types(r.events)).toContain('entered');
  });

  it('GA-DK-01..03 the bundled decks are legal under the default parameters (30–45 cards, five characters, ≤2 copies); others are refused', () => {
    const cards = SET.cards.map((c) => ({
      name: c.name,
      type: c.continuous ? `持续 ${c.type}` : c.type,
      marks: c.marks,
      exclusive: c.exclusive,
    }));
    for (const d of decks()) expect(validateDeck('guangan', countDeck(d, cards), cards)).toEqual([]);
    const [a] = decks();
    expect(
      validateDeck('guangan', countDeck(a.slice(0, 29), cards), cards).map((p) => ('rule' in p ? p.rule : p.kind)),
    ).toContain('GA-DK-01');
    expect(
      validateDeck('guangan', countDeck([...a, '炎爆'], cards), cards).map((p) => ('rule' in p ? p.rule : p.kind)),
    ).toContain('GA-DK-03');
    const noWind = a.filter((n) => SET.byName.get(n)!.exclusive !== '苍岚');
    expect(
      validateDeck('guangan', countDeck(noWind, cards), cards).map((p) => ('rule' in p ? p.rule : p.kind)),
    ).toContain('GA-DK-02');
  });

  it("GA-META-01 the ruleset is registered as guangan, runs exactly its registry's ops, each with a rule ID", () => {
    const r = getRuleset('guangan');
    expect(r.id).toBe('guangan');
    expect(profiles.guangan.rule).toBe('GA-META-01');
    expect(RULESET_OPS.guangan).toBe(r.ops);
    for (const op of r.ops.names()) expect(r.ops.ruleOf(op), op).toMatch(/^GA-[A-Z]+-\d+$/);
    expect(startGuanganGame({ cards: SET.cards, decks: decks(), seed: 1 }).state.ruleset).toBe('guangan');
  });
});
