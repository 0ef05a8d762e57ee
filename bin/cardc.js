#!/usr/bin/env node
// cardc: runs the TypeScript CLI through tsx, so a fresh clone needs only `npm ci`.
import { register } from 'tsx/esm/api';

register();
const { run } = await import('../compiler/main.ts');
process.exitCode = await run(process.argv.slice(2));
