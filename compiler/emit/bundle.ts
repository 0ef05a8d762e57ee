// Bundles the generated modules, straight from memory, into one ESM file with esbuild.
// Only type imports reach the runtime, so the bundle is plain data with no runtime code.

import { build, buildSync, type BuildOptions } from 'esbuild';
import { dirname } from 'node:path';
import type { GeneratedFile } from './typecheck.js';

export interface BundleResult {
  code?: string;
  errors: string[];
}

const NS = 'cardscript-gen';

/** Data only, ES2022, non-ASCII escaped (so U+2028/U+2029 and emoji survive any loader), no comments kept. */
const OPTIONS: BuildOptions = {
  bundle: true,
  write: false,
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  charset: 'ascii',
  legalComments: 'none',
  logLevel: 'silent',
};

function failure(e: unknown): BundleResult {
  const errs = (e as { errors?: { text: string }[] }).errors;
  return { errors: errs?.length ? errs.map((x) => x.text) : [String(e)] };
}

/** Bundles generated sources already written to disk (the synchronous path). */
export function bundleFromDisk(entry: string): BundleResult {
  try {
    const r = buildSync({ ...OPTIONS, entryPoints: [entry], absWorkingDir: dirname(entry) });
    return { code: r.outputFiles?.[0]?.text ?? '', errors: [] };
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
export function bundle(files: readonly GeneratedFile[], entry: string, expectLoads = Infinity): Bundling {
  const byPath = new Map(files.map((f) => [f.path, f.text]));
  let loads = 0;
  let allLoaded!: () => void;
  const loaded = new Promise<void>((r) => (allLoaded = r));
  const result = build({
    ...OPTIONS,
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
            if (++loads >= expectLoads) allLoaded();
            return { contents: byPath.get(args.path)!, loader: 'ts' };
          });
        },
      },
    ],
  }).then(
    (r): BundleResult => ({ code: r.outputFiles?.[0]?.text ?? '', errors: [] }),
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
