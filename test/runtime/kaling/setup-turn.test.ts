// 卡灵时代 setup, turn, energy, win/loss, decks and metadata (KL-SU, KL-TRN, KL-RES, KL-WIN, KL-DK, KL-META),
// played on real games of the bundled set.
import { describe, expect, it } from 'vitest';
import {
  getRuleset,
  kalingPool,
  legalActions,
  newKalingGame,
  playGame,
  randomAgent,
  startKalingGame,
  type GameEvent,
  type KalingState,
} from '../../../runtime/index.js';
import { validateDeck } from '../../../runtime/profiles/index.js';
import { expandDeck } from '../../../compiler/play/load-set.js';
import {
  act,
  at,
  card,
  cell,
  choose,
  chooseArea,
  currentActor,
  evs,
  kalingCards,
  kalingSet,
  kboard,
  names,
  passAll,
  rejects,
  settle,
  withCards,
} from './helpers.js';

const decks = (): [string[], string[]] => {
  const set = kalingSet();
  const d = set.manifest!.decks;
  const expand = (deck: Record<string, number>): string[] =>
    Object.entries(deck).flatMap(([n, k]) => Array<string>(k).fill(n));
  return [expand(d['狼群']), expand(d['铁卫'])];
};

const game = (seed: number, firstPlayer?: 0 | 1, params = {}): { state: KalingState; events: GameEvent[] } =>
  startKalingGame({ cards: kalingCards(), decks: decks(), seed, firstPlayer, params });

/** Answers every 调试 question with "keep". */
function keepAll(s: KalingState): KalingState {
  while (s.pending?.kind === 'mulligan') s = choose(s, 0).state;
  return s;
}

describe('setup (KL-SU)', () => {
  it('KL-SU-01 先后手: a seeded coin flip unless the setup names the first player; decks shuffled by the game seed', () => {
    const firsts = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((seed) => game(seed).state.first));
    expect(firsts).toEqual(new Set([0, 1]));
    expect(game(5).state.first).toBe(game(5).state.first);
    expect(game(5, 1).state.first).toBe(1);
    expect(names(game(9).state, 0, 'hand')).toEqual(names(game(9).state, 0, 'hand'));
    expect(names(game(9).state, 0, 'deck')).not.toEqual(names(game(10).state, 0, 'deck'));
  });

  it('KL-SU-02 each player draws five cards, then 调试 begins', () => {
    const { state: s } = game(3, 0);
    expect(s.players.map((p) => p.zones[1].length)).toEqual([5, 5]);
    expect(s.players.map((p) => p.zones[0].length)).toEqual(decks().map((d) => d.length - 5));
    expect(s.phase).toBe('mulligan');
    expect(s.pending?.kind).toBe('mulligan');
  });

  it('KL-SU-03 调试: the first player, then the second, returns any cards to the deck bottom, draws as many, shuffles; once each', () => {
    let s = game(11, 1).state;
    expect(s.pending!.player).toBe(1); // the first player decides first
    const hand = names(s, 1, 'hand');
    s = choose(s, 1).state; // return the first card
    s = choose(s, 0).state;
    s = choose(s, 1).state; // and the third
    s = choose(s, 0).state;
    const r = choose(s, 0);
    s = r.state;
    expect(r.events.find((e) => e.type === 'mulligan')).toMatchObject({ player: 1, amount: 2 });
    expect(names(s, 1, 'hand').length).toBe(5);
    expect(names(s, 1, 'deck').length).toBe(decks()[1].length - 5);
    // The two returned cards went to the bottom before drawing from the top: not redrawn.
    const kept = [hand[1], hand[3], hand[4]];
    for (const n of kept) expect(names(s, 1, 'hand')).toContain(n);
    expect(s.pending!.player).toBe(0); // then the second player
    s = keepAll(s);
    expect(s.phase).toBe('action');
    expect(s.turn).toBe(1);
    expect(s.pending).toBeNull(); // no second 调试
  });

  it('KL-SU-04 生命点数: 20 by default (startingLife), a set may change it', () => {
    expect(game(1).state.players.map((p) => p.res.life)).toEqual([20, 20]);
    expect(game(1, 0, { startingLife: 8000 }).state.players.map((p) => p.res.life)).toEqual([8000, 8000]);
  });

  it('KL-SU-05 each player starts with 6 energy', () => {
    const s = keepAll(game(2, 0).state);
    expect(s.players.map((p) => p.res.energy)).toEqual([6, 6]);
  });
});

