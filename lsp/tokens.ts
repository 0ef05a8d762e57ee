// Tokens of one line, lexed on demand (cheap: a line is short), and the token under a position.
import type { IToken } from 'chevrotain';
import { lex } from '../grammar/index.js';
import type { CardAnalysis } from './analysis.js';

export interface LineTokens {
  /** Offset of the line start in the document. */
  start: number;
  text: string;
  tokens: IToken[];
  comments: IToken[];
}

function lineAt(a: CardAnalysis, offset: number): { start: number; end: number; text: string } {
  const pos = a.lines.position(offset);
  const start = a.lines.lineStarts[pos.line];
  let end = pos.line + 1 < a.lines.lineCount ? a.lines.lineStarts[pos.line + 1] : a.text.length;
  while (end > start && (a.text[end - 1] === '\n' || a.text[end - 1] === '\r')) end--;
  return { start, end, text: a.text.slice(start, end) };
}

export function lineTokens(a: CardAnalysis, offset: number): LineTokens {
  const l = lineAt(a, offset);
  const r = lex(l.text);
  return { start: l.start, text: l.text, tokens: r.tokens, comments: r.comments };
}

/** The token covering the offset; at a boundary the token that ends there wins when none starts there. */
export function tokenAt(lt: LineTokens, offset: number): IToken | undefined {
  const c = offset - lt.start;
  let before: IToken | undefined;
  for (const t of lt.tokens) {
    const s = t.startOffset;
    const e = s + t.image.length;
    if (s <= c && c < e) return t;
    if (e === c) before = t;
  }
  return before;
}
