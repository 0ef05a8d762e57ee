// Diagnostics of a document, in LSP form: what the pipeline found for a .card file or a set.yaml.
import type { Diagnostic as LspDiagnostic } from 'vscode-languageserver';
import { LineIndex, type Diagnostic } from '../../grammar/index.js';
import type { CardAnalysis } from '../analysis.js';
import { toLspDiagnostic, type Lang } from '../convert.js';

export function cardDiagnostics(a: CardAnalysis, lang: Lang = 'zh'): LspDiagnostic[] {
  return a.diagnostics.map((d) => toLspDiagnostic(d, a.lines, lang));
}

export function textDiagnostics(text: string, ds: readonly Diagnostic[], lang: Lang = 'zh'): LspDiagnostic[] {
  const lines = new LineIndex(text);
  return ds.map((d) => toLspDiagnostic(d, lines, lang));
}