describe('turn structure (KL-TRN)', () => {
  it('KL-TRN-01 a turn is 抽牌 → 行动 → 结束 (after its 回合开始 moment)', () => {
    const s = kboard({ A: { deck: ['幼狼'] }, B: { deck: ['幼狼', '幼狼'] } });
    const r = act(s, { type: 'endTurn' });
    const phases = r.events.filter((e) => e.type === 'phase').map((e) => e.info);
    expect(phases).toEqual(['end', 'start', 'draw', 'action']);
    expect(r.state.active).toBe(1);
    expect(r.state.phase).toBe('action');
  });

  it("KL-TRN-02 the first player's first turn has no draw phase and no attack", () => {
    let s = keepAll(game(4, 0).state);
    expect(s.turn).toBe(1);
    expect(names(s, 0, 'hand').length).toBe(5); // no draw
    expect(legalActions(s).some((a) => a.type === 'attack')).toBe(false);
    s = kboard({ turn: 1, board: '. . . . .\n. . B:盾卫 . .\n. . A:雷霆战狼 . .\n. . . . .\n. . . . .' });
    rejects(s, { type: 'attack', attacker: at(s, 'c3'), cell: cell('c4') }, 'attack/first-turn');
    // The second player's first turn draws.
    const t = act(kboard({ turn: 1, B: { deck: ['幼狼'] } }), { type: 'endTurn' }).state;
    expect(names(t, 1, 'hand')).toEqual(['幼狼']);
  });

  it('KL-TRN-03 the draw phase draws one card (drawPerTurn)', () => {
    const r = act(kboard({ B: { deck: ['幼狼', '猎狼', '盾卫'] } }), { type: 'endTurn' });
    expect(names(r.state, 1, 'hand')).toEqual(['幼狼']);
    const two = act(kboard({ B: { deck: ['幼狼', '猎狼', '盾卫'] }, params: { drawPerTurn: 2 } }), { type: 'endTurn' });
    expect(names(two.state, 1, 'hand')).toEqual(['幼狼', '猎狼']);
  });

  it("KL-TRN-04 行动阶段: summon, move and attack in any order; nothing of it in the opponent's turn", () => {
    let s = kboard({
      A: { hand: ['猎狼', '幼狼'], deck: ['盾卫', '盾卫'] },
      board: '. . . . .\n. . B:盾卫 . .\n. . . . .\n. . A:霜牙狼 . .\n. . . . .',
    });
    s = act(s, { type: 'summon', card: card(s, 0, 'hand', '猎狼'), material: -1 }).state;
    s = choose(s, cell('a1')).state;
    s = passAll(s).state;
    s = act(s, { type: 'move', card: at(s, 'c2'), cell: cell('c3') }).state;
    s = passAll(s).state;
    s = act(s, { type: 'summon', card: card(s, 0, 'hand', '幼狼'), material: -1 }).state;
    s = choose(s, cell('e1')).state;
    s = passAll(s).state;
    s = act(s, { type: 'attack', attacker: at(s, 'c3'), cell: cell('c4') }).state;
    expect(s.pending?.kind).toBe('resist');
    // In B's turn only B acts: A's hand card is in no legal action, and B cannot summon it.
    const b = kboard({ active: 'B', A: { hand: ['哨兵'] } });
    const sentry = card(b, 0, 'hand', '哨兵');
    expect(currentActor(b)).toBe(1);
    expect(legalActions(b).some((a) => a.card === sentry)).toBe(false);
    rejects(b, { type: 'summon', card: sentry, material: -1 }, 'summon/not-in-hand');
  });

  it('KL-TRN-05 结束阶段: "until end of turn" ends and the turn player\'s energy is refilled', () => {
    const s = kboard({
      A: { energy: 1, cards: { 霜牙狼: { keywords: ['坚守'] } } },
      board: '. . . . .\n. . . . .\n. . . . .\n. . A:霜牙狼 . .\n. . . . .',
    });
    const id = at(s, 'c2');
    expect(s.pool.rules.hooks.hasKeyword(s, id, 'steadfast')).toBe(true);
    const r = act(s, { type: 'endTurn' });
    expect(r.state.pool.rules.hooks.hasKeyword(r.state, id, 'steadfast')).toBe(false);
    expect(r.state.players[0].res.energy).toBe(6);
  });
});

