// Diagnostics of a document, in LSP form: what the pipeline found for a .card file or a set.yaml.
import type { Diagnostic as LspDiagnostic } from 'vscode-languageserver';
import { LineIndex, type Diagnostic } from '../../grammar/index.js';
import type { CardAnalysis } from '../analysis.js';
import { toLspDiagnostic, type Lang } from '../convert.js';

// Published in the order of the text (line, then column; ties by end, then code), as `cardc check` prints them:
// stages report in their own order (the parser, then the checker), not the reader's.
function byPosition(a: LspDiagnostic, b: LspDiagnostic): number {
  const [x, y] = [a.range, b.range];
  return (
    x.start.line - y.start.line ||
    x.start.character - y.start.character ||
    x.end.line - y.end.line ||
    x.end.character - y.end.character ||
    String(a.code ?? '').localeCompare(String(b.code ?? ''))
  );
}

export function cardDiagnostics(a: CardAnalysis, lang: Lang = 'zh'): LspDiagnostic[] {
  return a.diagnostics.map((d) => toLspDiagnostic(d, a.lines, lang)).sort(byPosition);
}

export function textDiagnostics(text: string, ds: readonly Diagnostic[], lang: Lang = 'zh'): LspDiagnostic[] {
  const lines = new LineIndex(text);
  return ds.map((d) => toLspDiagnostic(d, lines, lang)).sort(byPosition);
}
