// SLCG chain and timing (CH) and the ten 特性 (KW).

import { describe, expect, it } from 'vitest';
import {
  cloneState,
  legalActions,
  mutCard,
  viewFor,
  type CardDef,
  type EffectOp,
  type Timing,
} from '../../../runtime/index.js';
import { profiles } from '../../../runtime/profiles/index.js';
import { act, board, inst, names, ofType, rejects, untilMain } from '../helpers.js';
import { ab, card, character, event, kw, oneOpp, standing } from '../fixtures/slcg-cards.js';

const burst = (name: string, timing: Timing, effects: EffectOp[], cost = 0): CardDef =>
  card({
    name,
    type: '发生',
    marks: ['burst'],
    cost: { energy: cost },
    abilities: [ab(0, { kind: 'burst', timing, effects })],
  });
const counter = burst('Counter', { event: 'cardActivated', side: 'opponent' }, [{ op: 'negate', what: 'card' }]);
const watch = burst('Watch', { event: 'attacked', side: 'opponent' }, [{ op: 'draw', count: 1 }]);
const tapOf = (s: ReturnType<typeof board>, p: number, n: string): number => {
  const id = inst(s, p, 'main', n);
  mutCard(s, id).tapped = true;
  return id;
};

describe('SLCG chain and timing (CH)', () => {
  it('SLCG-CH-01 能力发动的判定: later links resolve first; the turn player acts first in a window', () => {
    // p0 attacks; p1 answers with Parry; p0 answers Parry with Counter → Parry negated → the attack lands.
    let s = board({
      cards: [counter, watch],
      p0: { main: ['Striker'], hand: ['Counter', 'Watch'] },
      p1: { hand: ['Parry'] },
    });
    s = act(s, { type: 'attack', attacker: inst(s, 0, 'main', 'Striker'), target: -2 }).state;
    expect(s.window?.priority).toBe(0); // turn player first
    s = act(s, { type: 'pass' }).state;
    expect(s.window?.priority).toBe(1);
    s = act(s, { type: 'play', card: inst(s, 1, 'hand', 'Parry') }).state;
    expect(s.window?.priority).toBe(0);
    const r = act(s, { type: 'play', card: inst(s, 0, 'hand', 'Counter') });
    // The attack link is on top again and p0 could still play Watch: p0 passes, then it resolves.
    expect(r.state.window?.priority).toBe(0);
    const r2 = act(r.state, { type: 'pass' });
    r.events.push(...r2.events);
    expect(r2.state.players[1].res.trauma).toBe(1);
    const resolved = ofType(r.events, 'chainResolve').map((e) => e.info);
    expect(resolved.slice(0, 3)).toEqual(['card', 'card:negated', 'attack']);
  });

  it("SLCG-CH-01 simultaneous triggers: the turn player's resolve first", () => {
    const w0 = character('Herald', 0, 1, 'none', {
      abilities: [
        ab(0, {
          kind: 'triggered',
          timing: {
            event: 'enter',
            side: 'both',
            subject: { kind: 'character', filters: [{ kind: 'name', value: 'Pusher' }] },
          },
          effects: [{ op: 'push', side: 'self', amount: 1 }],
        }),
      ],
    });
    let s = board({ cards: [w0], p0: { main: ['Herald'], hand: ['Pusher'], energy: 1 }, p1: { main: ['Herald'] } });
    const r = act(s, { type: 'play', card: inst(s, 0, 'hand', 'Pusher') });
    s = r.state;
    expect(ofType(r.events, 'pushed').map((e) => e.player)).toEqual([0, 1]);
  });

  it('SLCG-CH-02 诱发能力/通常能力: triggered abilities go on the chain by themselves, normal ones by choice', () => {
    let s = board({ p0: { main: ['Striker', 'Medic'] }, p1: { main: ['Bomber'] } });
    const bo = tapOf(s, 1, 'Bomber');
    const r = act(
      s,
      { type: 'attack', attacker: inst(s, 0, 'main', 'Striker'), target: bo },
      { type: 'choose', index: 0 },
    );
    // Bomber's 消灭时 asked p1 for its target (a trigger), nobody chose to use it.
    expect(ofType(r.events, 'activated').map((e) => e.info)).toEqual(['trigger']);
    s = r.state;
    expect(legalActions(s)).toContainEqual({ type: 'ability', card: inst(s, 0, 'main', 'Medic'), ability: 1 });
  });
});

