// The `$id` of every published schema (schemas/*.schema.json): a fixed base plus the file name. It names the
// schema and never changes with where a copy lives (node_modules/cardscript/schemas/, the VS Code extension);
// nothing is served there, so no schema refers outside itself ($refs are `#/…` only, a test checks it).
const SCHEMA_ID_BASE = 'https://cardscript.dev/schemas/';

export const schemaId = (file: string): string => SCHEMA_ID_BASE + file;
