// Colouring from the server's semantic tokens (the vocabulary's categories: keywords, timings, verbs, …):
// asked for after each change once the server has the new text, decoded into mark decorations with the
// class `cm-sem-<type>`, and mapped through the edits typed while the answer was on its way.
import { LSPPlugin } from '@codemirror/lsp-client';
import { RangeSetBuilder, type ChangeSet, type Text } from '@codemirror/state';
import { Decoration, ViewPlugin, type DecorationSet, type EditorView, type ViewUpdate } from '@codemirror/view';
import type * as lsp from 'vscode-languageserver-protocol';

const DELAY = 60;

export const semanticHighlighting = ViewPlugin.fromClass(
  class {
    decorations: DecorationSet = Decoration.none;
    /** Edits since the pending request's text, to map its answer forward. */
    private since: ChangeSet | null = null;
    private timer: ReturnType<typeof setTimeout> | undefined;
    private readonly marks = new Map<string, Decoration>();
    private destroyed = false;

    constructor(readonly view: EditorView) {
      this.schedule(0);
    }

    update(u: ViewUpdate) {
      if (!u.docChanged) return;
      this.decorations = this.decorations.map(u.changes);
      if (this.since) this.since = this.since.compose(u.changes);
      this.schedule(DELAY);
    }

    private schedule(ms: number) {
      if (this.timer) clearTimeout(this.timer);
      this.timer = setTimeout(() => void this.fetch(), ms);
    }

    private async fetch() {
      const plugin = LSPPlugin.get(this.view);
      if (!plugin) return;
      const client = plugin.client;
      await client.initializing;
      const legend = (client.serverCapabilities?.semanticTokensProvider as lsp.SemanticTokensOptions | undefined)
        ?.legend;
      if (!legend) return;
      client.sync();
      const doc = plugin.syncedDoc;
      this.since = plugin.unsyncedChanges;
      const result = await client
        .request<lsp.SemanticTokensParams, lsp.SemanticTokens | null>('textDocument/semanticTokens/full', {
          textDocument: { uri: plugin.uri },
        })
        .catch(() => null);
      const since = this.since;
      this.since = null;
      if (!result || !since || this.destroyed) return;
      this.decorations = this.decode(result.data, legend.tokenTypes, doc).map(since);
      this.view.dispatch({});
    }

    private decode(data: readonly number[], types: readonly string[], doc: Text): DecorationSet {
      const b = new RangeSetBuilder<Decoration>();
      let line = 0;
      let char = 0;
      for (let i = 0; i + 4 < data.length; i += 5) {
        line += data[i];
        char = data[i] ? data[i + 1] : char + data[i + 1];
        if (line >= doc.lines) break;
        const start = doc.line(line + 1).from + char;
        const end = Math.min(start + data[i + 2], doc.length);
        const type = types[data[i + 3]] ?? 'unknown';
        let mark = this.marks.get(type);
        if (!mark) this.marks.set(type, (mark = Decoration.mark({ class: `cm-sem-${type}` })));
        if (end > start) b.add(start, end, mark);
      }
      return b.finish();
    }

    destroy() {
      this.destroyed = true;
      if (this.timer) clearTimeout(this.timer);
    }
  },
  { decorations: (v) => v.decorations },
);
