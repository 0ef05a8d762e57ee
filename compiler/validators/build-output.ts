// The precompiled validators of what `cardc build` writes (cards.json, manifest.json), in a module of
// their own so commands that never build (check, play from sources, the language server) do not load them.
import type { ValidateFunction } from 'ajv';
import { buildManifest, ir } from './generated/build-output.js';

export const validateIr = ir as unknown as ValidateFunction;
export const validateBuildManifest = buildManifest as unknown as ValidateFunction;
