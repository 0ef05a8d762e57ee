// The JSON Schema of the IR (cards.json), written out as schemas/ir.schema.json. It mirrors
// runtime/card-def.ts; a test validates every bundled and golden card against it.
import type { JsonSchema } from '../manifest/index.js';
import { schemaId } from '../schema-id.js';
import { IR_VERSION } from './types.js';

export const IR_SCHEMA_FILE = 'ir.schema.json';

const int = { type: 'integer' };
const str = { type: 'string' };
const bool = { type: 'boolean' };
const ref = (name: string) => ({ $ref: `#/$defs/${name}` });
const side = ref('side');

function obj(props: Record<string, unknown>, required: string[] = []): JsonSchema {
  return { type: 'object', properties: props, required, additionalProperties: false };
}

/** Per-op payload: required and optional properties besides op/optional/replaces/source. */
const OPS: Record<string, { req: Record<string, unknown>; opt?: Record<string, unknown> }> = {
  damage: {
    req: { target: ref('target'), amount: int },
    opt: { damageType: { enum: ['ability', 'physical', 'magic', 'true', 'battle'] } },
  },
  push: { req: { side: side, amount: int } },
  heal: { req: { amount: int }, opt: { side: { enum: ['self', 'opponent'] } } },
  destroy: { req: { target: ref('target') } },
  banish: { req: { target: ref('target') } },
  returnToHand: { req: { target: ref('target') } },
  shuffleIntoDeck: { req: { target: ref('target') } },
  search: { req: { count: int }, opt: { name: str, filter: { type: 'array', items: ref('filter') } } },
  topDeck: { req: { target: ref('target') } },
  draw: { req: { count: int }, opt: { side: { enum: ['self', 'opponent'] } } },
  move: { req: { target: ref('target'), steps: int } },
  transfer: { req: { target: ref('target'), to: ref('target') } },
  lockArea: { req: { target: ref('target') }, opt: { duration: ref('duration') } },
  restore: { req: { target: ref('target') } },
  modifyStat: { req: { target: ref('target'), stat: str, amount: int }, opt: { duration: ref('duration') } },
  gainResource: {
    req: { resource: str, amount: int },
    opt: { side: { enum: ['self', 'opponent'] }, target: ref('target') },
  },
  loseResource: {
    req: { resource: str, amount: int },
    opt: { side: { enum: ['self', 'opponent'] }, target: ref('target') },
  },
  grantKeyword: { req: { target: ref('target'), keyword: str, duration: ref('duration') } },
  loseKeyword: { req: { target: ref('target'), keyword: str, duration: ref('duration') } },
  tap: { req: { target: ref('target') } },
  untap: { req: { target: ref('target') } },
  negate: { req: { what: { enum: ['attack', 'trauma', 'card', 'effect', 'damage'] } } },
  summon: { req: { name: str, count: int } },
  overSummon: { req: { name: str } },
  revive: { req: { target: ref('target') } },
  seal: { req: { target: ref('target') }, opt: { turns: int } },
  countdown: { req: { target: ref('target'), amount: int } },
  costModifier: { req: { subject: ref('target'), amount: int }, opt: { effectKind: ref('effectKind') } },
  damageModifier: { req: { amount: int } },
  recover: { req: { target: ref('target'), amount: int } },
  discard: { req: { target: ref('target') } },
  trauma: { req: { side: side, amount: int } },
};

const CMP = { enum: ['>=', '<=', '>', '<', '=', '!='] };
const DIRECTIONS = ['up', 'down', 'left', 'right', 'upLeft', 'upRight', 'downLeft', 'downRight'];

