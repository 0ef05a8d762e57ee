#!/usr/bin/env node
// cardc: the CLI, from dist/ or the sources (see entry.js).
import { load } from './entry.js';

const { run } = await load('compiler/main.js', 'compiler/main.ts');
process.exitCode = await run(process.argv.slice(2));
