// Our values → LSP shapes: spans to ranges (UTF-16, as both sides count), diagnostics, edits.
import type { Diagnostic as LspDiagnostic, DiagnosticSeverity, Range, TextEdit } from 'vscode-languageserver';
import type { Diagnostic, LineIndex, Span, TextEdit as OurEdit } from '../grammar/index.js';

export type Lang = 'zh' | 'en';

function toRange(lines: LineIndex, span: Span): Range {
  return lines.range(span);
}

const SEVERITY: Record<Diagnostic['severity'], DiagnosticSeverity> = { error: 1, warning: 2, info: 3, hint: 4 };

export function toLspDiagnostic(d: Diagnostic, lines: LineIndex, lang: Lang = 'zh'): LspDiagnostic {
  const main = lang === 'en' ? d.messageEn : d.message;
  const notes = (d.notes ?? []).map((n) => (lang === 'en' ? n.en : n.zh));
  const out: LspDiagnostic = {
    range: toRange(lines, d.span),
    severity: SEVERITY[d.severity] ?? 1,
    code: d.code,
    source: 'cardscript',
    message: [main, ...notes].join('\n'),
  };
  if (d.rule) out.message += `\n(${d.rule})`;
  return out;
}

export function toLspEdit(e: OurEdit, lines: LineIndex): TextEdit {
  return { range: toRange(lines, e.span), newText: e.newText };
}

/** Whether two spans touch (a zero-width span at a boundary counts). */
export function overlaps(a: Span, b: Span): boolean {
  return a.start <= b.end && b.start <= a.end;
}
