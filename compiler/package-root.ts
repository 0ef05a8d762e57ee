// The folder of the cardscript package (the one whose package.json is named cardscript), found by walking
// up from this module: compiler/ in a checkout, dist/compiler/ after tsc, dist/bin/ or dist/bin/chunks/ in
// the bundled CLI. Files the tools read at run time (package.json, the runtime's card types) are found
// from here, so they are found whatever layout the code runs from.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

let cached: { root: string; version: string } | null | undefined;

function find(): { root: string; version: string } | null {
  let d = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++, d = dirname(d)) {
    try {
      const p = JSON.parse(readFileSync(join(d, 'package.json'), 'utf8')) as { name?: string; version?: string };
      if (p.name === 'cardscript') return { root: d, version: p.version ?? 'unknown' };
    } catch {
      // not here; look further up
    }
  }
  return null;
}

/** The package folder, or null when the code runs outside one (copied elsewhere). */
export function packageRoot(): string | null {
  if (cached === undefined) cached = find();
  return cached?.root ?? null;
}

export function packageVersion(): string {
  if (cached === undefined) cached = find();
  return cached?.version ?? 'unknown';
}
