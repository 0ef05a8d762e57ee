// JSON Schema (draft-07) of *.scenario.yaml. schemas/scenario.schema.json is this object written to
// disk (a test keeps them in step); editors' YAML support reads that file.
import { paramsSchema, paramsSchemaFile, type JsonSchema } from '../manifest/index.js';

export const SCENARIO_SCHEMA_FILE = 'scenario.schema.json';

const DRAFT = 'http://json-schema.org/draft-07/schema#';
const PLAYER = { type: 'string', enum: ['A', 'B'], description: 'A = 先手 player 0, B = player 1' };
const nat = (description: string): JsonSchema => ({ type: 'integer', minimum: 0, description });
const names = (description: string): JsonSchema => ({ type: 'array', items: { type: 'string', minLength: 1 }, description });

/** The action keys of a step; a step holds at most one of them. */
export const ACTION_KEYS = [
  'play', 'convert', 'attack', 'push', 'hinder', 'activate', 'guard', 'compensate',
  'target', 'choose', 'ignite', 'yes', 'no', 'pass', 'endTurn',
] as const;

/** Words a step may be written as on its own: `- pass`. */
export const BARE_STEPS = ['pass', 'endTurn', 'yes', 'no'] as const;

const mainCard: JsonSchema = {
  description: '主要区域的卡：名称，或带状态的对象 / a card in the main area: a name, or an object with its state',
  anyOf: [
    { type: 'string', minLength: 1 },
    {
      type: 'object',
      additionalProperties: false,
      required: ['card'],
      properties: {
        card: { type: 'string', minLength: 1, description: '卡牌名称 / card name' },
        tapped: { type: 'boolean', description: '横置 / tapped (SLCG-TX-09)' },
        damage: nat('本回合受到的伤害 / damage taken this turn (SLCG-CT-10)'),
        keywords: names('获得的特性（到回合结束）/ granted 特性, until the end of this turn (SLCG-KW-12)'),
        new: { type: 'boolean', description: '本回合登场（冷却期）/ entered this turn (SLCG-CT-13)' },
      },
    },
  ],
};

const side: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  description: '一名玩家的局面 / one player\'s board',
  properties: {
    hand: names('手牌 / hand'),
    main: { type: 'array', items: mainCard, description: '主要区域 / main area (SLCG-ZN-06)' },
    deck: names('卡组，第一张在顶 / deck, top first'),
    discard: names('废牌区 / discard (SLCG-ZN-05)'),
    energy: nat('能量 / energy (SLCG-RES-01)'),
    extremeEnergy: nat('极动能 (SLCG-RES-04)'),
    victory: nat('胜利进度 / victory progress (SLCG-ZN-07)'),
    trauma: nat('创伤 / trauma (SLCG-TRM-01)'),
    dying: {
      description: '濒死；数字 = 进入濒死的回合 / 濒死; a number = the turn it began (SLCG-TRM-03)',
      anyOf: [{ type: 'boolean' }, { type: 'integer', minimum: 1 }],
    },
    conversions: nat('本回合已转化的手牌数 / hand cards converted this turn (SLCG-MO-04)'),
  },
};

const zoneExpect: JsonSchema = {
  description: '名称列表（不计顺序，须完全一致）或 {contains, lacks, count, top} / exact list of names (any order) or {contains, lacks, count, top}',
  anyOf: [
    names('exactly these cards'),
    {
      type: 'object',
      additionalProperties: false,
      properties: { contains: names('至少含有 / holds at least these'), lacks: names('不含 / holds none of these'), count: nat('张数 / number of cards'), top: names('顶部依次为 / first cards, in order') },
    },
  ],
};

const cardExpect: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    zone: { type: 'string', enum: ['hand', 'main', 'deck', 'discard', 'energy'], description: '所在区域 / zone (default main)' },
    tapped: { type: 'boolean' },
    damage: nat('本回合受到的伤害 / damage this turn'),
    keywords: names('拥有这些特性 / has these 特性'),
    lacks: names('没有这些特性 / has none of these 特性'),
  },
};

const sideExpect: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    victory: nat('胜利进度'),
    trauma: nat('创伤'),
    energy: nat('能量'),
    extremeEnergy: nat('极动能'),
    dying: { type: 'boolean', description: '濒死' },
    hand: zoneExpect,
    main: zoneExpect,
    deck: zoneExpect,
    discard: zoneExpect,
    energyZone: zoneExpect,
    cards: { type: 'object', additionalProperties: cardExpect, description: '卡名 → 状态（卡名#2 为第二张）/ card name → state (name#2 = the second copy)' },
  },
};

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

const expect: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  description: '断言 / what must hold after the step',
  properties: {
    A: sideExpect,
    B: sideExpect,
    winner: { type: 'string', enum: ['A', 'B', 'draw', 'none'], description: '胜者 (SLCG-WIN-01..03)' },
    turn: { type: 'integer', minimum: 1 },
    active: PLAYER,
    phase: { type: 'string', enum: ['start', 'refresh', 'main', 'draw', 'end', 'over'] },
    waitingFor: { type: 'string', enum: ['main', 'window', 'target', 'trigger', 'optional', 'ignite', 'none'], description: '引擎在等什么 / what the engine waits for' },
    actor: PLAYER,
    events: { type: 'array', items: eventSpec, description: '按此顺序出现（可夹杂其他事件）/ occur in this order, others may come between' },
    noEvents: { type: 'array', items: eventSpec, description: '不出现 / must not occur' },
  },
};