describe('SLCG triggers on attacks', () => {
  it("SLCG-CB-07 当对方角色攻击时: a 突发 card sees the attack from the attacker's side and can negate it", () => {
    const wall = burst('Wall', { event: 'attack', side: 'opponent', subject: { kind: 'character' } }, [
      { op: 'negate', what: 'attack' },
    ]);
    let s = board({ cards: [wall], p0: { main: ['Striker'] }, p1: { hand: ['Wall'] } });
    s = act(
      s,
      { type: 'attack', attacker: inst(s, 0, 'main', 'Striker'), target: -2 },
      { type: 'play', card: inst(s, 1, 'hand', 'Wall') },
    ).state;
    expect(s.players[1].res.trauma).toBe(0);
  });

  it('SLCG-CH-02 当己方角色攻击时 triggers after the attack is declared', () => {
    const horn = character('Horn', 0, 1, 'none', {
      abilities: [
        ab(0, {
          kind: 'triggered',
          timing: { event: 'attack', side: 'self', subject: { kind: 'character' } },
          effects: [{ op: 'push', side: 'self', amount: 1 }],
        }),
      ],
    });
    const s = board({ cards: [horn], p0: { main: ['Horn', 'Striker'] } });
    const r = act(s, { type: 'attack', attacker: inst(s, 0, 'main', 'Striker'), target: -2 });
    expect([r.state.players[0].res.victory, r.state.players[1].res.trauma]).toEqual([1, 1]);
  });

  it('SLCG-TX-08 可以 on a one-part triggered ability is asked once, when it triggers', () => {
    const opt = character('Hopeful', 0, 1, 'none', {
      abilities: [
        ab(0, {
          kind: 'triggered',
          optional: true,
          timing: { event: 'enter', side: 'self', subject: { ref: 'self' } },
          effects: [{ op: 'push', side: 'self', amount: 1, optional: true }],
        }),
      ],
    });
    let s = board({ cards: [opt], p0: { hand: ['Hopeful'] } });
    s = act(s, { type: 'play', card: inst(s, 0, 'hand', 'Hopeful') }).state;
    expect(s.pending?.kind).toBe('trigger');
    s = act(s, { type: 'choose', index: 0 }).state;
    expect(s.pending).toBeNull();
    expect(s.players[0].res.victory).toBe(1);
  });
});

