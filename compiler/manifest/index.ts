// Set manifests (set.yaml) and deck construction: the public face of compiler/manifest.
export { loadManifest, type ManifestResult } from './load.js';
export { isManifestName, isManifestPath, MANIFEST_NAMES } from './file-names.js';
export { validateDecks } from './decks.js';
export { closest, editDistance } from '../../grammar/index.js';
export {
  paramsDefinitions,
  paramsRef,
  paramsSchema,
  paramsSchemaFile,
  setSchema,
  SET_SCHEMA_FILE,
  type JsonSchema,
} from './schema.js';
export {
  DEFAULT_CARD_GLOBS,
  DEFAULT_LOCALE,
  DEFAULT_SCENARIO_GLOBS,
  type CardSummary,
  type DeckList,
  type SetManifest,
} from './types.js';
export { cardSummaries, cardSummary } from './card-summary.js';
