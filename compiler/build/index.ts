// `cardc build`: a card set folder → dist files. The build is a list of stages over one context
// (load → check → lower → validate → emit → write); each stage adds diagnostics and never throws on user
// input. `emit` (compiler/emit: typed TS via ts-morph, type-check, esbuild) writes cards.js + cards.d.ts.
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { hasErrors, type Lang } from '../../grammar/index.js';
import { diag } from '../diagnostics.js';
import { Analysis } from '../analysis.js';
import { emitSetSync } from '../emit/index.js';
import { loadManifest } from '../manifest/index.js';
import { listFiles, readText } from '../files.js';
import {
  checkStage,
  globToRegExp,
  lowerStage,
  resultOf,
  validateStage,
  type BuildContext,
  type BuildOptions,
  type BuildResult,
  type BuildStage,
  type BuildSummary,
} from './stages.js';

export { buildManifestSchema, BUILD_MANIFEST_SCHEMA_FILE, type BuiltManifest } from './manifest-out.js';

export {
  checkStage,
  lowerStage,
  validateStage,
  globToRegExp,
  type BuildContext,
  type BuildOptions,
  type BuildResult,
  type BuildStage,
  type BuildSummary,
} from './stages.js';

const rel = (ctx: BuildContext, p: string) => join(ctx.dir, p);

/** Reads set.yaml and the .card files it names. */
export const loadStage: BuildStage = (ctx) => {
  const mf = join(ctx.dir, 'set.yaml');
  let text: string;
  try {
    if (!statSync(ctx.dir).isDirectory()) throw new Error('not a folder');
    text = readText(mf);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    ctx.diagnostics.push(
      code === 'ENOENT' && statOk(ctx.dir)
        ? diag('CS4001', { start: 0, end: 0 }, [ctx.dir])
        : diag('CS4002', { start: 0, end: 0 }, [mf, (e as Error).message]),
    );
    ctx.stop = true;
    return;
  }
  ctx.manifestText = text;
  const m = loadManifest(text, mf);
  for (const d of m.diagnostics) ctx.diagnostics.push(d.file ? d : { ...d, file: mf });
  if (!m.value) {
    ctx.stop = true;
    return;
  }
  ctx.manifest = m.value;
  const matchers = m.value.cards.map(globToRegExp);
  for (const file of listFiles(ctx.dir)) {
    const r = relative(ctx.dir, file).split(sep).join('/');
    if (!matchers.some((re) => re.test(r))) continue;
    try {
      ctx.sources.push({ path: r, text: readText(file) });
    } catch (e) {
      ctx.diagnostics.push(diag('CS4002', { start: 0, end: 0 }, [file, (e as Error).message]));
    }
  }
  if (!ctx.sources.length) ctx.diagnostics.push(diag('CS4006', { start: 0, end: 0 }, [m.value.name], { file: mf }));
};

function statOk(p: string): boolean {
  try {
    return statSync(p).isDirectory();
  } catch {
    return false;
  }
}

/** IR → typed TS modules → type-check → cards.js + cards.d.ts (+ ts/ sources); only for a set without errors. */
const emitStage: BuildStage = (ctx) => {
  if (!ctx.ir || !ctx.manifest || hasErrors(ctx.diagnostics)) return;
  const texts = new Map(ctx.sources.map((s) => [s.path, s.text]));
  const r = emitSetSync(ctx.ir.cards, {
    setName: ctx.manifest.name,
    ruleset: ctx.ir.ruleset,
    outDir: ctx.outDir,
    sourceText: (f) => texts.get(f),
    // The validate stage checked the IR against the schema read off the same types: check the code, not the data again.
    typecheck: process.env.CARDC_TYPECHECK === 'full' ? 'full' : 'code',
    // The source maps name the .card files as seen from the output folder.
    cardRoot: relative(resolve(ctx.outDir), resolve(ctx.dir)).split(sep).join('/') || '.',
  });
  for (const d of r.diagnostics) ctx.diagnostics.push(d.file ? { ...d, file: rel(ctx, d.file) } : d);
  ctx.written.push(...r.files);
};

const writeStage: BuildStage = (ctx) => {
  const errors = ctx.diagnostics.filter((d) => d.severity === 'error').length;
  if (errors) {
    ctx.diagnostics.push(diag('CS4007', { start: 0, end: 0 }, [errors]));
    return;
  }
  if (!ctx.ir || !ctx.out) return;
  const outputs: [string, unknown][] = [
    ['cards.json', ctx.ir],
    ['manifest.json', ctx.out],
  ];
  try {
    mkdirSync(ctx.outDir, { recursive: true });
  } catch (e) {
    ctx.diagnostics.push(diag('CS4003', { start: 0, end: 0 }, [ctx.outDir, (e as Error).message]));
    return;
  }
  for (const [name, data] of outputs) {
    const p = join(ctx.outDir, name);
    try {
      writeFileSync(p, JSON.stringify(data, null, 2) + '\n');
      ctx.written.push(p);
    } catch (e) {
      ctx.diagnostics.push(diag('CS4003', { start: 0, end: 0 }, [p, (e as Error).message]));
    }
  }
};

/** The default pipeline. */
export const BUILD_STAGES: BuildStage[] = [loadStage, checkStage, lowerStage, validateStage, emitStage, writeStage];

export function buildSet(
  dir: string,
  outDir: string,
  stages: readonly BuildStage[] = BUILD_STAGES,
  opts: BuildOptions = {},
): BuildResult {
  const t0 = performance.now();
  const ctx: BuildContext = {
    dir,
    outDir,
    diagnostics: [],
    sources: [],
    written: [],
    progress: opts.progress,
    analysis: opts.analysis ?? new Analysis(),
    filePath: (p) => join(dir, p),
  };
  for (const stage of stages) {
    if (ctx.stop) break;
    stage(ctx);
  }
  return resultOf(ctx, t0);
}

/** "N cards, M decks, W warnings, T ms" (errors first when there are any). */
export function summary(s: BuildSummary, lang: Lang = 'en'): string {
  if (lang === 'zh') {
    const e = s.errors ? `${s.errors} 个错误，` : '';
    return `${e}${s.cards} 张卡，${s.decks} 副卡组，${s.warnings} 个警告，${s.ms} ms`;
  }
  const e = s.errors ? `${s.errors} errors, ` : '';
  return `${e}${s.cards} cards, ${s.decks} decks, ${s.warnings} warnings, ${s.ms} ms`;
}

export function buildFailed(r: BuildResult): boolean {
  return hasErrors(r.diagnostics);
}
