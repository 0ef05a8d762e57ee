// Text → AST. A file is cut into card blocks at lines that start with 卡牌 at column 0; each block
// is lexed and parsed on its own, so a typo in one card never hides the next one. A CardParser
// owns the line parser and a cache of block results by block text (an editor re-parses only the
// blocks that changed); the CLI, the language server and tests each hold their own.
import type { CardBlock, CardFile } from './ast.js';
import { headerWord, parseCardBlock, parsePrelude, type BlockResult } from './block.js';
import { diag, type Diagnostic } from './diagnostics.js';
import {
  blankLongLines,
  MAX_BLOCK_CHARS,
  MAX_FILE_CARDS,
  MAX_FILE_CHARS,
  MAX_FILE_DIAGNOSTICS,
  MAX_LINE_CHARS,
} from './limits.js';
import { LineParser } from './line-parser.js';

export interface ParseResult {
  ast: CardFile;
  diagnostics: Diagnostic[];
}

export interface Chunk {
  start: number;
  end: number;
  isCard: boolean;
}

/** Space, tab, U+3000, or the end of the text. */
function isIndent(c: number): boolean {
  return c === 32 || c === 9 || c === 0x3000 || Number.isNaN(c);
}

/** Cuts the text into the prelude (before the first card) and card blocks. */
export function splitBlocks(text: string): Chunk[] {
  const chunks: Chunk[] = [];
  let cur: Chunk = { start: 0, end: 0, isCard: false };
  // A byte-order mark before the first line belongs to the prelude: the header after it is at column 0.
  let pos = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  // Lines end at \r\n, \n or a lone \r, as in the lexer and LineIndex.
  const lineBreak = /\r\n?|\n/g;
  while (pos <= text.length) {
    lineBreak.lastIndex = pos;
    const m = lineBreak.exec(text);
    // Only a line starting at column 0 with a character can be a header (most lines are indented).
    if (!isIndent(text.charCodeAt(pos)) && headerWord(text.slice(pos, m ? m.index : text.length)) !== undefined) {
      cur.end = pos;
      if (cur.end > cur.start || cur.isCard) chunks.push(cur);
      cur = { start: pos, end: pos, isCard: true };
    }
    pos = m ? m.index + m[0].length : text.length + 1;
  }
  cur.end = text.length;
  chunks.push(cur);
  return chunks;
}

/**
 * Deep copy of plain AST/diagnostic data, adding d to every span ({start, end} and nothing else).
 * One hoisted function with plain loops: it runs for every block after an edit point.
 */
function shiftCopy(v: unknown, d: number): unknown {
  if (Array.isArray(v)) {
    const n = v.length;
    const a = new Array(n);
    for (let i = 0; i < n; i++) a[i] = shiftCopy(v[i], d);
    return a;
  }
  if (v === null || typeof v !== 'object') return v;
  const src = v as Record<string, unknown>;
  const o: Record<string, unknown> = {};
  let keys = 0;
  for (const k in src) {
    const x = src[k];
    o[k] = x !== null && typeof x === 'object' ? shiftCopy(x, d) : x;
    keys++;
  }
  if (keys === 2 && typeof o.start === 'number' && typeof o.end === 'number') {
    o.start = (o.start as number) + d;
    o.end = (o.end as number) + d;
  }
  return o;
}

/** A cached block result moved to a new base offset (a fresh copy: results are shared). */
function shifted(r: BlockResult, base: number): BlockResult {
  const d = base - r.base;
  const out: BlockResult = { diagnostics: shiftCopy(r.diagnostics, d) as Diagnostic[], base };
  if (r.card) out.card = shiftCopy(r.card, d) as CardBlock;
  if (r.ruleset) out.ruleset = shiftCopy(r.ruleset, d) as CardFile['ruleset'];
  return out;
}

const CACHE_MAX = 50_000;

/** The header line of a card block (lines over the limit are blank by now, so it is short). */
function headerSpan(text: string, ch: Chunk): { start: number; end: number } {
  const m = /\r|\n/.exec(text.slice(ch.start, Math.min(ch.end, ch.start + MAX_LINE_CHARS + 2)));
  return { start: ch.start, end: m ? ch.start + m.index : Math.min(ch.end, ch.start + 1) };
}

