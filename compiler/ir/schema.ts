// The JSON Schema of the IR (cards.json), written out as schemas/ir.schema.json: the envelope and card types of
// compiler/ir/types.ts and runtime/card-def.ts, read off the types themselves (schema-from-types.ts, generated into
// schema.generated.ts). There is no hand-kept copy: change the types and run `npm run gen:validators`.
import type { JsonSchema } from '../manifest/index.js';
import { schemaId } from '../schema-id.js';
import { IR_TYPE_SCHEMAS } from './schema.generated.js';

export const IR_SCHEMA_FILE = 'ir.schema.json';

export function irSchema(): JsonSchema {
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: schemaId(IR_SCHEMA_FILE),
    title: 'CardScript IR (cards.json)',
    description:
      'Every card of a compiled set as plain data (runtime/card-def.ts CardDef), with source ranges. See docs/ir.md.',
    ...structuredClone(IR_TYPE_SCHEMAS.root),
    $defs: structuredClone(IR_TYPE_SCHEMAS.defs),
  };
}