describe('energy and costs (KL-RES)', () => {
  it('KL-RES-01 energy pays for summons (the level by default) and effects', () => {
    let s = kboard({ A: { hand: ['雷霆战狼', '猎狼'], energy: 6 } });
    s = act(s, { type: 'summon', card: card(s, 0, 'hand', '雷霆战狼'), material: -1 }).state;
    expect(s.players[0].res.energy).toBe(3); // 降临：耗能3
    s = choose(s, cell('c2')).state;
    s = passAll(s).state;
    s = act(s, { type: 'summon', card: card(s, 0, 'hand', '猎狼'), material: -1 }).state;
    expect(s.players[0].res.energy).toBe(2); // level 1
  });

  it('KL-RES-02 only the turn player refills, at their own end phase', () => {
    const s = kboard({ A: { energy: 1 }, B: { energy: 2 } });
    const r = act(s, { type: 'endTurn' });
    expect(r.state.players.map((p) => p.res.energy)).toEqual([6, 2]);
    expect(evs(r.state, r.events, ['refill'])).toEqual(['refill A']);
  });

  it('KL-RES-03 energy never exceeds 6', () => {
    const s = kboard({
      A: { energy: 6 },
      board: '. . . . .\n. . . . .\n. . . . .\n. . A:嚎月狼 . .\n. . . . .',
      B: { deck: ['幼狼'] },
    });
    // 嚎月狼: 【瞬发】【回合开始时】免能：获得1点能量 — at A's next turn start with 6 energy.
    let r = act(s, { type: 'endTurn' });
    r = act(r.state, { type: 'endTurn' });
    const gain = r.events.find((e) => e.type === 'resource');
    expect(gain).toMatchObject({ player: 0, amount: 0 });
    expect(r.state.players[0].res.energy).toBe(6);
  });

  it('KL-RES-04 耗能x pays x energy when the effect is activated', () => {
    const s = kboard({ A: { energy: 3 }, board: '. . . . .\n. . B:盾卫 . .\n. . . . .\n. . A:疾风鹰 . .\n. . . . .' });
    const r = act(s, { type: 'activate', card: at(s, 'c2'), ability: 0 });
    expect(r.state.players[0].res.energy).toBe(2);
  });

  it('KL-RES-05 +x / -x lines add up and a cost never goes below 0', () => {
    // B's 守望塔: A's 卡灵 effects +1; A's 深渊龙: A's own -1 each (two copies: -2).
    const s = kboard({
      A: { energy: 6 },
      board: 'B:守望塔 . . . .\n. . B:盾卫 . .\n. . . . .\n. . A:疾风鹰 A:深渊龙 .\n. . . . A:深渊龙',
    });
    const eagle = at(s, 'c2');
    const ab = s.defs[s.cards[eagle].def].abilities[0];
    expect(getRuleset('kaling').hooks).toBeDefined();
    const r = act(s, { type: 'activate', card: eagle, ability: 0 });
    expect(r.state.players[0].res.energy).toBe(6); // 1 + 1 - 2 = 0
    expect(ab.costs.energy).toBe(1);
    const alone = kboard({
      A: { energy: 6 },
      board: 'B:守望塔 . . . .\n. . B:盾卫 . .\n. . . . .\n. . A:疾风鹰 . .\n. . . . .',
    });
    expect(act(alone, { type: 'activate', card: at(alone, 'c2'), ability: 0 }).state.players[0].res.energy).toBe(4); // 1 + 1
  });

  it('KL-RES-06 免能 needs no energy', () => {
    const s = kboard({
      A: { energy: 0 },
      B: { hand: ['急救'], energy: 0 },
      board: '. . . . .\n. . B:盾卫 . .\n. . A:雷霆战狼 . .\n. . . . .\n. . . . .',
    });
    let r = act(s, { type: 'attack', attacker: at(s, 'c3'), cell: cell('c4') });
    // B's 急救 (瞬发 免能, from hand) wakes on the attack: B says yes and chooses its area.
    expect(r.state.pending).toMatchObject({ kind: 'trigger', player: 1 });
    r = choose(r.state, 1);
    expect(r.state.pending?.kind).toBe('area');
    r = choose(r.state, cell('a5'));
    // Activated on area a5 at no cost, resolved (盾卫 DP+2), then to the 弃区; the battle waits for B's 抵抗.
    expect(r.state.players[1].res.energy).toBe(0);
    expect(names(r.state, 1, 'discard')).toEqual(['急救']);
    expect(r.state.pending?.kind).toBe('resist');
  });
});

