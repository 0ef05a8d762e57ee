// Cold start of the command-line programs as a user runs them (a new node process each time, from the
// bundled dist/bin/ — built first when missing or older than the sources): `cardc check` of a 50-card
// set, `cardc play --games 1`, and the language server from spawn to the first diagnostics of a 200-card
// file. Baseline in the same run: `node -e 0` (what any node program pays). Median of 7 runs after a warm-up.
// Goals (issue 13): check ≤ 0.3 s, play ≤ 0.5 s, language server ≤ 0.5 s.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { TestClient } from '../test/lsp/client.js';
import { corpusForRuleset, generateSetCorpus } from './corpus.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RUNS = 7;

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

function newestSource(): number {
  const out = execFileSync(
    'find',
    [
      'grammar',
      'compiler',
      'runtime',
      'preview',
      'lsp',
      '-name',
      '*.ts',
      '-not',
      '-path',
      '*/vscode/*',
      '-newer',
      join(ROOT, 'dist/bin/cardc.js'),
    ],
    { cwd: ROOT, encoding: 'utf8' },
  );
  return out.trim() ? 1 : 0;
}

function ensureBuilt(): void {
  if (existsSync(join(ROOT, 'dist/bin/cardc.js')) && !newestSource()) return;
  console.log('  (dist/ is missing or older than the sources: npm run build)');
  execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'ignore' });
}

function timeProcess(args: string[], cwd: string): number {
  const xs: number[] = [];
  for (let i = 0; i <= RUNS; i++) {
    const t0 = performance.now();
    const r = spawnSync(process.execPath, args, {
      cwd,
      stdio: 'ignore',
      env: { ...process.env, CARDSCRIPT_FROM_SOURCE: '0', NO_COLOR: '1' },
    });
    const t = performance.now() - t0;
    if (r.status !== 0 && r.status !== 1) throw new Error(`${args.join(' ')} exited ${r.status}`);
    if (i > 0) xs.push(t);
  }
  return median(xs);
}

async function timeLsp(file: string, text: string): Promise<number> {
  const xs: number[] = [];
  for (let i = 0; i <= RUNS; i++) {
    const t0 = performance.now();
    const c = new TestClient({ CARDSCRIPT_FROM_SOURCE: '0' });
    await c.initialize(null);
    const uri = pathToFileURL(file).href;
    const got = c.diagnostics(uri);
    await c.open(uri, text);
    await got;
    const t = performance.now() - t0;
    await c.shutdown();
    if (i > 0) xs.push(t);
  }
  return median(xs);
}

function row(label: string, ms: number, base: number, goal?: number): string {
  const verdict = goal === undefined ? '' : ms <= goal ? `  goal ≤ ${goal} ms: met` : `  goal ≤ ${goal} ms: MISSED`;
  return `  ${label.padEnd(44)} ${ms.toFixed(0).padStart(6)} ms  ${(ms / base).toFixed(1).padStart(5)}× node${verdict}`;
}

export async function run(): Promise<void> {
  ensureBuilt();
  const dir = mkdtempSync(join(tmpdir(), 'cardscript-cli-bench-'));
  try {
    const set = join(dir, 'set50');
    generateSetCorpus(set, 'slcg', 50);
    const lspFile = join(dir, 'lsp200.card');
    const lspText = corpusForRuleset('slcg', 200);
    writeFileSync(lspFile, lspText);
    const cardc = join(ROOT, 'bin/cardc.js');
    const node = timeProcess(['-e', '0'], dir);
    console.log(
      `  dist/bin/cardc.js built ${new Date(statSync(join(ROOT, 'dist/bin/cardc.js')).mtimeMs).toISOString()}; median of ${RUNS} runs`,
    );
    console.log(row('node -e 0 (baseline)', node, node));
    console.log(row('cardc --version', timeProcess([cardc, '--version'], dir), node));
    console.log(row('cardc check <50-card SLCG set>', timeProcess([cardc, 'check', set], dir), node, 300));
    console.log(row('cardc check cards/slcg', timeProcess([cardc, 'check', join(ROOT, 'cards/slcg')], dir), node));
    for (const game of ['slcg', 'guangan', 'kaling']) {
      if (!existsSync(join(ROOT, 'cards', game, 'set.yaml'))) continue;
      const r = spawnSync(process.execPath, [cardc, 'play', join(ROOT, 'cards', game), '--games', '1'], {
        stdio: 'ignore',
      });
      if (r.status !== 0) continue; // not playable yet
      console.log(
        row(
          `cardc play cards/${game} --games 1`,
          timeProcess([cardc, 'play', join(ROOT, 'cards', game), '--games', '1'], dir),
          node,
          500,
        ),
      );
    }
    console.log(row('cardscript-lsp: spawn → diagnostics (200 cards)', await timeLsp(lspFile, lspText), node, 500));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
