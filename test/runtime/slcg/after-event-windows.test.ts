// SLCG-CT-07: every event of one action that a 突发 card could answer after it happened gets its own window, in
// the order the events happened; which windows open still depends only on what the other player can know.

import { describe, expect, it } from 'vitest';
import {
  applyAction,
  checkZoneInvariant,
  cloneState,
  newSlcgGame,
  playGame,
  randomAgent,
  slcgPool,
  legalActions,
  mutCard,
  viewFor,
  type CardDef,
  type EffectOp,
  type Timing,
} from '../../../runtime/index.js';
import { act, board, inst, names, ofType, rejects } from '../helpers.js';
import { ab, card, event, mixedDeck, oneOpp, pool } from '../fixtures/slcg-cards.js';

const burst = (name: string, timing: Timing, effects: EffectOp[]): CardDef =>
  card({
    name,
    type: '发生',
    marks: ['burst'],
    cost: { energy: 0 },
    abilities: [ab(0, { kind: 'burst', timing, effects })],
  });

// 当己方角色受到伤害时 推动进度+1 / 当对方抽卡时 推动进度+2.
const patch = burst('Patch', { event: 'damaged', side: 'self', subject: { kind: 'character' } }, [
  { op: 'push', side: 'self', amount: 1 },
]);
const spite = burst('Spite', { event: 'drew', side: 'opponent' }, [{ op: 'push', side: 'self', amount: 2 }]);
// One action, two events: damage first (Guardian's 常值 3 survives it), then a draw.
const hurt = event('Hurt', 0, [
  { op: 'damage', target: oneOpp, amount: 1 },
  { op: 'draw', count: 1 },
]);
// 当对方角色被消灭时 推动进度+3; a board wipe destroys p0's characters first, then p1's.
const gloat = burst('Gloat', { event: 'destroyed', side: 'opponent', subject: { kind: 'character' } }, [
  { op: 'push', side: 'self', amount: 3 },
]);
const purge = event('Purge', 0, [{ op: 'destroy', target: { count: 'all', side: 'both', kind: 'character' } }]);

type S = ReturnType<typeof board>;
const cards = [patch, spite, hurt, gloat, purge];

/** p0 plays Hurt on p1's Guardian; p1 holds `hand` and has Spite (a 突发 on the draw) in the deck. */
const hurtBoard = (hand: string[]): S =>
  board({
    cards,
    p0: { hand: ['Hurt'], deck: ['Insight', 'Insight'] },
    p1: { main: ['Guardian'], hand, deck: ['Spite', 'Insight'] },
  });

/** Plays Hurt (its target chosen if asked); returns the state once the first window after an event is open. */
function playHurt(s: S): { state: S; events: ReturnType<typeof act>['events'] } {
  const r = act(s, { type: 'play', card: inst(s, 0, 'hand', 'Hurt') });
  s = r.state;
  for (let i = 0; i < 20 && !(s.window && s.chain.at(-1)?.kind === 'event'); i++) {
    const a = s.pending ? { type: 'choose' as const, index: 0 } : { type: 'pass' as const };
    const r2 = act(s, a);
    r.events.push(...r2.events);
    s = r2.state;
  }
  return { state: s, events: r.events };
}

const topEvent = (s: S): string | undefined => {
  const top = s.chain.at(-1);
  return top?.kind === 'event' ? ['destroyed', 'damaged', 'drew', 'tapped', 'entered'][top.data.ev!] : undefined;
};

