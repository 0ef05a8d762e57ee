// Sends every edit to the server at once (the lsp-client's own auto-sync waits 500 ms, too slow for
// diagnostics as you type; the server debounces), and remembers when each synced version was typed, so the
// diagnostics of that version can be timed.
import { LSPPlugin } from '@codemirror/lsp-client';
import { ViewPlugin, type ViewUpdate } from '@codemirror/view';

/** uri → version → time (performance.now) of the first keystroke of that version. */
export const typedAt = new Map<string, Map<number, number>>();

export const syncOnEdit = ViewPlugin.fromClass(
  class {
    private scheduled = false;
    private firstEdit = 0;

    update(u: ViewUpdate) {
      if (!u.docChanged) return;
      if (!this.scheduled) this.firstEdit = performance.now();
      if (this.scheduled) return;
      this.scheduled = true;
      // One didChange per task: a paste or a multi-cursor edit is several transactions in a row.
      queueMicrotask(() => {
        this.scheduled = false;
        const plugin = LSPPlugin.get(u.view);
        if (!plugin) return;
        plugin.client.sync();
        const file = plugin.client.workspace.getFile(plugin.uri);
        if (!file) return;
        let m = typedAt.get(plugin.uri);
        if (!m) typedAt.set(plugin.uri, (m = new Map()));
        m.set(file.version, this.firstEdit);
        if (m.size > 200) m.delete(m.keys().next().value!);
      });
    }
  },
);
