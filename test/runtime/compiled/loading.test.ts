// An engine loads a compiled set from ESM, from CommonJS and in a browser, and plays the same game with each; an
// error inside an ability's code is reported at the card text's file:line through the shipped source map.

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CompiledSetError,
  loadCompiledSet,
  playGame,
  randomAgent,
  type CompiledAbility,
  type CompiledCode,
  type CompiledSetModule,
  type GameEvent,
} from '../../../runtime/index.js';
import { chromiumPath, IN_CI, launch } from '../../web/browser.js';
import { bundledCompiled, type CompiledGames } from './compiled-sets.js';

let g: CompiledGames;
let reference: GameEvent[];
const SEED = 7;

function play(mod: CompiledSetModule): GameEvent[] {
  const set = loadCompiledSet(mod);
  const pool = set.pool();
  const state = pool.rules.start({ ...g.setup(SEED), cards: set.cards }, pool).state;
  return playGame(state, [randomAgent(1), randomAgent(2)], { maxSteps: g.maxSteps }).events;
}

/** The module's code with every compiled `key` function wrapped to count its calls (the same answers). */
function counting(key: 'condition' | 'trigger'): { code: CompiledCode; calls: { n: number } } {
  const calls = { n: 0 };
  const code = g.module.code.map((r) =>
    r.map((c) => {
      const f = c?.[key] as ((...args: unknown[]) => boolean) | undefined;
      if (!c || !f) return c;
      return { ...c, [key]: (...args: unknown[]) => (calls.n++, f(...args)) };
    }),
  );
  return { code, calls };
}

/** Plays the reference game on a pool of `code`: the pool (to look into) and the events. */
function playWith(code: CompiledCode) {
  const set = loadCompiledSet({ ...g.module, code });
  const pool = set.pool();
  const state = pool.rules.start({ ...g.setup(SEED), cards: set.cards }, pool).state;
  return { pool, events: playGame(state, [randomAgent(1), randomAgent(2)], { maxSteps: g.maxSteps }).events };
}

/** The set's code with the first row entry that `has` replaced by `change(entry)`. */
function withFirst(
  has: (c: CompiledAbility) => unknown,
  change: (c: CompiledAbility) => CompiledAbility,
): CompiledCode {
  const at = g.module.code.findIndex((r) => r.some((c) => c && has(c)));
  const j = g.module.code[at].findIndex((c) => c && has(c));
  return g.module.code.map((r, i) => (i === at ? r.map((c, k) => (k === j ? change(c!) : c)) : r));
}

beforeAll(async () => {
  g = await bundledCompiled('kaling');
  reference = play(g.module);
}, 120_000);

