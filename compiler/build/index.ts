// `cardc build`: a card set folder → dist files. The build is a list of stages over one context
// (load → check → lower → validate → emit → write); each stage adds diagnostics and never throws on user
// input. `emit` (compiler/emit: typed TS via ts-morph, type-check, esbuild) writes cards.js + cards.d.ts.
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { ValidateFunction } from 'ajv';
import { hasErrors, type Diagnostic, type Lang } from '../../grammar/index.js';
import { diag } from '../diagnostics.js';
import { Analysis } from '../analysis.js';
import type { CheckedSet, SourceFile } from '../checker/index.js';
import { emitSetSync } from '../emit/index.js';
import type { IrSet } from '../ir/index.js';
import { loadManifest, type SetManifest } from '../manifest/index.js';
import { listFiles, readText } from '../files.js';
import { countCards, type Progress } from '../progress.js';
import type { BuiltManifest } from './manifest-out.js';
import { validateBuildManifest, validateIr } from '../validators/index.js';

export { buildManifestSchema, BUILD_MANIFEST_SCHEMA_FILE, type BuiltManifest } from './manifest-out.js';

export interface BuildSummary {
  cards: number;
  decks: number;
  errors: number;
  warnings: number;
  ms: number;
  /** Paths of the files written (empty when errors stopped the build). */
  written: string[];
}

export interface BuildResult {
  diagnostics: Diagnostic[];
  summary: BuildSummary;
  /** The IR and output manifest, when they were produced (also with errors, for tools). */
  ir?: IrSet;
  manifest?: BuiltManifest;
}

/** Everything the stages share. */
export interface BuildContext {
  dir: string;
  outDir: string;
  diagnostics: Diagnostic[];
  manifestText?: string;
  manifest?: SetManifest;
  sources: SourceFile[];
  checked?: CheckedSet;
  ir?: IrSet;
  out?: BuiltManifest;
  written: string[];
  /** Set by a stage to skip the rest (e.g. no set.yaml). */
  stop?: boolean;
  /** Asked once the sources are loaded, with their number of cards; may return a progress display. */
  progress?: (totalCards: number) => Progress | undefined;
  /** The parser and caches the check and lower stages use (buildSet makes one when none is given). */
  analysis: Analysis;
}

export interface BuildOptions {
  progress?: (totalCards: number) => Progress | undefined;
  /** Reuse an analysis (its caches) across builds; a fresh one otherwise. */
  analysis?: Analysis;
}

export type BuildStage = (ctx: BuildContext) => void;

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
    ctx.diagnostics.push(code === 'ENOENT' && statOk(ctx.dir)
      ? diag('CS4001', { start: 0, end: 0 }, [ctx.dir])
      : diag('CS4002', { start: 0, end: 0 }, [mf, (e as Error).message]));
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

export const checkStage: BuildStage = (ctx) => {
  const progress = ctx.progress?.(ctx.sources.reduce((n, f) => n + countCards(f.text), 0));
  const onFile = progress ? (path: string, cards: number) => progress.file(path, cards) : undefined;
  const r = ctx.analysis.checkSet({ files: ctx.sources, manifest: ctx.manifest, manifestText: ctx.manifestText, onFile });
  progress?.done();
  ctx.checked = r.value;
  // Card paths are relative to the set (they go into the IR); diagnostics point at real files.
  for (const d of r.diagnostics) ctx.diagnostics.push(d.file && !d.file.endsWith('set.yaml') ? { ...d, file: rel(ctx, d.file) } : d);
};