describe('SLCG 特性 (KW)', () => {
  it('SLCG-KW-01 【守护】: an upright guard taps to become the attack target, counterattack included', () => {
    let s = board({ p0: { main: ['Striker'] }, p1: { main: ['Guardian', 'Ghost'] } });
    mutCard(s, inst(s, 1, 'main', 'Ghost')).tapped = false;
    s = act(s, { type: 'attack', attacker: inst(s, 0, 'main', 'Striker'), target: -2 }).state;
    const gu = inst(s, 1, 'main', 'Guardian');
    expect(legalActions(s)).toContainEqual({ type: 'guard', card: gu });
    s = act(s, { type: 'guard', card: gu }).state;
    expect(s.players[1].res.trauma).toBe(0);
    expect(s.cards[gu].tapped).toBe(true);
    expect(s.cards[gu].damage).toBe(2);
    expect(names(s, 0, 'discard')).toEqual(['Striker']);
    // 虚体化 or 驻足 guards, or guards in cooldown, cannot guard.
    const eg = character('EtherGuard', 0, 3, 'push', { keywords: kw('guard', 'ethereal') });
    const rg = character('RootGuard', 0, 3, 'push', { keywords: kw('guard', 'rooted') });
    let t = board({
      cards: [eg, rg],
      p0: { main: ['Striker'] },
      p1: { main: ['EtherGuard', 'RootGuard', 'Guardian'] },
    });
    mutCard(t, inst(t, 1, 'main', 'Guardian')).enteredTurn = t.turn;
    t = act(t, { type: 'attack', attacker: inst(t, 0, 'main', 'Striker'), target: -2 }).state;
    expect(t.players[1].res.trauma).toBe(1); // no legal guard: the window was skipped
  });

  it('SLCG-KW-02 【行动】: tap this character to use the ability, in the main phase, not in cooldown', () => {
    let s = board({ p0: { main: ['Tactician'] }, p1: { victory: 3 } });
    const t = inst(s, 0, 'main', 'Tactician');
    s = act(s, { type: 'ability', card: t, ability: 0 }).state;
    expect([s.players[1].res.victory, s.cards[t].tapped]).toEqual([2, true]);
    rejects(s, { type: 'ability', card: t, ability: 0 }, 'tap/already-tapped');
    const c = board({ p0: { main: ['Tactician'] } });
    mutCard(c, inst(c, 0, 'main', 'Tactician')).enteredTurn = c.turn;
    rejects(c, { type: 'ability', card: inst(c, 0, 'main', 'Tactician'), ability: 0 }, 'tap/cooldown');
  });

  it('SLCG-KW-03 【迅捷】: may tap through its own abilities in the turn it enters', () => {
    let s = board({ p0: { hand: ['Raider'], energy: 3 } });
    s = act(s, { type: 'play', card: inst(s, 0, 'hand', 'Raider') }).state;
    expect(
      act(s, { type: 'attack', attacker: inst(s, 0, 'main', 'Raider'), target: -2 }).state.players[1].res.trauma,
    ).toBe(1);
  });

  it("SLCG-KW-04 【连击】: the first tap in each turn (either player's) refreshes at once; the action still happens", () => {
    let s = board({ p0: { main: ['Hybrid'] } });
    const h = inst(s, 0, 'main', 'Hybrid');
    s = act(s, { type: 'push', card: h }).state;
    expect([s.players[0].res.victory, s.cards[h].tapped]).toEqual([1, false]);
    s = act(s, { type: 'push', card: h }).state;
    expect([s.players[0].res.victory, s.cards[h].tapped]).toEqual([2, true]);
    // In the opponent's turn, an effect tapping it is also refreshed once.
    const trip = event('Trip', 0, [{ op: 'tap', target: { count: 1, side: 'opponent', kind: 'character' } }]);
    let t = board({ cards: [trip], active: 1, p0: { main: ['Hybrid'] }, p1: { hand: ['Trip'] } });
    t = act(t, { type: 'play', card: inst(t, 1, 'hand', 'Trip') }).state;
    expect(t.cards[inst(t, 0, 'main', 'Hybrid')].tapped).toBe(false);
  });

  it('SLCG-KW-05 【奇袭】: can attack upright characters', () => {
    let s = board({ p0: { main: ['Raider'] }, p1: { main: ['Pusher'] } });
    const pu = inst(s, 1, 'main', 'Pusher');
    s = act(s, { type: 'attack', attacker: inst(s, 0, 'main', 'Raider'), target: pu }).state;
    expect(names(s, 1, 'discard')).toEqual(['Pusher']);
  });

  it('SLCG-KW-06 【驻足】: cannot attack, push, guard or use 行动/妨碍推进 by itself; others may tap it', () => {
    const rp = character('RootPush', 0, 2, 'both', { keywords: kw('rooted', 'hinderPush') });
    const trip = event('Trip', 0, [{ op: 'tap', target: { count: 1, side: 'self', kind: 'character' } }]);
    let s = board({ cards: [rp, trip], p0: { main: ['RootPush'], hand: ['Trip'] } });
    const r = inst(s, 0, 'main', 'RootPush');
    rejects(s, { type: 'attack', attacker: r, target: -2 }, 'tap/rooted');
    rejects(s, { type: 'push', card: r }, 'tap/rooted');
    rejects(s, { type: 'hinder', card: r }, 'tap/rooted');
    s = act(s, { type: 'play', card: inst(s, 0, 'hand', 'Trip') }).state;
    expect(s.cards[r].tapped).toBe(true);
  });

  it('SLCG-KW-07 【虚体化】: never an attack target, even tapped', () => {
    const s = board({ p0: { main: ['Raider'] }, p1: { main: ['Ghost'] } });
    const g = tapOf(s, 1, 'Ghost');
    rejects(s, { type: 'attack', attacker: inst(s, 0, 'main', 'Raider'), target: g }, 'attack/illegal-target');
  });

  it('SLCG-KW-08 【法术免疫】: not destroyed directly by abilities, but ability damage still counts', () => {
    const kill = event('Kill', 0, [{ op: 'destroy', target: oneOpp }]);
    let s = board({ cards: [kill], p0: { hand: ['Kill', 'Bolt'], energy: 2 }, p1: { main: ['Magnet'] } });
    s = act(s, { type: 'play', card: inst(s, 0, 'hand', 'Kill') }).state;
    expect(names(s, 1, 'main')).toEqual(['Magnet']);
    s = act(s, { type: 'play', card: inst(s, 0, 'hand', 'Bolt') }).state;
    expect(names(s, 1, 'discard')).toEqual(['Magnet']);
  });

  it('SLCG-KW-09 【法术吸引】: designating abilities must pick it first; param opponent exempts own abilities', () => {
    let s = board({ p0: { hand: ['Bolt'], energy: 2 }, p1: { main: ['Magnet', 'Guardian'] } });
    s = act(s, { type: 'play', card: inst(s, 0, 'hand', 'Bolt') }).state;
    expect(names(s, 1, 'discard')).toEqual(['Magnet']); // the only option: chosen without asking
    const buff = event('Buff', 0, [
      {
        op: 'grantKeyword',
        target: { count: 1, side: 'self', kind: 'character' },
        keyword: 'haste',
        duration: 'endOfTurn',
      },
    ]);
    const own = board({ cards: [buff], p0: { hand: ['Buff'], main: ['Magnet', 'Guardian'] } });
    expect(act(own, { type: 'play', card: inst(own, 0, 'hand', 'Buff') }).state.pending).toBeNull(); // scope all: forced onto own Magnet
    const opp = board({
      cards: [buff],
      params: { spellAttractScope: 'opponent' },
      p0: { hand: ['Buff'], main: ['Magnet', 'Guardian'] },
    });
    expect(act(opp, { type: 'play', card: inst(opp, 0, 'hand', 'Buff') }).state.pending?.options.length).toBe(2);
  });

  it("SLCG-KW-10 【妨碍推进】: tap: the opponent's progress −1", () => {
    let s = board({ p0: { main: ['Jammer'] }, p1: { victory: 4 } });
    s = act(s, { type: 'hinder', card: inst(s, 0, 'main', 'Jammer') }).state;
    expect(s.players[1].res.victory).toBe(3);
    rejects(board({ p0: { main: ['Pusher'] } }), { type: 'hinder', card: 0 }, 'hinder/no-keyword');
  });

  it('SLCG-KW-11 特性分类: four documentation categories over the ten 特性, with no rules of their own', () => {
    const cats: Record<string, string[]> = {};
    for (const k of profiles.slcg.keywords) (cats[k.category!] ??= []).push(k.id);
    expect(cats).toEqual({
      tap: ['guard', 'action', 'hinderPush'],
      battle: ['ethereal', 'ambush'],
      buff: ['haste', 'combo', 'spellImmune', 'spellAttract'],
      negative: ['rooted'],
    });
  });

  it('SLCG-KW-12 【特性】: the ten 特性, and cards may grant them to others (一次性 grants last until end of turn)', () => {
    expect(profiles.slcg.keywords.length).toBe(10);
    const give = event('Give', 0, [
      {
        op: 'grantKeyword',
        target: { count: 1, side: 'self', kind: 'character' },
        keyword: 'haste',
        duration: 'endOfTurn',
      },
    ]);
    let s = board({ cards: [give], p0: { hand: ['Striker', 'Give'], energy: 1 } });
    s = act(
      s,
      { type: 'play', card: inst(s, 0, 'hand', 'Striker') },
      { type: 'play', card: inst(s, 0, 'hand', 'Give') },
    ).state;
    expect(
      act(s, { type: 'attack', attacker: inst(s, 0, 'main', 'Striker'), target: -2 }).state.players[1].res.trauma,
    ).toBe(1);
    s = untilMain(s, 1).state;
    expect(s.mods.length).toBe(0);
  });

  it('SLCG-KW-12 static grants hold while their source is in the main area', () => {
    const banner = standing('Banner', [
      {
        op: 'grantKeyword',
        target: { count: 'all', side: 'self', kind: 'character' },
        keyword: 'haste',
        duration: 'whileSource',
      },
      {
        op: 'modifyStat',
        target: { count: 'all', side: 'self', kind: 'character' },
        stat: 'value',
        amount: 1,
        duration: 'whileSource',
      },
    ]);
    const raze = event('Raze', 0, [{ op: 'destroy', target: { count: 'all', side: 'self', kind: 'scene' } }]);
    let s = board({
      cards: [banner, raze],
      p0: { main: ['Banner'], hand: ['Striker', 'Raze'], energy: 1 },
      p1: { main: ['Statue'] },
    });
    mutCard(s, inst(s, 1, 'main', 'Statue')).tapped = true;
    s = act(s, { type: 'play', card: inst(s, 0, 'hand', 'Striker') }).state;
    const st = inst(s, 0, 'main', 'Striker');
    expect(legalActions(s)).toContainEqual({ type: 'attack', attacker: st, target: inst(s, 1, 'main', 'Statue') });
    s = act(s, { type: 'play', card: inst(s, 0, 'hand', 'Raze') }).state;
    rejects(s, { type: 'attack', attacker: st, target: inst(s, 1, 'main', 'Statue') }, 'tap/cooldown');
  });
});

