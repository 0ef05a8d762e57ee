// docs/architecture.md: no module-level mutable state in grammar/ or the checker, IR and analysis
// of compiler/ — caches belong to a CardParser or an Analysis that the caller owns. A module may
// hold constants (tables built once); it may not hold a `let`, or a Map it fills later.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GRAMMAR_DATA } from './golden.js';

const ROOT = join(GRAMMAR_DATA, '../../..');
const DIRS = ['grammar', 'compiler/checker', 'compiler/ir', 'compiler/analysis.ts', 'compiler/diagnostics.ts'];
/** Transitional, see grammar/stage-codes.ts: compiler/scenario still registers its codes when imported. */
const ALLOWED = new Set(['grammar/stage-codes.ts: const registered = new Map<string, CatalogEntry>();']);

function files(p: string): string[] {
  const abs = join(ROOT, p);
  if (statSync(abs).isFile()) return [abs];
  return readdirSync(abs)
    .flatMap((n) => files(join(p, n)))
    .filter((f) => f.endsWith('.ts'));
}

describe('module-level state', () => {
  it('has no top-level let or mutable Map in the front end', () => {
    const found: string[] = [];
    const all = DIRS.flatMap(files);
    expect(all.length).toBeGreaterThan(30);
    for (const f of all) {
      for (const line of readFileSync(f, 'utf8').split('\n')) {
        const mutable =
          /^(export )?let /.test(line) ||
          /^(export )?const \w+ = new (Map|WeakMap)\b/.test(line) ||
          /^(export )?const \w+: (Map|WeakMap)</.test(line);
        const entry = `${relative(ROOT, f)}: ${line.trim()}`;
        if (mutable && !ALLOWED.has(entry)) found.push(entry);
      }
    }
    expect(found).toEqual([]);
  });
});
