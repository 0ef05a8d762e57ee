// `cardc sim` when something throws: on worker threads (run from these TypeScript sources through tsx, as from dist/)
// the real message comes back — never piscina's "Unknown file extension .ts", which a throw while the worker module
// loaded used to cause — with the game and seed it happened in; an engine error inside a game is that game's crash
// line with its seed; the CLI says which game failed, how to play it again alone, and exits 1 (docs/cli.md).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { main, type CliIO } from '../../compiler/cli.js';
import { loadPlayableSet, resolveDecks } from '../../compiler/play/load-set.js';
import { SimRunError, type RunSpec } from '../../compiler/sim/chunk.js';
import { runSim } from '../../compiler/sim/run.js';
import { summarize } from '../../compiler/sim/summary.js';
import { summaryText } from '../../compiler/sim/text.js';

const root = resolve(__dirname, '../..');
const tmp = (): string => mkdtempSync(join(tmpdir(), 'cardc-sim-fail-'));

// Game 1 of a run with seed 5 throws outside the engine's own crash record (in this thread only: workers load
// the real module).
vi.mock('../../compiler/play/game.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../compiler/play/game.js')>();
  return {
    ...real,
    playBotGame: (...a: Parameters<typeof real.playBotGame>) => {
      if (a[1].seed === 6 && a[1].game === 1) throw new Error('boom on seed 6');
      const r = real.playBotGame(...a);
      // Game 1 of a run with seed 41 (game seed 42) is an engine crash inside the game: a crashed game line.
      return a[1].seed === 42 && a[1].game === 1
        ? { ...r, status: 'crashed', winner: null, error: 'engine says no' }
        : r;
    },
  };
});

function kalingSpec(over: Partial<RunSpec> = {}): RunSpec {
  const set = loadPlayableSet(resolve(root, 'cards/kaling'), root).set!;
  const d = resolveDecks(set, undefined);
  if (!d.ok) throw new Error('decks');
  return {
    cards: set.cards,
    set: set.name,
    ruleset: 'kaling',
    params: set.params,
    decks: { names: d.names, lists: d.lists },
    agents: ['greedy', 'random'],
    seed: 1,
    games: 4,
    maxSteps: 10_000,
    variant: 'a',
    ...over,
  };
}

describe('cardc sim failures', () => {
  it.each([1, 2])(
    'a set whose cards cannot make a pool fails with the pool’s own message on %i worker(s)',
    async (workers) => {
      const good = kalingSpec();
      const cards = good.cards.map((c, i) => (i === 0 ? { ...c, ruleset: 'slcg' as const } : c));
      const run = runSim({ specs: [{ ...good, cards }], range: { from: 0, to: 4 }, workers, outDir: tmp() });
      await expect(run).rejects.toThrow(SimRunError);
      await expect(run).rejects.toThrow(/^card '.+' \(.+\.card:\d+\): it is a slcg card; this pool plays kaling$/);
      await expect(run).rejects.not.toThrow(/Unknown file extension/);
    },
    60_000,
  );

  it('an engine error in some games on worker threads is each game’s crash, with its seed and message', async () => {
    // Seeds past 4294967295 (the CLI refuses them; a hand-made spec does not): the engine's setup throws in games 2
    // and 3 only.
    const spec = kalingSpec({ seed: 0xfffffffe });
    const r = await runSim({ specs: [spec], range: { from: 0, to: 4 }, workers: 2, outDir: tmp() });
    const t = r.tallies[0];
    expect(t.games).toBe(4);
    expect(t.crashed).toBe(2);
    expect(t.crashes.map((c) => [c.game, c.seed])).toEqual([
      [2, 4294967296],
      [3, 4294967297],
    ]);
    expect(t.crashes[0].error).toMatch(
      /^setup: setup\.seed must be an integer from 0 to 4294967295, not number 4294967296$/,
    );
    const text = summaryText(summarize(r.runs[0], t), 'en', new Proxy({}, { get: () => String }) as never);
    expect(text.join('\n')).toContain('crash in game 2 (seed 4294967296): setup: setup.seed must be an integer');
  }, 60_000);

  it('a game that throws outside the engine stops the run: its game, seed and message, how to replay it, exit 1', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const io: CliIO = { out: (s) => out.push(s), err: (s) => err.push(s), cwd: root, isTTY: false };
    const args = ['sim', 'cards/kaling', '--games', '3', '--seed', '5', '--workers', '1', '--out', tmp()];
    expect(await main([...args, '--agents', 'greedy,random', '--lang', 'en'], io)).toBe(1);
    expect(err[0]).toBe('cardc: the run failed in game 1 (seed 6): boom on seed 6');
    expect(err[1]).toMatch(
      /^ {2}play game 1 again alone: cardc play cards\/kaling --seed 6 --first 2 --decks \S+,\S+ --agents greedy,random --verbose$/,
    );
    err.length = 0;
    expect(await main(args, io)).toBe(1);
    expect(err[0]).toBe('cardc: 运行失败：第 1 局（种子 6）出错：boom on seed 6');
    expect(err[1]).toMatch(/^ {2}单独重下第 1 局：cardc play cards\/kaling --seed 6 --first 2 /);
  }, 60_000);

  it('a crashed game is reported with its seed and the command that plays it again; exit 1', async () => {
    const out: string[] = [];
    const io: CliIO = { out: (s) => out.push(s), err: () => undefined, cwd: root, isTTY: false };
    const args = ['sim', 'cards/kaling', '--games', '3', '--seed', '41', '--workers', '1', '--out', tmp()];
    expect(await main([...args, '--lang', 'en'], io)).toBe(1);
    const text = out.join('\n');
    expect(text).toContain('crashed 1');
    expect(text).toContain('crash in game 1 (seed 42): engine says no');
    expect(text).toMatch(
      /play game 1 again alone: cardc play cards\/kaling --seed 42 --first 2 --decks \S+ --agents greedy,greedy --verbose/,
    );
  }, 60_000);
});
