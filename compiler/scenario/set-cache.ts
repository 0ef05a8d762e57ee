// The card set a scenario runs against: the nearest set.yaml above the file, compiled in memory once
// per folder (load → check → lower, no files written).
import { dirname, join, resolve } from 'node:path';
import type { Diagnostic } from '../../grammar/index.js';
import type { CardDef } from '../../runtime/index.js';
import { loadStage, runStages } from '../build/run.js';
import { checkStage, lowerStage, type BuildContext } from '../build/stages.js';
import { manifestIn } from '../files.js';
import type { SetManifest } from '../manifest/index.js';

export interface LoadedSet {
  dir: string;
  manifest?: SetManifest;
  cards: CardDef[];
  /** Card name → def. */
  byName: Map<string, CardDef>;
  /** Set-relative path → text of the .card files, for finding an ability by its words. */
  sources: Map<string, string>;
  errors: Diagnostic[];
}

const cache = new Map<string, LoadedSet>();

/** The folder holding the nearest set manifest (set.yaml or set.yml) at or above `from`, or undefined. */
export function findSetDir(from: string): string | undefined {
  let d = resolve(from);
  for (;;) {
    if (manifestIn(d)) return d;
    const up = dirname(d);
    if (up === d) return undefined;
    d = up;
  }
}

export function loadSet(dir: string): LoadedSet {
  const hit = cache.get(dir);
  if (hit) return hit;
  let ctx: BuildContext | undefined;
  const grab = (c: BuildContext) => {
    ctx = c;
  };
  const r = runStages(dir, join(dir, 'dist'), [loadStage, checkStage, lowerStage, grab]);
  const cards = r.ir?.cards ?? [];
  const byName = new Map<string, CardDef>();
  for (const c of cards) if (!byName.has(c.name)) byName.set(c.name, c);
  const sources = new Map<string, string>();
  for (const s of ctx?.sources ?? []) sources.set(s.path, s.text);
  const set: LoadedSet = {
    dir,
    manifest: ctx?.manifest,
    cards,
    byName,
    sources,
    errors: r.diagnostics.filter((d) => d.severity === 'error'),
  };
  cache.set(dir, set);
  return set;
}

/** Forget compiled sets (tests that edit a set on disk). */
export function clearSetCache(): void {
  cache.clear();
}
