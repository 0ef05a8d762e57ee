#!/usr/bin/env node
// cardscript-lsp --stdio: runs the built server (dist/lsp/main.js) when present, else the
// TypeScript sources through tsx (a dependency), so it works straight after `npm ci`.
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, join } from 'node:path';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const built = join(root, 'dist', 'lsp', 'main.js');
if (!process.argv.slice(2).some((a) => a === '--stdio' || a.startsWith('--node-ipc') || a.startsWith('--socket') || a.startsWith('--pipe'))) {
  process.argv.push('--stdio');
}
if (existsSync(built) && process.env.CARDSCRIPT_LSP_FROM_SOURCE !== '1') {
  await import(pathToFileURL(built).href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import(pathToFileURL(join(root, 'lsp', 'main.ts')).href);
}
