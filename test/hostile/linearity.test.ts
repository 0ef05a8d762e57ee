// Linearity (issue 14): each stage is fed an input of size n and of size 10n in one run; its work must grow about
// 10× (a quadratic pass grows 100×). Work is measured as time: ten runs of the small input against one of the large,
// best of several tries after a warm-up, with a generous bound (ratio < 35) and no absolute threshold, so a loaded
// machine slows both sizes alike; a ratio over the bound is measured again, up to three times.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { Analysis } from '../../compiler/analysis.js';
import { loadManifest, validateDecks } from '../../compiler/manifest/index.js';
import { parseReplay } from '../../compiler/play/replay-file.js';
import { loadScenario, runScenario } from '../../compiler/scenario/index.js';
import { CardParser } from '../../grammar/index.js';

const ROOT = join(import.meta.dirname, '..', '..');
const BOUND = 35;

// A collection before each timing: the garbage of the try before would otherwise be collected during the next, at
// a cost that grows with the live heap (the large input's) rather than with the work.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/**
 * The best timing of `times` runs of `run` on `input` in a row, after a warm-up: of five tries, or three once they
 * took a second (the first ones pay for JIT and GC).
 */
function best<T>(input: T, run: (x: T) => unknown, times: number): number {
  run(input);
  let t = Infinity;
  let spent = 0;
  for (let i = 0; i < 5 && !(i >= 3 && spent > 1000); i++) {
    gc();
    const t0 = performance.now();
    for (let k = 0; k < times; k++) run(input);
    const dt = performance.now() - t0;
    t = Math.min(t, dt);
    spent += dt;
  }
  return t;
}

/**
 * time(10n) / time(n) for inputs made by `make`. The small input is timed ten runs in a row against one run of the
 * large one, so both timings are about as long and as noisy (a lone run of a few milliseconds is mostly noise).
 */
function growth<T>(n: number, make: (n: number) => T, run: (x: T) => unknown): number {
  const small = make(n);
  const large = make(10 * n);
  // Measured again (up to three times) when over the bound: a burst of load from a parallel test file can push one
  // measurement past it, a quadratic pass (≈ 100×) never comes under it.
  let ratio = Infinity;
  for (let attempt = 0; attempt < 3 && !(ratio < BOUND); attempt++)
    ratio = Math.min(ratio, (10 * best(large, run, 1)) / best(small, run, 10));
  return ratio;
}

const card = (i: number, body = '  类型：角色\n  常值：2 攻\n') => `卡牌 卡${i}\n${body}`;
const parse = (text: string) => new CardParser().parse(text);

describe('parser', () => {
  it('a target phrase 10× longer (消灭一个 + 900 vs 9,000 characters, within the line limit) costs about 10× as much', () => {
    const text = (k: number) =>
      Array.from({ length: 20 }, (_, i) => card(i, `  类型：发生\n  消灭一个${'红蓝'.repeat(k / 2)}${i}。\n`)).join('');
    expect(growth(900, text, parse)).toBeLessThan(BOUND);
  });

  it('10× the card blocks (250 vs 2,500) cost about 10× as much', () => {
    const text = (n: number) =>
      Array.from({ length: n }, (_, i) =>
        card(i, '  类型：角色\n  常值：2 攻\n  【登场时】对一个对方角色造成1点伤害。\n'),
      ).join('');
    expect(growth(250, text, parse)).toBeLessThan(BOUND);
  });

  it('brackets 10× deeper (【 × 900 vs 9,000 on a line) cost about 10× as much', () => {
    const text = (n: number) => `${card(0)}  ${'【'.repeat(n)}\n`;
    expect(growth(900, text, parse)).toBeLessThan(BOUND);
  });

  // A did-you-mean is written in the script of its line, else of its card (guess-script.ts): neither may be read
  // again per misspelling (【守】 tells neither script, so both are asked).
  it('a line of 10× the misspelt words (【守】 × 330 vs 3,300), each with a did-you-mean, costs about 10× as much', () => {
    const text = (n: number) => `${card(0)}  ${'【守】'.repeat(n)}\n`;
    expect(growth(330, text, parse)).toBeLessThan(BOUND);
  });

  it('10× the misspelt lines of one card (【守】 × 600 vs 6,000), each with a did-you-mean, cost about 10× as much', () => {
    const text = (n: number) => `${card(0)}${'  【守】\n'.repeat(n)}`;
    expect(growth(600, text, parse)).toBeLessThan(BOUND);
  });

  it('10× the lines of one block (900 vs 9,000) cost about 10× as much', () => {
    const text = (n: number) => `卡牌 长\n  类型：角色\n${'  常值：2 攻\n'.repeat(n)}`;
    expect(growth(900, text, parse)).toBeLessThan(BOUND);
  });
});

