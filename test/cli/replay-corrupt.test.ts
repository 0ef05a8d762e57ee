// Replays verify what they claim (issue: hostile input): every way of corrupting a recorded replay — cut
// short, edited decisions, events, hashes or results, a broken set line — exits 1 with a message, in plain
// and --verbose mode alike; never "replay OK", never an internal error.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { main, type CliIO } from '../../compiler/cli.js';
import { parseReplay } from '../../compiler/play/replay-file.js';

const root = resolve(__dirname, '../..');
const dir = mkdtempSync(join(tmpdir(), 'cardc-replay-'));

async function cardc(args: string[]) {
  const out: string[] = [],
    err: string[] = [];
  const io: CliIO = { out: (s) => out.push(s), err: (s) => err.push(s), cwd: root, isTTY: false };
  const code = await main(args, io);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

let withEvents: string[] = [];
let hashOnly: string[] = [];

beforeAll(async () => {
  // One game keeping its events, and a run of 21 games, which keeps only hashes.
  expect(
    (await cardc(['play', 'cards/slcg', '--seed', '5', '--agents', 'random', '--log', join(dir, 'one.jsonl')])).code,
  ).toBe(0);
  expect(
    (
      await cardc([
        'play',
        'cards/slcg',
        '--seed',
        '5',
        '--agents',
        'random',
        '--games',
        '21',
        '--log',
        join(dir, 'many.jsonl'),
      ])
    ).code,
  ).toBe(0);
  withEvents = readFileSync(join(dir, 'one.jsonl'), 'utf8').trimEnd().split('\n');
  hashOnly = readFileSync(join(dir, 'many.jsonl'), 'utf8').trimEnd().split('\n');
}, 120_000);

type Lines = string[];
const edit = (lines: Lines, type: string, f: (o: Record<string, any>) => void): Lines =>
  lines.map((l) => {
    const o = JSON.parse(l);
    if (o.type !== type) return l;
    f(o);
    return JSON.stringify(o);
  });
const drop = (lines: Lines, type: string): Lines => lines.filter((l) => JSON.parse(l).type !== type);
const firstOf = (lines: Lines, type: string, f: (o: Record<string, any>) => void): Lines => {
  let done = false;
  return lines.map((l) => {
    const o = JSON.parse(l);
    if (done || o.type !== type) return l;
    done = true;
    f(o);
    return JSON.stringify(o);
  });
};

const variants: [string, () => Lines | string][] = [
  ['cut after the decisions line', () => withEvents.slice(0, 3)],
  ['cut after the game line', () => withEvents.slice(0, 2)],
  ['cut in the middle of a line', () => withEvents.join('\n').slice(0, -40)],
  ['the result line removed', () => drop(withEvents, 'result')],
  ['the result line removed from a hash-only game', () => hashOnly.filter((_, i) => i !== 4)],
  [
    'a decision edited',
    () =>
      edit(withEvents, 'decisions', (o) => {
        o.decisions[5] = o.decisions[5] + 1;
      }),
  ],
  [
    'a decision out of range',
    () =>
      edit(withEvents, 'decisions', (o) => {
        o.decisions[3] = 999;
      }),
  ],
  [
    'a negative decision',
    () =>
      edit(withEvents, 'decisions', (o) => {
        o.decisions[3] = -1;
      }),
  ],
  [
    'decisions as text',
    () =>
      edit(withEvents, 'decisions', (o) => {
        o.decisions = ['1'];
      }),
  ],
  [
    'decisions shortened (and steps to match)',
    () =>
      edit(
        edit(withEvents, 'decisions', (o) => {
          o.decisions.pop();
        }),
        'result',
        (o) => {
          o.steps--;
        },
      ),
  ],
  [
    'an event edited',
    () =>
      edit(withEvents, 'events', (o) => {
        o.events[10].amount = 99;
      }),
  ],
  [
    'an event removed',
    () =>
      edit(withEvents, 'events', (o) => {
        o.events.splice(10, 1);
      }),
  ],
  [
    'the hash edited',
    () =>
      edit(withEvents, 'result', (o) => {
        o.hash = '0000000000000000';
      }),
  ],
  [
    'a hash edited in a hash-only log',
    () =>
      firstOf(hashOnly, 'result', (o) => {
        o.hash = 'ffffffffffffffff';
      }),
  ],
  [
    'a decision edited in a hash-only log',
    () =>
      firstOf(hashOnly, 'decisions', (o) => {
        o.decisions[2] = (o.decisions[2] + 1) % 2;
      }),
  ],
  [
    'the recorded winner edited',
    () =>
      edit(withEvents, 'result', (o) => {
        o.winner = o.winner === 0 ? 1 : 0;
      }),
  ],
  [
    'the recorded turns edited',
    () =>
      edit(withEvents, 'result', (o) => {
        o.turns += 1;
      }),
  ],
  [
    'the recorded status edited',
    () =>
      edit(withEvents, 'result', (o) => {
        o.status = 'draw';
      }),
  ],
  [
    'the step count edited',
    () =>
      edit(withEvents, 'result', (o) => {
        o.steps += 1;
      }),
  ],
  [
    'the event count edited',
    () =>
      edit(withEvents, 'result', (o) => {
        o.events += 1;
      }),
  ],
  [
    'the seed edited',
    () =>
      edit(withEvents, 'game', (o) => {
        o.seed += 1;
      }),
  ],
  [
    'a deck list edited',
    () =>
      edit(withEvents, 'game', (o) => {
        o.decks.lists[0].reverse();
      }),
  ],
  [
    'a deck naming a card the set lacks',
    () =>
      edit(withEvents, 'game', (o) => {
        o.decks.lists[0][0] = '不存在的卡';
      }),
  ],
  [
    'the set line without cards',
    () =>
      edit(withEvents, 'set', (o) => {
        o.cards = [];
      }),
  ],
  [
    'a card of another ruleset in the set line',
    () =>
      edit(withEvents, 'set', (o) => {
        o.cards[0].ruleset = 'kaling';
      }),
  ],
  [
    'a card with an effect SLCG does not run',
    () =>
      edit(withEvents, 'set', (o) => {
        o.cards.find((c: any) => c.abilities.length).abilities[0].effects[0].op = 'move';
      }),
  ],
  [
    'a card with a broken ability',
    () =>
      edit(withEvents, 'set', (o) => {
        o.cards.find((c: any) => c.abilities.length).abilities = [null];
      }),
  ],
  [
    'an unsupported version',
    () =>
      edit(withEvents, 'set', (o) => {
        o.version = 99;
      }),
  ],
  [
    'not a replay',
    () =>
      edit(withEvents, 'set', (o) => {
        o.format = 'something-else';
      }),
  ],
  ['the set line removed', () => drop(withEvents, 'set')],
  ['game and decisions swapped', () => [withEvents[0], withEvents[2], withEvents[1], ...withEvents.slice(3)]],
  ['a line of null', () => [withEvents[0], 'null', ...withEvents.slice(1)]],
  ['an unknown line type', () => [...withEvents, '{"type":"extra"}']],
  ['empty', () => ''],
];

describe('corrupted replays', () => {
  it('the intact logs replay OK', async () => {
    for (const f of ['one.jsonl', 'many.jsonl']) {
      const r = await cardc(['replay', join(dir, f)]);
      expect(r.code, r.err).toBe(0);
      expect(r.out).toMatch(/^replay OK/);
    }
  });

  for (const [name, make] of variants) {
    it(`${name}: exits 1 with a message, plain and --verbose`, async () => {
      const v = make();
      const file = join(dir, `${name.replace(/\W+/g, '_')}.jsonl`);
      writeFileSync(file, typeof v === 'string' ? v : v.join('\n') + '\n');
      for (const args of [
        ['replay', file],
        ['replay', file, '--verbose'],
      ]) {
        const r = await cardc(args);
        expect(r.code, `${args.join(' ')}\n${r.out.slice(-300)}\n${r.err}`).toBe(1);
        expect(r.out).not.toMatch(/replay OK/);
        expect(r.err.length).toBeGreaterThan(0);
        expect(r.err).not.toMatch(/internal error|内部错误/);
      }
    }, 60_000);
  }
});

// A malformed file is one diagnostic, as every user-visible problem is: a code, file:line:col at the key (or
// character) at fault, Chinese by default and English with --lang en.
describe('malformed replay files: a code, a line and column, Chinese and English', () => {
  const cases: [string, () => Lines | string, string, RegExp, RegExp, (lines: Lines) => [number, number]][] = [
    [
      'a line cut short',
      () => withEvents.join('\n').slice(0, -40),
      'CS5201',
      /不是 JSON：这一行在 JSON 结束之前就断了/,
      /not JSON/,
      (l) => [l.length, l[l.length - 1].length + 1],
    ],
    [
      'a line of null',
      () => [withEvents[0], 'null', ...withEvents.slice(1)],
      'CS5202',
      /JSON 对象/,
      /JSON object/,
      () => [2, 1],
    ],
    [
      'an unknown line type',
      () => [...withEvents, '{"game":0, "type":"extra"}'],
      'CS5203',
      /未知的行类型 "extra"/,
      /unknown line type "extra"/,
      (l) => [l.length, 12],
    ],
    [
      'an unsupported version',
      () => edit(withEvents, 'set', (o) => void (o.version = 99)),
      'CS5205',
      /不支持的回放版本 99/,
      /unsupported replay version 99/,
      (l) => [1, l[0].indexOf('"version"') + 1],
    ],
    [
      'the result line removed',
      () => drop(withEvents, 'result'),
      'CS5209',
      /没有 result 行/,
      /has no result line/,
      () => [2, 1],
    ],
  ];
  for (const [name, make, code, zh, en, where] of cases) {
    it(`${name}: ${code} at its line and column`, async () => {
      const v = make();
      const lines = typeof v === 'string' ? v.split('\n') : v;
      const file = join(dir, `diag-${name.replace(/\W+/g, '_')}.jsonl`);
      writeFileSync(file, typeof v === 'string' ? v : v.join('\n') + '\n');
      const [line, col] = where(lines);
      const r = await cardc(['replay', file]);
      expect(r.code).toBe(1);
      expect(r.err).toContain(`${file}:${line}:${col}  错误 ${code}  `);
      expect(r.err).toMatch(zh);
      const e = await cardc(['replay', file, '--lang', 'en']);
      expect(e.err).toContain(`${file}:${line}:${col}  error ${code}  `);
      expect(e.err).toMatch(en);
    });
  }
});

// The game line's params are the game's rule parameters: a key or value the game does not have is said at the key,
// naming it, rather than showing later as a divergence (or not at all).
describe("a replay's game line params", () => {
  const withParams = (f: (p: Record<string, unknown>) => void) =>
    edit(withEvents, 'game', (o) => f(o.params as Record<string, unknown>));
  async function replayOf(name: string, lines: Lines, lang = 'zh') {
    const file = join(dir, `params-${name}.jsonl`);
    writeFileSync(file, lines.join('\n') + '\n');
    const r = await cardc(['replay', file, '--lang', lang]);
    return { ...r, file, col: lines[1].indexOf(`"${name}"`) + 1 };
  }

  it('a wrongly typed value (victoryTarget: "x") is CS5220 at its key, saying what it should be', async () => {
    const lines = withParams((p) => void (p.victoryTarget = 'x'));
    const r = await replayOf('victoryTarget', lines);
    expect(r.code).toBe(1);
    expect(r.err).toBe(`${r.file}:2:${r.col}  错误 CS5220  规则参数 victoryTarget 的值 "x" 无效：应为≥ 1 的整数`);
    const e = await replayOf('victoryTarget', lines, 'en');
    expect(e.err).toBe(
      `${e.file}:2:${e.col}  error CS5220  the value "x" of the rule parameter victoryTarget is invalid: it should be an integer ≥ 1`,
    );
  });

  it('a value out of range, or not one of an enum parameter, is CS5220 too', async () => {
    expect(
      (
        await replayOf(
          'victoryTarget',
          withParams((p) => void (p.victoryTarget = 0)),
        )
      ).err,
    ).toMatch(/CS5220 .*victoryTarget 的值 0 无效/);
    const r = await replayOf(
      'sceneOnPlay',
      withParams((p) => void (p.sceneOnPlay = 'nope')),
      'en',
    );
    expect(r.err).toContain(`:2:${r.col}  error CS5220`);
    expect(r.err).toMatch(/sceneOnPlay is invalid: it should be one of "replace", "forbid"/);
  });

  it('an unknown key is CS5219, with did you mean', async () => {
    const lines = withParams((p) => {
      p.victoryTarge = p.victoryTarget;
      delete p.victoryTarget;
    });
    const r = await replayOf('victoryTarge', lines);
    expect(r.err).toBe(`${r.file}:2:${r.col}  错误 CS5219  “victoryTarge”不是SLCG的规则参数（是不是 victoryTarget？）`);
    const e = await replayOf('victoryTarge', lines, 'en');
    expect(e.err).toContain('error CS5219  "victoryTarge" is not a SLCG rule parameter (did you mean victoryTarget?)');

    // The fix puts the key the game has in place of the misspelt one, and the file then replays OK.
    const text = lines.join('\n') + '\n';
    const p = parseReplay(text);
    expect(p.ok).toBe(false);
    const fix = !p.ok ? p.diagnostic.fixes?.[0]?.edits[0] : undefined;
    expect(fix?.newText).toBe('"victoryTarget"');
    const fixed = text.slice(0, fix!.span.start) + fix!.newText + text.slice(fix!.span.end);
    const file = join(dir, 'params-fixed.jsonl');
    writeFileSync(file, fixed);
    expect((await cardc(['replay', file])).code).toBe(0);
  });

  it('params that are not an object, and a seed that is not an integer, are CS5221', async () => {
    expect(
      (
        await replayOf(
          'params',
          edit(withEvents, 'game', (o) => void (o.params = 3)),
        )
      ).err,
    ).toMatch(/:2:\d+ {2}错误 CS5221 {2}game 行的 params 应为对象/);
    expect(
      (
        await replayOf(
          'seed',
          edit(withEvents, 'game', (o) => void (o.seed = '5')),
          'en',
        )
      ).err,
    ).toMatch(/error CS5221 {2}the game line's seed should be an integer/);
  });

  it('the intact params replay OK', async () => {
    const r = await replayOf(
      'intact',
      withParams(() => {}),
    );
    expect(r.code, r.err).toBe(0);
  });
});

// Every line is read: each malformed one is told with its code and line:col, not only the first, and a line that
// could not be used does not make the lines after it complain in its stead.
describe('a replay with several malformed lines', () => {
  async function replayOf(name: string, lines: Lines, lang = 'zh') {
    const file = join(dir, `several-${name}.jsonl`);
    writeFileSync(file, lines.join('\n') + '\n');
    return { ...(await cardc(['replay', file, '--lang', lang])), file };
  }

  it('lists each one with its code and line:col, in file order, and exits 1', async () => {
    // hashOnly: the set line, then per game its game, decisions and result lines (game g on lines 3g+2 … 3g+4).
    const lines = hashOnly.slice();
    lines[2] = '{"type":"decisions","game":0,"decisions":[1,2'; // game 0's decisions cut short
    lines[9] = lines[9].replace(/"steps":\d+/, '"steps":-1'); // game 2's result: not its step count
    lines.push('{"type":"extra"}');
    const file = join(dir, 'several.jsonl');
    writeFileSync(file, lines.join('\n') + '\n');
    const r = await cardc(['replay', file, '--lang', 'en']);
    expect(r.code).toBe(1);
    const found = [...r.err.matchAll(/several\.jsonl:(\d+):(\d+) {2}error (CS\d+)/g)].map(
      (m) => `${m[1]}:${m[2]} ${m[3]}`,
    );
    expect(found).toEqual([
      `3:${lines[2].length + 1} CS5201`,
      `10:${lines[9].indexOf('"steps"') + 1} CS5216`,
      `${lines.length}:2 CS5203`,
    ]);
    const p = parseReplay(lines.join('\n'));
    expect(p.ok).toBe(false);
    if (!p.ok) expect([p.line, p.problems.length]).toEqual([3, 3]);
  });

  it('a missing set or game line is told once, not by every line after it', () => {
    const codes = (lines: Lines) => {
      const p = parseReplay(lines.join('\n'));
      return p.ok ? [] : p.problems.map((x) => `${x.line} ${x.diagnostic.code}`);
    };
    // No set line: the first game line says so; its decisions and result lines, and the next games, are fine.
    expect(codes(hashOnly.slice(1))).toEqual(['1 CS5207']);
    // Game 1's game line removed: its decisions line says so; its result line belongs to that game.
    expect(codes(hashOnly.filter((_, i) => i !== 4))).toEqual(['5 CS5211']);
  });

  it('a set line whose ruleset is not its cards’ is CS5222 at the key; a game line of another ruleset CS5223', async () => {
    const set = edit(withEvents, 'set', (o) => void (o.ruleset = 'kaling'));
    const r = await replayOf('set-ruleset', set);
    expect(r.code).toBe(1);
    expect(r.err).toContain(
      `${r.file}:1:${set[0].indexOf('"ruleset"') + 1}  错误 CS5222  set 行的规则集 "kaling" 与它的卡牌不符`,
    );
    expect((await replayOf('set-ruleset', set, 'en')).err).toMatch(
      /error CS5222 {2}the set line's ruleset "kaling" does not match its cards: card "[^"]+" is a "slcg" card/,
    );
    const game = edit(withEvents, 'game', (o) => void (o.ruleset = 'kaling'));
    const g = await replayOf('game-ruleset', game, 'en');
    expect(g.code).toBe(1);
    expect(g.err).toContain(
      `${g.file}:2:${game[1].indexOf('"ruleset"') + 1}  error CS5223  the game line's ruleset "kaling" does not match the set line's "slcg"`,
    );
  });
});
