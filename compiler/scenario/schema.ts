// JSON Schema (draft-07) of *.scenario.yaml. schemas/scenario.schema.json is this object written to
// disk (a test keeps them in step); editors' YAML support reads that file. The keys of a side, of its
// expectations and of steps are the union of every scenario ruleset's (rulesets/); the runner tells a
// key of another game from a typo.
import { paramsDefinitions, paramsRef, type JsonSchema } from '../manifest/index.js';
import { schemaId } from '../schema-id.js';
import { cardOrPlayer, PLAYER } from './schema-parts.js';
import { scenarioRulesets, type ScenarioRuleset } from './rulesets/index.js';

export const SCENARIO_SCHEMA_FILE = 'scenario.schema.json';

const DRAFT = 'http://json-schema.org/draft-07/schema#';

/** Step keys every game shares: answering decisions and passing priority. */
const SHARED_STEPS: Record<string, JsonSchema> = {
  target: cardOrPlayer,
  choose: {
    anyOf: [
      { type: 'integer', minimum: 0 },
      { type: 'string', minLength: 1 },
    ],
    description:
      '按序号（从 0）或标签选择；选择一项的选项也可按其文字 / option index or label; an option of 选择一项 also by its words',
  },
  yes: { type: 'null' },
  no: { type: 'null' },
  pass: { type: 'null' },
};

/** Shared step keys that answer a pending decision. */
export const SHARED_CHOICE_KEYS = ['target', 'choose', 'yes', 'no'] as const;

/** What the engine may wait for in every game. */
const SHARED_WAITING = ['window', 'target', 'mode', 'trigger', 'optional', 'pick', 'none'];

/** A schema without its descriptions: two rulesets' keys that differ only in words are the same key. */
const shape = (x: JsonSchema): string => JSON.stringify(x, (k, v: unknown) => (k === 'description' ? undefined : v));

/** Every ruleset's keys; a key two rulesets give different schemas accepts either (each ruleset's runner reads its own). */
function union(
  pick: (r: ScenarioRuleset) => Record<string, JsonSchema>,
  rulesets: readonly ScenarioRuleset[] = scenarioRulesets(),
): Record<string, JsonSchema> {
  const all: Record<string, JsonSchema[]> = {};
  for (const r of rulesets) {
    for (const [k, v] of Object.entries(pick(r))) {
      const list = (all[k] ??= []);
      const same = list.findIndex((x) => shape(x) === shape(v));
      if (same < 0) list.push(v);
      else if (v.description && list[same].description !== v.description)
        list[same] = { ...list[same], description: `${list[same].description}; ${v.description}` };
    }
  }
  const out: Record<string, JsonSchema> = {};
  for (const [k, list] of Object.entries(all)) out[k] = list.length === 1 ? list[0] : { anyOf: list };
  return out;
}
const unionList = (
  pick: (r: ScenarioRuleset) => readonly string[],
  rulesets: readonly ScenarioRuleset[] = scenarioRulesets(),
): string[] => [...new Set(rulesets.flatMap(pick))];

/** The action keys of a step (shared and every ruleset's); a step holds at most one of them. */
export const ACTION_KEYS: readonly string[] = [...Object.keys(SHARED_STEPS), ...Object.keys(union((r) => r.steps))];

/** Words a step may be written as on its own: `- pass`. */
const bareSteps = (rs: readonly ScenarioRuleset[]): string[] => [
  'pass',
  'yes',
  'no',
  ...unionList((r) => r.bareSteps, rs),
];

const side = (rs: readonly ScenarioRuleset[]): JsonSchema => ({
  type: 'object',
  additionalProperties: false,
  description: "一名玩家的局面 / one player's board",
  properties: union((r) => r.side, rs),
});
const sideExpect = (rs: readonly ScenarioRuleset[]): JsonSchema => ({
  type: 'object',
  additionalProperties: false,
  properties: union((r) => r.sideExpect, rs),
});

const eventSpec: JsonSchema = {
  description: '"类型 [对象] [数值]"，如 "damaged 护盾工程师 4"、"trauma B" / "type [subject] [amount]"',
  anyOf: [
    { type: 'string', minLength: 1 },
    {
      type: 'object',
      additionalProperties: false,
      required: ['type'],
      properties: {
        type: { type: 'string' },
        card: { type: 'string' },
        player: PLAYER,
        amount: { type: 'integer' },
        info: { type: 'string' },
      },
    },
  ],
};

