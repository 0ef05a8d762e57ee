// Compiles a card set in memory for play (load → check → lower → validate, nothing written) and
// resolves set.yaml deck names into card lists.
import { readFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import type { Diagnostic, Lang } from '../../grammar/index.js';
import type { CardDef, RulesetId } from '../../runtime/card-def.js';
import { buildSet, checkStage, loadStage, lowerStage, validateStage, type BuildResult } from '../build/index.js';
import { closest } from '../../grammar/index.js';
import { formatText, groupByFile, type TextStyle } from '../report.js';

/** A compiled set ready for the runtime. */
export interface PlayableSet {
  dir: string;
  name: string;
  ruleset: RulesetId;
  params: Record<string, unknown>;
  cards: CardDef[];
  /** deck name → card name → count, in set.yaml order. */
  decks: Record<string, Record<string, number>>;
  /** Source text per card file (set-relative path), to quote ability text. */
  texts: Map<string, string>;
}

export interface LoadResult {
  set?: PlayableSet;
  diagnostics: Diagnostic[];
}

/** Builds the set in memory; `set` is absent when there are errors. */
export function loadPlayableSet(dir: string, cwd: string): LoadResult {
  const abs = isAbsolute(dir) ? dir : resolve(cwd, dir);
  const r = buildSet(abs, '', [loadStage, checkStage, lowerStage, validateStage]);
  const set = playableFromBuild(abs, r);
  return set ? { set, diagnostics: r.diagnostics } : { diagnostics: r.diagnostics };
}

/** The playable set of a finished build (from `buildSet` with any stages), or undefined when it has errors. */
export function playableFromBuild(dir: string, r: BuildResult): PlayableSet | undefined {
  if (r.diagnostics.some((d) => d.severity === 'error') || !r.ir || !r.manifest) return undefined;
  const texts = new Map<string, string>();
  for (const f of r.manifest.files) {
    try {
      texts.set(f, readFileSync(join(dir, f), 'utf8'));
    } catch {
      // Only used to quote ability text; a file that vanished since the build is not fatal.
    }
  }
  return {
    dir,
    name: r.manifest.name,
    ruleset: r.manifest.ruleset,
    params: r.manifest.params,
    cards: r.ir.cards,
    decks: r.manifest.decks,
    texts,
  };
}

/** Diagnostics grouped by file in the CLI's `file:line:col  severity code  message` form, sorted. */
export function formatDiagnostics(diags: readonly Diagnostic[], lang: Lang, display: (abs: string) => string = (p) => p, style?: TextStyle): string[] {
  const out: string[] = [];
  for (const f of groupByFile(diags, display)) {
    const s = formatText(f, lang, style);
    if (s) out.push(s);
  }
  return out;
}

export type DeckResolution =
  | { ok: true; names: [string, string]; lists: [string[], string[]] }
  | { ok: false; message: { zh: string; en: string } };

/** Expands a deck (name → count) into card ids, in set.yaml order. */
export function expandDeck(set: PlayableSet, deck: Record<string, number>): string[] {
  const idOf = new Map<string, string>();
  for (const c of set.cards) if (!idOf.has(c.name)) idOf.set(c.name, c.id);
  const out: string[] = [];
  for (const [name, n] of Object.entries(deck)) for (let i = 0; i < n; i++) out.push(idOf.get(name) ?? name);
  return out;
}

/**
 * `--decks a,b` → two card lists. Without the flag the first two decks of set.yaml are used (the only
 * deck twice when there is one). A name that is not a deck is a bad invocation, with a suggestion.
 */
export function resolveDecks(set: PlayableSet, spec: string | undefined): DeckResolution {
  const all = Object.keys(set.decks);
  if (!all.length) return { ok: false, message: { zh: `卡包“${set.name}”的 set.yaml 里没有卡组`, en: `set "${set.name}" has no decks in its set.yaml` } };
  let names: string[];
  if (spec === undefined) names = all.length > 1 ? all.slice(0, 2) : [all[0], all[0]];
  else {
    names = spec.split(/[,，]/).map((s) => s.trim()).filter(Boolean);
    if (names.length === 1) names.push(names[0]);
    if (names.length !== 2) return { ok: false, message: { zh: '--decks 需要一个或两个卡组名，用逗号分隔', en: '--decks takes one or two deck names, separated by a comma' } };
  }
  for (const n of names) {
    if (set.decks[n]) continue;
    const near = closest(n, all);
    const list = all.join('、');
    return {
      ok: false,
      message: {
        zh: `卡包“${set.name}”没有卡组“${n}”${near ? `；是不是“${near}”？` : ''}（可用：${list}）`,
        en: `set "${set.name}" has no deck "${n}"${near ? `; did you mean "${near}"?` : ''} (decks: ${all.join(', ')})`,
      },
    };
  }
  return { ok: true, names: [names[0], names[1]], lists: [expandDeck(set, set.decks[names[0]]), expandDeck(set, set.decks[names[1]])] };
}
