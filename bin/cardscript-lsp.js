#!/usr/bin/env node
// cardscript-lsp --stdio: runs the built server (dist/lsp/main.js) when it is present and not
// older than the sources, else the TypeScript sources through tsx (a dependency), so it works
// straight after `npm ci`. CARDSCRIPT_LSP_FROM_SOURCE=1 forces the sources.
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, join } from 'node:path';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const built = join(root, 'dist', 'lsp', 'main.js');
const transports = ['--stdio', '--node-ipc', '--socket', '--pipe'];
if (!process.argv.slice(2).some((a) => transports.some((t) => a === t || a.startsWith(`${t}=`)))) process.argv.push('--stdio');

function builtIsCurrent() {
  if (process.env.CARDSCRIPT_LSP_FROM_SOURCE === '1' || !existsSync(built)) return false;
  try {
    return statSync(built).mtimeMs >= statSync(join(root, 'lsp', 'server.ts')).mtimeMs;
  } catch {
    return true;
  }
}

if (builtIsCurrent()) {
  await import(pathToFileURL(built).href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import(pathToFileURL(join(root, 'lsp', 'main.ts')).href);
}
