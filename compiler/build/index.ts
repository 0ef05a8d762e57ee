// `cardc build`: a card set folder → dist files. The build is a list of stages over one context
// (load → check → lower → validate → emit → write); each stage adds diagnostics and never throws on user
// input. `emit` (compiler/emit: typed TS via ts-morph, type-check, esbuild) writes cards.js + cards.d.ts.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { hasErrors, type Lang } from '../../grammar/index.js';
import { diag } from '../diagnostics.js';
import { startEmitSync } from '../emit/index.js';
import { EmitStream, shouldStream } from '../emit/stream.js';
import { countCards } from '../progress.js';
import { expandDeck } from '../play/playable-set.js';
import { finishPending, loadStage, runStages } from './run.js';
import {
  checkStage,
  lowerStage,
  type BuildContext,
  type BuildOptions,
  type BuildResult,
  type BuildStage,
  type BuildSummary,
} from './stages.js';
import { validateStage } from './validate-stage.js';

export { buildManifestSchema, BUILD_MANIFEST_SCHEMA_FILE, type BuiltManifest } from './manifest-out.js';
export { loadStage, runStages } from './run.js';
export { validateStage } from './validate-stage.js';
export {
  checkStage,
  lowerStage,
  globToRegExp,
  type BuildContext,
  type BuildOptions,
  type BuildResult,
  type BuildStage,
  type BuildSummary,
} from './stages.js';

const rel = (ctx: BuildContext, p: string) => join(ctx.dir, p);

/**
 * IR → typed TS modules → type-check → cards.js + cards.d.ts (+ ts/ sources); only for a set without errors. The
 * bundle is left running (ctx.pending): the write stage does its own work meanwhile.
 */
const emitStage: BuildStage = (ctx) => {
  if (!ctx.ir || !ctx.manifest || hasErrors(ctx.diagnostics)) return;
  const texts = new Map(ctx.sources.map((s) => [s.path, s.text]));
  const emitting = startEmitSync(
    ctx.ir.cards,
    {
      setName: ctx.manifest.name,
      ruleset: ctx.ir.ruleset,
      outDir: ctx.outDir,
      sourceText: (f) => texts.get(f),
      // The validate stage checked the IR against the schema read off the same types: check the code, not the data again.
      typecheck: process.env.CARDC_TYPECHECK === 'full' ? 'full' : 'code',
      // The source maps name the .card files as seen from the output folder.
      cardRoot: cardRootOf(ctx),
      // What a game of the set starts from besides its cards: cards.js exports them (docs/emit.md).
      play: ctx.out && {
        params: ctx.out.params,
        decks: Object.fromEntries(Object.entries(ctx.out.decks).map(([n, d]) => [n, expandDeck(ctx.ir!, d)])),
      },
    },
    ctx.stream,
  );
  ctx.pending = () => {
    const r = emitting.finish();
    for (const d of r.diagnostics) ctx.diagnostics.push(d.file ? { ...d, file: rel(ctx, d.file) } : d);
    ctx.written.push(...r.files);
  };
};

/** The set's folder seen from the output folder: where the source maps find the .card files. */
const cardRootOf = (ctx: BuildContext) => relative(resolve(ctx.outDir), resolve(ctx.dir)).split(sep).join('/') || '.';

/**
 * A large set streams its emit (compiler/emit/stream.ts): each file, once checked without error, is lowered and handed
 * to the emit thread, which writes its module while the main thread checks the rest. The first error cancels it (the
 * emit stage would not run); ctx.pending cancels it whenever the emit stage does not take it over.
 */
const streamStage: BuildStage = (ctx) => {
  if (!ctx.manifest || process.env.CARDC_TYPECHECK === 'full') return;
  if (!shouldStream(ctx.sources.reduce((n, f) => n + countCards(f.text), 0))) return;
  const stream = new EmitStream(ctx.manifest.ruleset, ctx.outDir, cardRootOf(ctx));
  ctx.stream = stream;
  ctx.pending = () => stream.cancel();
  ctx.onChecked = (f, diagnostics) => {
    if (hasErrors(diagnostics)) stream.cancel();
    else stream.add(f.path, f.text, ctx.analysis.lowered.file(f).cards);
  };
};

/** cards.json and manifest.json; their text is made while the emit stage's bundle is still being made. */
const writeStage: BuildStage = (ctx) => {
  const texts: [string, string][] =
    ctx.ir && ctx.out && !hasErrors(ctx.diagnostics)
      ? [
          ['cards.json', JSON.stringify(ctx.ir, null, 2) + '\n'],
          ['manifest.json', JSON.stringify(ctx.out, null, 2) + '\n'],
        ]
      : [];
  finishPending(ctx);
  const errors = ctx.diagnostics.filter((d) => d.severity === 'error').length;
  if (errors) {
    ctx.diagnostics.push(diag('CS4007', { start: 0, end: 0 }, [errors]));
    return;
  }
  if (!texts.length) return;
  try {
    mkdirSync(ctx.outDir, { recursive: true });
  } catch (e) {
    ctx.diagnostics.push(diag('CS4003', { start: 0, end: 0 }, [ctx.outDir, (e as Error).message]));
    return;
  }
  for (const [name, text] of texts) {
    const p = join(ctx.outDir, name);
    try {
      writeFileSync(p, text);
      ctx.written.push(p);
    } catch (e) {
      ctx.diagnostics.push(diag('CS4003', { start: 0, end: 0 }, [p, (e as Error).message]));
    }
  }
};

/** The default pipeline. */
export const BUILD_STAGES: BuildStage[] = [
  loadStage,
  streamStage,
  checkStage,
  lowerStage,
  validateStage,
  emitStage,
  writeStage,
];

export function buildSet(
  dir: string,
  outDir: string,
  stages: readonly BuildStage[] = BUILD_STAGES,
  opts: BuildOptions = {},
): BuildResult {
  return runStages(dir, outDir, stages, opts);
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
