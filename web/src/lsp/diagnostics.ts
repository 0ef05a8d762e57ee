// Diagnostics from the server as CodeMirror lint diagnostics, each with its quick fixes: once a version's
// diagnostics are shown, the server's code actions for each of them are asked for (textDocument/codeAction,
// only quick fixes) and attached as the diagnostic's actions (buttons in the tooltip and the lint panel).
import { setDiagnostics, type Action, type Diagnostic } from '@codemirror/lint';
import { LSPPlugin, type LSPClient, type LSPClientExtension } from '@codemirror/lsp-client';
import type { EditorView } from '@codemirror/view';
import type * as lsp from 'vscode-languageserver-protocol';
import { metrics } from '../metrics.js';
import { typedAt } from './sync.js';

const SEVERITY = ['error', 'error', 'warning', 'info', 'hint'] as const;

/** Fired on window after a file's diagnostics are shown: detail { uri, version, errors }. */
export const DIAGNOSTICS_EVENT = 'cardscript:diagnostics';

function toLint(
  plugin: LSPPlugin,
  doc: EditorView['state']['doc'],
  items: readonly lsp.Diagnostic[],
  fixes: readonly Action[][],
): Diagnostic[] {
  const changes = plugin.unsyncedChanges;
  return items.map((d, i) => ({
    from: changes.mapPos(plugin.fromPosition(d.range.start, doc)),
    to: changes.mapPos(plugin.fromPosition(d.range.end, doc)),
    severity: SEVERITY[d.severity ?? 1],
    message: typeof d.message === 'string' ? d.message : d.message.value,
    source: d.code !== undefined ? String(d.code) : undefined,
    actions: fixes[i] ? [...fixes[i]] : [],
  }));
}

/** Applies a workspace edit to the open files it names; edits made against an older text are dropped. */
function applyEdit(
  client: LSPClient,
  edit: lsp.WorkspaceEdit | undefined,
  docs: Map<string, EditorView['state']['doc']>,
): void {
  for (const [uri, edits] of Object.entries(edit?.changes ?? {})) {
    const view = client.workspace.getFile(uri)?.getView();
    const plugin = view && LSPPlugin.get(view);
    const doc = docs.get(uri) ?? plugin?.syncedDoc;
    if (!view || !plugin || !doc || plugin.syncedDoc !== doc) continue;
    const changes = edits.map((e) => ({
      from: plugin.unsyncedChanges.mapPos(plugin.fromPosition(e.range.start, doc)),
      to: plugin.unsyncedChanges.mapPos(plugin.fromPosition(e.range.end, doc)),
      insert: e.newText,
    }));
    view.dispatch({ changes, userEvent: 'input.quickfix' });
  }
}

async function fixesFor(
  client: LSPClient,
  uri: string,
  items: readonly lsp.Diagnostic[],
  doc: EditorView['state']['doc'],
): Promise<Action[][]> {
  return Promise.all(
    items.map(async (d) => {
      const actions = await client
        .request<lsp.CodeActionParams, (lsp.CodeAction | lsp.Command)[] | null>('textDocument/codeAction', {
          textDocument: { uri },
          range: d.range,
          context: { diagnostics: [d], only: ['quickfix'] },
        })
        .catch(() => null);
      return (actions ?? [])
        .filter((a): a is lsp.CodeAction => 'edit' in a && !!a.edit)
        .map((a) => ({ name: a.title, apply: () => applyEdit(client, a.edit, new Map([[uri, doc]])) }));
    }),
  );
}

export function diagnosticsWithFixes(): LSPClientExtension {
  return {
    clientCapabilities: {
      textDocument: {
        publishDiagnostics: { versionSupport: true },
        codeAction: { codeActionLiteralSupport: { codeActionKind: { valueSet: ['quickfix'] } } },
      },
    },
    notificationHandlers: {
      'textDocument/publishDiagnostics': (client, params: lsp.PublishDiagnosticsParams) => {
        const file = client.workspace.getFile(params.uri);
        if (!file || (params.version != null && params.version !== file.version)) return false;
        const view = file.getView();
        const plugin = view && LSPPlugin.get(view);
        if (!view || !plugin) return false;
        const doc = plugin.syncedDoc;
        view.dispatch(setDiagnostics(view.state, toLint(plugin, doc, params.diagnostics, [])));
        const now = performance.now();
        metrics.firstDiagnostics ??= now;
        metrics.diagnosticsShown++;
        const typed = params.version != null ? typedAt.get(params.uri)?.get(params.version) : undefined;
        if (typed !== undefined) metrics.diagnosticLatencies.push(now - typed);
        const errors = params.diagnostics.filter((d) => (d.severity ?? 1) === 1).length;
        dispatchEvent(
          new CustomEvent(DIAGNOSTICS_EVENT, { detail: { uri: params.uri, version: params.version, errors } }),
        );
        if (params.diagnostics.length) {
          void fixesFor(client, params.uri, params.diagnostics, doc).then((fixes) => {
            // Still the same editor, on the text these diagnostics were made for: attach the fixes.
            if (view.dom.isConnected && plugin.syncedDoc === doc && fixes.some((f) => f.length))
              view.dispatch(setDiagnostics(view.state, toLint(plugin, doc, params.diagnostics, fixes)));
          });
        }
        return true;
      },
    },
  };
}
