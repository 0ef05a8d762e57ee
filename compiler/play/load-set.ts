// Compiles a card set folder in memory for play (load → check → lower, nothing written).
// What a compiled set is, and its decks, is playable-set.ts (no disk, also used in the browser).
import { readFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import type { Diagnostic, Lang } from '../../grammar/index.js';
import { loadStage, runStages } from '../build/run.js';
import { checkStage, lowerStage, type BuildResult } from '../build/stages.js';
import { formatText, groupByFile, type TextStyle } from '../report.js';
import { playableOf, type PlayableSet } from './playable-set.js';

export { expandDeck, playableOf, resolveDecks, type DeckResolution, type PlayableSet } from './playable-set.js';

export interface LoadResult {
  set?: PlayableSet;
  diagnostics: Diagnostic[];
}

/** Builds the set in memory; `set` is absent when there are errors. */
export function loadPlayableSet(dir: string, cwd: string): LoadResult {
  const abs = isAbsolute(dir) ? dir : resolve(cwd, dir);
  // No validateStage: the IR never leaves this process, and that lowering yields schema-valid IR is the
  // compiler's own invariant, held by the tests (every bundled and fuzzed set is validated there); a
  // built cards.json is still validated before it is written.
  const r = runStages(abs, '', [loadStage, checkStage, lowerStage]);
  const set = playableFromBuild(abs, r);
  return set ? { set, diagnostics: r.diagnostics } : { diagnostics: r.diagnostics };
}

/** The playable set of a finished build (from `runStages` with any stages), or undefined when it has errors. */
export function playableFromBuild(dir: string, r: BuildResult): PlayableSet | undefined {
  const texts = new Map<string, string>();
  for (const f of r.manifest?.files ?? []) {
    try {
      texts.set(f, readFileSync(join(dir, f), 'utf8'));
    } catch {
      // Only used to quote ability text; a file that vanished since the build is not fatal.
    }
  }
  return playableOf(dir, r, texts);
}

/** Diagnostics grouped by file in the CLI's `file:line:col  severity code  message` form, sorted. */
export function formatDiagnostics(
  diags: readonly Diagnostic[],
  lang: Lang,
  display: (abs: string) => string = (p) => p,
  style?: TextStyle,
  /** Where a diagnostic without a file is (the set's folder). */
  fallback = '',
): string[] {
  const out: string[] = [];
  for (const f of groupByFile(diags, display, fallback)) {
    const s = formatText(f, lang, style);
    if (s) out.push(s);
  }
  return out;
}
