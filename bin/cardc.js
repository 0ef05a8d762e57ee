#!/usr/bin/env node
// cardc: the CLI, from its bundle in dist/bin/ or the sources (see entry.js).
import { load } from './entry.js';

const { run } = await load('bin/cardc.js', 'compiler/main.ts');
process.exitCode = await run(process.argv.slice(2));
