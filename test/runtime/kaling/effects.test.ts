// 卡灵时代 effects, chains, keywords, text terms, limits and card types (KL-EF, KL-CH, KL-KW-02/03, KL-TX-01..06,
// KL-LIM, KL-CT) on real boards of the bundled set.
import { describe, expect, it } from 'vitest';
import { kalingSetCount, legalActions, type GameEvent, type KalingState } from '../../../runtime/index.js';
import {
  act,
  at,
  card,
  cell,
  choose,
  chooseArea,
  evs,
  isLegal,
  kboard,
  names,
  nameOf,
  rejects,
  run,
  settle,
  withCards,
} from './helpers.js';

/** Activates an effect of a card (from hand: put on `area`), then plays on: windows passed, 可以 triggers declined. */
function use(
  s: KalingState,
  id: number,
  ability = 0,
  area = 'a1',
  o: { targets?: number[]; yes?: string[] } = {},
): { state: KalingState; events: GameEvent[] } {
  let r = act(s, { type: 'activate', card: id, ability });
  let events = r.events;
  if (r.state.pending?.kind === 'area') {
    r = chooseArea(r.state, area);
    events = events.concat(r.events);
  }
  for (const t of o.targets ?? []) {
    r = choose(r.state, t);
    events = events.concat(r.events);
  }
  const t = settle(r.state, { yes: o.yes });
  return { state: t.state, events: events.concat(t.events) };
}

const stat = (s: KalingState, id: number, k: string): number => s.pool.rules.hooks.stat(s, id, k);

