// The package's version, read from its package.json (the same file in a checkout and in an install).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

let cached: string | undefined;

export function packageVersion(): string {
  if (cached !== undefined) return cached;
  // compiler/cli/ in a checkout, dist/compiler/cli/ in a package: walk up to the package.json named cardscript.
  let d = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++, d = dirname(d)) {
    try {
      const p = JSON.parse(readFileSync(join(d, 'package.json'), 'utf8')) as { name?: string; version?: string };
      if (p.name === 'cardscript' && p.version) return (cached = p.version);
    } catch {
      // not here; look further up
    }
  }
  return (cached = 'unknown');
}
