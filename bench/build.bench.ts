// Build benchmark: the emit stage (IR → TS → type-check → esbuild) on a 10,000-card set, and the whole
// `cardc build` when the pipeline (compiler/build) is there. Prints figures, never asserts.

import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { BUILD_STAGES, buildSet, type BuildStage } from '../compiler/build/index.js';
import { emitSet } from '../compiler/emit/index.js';
import { STREAM_MIN_CARDS } from '../compiler/emit/stream.js';
import type { AbilityDef, CardDef, EffectOp, TargetSpec } from '../runtime/index.js';
import { generateSetCorpus, prng } from './corpus.js';

const N = 10_000;
const PER_FILE = 100;

/** N distinct SLCG cards, written directly in the IR, PER_FILE per source file. */
export function generateIr(n: number, seed = 1): CardDef[] {
  const r = prng(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));
  const opp: TargetSpec = { count: 1, side: 'opponent', kind: 'character' };
  const ops: (() => EffectOp)[] = [
    () => ({ op: 'draw', count: int(1, 3) }),
    () => ({ op: 'damage', target: opp, amount: int(1, 4) }),
    () => ({ op: 'push', side: 'self', amount: int(1, 2) }),
    () => ({ op: 'heal', amount: int(1, 3) }),
    () => ({
      op: 'destroy',
      target: { ...opp, filters: [{ kind: 'stat', stat: 'value', cmp: '<=', value: int(1, 4) }] },
    }),
    () => ({ op: 'modifyStat', target: { ref: 'self' }, stat: 'value', amount: int(1, 3), duration: 'endOfTurn' }),
    () => ({ op: 'gainResource', resource: 'energy', amount: 1, optional: true }),
    () => ({
      op: 'grantKeyword',
      target: { count: 1, side: 'self', kind: 'character' },
      keyword: 'guard',
      duration: 'endOfTurn',
    }),
  ];
  const cards: CardDef[] = [];
  for (let i = 0; i < n; i++) {
    const file = `cards/${String(Math.floor(i / PER_FILE)).padStart(3, '0')}.card`;
    const line = (i % PER_FILE) * 6 + 3;
    const src = (l: number) => ({ file, line: line + l, col: 3, endLine: line + l, endCol: 30 });
    const abilities: AbilityDef[] = [];
    const na = int(0, 3);
    for (let a = 0; a < na; a++) {
      const effects = Array.from({ length: int(1, 3) }, () => ops[int(0, ops.length - 1)]());
      abilities.push(
        a === 0 && r() < 0.5
          ? {
              index: a,
              kind: 'triggered',
              timing: { event: 'enter', side: 'self', subject: { ref: 'self' } },
              limits: [],
              costs: {},
              effects,
              source: src(a + 1),
            }
          : {
              index: a,
              kind: 'activated',
              limits: [{ scope: 'turn', count: 1 }],
              costs: { energy: int(0, 2) },
              effects,
              source: src(a + 1),
            },
      );
    }
    const character = r() < 0.7;
    cards.push({
      id: `bench-${i}`,
      name: `卡牌${i}号「${i % 7 === 0 ? '"引号"' : '名'}」`,
      ruleset: 'slcg',
      type: character ? '角色' : '发生',
      marks: [],
      traits: r() < 0.5 ? [`特征${i % 13}`] : [],
      cost: { energy: int(0, 5) },
      stats: character ? { value: int(1, 6) } : {},
      ...(character ? { color: (['attack', 'push', 'both', 'none'] as const)[int(0, 3)] } : {}),
      keywords: r() < 0.3 ? [{ keyword: 'guard' }] : [],
      abilities: character
        ? abilities
        : [{ index: 0, kind: 'play', limits: [], costs: {}, effects: [ops[int(0, ops.length - 1)]()], source: src(1) }],
      source: src(0),
    });
  }
  return cards;
}