describe('effect kinds (KL-EF)', () => {
  it("KL-EF-01 启动: only in one's own 行动阶段 and only as chain link 1; it ends a movement", () => {
    let s = kboard({
      A: { energy: 6 },
      board: '. . . . .\n. . B:盾卫 . .\n. . A:雷霆战狼 . .\n. . . . .\nA:疾风鹰 A:战鼓 . . .',
    });
    s = act(s, { type: 'attack', attacker: at(s, 'c3'), cell: cell('c4') }).state;
    // In the window of its own attack A holds priority (战鼓 could answer), but a 启动 effect cannot be chained.
    expect(s.window?.priority).toBe(0);
    rejects(s, { type: 'activate', card: at(s, 'a1'), ability: 0 }, 'activate/start-not-now');
    const b = kboard({
      active: 'B',
      A: { energy: 6 },
      board: '. . . . .\n. . . . .\n. . . . .\n. . . . .\nA:疾风鹰 . . . .',
    });
    expect(legalActions(b).some((a) => a.type === 'activate')).toBe(false);
  });

  it('KL-EF-02 瞬发: at any timing, from the field, hand or a face-down card; one with a 当…时 timing only then', () => {
    // In B's turn, in the window of B's attack, A answers with 血月 from hand and 战鼓 from the field.
    let s = kboard({
      active: 'B',
      A: { energy: 6, hand: ['血月'] },
      board: '. . . . .\n. . B:雷霆战狼 . .\n. . A:盾卫 . .\nA:战鼓 . . . .\n. . . . .',
    });
    s = act(s, { type: 'attack', attacker: at(s, 'c4'), cell: cell('c3') }).state;
    expect(s.window?.priority).toBe(0); // B, holding priority first, had nothing and passed
    const acts = legalActions(s)
      .filter((a) => a.type === 'activate')
      .map((a) => nameOf(s, a.card as number))
      .sort();
    expect(acts).toEqual(['战鼓', '血月']);
    // A face-down 瞬发 card can be turned up in the opponent's turn.
    const set = kboard({
      active: 'B',
      A: { energy: 6 },
      board: '. . . . .\n. . B:雷霆战狼 . .\n. . A:盾卫 . .\nA?血月 . . . .\n. . . . .',
    });
    const w = act(set, { type: 'attack', attacker: at(set, 'c4'), cell: cell('c3') }).state;
    expect(isLegal(w, { type: 'activate', card: at(w, 'a2'), ability: 0 })).toBe(true);
    // 急救 (当己方卡灵被攻击时) cannot be used freely.
    const aid = kboard({ A: { hand: ['急救'] } });
    rejects(aid, { type: 'activate', card: card(aid, 0, 'hand', '急救'), ability: 0 }, 'activate/induced');
  });

  it('KL-EF-02 / KL-CT-03 a 若 covering a whole effect is its condition of activation: a 战术 whose 若 fails cannot be used', () => {
    // 绝境: 【启动】极1 免能：若己方生命值≤10，获得3点能量。 (SLCG 发生 and 光暗 普通 are used anyway and do nothing.)
    const high = kboard({ A: { hand: ['绝境'], life: 11, energy: 2 } });
    rejects(high, { type: 'activate', card: card(high, 0, 'hand', '绝境'), ability: 0 }, 'activate/condition');
    expect(legalActions(high).some((a) => a.type === 'activate')).toBe(false);
    const low = kboard({ A: { hand: ['绝境'], life: 10, energy: 2 } });
    const r = use(low, card(low, 0, 'hand', '绝境'));
    expect(r.state.players[0].res.energy).toBe(5);
    expect(names(r.state, 0, 'discard')).toEqual(['绝境']);
  });

  it('KL-TG-01 / KL-ZN-04 双方各弃一张手牌: one card of each hand — the own one picked by its controller, the other by its owner', () => {
    const set = withCards('卡牌 互弃\n  类型：战术\n  【启动】双方各弃一张手牌。\n');
    const s = kboard({ set, A: { hand: ['互弃', '盾卫', '幼狼'] }, B: { hand: ['盾卫', '幼狼'] } });
    let r = act(s, { type: 'activate', card: card(s, 0, 'hand', '互弃'), ability: 0 });
    if (r.state.pending?.kind === 'area') r = chooseArea(r.state, 'a1');
    expect([r.state.pending?.kind, r.state.pending?.player]).toEqual(['target', 0]);
    expect(r.state.pending!.options.map((o) => nameOf(r.state, o.value))).toEqual(['盾卫', '幼狼']);
    r = choose(r.state, card(r.state, 0, 'hand', '幼狼'));
    let t = r.state;
    for (let i = 0; i < 10 && !t.pending && t.window; i++) t = act(t, { type: 'pass' }).state;
    expect([t.pending?.kind, t.pending?.player]).toEqual(['pick', 1]); // B picks from B's own hand
    t = choose(t, '盾卫').state;
    t = settle(t).state;
    expect(names(t, 0, 'hand')).toEqual(['盾卫']);
    expect(names(t, 1, 'hand')).toEqual(['幼狼']);
    expect(names(t, 1, 'discard')).toEqual(['盾卫']);
  });

  it('KL-EF-03 永恒: applies with no activation while its card is on the field face up; 无效那张卡牌 can stop it for the turn', () => {
    const board = '. . . . .\n. . B:盾卫 . .\n. . . . .\n. . A:天眼 . .\n. . . . .';
    let s = kboard({ board });
    expect(stat(s, at(s, 'c4'), 'dp')).toBe(3); // 天眼: 直视（无视盖卡）的对方卡灵DP-1
    // B's 识破 (当对方卡灵登场时，可以无效那张卡牌) on A's arriving 天眼: its 永恒 stops until the end of the turn.
    s = kboard({
      A: { hand: ['天眼'] },
      B: { hand: ['识破'], energy: 6 },
      board: '. . . . .\n. . B:盾卫 . .\n. . . . .\n. . . . .\n. . . . .',
    });
    let r = act(s, { type: 'summon', card: card(s, 0, 'hand', '天眼'), material: -1 });
    r = chooseArea(r.state, 'c2');
    expect(r.state.pending).toMatchObject({ kind: 'trigger', player: 1 });
    r = chooseArea(choose(r.state, 1).state, 'a5');
    s = settle(r.state).state;
    expect(stat(s, at(s, 'c4'), 'dp')).toBe(4);
    expect(s.chain).toEqual([]); // nothing was ever chained to the 永恒 itself
    s = act(s, { type: 'endTurn' }).state;
    expect(stat(s, at(s, 'c4'), 'dp')).toBe(3);
  });
});

describe('永恒 clauses (KL-EF-03)', () => {
  it('KL-EF-03 each clause of a 永恒 effect keeps its own 若: 己方卡灵AP+1；若对方手牌数≥3，己方卡灵DP+1', () => {
    const set = withCards(`卡牌 誓约狼
  类型：卡灵
  等级：1
  AP：1
  DP：1
  SP：1
  【永恒】己方卡灵AP+1；若对方手牌数≥3，己方卡灵DP+1。
`);
    const grid = '. . . . .\n. . . . .\n. . . . .\n. . A:誓约狼 . .\n. . . . .';
    const few = kboard({ set, board: grid });
    const many = kboard({ set, board: grid, B: { hand: ['盾卫', '盾卫', '盾卫'] } });
    // Its AP 1 + 1 either way; its DP 1 + 1 only while the opponent holds three cards or more.
    expect([stat(few, at(few, 'c2'), 'ap'), stat(few, at(few, 'c2'), 'dp')]).toEqual([2, 1]);
    expect([stat(many, at(many, 'c2'), 'ap'), stat(many, at(many, 'c2'), 'dp')]).toEqual([2, 2]);
  });
});

