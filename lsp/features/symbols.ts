// Outline (document symbols), workspace symbols (card names) and folding ranges.
import type { DocumentSymbol, FoldingRange, SymbolInformation } from 'vscode-languageserver';
import { VOCAB_BY_ID } from '../../grammar/index.js';
import type { CardAnalysis } from '../analysis.js';
import { typeLine } from '../profile.js';

const SK = { Class: 5, Method: 6, Property: 7, Field: 8, Event: 24, Key: 20 } as const;

export function documentSymbols(a: CardAnalysis): DocumentSymbol[] {
  return a.cardBlocks().map(({ card, offset }) => {
    const range = (s: { start: number; end: number }) =>
      a.lines.range({ start: s.start + offset, end: s.end + offset });
    const slice = (s: { start: number; end: number }) => a.text.slice(s.start + offset, s.end + offset);
    const children: DocumentSymbol[] = card.fields.map((f) => ({
      name: VOCAB_BY_ID.get(f.id)?.canonical ?? f.label.text,
      detail: slice(f.value.span),
      kind: SK.Field,
      range: range(f.span),
      selectionRange: range(f.label.span),
    }));
    for (const ab of card.abilities) {
      const line = slice(ab.span);
      children.push({
        name: line.length > 24 ? line.slice(0, 24) + '…' : line,
        kind: ab.trigger || ab.timing ? SK.Event : SK.Method,
        range: range(ab.span),
        selectionRange: range(ab.span),
      });
    }
    const sel = card.name ? card.nameSpan : card.headerSpan;
    return {
      name: card.name || '(未命名)',
      detail: typeLine(card) ?? '',
      kind: SK.Class,
      range: range({ start: card.span.start, end: Math.max(card.span.end, sel.end) }),
      selectionRange: range(sel),
      children,
    };
  });
}

export interface WorkspaceCard {
  uri: string;
  name: string;
  analysis: CardAnalysis;
  nameSpan: { start: number; end: number };
  type?: string;
}

/** Card names matching the query (substring, case-insensitive; empty query = all). */
export function workspaceSymbols(cards: Iterable<WorkspaceCard>, query: string, limit = 500): SymbolInformation[] {
  const q = query.toLowerCase();
  const out: SymbolInformation[] = [];
  for (const c of cards) {
    if (q && !c.name.toLowerCase().includes(q)) continue;
    out.push({
      name: c.name,
      kind: SK.Class,
      containerName: c.type,
      location: { uri: c.uri, range: c.analysis.lines.range(c.nameSpan) },
    });
    if (out.length >= limit) break;
  }
  return out;
}

export function foldingRanges(a: CardAnalysis): FoldingRange[] {
  const out: FoldingRange[] = [];
  for (const { card, offset } of a.cardBlocks()) {
    const s = a.lines.position(card.span.start + offset).line;
    const e = a.lines.position(card.span.end + offset).line;
    if (e > s) out.push({ startLine: s, endLine: e, kind: 'region' });
  }
  // Runs of two or more comment lines.
  let runStart = -1;
  for (let i = 0; i <= a.lines.lineCount; i++) {
    const start = a.lines.lineStarts[i];
    const isComment = i < a.lines.lineCount && /^[ \t\u3000]*#/.test(a.text.slice(start, start + 64));
    if (isComment && runStart < 0) runStart = i;
    if (!isComment && runStart >= 0) {
      if (i - 1 > runStart) out.push({ startLine: runStart, endLine: i - 1, kind: 'comment' });
      runStart = -1;
    }
  }
  return out;
}
