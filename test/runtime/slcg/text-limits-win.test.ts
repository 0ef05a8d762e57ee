// SLCG text terms (TX), limits (LIM), targeting (TG) and win/loss (WIN).

import { describe, expect, it } from 'vitest';
import {
  applyAction,
  legalActions,
  type CardDef,
  type EffectOp,
  type Timing,
  mutCard,
} from '../../../runtime/index.js';
import { compileCards } from '../../../compiler/api.js';
import { act, board, inst, names, ofType, rejects, untilMain } from '../helpers.js';
import { ab, card, character, event, oneOpp } from '../fixtures/slcg-cards.js';

const burst = (name: string, timing: Timing, effects: EffectOp[]): CardDef =>
  card({
    name,
    type: '发生',
    marks: ['burst'],
    cost: { energy: 0 },
    abilities: [ab(0, { kind: 'burst', timing, effects })],
  });
const trig = (name: string, timing: Timing, effects: EffectOp[], more: Partial<CardDef> = {}, abMore = {}): CardDef =>
  character(name, 0, 2, 'push', { abilities: [ab(0, { kind: 'triggered', timing, effects, ...abMore })], ...more });
const tapOf = (s: ReturnType<typeof board>, p: number, n: string): number => {
  const id = inst(s, p, 'main', n);
  mutCard(s, id).tapped = true;
  return id;
};

