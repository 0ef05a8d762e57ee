// Which code a bin runs: the built JavaScript in dist/ when it is there and newer than every TypeScript
// source it was built from — always so in an installed package, which ships dist/ and no sources — else
// the sources through tsx, so a development checkout works straight after `npm ci` and never runs a stale
// build. CARDSCRIPT_FROM_SOURCE=1 forces the sources.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE_DIRS = ['grammar', 'compiler', 'runtime', 'preview', 'lsp'];

function newestSource() {
  let newest = 0;
  const walk = (d) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.name === 'node_modules' || e.name === 'out' || e.name === 'vscode') continue;
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.ts')) newest = Math.max(newest, statSync(p).mtimeMs);
    }
  };
  for (const d of SOURCE_DIRS) if (existsSync(join(root, d))) walk(join(root, d));
  return newest;
}

/** Imports `dist/<built>` or, in a checkout with newer sources, `<source>` through tsx. */
export async function load(built, source) {
  const b = join(root, 'dist', built);
  const useBuilt =
    process.env.CARDSCRIPT_FROM_SOURCE !== '1' &&
    existsSync(b) &&
    (!existsSync(join(root, source)) || statSync(b).mtimeMs >= newestSource());
  if (useBuilt) return import(pathToFileURL(b).href);
  const { register } = await import('tsx/esm/api');
  register();
  return import(pathToFileURL(join(root, source)).href);
}