describe('chains (KL-CH)', () => {
  it('KL-CH-01 后发先至, the turn player has priority first after every link', () => {
    let s = kboard({
      A: { energy: 6, hand: ['血月'] },
      B: { energy: 6, hand: ['禁咒'] },
      board: '. . . . .\n. . . . .\n. . . . .\n. . A:霜牙狼 . .\n. . . . .',
    });
    s = chooseArea(act(s, { type: 'activate', card: card(s, 0, 'hand', '血月'), ability: 0 }).state, 'a1').state;
    // 禁咒 (当对方发动效果时，可以无效该效果) goes on top of 血月 and resolves first.
    expect(s.pending).toMatchObject({ kind: 'trigger', player: 1 });
    const r = run(
      s,
      (x) => choose(x, 1),
      (x) => chooseArea(x, 'a5'),
      (x) => settle(x),
    );
    expect(evs(r.state, r.events, ['chainResolve'])).toEqual(['chainResolve 禁咒', 'chainResolve 血月']);
    expect(stat(r.state, at(r.state, 'c2'), 'ap')).toBe(3); // 血月 was negated
    // After a link goes on, the turn player acts first.
    const t0 = kboard({
      A: { energy: 6, hand: ['血月'] },
      board: '. . . . .\n. . . . .\n. . . . .\n. . A:霜牙狼 . .\nA:战鼓 . . . .',
    });
    const t = act(t0, { type: 'activate', card: at(t0, 'a1'), ability: 0 }).state;
    expect(t.window?.priority).toBe(0);
  });

  it('KL-CH-02 / KL-CH-03 simultaneous induced effects: mandatory before optional, turn player before the other, public before hidden', () => {
    // Both 守护灵 are cleared at once (AP 0 against AP 0, vertical). Mandatory: each 守护灵's 【被清除时】 draw.
    // Optional: each side's 幼狼 (载入「霜牙狼」) on the field and 重生 (超越降临「盾卫」) in hand.
    let s = kboard({
      A: { energy: 6, hand: ['重生'], deck: ['霜牙狼', '盾卫', '盾卫'] },
      B: { energy: 6, hand: ['重生'], deck: ['霜牙狼', '盾卫', '盾卫'] },
      board: '. . . . .\nB:幼狼 . B:守护灵 . .\n. . A:守护灵 . .\nA:幼狼 . . . .\n. . . . .',
    });
    s = act(s, { type: 'attack', attacker: at(s, 'c3'), cell: cell('c4') }).state;
    const r = settle(s, { resist: 0, yes: ['幼狼', '重生'] });
    const order = r.events
      .filter((e) => e.type === 'activated' && e.info === 'trigger')
      .map((e) => `${e.player ? 'B' : 'A'}${nameOf(r.state, e.card!)}`);
    expect(order).toEqual(['A守护灵', 'B守护灵', 'A幼狼', 'A重生', 'B幼狼', 'B重生']);
    // The first placed resolves last.
    const resolved = r.events
      .filter((e) => e.type === 'chainResolve' && e.info === 'instant')
      .map((e) => `${e.player ? 'B' : 'A'}${nameOf(r.state, e.card!)}`);
    expect(resolved).toEqual([...order].reverse());
  });

  it('KL-CH-04 四个一: the same effect of the same card once per chain; a new chain allows it again', () => {
    let s = kboard({
      A: { energy: 6, hand: ['血月'] },
      board: '. . . . .\n. . . . .\n. . . . .\n. . A:霜牙狼 . .\nA:战鼓 . . . .',
    });
    const drum = at(s, 'a1');
    s = act(s, { type: 'activate', card: drum, ability: 0 }).state;
    // Holding priority on its own link, A may add 血月 but not 战鼓 again.
    expect(s.window?.priority).toBe(0);
    rejects(s, { type: 'activate', card: drum, ability: 0 }, 'activate/once-per-chain');
    s = settle(s).state;
    expect(isLegal(s, { type: 'activate', card: drum, ability: 0 })).toBe(true);
  });
});