describe('无效 names what it cancels', () => {
  it('SLCG-CT-07 无效那次攻击 played on a trauma does not cancel it; 无效那次创伤 does', () => {
    const wrong = burst('Wrong', { event: 'trauma', side: 'self' }, [{ op: 'negate', what: 'attack' }]);
    const right = burst('Right', { event: 'trauma', side: 'self' }, [{ op: 'negate', what: 'trauma' }]);
    for (const [name, trauma] of [
      ['Wrong', 1],
      ['Right', 0],
    ] as const) {
      let s = board({ cards: [wrong, right], p0: { main: ['Striker'] }, p1: { hand: [name] } });
      s = act(s, { type: 'attack', attacker: inst(s, 0, 'main', 'Striker'), target: -2 }).state;
      // The attack resolves into a 创伤 link; p1 answers that link with the 突发 card.
      while (s.window && !legalActions(s).some((a) => a.type === 'play')) s = act(s, { type: 'pass' }).state;
      const play = legalActions(s).find((a) => a.type === 'play');
      expect(play, `${name} is playable on the trauma`).toBeDefined();
      s = act(s, play!).state;
      while (s.window) s = act(s, { type: 'pass' }).state;
      expect(s.players[1].res.trauma, name).toBe(trauma);
    }
  });
});

