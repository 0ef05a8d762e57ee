// Every code example of docs/api.md (and the one of docs/emit.md that plays a compiled set) runs as written: its
// imports of `cardscript` and `cardscript/runtime` point at this checkout's sources, `./dist/slcg/cards.js` at the
// bundled SLCG set built by `cardc build`. Each must run without throwing and print what the example says it prints.
// (test/package/install.test.ts runs the same calls against the packed package.)
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSet, playSet } from '../../compiler/index.js';
import { buildAndImport } from '../runtime/compiled/compiled-sets.js';

const root = resolve(import.meta.dirname, '../..');
const url = (p: string): string => pathToFileURL(resolve(root, p)).href;

interface Example {
  doc: string;
  n: number;
  code: string;
}

/** The fenced js/ts blocks of a doc that import the package. */
function examples(doc: string): Example[] {
  const text = readFileSync(resolve(root, 'docs', doc), 'utf8');
  return [...text.matchAll(/```(?:js|ts)\n([\s\S]*?)```/g)]
    .map((m) => m[1])
    .filter((code) => /from 'cardscript(\/runtime)?'/.test(code))
    .map((code, n) => ({ doc, n, code }));
}

const API = examples('api.md');
const EMIT = examples('emit.md');

/** What each example prints (console.log lines), by doc and block number. */
const PRINTS: Record<string, RegExp[]> = {
  'api.md#0': [/^测试员 \d+$/],
  'api.md#1': [/^\d+,\d+ \d+ \d+(\.\d+)? \d+$/],
  'api.md#2': [/^(-1|0|1|null)$/],
};

let dist = '';
beforeAll(async () => {
  dist = (await buildAndImport(resolve(root, 'cards/slcg'))).outDir;
}, 120_000);

afterEach(() => vi.restoreAllMocks());

async function run(ex: Example): Promise<{ logs: string[]; errors: string[] }> {
  const code = ex.code
    .replaceAll("from 'cardscript/runtime'", `from '${url('runtime/index.ts')}'`)
    .replaceAll("from 'cardscript'", `from '${url('compiler/index.ts')}'`)
    .replaceAll("from './dist/slcg/cards.js'", `from '${pathToFileURL(join(dist, 'cards.js')).href}'`);
  const file = join(mkdtempSync(join(tmpdir(), 'cardc-api-doc-')), `example-${ex.n}.mts`);
  writeFileSync(file, code);
  const logs: string[] = [];
  const errors: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((...a: unknown[]) => void logs.push(a.map(String).join(' ')));
  vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void errors.push(a.map(String).join(' ')));
  await import(/* @vite-ignore */ pathToFileURL(file).href);
  return { logs, errors };
}

describe('docs/api.md examples', () => {
  it('has the examples this test knows what they print', () => {
    expect(API.length).toBe(3);
    expect(EMIT.length).toBe(1);
  });

  it.each(API.map((ex) => [`block ${ex.n + 1}`, ex] as const))(
    '%s runs as written',
    async (_name, ex) => {
      const { logs, errors } = await run(ex);
      expect(errors).toEqual([]);
      const want = PRINTS[`${ex.doc}#${ex.n}`];
      expect(logs).toHaveLength(want.length);
      want.forEach((re, i) => expect(logs[i]).toMatch(re));
    },
    120_000,
  );
});

describe('docs/emit.md: loading a compiled set', () => {
  it('runs as written', async () => {
    const { logs, errors } = await run(EMIT[0]);
    expect(errors).toEqual([]);
    expect(logs).toEqual([]);
  }, 60_000);
});

describe('playSet as docs/api.md describes it', () => {
  const { set } = loadSet('cards/kaling', root);
  it('plays game i on seed + i, seat 1 starting game 0 unless firstPlayer says otherwise', () => {
    const four = playSet(set!, { seed: 9, games: 4 });
    const one = (seed: number, firstPlayer: 0 | 1) => playSet(set!, { seed, games: 1, firstPlayer });
    const alone = [one(9, 0), one(10, 1), one(11, 0), one(12, 1)];
    expect(four.wins).toEqual([0, 1].map((seat) => alone.reduce((n, st) => n + st.wins[seat], 0)));
    expect(four.avgSteps).toBe(alone.reduce((n, st) => n + st.avgSteps, 0) / 4);
  });
  it('throws on an unknown deck, seeds past 4294967295 and a first player other than 0 or 1', () => {
    expect(() => playSet(set!, { decks: ['狼群', '没有'] })).toThrow(/没有/);
    expect(playSet(set!, { decks: ['狼群'] }).games).toBe(1);
    expect(() => playSet(set!, { seed: 4294967295, games: 2 })).toThrow(
      /^seed 4294967295 with games 2: .* use a seed of at most 4294967294/,
    );
    expect(() => playSet(set!, { seed: -1 })).toThrow(/^seed must be an integer from 0 to 4294967295, not -1$/);
    expect(() => playSet(set!, { firstPlayer: 2 as never })).toThrow(/firstPlayer must be 0 .* or 1/);
    expect(() => playSet(set!, { games: 0 })).toThrow(/games must be a whole number of at least 1/);
  });
});
