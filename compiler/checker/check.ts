// checkSet / checkFile: parse every file, check every card for its ruleset, then run the set pass.
// Results are cached per card block (key: block text + ruleset + parameters) and per file in a
// CheckCache owned by the caller's analysis, so a one-card edit in a large set re-checks that card
// and the cheap set pass only.
import {
  forRuleset,
  LineIndex,
  MAX_FILE_CARDS,
  type CardBlock,
  type CardParser,
  type Diagnostic,
  type RulesetId,
  type Span,
} from '../../grammar/index.js';
import { diag } from '../diagnostics.js';
import { resolveParams } from '../../runtime/profiles/index.js';
import { checkCard, type CardCheckResult } from './card-checks.js';
import { checkSetFacts } from './set-checks.js';
import { supersededSyntax } from './validators/index.js';
import type { CheckedCard, CheckedFile, CheckedSet, CheckSetInput } from './types.js';

export interface CheckResult<T> {
  value: T;
  diagnostics: Diagnostic[];
}

interface BlockEntry {
  base: number;
  result: CardCheckResult;
}

interface FileEntry {
  file: CheckedFile;
  diagnostics: Diagnostic[];
}

const CACHE_MAX = 100_000;

/** The most cards a set holds (CS3018); a file holds no more either (CS1040, grammar/limits.ts). */
export const MAX_SET_CARDS = MAX_FILE_CARDS;

/** The checker's caches: per card block, and per path the last result of its file. */
export class CheckCache {
  readonly blocks = new Map<string, BlockEntry>();
  /** Per path: the last result, reused while the text and the set's ruleset/params are the same. */
  readonly files = new Map<string, { text: string; setKey: string; entry: FileEntry }>();

  clear(): void {
    this.blocks.clear();
    this.files.clear();
  }
}

/** What checking needs besides the input: a parser and the caches (an Analysis has both). */
export interface CheckSession {
  parser: CardParser;
  checks: CheckCache;
}

function shiftSpan(s: Span, d: number): Span {
  return { start: s.start + d, end: s.end + d };
}

function shiftDiag(x: Diagnostic, d: number): Diagnostic {
  const y: Diagnostic = { ...x, span: shiftSpan(x.span, d) };
  if (x.fixes)
    y.fixes = x.fixes.map((f) => ({ ...f, edits: f.edits.map((e) => ({ ...e, span: shiftSpan(e.span, d) })) }));
  if (x.related) y.related = x.related.map((r) => (r.file ? r : { ...r, span: shiftSpan(r.span, d) }));
  return y;
}

/** A cached result moved to a block that starts elsewhere in its file. */
function shifted(r: CardCheckResult, d: number): CardCheckResult {
  if (d === 0) return r;
  const f = r.facts;
  return {
    diagnostics: r.diagnostics.map((x) => shiftDiag(x, d)),
    facts: {
      ...f,
      summary: { ...f.summary, span: shiftSpan(f.summary.span, d) },
      names: f.names.map((n) =>
        n.nameSpan
          ? { ...n, span: shiftSpan(n.span, d), nameSpan: shiftSpan(n.nameSpan, d) }
          : { ...n, span: shiftSpan(n.span, d) },
      ),
    },
  };
}

function checkBlock(
  cache: CheckCache,
  card: CardBlock,
  text: string,
  ruleset: RulesetId,
  params: Record<string, unknown>,
  pkey: string,
  syntaxErrors: readonly Span[],
): CardCheckResult {
  // The block's syntax errors follow from its text, so the key needs nothing more.
  const key = `${ruleset}\u0000${pkey}\u0000${text.slice(card.span.start, card.span.end)}`;
  const hit = cache.blocks.get(key);
  if (hit) return shifted(hit.result, card.span.start - hit.base);
  const result = checkCard(card, text, ruleset, params, syntaxErrors);
  if (cache.blocks.size >= CACHE_MAX) cache.blocks.clear();
  cache.blocks.set(key, { base: card.span.start, result });
  return result;
}

