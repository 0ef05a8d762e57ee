// SLCG combat and push (CB), trauma, 濒死 and healing (TRM).

import { describe, expect, it } from 'vitest';
import { legalActions, mutCard } from '../../../runtime/index.js';
import { act, board, inst, names, ofType, rejects, untilMain } from '../helpers.js';
import { ab, character, event } from '../fixtures/slcg-cards.js';

const tap = (s: ReturnType<typeof board>, p: number, n: string, i = 0): number => {
  const id = inst(s, p, 'main', n, i);
  mutCard(s, id).tapped = true;
  return id;
};

/** Answers every pending decision with its first option and passes every window, until the chain has resolved. */
const settle = (t: ReturnType<typeof board>): ReturnType<typeof board> => {
  for (let i = 0; i < 20 && (t.pending || t.window); i++)
    t = act(t, t.pending ? { type: 'choose', index: 0 } : { type: 'pass' }).state;
  return t;
};

describe('SLCG combat and push (CB)', () => {
  it('SLCG-CB-01 攻击行动: only an upright character with attack ability attacks, by tapping', () => {
    let s = board({ p0: { main: ['Striker', 'Pusher'] } });
    const st = inst(s, 0, 'main', 'Striker');
    rejects(s, { type: 'attack', attacker: inst(s, 0, 'main', 'Pusher'), target: -2 }, 'attack/cannot-attack');
    s = act(s, { type: 'attack', attacker: st, target: -2 }).state;
    expect(s.cards[st].tapped).toBe(true);
    rejects(s, { type: 'attack', attacker: st, target: -2 }, 'tap/already-tapped');
    rejects(
      board({ active: 1, p0: { main: ['Striker'] } }),
      { type: 'attack', attacker: 0, target: -2 },
      'attack/not-your-character',
    );
  });

  it('SLCG-CB-02 攻击目标: a tapped, attackable opposing character; 【虚体化】 never; 【奇袭】 also upright ones', () => {
    const s = board({ p0: { main: ['Striker', 'Raider'] }, p1: { main: ['Pusher', 'Ghost', 'Guardian'] } });
    const pu = tap(s, 1, 'Pusher'),
      gh = tap(s, 1, 'Ghost'),
      gu = inst(s, 1, 'main', 'Guardian');
    const st = inst(s, 0, 'main', 'Striker'),
      ra = inst(s, 0, 'main', 'Raider');
    const targets = (a: number): number[] =>
      legalActions(s)
        .filter((x) => x.type === 'attack' && x.attacker === a)
        .map((x) => x.target as number);
    expect(targets(st)).toEqual([pu]);
    expect(targets(ra).sort()).toEqual([pu, gu].sort());
    rejects(s, { type: 'attack', attacker: st, target: gh }, 'attack/illegal-target');
    rejects(s, { type: 'attack', attacker: st, target: gu }, 'attack/illegal-target');
  });

  it('SLCG-CB-03 对对方玩家进行一次攻击: the player can be attacked only when no tapped attackable character exists (奇袭 ignored)', () => {
    const s = board({ p0: { main: ['Striker', 'Raider'] }, p1: { main: ['Pusher', 'Ghost'] } });
    tap(s, 1, 'Ghost');
    expect(legalActions(s).filter((x) => x.type === 'attack' && x.target === -2).length).toBe(2);
    tap(s, 1, 'Pusher');
    rejects(s, { type: 'attack', attacker: inst(s, 0, 'main', 'Striker'), target: -2 }, 'attack/illegal-target');
    rejects(s, { type: 'attack', attacker: inst(s, 0, 'main', 'Raider'), target: -2 }, 'attack/illegal-target');
  });

  it('SLCG-CB-04 针对对方横置角色牌进行攻击: the attacker deals its 常值 to the attacked character', () => {
    let s = board({ p0: { main: ['Striker'] }, p1: { main: ['Statue'] } });
    const t = tap(s, 1, 'Statue');
    mutCard(s, t).damage = 0;
    const r = act(s, { type: 'attack', attacker: inst(s, 0, 'main', 'Striker'), target: t });
    s = r.state;
    expect(s.cards[t].damage).toBe(2);
    expect(ofType(r.events, 'damaged')[0].info).toBe('battle');
  });

  it('SLCG-CB-05 反击: an attacked character with attack ability deals its 常值 back, simultaneously; without it, none', () => {
    let s = board({ p0: { main: ['Guardian', 'Hybrid'] }, p1: { main: ['Striker', 'Pusher'] } });
    const sk = tap(s, 1, 'Striker'),
      pu = tap(s, 1, 'Pusher');
    const gu = inst(s, 0, 'main', 'Guardian');
    const r = act(s, { type: 'attack', attacker: gu, target: sk });
    s = r.state;
    expect(s.cards[gu].damage).toBe(2); // Striker (攻, 常值2) counters although tapped
    expect(names(s, 1, 'discard')).toEqual(['Striker']);
    const dmg = ofType(r.events, 'damaged');
    expect(dmg.length).toBe(2); // both hits land before any destruction
    expect(r.events.indexOf(dmg[1])).toBeLessThan(r.events.findIndex((e) => e.type === 'destroyed'));
    const t = act(s, { type: 'attack', attacker: inst(s, 0, 'main', 'Hybrid'), target: pu }).state;
    expect(t.cards[inst(t, 0, 'main', 'Hybrid')].damage).toBe(0); // 推 cannot counter
    // Both die when both 常值 are lethal.
    let u = board({ p0: { main: ['Striker'] }, p1: { main: ['Striker'] } });
    const d = tap(u, 1, 'Striker');
    u = act(u, { type: 'attack', attacker: inst(u, 0, 'main', 'Striker'), target: d }).state;
    expect([names(u, 0, 'discard'), names(u, 1, 'discard')]).toEqual([['Striker'], ['Striker']]);
  });

  it("SLCG-CB-06 针对对方玩家进行的攻击: one 创伤 whatever the attacker's 常值", () => {
    const s = board({ p0: { main: ['Raider'] } });
    expect(
      act(s, { type: 'attack', attacker: inst(s, 0, 'main', 'Raider'), target: -2 }).state.players[1].res.trauma,
    ).toBe(1);
  });

  it('SLCG-CB-07 攻击成功: a negated attack, or one whose target left, does nothing and the attacker stays tapped', () => {
    let s = board({ p0: { main: ['Striker'] }, p1: { hand: ['Parry'] } });
    const st = inst(s, 0, 'main', 'Striker');
    s = act(s, { type: 'attack', attacker: st, target: -2 }).state;
    expect(s.window?.priority).toBe(1);
    s = act(s, { type: 'play', card: inst(s, 1, 'hand', 'Parry') }).state;
    expect(s.players[1].res.trauma).toBe(0);
    expect(s.cards[st].tapped).toBe(true);
    // The target leaves in the window: 当己方角色被攻击时：将那个角色返回手牌.
    const flee = { ...event('Flee', 0, []), marks: ['burst'] };
    flee.abilities = [
      ab(0, {
        kind: 'burst',
        timing: { event: 'attacked', side: 'self', subject: { kind: 'character' } },
        effects: [{ op: 'returnToHand', target: { ref: 'that' } }],
      }),
    ];
    let t = board({ cards: [flee], p0: { main: ['Striker'] }, p1: { main: ['Pusher', 'Guardian'], hand: ['Flee'] } });
    const pu = tap(t, 1, 'Pusher');
    t = act(
      t,
      { type: 'attack', attacker: inst(t, 0, 'main', 'Striker'), target: pu },
      { type: 'play', card: inst(t, 1, 'hand', 'Flee') },
    ).state;
    expect(names(t, 1, 'hand')).toEqual(['Pusher']);
    expect(names(t, 1, 'main')).toEqual(['Guardian', 'Flee']);
    expect(t.cards[inst(t, 0, 'main', 'Striker')].damage).toBe(0);
  });

  it('SLCG-CB-08 推动行动: an upright character with push ability taps to move its marker +1', () => {
    const s = board({ p0: { main: ['Pusher'] } });
    const r = act(s, { type: 'push', card: inst(s, 0, 'main', 'Pusher') }).state;
    expect(r.players[0].res.victory).toBe(1);
    expect(r.cards[inst(r, 0, 'main', 'Pusher')].tapped).toBe(true);
  });

  it('SLCG-CB-09 推动进度: text pushes ±x, the opponent form moves theirs back, never below 0', () => {
    const back = event('Back', 0, [{ op: 'push', side: 'opponent', amount: -3 }]);
    const two = event('Two', 0, [{ op: 'push', side: 'self', amount: 2 }]);
    let s = board({ cards: [back, two], p0: { hand: ['Back', 'Two'] }, p1: { victory: 2 } });
    s = act(
      s,
      { type: 'play', card: inst(s, 0, 'hand', 'Back') },
      { type: 'play', card: inst(s, 0, 'hand', 'Two') },
    ).state;
    expect([s.players[0].res.victory, s.players[1].res.victory]).toEqual([2, 0]);
  });
});