describe('win and loss (KL-WIN)', () => {
  it('KL-WIN-01 reducing the opponent to 0 life wins at once', () => {
    const s = kboard({ B: { life: 3 }, board: '. . A:雷霆战狼 . .\n. . . . .\n. . . . .\n. . . . .\n. . . . .' });
    const r = act(s, { type: 'attack', attacker: at(s, 'c5'), cell: -1 });
    expect(r.state.players[1].res.life).toBe(0);
    expect(r.state.winner).toBe(0);
    expect(r.events.at(-1)).toMatchObject({ type: 'gameOver', player: 0, info: 'life' });
  });

  it('KL-WIN-01 / KL-SU-04 令对方失去N点生命 (生命点数, 生命值) loses life without damage; at 0 that player loses', () => {
    const set = withCards(`卡牌 夺命符
  类型：战术
  【启动】耗能1：令对方失去2点生命点数。

卡牌 血契
  类型：战术
  【启动】耗能1：失去1点生命，抽1张卡。
`);
    const play = (s: KalingState, p: number, name: string) => {
      let r = act(s, { type: 'activate', card: card(s, p, 'hand', name), ability: 0 });
      const events = [...r.events];
      if (r.state.pending?.kind === 'area') {
        r = chooseArea(r.state, 'a1');
        events.push(...r.events);
      }
      const t = settle(r.state);
      return { state: t.state, events: [...events, ...t.events] };
    };
    const s = kboard({ set, A: { energy: 6, hand: ['夺命符', '血契', '夺命符'] }, B: { life: 3 } });
    let r = play(s, 0, '夺命符');
    expect(r.state.players[1].res.life).toBe(1);
    // Life lost is no damage: nothing was dealt.
    expect(r.events.some((e) => e.type === 'damaged')).toBe(false);
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'resource', player: 1, amount: -2, info: 'life' }));
    r = play(r.state, 0, '血契');
    expect(r.state.players[0].res.life).toBe(s.players[0].res.life - 1);
    r = play(r.state, 0, '夺命符');
    expect(r.state.players[1].res.life).toBe(0);
    expect(r.state.winner).toBe(0);
  });

  it('KL-WIN-02 a player who must draw from an empty deck loses; both at once is a draw', () => {
    const s = kboard({ B: { deck: [] } });
    const r = act(s, { type: 'endTurn' });
    expect(r.state.winner).toBe(0);
    expect(r.events.at(-1)).toMatchObject({ type: 'gameOver', info: 'deck' });
    // 玉石俱焚 deals 2 to both players at 2 life: both reach 0 in one effect.
    const both = kboard({ A: { life: 2, hand: ['玉石俱焚'] }, B: { life: 2 } });
    let t = act(both, { type: 'activate', card: card(both, 0, 'hand', '玉石俱焚'), ability: 0 }).state;
    if (t.pending?.kind === 'area') t = choose(t, cell('a1')).state;
    t = passAll(t).state;
    expect(t.winner).toBe(-1);
  });
});

