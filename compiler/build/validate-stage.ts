// The validate stage: the files `cardc build` writes are checked against their published schemas first.
// A module of its own because its validators are large generated code (validators/build-output.ts) that
// only a build needs: `cardc play` and the scenario runner lower sets in memory and never load them.
import type { ValidateFunction } from 'ajv';
import { diag } from '../diagnostics.js';
import { validateBuildManifest, validateIr } from '../validators/build-output.js';
import type { BuildStage } from './stages.js';

/** The outputs must match their published schemas; a mismatch is a compiler bug, reported as one. */
export const validateStage: BuildStage = (ctx) => {
  const check = (name: string, fn: ValidateFunction, data: unknown) => {
    if (data === undefined || fn(data)) return;
    const msg = (fn.errors ?? [])
      .slice(0, 3)
      .map((e) => `${e.instancePath || '/'} ${e.message}`)
      .join('; ');
    ctx.diagnostics.push(diag('CS4005', { start: 0, end: 0 }, [name, msg]));
  };
  check('cards.json', validateIr, ctx.ir);
  check('manifest.json', validateBuildManifest, ctx.out);
};