describe('SLCG push triggers', () => {
  it('SLCG-CB-09 当对方推动进度时 wakes on the opponent moving forward, not on their marker being moved back', () => {
    const watcher = character('Watcher', 0, 1, 'push', {
      abilities: [
        ab(0, {
          kind: 'triggered',
          timing: { event: 'pushed', side: 'opponent' },
          effects: [{ op: 'push', side: 'self', amount: 1 }],
        }),
      ],
    });
    const back = event('Back', 0, [{ op: 'push', side: 'opponent', amount: -1 }]);
    const gift = event('Gift', 0, [{ op: 'push', side: 'opponent', amount: 1 }]);
    // p0 watches and moves p1's marker back (an event card, then 【妨碍推进】): p1 pushed nothing.
    let s = board({
      cards: [watcher, back, gift],
      p0: { hand: ['Back', 'Gift'], main: ['Jammer', 'Watcher'] },
      p1: { victory: 3 },
    });
    s = settle(act(s, { type: 'play', card: inst(s, 0, 'hand', 'Back') }).state);
    s = settle(act(s, { type: 'hinder', card: inst(s, 0, 'main', 'Jammer') }).state);
    expect([s.players[0].res.victory, s.players[1].res.victory]).toEqual([0, 1]);
    // p1's marker moves forward: the watcher answers with +1.
    s = settle(act(s, { type: 'play', card: inst(s, 0, 'hand', 'Gift') }).state);
    expect([s.players[0].res.victory, s.players[1].res.victory]).toEqual([1, 2]);
  });
});