describe('keywords (KL-KW-02, KL-KW-03)', () => {
  it('KL-KW-02 防爆: not cleared by effects (battle still clears it)', () => {
    let s = kboard({
      A: { hand: ['镇压'], energy: 6 },
      board: '. . . . .\n. . . . .\n. B:石像 B:幼狼 . .\n. . . . .\n. . . . .',
    });
    s = use(s, card(s, 0, 'hand', '镇压'), 0, 'c2').state;
    expect(names(s, 1, 'battlefield')).toEqual(['石像']);
    const b = kboard({ board: '. . . . .\n. . B:石像 . .\n. . A:狼王 . .\n. . . . .\n. . . . .' });
    const r = settle(act(b, { type: 'attack', attacker: at(b, 'c3'), cell: cell('c4') }).state, { resist: 1 });
    expect(names(r.state, 1, 'discard')).toEqual(['石像']);
  });

  it('KL-KW-03 辟旋: not returned to hand by effects (回档 still works)', () => {
    let s = kboard({
      A: { hand: ['遣返', '回档令'], energy: 6 },
      board: '. . . . .\n. . B:深渊龙 . .\n. . . . .\n. . . . .\n. . . . .',
    });
    s = use(s, card(s, 0, 'hand', '遣返'), 0, 'a1').state;
    expect(names(s, 1, 'battlefield')).toEqual(['深渊龙']);
    s = use(s, card(s, 0, 'hand', '回档令'), 0, 'b1').state;
    expect(names(s, 1, 'deck')).toContain('深渊龙');
  });
});

describe('text terms (KL-TX-01..06)', () => {
  it('KL-TX-01 清除 sends a card to the 弃区: by battle, by an effect or at GP 0, as its event says', () => {
    const s = kboard({ A: { energy: 6 }, board: '. . . . .\n. . B:哨兵 . .\n. . A:狙击手 . .\n. . . . .\n. . . . .' });
    const r = use(s, at(s, 'c3'), 0, 'a1'); // 清除一张直视的对方卡灵
    expect(r.events.find((e) => e.type === 'destroyed')).toMatchObject({ info: 'effect', player: 1 });
    expect(names(r.state, 1, 'discard')).toEqual(['哨兵']);
  });

  it('KL-TX-02 回归: from the field or the 弃区 to the hand', () => {
    let s = kboard({
      A: { hand: ['回归号角', '遣返'], discard: ['狼王'], energy: 6 },
      board: '. . . . .\n. . B:盾卫 . .\n. . . . .\n. . . . .\n. . . . .',
    });
    s = use(s, card(s, 0, 'hand', '回归号角'), 0, 'a1').state;
    expect(names(s, 0, 'hand')).toEqual(['遣返', '狼王']);
    s = use(s, card(s, 0, 'hand', '遣返'), 0, 'b1').state;
    expect(names(s, 1, 'hand')).toEqual(['盾卫']);
  });

  it('KL-TX-03 回档: the card goes back into the deck, which is shuffled', () => {
    const s = kboard({
      A: { hand: ['回档令'], energy: 6 },
      B: { deck: ['幼狼', '猎狼', '哨兵', '传令兵', '天眼'] },
      board: '. . . . .\n. . B:盾卫 . .\n. . . . .\n. . . . .\n. . . . .',
    });
    const r = use(s, card(s, 0, 'hand', '回档令'), 0, 'a1');
    expect(names(r.state, 1, 'deck').sort()).toEqual(['传令兵', '哨兵', '天眼', '幼狼', '猎狼', '盾卫'].sort());
    expect(names(r.state, 1, 'deck')).not.toEqual(['幼狼', '猎狼', '哨兵', '传令兵', '天眼', '盾卫']);
  });

  it('KL-TX-04 载入 takes a chosen card from the deck, then shuffles; it is not a draw (抽卡时 does not answer it)', () => {
    const s = kboard({
      A: { hand: ['狼王召唤'], deck: ['幼狼', '雷霆战狼', '猎狼'], energy: 6 },
      B: { energy: 0 },
      board: 'B:雷达 . . . .\n. . . . .\n. . . . .\n. . . . .\n. . . . .',
    });
    const r = use(s, card(s, 0, 'hand', '狼王召唤'), 0, 'a1');
    expect(names(r.state, 0, 'hand')).toEqual(['雷霆战狼']);
    expect(evs(r.state, r.events, ['drew'])).toEqual([]);
    expect(r.state.players[1].res.energy).toBe(0); // 雷达 (当对方抽卡时) never woke
  });

  it("KL-TX-05 置顶: the card goes on top of its owner's deck", () => {
    const s = kboard({
      A: { hand: ['置顶术'], energy: 6 },
      B: { deck: ['幼狼', '猎狼'] },
      board: '. . . . .\n. . B:狼王 . .\n. . . . .\n. . . . .\n. . . . .',
    });
    const r = use(s, card(s, 0, 'hand', '置顶术'), 0, 'a1');
    expect(names(r.state, 1, 'deck')).toEqual(['狼王', '幼狼', '猎狼']);
  });

  it('KL-TX-06 还原: values changed by effects go back to the printed ones', () => {
    const s = kboard({
      A: { hand: ['还原术'], energy: 6, cards: { 霜牙狼: { ap: -2, dp: 1 } } },
      board: '. . . . .\n. . . . .\n. . . . .\n. . A:霜牙狼 . .\n. . . . .',
    });
    const wolf = at(s, 'c2');
    expect([stat(s, wolf, 'ap'), stat(s, wolf, 'dp')]).toEqual([1, 3]);
    const r = use(s, card(s, 0, 'hand', '还原术'), 0, 'a1');
    expect([stat(r.state, wolf, 'ap'), stat(r.state, wolf, 'dp')]).toEqual([3, 2]);
    expect(evs(r.state, r.events, ['restored'])).toEqual(['restored 霜牙狼']);
  });
});

