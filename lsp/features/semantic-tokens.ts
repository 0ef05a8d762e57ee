// Semantic tokens from the lexer: each vocabulary word coloured by its category, numbers, quoted
// names, comments and card names in headers.
import type { SemanticTokens, SemanticTokensLegend } from 'vscode-languageserver';
import { entryOf, lex, type Category } from '../../grammar/index.js';
import type { CardAnalysis } from '../analysis.js';

export const TOKEN_TYPES = ['keyword', 'type', 'property', 'function', 'enumMember', 'number', 'string', 'comment', 'operator', 'variable', 'event', 'macro', 'class', 'parameter'] as const;
export const TOKEN_MODIFIERS = ['declaration', 'readonly'] as const;
export const LEGEND: SemanticTokensLegend = { tokenTypes: [...TOKEN_TYPES], tokenModifiers: [...TOKEN_MODIFIERS] };

type TT = (typeof TOKEN_TYPES)[number];
const T = Object.fromEntries(TOKEN_TYPES.map((t, i) => [t, i])) as Record<TT, number>;

const BY_CATEGORY: Record<Category, TT> = {
  structure: 'keyword', field: 'property', cardType: 'type', mark: 'keyword', trait: 'keyword', timing: 'event', effectKind: 'keyword',
  variant: 'keyword', side: 'enumMember', limit: 'macro', cost: 'variable', range: 'parameter', direction: 'parameter', kind: 'type',
  ref: 'variable', quantifier: 'operator', unit: 'operator', filter: 'operator', effect: 'function', event: 'event',
  damageType: 'enumMember', duration: 'operator', stat: 'variable', resource: 'variable', zone: 'parameter', color: 'enumMember',
  connective: 'operator',
};

const cache = new WeakMap<CardAnalysis, SemanticTokens>();

export function semanticTokens(a: CardAnalysis): SemanticTokens {
  const hit = cache.get(a);
  if (hit) return hit;
  const raw: [number, number, number, number][] = []; // start, length, type, modifiers
  const r = lex(a.text);
  const names = a.ast.cards.filter((c) => c.name).map((c) => c.nameSpan);
  let ni = 0;
  const all = [...r.tokens, ...r.comments].sort((x, y) => x.startOffset - y.startOffset);
  for (const t of all) {
    const s = t.startOffset;
    while (ni < names.length && names[ni].end <= s) ni++;
    if (ni < names.length && names[ni].start <= s && s < names[ni].end) continue;
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
  for (const s of names) raw.push([s.start, s.end - s.start, T.class, 1]);
  raw.sort((x, y) => x[0] - y[0]);
  const data: number[] = [];
  let pl = 0;
  let pc = 0;
  for (const [s, len, type, mods] of raw) {
    const p = a.lines.position(s);
    const end = a.lines.position(s + len);
    const length = end.line === p.line ? end.character - p.character : len;
    data.push(p.line - pl, p.line === pl ? p.character - pc : p.character, length, type, mods);
    pl = p.line;
    pc = p.character;
  }
  const out = { data };
  cache.set(a, out);
  return out;
}
