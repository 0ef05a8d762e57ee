// Runs every bench/*.bench.ts (each exports `run(): Promise<void>`) in a fixed order: parse,
// check, runtime, lsp, then any others alphabetically. A failing benchmark prints its error and
// the next one runs; the process exits 0.
//   npm run bench              all benchmarks
//   npm run bench -- parse     only those whose name contains "parse" (several filters allowed)
import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';

const ORDER = ['parse', 'check', 'runtime', 'lsp'];

const here = dirname(fileURLToPath(import.meta.url));

function discover(): string[] {
  const names = readdirSync(here)
    .filter((f) => f.endsWith('.bench.ts'))
    .map((f) => f.slice(0, -'.bench.ts'.length));
  const rank = (n: string) => (ORDER.includes(n) ? ORDER.indexOf(n) : ORDER.length);
  return names.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

async function main(): Promise<void> {
  const filters = process.argv.slice(2).filter((a) => a !== '--');
  const all = discover();
  const selected = filters.length ? all.filter((n) => filters.some((f) => n.includes(f))) : all;
  if (!selected.length) {
    console.log(`no benchmark matches ${filters.join(' ')}; available: ${all.join(', ') || '(none)'}`);
    return;
  }
  console.log(`node ${process.version}, ${process.platform}/${process.arch}; benchmarks: ${selected.join(', ')}`);
  const failed: string[] = [];
  for (const name of selected) {
    console.log(`\n${'='.repeat(78)}\n${name}  (bench/${name}.bench.ts)\n${'='.repeat(78)}`);
    const t0 = performance.now();
    try {
      const mod = (await import(pathToFileURL(`${here}/${name}.bench.ts`).href)) as {
        run?: () => Promise<void> | void;
      };
      if (typeof mod.run !== 'function') throw new Error(`bench/${name}.bench.ts does not export run()`);
      await mod.run();
    } catch (e) {
      failed.push(name);
      console.error(`benchmark ${name} failed:`, e instanceof Error ? (e.stack ?? e.message) : e);
    }
    console.log(`-- ${name}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
  if (failed.length) console.log(`\nfailed: ${failed.join(', ')}`);
}

main()
  .catch((e) => console.error(e))
  .finally(() => {
    process.exitCode = 0;
  });
