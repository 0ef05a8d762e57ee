// A set compiled from texts in memory: set.yaml and the .card files as strings, checked, lowered and
// validated like `cardc build` does (without writing or emitting code). The playground compiles the set
// in the page this way; paths are set-relative and diagnostics name them as given.
import { diag } from '../diagnostics.js';
import { Analysis } from '../analysis.js';
import { loadManifest } from '../manifest/index.js';
import { checkStage, globToRegExp, lowerStage, resultOf, type BuildContext, type BuildResult } from './stages.js';
import { validateStage } from './validate-stage.js';

export interface SetTexts {
  /** The text of set.yaml. */
  manifestText: string;
  /** The name diagnostics of set.yaml carry (default `set.yaml`). */
  manifestPath?: string;
  /** Set-relative path (`a.card`, `more/b.card`) → text; only those the manifest's `cards` globs match are compiled. */
  files: readonly { path: string; text: string }[];
}

export function compileTexts(input: SetTexts, analysis: Analysis = new Analysis()): BuildResult {
  const t0 = performance.now();
  const mf = input.manifestPath ?? 'set.yaml';
  const ctx: BuildContext = {
    dir: '',
    outDir: '',
    diagnostics: [],
    sources: [],
    written: [],
    analysis,
    filePath: (p) => p,
  };
  ctx.manifestText = input.manifestText;
  const m = loadManifest(input.manifestText, mf);
  ctx.diagnostics.push(...m.diagnostics.map((d) => (d.file ? d : { ...d, file: mf })));
  if (m.value) {
    ctx.manifest = m.value;
    const matchers = m.value.cards.map(globToRegExp);
    for (const f of input.files)
      if (matchers.some((re) => re.test(f.path))) ctx.sources.push({ path: f.path, text: f.text });
    if (!ctx.sources.length) ctx.diagnostics.push(diag('CS4006', { start: 0, end: 0 }, [m.value.name], { file: mf }));
    else for (const stage of [checkStage, lowerStage, validateStage]) stage(ctx);
  }
  return resultOf(ctx, t0);
}
