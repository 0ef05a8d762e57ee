// manifest.json, the build's description of the set: name, ruleset, resolved parameters, decks
// and the card list, with its JSON Schema (schemas/build-manifest.schema.json).
import type { DeckList, JsonSchema, SetManifest } from '../manifest/index.js';
import { IR_VERSION } from '../ir/index.js';
import { schemaId } from '../schema-id.js';

export const BUILD_MANIFEST_SCHEMA_FILE = 'build-manifest.schema.json';

/** The set.yaml fields it repeats, with params resolved (defaults overlaid with set.yaml). */
export interface BuiltManifest extends Pick<
  SetManifest,
  'name' | 'ruleset' | 'version' | 'locale' | 'description' | 'params'
> {
  irVersion: typeof IR_VERSION;
  decks: Record<string, DeckList>;
  /** Card names in build order (cards.json has the same order). */
  cards: string[];
  /** .card files, relative to the set folder. */
  files: string[];
}

export function buildManifestSchema(): JsonSchema {
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: schemaId(BUILD_MANIFEST_SCHEMA_FILE),
    title: 'CardScript built set manifest (manifest.json)',
    description: 'Written by `cardc build` beside cards.json. See docs/ir.md.',
    type: 'object',
    properties: {
      irVersion: { const: IR_VERSION },
      name: { type: 'string' },
      ruleset: { enum: ['slcg', 'guangan', 'kaling'] },
      version: { type: 'string' },
      locale: { type: 'string' },
      description: { type: 'string' },
      params: { type: 'object', additionalProperties: { type: ['integer', 'boolean', 'string', 'null'] } },
      decks: {
        type: 'object',
        additionalProperties: { type: 'object', additionalProperties: { type: 'integer', minimum: 1 } },
      },
      cards: { type: 'array', items: { type: 'string' } },
      files: { type: 'array', items: { type: 'string' } },
    },
    required: ['irVersion', 'name', 'ruleset', 'locale', 'params', 'decks', 'cards', 'files'],
    additionalProperties: false,
  };
}