describe('SLCG text terms (TX)', () => {
  it('SLCG-TX-01 【登场时】: entering from hand or by an ability from another zone', () => {
    const herald = trig('Herald', { event: 'enter', side: 'self', subject: { ref: 'self' } }, [
      { op: 'push', side: 'self', amount: 1 },
    ]);
    const raise = event('Raise', 0, [
      { op: 'revive', target: { count: 1, side: 'self', kind: 'character', zone: 'discard' } },
    ]);
    let s = board({ cards: [herald, raise], p0: { hand: ['Herald', 'Raise'], discard: ['Herald'] } });
    s = act(s, { type: 'play', card: inst(s, 0, 'hand', 'Herald') }).state;
    expect(s.players[0].res.victory).toBe(1);
    s = act(s, { type: 'play', card: inst(s, 0, 'hand', 'Raise') }).state;
    expect(s.players[0].res.victory).toBe(2);
    expect(names(s, 0, 'main').filter((n) => n === 'Herald').length).toBe(2);
  });

  it('SLCG-TX-02 【己方/对方/双方】: the prefix says in whose turns it works; none means 己方', () => {
    const mine = trig('Mine', { event: 'turnStart', side: 'both' }, [{ op: 'push', side: 'self', amount: 1 }]);
    const theirs = trig(
      'Theirs',
      { event: 'turnStart', side: 'both' },
      [{ op: 'push', side: 'self', amount: 1 }],
      {},
      { sideRestriction: 'opponent' },
    );
    const always = trig(
      'Always',
      { event: 'turnStart', side: 'both' },
      [{ op: 'push', side: 'self', amount: 1 }],
      {},
      { sideRestriction: 'both' },
    );
    const run = (n: string): number[] => {
      let s = board({ cards: [mine, theirs, always], p0: { main: [n] } });
      s = untilMain(s, 1).state;
      const a = s.players[0].res.victory;
      s = untilMain(s, 0).state;
      return [a, s.players[0].res.victory - a];
    };
    expect(run('Mine')).toEqual([0, 1]);
    expect(run('Theirs')).toEqual([1, 0]);
    expect(run('Always')).toEqual([1, 1]);
  });

  it('SLCG-TX-03 【消灭时】: triggers on destruction by damage, battle or 消灭 effects, not on scene replacement or cleanup', () => {
    const last = trig(
      'Last',
      { event: 'destroyed', side: 'self', subject: { ref: 'self' } },
      [{ op: 'push', side: 'self', amount: 1 }],
      { color: 'attack' },
    );
    const kill = event('Kill', 0, [{ op: 'destroy', target: oneOpp }]);
    let s = board({
      cards: [last, kill],
      p0: { hand: ['Kill', 'Bolt'], main: ['Raider'], energy: 2 },
      active: 0,
      p1: { main: ['Last', 'Last', 'Last'] },
    });
    s = act(s, { type: 'play', card: inst(s, 0, 'hand', 'Kill') }, { type: 'choose', index: 0 }).state;
    expect(s.players[1].res.victory).toBe(1);
    s = act(s, { type: 'play', card: inst(s, 0, 'hand', 'Bolt') }, { type: 'choose', index: 0 }).state;
    expect(s.players[1].res.victory).toBe(2);
    s = act(s, { type: 'attack', attacker: inst(s, 0, 'main', 'Raider'), target: inst(s, 1, 'main', 'Last') }).state;
    expect(s.players[1].res.victory).toBe(3);
    const sc = trig(
      'OldScene',
      { event: 'destroyed', side: 'self', subject: { ref: 'self' } },
      [{ op: 'push', side: 'self', amount: 1 }],
      { type: '场景', stats: {} },
    );
    let t = board({ cards: [sc], p0: { main: ['OldScene'], hand: ['Beacon'], energy: 2 } });
    t = act(t, { type: 'play', card: inst(t, 0, 'hand', 'Beacon') }).state;
    expect(t.players[0].res.victory).toBe(0);
  });

  it('SLCG-TX-04 【回合开始时】/【回合结束时】: turn end is after the 抽牌阶段', () => {
    const count = trig(
      'Counter',
      { event: 'turnEnd', side: 'self' },
      [{ op: 'push', side: 'self', amount: 1 }],
      {},
      { condition: { subject: 'handSize', cmp: '>=', value: 5 } },
    );
    let s = board({
      cards: [count],
      p0: { main: ['Counter'], deck: ['Pusher', 'Pusher', 'Pusher', 'Pusher', 'Pusher'] },
    });
    s = untilMain(s, 1).state;
    expect(s.players[0].res.victory).toBe(1); // the hand was already refilled when the trigger checked
  });

  it('SLCG-TX-05 【造成x点伤害】: only characters, and it is ability damage', () => {
    const r = act(board({ p0: { hand: ['Bolt'], energy: 2 }, p1: { main: ['Guardian', 'Beacon'] } }), {
      type: 'play',
      card: 0,
    });
    expect(ofType(r.events, 'damaged').map((e) => [e.info, e.amount])).toEqual([['ability', 2]]);
    expect(r.state.cards[inst(r.state, 1, 'main', 'Guardian')].damage).toBe(2);
  });

  it("SLCG-TX-06 【推动进度±x】: moves the player's own marker", () => {
    const up = event('Up', 0, [{ op: 'push', side: 'self', amount: 3 }]);
    const down = event('Down', 0, [{ op: 'push', side: 'self', amount: -1 }]);
    const s = board({ cards: [up, down], p0: { hand: ['Up', 'Down'] } });
    const r = act(
      s,
      { type: 'play', card: inst(s, 0, 'hand', 'Up') },
      { type: 'play', card: inst(s, 0, 'hand', 'Down') },
    );
    expect(r.state.players[0].res.victory).toBe(2);
    expect(ofType(r.events, 'pushed').map((e) => e.amount)).toEqual([3, -1]);
  });

  it('SLCG-CB-09 / SLCG-TX-06 胜利进度±x written in card text is 推动进度±x: own marker forward, 令对方 the other back', () => {
    const text = ['卡牌 Up', '  类型：发生', '  胜利进度+3。', '卡牌 Back', '  类型：发生', '  令对方胜利进度-1。'];
    const compiled = compileCards(text.join('\n'), { ruleset: 'slcg', file: 'x.card' });
    expect(compiled.diagnostics).toEqual([]);
    const s = board({ cards: compiled.cards!, p0: { hand: ['Up', 'Back'] }, p1: { victory: 2 } });
    const r = act(
      s,
      { type: 'play', card: inst(s, 0, 'hand', 'Up') },
      { type: 'play', card: inst(s, 0, 'hand', 'Back') },
    );
    expect([r.state.players[0].res.victory, r.state.players[1].res.victory]).toEqual([3, 1]);
  });

  it('SLCG-TX-07 【分号；】: parts resolve left to right and a failing part does not stop the rest', () => {
    const combo = event('Combo', 0, [
      { op: 'damage', target: oneOpp, amount: 2 },
      { op: 'push', side: 'self', amount: 1 },
      { op: 'draw', count: 1 },
    ]);
    const b = board({ cards: [combo], p0: { hand: ['Combo'], deck: ['Pusher'] } });
    const r = act(b, { type: 'play', card: inst(b, 0, 'hand', 'Combo') });
    expect(r.state.players[0].res.victory).toBe(1);
    const kinds = r.events.filter((e) => e.type === 'pushed' || e.type === 'drew').map((e) => e.type);
    expect(kinds).toEqual(['pushed', 'drew']);
  });

  it('SLCG-TX-08 【可以】: the player decides whether an optional part is used', () => {
    const opt = event('Maybe', 0, [
      { op: 'push', side: 'self', amount: 2, optional: true },
      { op: 'push', side: 'self', amount: 1 },
    ]);
    const s = board({ cards: [opt], p0: { hand: ['Maybe'] } });
    const r = act(s, { type: 'play', card: inst(s, 0, 'hand', 'Maybe') });
    expect(r.state.pending?.kind).toBe('optional');
    expect(act(r.state, { type: 'choose', index: 0 }).state.players[0].res.victory).toBe(3);
    expect(act(r.state, { type: 'choose', index: 1 }).state.players[0].res.victory).toBe(1);
  });

  it('SLCG-TX-09 横置/纵置/重整: tap turns sideways, refresh turns upright', () => {
    const untap = event('Wake', 0, [{ op: 'untap', target: { count: 1, side: 'self', kind: 'character' } }]);
    let s = board({ cards: [untap], p0: { main: ['Pusher'], hand: ['Wake'] } });
    const p = inst(s, 0, 'main', 'Pusher');
    s = act(s, { type: 'push', card: p }).state;
    expect(s.cards[p].tapped).toBe(true);
    s = act(s, { type: 'play', card: inst(s, 0, 'hand', 'Wake') }).state;
    expect(s.cards[p].tapped).toBe(false);
    expect(act(s, { type: 'push', card: p }).state.players[0].res.victory).toBe(2);
  });

  it("SLCG-TX-10 消灭: the card goes from the main area to its owner's discard", () => {
    const r = act(board({ p0: { hand: ['Bolt'], energy: 2 }, p1: { main: ['Striker'] } }), { type: 'play', card: 0 });
    expect([names(r.state, 1, 'main'), names(r.state, 1, 'discard')]).toEqual([[], ['Striker']]);
  });
});

