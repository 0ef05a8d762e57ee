// Bundles the generated modules, straight from memory, into cards.js (ESM) with esbuild, with its source map back to
// the .card lines (the modules carry their own maps, source-map.ts); cards.cjs is the same text with its exports
// written for CommonJS. The bundle imports nothing: its functions call the effect API an engine's runtime hands them.

import { build, buildSync, type BuildOptions } from 'esbuild';
import { appendFileSync, closeSync, copyFileSync, openSync, readSync, statSync, truncateSync } from 'node:fs';
import { createRequire } from 'node:module';
import { totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads';
import type { GeneratedFile } from './typecheck.js';

const requireHere = createRequire(import.meta.url);

export interface BundleResult {
  /** Output file name (cards.js, cards.cjs, their .map) → text; absent when esbuild failed. */
  outputs?: [string, string][];
  errors: string[];
}

const ESM = 'cards.js';
const CJS = 'cards.cjs';

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

/** What startBundleFromDisk wrote (cards.js, cards.cjs and their maps, full paths), or why it could not. */
export interface DiskBundleResult {
  written?: string[];
  errors: string[];
}

/** A bundle under way in a worker thread: `finish` blocks until esbuild is done, then writes cards.cjs. */
export interface PendingBundle {
  finish(): DiskBundleResult;
}

/**
 * The worker thread that runs esbuild's buildSync: a fixed script (no card text ever reaches it but as data in
 * files esbuild reads), so that it needs no loader to start — in a development checkout these sources run
 * through tsx, which a worker does not inherit. It always answers, also when esbuild cannot even be loaded.
 */
const WORKER = `
const { workerData: d } = require('node:worker_threads');
let reply;
const answer = () => {
  if (Atomics.load(d.done, 0)) return;
  d.port.postMessage(reply ?? { errors: ['the bundling thread stopped without an answer'] });
  Atomics.store(d.done, 0, 1);
  Atomics.notify(d.done, 0);
};
process.on('exit', answer);
try {
  require(d.esbuild).buildSync(d.options);
  reply = { errors: [] };
} catch (e) {
  reply = { errors: e && Array.isArray(e.errors) && e.errors.length ? e.errors.map((x) => x.text) : [String(e)] };
}
answer();
`;

/**
 * Bundles generated sources already written to disk (the synchronous path) into outDir. esbuild writes cards.js
 * and its map itself (handing ~40 MB of output back through its pipe cost a large set a second), from a worker
 * thread: the caller goes on with work of its own (buildSet writes cards.json meanwhile) until it calls `finish`.
 */
export function startBundleFromDisk(entry: string, outDir: string): PendingBundle {
  const done = new Int32Array(new SharedArrayBuffer(4));
  const { port1, port2 } = new MessageChannel();
  let worker: Worker;
  try {
    worker = new Worker(WORKER, {
      eval: true,
      env: oneShotGcEnv(),
      workerData: {
        esbuild: requireHere.resolve('esbuild'),
        options: diskOptions(entry, outDir),
        done,
        port: port2,
      },
      transferList: [port2],
    });
  } catch (e) {
    port1.close();
    return { finish: () => failure(e) };
  }
  let result: DiskBundleResult | undefined;
  return {
    finish() {
      if (result) return result;
      Atomics.wait(done, 0, 0);
      const reply = receiveMessageOnPort(port1)?.message as { errors: string[] } | undefined;
      port1.close();
      void worker.terminate();
      if (!reply || reply.errors.length) return (result = { errors: reply?.errors ?? ['no answer from esbuild'] });
      return (result = withCommonJsFile(outDir));
    },
  };
}

/** esbuild's options for a bundle it writes itself: `entry` (a generated index.ts on disk) → outDir/cards.js. */
function diskOptions(entry: string, outDir: string): BuildOptions {
  return {
    ...OPTIONS,
    write: true,
    format: 'esm',
    entryPoints: [entry],
    absWorkingDir: dirname(entry),
    outfile: join(outDir, ESM),
  };
}

/**
 * startBundleFromDisk for a caller that is itself a worker thread made with oneShotGcEnv's environment (the
 * streamed emit, stream-worker.ts): esbuild runs here, synchronously, and cards.cjs is written after it.
 */
export function bundleFromDiskHere(entry: string, outDir: string): DiskBundleResult {
  try {
    buildSync(diskOptions(entry, outDir));
  } catch (e) {
    return failure(e);
  }
  return withCommonJsFile(outDir);
}

/** cards.cjs and its map beside the cards.js esbuild wrote; every written path, or why not. */
function withCommonJsFile(outDir: string): DiskBundleResult {
  const esm = join(outDir, ESM);
  try {
    const cjs = join(outDir, CJS);
    commonJsFile(esm, cjs);
    // The same lines, so the same map (esbuild's names no `file`, so it fits both bundles as it is).
    copyFileSync(`${esm}.map`, `${cjs}.map`);
    return { written: [esm, `${esm}.map`, cjs, `${cjs}.map`], errors: [] };
  } catch (e) {
    return { errors: [(e as Error).message] };
  }
}

/**
 * The environment of the thread that runs esbuild's buildSync, which starts a process for the one build and hands
 * it this environment: Go's garbage collector off until the process nears a memory limit. esbuild's own command
 * line turns the collector off for such one-shot builds, its service mode does not, and a 10,000-card set spent a
 * third of its bundling time (~0.7 s) collecting. The limit — a quarter of this machine's memory, at least 1 GiB, at
 * most 8 GiB — keeps a very large set from growing without bound: near it Go collects again. A GOGC or GOMEMLIMIT
 * the user set wins.
 */
export function oneShotGcEnv(): NodeJS.ProcessEnv {
  const env = process.env;
  if (env.GOGC !== undefined || env.GOMEMLIMIT !== undefined) return { ...env };
  const mib = Math.min(8192, Math.max(1024, Math.floor(totalmem() / 4 / 2 ** 20)));
  return { ...env, GOGC: 'off', GOMEMLIMIT: `${mib}MiB` };
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
  const result = build({
    ...OPTIONS,
    format: 'esm',
    outfile: join(outDir, ESM),
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
    (r): BundleResult => ({ outputs: withCommonJs(outputsOf(r)), errors: [] }),
    (e: unknown) => failure(e),
  );
  void result.finally(allLoaded);
  return { loaded, result };
}

/**
 * cards.cjs from cards.js: the bundle imports nothing, so the only ESM syntax in it is the closing `export { … };`,
 * which becomes `module.exports = { … };` line for line — the source map stays true and is copied. (A second
 * esbuild pass over ~10 MB would cost a second or more for a large set.)
 */
function withCommonJs(outputs: [string, string][]): [string, string][] {
  const js = outputs.find(([f]) => f === ESM)?.[1];
  const map = outputs.find(([f]) => f === `${ESM}.map`)?.[1];
  if (js === undefined || map === undefined) return outputs;
  return [...outputs, [CJS, commonJsText(js)], [`${CJS}.map`, map]];
}

/**
 * cards.cjs from cards.js on disk: a copy made by the file system with its tail — the export list — rewritten, so
 * the ~20 MB of a large set are never decoded and encoded again (that took half a second for 10,000 cards).
 */
function commonJsFile(esm: string, cjs: string): void {
  const size = statSync(esm).size;
  const fd = openSync(esm, 'r');
  let at = -1;
  let tail = '';
  try {
    // Two names a card, ~40 bytes each: 1 MB holds the list of 10,000 cards; read further back only when it does not.
    for (let n = 1 << 20; at < 0; n *= 4) {
      const start = Math.max(0, size - n);
      const buf = Buffer.alloc(size - start);
      readSync(fd, buf, 0, buf.length, start);
      const i = buf.lastIndexOf('\nexport {\n');
      if (i >= 0) {
        at = start + i;
        tail = buf.subarray(i).toString('utf8');
      } else if (start === 0) break;
    }
  } finally {
    closeSync(fd);
  }
  if (at < 0) throw new Error('cards.js does not end in the export list the CommonJS copy is written from');
  const written = commonJsText(tail);
  copyFileSync(esm, cjs);
  truncateSync(cjs, at);
  appendFileSync(cjs, written);
}

/** cards.js's text with its closing export list written for CommonJS, and its map comment naming cards.cjs.map. */
function commonJsText(js: string): string {
  const m = /\nexport \{\n((?:  [\w$]+(?: as [\w$]+)?,?\n)*)\};\n(\/\/# sourceMappingURL=)cards\.js\.map\n?$/.exec(js);
  if (!m) throw new Error('cards.js does not end in the export list the CommonJS copy is written from');
  const entries = m[1].split('\n').filter(Boolean);
  const exportsLines = entries.map((l) => {
    const [local, , exported = local] = l.trim().replace(/,$/, '').split(' ');
    return `  ${exported}: ${local},`;
  });
  return js.slice(0, m.index) + `\nmodule.exports = {\n${exportsLines.join('\n')}\n};\n${m[2]}${CJS}.map\n`;
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
