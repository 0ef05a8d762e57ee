// The legal actions of 卡灵时代 and its checks agree: over states of seeded games, every enumerated action passes
// checkAction, and every candidate action checkAction accepts is enumerated (legal.ts goes through checks.ts, but
// computes shared facts once for speed; this keeps the two from drifting apart).
import { describe, expect, it } from 'vitest';
import {
  checkAction,
  kalingPool,
  KALING_ZONE as Z,
  legalActions,
  newKalingGame,
  playGame,
  randomAgent,
  type Action,
  type KalingState,
} from '../../../runtime/index.js';
import { kalingSet } from './helpers.js';

/** Every action of the actor that could be meant now: all cards × all areas × all abilities, and the plain ones. */
function candidates(s: KalingState): Action[] {
  const out: Action[] = [{ type: 'endTurn' }, { type: 'skillDraw' }, { type: 'pass' }];
  for (let id = 0; id < s.cards.length; id++) {
    const c = s.cards[id];
    if (c.zone !== Z.hand && c.zone !== Z.battlefield) continue;
    out.push({ type: 'set', card: id }, { type: 'place', card: id }, { type: 'summon', card: id, material: -1 });
    for (const m of s.players[c.controller].zones[Z.battlefield]) out.push({ type: 'summon', card: id, material: m });
    s.defs[c.def].abilities.forEach((_, ability) => out.push({ type: 'activate', card: id, ability }));
    for (let cell = -1; cell < 25; cell++) {
      out.push({ type: 'attack', attacker: id, cell });
      if (cell >= 0) out.push({ type: 'move', card: id, cell }, { type: 'skillMove', card: id, cell });
    }
  }
  return out;
}

const key = (a: Action): string => JSON.stringify(a, Object.keys(a).sort());

describe('卡灵时代 legal actions and checks agree', () => {
  it('on states of 40 seeded games: enumerated ⇔ accepted by checkAction', () => {
    const set = kalingSet();
    const pool = kalingPool(set.cards);
    const lists = Object.values(set.manifest!.decks).map((deck) =>
      Object.entries(deck).flatMap(([n, k]) => Array<string>(k).fill(n)),
    );
    let checked = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const s0 = newKalingGame({ cards: set.cards, decks: [lists[seed % 2], lists[(seed + 1) % 2]], seed }, pool);
      playGame(s0, [randomAgent(seed), randomAgent(seed + 3)], {
        maxSteps: 3000,
        recordEvents: false,
        onStep: (st, _a, _e) => {
          const s = st as KalingState;
          if (s.winner !== null || s.pending || checked++ % 3) return;
          const legal = new Set(legalActions(s).map(key));
          for (const a of legalActions(s))
            expect(checkAction(s, a), `${JSON.stringify(a)} enumerated but refused`).toBeNull();
          for (const a of candidates(s))
            if (!checkAction(s, a))
              expect(legal.has(key(a)), `${JSON.stringify(a)} accepted but not enumerated`).toBe(true);
        },
      });
    }
    expect(checked).toBeGreaterThan(1000);
  }, 120_000);
});
