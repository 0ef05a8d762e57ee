// The shared ops that 失去N点能量, 失去【特性】 and 弃N张手牌 compile to (runtime/effects/core-ops.ts)
// run in SLCG like in every ruleset.
import { describe, expect, it } from 'vitest';
import { keywordGranted, legalActions, mutCard } from '../../../runtime/index.js';
import { lostKeywordKey } from '../../../runtime/effects/core-ops.js';
import { character, event, kw, standing } from '../fixtures/slcg-cards.js';
import { act, board, inst, names, rejects } from '../helpers.js';

const drain = event('Drain', 0, [{ op: 'loseResource', resource: 'energy', amount: 2, side: 'opponent' }]);
const strip = event('Strip', 0, [{ op: 'discard', target: { count: 'all', side: 'opponent', zone: 'hand' } }]);
const grant = event('Grant', 0, [
  {
    op: 'grantKeyword',
    target: { count: 'all', side: 'opponent', kind: 'character' },
    keyword: 'guard',
    duration: 'endOfTurn',
  },
]);
const unguard = event('Unguard', 0, [
  {
    op: 'loseKeyword',
    target: { count: 'all', side: 'opponent', kind: 'character' },
    keyword: 'guard',
    duration: 'endOfTurn',
  },
]);
const drainCard = event('DrainCard', 0, [
  { op: 'loseResource', resource: 'energy', amount: 1, target: { count: 1, side: 'opponent', kind: 'character' } },
]);
const cards = [drainCard, drain, strip, grant, unguard, character('Plain', 1, 2, 'attack', { keywords: kw() })];

