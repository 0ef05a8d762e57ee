// Running build stages over a set folder: the load stage (set.yaml or set.yml, and the .card files it names) and the
// loop over stages. Without emit or write it is what `cardc play` and the scenario runner compile a set
// with in memory; index.ts adds the stages that write, whose code (ts-morph, esbuild, the output
// validators) only `cardc build` loads.
import { statSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import { diag } from '../diagnostics.js';
import { Analysis } from '../analysis.js';
import { loadManifest } from '../manifest/index.js';
import { listFiles, manifestIn, misnamedManifestNote, readText, shadowedManifest } from '../files.js';
import {
  globToRegExp,
  resultOf,
  type BuildContext,
  type BuildOptions,
  type BuildResult,
  type BuildStage,
} from './stages.js';

const misnamedNotes = (dir: string) => {
  const n = misnamedManifestNote(dir);
  return n ? [n] : undefined;
};

/** Reads the set's manifest (set.yaml, else set.yml) and the .card files it names. */
export const loadStage: BuildStage = (ctx) => {
  let mf = join(ctx.dir, 'set.yaml');
  let text: string;
  try {
    if (!statSync(ctx.dir).isDirectory()) throw new Error('not a folder');
    mf = manifestIn(ctx.dir) ?? mf;
    text = readText(mf);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    ctx.diagnostics.push(
      code === 'ENOENT' && statOk(ctx.dir)
        ? diag('CS4001', { start: 0, end: 0 }, [ctx.dir], { notes: misnamedNotes(ctx.dir) })
        : diag('CS4002', { start: 0, end: 0 }, [mf, (e as Error).message]),
    );
    ctx.stop = true;
    return;
  }
  ctx.manifestText = text;
  const shadowed = shadowedManifest(ctx.dir);
  if (shadowed) ctx.diagnostics.push(diag('CS4008', { start: 0, end: 0 }, [basename(shadowed)], { file: shadowed }));
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

/** Waits for the work a stage left running (BuildContext.pending), once. */
export function finishPending(ctx: BuildContext): void {
  const p = ctx.pending;
  ctx.pending = undefined;
  p?.();
}

/** Runs `stages` in order over a fresh context for the set in `dir`; a stage may stop the run. */
export function runStages(
  dir: string,
  outDir: string,
  stages: readonly BuildStage[],
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
  finishPending(ctx);
  return resultOf(ctx, t0);
}