export interface ReadableFile {
  /** The text with over-long lines blanked (offsets those of the original). */
  text: string;
  /** The prelude and card blocks that are read. */
  chunks: Chunk[];
  /** CS1039 (the file is not read) or the CS1037 of each long line. */
  diagnostics: Diagnostic[];
  /** CS1040 at the first card block not read, when there is one. */
  cardsOver?: Diagnostic;
  blanked: { start: number; end: number }[];
}

/**
 * What of a file is read, after the whole-file limits (limits.ts): nothing of a file over MAX_FILE_CHARS (CS1039; a
 * leading byte-order mark, which `cardc` drops on reading, is not counted), long lines blanked (CS1037), no card
 * block after the MAX_FILE_CARDS-th (CS1040). The parser reads a file through it, and the language server cuts its
 * documents with it, so both read exactly what the other does.
 */
export function readableFile(original: string): ReadableFile {
  const bom = original.charCodeAt(0) === 0xfeff ? 1 : 0;
  if (original.length - bom > MAX_FILE_CHARS) {
    const d = diag('CS1039', { start: bom, end: bom + 1 }, [original.length - bom, MAX_FILE_CHARS]);
    return { text: original, chunks: [], diagnostics: [d], blanked: [] };
  }
  const { text, diagnostics, blanked } = blankLongLines(original);
  const chunks: Chunk[] = [];
  let cards = 0;
  for (const ch of splitBlocks(text)) {
    if (ch.isCard && ++cards > MAX_FILE_CARDS)
      return { text, chunks, diagnostics, blanked, cardsOver: diag('CS1040', headerSpan(text, ch), [MAX_FILE_CARDS]) };
    chunks.push(ch);
  }
  return { text, chunks, diagnostics, blanked };
}

export class CardParser {
  private lines: LineParser | undefined;
  private readonly cache = new Map<string, BlockResult>();

  /** Parses a whole file. Blocks whose text is unchanged come from the cache. Text over a size limit is not read (limits.ts). */
  parse(original: string): ParseResult {
    const cards: CardBlock[] = [];
    const diagnostics: Diagnostic[] = [];
    let ruleset: CardFile['ruleset'];
    const { text, chunks, diagnostics: fileLevel, cardsOver, blanked } = readableFile(original);
    for (const d of fileLevel) diagnostics.push(d);
    let b = 0;
    for (const ch of chunks) {
      // A line already reported as too long (and blanked) does not count toward its block's size as well.
      let size = ch.end - ch.start;
      while (b < blanked.length && blanked[b].end <= ch.end) {
        if (blanked[b].start >= ch.start) size -= blanked[b].end - blanked[b].start;
        b++;
      }
      if (ch.isCard && size > MAX_BLOCK_CHARS) {
        diagnostics.push(diag('CS1038', headerSpan(text, ch), [size, MAX_BLOCK_CHARS]));
        continue;
      }
      const r = this.chunk(text, ch);
      if (r.card) cards.push(r.card);
      if (r.ruleset) ruleset = r.ruleset;
      for (const d of r.diagnostics) diagnostics.push(d);
    }
    if (cardsOver) diagnostics.push(cardsOver);
    if (diagnostics.length > MAX_FILE_DIAGNOSTICS) {
      const more = diagnostics.length - MAX_FILE_DIAGNOSTICS;
      const first = diagnostics[MAX_FILE_DIAGNOSTICS];
      diagnostics.length = MAX_FILE_DIAGNOSTICS;
      diagnostics.push(diag('CS1041', first.span, [more, MAX_FILE_DIAGNOSTICS]));
    }
    const ast: CardFile = {
      kind: 'File',
      span: { start: 0, end: original.length },
      ...(ruleset ? { ruleset } : {}),
      cards,
    };
    return { ast, diagnostics };
  }

  clear(): void {
    this.cache.clear();
  }

  private chunk(text: string, ch: Chunk): BlockResult {
    const src = text.slice(ch.start, ch.end);
    const key = (ch.isCard ? 'C' : 'P') + src;
    const hit = this.cache.get(key);
    if (hit) return hit.base === ch.start ? hit : shifted(hit, ch.start);
    this.lines ??= new LineParser();
    const r = ch.isCard ? parseCardBlock(this.lines, text, ch.start, ch.end) : parsePrelude(text, ch.start, ch.end);
    if (this.cache.size >= CACHE_MAX) this.cache.clear();
    this.cache.set(key, r);
    return r;
  }
}
