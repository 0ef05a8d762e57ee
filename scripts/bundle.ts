// Bundles the two command-line programs into dist/bin/ with esbuild, after `tsc` has written dist/:
// dist/bin/cardc.js and dist/bin/cardscript-lsp.js (and the worker threads dist/bin/sim-worker.js of `cardc sim` and dist/bin/emit-worker.js of a large build), with the code a command loads lazily (build, play,
// preview, …) split into dist/bin/chunks/. A bundle starts in a fraction of the time of the same code as
// ~300 separate ES modules (lodash-es alone is hundreds of files, each resolved and linked by node).
// Native or heavy packages stay outside and are loaded from node_modules when a command needs them.
import { build } from 'esbuild';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(fileURLToPath(import.meta.url), '../..');

/** Loaded from node_modules as they are: native code, or large and needed by one command only. */
export const EXTERNAL = [
  'ts-morph',
  'esbuild',
  '@resvg/resvg-js',
  'fontkit',
  'pdfkit',
  // piscina starts its threads from a file of its own, found beside its code.
  'piscina',
  'tsx',
  'tsx/*',
  'typescript',
];

export async function bundleBins(outdir = join(root, 'dist', 'bin')): Promise<void> {
  await build({
    absWorkingDir: root,
    entryPoints: {
      cardc: 'compiler/main.ts',
      'cardscript-lsp': 'lsp/main.ts',
      'sim-worker': 'compiler/sim/worker.ts',
      'emit-worker': 'compiler/emit/stream-worker.ts',
    },
    outdir,
    bundle: true,
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    format: 'esm',
    platform: 'node',
    target: 'node20',
    external: EXTERNAL,
    // CommonJS packages inside an ES module bundle call require() for node built-ins.
    banner: {
      js: "import { createRequire as __cardscriptRequire } from 'node:module'; const require = __cardscriptRequire(import.meta.url);",
    },
    legalComments: 'none',
    logLevel: 'warning',
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await bundleBins();
