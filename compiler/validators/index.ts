// The precompiled validators (generated/, from specs.ts), typed as ajv's ValidateFunction: the same
// functions ajv.compile would return, without compiling a schema on any run.
import type { ValidateFunction } from 'ajv';
import { buildManifest, ir } from './generated/build-output.js';
import { setManifest } from './generated/set-manifest.js';

export const validateSetManifest = setManifest as unknown as ValidateFunction;
export const validateIr = ir as unknown as ValidateFunction;
export const validateBuildManifest = buildManifest as unknown as ValidateFunction;