describe('shared lose and discard ops', () => {
  it('SLCG-RES-01 失去N点能量 takes energy and never goes below 0', () => {
    const s = board({ cards, p0: { hand: ['Drain', 'Drain'] }, p1: { energy: 3 } });
    const once = act(s, { type: 'play', card: inst(s, 0, 'hand', 'Drain') }).state;
    expect(once.players[1].res.energy).toBe(1);
    const twice = act(once, { type: 'play', card: inst(once, 0, 'hand', 'Drain') }).state;
    expect(twice.players[1].res.energy).toBe(0);
  });

  it("SLCG-RES-01 a card's counter (loseResource with a target) is not taken from its player by the shared op", () => {
    const s = board({ cards, p0: { hand: ['DrainCard'] }, p1: { energy: 3, main: ['Plain'] } });
    expect(() => act(s, { type: 'play', card: inst(s, 0, 'hand', 'DrainCard') })).toThrow(/needs the ruleset's own op/);
  });

  it("SLCG-ZN-05 弃 puts hand cards into their owner's 废牌区", () => {
    const s = board({ cards, p0: { hand: ['Strip'] }, p1: { hand: ['Plain', 'Plain'] } });
    const r = act(s, { type: 'play', card: inst(s, 0, 'hand', 'Strip') }).state;
    expect(names(r, 1, 'hand')).toEqual([]);
    expect(names(r, 1, 'discard')).toEqual(['Plain', 'Plain']);
  });

  it('SLCG-KW-01 失去【守护】 ends a granted 守护 and marks it lost for the duration', () => {
    const s = board({ cards, p0: { hand: ['Grant', 'Unguard'] }, p1: { main: ['Plain'] } });
    const granted = act(s, { type: 'play', card: inst(s, 0, 'hand', 'Grant') }).state;
    const target = inst(granted, 1, 'main', 'Plain');
    expect(keywordGranted(granted, target, 'guard')).toBe(true);
    const lost = act(granted, { type: 'play', card: inst(granted, 0, 'hand', 'Unguard') }).state;
    expect(keywordGranted(lost, target, 'guard')).toBe(false);
    expect(keywordGranted(lost, target, lostKeywordKey('guard'))).toBe(true);
  });
});

describe('SLCG runs the new shared constructs', () => {
  const unguardAll = event('Unguard2', 0, [
    {
      op: 'loseKeyword',
      target: { count: 'all', side: 'opponent', kind: 'character' },
      keyword: 'guard',
      duration: 'endOfTurn',
    },
  ]);
  const wound = event('Wound', 0, [{ op: 'trauma', side: 'opponent', amount: 2 }]);
  const ifGuardian = event('IfGuardian', 0, [{ op: 'draw', count: 1 }], {
    prerequisite: {
      subject: 'count',
      cmp: '>=',
      value: 1,
      of: { side: 'self', kind: 'character', filters: [{ kind: 'name', value: 'Guardian' }] },
    },
  });
  const more = [unguardAll, wound, ifGuardian];

  it('SLCG-KW-01 失去【守护】 also takes a printed 守护 for its duration: the guard is no longer offered', () => {
    const attack = (lose: boolean) => {
      let s = board({
        cards: more,
        p0: { hand: ['Unguard2'], main: ['Striker'] },
        p1: { main: ['Guardian', 'Pusher'] },
      });
      mutCard(s, inst(s, 1, 'main', 'Pusher')).tapped = true;
      if (lose) s = act(s, { type: 'play', card: inst(s, 0, 'hand', 'Unguard2') }).state;
      return act(s, { type: 'attack', attacker: inst(s, 0, 'main', 'Striker'), target: inst(s, 1, 'main', 'Pusher') })
        .state;
    };
    // With its printed 守护 the Guardian may take the attack: the defender holds priority with a guard to offer.
    const guarded = attack(false);
    expect(legalActions(guarded).some((a) => a.type === 'guard')).toBe(true);
    // After 失去【守护】 it has nothing to answer with: the window passed and the attack resolved.
    const lost = attack(true);
    expect(lost.chain).toEqual([]);
    expect(lost.players[1].zones[2].map((id) => lost.defs[lost.cards[id].def].name)).not.toContain('Pusher');
  });

  it('SLCG-KW-01 a standing 失去【守护】 (对方角色失去【守护】 on a scene) takes 守护 while its scene stands, and only then', () => {
    const banner = standing('Banner', [
      {
        op: 'loseKeyword',
        target: { side: 'opponent', kind: 'character' },
        keyword: 'guard',
        duration: 'whileSource',
      },
    ]);
    const attack = (standing: boolean) => {
      const s = board({
        cards: [...more, banner],
        p0: { main: standing ? ['Striker', 'Banner'] : ['Striker'] },
        p1: { main: ['Guardian', 'Pusher'] },
      });
      mutCard(s, inst(s, 1, 'main', 'Pusher')).tapped = true;
      return act(s, { type: 'attack', attacker: inst(s, 0, 'main', 'Striker'), target: inst(s, 1, 'main', 'Pusher') })
        .state;
    };
    expect(legalActions(attack(false)).some((a) => a.type === 'guard')).toBe(true);
    const lost = attack(true);
    expect(lost.chain).toEqual([]);
    expect(names(lost, 1, 'main')).not.toContain('Pusher');
  });

  it('SLCG-TRM-01 令对方受到2点创伤 gives two 创伤, one at a time', () => {
    const s = board({ cards: more, p0: { hand: ['Wound'] }, p1: { trauma: 1 } });
    const r = act(s, { type: 'play', card: inst(s, 0, 'hand', 'Wound') });
    expect(r.state.players[1].res.trauma).toBe(3);
    expect(r.events.filter((e) => e.type === 'trauma').map((e) => e.amount)).toEqual([2, 3]);
  });

  it('SLCG-CT-08 an existence condition (若己方场上有「X」) counts the cards the target names', () => {
    const without = board({ cards: more, p0: { hand: ['IfGuardian'], main: ['Striker'] } });
    rejects(without, { type: 'play', card: inst(without, 0, 'hand', 'IfGuardian') }, 'play/prerequisite');
    const withIt = board({ cards: more, p0: { hand: ['IfGuardian'], main: ['Guardian'], deck: ['Pusher'] } });
    const r = act(withIt, { type: 'play', card: inst(withIt, 0, 'hand', 'IfGuardian') });
    expect(names(r.state, 0, 'hand')).toEqual(['Pusher']);
  });
});

describe('conditions of one clause', () => {
  it('SLCG-TX-07 抽1张卡；若对方创伤≥3，推动进度+2: the 若 gates its own clause, judged as the ability resolves', () => {
    const watcher = event('Watcher', 0, [
      { op: 'draw', count: 1 },
      { op: 'push', side: 'self', amount: 2, condition: { subject: 'trauma', side: 'opponent', cmp: '>=', value: 3 } },
    ]);
    const play = (trauma: number) => {
      const s = board({ cards: [watcher], p0: { hand: ['Watcher'], deck: ['Pusher'] }, p1: { trauma } });
      return act(s, { type: 'play', card: inst(s, 0, 'hand', 'Watcher') }).state;
    };
    const low = play(1),
      high = play(3);
    expect([names(low, 0, 'hand'), low.players[0].res.victory]).toEqual([['Pusher'], 0]);
    expect([names(high, 0, 'hand'), high.players[0].res.victory]).toEqual([['Pusher'], 2]);
  });
});