export function irSchema(): JsonSchema {
  const effects = Object.entries(OPS).map(([name, p]) =>
    obj(
      {
        op: { const: name },
        optional: bool,
        replaces: bool,
        source: ref('source'),
        condition: ref('condition'),
        ...p.req,
        ...(p.opt ?? {}),
      },
      ['op', ...Object.keys(p.req)],
    ),
  );
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: schemaId(IR_SCHEMA_FILE),
    title: 'CardScript IR (cards.json)',
    description:
      'Every card of a compiled set as plain data (runtime/card-def.ts CardDef), with source ranges. See docs/ir.md.',
    type: 'object',
    properties: {
      irVersion: { const: IR_VERSION },
      set: str,
      ruleset: ref('ruleset'),
      cards: { type: 'array', items: ref('card') },
    },
    required: ['irVersion', 'set', 'ruleset', 'cards'],
    additionalProperties: false,
    $defs: {
      ruleset: { enum: ['slcg', 'guangan', 'kaling'] },
      side: { enum: ['self', 'opponent', 'both'] },
      duration: { enum: ['endOfTurn', 'endOfOpponentTurn', 'whileSource', 'permanent'] },
      direction: { enum: DIRECTIONS },
      effectKind: { enum: ['start', 'instant', 'eternal'] },
      source: obj(
        {
          file: str,
          line: { type: 'integer', minimum: 1 },
          col: { type: 'integer', minimum: 1 },
          endLine: { type: 'integer', minimum: 1 },
          endCol: { type: 'integer', minimum: 1 },
        },
        ['file', 'line', 'col', 'endLine', 'endCol'],
      ),
      filter: {
        oneOf: [
          obj({ kind: { enum: ['tapped', 'upright', 'notSelf', 'faceDown', 'empty', 'locked', 'dead', 'sealed'] } }, [
            'kind',
          ]),
          obj({ kind: { enum: ['trait', 'name', 'type', 'keyword'] }, value: str }, ['kind', 'value']),
          obj({ kind: { const: 'stat' }, stat: str, cmp: CMP, value: int }, ['kind', 'stat', 'cmp', 'value']),
        ],
      },
      range: obj(
        {
          kind: { enum: ['O1', 'O2', 'sight', 'sightIgnoreSet', 'direction'] },
          directions: { type: 'array', items: ref('direction') },
          origin: { const: 'self' },
        },
        ['kind'],
      ),
      target: obj({
        ref: { enum: ['self', 'it', 'that', 'trigger'] },
        count: { oneOf: [{ type: 'integer', minimum: 0 }, { const: 'all' }] },
        side: side,
        kind: { enum: ['character', 'kaling', 'device', 'area', 'player', 'card', 'summon', 'scene'] },
        zone: str,
        filters: { type: 'array', items: ref('filter') },
        range: ref('range'),
      }),
      condition: {
        oneOf: [
          obj(
            {
              subject: str,
              side: side,
              cmp: CMP,
              value: int,
              filters: { type: 'array', items: ref('filter') },
              of: ref('target'),
            },
            ['subject', 'cmp', 'value'],
          ),
          obj({ and: { type: 'array', items: ref('condition') } }, ['and']),
          obj({ or: { type: 'array', items: ref('condition') } }, ['or']),
          obj({ not: ref('condition') }, ['not']),
        ],
      },
      timing: obj(
        {
          event: str,
          side: side,
          subject: ref('target'),
          damageType: { enum: ['ability', 'physical', 'magic', 'true', 'battle'] },
          effectKind: ref('effectKind'),
        },
        ['event', 'side'],
      ),
      limit: obj(
        { scope: { enum: ['turn', 'field', 'nameTurn', 'game', 'chain'] }, count: { type: 'integer', minimum: 0 } },
        ['scope', 'count'],
      ),
      effect: { oneOf: effects },
      ability: obj(
        {
          index: { type: 'integer', minimum: 0 },
          kind: {
            enum: ['play', 'triggered', 'activated', 'action', 'static', 'burst', 'instant', 'eternal', 'start'],
          },
          timing: ref('timing'),
          limits: { type: 'array', items: ref('limit') },
          sideRestriction: side,
          tap: bool,
          costs: obj({ energy: int, free: bool, stamina: int, extreme: int }),
          condition: ref('condition'),
          variant: { enum: ['light', 'dark'] },
          effects: { type: 'array', items: ref('effect') },
          optional: bool,
          source: ref('source'),
        },
        ['index', 'kind', 'limits', 'costs', 'effects'],
      ),
      card: obj(
        {
          id: str,
          name: str,
          ruleset: ref('ruleset'),
          type: str,
          continuous: bool,
          marks: { type: 'array', items: str },
          traits: { type: 'array', items: str },
          cost: obj({ energy: int, extreme: bool }, ['energy']),
          stats: { type: 'object', additionalProperties: int },
          color: { enum: ['attack', 'push', 'both', 'none'] },
          copies: int,
          keywords: { type: 'array', items: obj({ keyword: str, value: int, source: ref('source') }, ['keyword']) },
          prerequisite: ref('condition'),
          costReduction: obj({ condition: ref('condition'), amount: int }, ['condition', 'amount']),
          exclusive: str,
          attackAreas: { type: 'array', items: ref('direction') },
          summonCost: obj({
            energy: int,
            materials: obj({ count: int, filters: { type: 'array', items: ref('filter') } }, ['count']),
          }),
          meta: { type: 'object', additionalProperties: str },
          abilities: { type: 'array', items: ref('ability') },
          source: ref('source'),
        },
        ['id', 'name', 'ruleset', 'type', 'marks', 'traits', 'stats', 'keywords', 'abilities'],
      ),
    },
  };
}
