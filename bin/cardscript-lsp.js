#!/usr/bin/env node
// cardscript-lsp --stdio: the language server, from dist/ or the sources (see entry.js). Without a
// transport argument it talks over stdio.
import { load } from './entry.js';

const transports = ['--stdio', '--node-ipc', '--socket', '--pipe'];
if (!process.argv.slice(2).some((a) => transports.some((t) => a === t || a.startsWith(`${t}=`))))
  process.argv.push('--stdio');
await load('bin/cardscript-lsp.js', 'lsp/main.ts');
