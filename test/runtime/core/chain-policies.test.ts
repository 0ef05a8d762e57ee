// Chain ordering and answer policies: 卡灵时代 six classes on triggers a real board wakes (KL-CH-04 and the rest
// of the chain are played in test/runtime/kaling/), 光暗 普通/响应/反制 on synthetic links.

import { describe, expect, it } from 'vitest';
import {
  answerMatrixPolicy, collectTriggers, guanganAnswerMatrix, newLink, orderBySixClasses, pushLink, sixClassRank, TRIGGER_CLASS,
  type ChainLink, type KalingState, type PendingTrigger,
} from '../../../runtime/index.js';
import { board } from '../helpers.js';
import { kboard } from '../kaling/helpers.js';

describe('chain ordering policies (卡灵时代, on triggers collected from a real board)', () => {
  /** A board where one event wakes induced effects of both players, mandatory and optional, public and hidden. */
  const woken = (active: 'A' | 'B'): KalingState => {
    const s = kboard({
      active,
      A: { energy: 6, hand: ['重生'] },
      B: { energy: 6, hand: ['重生'] },
      board: '. . . . .\nB:幼狼 B:守护灵 . . .\n. . . . .\nA:幼狼 A:守护灵 . . .\n. . . . .',
    });
    // Both 守护灵 are cleared by one effect: every trigger wakes before any is used.
    for (const p of [0, 1]) {
      const id = s.players[p].zones[2].find((x) => s.defs[s.cards[x].def].name === '守护灵')!;
      collectTriggers(s, { type: 'destroyed', player: p, card: id, info: 'effect' });
    }
    return s;
  };
  const label = (s: KalingState, t: PendingTrigger): string => `${t.controller ? 'B' : 'A'}${s.defs[s.cards[t.source].def].name}`;

  it('KL-CH-02 six classes: turn player\'s mandatory > the other\'s mandatory > turn optional > the other\'s optional', () => {
    const s = woken('B');
    expect(s.triggers.map((t) => t.cls)).toContain(TRIGGER_CLASS.mandatory);
    const ordered = orderBySixClasses(s, s.triggers).map((t) => label(s, t));
    expect(ordered).toEqual(['B守护灵', 'A守护灵', 'B幼狼', 'B重生', 'A幼狼', 'A重生']);
    // The rank also places free-timing effects last, the turn player's first.
    const free = (controller: number): PendingTrigger => ({ ...s.triggers[0], controller, cls: TRIGGER_CLASS.freeTiming });
    expect(sixClassRank(s, free(1))).toBeLessThan(sixClassRank(s, free(0)));
    expect(sixClassRank(s, free(1))).toBeGreaterThan(Math.max(...s.triggers.map((t) => sixClassRank(s, t))));
  });

  it('KL-CH-03 public before non-public inside a class: a 卡灵 on the field before a tactic from hand', () => {
    const s = woken('A');
    const optional = s.triggers.filter((t) => t.controller === 0 && t.cls === TRIGGER_CLASS.optional);
    expect(optional.map((t) => [label(s, t), t.public])).toEqual(expect.arrayContaining([['A幼狼', true], ['A重生', false]]));
    expect(orderBySixClasses(s, optional).map((t) => label(s, t))).toEqual(['A幼狼', 'A重生']);
  });

});

describe('chain answer policies (光暗)', () => {
  const pol = answerMatrixPolicy(guanganAnswerMatrix);
  const link = (kind: string): ChainLink => ({ id: 1, kind, controller: 0, source: -1, ability: -1, targets: [], negated: false, next: 0, subject: -1, answers: -1, optAsked: 0, optYes: 0, picks: null, data: {} });

  it('GA-CH-02 普通 → 响应 → 响应/反制 → 反制, resolved in reverse order', () => {
    const s = board();
    expect(pol.canAnswer(s, undefined, 'normal')).toBe(true);
    expect(pol.canAnswer(s, link('normal'), 'normal')).toBe(false);
    expect(pol.canAnswer(s, link('normal'), 'response')).toBe(true);
    expect(pol.canAnswer(s, link('response'), 'response')).toBe(true);
    expect(pol.canAnswer(s, link('response'), 'counter')).toBe(true);
    expect(pol.canAnswer(s, link('counter'), 'counter')).toBe(true);
    const kinds = ['normal', 'response', 'counter', 'counter'];
    kinds.forEach((k, i) => {
      expect(pol.canAnswer(s, s.chain[s.chain.length - 1], k)).toBe(true);
      pushLink(s, newLink(s, k, i % 2, 200 + i, -1, {}), []);
    });
    const order: number[] = [];
    while (s.chain.length) order.push(s.chain.pop()!.source);
    expect(order).toEqual([203, 202, 201, 200]);
  });

  it('GA-CH-03 响应卡不能响应反制卡: a response cannot answer a counter', () => {
    const s = board();
    expect(pol.canAnswer(s, link('counter'), 'response')).toBe(false);
    expect(pol.canAnswer(s, link('counter'), 'counter')).toBe(true);
  });
});

describe('chain policies through the core chain (光暗)', () => {
  it('GA-CH-02/03 a chain built card by card: 响应 may not be added on top of 反制, 反制 may', () => {
    const s = board();
    const pol = answerMatrixPolicy(guanganAnswerMatrix);
    const tryAdd = (kind: string): boolean => {
      if (!pol.canAnswer(s, s.chain[s.chain.length - 1], kind)) return false;
      pushLink(s, newLink(s, kind, s.chain.length % 2, -1, -1, {}), []);
      return true;
    };
    expect(tryAdd('normal')).toBe(true);
    expect(tryAdd('normal')).toBe(false);
    expect(tryAdd('response')).toBe(true);
    expect(tryAdd('counter')).toBe(true);
    expect(tryAdd('response')).toBe(false);
    expect(tryAdd('counter')).toBe(true);
    expect(s.chain.map((l) => l.kind)).toEqual(['normal', 'response', 'counter', 'counter']);
  });
});
