// `npm run gen:validators`: writes compiler/ir/schema.generated.ts from the IR's TypeScript types, then
// compiler/validators/generated/*.ts from the specs (whose IR schema is the one just written), then schemas/*.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { irTypeSchemasModule } from '../ir/schema-from-types.js';

const here = join(fileURLToPath(import.meta.url), '..');
writeFileSync(join(here, '../ir/schema.generated.ts'), irTypeSchemasModule());
console.log('wrote compiler/ir/schema.generated.ts');
// Imported after the IR schema is written: the specs read it.
const { generateAll } = await import('./generate.js');

const dir = join(here, 'generated');
mkdirSync(dir, { recursive: true });
for (const [file, code] of generateAll()) {
  writeFileSync(join(dir, file), code);
  console.log(`wrote compiler/validators/generated/${file} (${(code.length / 1024).toFixed(0)} KB)`);
}

// The published JSON Schemas, from the same definitions (ir.test.ts requires them to be these).
const { irSchema, IR_SCHEMA_FILE } = await import('../ir/schema.js');
const { buildManifestSchema, BUILD_MANIFEST_SCHEMA_FILE } = await import('../build/manifest-out.js');
const schemas = join(here, '../../schemas');
for (const [file, schema] of [
  [IR_SCHEMA_FILE, irSchema()],
  [BUILD_MANIFEST_SCHEMA_FILE, buildManifestSchema()],
] as const) {
  writeFileSync(join(schemas, file), `${JSON.stringify(schema, null, 2)}\n`);
  console.log(`wrote schemas/${file}`);
}