describe('SLCG limits (LIM)', () => {
  it('SLCG-LIM-01 【一回合一次】: once per turn per instance, no tap needed; counts even if negated', () => {
    let s = board({ p0: { main: ['Medic', 'Medic'], deck: ['Pusher', 'Pusher', 'Pusher', 'Pusher'] } });
    const m = inst(s, 0, 'main', 'Medic');
    s = act(s, { type: 'ability', card: m, ability: 1 }).state;
    expect(s.cards[m].tapped).toBe(false);
    rejects(s, { type: 'ability', card: m, ability: 1 }, 'ability/limit');
    s = act(s, { type: 'ability', card: inst(s, 0, 'main', 'Medic', 1), ability: 1 }).state;
    s = untilMain(untilMain(s, 1).state, 0).state;
    expect(applyAction(s, { type: 'ability', card: m, ability: 1 }).ok).toBe(true);
    const stop = burst('Stop', { event: 'activated', side: 'opponent' }, [{ op: 'negate', what: 'effect' }]);
    let t = board({ cards: [stop], p0: { main: ['Medic'], deck: ['Pusher'] }, p1: { hand: ['Stop'] } });
    const tm = inst(t, 0, 'main', 'Medic');
    t = act(t, { type: 'ability', card: tm, ability: 1 }, { type: 'play', card: inst(t, 1, 'hand', 'Stop') }).state;
    expect(names(t, 0, 'hand')).toEqual([]);
    rejects(t, { type: 'ability', card: tm, ability: 1 }, 'ability/limit');
  });

  it('SLCG-LIM-01 每回合限一次：… (also 每回合一次, 一回合限一次) is 【一回合一次】: the second use in a turn is refused', () => {
    const text = ['卡牌 Scout', '  类型：角色', '  常值：2 推', '  每回合限一次：推动进度+1。'];
    const compiled = compileCards(text.join('\n'), { ruleset: 'slcg', file: 'x.card' });
    expect(compiled.diagnostics).toEqual([]);
    const s = board({ cards: compiled.cards!, p0: { main: ['Scout'] } });
    const scout = inst(s, 0, 'main', 'Scout');
    const once = act(s, { type: 'ability', card: scout, ability: 0 }).state;
    expect(once.players[0].res.victory).toBe(1);
    rejects(once, { type: 'ability', card: scout, ability: 0 }, 'ability/limit');
  });

  it("SLCG-LIM-01 / SLCG-TX-02 【双方】【一回合一次】 is used in the opponent's turns too (in a response window), 【对方】 only there; once per turn still", () => {
    const text = [
      '卡牌 Watcher',
      '  类型：角色',
      '  常值：2 推',
      '  【双方】【一回合一次】：推动进度+1。',
      '卡牌 Lurker',
      '  类型：角色',
      '  常值：2 推',
      '  【对方】【一回合一次】：抽1张卡。',
      '卡牌 Plain',
      '  类型：角色',
      '  常值：2 推',
      '  【一回合一次】：推动进度+1。',
      '卡牌 Sapper',
      '  类型：角色',
      '  常值：2 无',
      '  【双方】【行动】：令对方推动进度-1。',
    ];
    const compiled = compileCards(text.join('\n'), { ruleset: 'slcg', file: 'x.card' });
    expect(compiled.diagnostics).toEqual([]);
    let s = board({
      cards: compiled.cards!,
      p0: { main: ['Pusher', 'Pusher'], victory: 3, deck: ['Pusher', 'Pusher', 'Pusher', 'Pusher', 'Pusher'] },
      p1: { main: ['Watcher', 'Lurker', 'Plain', 'Sapper'], deck: Array<string>(8).fill('Striker') },
    });
    const [watcher, lurker, plain, sapper] = ['Watcher', 'Lurker', 'Plain', 'Sapper'].map((n) => inst(s, 1, 'main', n));
    const abilitiesOffered = (x: typeof s): number[] =>
      legalActions(x).flatMap((a) => (a.type === 'ability' ? [a.card as number] : []));
    // P0 acts in its own 主要阶段: P1's abilities wait for a window of P0's turn.
    rejects(s, { type: 'ability', card: watcher, ability: 0 }, 'ability/not-your-card');
    // P0 pushes: in the window P0 has nothing and passes; P1 holds priority with its 【双方】/【对方】 abilities.
    let r = act(s, { type: 'push', card: inst(s, 0, 'main', 'Pusher') });
    s = r.state;
    expect(s.window?.priority).toBe(1);
    expect(abilitiesOffered(s)).toEqual([watcher, lurker, sapper]);
    rejects(s, { type: 'ability', card: plain, ability: 0 }, 'ability/not-in-window'); // no prefix: 己方 only
    // Watcher answers the push: its link resolves first (last in, first out).
    r = act(s, { type: 'ability', card: watcher, ability: 0 });
    s = r.state;
    expect(s.window?.priority).toBe(1); // P0 passed again; P1 may still use Lurker and Sapper
    rejects(s, { type: 'ability', card: watcher, ability: 0 }, 'ability/limit');
    expect(abilitiesOffered(s)).toEqual([lurker, sapper]);
    // 【双方】【行动】 taps Sapper (SLCG-KW-02): P0's marker goes back 1.
    r = act(s, { type: 'ability', card: sapper, ability: 0 });
    expect(r.state.cards[sapper].tapped).toBe(true);
    const settled = untilMain(r.state, 1);
    const pushes = ofType(r.events.concat(settled.events), 'pushed').map((e) => [e.player, e.amount]);
    expect(pushes).toEqual([
      [0, -1],
      [1, 1],
      [0, 1],
    ]);
    // P0's turn ended: in P1's own turn Watcher is usable again (a new turn), Lurker (【对方】) is not.
    s = settled.state;
    expect([s.players[0].res.victory, s.players[1].res.victory]).toEqual([3, 1]);
    expect(abilitiesOffered(s)).toEqual(expect.arrayContaining([watcher, plain]));
    rejects(s, { type: 'ability', card: lurker, ability: 0 }, 'ability/wrong-turn');
    s = act(s, { type: 'ability', card: watcher, ability: 0 }).state;
    expect(s.players[1].res.victory).toBe(2);
    rejects(s, { type: 'ability', card: watcher, ability: 0 }, 'ability/limit');
    // P0's next turn: both are offered again in a window, each once more.
    s = untilMain(s, 0).state;
    s = act(s, { type: 'push', card: inst(s, 0, 'main', 'Pusher') }).state;
    expect(abilitiesOffered(s)).toEqual(expect.arrayContaining([watcher, lurker]));
    const hand = names(s, 1, 'hand').length;
    s = act(s, { type: 'ability', card: lurker, ability: 0 }, { type: 'pass' }).state;
    s = untilMain(s, 1).state;
    expect(names(s, 1, 'hand').length).toBe(hand + 1); // Lurker drew in P0's turn
  });

  it("SLCG-LIM-01 / SLCG-RES-01 in the opponent's turn a 【双方】 ability with a cost may be paid by converting hand cards", () => {
    const costly = character('Costly', 0, 2, 'push', {
      abilities: [
        ab(0, {
          kind: 'activated',
          sideRestriction: 'both',
          limits: [{ scope: 'turn', count: 1 }],
          costs: { energy: 1 },
          effects: [{ op: 'push', side: 'self', amount: 1 }],
        }),
      ],
    });
    let s = board({ cards: [costly], p0: { main: ['Pusher'] }, p1: { main: ['Costly'], hand: ['Striker'] } });
    s = act(s, { type: 'push', card: inst(s, 0, 'main', 'Pusher') }).state;
    const costlyId = inst(s, 1, 'main', 'Costly');
    const striker = inst(s, 1, 'hand', 'Striker');
    expect(legalActions(s)).toEqual([{ type: 'pass' }, { type: 'convert', card: striker }]);
    rejects(s, { type: 'ability', card: costlyId, ability: 0 }, 'ability/not-enough-energy');
    s = act(s, { type: 'convert', card: striker }, { type: 'ability', card: costlyId, ability: 0 }).state;
    expect(s.players[1].res.energy).toBe(0);
    s = untilMain(s, 1).state;
    expect(s.players[1].res.victory).toBe(1);
  });
});

