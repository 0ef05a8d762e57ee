// Where a worker thread's module is, whichever layout the code runs from: the sources (through tsx, whose loader a
// worker thread does not inherit), tsc's dist/ (the module beside its caller), or the bundled CLI, where each worker
// is an entry of its own in dist/bin/ (scripts/bundle.ts) because the caller sits in a shared chunk.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { packageRoot } from './package-root.js';

export interface WorkerModule {
  filename: string;
  execArgv: string[];
}

/**
 * `callerUrl` is the caller's import.meta.url; `name` the worker's file name beside the caller's source, without
 * extension; `binName` its entry in dist/bin/.
 */
export function workerModule(callerUrl: string, name: string, binName: string): WorkerModule {
  const here = fileURLToPath(callerUrl);
  if (here.endsWith('.ts')) {
    const tsx = pathToFileURL(createRequire(callerUrl).resolve('tsx')).href;
    return { filename: join(dirname(here), `${name}.ts`), execArgv: ['--import', tsx] };
  }
  const beside = join(dirname(here), `${name}.js`);
  if (existsSync(beside)) return { filename: beside, execArgv: [] };
  return {
    filename: join(packageRoot() ?? join(dirname(here), '../../..'), 'dist', 'bin', `${binName}.js`),
    execArgv: [],
  };
}
