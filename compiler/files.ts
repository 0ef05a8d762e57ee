// Finding the files a command works on: every file below a folder (skipping node_modules, dist
// and hidden entries), the .card files under given paths, and the set manifest (set.yaml or set.yml) that governs a
// file (the nearest one in its folder or above).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { MAX_FILE_CHARS } from '../grammar/limits.js';
import { isManifestName, MANIFEST_NAMES } from './manifest/file-names.js';

const SKIP = new Set(['node_modules', 'dist']);

/**
 * The most bytes a source file (a .card file, set.yaml) may have: in UTF-8 that many bytes are more than
 * MAX_FILE_CHARS characters whatever they hold, so a larger file is refused before it is read (a 2 GB file
 * would not even fit in a string).
 */
export const MAX_READ_BYTES = 3 * MAX_FILE_CHARS;

/** A text file as UTF-8; a byte-order mark ("UTF-8 with BOM") is dropped, so columns match what editors show. Throws like readFileSync. */
export function readText(path: string): string {
  const size = statSync(path).size;
  if (size > MAX_READ_BYTES)
    throw new Error(`${size} bytes, more than the limit of ${MAX_READ_BYTES} (文件过大 / file too large)`);
  const t = readFileSync(path, 'utf8');
  return t.charCodeAt(0) === 0xfeff ? t.slice(1) : t;
}

/** Every file below dir, sorted per folder; unreadable entries are skipped. */
export function listFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    let names: string[];
    try {
      names = readdirSync(d).sort();
    } catch {
      return;
    }
    for (const n of names) {
      if (SKIP.has(n) || n.startsWith('.')) continue;
      const p = join(d, n);
      let isDir: boolean;
      try {
        isDir = statSync(p).isDirectory();
      } catch {
        continue;
      }
      if (isDir) walk(p);
      else out.push(p);
    }
  };
  walk(dir);
  return out;
}

export function collectCardFiles(paths: string[]): { files: string[]; missing: string[] } {
  const files: string[] = [];
  const missing: string[] = [];
  for (const p of paths) {
    if (!existsSync(p)) missing.push(p);
    else if (statSync(p).isFile()) files.push(p);
    else files.push(...listFiles(p).filter((f) => f.endsWith('.card')));
  }
  return { files: [...new Set(files)], missing };
}

/** The manifest of the set folder `dir` (set.yaml, else set.yml), or undefined when it has none. */
export function manifestIn(dir: string): string | undefined {
  for (const n of MANIFEST_NAMES) {
    const m = join(dir, n);
    if (existsSync(m)) return m;
  }
  return undefined;
}

/** A set.yml beside the set.yaml of `dir`, which is not read (CS4008), or undefined. */
export function shadowedManifest(dir: string): string | undefined {
  const [first, ...rest] = MANIFEST_NAMES;
  if (!existsSync(join(dir, first))) return undefined;
  return rest.map((n) => join(dir, n)).find((m) => existsSync(m));
}

/**
 * A set manifest named almost as set.yaml (Set.yaml, SET.YML) at or above `dir`, which cardc does not read: the note
 * CS4001 and CS2018 add so the writer renames it rather than wonders why the set is not seen.
 */
export function misnamedManifestNote(dir: string): { zh: string; en: string } | undefined {
  for (let d = resolve(dir); ;) {
    let names: string[] = [];
    try {
      names = readdirSync(d);
    } catch {
      // an unreadable folder has no manifest to find
    }
    if (names.some(isManifestName)) return undefined;
    const near = names.find((n) => /^set\.ya?ml$/i.test(n));
    if (near) {
      const at = join(d, near);
      return {
        zh: `找到了“${at}”：卡包清单的文件名须是 set.yaml（或 set.yml），请改名`,
        en: `found "${at}": a set's manifest must be named set.yaml (or set.yml); rename it`,
      };
    }
    const up = dirname(d);
    if (up === d) return undefined;
    d = up;
  }
}

/** The nearest set manifest (set.yaml or set.yml) at or above the file's folder, or undefined. */
export function findManifest(file: string): string | undefined {
  let dir = dirname(resolve(file));
  for (;;) {
    const m = manifestIn(dir);
    if (m) return m;
    const up = dirname(dir);
    if (up === dir) return undefined;
    dir = up;
  }
}
