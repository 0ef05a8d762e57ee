// The arithmetic of a balance run: intervals against published values, shards covering the games once, tallies
// that do not depend on the order games arrive in, the terminal progress line.
import { describe, expect, it } from 'vitest';
import { meanDifference, newcombe, wilson } from '../../compiler/sim/interval.js';
import { firstPlayerOf, gameSeed, seedRangeProblem } from '../../compiler/play/agents.js';
import { parseShard, shardRange } from '../../compiler/sim/plan.js';
import { simProgress } from '../../compiler/sim/progress.js';
import type { GameLine, RunLine } from '../../compiler/sim/record.js';
import { addGame, emptyTally, mergeTally } from '../../compiler/sim/tally.js';
import { summarize } from '../../compiler/sim/summary.js';

describe('intervals', () => {
  it('Wilson: the values of Newcombe (1998), table I', () => {
    // 81/263: 0.2553–0.3662; 15/148: 0.0624–0.1605; 0/20: 0–0.1611; 1/29: 0.0061–0.1718.
    const r = (k: number, n: number) => wilson(k, n).map((x) => Number(x.toFixed(4)));
    expect(r(81, 263)).toEqual([0.2553, 0.3662]);
    expect(r(15, 148)).toEqual([0.0624, 0.1605]);
    expect(r(0, 20)).toEqual([0, 0.1611]);
    expect(r(1, 29)).toEqual([0.0061, 0.1718]);
    expect(wilson(0, 0)).toEqual([0, 1]);
  });

  it('Newcombe’s hybrid score interval of a difference: his examples (method 10)', () => {
    const r = (...a: [number, number, number, number]) => newcombe(...a).map((x) => Number(x.toFixed(4)));
    // 56/70 − 48/80 = 0.2000: 0.0524–0.3339; 9/10 − 3/10 = 0.6: 0.1705–0.8090.
    expect(r(56, 70, 48, 80)).toEqual([0.0524, 0.3339]);
    expect(r(9, 10, 3, 10)).toEqual([0.1705, 0.809]);
    expect(newcombe(1, 0, 1, 1)).toEqual([-1, 1]);
  });

  it('a difference of means: the normal interval', () => {
    const [lo, hi] = meanDifference(12, 4, 100, 10, 4, 100);
    expect(lo).toBeCloseTo(2 - 1.959964 * Math.sqrt(0.08), 6);
    expect(hi).toBeCloseTo(2 + 1.959964 * Math.sqrt(0.08), 6);
  });
});

describe('shards', () => {
  it('k/n slices cover every game once, in order', () => {
    for (const [games, n] of [
      [10, 3],
      [1, 4],
      [1000, 7],
      [5, 5],
    ]) {
      const covered: number[] = [];
      for (let k = 1; k <= n; k++) {
        const r = shardRange(games, { index: k, count: n });
        for (let i = r.from; i < r.to; i++) covered.push(i);
      }
      expect(covered).toEqual([...Array(games).keys()]);
    }
    expect(shardRange(10, undefined)).toEqual({ from: 0, to: 10 });
  });

  it('parses k/n and refuses anything else', () => {
    expect(parseShard('2/4', 'en')).toEqual({ index: 2, count: 4 });
    expect(parseShard(' 1 / 1 ', 'en')).toEqual({ index: 1, count: 1 });
    for (const bad of ['0/4', '5/4', '1/0', '-1/4', '1.5/4', '1', '1/2/3', ''])
      expect(() => parseShard(bad, 'en')).toThrow(/--shard must be k\/n/);
  });

  it('game i of seed S has seed S+i and seat 1 starts even games; seeds beyond 2^32−1 are refused, not wrapped', () => {
    expect(gameSeed(7, 3)).toBe(10);
    expect([0, 1, 2, 3].map((i) => firstPlayerOf(i))).toEqual([0, 1, 0, 1]);
    expect([0, 1, 2, 3].map((i) => firstPlayerOf(i, 1))).toEqual([1, 0, 1, 0]);
    expect(seedRangeProblem(0xffffffff, 1)).toBeNull();
    expect(seedRangeProblem(0xfffffffe, 2)).toBeNull();
    expect(seedRangeProblem(0xffffffff, 2)?.en).toMatch(
      /the last game would need 4294967296, beyond the largest seed 4294967295; use a seed of at most 4294967294/,
    );
    expect(seedRangeProblem(0xffffffff, 2)?.zh).toMatch(/种子最大用 4294967294/);
  });
});

