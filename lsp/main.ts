// Entry point of `cardscript-lsp --stdio`: starts the server on the connection the arguments name
// (stdio, node IPC, a socket or a pipe), over the disk, with the rules reference found beside it.
import { createConnection, ProposedFeatures } from 'vscode-languageserver/node';
import { nodeHost } from './host/node.js';
import { rulesDocUri } from './rules-doc.js';
import { startServer } from './server.js';

process.on('uncaughtException', (e) =>
  process.stderr.write(`cardscript-lsp: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`),
);
startServer(createConnection(ProposedFeatures.all), nodeHost, { rulesDoc: rulesDocUri() });