describe('loading a compiled set', () => {
  it('ESM: import cards.js, loadCompiledSet, play', () => {
    expect(g.module.setInfo).toMatchObject({ ruleset: 'kaling', format: 2, cardCount: g.cards.length });
    expect(reference.length).toBeGreaterThan(50);
  });

  it('CommonJS: require() of the folder (package.json exports) and of cards.cjs give the same set and game', () => {
    const req = createRequire(join(g.outDir, 'x.js'));
    const byFolder = req(g.outDir) as CompiledSetModule;
    const byFile = req('./cards.cjs') as CompiledSetModule;
    expect(byFolder.cards).toEqual(g.module.cards);
    expect(byFile.setInfo).toEqual(g.module.setInfo);
    expect(play(byFolder)).toEqual(reference);
  });

  it('refuses what is not a compiled set of this format, and code that does not fit its cards', () => {
    expect(() => loadCompiledSet({} as CompiledSetModule)).toThrow(CompiledSetError);
    expect(() => loadCompiledSet({ ...g.module, setInfo: { ...g.module.setInfo, format: 1 } })).toThrow(/format 1/);
    const shifted = { ...g.module, code: [...g.module.code.slice(1), g.module.code[0]] };
    const withBodies = g.module.code.findIndex((row) => row.some((c) => c && c.signature));
    expect(withBodies).toBeGreaterThanOrEqual(0);
    expect(() => loadCompiledSet(shifted).pool()).toThrow(CompiledSetError);
  });

  it("an ability's 若… and each op's run as their compiled condition functions, and a condition written for another shape is refused", () => {
    // 前哨狼's 【降临时】 line holds only 若己方场上有「狼王」: its code is q.count(l[0], 0) >= l[0].value.
    const at = g.module.cards.findIndex((c) => c.name === '前哨狼');
    const row = g.module.code[at];
    const entry = row[0]!;
    expect(entry.conditionShape).toBe('#>=');
    expect(typeof entry.condition).toBe('function');
    // The engine calls it wherever the condition is judged: counted over a game, which stays the same game.
    const { code: counted, calls: count } = counting('condition');
    const calls = () => count.n;
    let seen = 0;
    for (let seed = 1; seed <= 12 && !calls(); seed++) {
      const set = loadCompiledSet({ ...g.module, code: counted });
      const pool = set.pool();
      expect(pool.compiled!.conditions.size).toBeGreaterThan(0);
      const state = pool.rules.start({ ...g.setup(seed), cards: set.cards }, pool).state;
      seen += playGame(state, [randomAgent(seed), randomAgent(seed + 1)], { maxSteps: g.maxSteps }).events.length;
    }
    expect(seen).toBeGreaterThan(0);
    expect(calls()).toBeGreaterThan(0);
    // An op's own 若… compiles too: 突围狼's two clauses each have one, what fx.holds runs.
    const tw = g.module.cards.findIndex((c) => c.name === '突围狼');
    const ops = g.module.code[tw][0]!.opConditions!;
    expect(ops.map((o) => [o.op, o.shape])).toEqual([
      [0, '#>='],
      [1, 'handSize<='],
    ]);
    const pool = loadCompiledSet(g.module).pool();
    for (const o of ops)
      expect(pool.compiled!.conditions.get(g.module.cards[tw].abilities[0].effects[o.op].condition!)!.fn).toBe(
        o.condition,
      );
    // Code and data must agree: a condition written for ≤ is not run for 前哨狼's ≥.
    const stale = g.module.code.map((r, i) => (i === at ? [{ ...entry, conditionShape: '#<=' }, ...r.slice(1)] : r));
    expect(() => loadCompiledSet({ ...g.module, code: stale }).pool()).toThrow(/condition written for '#<='/);
  });

  it("a triggered ability's filter runs as its compiled $时机 function, and one written for another shape is refused", () => {
    const at = g.module.cards.findIndex((c) => c.name === '前哨狼');
    const entry = g.module.code[at][0]!;
    expect(entry.triggerShape).toBe('self;self'); // 【降临时】 of this card: whose event, and that it is this card
    const { code: counted, calls: count } = counting('trigger');
    const calls = () => count.n;
    const set = loadCompiledSet({ ...g.module, code: counted });
    const pool = set.pool();
    expect(pool.compiled!.triggers.size).toBeGreaterThan(0);
    const state = pool.rules.start({ ...g.setup(SEED), cards: set.cards }, pool).state;
    const events = playGame(state, [randomAgent(1), randomAgent(2)], { maxSteps: g.maxSteps }).events;
    expect(calls()).toBeGreaterThan(0);
    expect(events).toEqual(reference); // the same game as with the uncounted code
    const stale = g.module.code.map((r, i) => (i === at ? [{ ...entry, triggerShape: 'opponent' }, ...r.slice(1)] : r));
    expect(() => loadCompiledSet({ ...g.module, code: stale }).pool()).toThrow(/trigger filter written for 'opponent'/);
  });

  it("KL-TG-01: an op's card target is tested by its compiled $目标 function, and one written for another shape is refused", () => {
    const calls = { n: 0 };
    const code = g.module.code.map((r) =>
      r.map((c) =>
        c?.targets
          ? {
              ...c,
              targets: c.targets.map((t) => ({
                ...t,
                test: (...args: Parameters<typeof t.test>) => (calls.n++, t.test(...args)),
              })),
            }
          : c,
      ),
    );
    const { pool, events } = playWith(code);
    expect(pool.compiled!.targets.size).toBeGreaterThan(0);
    expect(calls.n).toBeGreaterThan(0);
    expect(events).toEqual(reference); // the same game as with the uncounted code
    const stale = withFirst(
      (c) => c.targets?.length,
      (c) => ({ ...c, targets: [{ ...c.targets![0], shape: 'k[tapped,tapped]' }] }),
    );
    expect(() => loadCompiledSet({ ...g.module, code: stale }).pool()).toThrow(
      /target test for op \d+ written for 'k\[tapped,tapped\]'/,
    );
  });

  it("an ability's printed cost is what its compiled $费用 function owes (KL-RES-04), and one written for another shape is refused", () => {
    const calls = { n: 0 };
    const code = g.module.code.map((r) =>
      r.map((c) => {
        const f = c?.cost;
        return c && f ? { ...c, cost: (...args: Parameters<typeof f>) => (calls.n++, f(...args)) } : c;
      }),
    );
    const { pool, events } = playWith(code);
    expect(pool.compiled!.costs.size).toBeGreaterThan(0);
    expect(calls.n).toBeGreaterThan(0);
    expect(events).toEqual(reference);
    const stale = withFirst(
      (c) => c.cost,
      (c) => ({ ...c, costShape: c.costShape === 'free' ? 'paid' : 'free' }),
    );
    expect(() => loadCompiledSet({ ...g.module, code: stale }).pool()).toThrow(/has a cost written for '(free|paid)'/);
  });

  it("an error thrown in an ability's code names the .card file and line (node --enable-source-maps)", () => {
    // The first ability with an op: call its body with an API whose op methods throw.
    const d = g.cards.findIndex((c, i) => g.module.code[i].some((x, j) => x && c.abilities[j].effects.length));
    const a = g.module.code[d].findIndex((x, j) => x && g.cards[d].abilities[j].effects.length);
    const op = g.cards[d].abilities[a].effects[0];
    const script = [
      `const m = await import(${JSON.stringify(join(g.outDir, 'cards.js'))});`,
      `const c = m.code[${d}][${a}];`,
      `const fx = new Proxy({ next: 0, over: () => false, holds: () => true, optional: () => true, picking: () => false },`,
      `  { get: (t, k) => (k in t ? t[k] : () => { throw new Error('boom'); }) });`,
      `try { c.resolve(fx, m.cards[${d}].abilities[${a}].effects); } catch (e) { console.log(e.stack); }`,
    ].join('\n');
    const out = execFileSync(process.execPath, ['--enable-source-maps', '--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
    const file = resolve(import.meta.dirname, '../../../cards/kaling', op.source!.file);
    expect(out).toContain('boom');
    expect(out).toContain(`${file}:${op.source!.line}:`);
  });
});

describe.skipIf(!chromiumPath() && !IN_CI)('a compiled set in a browser', () => {
  let server: Server;
  let base = '';
  beforeAll(async () => {
    // The runtime as an engine ships it to a page (esbuild, browser platform), and the set's folder.
    const runtime = await build({
      entryPoints: [resolve(import.meta.dirname, '../../../runtime/index.ts')],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'browser',
      charset: 'utf8',
    });
    const files: Record<string, [string, string]> = {
      '/runtime.js': [runtime.outputFiles[0].text, 'text/javascript'],
      '/cards.js': [readFileSync(join(g.outDir, 'cards.js'), 'utf8'), 'text/javascript'],
      '/': ['<!doctype html><meta charset="utf-8"><title>set</title>', 'text/html'],
    };
    server = createServer((req, res) => {
      const f = files[req.url ?? ''];
      res.writeHead(f ? 200 : 404, { 'content-type': `${f?.[1] ?? 'text/plain'}; charset=utf-8` });
      res.end(f?.[0] ?? '');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const addr = server.address();
    base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  }, 120_000);
  afterAll(() => server?.close());

  it('imports cards.js as a module and plays the same game as Node', async () => {
    const path = chromiumPath();
    if (!path) throw new Error('no Chromium (set CHROMIUM_PATH)');
    const browser = await launch(path);
    try {
      const page = await browser.newPage();
      await page.goto(`${base}/`);
      // A string, not a function: the test runner rewrites import() in functions it compiles.
      const o = JSON.stringify({ setup: g.setup(SEED), maxSteps: g.maxSteps });
      const events = await page.evaluate(`(async (o) => {
        const rt = await import(location.origin + '/runtime.js');
        const set = rt.loadCompiledSet(await import(location.origin + '/cards.js'));
        const pool = set.pool();
        const state = pool.rules.start({ ...o.setup, cards: set.cards }, pool).state;
        return rt.playGame(state, [rt.randomAgent(1), rt.randomAgent(2)], { maxSteps: o.maxSteps }).events;
      })(${o})`);
      expect(events).toEqual(JSON.parse(JSON.stringify(reference)));
    } finally {
      await browser.close();
    }
  }, 120_000);
});