describe('limits (KL-LIM)', () => {
  const eagles = '. . . . .\n. . B:盾卫 . .\n. . . . .\n. A:疾风鹰 A:疾风鹰 . .\n. . . . .';

  it('KL-LIM-01 回1: once per turn, counted per card', () => {
    let s = kboard({ A: { energy: 6 }, board: eagles });
    const [e1, e2] = [at(s, 'b2'), at(s, 'c2')];
    s = use(s, e1, 0).state;
    rejects(s, { type: 'activate', card: e1, ability: 0 }, 'activate/limit');
    expect(isLegal(s, { type: 'activate', card: e2, ability: 0 })).toBe(true);
    s = act(act(s, { type: 'endTurn' }).state, { type: 'endTurn' }).state;
    expect(isLegal(s, { type: 'activate', card: e1, ability: 0 })).toBe(true);
  });

  it('KL-LIM-02 场1: once while on the field; a card that leaves and comes back may use it again', () => {
    let s = kboard({
      A: { energy: 6 },
      B: { energy: 6, hand: ['遣返'] },
      board: '. . . . .\n. . . . .\n. . . . .\n. . A:霜牙狼 . .\n. . . . .',
    });
    const wolf = at(s, 'c2');
    s = act(s, { type: 'activate', card: wolf, ability: 0 }).state; // 【启动】场1 耗能1：移动1格
    s = settle(chooseArea(s, 'c3').state).state;
    s = act(s, { type: 'endTurn' }).state;
    // B's turn: 遣返 returns it to A's hand.
    s = use(s, card(s, 1, 'hand', '遣返'), 0, 'a5').state;
    expect(names(s, 0, 'hand')).toEqual(['霜牙狼']);
    s = act(s, { type: 'endTurn' }).state;
    s = settle(chooseArea(act(s, { type: 'summon', card: wolf, material: -1 }).state, 'c2').state).state;
    expect(isLegal(s, { type: 'activate', card: wolf, ability: 0 })).toBe(true);
  });

  it('KL-LIM-02 场1 stays spent while the card stays on the field', () => {
    let s = kboard({ A: { energy: 6 }, board: '. . . . .\n. . . . .\n. . . . .\n. . A:霜牙狼 . .\n. . . . .' });
    const wolf = at(s, 'c2');
    s = settle(chooseArea(act(s, { type: 'activate', card: wolf, ability: 0 }).state, 'c3').state).state;
    s = act(act(s, { type: 'endTurn' }).state, { type: 'endTurn' }).state;
    rejects(s, { type: 'activate', card: wolf, ability: 0 }, 'activate/limit');
  });

  it('KL-LIM-03 限1: same-name cards of a player share one use a turn', () => {
    // Two 雷霆战狼, each with 【瞬发】限1 免能：当己方卡灵被攻击时，可以无效那次攻击.
    let s = kboard({
      active: 'B',
      board: '. . . . .\n. B:雷霆战狼 B:雷霆战狼 . .\n. A:雷霆战狼 A:雷霆战狼 . .\n. . . . .\n. . . . .',
    });
    let r = act(s, { type: 'attack', attacker: at(s, 'b4'), cell: cell('b3') });
    expect(r.state.pending).toMatchObject({ kind: 'trigger', player: 0 });
    // Both copies wake on the one attack; once the first is used, the second is not offered.
    const t = settle(r.state, { yes: ['雷霆战狼'] });
    expect(t.events.filter((e) => e.type === 'activated' && e.info === 'trigger')).toHaveLength(1);
    s = t.state;
    r = act(s, { type: 'attack', attacker: at(s, 'c4'), cell: cell('c3') });
    expect(r.state.pending?.kind).not.toBe('trigger'); // the other copy's 限1 is spent
  });

  it('KL-LIM-04 极1: once in the whole game per player, copies sharing it', () => {
    let s = kboard({ A: { energy: 6, hand: ['封锁令', '封锁令'] } });
    s = act(s, { type: 'activate', card: card(s, 0, 'hand', '封锁令'), ability: 0 }).state;
    s = settle(chooseArea(chooseArea(s, 'a1').state, 'c3').state).state;
    s = act(act(s, { type: 'endTurn' }).state, { type: 'endTurn' }).state;
    rejects(s, { type: 'activate', card: card(s, 0, 'hand', '封锁令'), ability: 0 }, 'activate/limit');
  });

  it('KL-LIM-05 limits combine (極二限一) and a use counts when activated, even if negated', () => {
    // 古樹守衛: 【瞬發】極二限一 免能：當己方卡靈被攻擊時，可以令其DP+1.
    let s = kboard({
      active: 'B',
      board: '. . . . .\n. B:雷霆战狼 B:雷霆战狼 . .\n. A:古樹守衛 A:古樹守衛 . .\n. . . . .\n. . . . .',
    });
    s = settle(act(s, { type: 'attack', attacker: at(s, 'b4'), cell: cell('b3') }).state, { yes: ['古樹守衛'] }).state;
    const again = act(s, { type: 'attack', attacker: at(s, 'c4'), cell: cell('c3') });
    expect(again.state.pending?.kind).not.toBe('trigger'); // 限一: once a turn for the name
    // 疾风鹰's 回1 is spent by an activation 禁咒 negates.
    let n = kboard({
      A: { energy: 6 },
      B: { energy: 6, hand: ['禁咒'] },
      board: eagles.replace('A:疾风鹰 A:疾风鹰', 'A:疾风鹰 .'),
    });
    const eagle = at(n, 'b2');
    n = act(n, { type: 'activate', card: eagle, ability: 0 }).state;
    n = settle(chooseArea(choose(n, 1).state, 'a5').state).state;
    expect(n.chain).toEqual([]);
    rejects(n, { type: 'activate', card: eagle, ability: 0 }, 'activate/limit');
  });
});

