// Chain ordering and answer policies: 卡灵时代 six classes on triggers a real board wakes (the rest of the chain is
// played in test/runtime/kaling/) and 四个一 on the core limit table, 光暗 普通/响应/反制 through the 光暗 ruleset on
// real games (more in test/runtime/guangan/chain.test.ts), and class order through the core trigger pipeline.

import { describe, expect, it } from 'vitest';
import {
  canUseLimits,
  collectTriggers,
  guanganAnswerMatrix,
  newLink,
  orderBySixClasses,
  pushLink,
  recordLimits,
  sixClassRank,
  TRIGGER_CLASS,
  type GameState,
  type KalingState,
  type PendingTrigger,
} from '../../../runtime/index.js';
import { closeChain } from '../../../runtime/core/chain.js';
import { board, inst } from '../helpers.js';
import { board as gaBoard, use as gaUse } from '../guangan/helpers.js';
import { kboard } from '../kaling/helpers.js';

/** Puts triggers on a chain in policy order and returns the sources in resolution (LIFO) order. */
function resolveOrder(s: GameState, ordered: PendingTrigger[]): number[] {
  for (const t of ordered) pushLink(s, newLink(s, 'trigger', t.controller, t.source, t.ability, {}), []);
  const out: number[] = [];
  while (s.chain.length) out.push(s.chain.pop()!.source);
  return out;
}

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
  const label = (s: KalingState, t: PendingTrigger): string =>
    `${t.controller ? 'B' : 'A'}${s.defs[s.cards[t.source].def].name}`;

  it("KL-CH-02 six classes: turn player's mandatory > the other's mandatory > turn optional > the other's optional", () => {
    const s = woken('B');
    expect(s.triggers.map((t) => t.cls)).toContain(TRIGGER_CLASS.mandatory);
    const ordered = orderBySixClasses(s, s.triggers).map((t) => label(s, t));
    expect(ordered).toEqual(['B守护灵', 'A守护灵', 'B幼狼', 'B重生', 'A幼狼', 'A重生']);
    // The rank also places free-timing effects last, the turn player's first.
    const free = (controller: number): PendingTrigger => ({
      ...s.triggers[0],
      controller,
      cls: TRIGGER_CLASS.freeTiming,
    });
    expect(sixClassRank(s, free(1))).toBeLessThan(sixClassRank(s, free(0)));
    expect(sixClassRank(s, free(1))).toBeGreaterThan(Math.max(...s.triggers.map((t) => sixClassRank(s, t))));
  });

  it('KL-CH-03 public before non-public inside a class: a 卡灵 on the field before a tactic from hand', () => {
    const s = woken('A');
    const optional = s.triggers.filter((t) => t.controller === 0 && t.cls === TRIGGER_CLASS.optional);
    expect(optional.map((t) => [label(s, t), t.public])).toEqual(
      expect.arrayContaining([
        ['A幼狼', true],
        ['A重生', false],
      ]),
    );
    expect(orderBySixClasses(s, optional).map((t) => label(s, t))).toEqual(['A幼狼', 'A重生']);
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
  const side = (more: object = {}) => ({
    characters: ALL,
    deck: ['雪落'],
    lightDark: 6,
    gained: 6,
    stamina: 6,
    ...more,
  });

  it('GA-CH-02/03 the 光暗 ruleset answers with guanganAnswerMatrix: 普通 starts only, 响应 never on 反制, 反制 on anything', () => {
    let s = gaBoard({
      A: side({ hand: ['炎爆'], cardZone: [{ card: '冰镜', set: true }] }),
      B: side({ cardZone: [{ card: '冰镜', set: true }] }),
    });
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
    const { card, ab, character } = await import('../fixtures/slcg-cards.js');
    const mk = (name: string, optional: boolean) =>
      character(name, 0, 1, 'none', {
        abilities: [ab(0, { kind: 'triggered', optional, timing: { event: 'pushed', side: 'both' }, effects: [] })],
      });
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
