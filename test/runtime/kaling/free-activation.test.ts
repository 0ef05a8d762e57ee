// A 【启动】 effect with no limit whose cost 永恒 lines bring to 0 (KL-RES-05) may be used again and again
// (docs/rules-decisions.md); the bots stop on their own (runtime/agents/repeat-guard.ts), so their games end.
import { describe, expect, it } from 'vitest';
import {
  greedyAgent,
  kalingPool,
  legalActions,
  newKalingGame,
  playGame,
  REPEAT_LIMIT,
  searchAgent,
  type Agent,
  type KalingState,
} from '../../../runtime/index.js';
import { act, at, kalingSet, kboard, withCards } from './helpers.js';

/** 节能师 makes 己方 启动 effects 1 cheaper; 永动狼's 启动 (耗能1, no limit) raises its AP until the turn ends. */
const FREE = withCards(`
卡牌 节能师
  类型：卡灵
  等级：1
  AP：1  DP：2
  【永恒】己方卡灵的启动效果耗能-1。

卡牌 永动狼
  类型：卡灵
  等级：1
  AP：2  DP：2
  【启动】耗能1：此卡AP+1直到回合结束。

卡牌 空转狼
  类型：卡灵
  等级：1
  AP：2  DP：2
  【启动】耗能1：此卡获得【坚守】直到回合结束。
`);

const board = (): KalingState =>
  kboard({
    set: FREE,
    A: { energy: 6 },
    board: '. . . . .\n. . . . .\n. . . . .\n. A:永动狼 . A:空转狼 .\n. . A:节能师 . .',
  });

const ap = (s: KalingState, id: number): number => s.pool.rules.hooks.stat(s, id, 'ap');

/** The two bundled decks, the 狼群 one with 3 节能师, 1 永动狼 and 1 空转狼 for its 2 幼狼 and 3 猎狼. */
function decks(withFree: boolean): [string[], string[]] {
  const d = kalingSet().manifest!.decks;
  const expand = (deck: Record<string, number>): string[] =>
    Object.entries(deck).flatMap(([n, k]) => Array<string>(k).fill(n));
  const wolves = expand(d['狼群']);
  if (!withFree) return [wolves, expand(d['铁卫'])];
  const free = wolves.filter((n) => n !== '幼狼' && n !== '猎狼');
  free.push('节能师', '节能师', '节能师', '永动狼', '空转狼');
  expect(free.length).toBe(wolves.length);
  return [free, expand(d['铁卫'])];
}

/** Plays game `seed` with `agents` and returns whether it ended, and the most uses of one 启动 in one turn. */
function play(withFree: boolean, seed: number, agents: Agent[], maxSteps = 3000): { finished: boolean; most: number } {
  const set = withFree ? FREE : kalingSet();
  const pool = kalingPool(set.cards);
  const s = newKalingGame({ cards: set.cards, decks: decks(withFree), seed, firstPlayer: (seed % 2) as 0 | 1 }, pool);
  const uses = new Map<string, number>();
  let most = 0;
  const r = playGame(s, agents, {
    maxSteps,
    recordEvents: false,
    onStep: (st, a) => {
      if (a.type !== 'activate') return;
      const k = `${st.turn}:${String(a.card)}:${String(a.ability)}`;
      const n = (uses.get(k) ?? 0) + 1;
      uses.set(k, n);
      most = Math.max(most, n);
    },
  });
  return { finished: r.finished, most };
}

describe('free 启动 effects without a limit (KL-RES-05, KL-EF-01)', () => {
  it('KL-RES-05 / KL-EF-01 a 启动 effect with no limit brought to 耗能0 is activated as often as its player likes', () => {
    let s = board();
    const wolf = at(s, 'b2');
    const before = ap(s, wolf);
    for (let i = 1; i <= REPEAT_LIMIT + 4; i++) {
      // Each use is a chain of its own (KL-EF-01), so KL-CH-04 never stops the next; no energy is paid.
      expect(legalActions(s)).toContainEqual({ type: 'activate', card: wolf, ability: 0 });
      s = act(s, { type: 'activate', card: wolf, ability: 0 }).state;
      while (s.window) s = act(s, { type: 'pass' }).state;
      expect(s.players[0].res.energy).toBe(6);
      expect(ap(s, wolf)).toBe(before + i);
    }
  });

  const bots: [string, () => Agent][] = [
    ['greedy', () => greedyAgent(7)],
    ['search', () => searchAgent(7, { playouts: 40 })],
  ];
  for (const [name, bot] of bots) {
    it(`KL-RES-05 a ${name} bot takes one free activation at most ${REPEAT_LIMIT} times a turn, then ends its turn`, () => {
      const s = board();
      const turn = s.turn;
      const uses = new Map<number, number>();
      const r = playGame(s, [bot(), greedyAgent(8)], {
        maxSteps: 200,
        onStep: (st, a) => {
          if (st.turn === turn && a.type === 'activate')
            uses.set(a.card as number, (uses.get(a.card as number) ?? 0) + 1);
        },
      });
      // Without the bound the bot used 永动狼 (AP+1 each time) until the steps ran out.
      expect(r.state.turn > turn || r.finished).toBe(true);
      expect([...uses.values()].every((n) => n <= REPEAT_LIMIT)).toBe(true);
      expect(uses.get(at(s, 'b2'))).toBe(REPEAT_LIMIT);
    });
  }

  it('greedy-vs-greedy games of the bundled set finish, with and without free 启动 effects in a deck', () => {
    for (const withFree of [false, true]) {
      for (let seed = 1; seed <= 12; seed++) {
        const r = play(withFree, seed, [greedyAgent(seed * 2 + 1), greedyAgent(seed * 2 + 2)]);
        expect({ withFree, seed, ...r, most: r.most <= REPEAT_LIMIT }).toEqual({
          withFree,
          seed,
          finished: true,
          most: true,
        });
      }
    }
  });
});
