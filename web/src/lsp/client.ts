// The page's side of the language server: the worker (worker.ts) and one LSPClient for every editor tab.
// The client asks for diagnostics 20 ms after the last keystroke (the stdio default is 150 ms, tuned for
// editors that send every keystroke over a pipe; here it is a message to a worker) and carries the
// playground's requests (the set drawn, the set compiled).
import { LSPClient } from '@codemirror/lsp-client';
import type { CompileSetResult } from '../../../lsp/features/set-compile.js';
import type { SetPreview } from '../../../lsp/features/set-preview.js';
import { COMPILE_SET_REQUEST, PREVIEW_SET_REQUEST } from '../../../lsp/requests.js';
import { diagnosticsWithFixes } from './diagnostics.js';
import { sanitizeHTML } from './sanitize.js';
import { workerTransport } from './transport.js';

export const ROOT = '/卡包';

/** The URI the server knows a set file by (encoded as the server's memory host encodes it). */
export function uriOf(path: string): string {
  return 'file://' + `${ROOT}/${path}`.split('/').map(encodeURIComponent).join('/');
}

/** The set-relative path of a URI made by uriOf. */
export function pathOf(uri: string): string | undefined {
  const prefix = uriOf('');
  return uri.startsWith(prefix) ? decodeURIComponent(uri.slice(prefix.length)) : undefined;
}

export interface Server {
  client: LSPClient;
  /** `have`: drawing ids whose SVG the caller holds. */
  previewSet(path: string, have?: number[]): Promise<SetPreview>;
  compileSet(path: string): Promise<CompileSetResult>;
}

export function startLanguageServer(workerUrl: string): Server {
  const worker = new Worker(workerUrl, { type: 'module', name: 'cardscript-lsp' });
  const client = new LSPClient({
    rootUri: uriOf('').replace(/\/$/, ''),
    initializationOptions: { cardscript: { language: 'zh', diagnosticsDelay: 20 } },
    // The first set-wide request draws or compiles every card (seconds on a large set, on a cold parser).
    timeout: 60_000,
    extensions: [diagnosticsWithFixes()],
    // The server's Markdown becomes innerHTML: raw HTML in it is cut to formatting (sanitize.ts).
    sanitizeHTML,
  }).connect(workerTransport(worker));
  const ask = <R>(method: string, path: string, extra: Record<string, unknown> = {}) => {
    client.sync();
    return client.request<{ textDocument: { uri: string } }, R>(method, {
      textDocument: { uri: uriOf(path) },
      ...extra,
    });
  };
  return {
    client,
    previewSet: (path, have = []) => ask<SetPreview>(PREVIEW_SET_REQUEST, path, { have }),
    compileSet: (path) => ask<CompileSetResult>(COMPILE_SET_REQUEST, path),
  };
}
