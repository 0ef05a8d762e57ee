// The precompiled set.yaml validator, in a module of its own: `cardc check` and the language server
// load it without the IR and build-manifest validators (about 850 KB of generated code, see index.ts).
import type { ValidateFunction } from 'ajv';
import { setManifest } from './generated/set-manifest.js';

export const validateSetManifest = setManifest as unknown as ValidateFunction;
