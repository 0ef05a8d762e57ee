// Code units already known to type-check, by text: a small build then needs no TypeScript at all (loading it and
// its library is most of a 50-card build). `npm run build` checks every unit the emitter can write for each
// ruleset's op signatures, trigger shapes, template and index — and the condition shapes of the bundled sets — for
// real, and writes the keys of the clean ones to dist/prechecked.json (scripts/precheck.ts).
//
// A key is a hash of everything the unit's diagnostics depend on: the TypeScript that checked it (ts-morph's and
// its bundled compiler's versions), the compiler options, the runtime declarations it imports (card-def.ts and
// effects-api.ts as the emitter adds them) and the unit's own files. Change any of them — a new emitter, another
// runtime, an edited dist — and the key is new: the unit is checked by TypeScript as before. A unit is never taken
// on trust for a text that was not itself checked.

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { packageRoot } from '../package-root.js';
import type { CodeUnit } from './code-units.js';
import { CHECK_OPTIONS, type GeneratedFile } from './typecheck.js';

/** Where `npm run build` writes the keys, under the package root. */
export const PRECHECKED_FILE = 'dist/prechecked.json';

export interface PrecheckedFile {
  /** What checked the units (informative; the keys cover it). */
  checker: string;
  keys: string[];
}

let checkerId: string | undefined;

/** ts-morph's version and that of the package bundling its TypeScript, read without loading either. */
export function checkerVersion(): string {
  if (checkerId) return checkerId;
  const req = createRequire(import.meta.url);
  const version = (spec: string) => {
    try {
      return (JSON.parse(readFileSync(req.resolve(spec), 'utf8')) as { version?: string }).version ?? '?';
    } catch {
      return '?';
    }
  };
  return (checkerId = `ts-morph@${version('ts-morph/package.json')} @ts-morph/common@${version('@ts-morph/common/package.json')}`);
}

/** What every key of one check project shares: the checker, its options, the declarations the units import. */
export function checkSalt(declarations: readonly GeneratedFile[]): string {
  const h = createHash('sha256');
  h.update(`${checkerVersion()}\0${JSON.stringify(CHECK_OPTIONS)}\0`);
  for (const f of declarations) h.update(`${f.path}\0${f.text}\0`);
  return h.digest('hex');
}

export function unitKey(salt: string, u: Pick<CodeUnit, 'files'>): string {
  const h = createHash('sha256');
  h.update(salt);
  for (const f of u.files) h.update(`\0${f.path.replace(/^w\d+\.ts$/, 'w.ts')}\0${f.text}`);
  return h.digest('hex').slice(0, 32);
}

let loaded: { from: string; keys: ReadonlySet<string> } | undefined;

/**
 * The known-clean keys: dist/prechecked.json of this package, or the file CARDC_PRECHECKED names;
 * CARDC_PRECHECKED=0 (or a missing or unreadable file) trusts none.
 */
export function precheckedKeys(): ReadonlySet<string> {
  const env = process.env.CARDC_PRECHECKED;
  if (env === '0') return new Set();
  const root = packageRoot();
  const from = env || (root ? join(root, PRECHECKED_FILE) : '');
  if (loaded?.from === from) return loaded.keys;
  let keys: ReadonlySet<string> = new Set();
  try {
    const f = JSON.parse(readFileSync(from, 'utf8')) as PrecheckedFile;
    if (Array.isArray(f.keys)) keys = new Set(f.keys.filter((k) => typeof k === 'string'));
  } catch {
    // No file: every unit is checked.
  }
  loaded = { from, keys };
  return keys;
}