describe('SLCG trauma and healing (TRM)', () => {
  it('SLCG-TRM-01 创伤: an attack on the player flips one life card', () => {
    const r = act(board({ p0: { main: ['Striker'] } }), { type: 'attack', attacker: 0, target: -2 });
    expect(ofType(r.events, 'trauma')).toEqual([{ type: 'trauma', player: 1, amount: 1 }]);
  });

  it('SLCG-TRM-02 濒死 (§6): at 5 创伤 the player must skip a main phase and then trauma resets', () => {
    let s = board({ p0: { main: ['Striker'] }, p1: { trauma: 4, main: ['Pusher'] } });
    s = act(s, { type: 'attack', attacker: inst(s, 0, 'main', 'Striker'), target: -2 }).state;
    expect(s.players[1].flags.dying).toBe(1);
    const r = untilMain(s, 0); // p1's whole turn passes without a main phase
    expect(
      ofType(r.events, 'phase')
        .filter((e) => e.player === 1)
        .map((e) => e.info),
    ).toEqual(['start', 'refresh', 'draw', 'end']);
    s = untilMain(r.state, 1).state;
    expect(s.players[1].res.trauma).toBe(0);
    expect(s.players[1].flags.dying).toBe(0);
  });

  it("SLCG-TRM-03 濒死 (§8): timeline — skip the next main phase, last through the opponent's turn, clear before the next 重整", () => {
    let s = board({ turn: 1, p0: { main: ['Striker', 'Striker'] }, p1: { trauma: 4 } });
    s = act(s, { type: 'attack', attacker: inst(s, 0, 'main', 'Striker'), target: -2 }).state; // turn 1, B dies
    s = act(s, { type: 'attack', attacker: inst(s, 0, 'main', 'Striker', 1), target: -2 }).state;
    expect(s.players[1].res.trauma).toBe(5); // further 创伤 not recorded
    s = untilMain(s, 0).state; // turn 2 (B) skipped its main phase; now turn 3 (A)
    expect(s.turn).toBe(3);
    expect(s.players[1].flags.dying).toBe(1);
    const r = untilMain(s, 1); // before turn 4's refresh, B recovers
    expect(r.state.turn).toBe(4);
    expect(r.state.players[1].res.trauma).toBe(0);
    // 濒死 begun in one's own turn skips the rest of that main phase and ends before the next own 重整.
    const self = event('Hurt', 0, []);
    let t = board({ cards: [self], p0: { trauma: 4, hand: ['Hurt'] }, p1: { main: ['Striker'] } });
    t.players[0].res.trauma = 5;
    t.players[0].flags.dying = 1;
    t.players[0].flags.skipMainTurn = t.turn;
    t.players[0].flags.dyingClearTurn = t.turn + 2;
    t = act(t, { type: 'play', card: inst(t, 0, 'hand', 'Hurt') }).state;
    expect(t.active).toBe(1);
    t = untilMain(t, 0).state;
    expect(t.players[0].res.trauma).toBe(0);
  });

  it('SLCG-TRM-03 进入濒死 is a timing: 当对方进入濒死时 and 当己方进入濒死时 fire when the fifth 创伤 lands', () => {
    const watcher = (name: string, side: 'self' | 'opponent', amount: number) =>
      character(name, 0, 1, 'push', {
        abilities: [
          ab(0, {
            kind: 'triggered',
            timing: { event: 'dying', side },
            effects: [{ op: 'push', side: 'self', amount }],
          }),
        ],
      });
    let s = board({
      cards: [watcher('Vulture', 'opponent', 2), watcher('LastStand', 'self', 1)],
      p0: { main: ['Striker', 'Vulture'] },
      p1: { trauma: 4, main: ['LastStand'] },
    });
    const r = act(s, { type: 'attack', attacker: inst(s, 0, 'main', 'Striker'), target: -2 });
    s = r.state;
    expect(ofType(r.events, 'dying').map((e) => e.player)).toEqual([1]);
    // Both triggers go on the chain; answer nothing until it has resolved.
    s = settle(s);
    expect(s.players[0].res.victory).toBe(2);
    expect(s.players[1].res.victory).toBe(1);
  });

  it('SLCG-TRM-04 【治愈x点创伤】: flips x trauma back; more than present heals all; 濒死 is not ended early', () => {
    const heal3 = event('Salve', 0, [{ op: 'heal', amount: 3 }]);
    let s = board({ cards: [heal3], p0: { trauma: 2, hand: ['Salve', 'Salve'] } });
    s = act(s, { type: 'play', card: inst(s, 0, 'hand', 'Salve') }).state;
    expect(s.players[0].res.trauma).toBe(0);
    s.players[0].res.trauma = 5;
    s.players[0].flags.dying = 1;
    s = act(s, { type: 'play', card: inst(s, 0, 'hand', 'Salve') }).state;
    expect([s.players[0].res.trauma, s.players[0].flags.dying]).toEqual([2, 1]);
  });

  it('SLCG-TRM-05 发动无效: healing with no trauma does nothing, the card is still used', () => {
    let s = board({ p0: { hand: ['Medic'], energy: 2 } });
    const r = act(s, { type: 'play', card: inst(s, 0, 'hand', 'Medic') });
    s = r.state;
    expect(s.pending?.kind).toBe('trigger');
    const t = act(s, { type: 'choose', index: 0 });
    expect(ofType(t.events, 'healed')).toEqual([]);
    expect(names(t.state, 0, 'main')).toEqual(['Medic']);
  });
});

describe('SLCG-CB/KW extras', () => {
  it("SLCG-CT-10 battle damage carries over within the turn (常值 is per turn, either player's)", () => {
    const c = character('Tough', 0, 4, 'push');
    let s = board({ cards: [c], p0: { main: ['Striker', 'Striker'] }, p1: { main: ['Tough'] } });
    const t = tap(s, 1, 'Tough');
    s = act(s, { type: 'attack', attacker: inst(s, 0, 'main', 'Striker', 0), target: t }).state;
    expect(names(s, 1, 'main')).toEqual(['Tough']);
    s = act(s, { type: 'attack', attacker: inst(s, 0, 'main', 'Striker', 1), target: t }).state;
    expect(names(s, 1, 'discard')).toEqual(['Tough']);
  });
});
