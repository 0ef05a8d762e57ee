// Finding the files a command works on: .card files under the given paths, and the set.yaml
// that governs each (the nearest one in the file's folder or above it, within the given root).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const SKIP = new Set(['node_modules', 'dist', '.git']);

export function collectCardFiles(paths: string[]): { files: string[]; missing: string[] } {
  const files: string[] = [];
  const missing: string[] = [];
  const walk = (p: string) => {
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const name of readdirSync(p).sort()) {
        if (SKIP.has(name)) continue;
        walk(join(p, name));
      }
    } else if (p.endsWith('.card')) files.push(p);
  };
  for (const p of paths) {
    if (!existsSync(p)) missing.push(p);
    else if (statSync(p).isFile()) files.push(p);
    else walk(p);
  }
  return { files: [...new Set(files)], missing };
}

/** The nearest set.yaml at or above the file's folder, or undefined. */
export function findManifest(file: string): string | undefined {
  let dir = dirname(resolve(file));
  for (;;) {
    const m = join(dir, 'set.yaml');
    if (existsSync(m)) return m;
    const up = dirname(dir);
    if (up === dir) return undefined;
    dir = up;
  }
}
