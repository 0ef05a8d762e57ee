// The one place where the server runs the pipeline. A document is cut into card blocks and each
// block is parsed and checked on its own text (spans relative to the block), so typing near the
// top of a large file re-parses one block instead of shifting every block after it; the
// diagnostics (few) are moved to absolute offsets. The whole-file AST is built only when a
// feature asks for it. If the checker throws, parse diagnostics stand in.
import {
  LineIndex,
  readableFile,
  type CardBlock,
  type CardFile,
  type CardParser,
  MAX_FILE_DIAGNOSTICS,
  type Diagnostic,
  type ParseResult,
  type RulesetId,
  type Span,
} from '../grammar/index.js';
import type { Analysis } from '../compiler/analysis.js';
import type { SetManifest } from '../compiler/manifest/index.js';

export interface TextBlock {
  start: number;
  end: number;
  isCard: boolean;
  src: string;
}

export interface CardAnalysis {
  text: string;
  version: number;
  lines: LineIndex;
  /** The whole-file AST (built on first use). */
  readonly ast: CardFile;
  readonly blocks: TextBlock[];
  /** The whole-file limits the blocks were cut by (CS1039: none read; CS1040: cards after the limit left out). */
  readonly limits: Diagnostic[];
  /** The card block containing the offset, with absolute spans (cheap: one block). */
  cardAt(offset: number): CardBlock | undefined;
  /** Every card with spans relative to its block, and the block's offset (no copying). */
  cardBlocks(): { card: CardBlock; offset: number }[];
  /** Start of the first card block (text.length when there is none). */
  firstCardStart(): number;
  /** Empty until the set check has run; then every diagnostic of this file. */
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

/**
 * The blocks `cardc check` reads of the text (grammar/document.ts readableFile): none of a file over the size limit,
 * none after the card limit; each block's text is the original's (its parse blanks a long line itself).
 */
function blocksOf(text: string): { blocks: TextBlock[]; limits: Diagnostic[] } {
  const r = readableFile(text);
  const limits = r.diagnostics.filter((d) => d.code === 'CS1039');
  if (r.cardsOver) limits.push(r.cardsOver);
  const blocks = r.chunks.map((c) => ({
    start: c.start,
    end: c.end,
    isCard: c.isCard,
    src: text.slice(c.start, c.end),
  }));
  return { blocks, limits };
}

/** Moves every span ({start, end} object) of a value by d. */
export function shiftSpans<T>(v: T, d: number): T {
  if (d === 0) return v;
  const walk = (x: unknown): unknown => {
    if (Array.isArray(x)) return x.map(walk);
    if (x && typeof x === 'object') {
      const o: Record<string, unknown> = {};
      for (const [k, y] of Object.entries(x)) o[k] = walk(y);
      if (typeof o.start === 'number' && typeof o.end === 'number' && Object.keys(o).length === 2) {
        o.start = (o.start as number) + d;
        o.end = (o.end as number) + d;
      }
      return o;
    }
    return x;
  };
  return walk(v) as T;
}

/** The analysis of one document; `parser` (the workspace's) caches its blocks. */
export function analyzeCard(text: string, parser: CardParser, opts: AnalyzeOptions = {}): CardAnalysis {
  const blockParse = (b: TextBlock): ParseResult => parser.parse(b.src);
  const { blocks, limits } = blocksOf(text);
  let ast: CardFile | undefined;
  let ruleset: RulesetId | undefined;
  let rulesetSource: CardAnalysis['rulesetSource'];
  const prelude = blocks[0] && !blocks[0].isCard ? blockParse(blocks[0]).ast.ruleset : undefined;
  if (opts.manifestRuleset) {
    ruleset = opts.manifestRuleset;
    rulesetSource = 'manifest';
  } else if (prelude) {
    ruleset = prelude.id;
    rulesetSource = 'directive';
  }
  const a: CardAnalysis = {
    text,
    version: opts.version ?? 0,
    lines: new LineIndex(text),
    get ast() {
      ast ??= parser.parse(text).ast;
      return ast;
    },
    blocks,
    limits,
    cardAt(offset: number) {
      let lo = 0;
      let hi = blocks.length - 1;
      let found = -1;
      while (lo <= hi) {
        const mid = (lo + hi) >> 1;
        if (blocks[mid].start <= offset) {
          found = mid;
          lo = mid + 1;
        } else hi = mid - 1;
      }
      const b = found >= 0 ? blocks[found] : undefined;
      if (!b || !b.isCard) return undefined;
      const card = blockParse(b).ast.cards[0];
      return card && shiftSpans(card, b.start);
    },
    cardBlocks() {
      const out: { card: CardBlock; offset: number }[] = [];
      for (const b of blocks) {
        const card = b.isCard ? blockParse(b).ast.cards[0] : undefined;
        if (card) out.push({ card, offset: b.start });
      }
      return out;
    },
    firstCardStart() {
      return blocks.find((b) => b.isCard)?.start ?? text.length;
    },
    diagnostics: [],
    checked: false,
    ruleset,
    rulesetSource,
  };
  return a;
}

export interface SetInput {
  files: { path: string; text: string; analysis?: CardAnalysis }[];
  manifest?: SetManifest;
  manifestText?: string;
  manifestPath?: string;
  /** Ruleset when there is no manifest (a lone file's 规则： line). */
  ruleset?: RulesetId;
  /** A set.yaml is there but did not load: its diagnostics tell why, the cards are not told to name a ruleset. */
  brokenManifest?: boolean;
}

export interface CheckedDocument {
  diagnostics: Diagnostic[];
}

const SEP = '\u0001';

function moveDiag(
  d: Diagnostic,
  file: string,
  delta: number,
  resolve: (f: string) => { file: string; delta: number } | undefined,
): Diagnostic {
  const shift = (s: Span): Span => ({ start: s.start + delta, end: s.end + delta });
  const out: Diagnostic = { ...d, file, span: shift(d.span) };
  if (d.fixes) out.fixes = d.fixes.map((f) => ({ ...f, edits: f.edits.map((e) => ({ ...e, span: shift(e.span) })) }));
  if (d.related) {
    out.related = d.related.map((r) => {
      const where = r.file ? resolve(r.file) : { file, delta };
      return where
        ? { ...r, file: where.file, span: { start: r.span.start + where.delta, end: r.span.end + where.delta } }
        : r;
    });
  }
  return out;
}

/**
 * Diagnostics of every file of a set, by path (the manifest's deck diagnostics under its path).
 * Each card block goes to the checker as a file of its own, so its cache is keyed by block text.
 * If the checker throws, `onError` hears why and parse diagnostics stand in.
 */
export function checkDocuments(
  input: SetInput,
  analysis: Analysis,
  onError?: (why: string) => void,
): Map<string, CheckedDocument> {
  try {
    let out = checkOnce(input, analysis, new Set());
    // A file with thousands of syntax problems is checked whole, as cardc check does: its list is cut at
    // MAX_FILE_DIAGNOSTICS in the file's order (CS1041), which checking block by block would not do.
    const flooded = new Set(
      [...out]
        .filter(([, d]) => d.diagnostics.filter((x) => x.code.startsWith('CS1')).length > MAX_FILE_DIAGNOSTICS / 2)
        .map(([path]) => path),
    );
    if (flooded.size) out = checkOnce(input, analysis, flooded);
    return out;
  } catch (e) {
    onError?.(e instanceof Error ? (e.stack ?? e.message) : String(e));
  }
  const out = new Map<string, CheckedDocument>();
  for (const f of input.files) {
    out.set(f.path, { diagnostics: [...analysis.parser.parse(f.text).diagnostics] });
  }
  return out;
}

/** One check of the set: each file block by block, or as a whole when its path is in `whole`. Throws what the checker throws. */
function checkOnce(input: SetInput, analysis: Analysis, whole: ReadonlySet<string>): Map<string, CheckedDocument> {
  const out = new Map<string, CheckedDocument>();
  for (const f of input.files) out.set(f.path, { diagnostics: [] });
  const pseudo = new Map<string, { file: string; delta: number }>();
  const files: { path: string; text: string }[] = [];
  for (const f of input.files) {
    if (whole.has(f.path)) {
      files.push({ path: f.path, text: f.text });
      continue;
    }
    const { blocks, limits } = f.analysis ?? blocksOf(f.text);
    // What the whole-file limits say is the file's own, as in a whole-file check.
    out.get(f.path)!.diagnostics.push(...limits.map((d) => ({ ...d, file: f.path })));
    blocks.forEach((b, i) => {
      const path = `${f.path}${SEP}${i}`;
      pseudo.set(path, { file: f.path, delta: b.start });
      files.push({ path, text: b.src });
    });
  }
  const resolve = (p: string) => pseudo.get(p) ?? (out.has(p) ? { file: p, delta: 0 } : undefined);
  // A lone file's 规则： line sits in its prelude block; the card blocks need it passed along.
  const lone = input.files.length === 1 ? input.files[0] : undefined;
  const ruleset = input.manifest
    ? undefined
    : (input.ruleset ?? (lone && (lone.analysis ?? analyzeCard(lone.text, analysis.parser)).ruleset));
  // Fault injection for the server's tests (CARDSCRIPT_FAULT=checker): a failing check must still be told.
  if (
    (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.CARDSCRIPT_FAULT ===
    'checker'
  )
    throw new Error('injected checker fault');
  const r = analysis.checkSet({
    files,
    manifest: input.manifest,
    manifestText: input.manifestText,
    ruleset,
    brokenManifest: input.brokenManifest,
  });
  const noRuleset = new Set<string>();
  for (const d of r.diagnostics) {
    const where =
      (d.file && resolve(d.file)) ||
      (input.manifestPath && d.file === input.manifestPath ? { file: d.file, delta: 0 } : undefined) ||
      (input.files[0] && { file: input.files[0].path, delta: 0 });
    if (!where) continue;
    if (d.code === 'CS2018') {
      // Reported once per file, at its start, as for a whole-file check.
      if (noRuleset.has(where.file)) continue;
      noRuleset.add(where.file);
      where.delta = 0;
    }
    const entry = out.get(where.file) ?? { diagnostics: [] };
    entry.diagnostics.push(moveDiag(d, where.file, where.delta, resolve));
    out.set(where.file, entry);
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
