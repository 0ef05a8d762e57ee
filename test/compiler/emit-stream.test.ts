// The streamed emit (compiler/emit/stream.ts): a large set's modules are written by a worker thread while the main
// thread checks the set. It must write exactly what the unstreamed emit writes, and leave nothing when it stops.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { generateSetCorpus } from '../../bench/corpus.js';
import { BUILD_STAGES, buildSet, type BuildContext, type BuildResult } from '../../compiler/build/index.js';
import { shouldStream, STREAM_MIN_CARDS, type EmitStream } from '../../compiler/emit/stream.js';
import { STREAM_DIR } from '../../compiler/emit/stream-protocol.js';

const tmp = mkdtempSync(join(tmpdir(), 'cardc-stream-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
let n = 0;
const fresh = () => join(tmp, `d${n++}`);

const saved = process.env.CARDC_EMIT_STREAM;
afterEach(() => {
  if (saved === undefined) delete process.env.CARDC_EMIT_STREAM;
  else process.env.CARDC_EMIT_STREAM = saved;
});

/** Builds `dir` into `out` with the emit streamed or not; says whether a stream was started. */
function build(dir: string, out: string, streamed: boolean): { r: BuildResult; stream: boolean } {
  process.env.CARDC_EMIT_STREAM = streamed ? '1' : '0';
  let stream = false;
  const r = buildSet(dir, out, [...BUILD_STAGES, (ctx: BuildContext) => void (stream = ctx.stream !== undefined)]);
  return { r, stream };
}

/** Every file under `dir`, relative path → bytes. */
function tree(dir: string): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  if (!existsSync(dir)) return out;
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else out.set(relative(dir, p), readFileSync(p));
    }
  };
  walk(dir);
  return out;
}

/** Builds `dir` both ways and requires the same files, byte for byte, and the same result. */
function same(dir: string): Map<string, Buffer> {
  const a = fresh();
  const b = fresh();
  const serial = build(dir, a, false);
  const streamed = build(dir, b, true);
  expect(serial.stream).toBe(false);
  expect(streamed.stream).toBe(true);
  expect(streamed.r.diagnostics).toEqual(serial.r.diagnostics);
  expect(streamed.r.summary.written.map((p) => relative(b, p))).toEqual(
    serial.r.summary.written.map((p) => relative(a, p)),
  );
  const ta = tree(a);
  const tb = tree(b);
  expect([...tb.keys()].sort()).toEqual([...ta.keys()].sort());
  for (const [path, bytes] of ta) expect(tb.get(path)!.equals(bytes), path).toBe(true);
  return tb;
}

describe('the streamed emit writes what the unstreamed one writes', () => {
  const root = join(__dirname, '../../cards');
  for (const set of readdirSync(root).filter((d) => existsSync(join(root, d, 'set.yaml'))))
    it(`bundled set ${set}: every output file byte for byte`, () => {
      const files = same(join(root, set));
      expect(files.has('cards.js')).toBe(true);
      expect([...files.keys()].some((f) => f.includes(STREAM_DIR))).toBe(false);
    });

  for (const ruleset of ['slcg', 'guangan', 'kaling'] as const)
    it(`a generated ${ruleset} set of 7 files: every output file byte for byte`, () => {
      const dir = fresh();
      generateSetCorpus(dir, ruleset, 330, 3, 50);
      // A file with no card makes no module: the modules after it keep the numbers the whole set gives them.
      writeFileSync(join(dir, 'cards', '003a.card'), '# 留空\n');
      const files = same(dir);
      expect([...files.keys()].filter((f) => /^ts\/cards\/m\d+\.ts$/.test(f.split('\\').join('/')))).toHaveLength(7);
    });
});

