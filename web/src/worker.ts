// The playground's language server: the same server as `cardscript-lsp --stdio` (lsp/server.ts), in a Web
// Worker, talking to the page through postMessage, over files that live only in the page (memoryHost).
import { BrowserMessageReader, BrowserMessageWriter, createConnection } from 'vscode-languageserver/browser';
import { memoryHost } from '../../lsp/host/memory.js';
import { startServer } from '../../lsp/server.js';

// The worker's global scope is its own message port (DedicatedWorkerGlobalScope, typed here as a Worker).
const port = self as unknown as Worker;
startServer(createConnection(new BrowserMessageReader(port), new BrowserMessageWriter(port)), memoryHost);
