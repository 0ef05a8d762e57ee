// The one place where the server runs the pipeline: `analyzeCard` parses a .card document (the
// grammar caches per card block) and `checkDocuments` runs the ruleset-aware checker over the
// .card files of one set (the checker caches per block and per file, so one edit re-checks one
// block plus the set-wide name pass). If the checker fails, parse diagnostics and the
// ruleset-word check stand in, so the editor still shows something.
import {
  LineIndex, parseText, type CardBlock, type CardFile, type Diagnostic, type RulesetId,
} from '../grammar/index.js';
import { checkSet } from '../compiler/checker/index.js';
import type { SetManifest } from '../compiler/manifest/index.js';

export interface CardAnalysis {
  text: string;
  version: number;
  lines: LineIndex;
  ast: CardFile;
  /** Parse diagnostics until the set check has run; then every diagnostic of this file. */
  diagnostics: Diagnostic[];
  /** True once `diagnostics` holds the checker's results. */
  checked: boolean;
  ruleset?: RulesetId;
  /** Where the ruleset came from. */
  rulesetSource?: 'directive' | 'manifest';
}

export interface AnalyzeOptions {
  version?: number;
  /** Ruleset of the enclosing set.yaml, if any; it wins over a 规则： line (the checker reports a mismatch). */
  manifestRuleset?: RulesetId;
}

export function analyzeCard(text: string, opts: AnalyzeOptions = {}): CardAnalysis {
  const { ast, diagnostics } = parseText(text);
  return analysisOf(text, ast, new LineIndex(text), [...diagnostics], opts);
}

/** An analysis around an AST someone already built (the checker parses each file once). */
export function analysisOf(text: string, ast: CardFile, lines: LineIndex, diagnostics: Diagnostic[], opts: AnalyzeOptions = {}, checked = false): CardAnalysis {
  let ruleset: RulesetId | undefined;
  let rulesetSource: CardAnalysis['rulesetSource'];
  if (opts.manifestRuleset) {
    ruleset = opts.manifestRuleset;
    rulesetSource = 'manifest';
  } else if (ast.ruleset) {
    ruleset = ast.ruleset.id;
    rulesetSource = 'directive';
  }
  return { text, version: opts.version ?? 0, lines, ast, diagnostics, checked, ruleset, rulesetSource };
}

export interface SetInput {
  files: { path: string; text: string; analysis?: CardAnalysis }[];
  manifest?: SetManifest;
  manifestText?: string;
  manifestPath?: string;
}

let lastCheckerError: string | undefined;

/** Why the checker last failed, if it did (the server logs it once). */
export function takeCheckerError(): string | undefined {
  const e = lastCheckerError;
  lastCheckerError = undefined;
  return e;
}

export interface CheckedDocument {
  diagnostics: Diagnostic[];
  /** The checker's parse of the file, reusable as the analysis (absent after a checker failure). */
  ast?: CardFile;
  lines?: LineIndex;
}

/** Diagnostics of every file of a set, by path (the manifest's deck diagnostics under its path). */
export function checkDocuments(input: SetInput): Map<string, CheckedDocument> {
  const out = new Map<string, CheckedDocument>();
  try {
    const r = checkSet({ files: input.files.map((f) => ({ path: f.path, text: f.text })), manifest: input.manifest, manifestText: input.manifestText });
    for (const f of r.value.files) out.set(f.path, { diagnostics: [], ast: f.ast, lines: f.lines });
    for (const d of r.diagnostics) {
      const key = d.file ?? input.files[0]?.path;
      if (key === undefined) continue;
      const entry = out.get(key) ?? { diagnostics: [] };
      entry.diagnostics.push(d);
      out.set(key, entry);
    }
    return out;
  } catch (e) {
    lastCheckerError = e instanceof Error ? (e.stack ?? e.message) : String(e);
  }
  out.clear();
  for (const f of input.files) {
    // The checker failed: fall back to the syntax diagnostics, which never throw.
    out.set(f.path, { diagnostics: [...parseText(f.text).diagnostics] });
  }
  return out;
}

/** The card block whose lines contain the offset (a block runs to the next 卡牌 header). */
export function cardAt(ast: CardFile, offset: number): CardBlock | undefined {
  const cards = ast.cards;
  let lo = 0;
  let hi = cards.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (cards[mid].span.start <= offset) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found >= 0 ? cards[found] : undefined;
}