describe('a streamed build that stops leaves nothing behind', () => {
  it('an error in the last file: the same diagnostics as unstreamed, no output folder', () => {
    const dir = fresh();
    generateSetCorpus(dir, 'slcg', 200, 5, 50);
    const last = join(dir, 'cards', '003.card');
    writeFileSync(last, readFileSync(last, 'utf8') + '\n卡牌 坏卡\n  类型：角色\n  费用：不是数字\n');
    const a = fresh();
    const b = fresh();
    const serial = build(dir, a, false);
    const streamed = build(dir, b, true);
    expect(streamed.stream).toBe(true);
    expect(serial.r.summary.errors).toBeGreaterThan(0);
    expect(streamed.r.diagnostics).toEqual(serial.r.diagnostics);
    expect(existsSync(a)).toBe(false);
    expect(existsSync(b)).toBe(false);
  });

  it('esbuild failing is CS4103: nothing else written, no cards.json, no streaming folder', () => {
    const dir = join(__dirname, '../../cards/slcg');
    const out = fresh();
    mkdirSync(join(out, 'cards.js'), { recursive: true });
    const { r, stream } = build(dir, out, true);
    expect(stream).toBe(true);
    expect(r.diagnostics.map((d) => d.code)).toEqual(['CS4103', 'CS4007']);
    expect(existsSync(join(out, 'cards.json'))).toBe(false);
    expect(existsSync(join(out, 'cards.cjs'))).toBe(false);
    expect(existsSync(join(out, STREAM_DIR))).toBe(false);
  });

  it("an earlier build's ts/ is replaced whole: a module the set no longer makes is gone", () => {
    const dir = join(__dirname, '../../cards/guangan');
    const out = fresh();
    mkdirSync(join(out, 'ts', 'cards'), { recursive: true });
    writeFileSync(join(out, 'ts', 'cards', 'm999.ts'), 'export const stale = 1;\n');
    writeFileSync(join(out, STREAM_DIR), 'a file where the streaming folder goes');
    const { r, stream } = build(dir, out, true);
    expect(stream).toBe(true);
    expect(r.diagnostics).toEqual([]);
    expect(existsSync(join(out, 'ts', 'cards', 'm999.ts'))).toBe(false);
    expect(existsSync(join(out, 'ts', 'cards', 'm000.ts'))).toBe(true);
    expect(existsSync(join(out, STREAM_DIR))).toBe(false);
  });
});

describe('a stream whose thread died', () => {
  it('the main thread makes the modules itself: the same files, and nothing the thread left behind', () => {
    const dir = join(__dirname, '../../cards/kaling');
    const a = fresh();
    const b = fresh();
    const serial = build(dir, a, false);
    // A thread that died after writing part of its folder: it answers nothing but `failed`.
    const dead = {
      ruleset: 'kaling',
      outDir: b,
      cardRoot: undefined,
      add: () => undefined,
      modules: () => ({ kind: 'failed', error: 'the emit thread stopped' }),
      go: () => undefined,
      bundled: () => ({ kind: 'failed', error: 'the emit thread stopped' }),
      cancel: () => undefined,
    } as unknown as EmitStream;
    const deadStage = (ctx: BuildContext) => {
      mkdirSync(join(b, STREAM_DIR, 'cards'), { recursive: true });
      writeFileSync(join(b, STREAM_DIR, 'cards', 'm000.ts'), '// half written');
      ctx.stream = dead;
    };
    const stages = BUILD_STAGES.map((s) => (s.name === 'streamStage' ? deadStage : s));
    expect(stages).toContain(deadStage);
    const r = buildSet(dir, b, stages);
    expect(r.diagnostics).toEqual(serial.r.diagnostics);
    const ta = tree(a);
    const tb = tree(b);
    expect([...tb.keys()].sort()).toEqual([...ta.keys()].sort());
    for (const [path, bytes] of ta) expect(tb.get(path)!.equals(bytes), path).toBe(true);
  });
});

describe('when a build streams', () => {
  it(`from ${STREAM_MIN_CARDS} cards on two cores or more, built code only; CARDC_EMIT_STREAM=1 / =0 force it on / off`, () => {
    delete process.env.CARDC_EMIT_STREAM;
    expect(shouldStream(STREAM_MIN_CARDS - 1)).toBe(false);
    // These tests run the TypeScript sources: the thread would compile itself through tsx first.
    expect(shouldStream(STREAM_MIN_CARDS)).toBe(false);
    process.env.CARDC_EMIT_STREAM = '1';
    expect(shouldStream(1)).toBe(true);
    process.env.CARDC_EMIT_STREAM = '0';
    expect(shouldStream(100_000)).toBe(false);
  });

  it('not with CARDC_TYPECHECK=full (that check reads every module, which stays in the thread)', () => {
    const saved = process.env.CARDC_TYPECHECK;
    process.env.CARDC_TYPECHECK = 'full';
    try {
      const { r, stream } = build(join(__dirname, '../../cards/kaling'), fresh(), true);
      expect(stream).toBe(false);
      expect(r.diagnostics).toEqual([]);
    } finally {
      if (saved === undefined) delete process.env.CARDC_TYPECHECK;
      else process.env.CARDC_TYPECHECK = saved;
    }
  });
});