async function emitOnce(cards: CardDef[], label: string, typecheck: 'shapes' | 'full' = 'shapes'): Promise<void> {
  const out = mkdtempSync(join(tmpdir(), 'cardc-bench-'));
  try {
    const t0 = performance.now();
    const r = await emitSet(cards, { setName: 'bench', ruleset: 'slcg', outDir: out, typecheck });
    const total = performance.now() - t0;
    const t = r.timings;
    const errs = r.diagnostics.filter((d) => d.severity === 'error').length;
    console.log(
      `build: ${label} ${cards.length} cards — emit ${t.emit.toFixed(0)} ms, type-check ${t.typecheck.toFixed(0)} ms, bundle+write ${t.bundle.toFixed(0)} ms, total ${total.toFixed(0)} ms (${errs} errors, ${r.files.length} files)`,
    );
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/** The whole `cardc build` of a generated N-card SLCG set (100 cards per .card file), timed per stage. */
function wholeBuild(n: number, label: string): void {
  const dir = mkdtempSync(join(tmpdir(), 'cardc-bench-set-'));
  try {
    generateSetCorpus(dir, 'slcg', n);
    const times: [string, number][] = [];
    const timed: BuildStage[] = BUILD_STAGES.map((stage) => (ctx) => {
      const t0 = performance.now();
      stage(ctx);
      // esbuild runs on while the write stage makes cards.json: its wait is counted in `write`.
      const name = stage.name.replace(/Stage$/, '');
      times.push([name === 'write' ? 'write (+ waiting for the bundle)' : name, performance.now() - t0]);
    });
    const t0 = performance.now();
    const r = buildSet(dir, join(dir, 'dist'), timed);
    const total = performance.now() - t0;
    const errs = r.diagnostics.filter((d) => d.severity === 'error');
    console.log(
      `build: ${label} cardc build of ${r.summary.cards} cards — ${times.map(([k, v]) => `${k} ${v.toFixed(0)} ms`).join(', ')}; total ${total.toFixed(0)} ms (goal ≤5,000 ms; ${errs.length} errors${errs.length ? `, first ${errs[0].code} ${errs[0].messageEn}` : ''})`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * `cardc build` of a generated n-card SLCG set as its own process (bin/cardc.js: the dist/ bundle when `npm run
 * build` is current, else the sources through tsx), wall time from spawn to exit: what a user waits for, cold.
 */
function cliBuild(n: number, goalMs: number): void {
  const dir = mkdtempSync(join(tmpdir(), 'cardc-bench-cli-'));
  try {
    generateSetCorpus(dir, 'slcg', n);
    if (n >= STREAM_MIN_CARDS) {
      // Streamed (the default at this size) against unstreamed, interleaved so the host's drift hits both alike.
      const runs: [number[], number[]] = [[], []];
      for (let i = 0; i < 3; i++) {
        runs[0].push(timedBuild(dir));
        runs[1].push(timedBuild(dir, { CARDC_EMIT_STREAM: '0' }));
      }
      const [ms, base] = runs.map(median);
      console.log(
        `build: cardc build of ${n} cards as a process, wall ${ms.toFixed(0)} ms, median of 3 (${runs[0].map((x) => x.toFixed(0)).join(' / ')}) (goal ≤${goalMs.toLocaleString('en')} ms)`,
      );
      console.log(
        `build: the same with CARDC_EMIT_STREAM=0 (modules written after the check, not during it), wall ${base.toFixed(0)} ms (${runs[1].map((x) => x.toFixed(0)).join(' / ')}): streamed ×${(base / ms).toFixed(2)} faster`,
      );
      return;
    }
    const ms = timedBuild(dir);
    console.log(
      `build: cardc build of ${n} cards as a process, wall ${ms.toFixed(0)} ms (goal ≤${goalMs.toLocaleString('en')} ms)`,
    );
    if (n <= 1000) {
      // The baseline in the same run: the same build trusting no prechecked unit (every unit to TypeScript).
      const base = timedBuild(dir, { CARDC_PRECHECKED: '0' });
      console.log(
        `build: the same with CARDC_PRECHECKED=0 (TypeScript checks every code unit), wall ${base.toFixed(0)} ms: prechecked ×${(base / ms).toFixed(2)} faster`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[s.length >> 1];
}

function timedBuild(dir: string, env: Record<string, string> = {}): number {
  const bin = resolve(import.meta.dirname, '../bin/cardc.js');
  const t0 = performance.now();
  execFileSync(process.execPath, [bin, 'build', dir, '--out', join(dir, 'dist')], {
    stdio: 'pipe',
    env: { ...process.env, ...env },
  });
  return performance.now() - t0;
}

export async function run(): Promise<void> {
  cliBuild(50, 1000);
  cliBuild(N, 5000);
  const t0 = performance.now();
  const cards = generateIr(N);
  console.log(
    `build: generated ${N} IR cards in ${(performance.now() - t0).toFixed(0)} ms (load average ${loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')}; figures scale with it)`,
  );
  await emitOnce(cards, 'emitSet (cold)');
  await emitOnce(cards, 'emitSet (warm)');
  await emitOnce(cards.slice(0, 1000), 'emitSet typecheck:full, for comparison,', 'full');
  wholeBuild(N, '(cold)');
  wholeBuild(N, '(warm)');
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
