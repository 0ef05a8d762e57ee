// The starter sets the playground offers, one per game: the bundled sets of cards/ (set.yaml and its .card
// files; scenarios stay out), read at build time into a module the page imports as `virtual:starters`.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'esbuild';
import { parse } from 'yaml';

export interface StarterSet {
  ruleset: string;
  name: string;
  files: { path: string; text: string }[];
}

export function readStarters(cardsDir: string): StarterSet[] {
  const out: StarterSet[] = [];
  for (const dir of readdirSync(cardsDir).sort()) {
    const abs = join(cardsDir, dir);
    if (!statSync(abs).isDirectory()) continue;
    let manifest: string;
    try {
      manifest = readFileSync(join(abs, 'set.yaml'), 'utf8');
    } catch {
      continue;
    }
    const m = parse(manifest) as { name?: string; ruleset?: string };
    const files = [{ path: 'set.yaml', text: manifest }];
    for (const f of readdirSync(abs).sort())
      if (f.endsWith('.card')) files.push({ path: f, text: readFileSync(join(abs, f), 'utf8') });
    out.push({ ruleset: String(m.ruleset ?? dir), name: String(m.name ?? dir), files });
  }
  return out;
}

/** esbuild plugin: `import { STARTERS } from 'virtual:starters'`. */
export function startersPlugin(cardsDir: string): Plugin {
  return {
    name: 'starters',
    setup(build) {
      build.onResolve({ filter: /^virtual:starters$/ }, () => ({ path: 'starters', namespace: 'starters' }));
      build.onLoad({ filter: /.*/, namespace: 'starters' }, () => ({
        contents: `export const STARTERS = ${JSON.stringify(readStarters(cardsDir))};`,
        loader: 'js',
        watchDirs: [cardsDir],
      }));
    },
  };
}