/** The index of the first of the sorted `starts` at or after `at` (binary search). */
function firstFrom(starts: readonly number[], at: number): number {
  let lo = 0;
  let hi = starts.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (starts[mid] < at) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Whether some start of the sorted `starts` lies within the span (ends included). */
function errorWithin(starts: readonly number[], span: Span): boolean {
  const i = firstFrom(starts, span.start);
  return i < starts.length && starts[i] <= span.end;
}

/** The spans of the sorted syntax errors that start within the span. */
function errorsWithin(spans: readonly Span[], starts: readonly number[], span: Span): Span[] {
  const out: Span[] = [];
  for (let i = firstFrom(starts, span.start); i < starts.length && starts[i] <= span.end; i++) out.push(spans[i]);
  return out;
}

function withFile(d: Diagnostic, file: string): Diagnostic {
  return d.file ? d : { ...d, file };
}

function checkOneFile(
  session: CheckSession,
  path: string,
  text: string,
  setRuleset: RulesetId | undefined,
  hasManifest: boolean,
  params: Record<string, unknown>,
  pkey: string,
  brokenManifest = false,
): FileEntry {
  const setKey = `${setRuleset ?? ''}\u0000${hasManifest ? 1 : 0}\u0000${brokenManifest ? 1 : 0}\u0000${pkey}`;
  const cache = session.checks;
  const hit = cache.files.get(path);
  if (hit && hit.text === text && hit.setKey === setKey) return hit.entry;
  const parsed = session.parser.parse(text);
  const directive = parsed.ast.ruleset;
  const mismatch = !!(directive && hasManifest && setRuleset && directive.id !== setRuleset);
  const ruleset = directive && !hasManifest ? directive.id : setRuleset;
  // What the game's own checks say better (a 光暗 line of 【瞬发】 only is a mark off its 类型 line, CS2038).
  const syntax = ruleset
    ? parsed.diagnostics.filter((d) => !supersededSyntax(ruleset, parsed.ast, d))
    : parsed.diagnostics;
  // The parser knows no ruleset: its "expected …" examples become the file's game's.
  const diagnostics: Diagnostic[] = syntax.map((d) => withFile(ruleset ? forRuleset(d, ruleset, text) : d, path));
  if (mismatch)
    diagnostics.push(
      diag('CS2017', directive!.span, [directive!.id, setRuleset!], { file: path, rule: 'SLCG-META-01' }),
    );
  if (!ruleset && parsed.ast.cards.length && !brokenManifest)
    diagnostics.push(diag('CS2018', { start: 0, end: 0 }, [], { file: path }));
  const fileParams = ruleset && ruleset !== setRuleset ? resolveParams(ruleset) : params;
  const fileKey = ruleset && ruleset !== setRuleset ? '' : pkey;
  const cards: CheckedCard[] = [];
  // Where the file's syntax errors start, in order: a card's own are found by binary search (a scan of every
  // diagnostic per card made a file of 100,000 broken cards quadratic).
  const errorSpans = syntax.filter((d) => d.severity === 'error').map((d) => d.span);
  errorSpans.sort((a, b) => a.start - b.start);
  const errorStarts = errorSpans.map((s) => s.start);
  for (const card of parsed.ast.cards) {
    if (!ruleset) {
      cards.push({
        file: path,
        ast: card,
        ruleset: 'slcg',
        type: '',
        continuous: false,
        marks: [],
        traits: [],
        names: [],
        summary: { name: card.name, type: '', marks: [], span: card.nameSpan, file: path },
        hasErrors: true,
      });
      continue;
    }
    const r = checkBlock(
      cache,
      card,
      text,
      ruleset,
      fileParams as Record<string, unknown>,
      fileKey,
      errorsWithin(errorSpans, errorStarts, card.span),
    );
    for (const d of r.diagnostics) diagnostics.push(withFile(d, path));
    cards.push({
      file: path,
      ast: card,
      ruleset,
      type: r.facts.type,
      continuous: r.facts.continuous,
      marks: r.facts.marks,
      traits: r.facts.traits,
      names: r.facts.names,
      summary: { ...r.facts.summary, file: path },
      hasErrors: errorWithin(errorStarts, card.span) || r.diagnostics.some((d) => d.severity === 'error'),
    });
  }
  const entry: FileEntry = {
    file: { path, text, ast: parsed.ast, lines: new LineIndex(text), ruleset, cards },
    diagnostics,
  };
  if (cache.files.size >= CACHE_MAX) cache.files.clear();
  cache.files.set(path, { text, setKey, entry });
  return entry;
}

/** Checks a whole set: every file, every card, then names, 专属 and (with a manifest) decks. */
export function checkSet(input: CheckSetInput, session: CheckSession): CheckResult<CheckedSet> {
  const ruleset = input.manifest?.ruleset ?? input.ruleset;
  const params = ruleset ? (resolveParams(ruleset, input.manifest?.params ?? {}) as Record<string, unknown>) : {};
  const pkey = JSON.stringify(params);
  const diagnostics: Diagnostic[] = [];
  const files: CheckedFile[] = [];
  const cards: CheckedCard[] = [];
  for (const f of input.files) {
    const r = checkOneFile(session, f.path, f.text, ruleset, !!input.manifest, params, pkey, !!input.brokenManifest);
    files.push(r.file);
    for (const c of r.file.cards) cards.push(c);
    for (const d of r.diagnostics) diagnostics.push(d);
    input.onFile?.(f.path, r.file.cards.length);
    input.onChecked?.(r.file, r.diagnostics);
  }
  // The documented limit of a set (docs/diagnostics.md): told once, at the first card over it.
  if (cards.length > MAX_SET_CARDS) {
    const over = cards[MAX_SET_CARDS];
    diagnostics.push(diag('CS3018', over.ast.nameSpan, [cards.length, MAX_SET_CARDS], { file: over.file }));
  }
  const byName = new Map<string, CheckedCard>();
  for (const c of cards) if (c.ast.name && !byName.has(c.ast.name)) byName.set(c.ast.name, c);
  const set: CheckedSet = { ruleset, params, files, cards, byName };
  if (input.manifest) set.manifest = input.manifest;
  for (const d of checkSetFacts(set, input.manifestText)) diagnostics.push(d); // no spread: the list may be long
  return { value: set, diagnostics };
}

/** Checks one file as a set of its own (its `规则：` line, or `ruleset`, names the game). */
export function checkFile(
  text: string,
  path: string,
  session: CheckSession,
  ruleset?: RulesetId,
): CheckResult<CheckedSet> {
  return checkSet({ files: [{ path, text }], ruleset }, session);
}
