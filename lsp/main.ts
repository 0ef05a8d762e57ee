// Entry point of `cardscript-lsp --stdio`: starts the server on the connection the arguments name.
import { startServer } from './server.js';

process.on('uncaughtException', (e) => process.stderr.write(`cardscript-lsp: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`));
startServer();
