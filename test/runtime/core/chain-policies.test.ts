// Chain ordering and answer policies on synthetic triggers: 卡灵时代 six classes and 四个一, 光暗 普通/响应/反制.

import { describe, expect, it } from 'vitest';
import {
  answerMatrixPolicy, canUseLimits, guanganAnswerMatrix, newLink, orderBySixClasses, pushLink, recordLimits, TRIGGER_CLASS,
  type ChainLink, type GameState, type PendingTrigger, type TriggerClass,
} from '../../../runtime/index.js';
import { closeChain } from '../../../runtime/core/chain.js';
import { board, inst } from '../helpers.js';

const trig = (controller: number, cls: TriggerClass, pub: boolean, source: number): PendingTrigger =>
  ({ controller, source, ability: 0, subject: -1, cls, optional: cls !== TRIGGER_CLASS.mandatory, public: pub, link: -1 });

/** Puts triggers on a chain in policy order and returns the sources in resolution (LIFO) order. */
function resolveOrder(s: GameState, ordered: PendingTrigger[]): number[] {
  for (const t of ordered) pushLink(s, newLink(s, 'trigger', t.controller, t.source, t.ability, {}), []);
  const out: number[] = [];
  while (s.chain.length) out.push(s.chain.pop()!.source);
  return out;
}

describe('chain ordering policies (卡灵时代)', () => {
  it('KL-CH-02 six classes: turn mandatory > non-turn mandatory > turn optional > non-turn optional > turn free > non-turn free', () => {
    const s = board();
    s.active = 1;
    const ts = [
      trig(0, TRIGGER_CLASS.freeTiming, true, 106),
      trig(1, TRIGGER_CLASS.optional, true, 103),
      trig(0, TRIGGER_CLASS.mandatory, true, 102),
      trig(1, TRIGGER_CLASS.freeTiming, true, 105),
      trig(0, TRIGGER_CLASS.optional, true, 104),
      trig(1, TRIGGER_CLASS.mandatory, true, 101),
    ];
    const ordered = orderBySixClasses(s, ts);
    expect(ordered.map((t) => t.source)).toEqual([101, 102, 103, 104, 105, 106]);
    // ">" means an earlier link, so the last class resolves first.
    expect(resolveOrder(s, ordered)).toEqual([106, 105, 104, 103, 102, 101]);
  });

  it('KL-CH-03 public > non-public inside a class (mandatory public > optional public > optional non-public)', () => {
    const s = board();
    const ordered = orderBySixClasses(s, [
      trig(0, TRIGGER_CLASS.optional, false, 3),
      trig(0, TRIGGER_CLASS.optional, true, 2),
      trig(0, TRIGGER_CLASS.mandatory, true, 1),
    ]);
    expect(ordered.map((t) => t.source)).toEqual([1, 2, 3]);
  });

  it('KL-CH-04 四个一: the same effect of the same card only once per chain; a new chain allows it again', () => {
    const s = board({ p0: { main: ['Medic'] } });
    const m = inst(s, 0, 'main', 'Medic');
    const lim = [{ scope: 'chain' as const, count: 1 }];
    expect(canUseLimits(s, lim, m, 1, 0)).toBe(true);
    recordLimits(s, lim, m, 1, 0);
    expect(canUseLimits(s, lim, m, 1, 0)).toBe(false);
    expect(canUseLimits(s, lim, m, 0, 0)).toBe(true); // another effect of the same card
    closeChain(s);
    expect(canUseLimits(s, lim, m, 1, 0)).toBe(true);
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

describe('chain policies on synthetic abilities through the core trigger pipeline', () => {
  it('KL-CH-02/03 triggers collected from a shared event are ordered by class, then resolve last-in first-out', async () => {
    const { collectTriggers } = await import('../../../runtime/index.js');
    const { card, ab, character } = await import('../fixtures/slcg-cards.js');
    const mk = (name: string, optional: boolean) =>
      character(name, 0, 1, 'none', { abilities: [ab(0, { kind: 'triggered', optional, timing: { event: 'pushed', side: 'both' }, effects: [] })] });
    const defs = [mk('MandA', false), mk('OptA', true), mk('MandB', false), mk('OptB', true)];
    void card;
    const s = board({ cards: defs, p0: { main: ['OptA', 'MandA'] }, p1: { main: ['OptB', 'MandB'] } });
    s.active = 1;
    collectTriggers(s, { type: 'pushed', player: 0, amount: 1 });
    const ordered = orderBySixClasses(s, s.triggers);
    const nameOf = (id: number): string => s.defs[s.cards[id].def].name;
    expect(ordered.map((t) => nameOf(t.source))).toEqual(['MandB', 'MandA', 'OptB', 'OptA']);
    expect(resolveOrder(s, ordered).map(nameOf)).toEqual(['OptA', 'OptB', 'MandA', 'MandB']);
  });

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
