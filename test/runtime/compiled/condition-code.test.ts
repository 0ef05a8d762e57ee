// The generated condition code (compiler/emit/bodies.ts conditionLines) against the reference, evalCondition
// (core/conditions.ts), on real SLCG game states: every comparison form — a value, a count, two counts, the source
// card's own state; each comparison, each player it reads — alone, negated, and in and/or pairs, for both players.
// (Checking every unit the emitter can write found `!a >= b` for a negated single comparison; this holds the
// meaning, not just the types.)
import { transformSync } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { conditionLines } from '../../../compiler/emit/bodies.js';
import { evalCondition } from '../../../runtime/core/conditions.js';
import { cloneState, type GameState } from '../../../runtime/core/state.js';
import type { CompiledCondition } from '../../../runtime/effects/api.js';
import { conditionLeaves } from '../../../runtime/effects/signature.js';
import { newSlcgGame, playGame, randomAgent, slcgPool, type Condition } from '../../../runtime/index.js';
import { mixedDeck, pool } from '../fixtures/slcg-cards.js';

/** The generated function, as JavaScript (types stripped by esbuild), loaded as a function. */
function compile(cond: Condition): CompiledCondition {
  const ts = conditionLines('w', [], cond)
    .map((l) => l.text)
    .join('\n');
  const js = transformSync(ts, { loader: 'ts', format: 'cjs' }).code;
  const m = { exports: {} as { w?: CompiledCondition } };
  new Function('module', 'exports', js)(m, m.exports);
  return m.exports.w!;
}

const CMPS = ['>=', '<=', '>', '<', '=', '!='] as const;

function conditions(): Condition[] {
  const leaves: Condition[] = [];
  for (const cmp of CMPS)
    for (const side of ['self', 'opponent', 'both'] as const)
      for (const value of [0, 1, 3])
        leaves.push(
          { subject: 'handSize', side, cmp, value },
          { subject: 'energy', side, cmp, value },
          { subject: 'count', side, cmp, value, of: { kind: 'character', zone: 'field' } },
          // 若对方场上的角色多于己方: two counts compared (plus the value).
          {
            subject: 'count',
            side,
            cmp,
            value,
            of: { kind: 'character', side: 'opponent' },
            than: { kind: 'character', side: 'self' },
          },
          // 若此角色未被横置 / 已横置 (SLCG-TX-09): the source card in that state.
          { subject: 'count', side, cmp, value, of: { ref: 'self', filters: [{ kind: 'upright' }] } },
          { subject: 'count', side, cmp, value, of: { ref: 'self', filters: [{ kind: 'tapped' }] } },
          // 若此角色常值≥2 (SLCG-CT-08): the source card with that value.
          {
            subject: 'count',
            side,
            cmp,
            value,
            of: { ref: 'self', filters: [{ kind: 'stat', stat: 'value', cmp: '>=', value: 2 }] },
          },
        );
  const out: Condition[] = [...leaves, ...leaves.map((l) => ({ not: l }))];
  for (let i = 0; i < leaves.length; i += 7) {
    const a = leaves[i];
    const b = leaves[(i * 5 + 3) % leaves.length];
    out.push({ and: [a, b] }, { or: [a, b] }, { not: { and: [a, { not: b }] } }, { and: [] }, { or: [] });
  }
  return out;
}

/** Game states along a random game: hands, energy and fields of every size the game reaches. */
function states(): GameState[] {
  const deck = mixedDeck();
  const out: GameState[] = [];
  for (const seed of [3, 11]) {
    const start = newSlcgGame({ cards: pool, decks: [deck, deck], seed }, slcgPool(pool));
    playGame(start, [randomAgent(seed), randomAgent(seed + 1)], {
      maxSteps: 240,
      onStep: (s) => {
        if (out.length < 40) out.push(cloneState(s));
      },
    });
  }
  return out;
}

describe('compiled conditions', () => {
  it('SLCG-CT-08: the generated code of every comparison form, negated and combined, judges as evalCondition does', () => {
    const ss = states();
    expect(ss.length).toBeGreaterThan(10);
    let held = 0;
    let judged = 0;
    for (const cond of conditions()) {
      const fn = compile(cond);
      const leaves = conditionLeaves(cond);
      for (const s of ss) {
        const hooks = s.pool.rules.hooks;
        const withCode = {
          ...s,
          pool: {
            ...s.pool,
            compiled: {
              conditions: new Map([[cond, { fn, leaves }]]),
              triggers: new Map(),
              targets: new Map(),
              costs: new Map(),
            },
          },
        } as unknown as GameState;
        for (const p of [0, 1]) {
          // No source card, and a card of p's field (自身: tapped or upright as the game left it).
          const main = s.players[p].zones[s.zoneNames.indexOf('main')];
          for (const source of [-1, ...main.slice(0, 1)]) {
            const want = evalCondition(s, hooks, cond, p, source);
            const got = evalCondition(withCode, hooks, cond, p, source);
            expect(got, JSON.stringify({ cond, p, source, turn: s.turn })).toBe(want);
            judged++;
            if (want) held++;
          }
        }
      }
    }
    // Both answers occur, so the comparison is not between two constants.
    expect(held).toBeGreaterThan(judged / 10);
    expect(judged - held).toBeGreaterThan(judged / 10);
  });
});