describe('decks and metadata (KL-DK, KL-META)', () => {
  it('KL-DK-01 a deck has 40–60 cards, at most 3 of a name; the bundled decks are legal and play', () => {
    const set = kalingSet();
    for (const [name, deck] of Object.entries(set.manifest!.decks))
      expect(validateDeck('kaling', deck, set.cards), name).toEqual([]);
    expect(validateDeck('kaling', { 幼狼: 3, 猎狼: 3 }, set.cards).map((p) => p.kind)).toEqual(['tooFewCards']);
    expect(validateDeck('kaling', { ...set.manifest!.decks['狼群'], 幼狼: 4 }, set.cards).map((p) => p.kind)).toContain(
      'tooManyCopies',
    );
    const lists = Object.values(set.manifest!.decks).map((d) => expandDeck(set, d));
    const r = playGame(
      newKalingGame({ cards: set.cards, decks: [lists[0], lists[1]], seed: 3 }),
      [randomAgent(1), randomAgent(2)],
      { recordEvents: false },
    );
    expect(r.finished).toBe(true);
  });

  it('KL-META-01 the ruleset id is kaling', () => {
    const s = kboard();
    expect(s.ruleset).toBe('kaling');
    expect(s.pool.rules).toBe(getRuleset('kaling'));
  });

  it("KL-META-02 the full mat is two halves: each player's 10 areas and the 5 public ones make the 25", () => {
    const s = kboard();
    expect(s.grid!.length).toBe(25);
    const own = (p: number) => [...Array(25).keys()].filter((c) => (p === 0 ? c >= 15 : c < 10));
    expect(own(0).length + own(1).length + 5).toBe(25);
    // A summons only into its own half.
    let t = kboard({ A: { hand: ['猎狼'] } });
    t = act(t, { type: 'summon', card: card(t, 0, 'hand', '猎狼'), material: -1 }).state;
    expect(t.pending!.options.map((o) => o.value).sort((a, b) => a - b)).toEqual(own(0));
  });

  it("KL-META-03 dice and coins come from the game's seeded RNG: a seed replays the same game", () => {
    const pool = kalingPool(kalingCards());
    const play = () =>
      playGame(newKalingGame({ cards: kalingCards(), decks: decks(), seed: 21 }, pool), [
        randomAgent(4),
        randomAgent(5),
      ]);
    const a = play(),
      b = play();
    expect(JSON.stringify(a.events)).toBe(JSON.stringify(b.events));
    expect(a.state.rng).toEqual(b.state.rng);
  });

  it('KL-META-04 稀有度 is card metadata only: changing it changes nothing in play', () => {
    const cards = kalingCards();
    const other = cards.map((c) => ({ ...c, meta: { ...c.meta, rarity: 'UMR' } }));
    const run = (cs: typeof cards) =>
      playGame(newKalingGame({ cards: cs, decks: decks(), seed: 8 }), [randomAgent(1), randomAgent(2)]).events;
    expect(JSON.stringify(run(other))).toBe(JSON.stringify(run(cards)));
  });

  it('KL-META-05 two player skills: 爆能抽卡 and 调兵奇袭', () => {
    const s = kboard({
      A: { energy: 6, deck: ['幼狼'] },
      board: '. . . . .\n. . . . .\n. . . . .\n. . A:霜牙狼 . .\n. . . . .',
    });
    const kinds = new Set(
      legalActions(s)
        .map((a) => a.type)
        .filter((t) => t.startsWith('skill')),
    );
    expect(kinds).toEqual(new Set(['skillDraw', 'skillMove']));
  });
});