describe('SLCG targeting (TG)', () => {
  it('SLCG-TG-01 指定: targets are chosen at activation; one gone at resolution is skipped, the rest resolves', () => {
    const bolt2 = event('Bolt2', 0, [
      { op: 'damage', target: oneOpp, amount: 2 },
      { op: 'push', side: 'self', amount: 1 },
    ]);
    const flee = burst('Flee', { event: 'cardActivated', side: 'opponent' }, [
      { op: 'returnToHand', target: { count: 'all', side: 'self', kind: 'character' } },
    ]);
    let s = board({
      cards: [bolt2, flee],
      p0: { hand: ['Bolt2'] },
      p1: { main: ['Guardian', 'Striker'], hand: ['Flee'] },
    });
    s = act(s, { type: 'play', card: inst(s, 0, 'hand', 'Bolt2') }).state;
    expect(s.pending?.kind).toBe('target');
    s = act(s, { type: 'choose', index: 0 }, { type: 'play', card: inst(s, 1, 'hand', 'Flee') }).state;
    expect(names(s, 1, 'hand').sort()).toEqual(['Guardian', 'Striker']);
    expect(s.players[0].res.victory).toBe(1);
  });

  it('SLCG-TG-02 攻击对象/指定目标: 虚体化 does not stop ability targeting; 法术吸引 does not force attacks', () => {
    const s = board({ p0: { hand: ['Bolt'], energy: 2, main: ['Striker'] }, p1: { main: ['Ghost'] } });
    expect(names(act(s, { type: 'play', card: inst(s, 0, 'hand', 'Bolt') }).state, 1, 'discard')).toEqual(['Ghost']);
    const t = board({ p0: { main: ['Raider'] }, p1: { main: ['Magnet', 'Pusher'] } });
    tapOf(t, 1, 'Pusher');
    expect(
      applyAction(t, { type: 'attack', attacker: inst(t, 0, 'main', 'Raider'), target: inst(t, 1, 'main', 'Pusher') })
        .ok,
    ).toBe(true);
  });
});

