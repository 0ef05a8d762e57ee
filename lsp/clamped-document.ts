// Documents whose edits are clamped to the text before they are applied. vscode-languageserver-textdocument
// corrupts its line table when a change starts beyond the last line (the server's text then no longer
// matches the editor's); LSP says an out-of-range position means the end of its line or of the document, so
// every change range is brought inside the document first and the library only ever sees valid ones.
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { TextDocumentContentChangeEvent, TextDocumentsConfiguration } from 'vscode-languageserver';
import { LineIndex } from '../grammar/index.js';

function clampChange(doc: TextDocument, c: TextDocumentContentChangeEvent): TextDocumentContentChangeEvent {
  if (!('range' in c) || !c.range) return c;
  const lines = new LineIndex(doc.getText());
  let start = lines.offset(c.range.start);
  let end = lines.offset(c.range.end);
  if (end < start) [start, end] = [end, start];
  return { range: { start: lines.position(start), end: lines.position(end) }, text: c.text };
}

export const ClampedTextDocument: TextDocumentsConfiguration<TextDocument> = {
  create: TextDocument.create,
  update(doc, changes, version) {
    // Each change applies to the text the previous one left, so clamp one at a time.
    let d = doc;
    for (const c of changes) d = TextDocument.update(d, [clampChange(d, c)], version);
    return d;
  },
};
