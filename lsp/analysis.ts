// The one place where the server runs the pipeline on a .card document: parse (cached per card
// block by the grammar), the ruleset-word check per block (cached here), and the checker when it
// exists. Everything else in lsp/ reads the CardAnalysis this returns.
import {
  LineIndex, parseText, type CardBlock, type CardFile, type Diagnostic, type RulesetId, type Span,
} from '../grammar/index.js';
import { rulesetWordCheck } from '../compiler/ruleset-words.js';

export interface CardAnalysis {
  text: string;
  version: number;
  lines: LineIndex;
  ast: CardFile;
  /** Parse diagnostics plus ruleset-aware ones. */
  diagnostics: Diagnostic[];
  ruleset?: RulesetId;
  /** Where the ruleset came from. */
  rulesetSource?: 'directive' | 'manifest';
}

export interface AnalyzeOptions {
  version?: number;
  file?: string;
  /** Ruleset of the enclosing set.yaml, if any; a 规则： line in the file wins. */
  manifestRuleset?: RulesetId;
}

/** A checker a later stage may plug in (compiler/checker): extra diagnostics for one file. */
export type CardChecker = (input: { ast: CardFile; text: string; ruleset: RulesetId; file?: string }) => Diagnostic[];

let checker: CardChecker | undefined;

export function setChecker(c: CardChecker | undefined): void {
  checker = c;
}

/**
 * Loads compiler/checker when it is present (it is written alongside this server). The specifier is
 * computed so a missing module is a runtime miss, not a type error.
 */
export async function loadChecker(log: (m: string) => void = () => {}): Promise<boolean> {
  const spec = ['..', 'compiler', 'checker', 'index.js'].join('/');
  try {
    const mod = (await import(spec)) as Record<string, unknown>;
    const fn = mod.checkFile;
    if (typeof fn !== 'function') return false;
    setChecker(({ ast, text, ruleset, file }) => {
      const r = (fn as (...a: unknown[]) => unknown)(ast, { text, ruleset, file });
      if (Array.isArray(r)) return r as Diagnostic[];
      const ds = (r as { diagnostics?: Diagnostic[] } | undefined)?.diagnostics;
      return Array.isArray(ds) ? ds : [];
    });
    log('cardscript: compiler/checker loaded');
    return true;
  } catch {
    return false;
  }
}

/** Ruleset-word diagnostics per (ruleset, block text), relative to the block start. */
const wordCache = new Map<string, Diagnostic[]>();

function blockWordCheck(text: string, card: CardBlock, ruleset: RulesetId): Diagnostic[] {
  const src = text.slice(card.span.start, card.span.end);
  const key = ruleset + '\u0000' + src;
  let rel = wordCache.get(key);
  if (!rel) {
    const local = parseText(src);
    rel = rulesetWordCheck(local.ast, src, ruleset);
    if (wordCache.size > 50_000) wordCache.clear();
    wordCache.set(key, rel);
  }
  const d0 = card.span.start;
  return d0 === 0 ? rel : rel.map((d) => ({ ...d, span: shift(d.span, d0), fixes: d.fixes?.map((f) => ({ ...f, edits: f.edits.map((e) => ({ ...e, span: shift(e.span, d0) })) })) }));
}

function shift(s: Span, d: number): Span {
  return { start: s.start + d, end: s.end + d };
}

export function analyzeCard(text: string, opts: AnalyzeOptions = {}): CardAnalysis {
  const { ast, diagnostics: parseDiags } = parseText(text);
  const diagnostics = [...parseDiags];
  let ruleset: RulesetId | undefined;
  let rulesetSource: CardAnalysis['rulesetSource'];
  if (ast.ruleset) {
    ruleset = ast.ruleset.id;
    rulesetSource = 'directive';
  } else if (opts.manifestRuleset) {
    ruleset = opts.manifestRuleset;
    rulesetSource = 'manifest';
  }
  if (ruleset) {
    for (const card of ast.cards) diagnostics.push(...blockWordCheck(text, card, ruleset));
    if (checker) {
      try {
        diagnostics.push(...checker({ ast, text, ruleset, file: opts.file }));
      } catch {
        // A checker bug must not take the editor's diagnostics down with it.
      }
    }
  }
  return { text, version: opts.version ?? 0, lines: new LineIndex(text), ast, diagnostics, ruleset, rulesetSource };
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
