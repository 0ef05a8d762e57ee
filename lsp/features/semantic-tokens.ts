// Semantic tokens from the lexer: each vocabulary word coloured by its category, numbers, quoted
// names, comments and card names in headers. Tokens are computed per card block and cached by the
// block's text, so a keystroke re-lexes one block; a range request only touches the blocks it spans.
import type { SemanticTokens, SemanticTokensLegend } from 'vscode-languageserver';
import { LineIndex, entryOf, lex, splitBlocks, type Category, type Range } from '../../grammar/index.js';
import type { CardAnalysis } from '../analysis.js';

const TOKEN_TYPES = [
  'keyword',
  'type',
  'property',
  'function',
  'enumMember',
  'number',
  'string',
  'comment',
  'operator',
  'variable',
  'event',
  'macro',
  'class',
  'parameter',
] as const;
const TOKEN_MODIFIERS = ['declaration', 'readonly'] as const;
export const LEGEND: SemanticTokensLegend = { tokenTypes: [...TOKEN_TYPES], tokenModifiers: [...TOKEN_MODIFIERS] };

type TT = (typeof TOKEN_TYPES)[number];
const T = Object.fromEntries(TOKEN_TYPES.map((t, i) => [t, i])) as Record<TT, number>;

const BY_CATEGORY: Record<Category, TT> = {
  structure: 'keyword',
  field: 'property',
  cardType: 'type',
  mark: 'keyword',
  trait: 'keyword',
  timing: 'event',
  effectKind: 'keyword',
  variant: 'keyword',
  side: 'enumMember',
  limit: 'macro',
  cost: 'variable',
  range: 'parameter',
  direction: 'parameter',
  kind: 'type',
  ref: 'variable',
  quantifier: 'operator',
  unit: 'operator',
  filter: 'operator',
  effect: 'function',
  event: 'event',
  damageType: 'enumMember',
  duration: 'operator',
  stat: 'variable',
  resource: 'variable',
  zone: 'parameter',
  color: 'enumMember',
  connective: 'operator',
};

/** Tokens of one block as [line, character, length, type, modifiers] relative to the block start, sorted. */
type BlockTokens = number[];

/** Tokens per block text and per analysis, owned by the server (a fresh one computes everything). */
export class SemanticTokenCache {
  readonly blocks = new Map<string, BlockTokens>();
  readonly files = new WeakMap<CardAnalysis, SemanticTokens>();
}

function blockTokens(cache: SemanticTokenCache, src: string, isCard: boolean): BlockTokens {
  const blockCache = cache.blocks;
  const key = (isCard ? 'C' : 'P') + src;
  const hit = blockCache.get(key);
  if (hit) return hit;
  const li = new LineIndex(src);
  const raw: [number, number, number, number][] = []; // start, length, type, modifiers
  const r = lex(src);
  // The card name: the header line after 卡牌, read back as the parser does.
  let name: { start: number; end: number } | undefined;
  if (isCard) {
    const nl = src.search(/[\r\n]/);
    const header = nl < 0 ? src : src.slice(0, nl);
    const m = /^(\S{1,3})([ \t\u3000]+)([^#]*?)[ \t\u3000]*(#.*)?$/.exec(header);
    if (m && m[3]) name = { start: m[1].length + m[2].length, end: m[1].length + m[2].length + m[3].length };
  }
  for (const t of [...r.tokens, ...r.comments]) {
    const s = t.startOffset;
    if (name && s >= name.start && s < name.end) continue;
    let type: TT | undefined;
    const n = t.tokenType.name;
    if (n === 'Comment') type = 'comment';
    else if (n === 'Quote' || n === 'QuoteOpen') type = 'string';
    else if (n === 'NumberTok' || n === 'Numeral') type = 'number';
    else if (n === 'LimitTok') type = 'macro';
    else {
      const e = entryOf(t);
      if (e) type = BY_CATEGORY[e.category];
    }
    if (type) raw.push([s, t.image.length, T[type], 0]);
  }
  if (name) raw.push([name.start, name.end - name.start, T.class, 1]);
  raw.sort((x, y) => x[0] - y[0]);
  const out: number[] = [];
  for (const [s, len, type, mods] of raw) {
    const p = li.position(s);
    const e = li.position(s + len);
    if (e.line !== p.line) continue; // tokens never span lines; be safe with lone CRs
    out.push(p.line, p.character, e.character - p.character, type, mods);
  }
  if (blockCache.size > 50_000) blockCache.clear();
  blockCache.set(key, out);
  return out;
}

/** Tokens of the document, or of the blocks that overlap `range`. */
export function semanticTokens(a: CardAnalysis, range?: Range, cache = new SemanticTokenCache()): SemanticTokens {
  if (!range) {
    const hit = cache.files.get(a);
    if (hit) return hit;
  }
  const data: number[] = [];
  let pl = 0;
  let pc = 0;
  for (const ch of splitBlocks(a.text)) {
    const startLine = a.lines.position(ch.start).line;
    if (range) {
      const endLine = a.lines.position(Math.max(ch.start, ch.end - 1)).line;
      if (endLine < range.start.line || startLine > range.end.line) continue;
    }
    const toks = blockTokens(cache, a.text.slice(ch.start, ch.end), ch.isCard);
    for (let i = 0; i < toks.length; i += 5) {
      const line = startLine + toks[i];
      const char = toks[i + 1];
      data.push(line - pl, line === pl ? char - pc : char, toks[i + 2], toks[i + 3], toks[i + 4]);
      pl = line;
      pc = char;
    }
  }
  const out = { data };
  if (!range) cache.files.set(a, out);
  return out;
}
