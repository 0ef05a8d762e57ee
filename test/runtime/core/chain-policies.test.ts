// Chain ordering and answer policies: 卡灵时代 six classes and 四个一 on synthetic triggers, 光暗 普通/响应/反制 through
// the 光暗 ruleset on real games (more in test/runtime/guangan/chain.test.ts).

import { describe, expect, it } from 'vitest';
import {
  canUseLimits, guanganAnswerMatrix, newLink, orderBySixClasses, pushLink, recordLimits, TRIGGER_CLASS, type GameState, type PendingTrigger, type TriggerClass,
} from '../../../runtime/index.js';
import { closeChain } from '../../../runtime/core/chain.js';
import { board, inst } from '../helpers.js';
import { board as gaBoard, use as gaUse } from '../guangan/helpers.js';

const trig = (controller: number, cls: TriggerClass, pub: boolean, source: number): PendingTrigger =>
  ({ controller, source, ability: 0, subject: -1, cls, optional: cls !== TRIGGER_CLASS.mandatory, public: pub });

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

describe('chain answer policies (光暗) through the ruleset contract, on real 光暗 games', () => {
  const ALL = ['林燃', '苍岚', '霜月', '夜昙', '白曜'];
  const side = (more: object = {}) => ({ characters: ALL, deck: ['雪落'], lightDark: 6, gained: 6, stamina: 6, ...more });

  it('GA-CH-02/03 the 光暗 ruleset answers with guanganAnswerMatrix: 普通 starts only, 响应 never on 反制, 反制 on anything', () => {
    let s = gaBoard({ A: side({ hand: ['炎爆'], cardZone: [{ card: '冰镜', set: true }] }), B: side({ cardZone: [{ card: '冰镜', set: true }] }) });
    const pol = s.pool.rules.chainPolicy;
    expect(pol.canAnswer(s, undefined, 'normal')).toBe(true);
    s = gaUse(s, '炎爆').state;
    const normal = s.chain[0];
    expect(normal.kind).toBe('normal');
    expect(pol.canAnswer(s, normal, 'normal')).toBe(false);
    expect(pol.canAnswer(s, normal, 'response')).toBe(true);
    expect(pol.canAnswer(s, normal, 'counter')).toBe(true);
    s = gaUse(s, '冰镜').state;
    const counter = s.chain[1];
    expect(counter.kind).toBe('counter');
    expect(pol.canAnswer(s, counter, 'response')).toBe(false); // GA-CH-03
    expect(pol.canAnswer(s, counter, 'counter')).toBe(true);
    expect(pol.firstPriority!(s, counter)).toBe(0); // the other player answers first
    for (const [kind, answers] of Object.entries(guanganAnswerMatrix)) {
      for (const top of ['normal', 'response', 'counter', 'sortie', 'event', 'ability']) {
        expect(pol.canAnswer(s, { ...counter, kind: top }, kind), `${kind} on ${top}`).toBe(answers.includes(top));
      }
    }
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

});
