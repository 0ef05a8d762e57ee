// Replays verify what they claim (issue: hostile input): every way of corrupting a recorded replay — cut
// short, edited decisions, events, hashes or results, a broken set line — exits 1 with a message, in plain
// and --verbose mode alike; never "replay OK", never an internal error.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { main, type CliIO } from '../../compiler/cli.js';

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