describe('card types (KL-CT)', () => {
  it('KL-CT-01 three card types: 卡灵 are summoned, 战术 are used then discarded, 放置 devices stay', () => {
    let s = kboard({ A: { energy: 6, hand: ['猎狼', '狼群突袭', '炮台'], deck: ['盾卫', '盾卫'] } });
    s = settle(
      chooseArea(act(s, { type: 'summon', card: card(s, 0, 'hand', '猎狼'), material: -1 }).state, 'a1').state,
    ).state;
    s = use(s, card(s, 0, 'hand', '狼群突袭'), 0, 'b1').state;
    s = settle(chooseArea(act(s, { type: 'place', card: card(s, 0, 'hand', '炮台') }).state, 'c1').state).state;
    expect(names(s, 0, 'battlefield').sort()).toEqual(['炮台', '猎狼'].sort());
    expect(names(s, 0, 'discard')).toEqual(['狼群突袭']);
  });

  it('KL-CT-02 a 卡灵 has a level, AP, DP and SP; its 招式 is words with no effect', () => {
    const s = kboard({ board: '. . . . .\n. . . . .\n. . . . .\n. . A:猎狼 . .\n. . . . .' });
    const wolf = at(s, 'c2');
    expect(['level', 'ap', 'dp', 'sp'].map((k) => stat(s, wolf, k))).toEqual([1, 2, 1, 2]);
    expect(s.defs[s.cards[wolf].def].meta?.move).toBe('疾咬');
    expect(legalActions(s).every((a) => a.type !== 'activate')).toBe(true);
  });

  it('KL-CT-03 a tactic is activated on an empty area of its side or the public row, resolves there, then goes to the 弃区', () => {
    // 镇压 clears the opponent's 卡灵 in the O1 range of the area it is activated on.
    let s = kboard({
      A: { energy: 6, hand: ['镇压'] },
      board: '. . . . .\nB:幼狼 . . . B:幼狼\n. . . . .\n. . . . .\n. . . . .',
    });
    s = act(s, { type: 'activate', card: card(s, 0, 'hand', '镇压'), ability: 0 }).state;
    expect(s.pending!.options).toHaveLength(15);
    s = settle(chooseArea(s, 'b3').state).state;
    expect(names(s, 1, 'battlefield')).toEqual(['幼狼']);
    expect(names(s, 1, 'discard')).toEqual(['幼狼']);
    expect(names(s, 0, 'discard')).toEqual(['镇压']);
    expect(s.grid![cell('b3')]).toBe(-1);
  });

  it('KL-CT-04 a 放置 device stays face up in its area; a device without 放置 is used like a tactic', () => {
    let s = kboard({
      A: { energy: 6, hand: ['狼嚎', '能量塔'], deck: ['幼狼'] },
      board: '. . . . .\n. . . . .\n. . . . .\n. . A:霜牙狼 . .\n. . . . .',
    });
    s = settle(chooseArea(act(s, { type: 'place', card: card(s, 0, 'hand', '狼嚎') }).state, 'a1').state).state;
    expect(at(s, 'a1')).toBe(card(s, 0, 'battlefield', '狼嚎'));
    expect(stat(s, at(s, 'c2'), 'ap')).toBe(4); // 【永恒】特征为「狼群」的己方卡灵AP+1
    s = use(s, card(s, 0, 'hand', '能量塔'), 0, 'e1').state;
    expect(names(s, 0, 'hand')).toEqual(['幼狼']);
    expect(names(s, 0, 'discard')).toEqual(['能量塔']);
  });

  it('KL-CT-04 / KL-EF-03 a device without 【放置】 does not stay: its 【永恒】 line holds nothing once its effect resolved (CS2091), while the same card placed holds it', () => {
    const text = (name: string, placed: string) =>
      `卡牌 ${name}\n  类型：设备${placed}\n  【启动】抽1张卡。\n  【永恒】己方卡灵AP+1。\n`;
    const set = withCards(text('号角', '') + text('号角塔', ' 【放置】\n  GP：2'));
    const board = '. . . . .\n. . . . .\n. . . . .\n. . A:霜牙狼 . .\n. . . . .';
    let s = kboard({ set, A: { energy: 6, hand: ['号角', '号角塔'], deck: ['幼狼', '幼狼'] }, board });
    const wolf = at(s, 'c2');
    expect(stat(s, wolf, 'ap')).toBe(3);
    s = use(s, card(s, 0, 'hand', '号角'), 0, 'e1').state;
    expect(names(s, 0, 'discard')).toEqual(['号角']);
    expect(stat(s, wolf, 'ap')).toBe(3);
    s = settle(chooseArea(act(s, { type: 'place', card: card(s, 0, 'hand', '号角塔') }).state, 'a1').state).state;
    expect(names(s, 0, 'battlefield')).toContain('号角塔');
    expect(stat(s, wolf, 'ap')).toBe(4);
  });

  it('KL-CT-05 a 【放置】 device printed without GP is cleared as soon as it is placed (GP 0; CS2092)', () => {
    const set = withCards('卡牌 纸塔\n  类型：设备 【放置】\n  【永恒】己方卡灵AP+1。\n');
    const s = kboard({ set, A: { energy: 6, hand: ['纸塔'] } });
    const placed = chooseArea(act(s, { type: 'place', card: card(s, 0, 'hand', '纸塔') }).state, 'a1');
    const r = settle(placed.state);
    const events = [...placed.events, ...r.events];
    expect(evs(r.state, events, ['entered', 'destroyed'])).toEqual(['entered 纸塔', 'destroyed 纸塔']);
    expect(names(r.state, 0, 'discard')).toEqual(['纸塔']);
    expect(names(r.state, 0, 'battlefield')).toEqual([]);
  });

  it("KL-CT-06 a tactic's activation is a 卡牌的发动 and an effect activation; a 卡灵's effect only the latter", () => {
    // B's 反制令 answers card activations (当对方发动卡牌时), so it wakes on 狼群突袭 but not on 疾风鹰's effect.
    const board = '. . . . .\n. . B:盾卫 . .\n. . . . .\n. . A:疾风鹰 . .\n. . . . .';
    let s = kboard({ A: { energy: 6, hand: ['狼群突袭'] }, B: { energy: 6, hand: ['反制令'] }, board });
    let r = act(s, { type: 'activate', card: at(s, 'c2'), ability: 0 });
    expect(evs(r.state, r.events, ['played', 'activated'])).toEqual(['activated 疾风鹰']);
    expect(r.state.pending?.kind).not.toBe('trigger');
    s = settle(r.state).state;
    r = chooseArea(act(s, { type: 'activate', card: card(s, 0, 'hand', '狼群突袭'), ability: 0 }).state, 'a1');
    expect(r.state.pending).toMatchObject({ kind: 'trigger', player: 1 });
    s = settle(chooseArea(choose(r.state, 1).state, 'a5').state).state;
    expect(s.players[1].res.life).toBe(20); // negated
    expect(names(s, 0, 'discard')).toEqual(['狼群突袭']);
  });

  it('KL-CT-07 盖卡: at most three (placed devices count), no 卡灵; a face-down card (or its area) is targeted only by text naming face-down cards; a set card works the same turn', () => {
    let s = kboard({
      A: { energy: 6, hand: ['封锁令', '血月', '闪避', '狼群突袭'] },
      board: '. . . . .\n. . . . .\n. . . . .\n. . . . .\nA:战鼓 . . . .',
    });
    s = chooseArea(act(s, { type: 'set', card: card(s, 0, 'hand', '封锁令') }).state, 'b1').state;
    s = chooseArea(act(s, { type: 'set', card: card(s, 0, 'hand', '血月') }).state, 'c1').state;
    rejects(s, { type: 'set', card: card(s, 0, 'hand', '闪避') }, 'set/limit'); // 战鼓 counts
    // The face-down 封锁令 is used the same turn, where it lies.
    s = act(s, { type: 'activate', card: at(s, 'b1'), ability: 0 }).state;
    expect(s.cards[at(s, 'b1')].faceDown).toBe(false);
    expect(s.pending!.options.map((o) => -100 - o.value)).not.toContain(cell('c1')); // the face-down 血月's area
    s = settle(chooseArea(s, 'c3').state).state;
    expect(names(s, 0, 'discard')).toEqual(['封锁令']);
    // Only text that names face-down cards designates one (破伏: 将一张对方盖伏的卡除外); it leaves face up.
    const b = kboard({
      A: { energy: 6, hand: ['破伏', '除外令'] },
      board: '. . . . .\n. B?闪避 . . .\n. . . . .\n. . . . .\n. . . . .',
    });
    expect(legalActions(b).some((a) => a.type === 'activate' && nameOf(b, a.card as number) === '除外令')).toBe(true); // with no target
    const lone = use(b, card(b, 0, 'hand', '除外令')).state; // 除外一张对方卡灵: the face-down card is not one
    expect(names(lone, 1, 'banished')).toEqual([]);
    const r = use(b, card(b, 0, 'hand', '破伏')).state;
    expect(names(r, 1, 'banished')).toEqual(['闪避']);
    expect(r.cards[card(r, 1, 'banished', '闪避')].faceDown).toBe(false);
    expect(kalingSetCount(r, 1)).toBe(0);
  });
});

describe('a card’s own 被除外时 (KL-TX-01)', () => {
  const set = withCards(`卡牌 流亡灵
  类型：卡灵
  等级：2
  AP：1  DP：2
  攻击区域：上
  【被除外时】抽1张卡。
`);

  it('KL-TX-01 【被除外时】抽1张卡: the 卡灵 除外令 banished wakes from 除外, its controller draws', () => {
    const s = kboard({
      set,
      A: { energy: 6, hand: ['除外令'] },
      B: { deck: ['盾卫', '盾卫'] },
      board: '. . . . .\n. . B:流亡灵 . .\n. . . . .\n. . . . .\n. . . . .',
    });
    const r = use(s, card(s, 0, 'hand', '除外令'));
    expect(names(r.state, 1, 'banished')).toEqual(['流亡灵']);
    expect(names(r.state, 1, 'hand')).toEqual(['盾卫']);
    expect(r.events.filter((e) => e.type === 'banished')).toHaveLength(1);
  });
});
