// JSON Schemas (draft-07) for set.yaml and each ruleset's params, generated from the ruleset
// profiles so the two cannot drift. schemas/*.schema.json are these objects written to disk
// (a test keeps them in step); editors' YAML support reads those files. Each carries its `$id`
// (compiler/schema-id.ts) and is self-contained: set.schema.json holds the params schemas as definitions.
import { profiles, RULESET_IDS, type ParamSpec, type RulesetId } from '../../runtime/profiles/index.js';
import { rulesetNames } from '../../grammar/rulesets.js';
import { schemaId } from '../schema-id.js';

export type JsonSchema = { [key: string]: unknown };

const DRAFT = 'http://json-schema.org/draft-07/schema#';

/** File name of a ruleset's params schema, as referenced from set.schema.json. */
export function paramsSchemaFile(id: RulesetId): string {
  return `params-${id}.schema.json`;
}

export const SET_SCHEMA_FILE = 'set.schema.json';

/**
 * The params schemas of some rulesets as `definitions` of a schema that embeds them (`$schema` and `$id` left out:
 * an embedded copy is no resource of its own), so an editor resolving `$ref`s against the `$id` fetches nothing.
 */
export function paramsDefinitions(ids: readonly RulesetId[]): JsonSchema {
  return Object.fromEntries(
    ids.map((id) => {
      const { $schema: _s, $id: _i, ...body } = paramsSchema(id);
      return [`params-${id}`, body];
    }),
  );
}

/** A `$ref` to an embedded params schema (paramsDefinitions). */
export const paramsRef = (id: RulesetId): JsonSchema => ({ $ref: `#/definitions/params-${id}` });

/**
 * The largest value an integer parameter takes when it states no maximum of its own, and the most copies a
 * deck entry may list: far above any game, far below where numbers stop being exact (victoryTarget: 1e23).
 */
const PARAM_MAX = 1_000_000;
const DECK_ENTRY_MAX = 1000;
/** Size limits of a manifest (CS3015): decks, distinct cards in one deck, globs in `cards` / `scenarios`. */
const DECKS_MAX = 1000;
const DECK_CARDS_MAX = 1000;
const GLOBS_MAX = 200;

function paramSchema(spec: ParamSpec): JsonSchema {
  const description = `${spec.zh} / ${spec.en} (${spec.rule})`;
  switch (spec.kind) {
    case 'integer': {
      const s: JsonSchema = { type: spec.nullable ? ['integer', 'null'] : 'integer', minimum: spec.minimum };
      s.maximum = spec.maximum ?? PARAM_MAX;
      s.default = spec.default;
      s.description = description;
      return s;
    }
    case 'boolean':
      return { type: 'boolean', default: spec.default, description };
    case 'enum':
      return {
        type: 'string',
        enum: [...spec.values],
        enumDescriptions: spec.values.map((v) => spec.valueDocs[v]),
        default: spec.default,
        description,
      };
  }
}

export function paramsSchema(id: RulesetId): JsonSchema {
  const p = profiles[id];
  const properties: JsonSchema = {};
  for (const [name, spec] of Object.entries(p.params)) properties[name] = paramSchema(spec);
  return {
    $schema: DRAFT,
    $id: schemaId(paramsSchemaFile(id)),
    title: `${p.name.zh} (${id}) parameters`,
    description: `Overrides of the ${p.name.en} ruleset parameters in set.yaml; every one has a default.`,
    type: 'object',
    additionalProperties: false,
    properties,
  };
}

/** Examples shown for `pattern` errors and in editors. */
export const FORMAT_EXAMPLES = { version: '"1.0.0"', locale: '"zh-Hans"' } as const;

export function setSchema(): JsonSchema {
  return {
    $schema: DRAFT,
    $id: schemaId(SET_SCHEMA_FILE),
    title: 'CardScript set manifest (set.yaml)',
    description: 'A card set: its ruleset, parameter overrides, card files and named decks. See docs/set-manifest.md.',
    type: 'object',
    additionalProperties: false,
    required: ['name', 'ruleset'],
    properties: {
      name: { type: 'string', minLength: 1, description: '卡包名称 / name of the set' },
      // Each game's id or Chinese name, either script (grammar/rulesets.ts, as a card's 规则： line reads them).
      ruleset: {
        type: 'string',
        enum: RULESET_IDS.flatMap(rulesetNames),
        enumDescriptions: RULESET_IDS.flatMap((id) =>
          rulesetNames(id).map((n) =>
            n === id ? `${profiles[id].name.zh} — ${profiles[id].name.en}` : `= ${id} (${profiles[id].name.en})`,
          ),
        ),
        description:
          '规则集：slcg / guangan / kaling，或游戏的中文名 / the game the cards are for: its id or Chinese name',
      },
      version: {
        type: 'string',
        pattern: '^\\d+(\\.\\d+){0,2}([-+][0-9A-Za-z.-]+)?$',
        examples: ['1.0.0'],
        description: '卡包版本（加引号）/ version of the set, quoted, e.g. "1.0.0"',
      },
      locale: {
        type: 'string',
        pattern: '^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$',
        examples: ['zh-Hans', 'zh-Hant', 'en'],
        default: 'zh-Hans',
        description: '卡牌文字的语言（BCP 47）/ language of the card text (BCP 47 tag)',
      },
      description: { type: 'string', description: '说明 / free description' },
      params: {
        type: 'object',
        description:
          "规则参数覆盖（见各规则集的参数表）/ ruleset parameter overrides (see the ruleset's params schema)",
      },
      cards: {
        type: 'array',
        items: { type: 'string', minLength: 1 },
        maxItems: GLOBS_MAX,
        default: ['**/*.card'],
        description: '卡牌文件的 glob（相对 set.yaml）/ globs of the .card files, relative to set.yaml',
      },
      scenarios: {
        type: 'array',
        items: { type: 'string', minLength: 1 },
        maxItems: GLOBS_MAX,
        default: ['**/*.scenario.yaml'],
        description: '场景测试文件的 glob / globs of the scenario files',
      },
      decks: {
        type: 'object',
        description: '卡组：卡组名 → 卡名 → 张数 / named decks: deck name → card name → count',
        maxProperties: DECKS_MAX,
        additionalProperties: {
          type: 'object',
          maxProperties: DECK_CARDS_MAX,
          additionalProperties: { type: 'integer', minimum: 1, maximum: DECK_ENTRY_MAX },
        },
      },
    },
    allOf: RULESET_IDS.map((id) => ({
      if: { properties: { ruleset: { enum: rulesetNames(id) } }, required: ['ruleset'] },
      then: { properties: { params: paramsRef(id) } },
    })),
    definitions: paramsDefinitions(RULESET_IDS),
  };
}