const cardOrPlayer: JsonSchema = {
  anyOf: [
    { type: 'string', minLength: 1, description: '卡名，或 player / A / B' },
    { type: 'object', additionalProperties: false, required: ['card'], properties: { card: { type: 'string', minLength: 1 }, owner: PLAYER } },
  ],
};

const step: JsonSchema = {
  description: '一步：一个行动或选择，可带 expect / expectError / A step: one action or choice, with optional expect / expectError',
  anyOf: [
    { type: 'string', enum: [...BARE_STEPS] },
    {
      type: 'object',
      additionalProperties: false,
      properties: {
        play: { type: 'string', minLength: 1, description: '打出/部署手牌 / play or deploy a hand card' },
        convert: { type: 'string', minLength: 1, description: '手牌转化为能量 (SLCG-RES-01)' },
        attack: {
          type: 'object',
          additionalProperties: false,
          required: ['attacker'],
          properties: { attacker: { type: 'string', minLength: 1 }, target: cardOrPlayer },
          description: '攻击；target 为角色名或 player (SLCG-CB-01..06)',
        },
        push: { type: 'string', minLength: 1, description: '推动 (SLCG-CB-08)' },
        hinder: { type: 'string', minLength: 1, description: '【妨碍推进】 (SLCG-KW-10)' },
        activate: {
          description: '发动【行动】/【一回合一次】能力 / use an activated ability',
          anyOf: [
            { type: 'string', minLength: 1 },
            {
              type: 'object',
              additionalProperties: false,
              required: ['card'],
              properties: { card: { type: 'string', minLength: 1 }, ability: { anyOf: [{ type: 'integer', minimum: 1 }, { type: 'string', minLength: 1 }] } },
            },
          ],
        },
        guard: { type: 'string', minLength: 1, description: '【守护】 (SLCG-KW-01)' },
        compensate: {
          description: '后手补偿 (SLCG-SU-02): energy，或 {haste: 角色}',
          anyOf: [{ type: 'string', enum: ['energy', '能量'] }, { type: 'object', additionalProperties: false, required: ['haste'], properties: { haste: { type: 'string', minLength: 1 } } }],
        },
        target: cardOrPlayer,
        choose: { anyOf: [{ type: 'integer', minimum: 0 }, { type: 'string', minLength: 1 }], description: '按序号（从 0）或标签选择 / option index or label' },
        ignite: { type: 'string', enum: ['extremeEnergy', 'energy', '极动能', '能量'], description: '极动能激发 (SLCG-MO-03)' },
        yes: { type: 'null' },
        no: { type: 'null' },
        pass: { type: 'null' },
        endTurn: { type: 'null' },
        by: PLAYER,
        expect,
        expectError: { type: 'string', pattern: '^[a-z]+/[a-z-]+$', description: '这一步必须失败并给出此错误码，局面不变 / the step must fail with this code, state unchanged' },
        note: { type: 'string' },
      },
    },
  ],
};

export function scenarioSchema(): JsonSchema {
  return {
    $schema: DRAFT,
    title: 'CardScript scenario (*.scenario.yaml)',
    description: 'A board set-up, scripted steps and the expected outcome. See docs/scenarios.md.',
    type: 'object',
    additionalProperties: false,
    required: ['name', 'rules', 'steps'],
    properties: {
      name: { type: 'string', minLength: 1, description: '场景名称（注明规则编号）/ name, citing the rule ID' },
      description: { type: 'string' },
      rules: { type: 'array', minItems: 1, items: { type: 'string', pattern: '^SLCG-[A-Z]+-[0-9]+$' }, description: '所测规则编号 / rule IDs tested' },
      seed: { type: 'integer', minimum: 0, description: '随机种子 / RNG seed' },
      params: { $ref: paramsSchemaFile('slcg') },
      setup: {
        type: 'object',
        additionalProperties: false,
        properties: {
          first: PLAYER,
          turn: { type: 'integer', minimum: 1, description: '回合数 / turn number' },
          active: PLAYER,
          phase: { type: 'string', enum: ['main', 'start'], description: 'main：从主要阶段开始；start：从回合开始时开始 / begin in the 主要阶段 or at the start of the turn' },
          moments: { type: 'array', items: { type: 'string', enum: ['extreme', 'incremental', '极动能时刻', '增量产能时刻'] }, description: '已进入的游戏时刻 (SLCG-MO-02/04)' },
          igniteClaimed: { type: 'boolean', description: '极动能激发 已被领取 (SLCG-MO-03)' },
          A: side,
          B: side,
        },
      },
      steps: { type: 'array', items: step, description: '依次执行的步骤 / steps, in order' },
    },
  };
}

/** The schemas ajv needs to resolve $refs of the scenario schema. */
export function scenarioRefSchemas(): [JsonSchema, string][] {
  return [[paramsSchema('slcg'), paramsSchemaFile('slcg')]];
}
