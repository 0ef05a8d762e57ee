// The lsp-client's transport over the worker that runs the server: JSON strings on the client's side,
// structured-cloned messages on the worker's (what vscode-languageserver/browser reads and writes).
import type { Transport } from '@codemirror/lsp-client';

export function workerTransport(worker: Worker): Transport {
  const handlers = new Set<(message: string) => void>();
  worker.addEventListener('message', (e: MessageEvent) => {
    const text = JSON.stringify(e.data);
    for (const h of handlers) h(text);
  });
  return {
    send: (message) => worker.postMessage(JSON.parse(message)),
    subscribe: (h) => void handlers.add(h),
    unsubscribe: (h) => void handlers.delete(h),
  };
}
