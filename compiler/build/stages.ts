// The build stages that read no disk: check, lower and validate over a BuildContext whose sources are
// already loaded. `cardc build` runs them after loadStage; the playground's language server runs them
// over the texts in the page (compile-texts.ts). Card paths in the IR are set-relative; diagnostics
// name the path `ctx.filePath` gives.
import type { Diagnostic } from '../../grammar/index.js';
import type { Analysis } from '../analysis.js';
import type { CheckedFile, CheckedSet, SourceFile } from '../checker/index.js';
import type { EmitStream } from '../emit/stream.js';
import type { IrSet } from '../ir/index.js';
import { isManifestPath, type SetManifest } from '../manifest/index.js';
import type { Progress } from '../progress.js';
import { countCards } from '../progress.js';
import type { BuiltManifest } from './manifest-out.js';

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
  /**
   * Work a stage left running (the emit stage's bundle, in a worker thread): the write stage waits for it before it
   * writes, and runStages at the latest, so a build never returns before its files are written.
   */
  pending?: () => void;
  /** Called as each file is checked (the stream stage hands it on to the emit thread). */
  onChecked?: (file: CheckedFile, diagnostics: readonly Diagnostic[]) => void;
  /** The streamed emit, when the stream stage started one (compiler/emit/stream.ts). */
  stream?: EmitStream;
  /** Set by a stage to skip the rest (e.g. no set.yaml). */
  stop?: boolean;
  /** Asked once the sources are loaded, with their number of cards; may return a progress display. */
  progress?: (totalCards: number) => Progress | undefined;
  /** The parser and caches the check and lower stages use (buildSet makes one when none is given). */
  analysis: Analysis;
  /** The path diagnostics name for a set-relative card path (below `dir` on disk; as it is in memory). */
  filePath: (rel: string) => string;
}

export interface BuildOptions {
  progress?: (totalCards: number) => Progress | undefined;
  /** Reuse an analysis (its caches) across builds; a fresh one otherwise. */
  analysis?: Analysis;
}

export type BuildStage = (ctx: BuildContext) => void;

const rel = (ctx: BuildContext, p: string) => ctx.filePath(p);

export const checkStage: BuildStage = (ctx) => {
  const progress = ctx.progress?.(ctx.sources.reduce((n, f) => n + countCards(f.text), 0));
  const onFile = progress ? (path: string, cards: number) => progress.file(path, cards) : undefined;
  const r = ctx.analysis.checkSet({
    files: ctx.sources,
    manifest: ctx.manifest,
    manifestText: ctx.manifestText,
    onFile,
    onChecked: ctx.onChecked,
  });
  progress?.done();
  ctx.checked = r.value;
  // Card paths are relative to the set (they go into the IR); diagnostics point at real files.
  for (const d of r.diagnostics)
    ctx.diagnostics.push(d.file && !isManifestPath(d.file) ? { ...d, file: rel(ctx, d.file) } : d);
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

/** The result of a finished run of stages, timed from t0. */
export function resultOf(ctx: BuildContext, t0: number): BuildResult {
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