describe('突发 on what has happened', () => {
  it('SLCG-CT-07 a 突发 card answers an event after it happened (当己方角色被消灭时), in a window opened for it', () => {
    const avenge = burst('Avenge', { event: 'destroyed', side: 'self', subject: { kind: 'character' } }, [
      { op: 'push', side: 'self', amount: 2 },
    ]);
    let s = board({ cards: [avenge], p0: { main: ['Striker'] }, p1: { main: ['Pusher'], hand: ['Avenge'] } });
    const pusher = inst(s, 1, 'main', 'Pusher');
    mutCard(s, pusher).tapped = true;
    s = act(s, { type: 'attack', attacker: inst(s, 0, 'main', 'Striker'), target: pusher }).state;
    let offered = false;
    for (let i = 0; i < 20 && (s.window || s.pending); i++) {
      const play = legalActions(s).find((a) => a.type === 'play' && a.card === inst(s, 1, 'hand', 'Avenge'));
      if (play && names(s, 1, 'discard').includes('Pusher')) {
        offered = true;
        s = act(s, play).state;
      } else s = act(s, { type: 'pass' }).state;
    }
    expect(offered).toBe(true);
    expect(s.players[1].res.victory).toBe(2);
  });

  it('SLCG-CT-07 no window is opened when no card either player may hold (hand or deck) waits for the event', () => {
    let s = board({ p0: { main: ['Striker'] }, p1: { main: ['Pusher'] } });
    const pusher = inst(s, 1, 'main', 'Pusher');
    mutCard(s, pusher).tapped = true;
    const r = act(s, { type: 'attack', attacker: inst(s, 0, 'main', 'Striker'), target: pusher });
    s = r.state;
    while (s.window) {
      const r2 = act(s, { type: 'pass' });
      r.events.push(...r2.events);
      s = r2.state;
    }
    expect(ofType(r.events, 'chainPush').map((e) => e.info)).not.toContain('event');
  });

  // Avenge waits for 当己方角色被消灭时; p1 holds it (hand) or may hold it (deck): p0 cannot tell which.
  const avenge = burst('Avenge', { event: 'destroyed', side: 'self', subject: { kind: 'character' } }, [
    { op: 'push', side: 'self', amount: 2 },
  ]);
  const avengeBoard = (): ReturnType<typeof board> =>
    board({
      cards: [avenge],
      p0: { main: ['Striker'], deck: ['Insight', 'Insight'] },
      p1: { main: ['Pusher'], hand: ['Avenge', 'Insight'], deck: ['Insight', 'Insight'] },
    });
  /** The same game with p1's Avenge swapped into the deck (p0 sees the same: both hidden from p0). */
  const inDeck = (a: ReturnType<typeof board>): ReturnType<typeof board> => {
    const b = cloneState(a);
    const hand = inst(a, 1, 'hand', 'Avenge');
    const deck = inst(a, 1, 'deck', 'Insight');
    mutCard(b, hand).def = a.cards[deck].def;
    mutCard(b, deck).def = a.cards[hand].def;
    return b;
  };
  /** p0 attacks the tapped Pusher (it is destroyed), then everyone passes: the events, and p0's view whenever p0 acts. */
  const observe = (
    s: ReturnType<typeof board>,
  ): { seen: { events: string; p0Views: string[]; end: string }; p1Asked: number } => {
    mutCard(s, inst(s, 1, 'main', 'Pusher')).tapped = true;
    const r = act(s, { type: 'attack', attacker: inst(s, 0, 'main', 'Striker'), target: inst(s, 1, 'main', 'Pusher') });
    s = r.state;
    const p0Views: string[] = [];
    let p1Asked = 0;
    for (let i = 0; i < 20 && s.window && !s.pending; i++) {
      if (s.window.priority === 0) p0Views.push(JSON.stringify(viewFor(s, 0).state));
      else p1Asked++;
      const r2 = act(s, { type: 'pass' });
      r.events.push(...r2.events);
      s = r2.state;
    }
    expect(s.window).toBeNull();
    return { seen: { events: JSON.stringify(r.events), p0Views, end: JSON.stringify(viewFor(s, 0).state) }, p1Asked };
  };

  it('SLCG-CT-07 the window after an event opens when a card the player may hold waits for it, held or not', () => {
    const s = inDeck(avengeBoard());
    mutCard(s, inst(s, 1, 'main', 'Pusher')).tapped = true;
    const r = act(s, { type: 'attack', attacker: inst(s, 0, 'main', 'Striker'), target: inst(s, 1, 'main', 'Pusher') });
    // Nobody can answer it (Avenge is in the deck), so it is passed at once and resolves to nothing.
    expect(ofType(r.events, 'chainPush').map((e) => e.info)).toContain('event');
    expect(r.state.window).toBeNull();
    expect(r.state.players[1].res.victory).toBe(0);
  });

  it('SLCG-CT-07 / SLCG-ZN-08 the other player sees the same events and views whether or not the hand holds the 突发 card', () => {
    const held = observe(avengeBoard());
    const notHeld = observe(inDeck(avengeBoard()));
    const s = avengeBoard();
    expect(JSON.stringify(viewFor(s, 0).state)).toBe(JSON.stringify(viewFor(inDeck(s), 0).state));
    // Holding Avenge, p1 is asked in the window after the destruction (and passes); not holding it, p1 is not.
    expect(held.p1Asked).toBeGreaterThan(notHeld.p1Asked);
    expect(held.seen.events).toContain('"info":"event"');
    expect(notHeld.seen).toEqual(held.seen);
  });
});