const expect = (rs: readonly ScenarioRuleset[]): JsonSchema => ({
  type: 'object',
  additionalProperties: false,
  description: '断言 / what must hold after the step',
  properties: {
    A: sideExpect(rs),
    B: sideExpect(rs),
    winner: { type: 'string', enum: ['A', 'B', 'draw', 'none'], description: '胜者 / the winner' },
    turn: { type: 'integer', minimum: 1 },
    active: PLAYER,
    phase: { type: 'string', enum: unionList((r) => r.phases, rs) },
    waitingFor: {
      type: 'string',
      enum: [...new Set([...unionList((r) => r.waitingFor, rs), ...SHARED_WAITING])],
      description: '引擎在等什么 / what the engine waits for',
    },
    actor: PLAYER,
    ...union((r) => r.expect, rs),
    events: {
      type: 'array',
      items: eventSpec,
      description: '按此顺序出现（可夹杂其他事件）/ occur in this order, others may come between',
    },
    noEvents: { type: 'array', items: eventSpec, description: '不出现 / must not occur' },
  },
});

const step = (rs: readonly ScenarioRuleset[]): JsonSchema => ({
  description:
    '一步：一个行动或选择，可带 expect / expectError / A step: one action or choice, with optional expect / expectError',
  anyOf: [
    { type: 'string', enum: bareSteps(rs) },
    {
      type: 'object',
      additionalProperties: false,
      properties: {
        ...union((r) => r.steps, rs),
        ...SHARED_STEPS,
        by: PLAYER,
        expect: expect(rs),
        expectError: {
          type: 'string',
          pattern: '^[a-z]+/[a-z-]+$',
          description: '这一步必须失败并给出此错误码，局面不变 / the step must fail with this code, state unchanged',
        },
        note: { type: 'string' },
      },
    },
  ],
});

/**
 * The schema of scenario files: of every game's (the published one), or of the given rulesets' only — the runner
 * checks a file against its own game's once it knows the set (keys and values of another game are refused there).
 */
export function scenarioSchema(rulesets?: readonly ScenarioRuleset[]): JsonSchema {
  const rs = rulesets ?? scenarioRulesets();
  return {
    $schema: DRAFT,
    ...(rulesets ? {} : { $id: schemaId(SCENARIO_SCHEMA_FILE) }),
    title: 'CardScript scenario (*.scenario.yaml)',
    description: 'A board set-up, scripted steps and the expected outcome. See docs/scenarios.md.',
    type: 'object',
    additionalProperties: false,
    required: ['name', 'rules', 'steps'],
    properties: {
      name: { type: 'string', minLength: 1, description: '场景名称（注明规则编号）/ name, citing the rule ID' },
      description: { type: 'string' },
      rules: {
        type: 'array',
        minItems: 1,
        items: { type: 'string', pattern: RULE_PATTERN },
        description: '所测规则编号（任一规则集）/ rule IDs tested (of any ruleset)',
      },
      seed: {
        type: 'integer',
        minimum: 0,
        maximum: 4294967295,
        description: '随机种子（0 到 4294967295）/ RNG seed (0 to 4294967295)',
      },
      params: scenarioParams(rs),
      setup: {
        type: 'object',
        additionalProperties: false,
        properties: {
          first: PLAYER,
          turn: { type: 'integer', minimum: 1, description: '回合数 / turn number' },
          active: PLAYER,
          phase: {
            type: 'string',
            enum: unionList((r) => r.setupPhases, rs),
            description: '局面从哪个阶段开始 / the phase the board begins in',
          },
          ...union((r) => r.setup, rs),
          A: side(rs),
          B: side(rs),
        },
      },
      steps: { type: 'array', items: step(rs), description: '依次执行的步骤 / steps, in order' },
    },
    definitions: paramsDefinitions(rs.map((r) => r.id)),
  };
}

/** Rule IDs of any of the three games: a scenario may cite a shared rule beside its own game's. */
const RULE_PATTERN = '^(SLCG|GA|KL)-[A-Z]+-[0-9]+$';

/** The set's parameters, checked against the schema of the ruleset(s) scenarios can be written for. */
function scenarioParams(rs: readonly ScenarioRuleset[]): JsonSchema {
  const refs = rs.map((r) => paramsRef(r.id));
  return refs.length === 1 ? refs[0] : { anyOf: refs };
}
