// Bundles the generated modules, straight from memory, into cards.js (ESM) and cards.cjs (CommonJS) with esbuild,
// each with its source map back to the .card lines (the modules carry their own maps, source-map.ts). The bundle
// imports nothing: its functions call the effect API an engine's runtime hands them.

import { build, buildSync, type BuildOptions } from 'esbuild';
import { dirname, join } from 'node:path';
import type { GeneratedFile } from './typecheck.js';

export interface BundleResult {
  /** Output file name (cards.js, cards.cjs, their .map) → text; absent when esbuild failed. */
  outputs?: [string, string][];
  errors: string[];
}

/** The formats written, by file name; both load the same exports. */
const FORMATS = [
  ['cards.js', 'esm'],
  ['cards.cjs', 'cjs'],
] as const;

const NS = 'cardscript-gen';

/**
 * ES2022 (which reads U+2028/U+2029 in strings), Chinese text kept as written (utf8), no comments kept, a linked
 * source map per output. Names stay as generated (no minifying): a stack trace names the card's function.
 */
const OPTIONS: BuildOptions = {
  bundle: true,
  write: false,
  platform: 'neutral',
  target: 'es2022',
  charset: 'utf8',
  legalComments: 'none',
  logLevel: 'silent',
  sourcemap: 'linked',
  sourcesContent: true,
};

/** esbuild's output files, by base name, in the order written. */
function outputsOf(r: { outputFiles?: { path: string; text: string }[] }): [string, string][] {
  return (r.outputFiles ?? []).map((f) => [f.path.replace(/^.*[\\/]/, ''), f.text]);
}

function failure(e: unknown): BundleResult {
  const errs = (e as { errors?: { text: string }[] }).errors;
  return { errors: errs?.length ? errs.map((x) => x.text) : [String(e)] };
}

/** Bundles generated sources already written to disk (the synchronous path) into outDir's file names. */
export function bundleFromDisk(entry: string, outDir: string): BundleResult {
  try {
    const outputs: [string, string][] = [];
    for (const [file, format] of FORMATS) {
      const r = buildSync({
        ...OPTIONS,
        format,
        entryPoints: [entry],
        absWorkingDir: dirname(entry),
        outfile: join(outDir, file),
      });
      outputs.push(...outputsOf(r));
    }
    return { outputs, errors: [] };
  } catch (e) {
    return failure(e);
  }
}

export interface Bundling {
  /** Settles once esbuild has been handed every module (or has finished): the main thread is free again. */
  loaded: Promise<void>;
  result: Promise<BundleResult>;
}

/**
 * Bundles from memory through a plugin. The plugin's callbacks run on the main thread, so `loaded` says
 * when they are done; esbuild's own process then parses and prints while the caller type-checks.
 * `expectLoads` is how many modules the entry reaches through value imports.
 */
export function bundle(
  files: readonly GeneratedFile[],
  entry: string,
  outDir: string,
  expectLoads = Infinity,
): Bundling {
  const byPath = new Map(files.map((f) => [f.path, f.text + (f.map ?? '')]));
  let loads = 0;
  let allLoaded!: () => void;
  const loaded = new Promise<void>((r) => (allLoaded = r));
  const one = (file: string, format: 'esm' | 'cjs') =>
    build({
      ...OPTIONS,
      format,
      outfile: join(outDir, file),
      entryPoints: [`${NS}:${entry}`],
      plugins: [
        {
          name: NS,
          setup(b) {
            b.onResolve({ filter: /.*/ }, (args) => {
              const from = args.kind === 'entry-point' ? '' : args.importer.replace(/[^/]*$/, '');
              const spec = args.path.startsWith(`${NS}:`) ? args.path.slice(NS.length + 1) : joinPath(from, args.path);
              const ts = spec.replace(/\.js$/, '.ts');
              if (!byPath.has(ts)) return { errors: [{ text: `generated module not found: ${args.path}` }] };
              return { path: ts, namespace: NS };
            });
            b.onLoad({ filter: /.*/, namespace: NS }, (args) => {
              if (++loads >= expectLoads * FORMATS.length) allLoaded();
              return { contents: byPath.get(args.path)!, loader: 'ts' };
            });
          },
        },
      ],
    });
  const result = Promise.all(FORMATS.map(([file, format]) => one(file, format))).then(
    (rs): BundleResult => ({ outputs: rs.flatMap(outputsOf), errors: [] }),
    (e: unknown) => failure(e),
  );
  void result.finally(allLoaded);
  return { loaded, result };
}

/** Joins a relative import onto a folder path of the virtual tree (`cards/` + `../card-def.js`). */
function joinPath(dir: string, rel: string): string {
  const parts = (dir + rel).split('/');
  const out: string[] = [];
  for (const p of parts) {
    if (p === '.' || p === '') continue;
    if (p === '..') out.pop();
    else out.push(p);
  }
  return out.join('/');
}