describe('SLCG-CT-07 windows after the events of one action', () => {
  it('SLCG-CT-07 damage then a draw in one action: a 突发 card in hand answering the damage is offered it', () => {
    // Before, only the last event (the draw, which Spite in the deck may answer) kept a window.
    let s = playHurt(hurtBoard(['Patch', 'Insight'])).state;
    expect(topEvent(s)).toBe('damaged');
    // The draw's window waits under it: the events are on the chain in the order they happened, the first on top.
    expect(s.chain.filter((l) => l.kind === 'event').map((l) => l.data.ev)).toEqual([2, 1]);
    while (s.window && s.window.priority !== 1) s = act(s, { type: 'pass' }).state;
    const play = legalActions(s).find((a) => a.type === 'play' && a.card === inst(s, 1, 'hand', 'Patch'));
    expect(play, 'Patch is offered after the damage').toBeDefined();
    s = act(s, play!).state;
    while (s.window || s.pending) s = act(s, s.pending ? { type: 'choose', index: 0 } : { type: 'pass' }).state;
    expect(s.players[1].res.victory).toBe(1);
    expect(s.chain).toHaveLength(0);
  });

  it('SLCG-CT-07 each event gets its window in order: a 突发 card answers only the event on top, and is refused (state unchanged) on the other', () => {
    let s = playHurt(
      board({
        cards,
        p0: { hand: ['Hurt'], deck: ['Insight', 'Insight'] },
        p1: { main: ['Guardian'], hand: ['Patch', 'Spite'], deck: ['Insight'] },
      }),
    ).state;
    const order: string[] = [];
    for (let i = 0; i < 30 && (s.window || s.pending); i++) {
      if (s.pending) {
        s = act(s, { type: 'choose', index: 0 }).state;
        continue;
      }
      const ev = topEvent(s);
      if (s.window!.priority === 1 && ev) {
        const [right, wrong] = ev === 'damaged' ? ['Patch', 'Spite'] : ['Spite', 'Patch'];
        if (names(s, 1, 'hand').includes(right)) {
          order.push(ev);
          // The card waiting for the other event cannot be played here.
          if (names(s, 1, 'hand').includes(wrong))
            rejects(s, { type: 'play', card: inst(s, 1, 'hand', wrong) }, 'play/burst-timing');
          s = act(s, { type: 'play', card: inst(s, 1, 'hand', right) }).state;
          continue;
        }
      }
      s = act(s, { type: 'pass' }).state;
    }
    expect(order).toEqual(['damaged', 'drew']);
    expect(s.players[1].res.victory).toBe(3);
  });

  it('SLCG-CT-07 one action destroys two characters: a 突发 card answering the first destruction is offered it', () => {
    // Before, only the last destruction (p1's own Pusher, which Gloat does not answer) kept a window.
    let s = board({
      cards,
      p0: { main: ['Striker'], hand: ['Purge'] },
      p1: { main: ['Pusher'], hand: ['Gloat', 'Insight'] },
    });
    s = act(s, { type: 'play', card: inst(s, 0, 'hand', 'Purge') }).state;
    let offered = '';
    for (let i = 0; i < 30 && (s.window || s.pending); i++) {
      const play = legalActions(s).find((a) => a.type === 'play' && a.card === inst(s, 1, 'hand', 'Gloat'));
      if (play) {
        offered = s.defs[s.cards[s.chain.at(-1)!.data.card!].def].name;
        s = act(s, play).state;
      } else s = act(s, s.pending ? { type: 'choose', index: 0 } : { type: 'pass' }).state;
    }
    expect(names(s, 0, 'discard')).toContain('Striker');
    expect(names(s, 1, 'discard')).toContain('Pusher');
    expect(offered).toBe('Striker');
    expect(s.players[1].res.victory).toBe(3);
  });

  it('SLCG-CT-07 an event caused in such a window gets its window before the events still waiting', () => {
    // 当己方角色受到伤害时 对对方一个角色造成1点伤害 / 当对方角色受到伤害时 推动进度+1.
    const zap = burst('Zap', { event: 'damaged', side: 'self', subject: { kind: 'character' } }, [
      { op: 'damage', target: oneOpp, amount: 1 },
    ]);
    const jeer = burst('Jeer', { event: 'damaged', side: 'opponent', subject: { kind: 'character' } }, [
      { op: 'push', side: 'self', amount: 1 },
    ]);
    let s = playHurt(
      board({
        cards: [...cards, zap, jeer],
        p0: { main: ['Striker'], hand: ['Hurt'], deck: ['Insight', 'Insight'] },
        p1: { main: ['Guardian'], hand: ['Zap', 'Jeer', 'Spite', 'Insight'], deck: ['Insight'] },
      }),
    ).state;
    const seen: string[] = [];
    const ids = new Set<number>();
    for (let i = 0; i < 40 && (s.window || s.pending); i++) {
      const top = s.chain.at(-1);
      if (top?.kind === 'event' && !ids.has(top.id)) {
        ids.add(top.id);
        seen.push(`${topEvent(s)}:${s.defs[s.cards[top.data.card!].def].name}`);
      }
      const play = s.pending ? undefined : legalActions(s).find((a) => a.type === 'play');
      s = act(s, play ?? (s.pending ? { type: 'choose', index: 0 } : { type: 'pass' })).state;
    }
    // p1 answers each: Zap the damage to Guardian, Jeer the damage Zap did, Spite the draw.
    expect(seen).toEqual(['damaged:Guardian', 'damaged:Striker', 'drew:Insight']);
    expect(s.players[1].res.victory).toBe(3);
  });

  it('SLCG-CT-07 / SLCG-ZN-08 with two events, the other player sees the same whether the hand or the deck holds the 突发 card', () => {
    /** Plays Hurt, everyone passes: the events and p0's view whenever p0 acts, and how often p1 was asked. */
    const observe = (s: S): { seen: { events: string; p0Views: string[]; end: string }; p1Asked: number } => {
      const r = act(s, { type: 'play', card: inst(s, 0, 'hand', 'Hurt') });
      s = r.state;
      const p0Views: string[] = [];
      let p1Asked = 0;
      for (let i = 0; i < 30 && (s.window || s.pending); i++) {
        const who = s.pending ? s.pending.player : s.window!.priority;
        if (who === 0) p0Views.push(JSON.stringify(viewFor(s, 0).state));
        else p1Asked++;
        const r2 = applyAction(s, s.pending ? { type: 'choose', index: 0 } : { type: 'pass' });
        if (!r2.ok) throw new Error(r2.error.message);
        r.events.push(...r2.events);
        s = r2.state;
      }
      return { seen: { events: JSON.stringify(r.events), p0Views, end: JSON.stringify(viewFor(s, 0).state) }, p1Asked };
    };
    const held = hurtBoard(['Patch', 'Insight']);
    // The same game with Patch swapped with the deck's Insight: p0 sees the same (both hidden from p0).
    const notHeld = cloneState(held);
    const a = inst(held, 1, 'hand', 'Patch');
    const b = inst(held, 1, 'deck', 'Insight');
    mutCard(notHeld, a).def = held.cards[b].def;
    mutCard(notHeld, b).def = held.cards[a].def;
    expect(JSON.stringify(viewFor(notHeld, 0).state)).toBe(JSON.stringify(viewFor(held, 0).state));
    const h = observe(held);
    const n = observe(notHeld);
    expect(h.p1Asked).toBeGreaterThan(n.p1Asked);
    expect(ofType(JSON.parse(h.seen.events), 'chainPush').filter((e) => e.info === 'event')).toHaveLength(2);
    expect(n.seen).toEqual(h.seen);
  });

  it('SLCG-CT-07 random games with 突发 cards on destruction, damage and draws finish, the same seed the same way', () => {
    const cardsPool = [...pool, ...cards];
    const deck = [...mixedDeck().slice(0, 30), ...cards.flatMap((c) => [c.id, c.id])];
    const shared = slcgPool(cardsPool);
    const run = (seed: number): string => {
      const s = newSlcgGame({ cards: cardsPool, decks: [deck, deck], seed }, shared);
      const r = playGame(s, [randomAgent(seed), randomAgent(seed * 31 + 7)], {
        maxSteps: 6000,
        onStep: (st) => {
          const e = checkZoneInvariant(st);
          if (e) throw new Error(`seed ${seed}: ${e}`);
        },
      });
      expect(r.finished, `seed ${seed}`).toBe(true);
      return JSON.stringify({ events: r.events, decisions: r.decisions });
    };
    let windows = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const log = run(seed);
      windows += log.split('"info":"event"').length - 1;
      if (seed <= 10) expect(run(seed)).toBe(log);
    }
    expect(windows).toBeGreaterThan(60);
  });
});
