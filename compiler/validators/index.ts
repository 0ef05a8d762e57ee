// The precompiled validators (generated/, from specs.ts), typed as ajv's ValidateFunction: the same
// functions ajv.compile would return, without compiling a schema on any run. Compiler modules import
// the one they need from set-manifest.ts or build-output.ts, so a bundle loads only that one.
export { validateSetManifest } from './set-manifest.js';
export { validateBuildManifest, validateIr } from './build-output.js';