describe('checker', () => {
  it('10× the cards (300 vs 3,000), each with a syntax error, naming an unknown card and sharing a name, cost about 10× as much', () => {
    const files = (n: number) => [
      {
        path: 'a.card',
        text: Array.from(
          { length: n },
          (_, i) => `卡牌 卡${i % (n / 2)}\n  类型：发生\n  未知：${i}\n  消灭一个名为「无名${i}」的角色。\n`,
        ).join(''),
      },
    ];
    expect(growth(300, files, (f) => new Analysis().checkSet({ files: f, ruleset: 'slcg' }))).toBeLessThan(BOUND);
  });
});

describe('build (IR lowering)', () => {
  it('10× the checked cards (500 vs 5,000) lower in about 10× the time', () => {
    const checked = (n: number) => {
      const text = Array.from({ length: n }, (_, i) =>
        card(i, '  类型：角色\n  费用：1\n  常值：2 攻\n  【登场时】对一个对方角色造成1点伤害；推动进度+1。\n'),
      ).join('');
      return new Analysis().checkFile(text, 'a.card', 'slcg').value;
    };
    expect(growth(500, checked, (set) => new Analysis().lowerSet(set, 'x'))).toBeLessThan(BOUND);
  });
});

describe('manifest', () => {
  it('10× the deck entries (100 decks of 3 vs 30 unknown names) load and validate in about 10× the time', () => {
    // The set grows with the decks (a fifth as many cards as entries): an unbounded did-you-mean per entry would be quadratic.
    const input = (k: number) => ({
      text: `name: x\nruleset: slcg\ndecks:\n${Array.from({ length: 100 }, (_, d) => `  d${d}:\n${Array.from({ length: k / 100 }, (_, i) => `    卡${d}_${i}: 1\n`).join('')}`).join('')}`,
      cards: Array.from({ length: k / 5 }, (_, i) => ({
        name: `牌${i}`,
        type: '角色',
        marks: [],
        span: { start: 0, end: 0 },
        file: 'a.card',
      })),
    });
    const run = ({ text, cards }: ReturnType<typeof input>) => {
      const m = loadManifest(text);
      if (m.value) validateDecks(m.value, text, cards);
    };
    expect(growth(300, input, run)).toBeLessThan(BOUND);
  });
});

describe('scenario', () => {
  it('10× the steps (400 vs 4,000) load in about 10× the time', () => {
    const yaml = (n: number) =>
      `name: x (SLCG-META-01)\nrules: [SLCG-META-01]\nsteps:\n${'  - pass\n  - {play: 先锋战士, expectError: play/not-enough-energy}\n'.repeat(n / 2)}`;
    expect(growth(400, yaml, (t) => loadScenario(t, 'a.scenario.yaml'))).toBeLessThan(BOUND);
  });

  it("10× the steps another game's scenarios write (200 vs 2,000) are each reported in about 10× the time", () => {
    // Every step is a schema problem of a 卡灵时代 file: a key of SLCG's (CS5142, the other games asked once per file),
    // and a word where a map is expected (CS5102).
    const file = join(ROOT, 'cards', 'kaling', 'scenarios', 'linearity.scenario.yaml');
    const yaml = (n: number) =>
      `name: x (KL-META-01)\nrules: [KL-META-01]\nsteps:\n${'  - {play: 猎狼}\n  - attack: 猎狼\n'.repeat(n / 2)}`;
    const run = (t: string) => expect(runScenario(t, file).diagnostics.length).toBeGreaterThan(0);
    expect(growth(200, yaml, run)).toBeLessThan(BOUND);
  });

  it('a board 10× larger (a deck of 800 vs 8,000 cards) is checked and placed in about 10× the time', () => {
    const file = join(ROOT, 'cards', 'slcg', 'scenarios', 'linearity.scenario.yaml');
    const yaml = (n: number) =>
      `name: x (SLCG-META-01)\nrules: [SLCG-META-01]\nparams: {defaultCopies: 1000000, deckMax: 1000000}\nsetup:\n  A:\n    deck: [${Array(n).fill('先锋战士').join(', ')}]\nsteps: []\n`;
    // Built and placed, the board passes; the file is then told it has no steps (CS5145), and only that.
    const run = (t: string) => expect(runScenario(t, file).diagnostics.map((d) => d.code)).toEqual(['CS5145']);
    expect(growth(800, yaml, run)).toBeLessThan(BOUND);
  });
});

describe('replay', () => {
  it('10× the games (20 vs 200) parse in about 10× the time', () => {
    const lines = readFileSync(
      join(ROOT, 'test', 'data', 'replays', '0002_slcg_v2_red_blue_random_greedy.jsonl'),
      'utf8',
    )
      .trim()
      .split('\n');
    const [set, ...game] = lines;
    const text = (n: number) => [set, ...Array.from({ length: n / game.length + 1 }, () => game).flat()].join('\n');
    const run = (t: string) => expect(parseReplay(t).ok).toBe(true);
    expect(growth(20, text, run)).toBeLessThan(BOUND);
  });
});