export const lowerStage: BuildStage = (ctx) => {
  if (!ctx.checked || !ctx.manifest) return;
  const r = ctx.analysis.lowerSet(ctx.checked, ctx.manifest.name);
  ctx.ir = r.value;
  for (const d of r.diagnostics) ctx.diagnostics.push(d.file ? { ...d, file: rel(ctx, d.file) } : d);
  const m = ctx.manifest;
  const out: BuiltManifest = {
    irVersion: r.value.irVersion,
    name: m.name,
    ruleset: m.ruleset,
    locale: m.locale,
    params: { ...ctx.checked.params },
    decks: m.decks,
    cards: r.value.cards.map((c) => c.name),
    files: ctx.sources.map((s) => s.path),
  };
  if (m.version !== undefined) out.version = m.version;
  if (m.description !== undefined) out.description = m.description;
  ctx.out = out;
};

/** The outputs must match their published schemas; a mismatch is a compiler bug, reported as one. */
export const validateStage: BuildStage = (ctx) => {
  const check = (name: string, fn: ValidateFunction, data: unknown) => {
    if (data === undefined || fn(data)) return;
    const msg = (fn.errors ?? []).slice(0, 3).map((e) => `${e.instancePath || '/'} ${e.message}`).join('; ');
    ctx.diagnostics.push(diag('CS4005', { start: 0, end: 0 }, [name, msg]));
  };
  check('cards.json', validateIr, ctx.ir);
  check('manifest.json', validateBuildManifest, ctx.out);
};

/** IR → typed TS modules → type-check → cards.js + cards.d.ts (+ ts/ sources); only for a set without errors. */
export const emitStage: BuildStage = (ctx) => {
  if (!ctx.ir || !ctx.manifest || hasErrors(ctx.diagnostics)) return;
  const texts = new Map(ctx.sources.map((s) => [s.path, s.text]));
  const r = emitSetSync(ctx.ir.cards, { setName: ctx.manifest.name, ruleset: ctx.ir.ruleset, outDir: ctx.outDir, sourceText: (f) => texts.get(f) });
  for (const d of r.diagnostics) ctx.diagnostics.push(d.file ? { ...d, file: rel(ctx, d.file) } : d);
  ctx.written.push(...r.files);
};

export const writeStage: BuildStage = (ctx) => {
  const errors = ctx.diagnostics.filter((d) => d.severity === 'error').length;
  if (errors) {
    ctx.diagnostics.push(diag('CS4007', { start: 0, end: 0 }, [errors]));
    return;
  }
  if (!ctx.ir || !ctx.out) return;
  const outputs: [string, unknown][] = [['cards.json', ctx.ir], ['manifest.json', ctx.out]];
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

export function buildSet(dir: string, outDir: string, stages: readonly BuildStage[] = BUILD_STAGES, opts: BuildOptions = {}): BuildResult {
  const t0 = performance.now();
  const ctx: BuildContext = { dir, outDir, diagnostics: [], sources: [], written: [], progress: opts.progress, analysis: opts.analysis ?? new Analysis() };
  for (const stage of stages) {
    if (ctx.stop) break;
    stage(ctx);
  }
  const summary: BuildSummary = {
    cards: ctx.checked?.cards.length ?? 0,
    decks: Object.keys(ctx.manifest?.decks ?? {}).length,
    errors: ctx.diagnostics.filter((d) => d.severity === 'error').length,
    warnings: ctx.diagnostics.filter((d) => d.severity === 'warning').length,
    ms: Math.round(performance.now() - t0),
    written: ctx.written,
  };
  const r: BuildResult = { diagnostics: ctx.diagnostics, summary };
  if (ctx.ir) r.ir = ctx.ir;
  if (ctx.out) r.manifest = ctx.out;
  return r;
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


/** `**` any folders, `*` any name part, `?` one character; paths use '/'. */
export function globToRegExp(glob: string): RegExp {
  let re = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === '*' && glob[i + 1] === '*') {
      i++;
      if (glob[i + 1] === '/') {
        i++;
        re += '(?:.*/)?';
      } else re += '.*';
    } else if (c === '*') re += '[^/]*';
    else if (c === '?') re += '[^/]';
    else re += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  // `s`: a folder or file name may hold a line terminator (U+2028 …), which `.` would not match otherwise.
  return new RegExp(`^${re}$`, 's');
}