describe('SLCG win and loss (WIN)', () => {
  it('SLCG-WIN-01 胜负判定: reaching 15 wins at once; nothing more can be done', () => {
    let s = board({ p0: { main: ['Pusher', 'Pusher'], victory: 14 } });
    const r = act(s, { type: 'push', card: inst(s, 0, 'main', 'Pusher') });
    s = r.state;
    expect(s.winner).toBe(0);
    expect(ofType(r.events, 'gameOver')).toEqual([{ type: 'gameOver', player: 0, info: 'victory' }]);
    expect(legalActions(s)).toEqual([]);
    rejects(s, { type: 'push', card: inst(s, 0, 'main', 'Pusher', 1) }, 'game/over');
  });

  it('SLCG-WIN-02 同时到达15: within one effect the order is undecidable (→ WIN-03); otherwise the first to 15 wins', () => {
    const both = event('Both', 0, [{ op: 'push', side: 'both', amount: 1 }]);
    const seq = event('Seq', 0, [
      { op: 'push', side: 'self', amount: 1 },
      { op: 'push', side: 'opponent', amount: 1 },
    ]);
    const a = act(board({ cards: [both], p0: { hand: ['Both'], victory: 14, trauma: 1 }, p1: { victory: 14 } }), {
      type: 'play',
      card: 0,
    });
    expect(ofType(a.events, 'gameOver')[0]).toEqual({ type: 'gameOver', player: 1, info: 'tiebreak' });
    const b = act(board({ cards: [seq], p0: { hand: ['Seq'], victory: 14, trauma: 1 }, p1: { victory: 14 } }), {
      type: 'play',
      card: 0,
    });
    expect(b.state.winner).toBe(0);
    expect(b.state.players[1].res.victory).toBe(14);
  });

  it('SLCG-WIN-03 若无法判定: fewer 创伤 wins, then more characters, else a draw', () => {
    const both = event('Both', 0, [{ op: 'push', side: 'both', amount: 1 }]);
    const play = (p0: object, p1: object): number | null => {
      const b = board({ cards: [both], p0: { hand: ['Both'], victory: 14, ...p0 }, p1: { victory: 14, ...p1 } });
      return act(b, { type: 'play', card: inst(b, 0, 'hand', 'Both') }).state.winner;
    };
    expect(play({ trauma: 0 }, { trauma: 2 })).toBe(0);
    expect(play({ main: ['Pusher'] }, { main: ['Pusher', 'Striker'] })).toBe(1);
    expect(play({ main: ['Pusher'] }, { main: ['Striker'] })).toBe(-1);
  });
});

describe('SLCG 突发 extras', () => {
  it('SLCG-CT-07 a 突发 card with no trigger holding is not offered in windows', () => {
    let s = board({ p0: { main: ['Pusher'] }, p1: { hand: ['Shield'], energy: 1 } });
    s = act(s, { type: 'push', card: inst(s, 0, 'main', 'Pusher') }).state;
    expect(s.window).toBeNull();
    expect(s.players[0].res.victory).toBe(1);
    void character;
  });
});
