// Standalone validator code from the specs (ajv's standalone mode): one ES module per spec with one
// exported function per schema. `npm run gen:validators` writes them; the validators test compares.
import { Ajv } from 'ajv';
import standalone from 'ajv/dist/standalone/index.js';
import { VALIDATOR_SPECS, type ValidatorSpec } from './specs.js';

const HEADER = (file: string) =>
  `// @ts-nocheck\n// Generated from compiler/validators/specs.ts by \`npm run gen:validators\` (ajv standalone): ${file}. Do not edit.\n/* eslint-disable */\n`;

function generateValidator(spec: ValidatorSpec): string {
  const ajv = new Ajv({ ...spec.options, code: { source: true, esm: true, lines: false } });
  for (const k of spec.keywords ?? []) ajv.addKeyword(k);
  for (const [s, id] of spec.refs()) ajv.addSchema(s, id);
  const names: Record<string, string> = {};
  for (const [name, schema] of Object.entries(spec.schemas())) {
    // A schema with an $id is found by it (its relative $refs resolve against it); others by their name.
    const id = typeof schema.$id === 'string' ? schema.$id : name;
    ajv.addSchema(schema, typeof schema.$id === 'string' ? undefined : name);
    names[name] = id;
  }
  // The CommonJS default export under tsx and node alike.
  const gen = ((standalone as unknown as { default?: typeof standalone }).default ?? standalone) as unknown as (
    a: Ajv,
    refs: Record<string, string>,
  ) => string;
  // ajv's ESM output still require()s its runtime helpers; make them imports so it runs as an ES module.
  const imports = new Map<string, string>();
  const code = gen(ajv, names)
    .replace(/^"use strict";/, '')
    .replace(/require\("(ajv\/dist\/runtime\/[a-z0-9]+)"\)/gi, (_m, mod: string) => {
      const id = `__ajv_${mod.split('/').pop()}`;
      // node gives a CommonJS module's exports as the default; bundlers and vitest give exports.default.
      imports.set(
        id,
        `import * as ${id}_ns from '${mod}.js';\nconst ${id} = { default: typeof ${id}_ns.default === 'function' ? ${id}_ns.default : ${id}_ns.default.default };`,
      );
      return id;
    });
  return HEADER(spec.file) + [...imports.values()].join('\n') + '\n' + code + '\n';
}

export function generateAll(): Map<string, string> {
  return new Map(VALIDATOR_SPECS.map((s) => [`${s.file}.ts`, generateValidator(s)]));
}
