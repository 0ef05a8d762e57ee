// The JSON Schema validators the tools run, as data: for each, the ajv options, the schemas its $refs
// need and the schema itself. generate.ts turns these into standalone code (generated/*.ts) so no run
// pays for compiling a schema (ajv takes ~300 ms for the IR schema alone); the test
// test/compiler/validators.test.ts keeps the generated code equal to what these specs produce. The
// scenario schema is left to ajv at run time: only `cardc test` needs it, and it grows with each game.
import type { Options } from 'ajv';
import { buildManifestSchema } from '../build/manifest-out.js';
import { irSchema } from '../ir/schema.js';
import { setSchema } from '../manifest/schema.js';

type JsonSchema = Record<string, unknown>;

export interface ValidatorSpec {
  /** The generated module: generated/<file>.ts. */
  file: string;
  options: Options;
  /** Keywords of ours that only annotate (for editors). */
  keywords?: string[];
  refs: () => [JsonSchema, string][];
  /** Exported name → schema. */
  schemas: () => Record<string, JsonSchema>;
}

export const VALIDATOR_SPECS: readonly ValidatorSpec[] = [
  {
    // set.yaml: every error, with the failing data and schema (messages point at the YAML node).
    file: 'set-manifest',
    options: { allErrors: true, verbose: true, strict: true },
    keywords: ['enumDescriptions'],
    // Self-contained: the params schemas are definitions inside it (compiler/manifest/schema.ts).
    refs: () => [],
    schemas: () => ({ setManifest: setSchema() }),
  },
  {
    // What `cardc build` writes must match the published schemas (a mismatch is a compiler bug, CS4005).
    file: 'build-output',
    options: { allErrors: true, strict: false, discriminator: true },
    refs: () => [],
    schemas: () => ({ ir: irSchema(), buildManifest: buildManifestSchema() }),
  },
];