const RUN: Pick<RunLine, 'deckCards' | 'abilities'> = {
  deckCards: { 甲: [2, 0], 乙: [1, 1] },
  abilities: { 甲: [{ line: 3 }], 乙: [{ line: 9 }, { line: 10, continuous: true }] },
};

function game(i: number): GameLine {
  const winner = i % 5 === 4 ? -1 : i % 3 === 0 ? 1 : 0;
  return {
    type: 'game',
    game: i,
    seed: 100 + i,
    decks: ['A', 'B'],
    agents: ['greedy', 'random'],
    first: (i % 2) as 0 | 1,
    winner,
    status: winner === -1 ? 'draw' : 'won',
    turns: 5 + (i % 7),
    steps: 40 + i,
    cards: i % 2 ? { 甲: [1, 1, 0, [1]], 乙: [1, 0, i % 4 ? 1 : 0, [i % 4 ? 1 : 0, 0]] } : { 乙: [2, 1, 0, [0, 0]] },
  };
}

describe('tallies', () => {
  it('are the same whatever order and grouping the games arrive in', () => {
    const one = emptyTally(RUN);
    for (let i = 0; i < 60; i++) addGame(one, game(i), RUN.deckCards);
    const parts = [emptyTally(RUN), emptyTally(RUN), emptyTally(RUN)];
    for (const i of [...Array(60).keys()].sort((a, b) => ((a * 37) % 61) - ((b * 37) % 61)))
      addGame(parts[i % 3], game(i), RUN.deckCards);
    const merged = emptyTally(RUN);
    for (const p of [parts[2], parts[0], parts[1]]) mergeTally(merged, p);
    expect(merged).toEqual(one);
  });

  it('count a card’s holder as having played it or not, and win rates both ways', () => {
    const t = emptyTally(RUN);
    for (let i = 0; i < 4; i++) addGame(t, game(i), RUN.deckCards);
    // 甲 is only in seat 1's deck: played in games 1 and 3 (seat 1 won 1, lost 3 to seat 2), not in 0 and 2.
    expect(t.cards['甲'].played).toEqual([1, 2]);
    expect(t.cards['甲'].notPlayed).toEqual([1, 2]);
    // 乙 is in both decks: each game counts once per holder.
    expect(t.cards['乙'].played[1] + t.cards['乙'].notPlayed[1]).toBe(8);
    const s = summarize(
      { ...RUN, set: 's', ruleset: 'slcg', decks: ['A', 'B'], agents: ['greedy', 'random'], seed: 100 } as RunLine,
      t,
    );
    const jia = s.cards.find((c) => c.name === '甲')!;
    expect(jia.whenPlayed).toMatchObject({ k: 1, n: 2, p: 0.5 });
    expect(jia.neverResolved).toBe(false);
    // 乙's second ability is a standing line: never flagged.
    expect(s.idle).toEqual([]);
    expect(s.length).toMatchObject({ games: 4, min: 5, max: 8, median: 6 });
  });
});

describe('progress', () => {
  it('shows the bar, games per second and the time left, then clears the line', () => {
    const out: string[] = [];
    let t = 0;
    const p = simProgress(
      (s) => out.push(s),
      1000,
      'zh',
      () => t,
    );
    t = 2000;
    p.update(250);
    expect(out.pop()).toBe('\r\x1b[K[######------------------] 250/1,000  125 局/秒  还剩 6 秒');
    t = 2050;
    p.update(260);
    expect(out).toEqual([]);
    p.done();
    expect(out.pop()).toBe('\r\x1b[K');
  });
});
