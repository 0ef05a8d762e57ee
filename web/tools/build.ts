// Builds the playground into a static folder: index.html, style.css, main.js (the page) and worker.js (the
// language server), bundled by esbuild for browsers, and prints each file's size, raw and gzipped.
// `npm run build:web [-- --out DIR]`; the folder can be served by any static host.
import { copyFileSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Metafile } from 'esbuild';
import { startersPlugin } from './starters.js';

const WEB = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ROOT = resolve(WEB, '..');
export const DEFAULT_OUT = join(WEB, 'dist');

export interface FileSize {
  file: string;
  bytes: number;
  gzip: number;
}

export interface WebBuild {
  out: string;
  files: FileSize[];
  /** Sum over the files the page loads. */
  total: { bytes: number; gzip: number };
  ms: number;
  /** Per bundle, the bytes each package or folder adds (`--analyze` prints them). */
  inputs: Record<string, [string, number][]>;
}

export async function buildWeb(out = DEFAULT_OUT, opts: { minify?: boolean } = {}): Promise<WebBuild> {
  const t0 = performance.now();
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const r = await build({
    metafile: true,
    entryPoints: { main: join(WEB, 'src/main.ts'), worker: join(WEB, 'src/worker.ts') },
    outdir: out,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: opts.minify ?? true,
    sourcemap: false,
    legalComments: 'none',
    charset: 'utf8',
    plugins: [startersPlugin(join(ROOT, 'cards'))],
    logLevel: 'warning',
  });
  copyFileSync(join(WEB, 'src/index.html'), join(out, 'index.html'));
  copyFileSync(join(WEB, 'src/style.css'), join(out, 'style.css'));
  const files = ['index.html', 'style.css', 'main.js', 'worker.js'].map((file) => {
    const data = readFileSync(join(out, file));
    return { file, bytes: statSync(join(out, file)).size, gzip: gzipSync(data, { level: 9 }).length };
  });
  const total = files.reduce((t, f) => ({ bytes: t.bytes + f.bytes, gzip: t.gzip + f.gzip }), { bytes: 0, gzip: 0 });
  return { out, files, total, ms: Math.round(performance.now() - t0), inputs: contributors(r.metafile!) };
}

/** Bytes each package (or top folder of ours) adds to each bundle, largest first. */
function contributors(meta: Metafile): Record<string, [string, number][]> {
  const out: Record<string, [string, number][]> = {};
  for (const [file, o] of Object.entries(meta.outputs)) {
    const by = new Map<string, number>();
    for (const [input, v] of Object.entries(o.inputs)) {
      const key = input.startsWith('node_modules/')
        ? /^node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)![1]
        : input
            .split('/')
            .slice(0, input.startsWith('web/') ? 3 : 1)
            .join('/');
      by.set(key, (by.get(key) ?? 0) + v.bytesInOutput);
    }
    out[file.split('/').pop()!] = [...by].sort((a, b) => b[1] - a[1]);
  }
  return out;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

export function sizeReport(b: WebBuild): string {
  const rows = b.files.map((f) => `  ${f.file.padEnd(11)} ${kb(f.bytes).padStart(10)}  gzip ${kb(f.gzip).padStart(9)}`);
  return [
    ...rows,
    `  ${'total'.padEnd(11)} ${kb(b.total.bytes).padStart(10)}  gzip ${kb(b.total.gzip).padStart(9)}  (limit 2048 KB gzipped)`,
  ].join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const i = process.argv.indexOf('--out');
  const out = i > 0 ? resolve(process.argv[i + 1]) : DEFAULT_OUT;
  const b = await buildWeb(out);
  console.log(`playground built in ${b.ms} ms → ${relative(process.cwd(), b.out) || '.'}\n${sizeReport(b)}`);
  if (process.argv.includes('--analyze')) {
    for (const [file, list] of Object.entries(b.inputs))
      console.log(
        `\n${file}:\n` +
          list
            .slice(0, 15)
            .map(([k, n]) => `  ${kb(n).padStart(9)}  ${k}`)
            .join('\n'),
      );
  }
}
