// Schema pieces shared by the scenario schema and the rulesets' fragments (rulesets/*-spec.ts).
import { toTraditional } from '../../grammar/index.js';
import type { JsonSchema } from '../manifest/index.js';

export const PLAYER: JsonSchema = { type: 'string', enum: ['A', 'B'], description: 'A = 先手 player 0, B = player 1' };

export const nat = (description: string): JsonSchema => ({ type: 'integer', minimum: 0, description });

export const names = (description: string): JsonSchema => ({
  type: 'array',
  items: { type: 'string', minLength: 1 },
  description,
});

/** A card name (名称 or 名称#2), or player / A / B; an object names the card's owner. */
export const cardOrPlayer: JsonSchema = {
  anyOf: [
    { type: 'string', minLength: 1, description: '卡名，或 player / A / B' },
    {
      type: 'object',
      additionalProperties: false,
      required: ['card'],
      properties: { card: { type: 'string', minLength: 1 }, owner: PLAYER },
    },
  ],
};

export const zoneExpect: JsonSchema = {
  description:
    '名称列表（不计顺序，须完全一致）或 {contains, lacks, count, top} / exact list of names (any order) or {contains, lacks, count, top}',
  anyOf: [
    names('exactly these cards'),
    {
      type: 'object',
      additionalProperties: false,
      properties: {
        contains: names('至少含有 / holds at least these'),
        lacks: names('不含 / holds none of these'),
        count: nat('张数 / number of cards'),
        top: names('顶部依次为 / first cards, in order'),
      },
    },
  ],
};

/**
 * The values of an enum of words, each Chinese one also in traditional characters (極動能時刻 as 极动能时刻): a scenario
 * is written in either script, as cards are. Whoever reads the value reads it through toSimplified.
 */
export const words = (...values: string[]): string[] => [...new Set(values.flatMap((v) => [v, toTraditional(v)]))];
