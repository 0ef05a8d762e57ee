// SLCG's part of the scenario language: what a side of the board holds (hand, main area with card
// states, deck, discard, counters, 濒死), what its expectations may say, and the schema of both.
import type { JsonSchema } from '../../manifest/index.js';
import { cardOrPlayer, names, nat, words, zoneExpect } from '../schema-parts.js';
import { keywordNames } from './keyword-names.js';
import { profiles } from '../../../runtime/profiles/index.js';
import type { ZoneExpect } from '../types.js';

export interface MainCardSpec {
  card: string;
  tapped?: boolean;
  damage?: number;
  keywords?: string[];
  new?: boolean;
}

export interface SlcgSideSpec {
  hand?: string[];
  main?: (string | MainCardSpec)[];
  deck?: string[];
  discard?: string[];
  energy?: number;
  extremeEnergy?: number;
  victory?: number;
  trauma?: number;
  dying?: boolean | number;
  conversions?: number;
}

export interface SlcgSetupSpec {
  first?: 'A' | 'B';
  turn?: number;
  active?: 'A' | 'B';
  phase?: string;
  moments?: string[];
  igniteClaimed?: boolean;
  A?: SlcgSideSpec;
  B?: SlcgSideSpec;
}

export interface SlcgCardExpect {
  zone?: 'hand' | 'main' | 'deck' | 'discard' | 'energy';
  tapped?: boolean;
  damage?: number;
  keywords?: string[];
  lacks?: string[];
}

export interface SlcgSideExpect {
  victory?: number;
  trauma?: number;
  energy?: number;
  extremeEnergy?: number;
  dying?: boolean;
  hand?: ZoneExpect;
  main?: ZoneExpect;
  deck?: ZoneExpect;
  discard?: ZoneExpect;
  energyZone?: ZoneExpect;
  cards?: Record<string, SlcgCardExpect>;
}

/** 特性 name (any form the language reads, either script, or the runtime id) → runtime keyword id (SLCG-KW-12). */
const KEYWORDS = keywordNames(profiles.slcg.keywords);
export const slcgKeywordId = KEYWORDS.id;
export const slcgKeywordNames = KEYWORDS.names;

// ── schema fragments ───────────────────────────────────────────────────────────────────────────────

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

export const SLCG_SIDE: Record<string, JsonSchema> = {
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
};

export const SLCG_SETUP: Record<string, JsonSchema> = {
  moments: {
    type: 'array',
    items: { type: 'string', enum: words('extreme', 'incremental', '极动能时刻', '增量产能时刻') },
    description: '已进入的游戏时刻 (SLCG-MO-02/04)',
  },
  igniteClaimed: { type: 'boolean', description: '极动能激发 已被领取 (SLCG-MO-03)' },
};

const cardExpect: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    zone: {
      type: 'string',
      enum: ['hand', 'main', 'deck', 'discard', 'energy'],
      description: '所在区域 / zone (default main)',
    },
    tapped: { type: 'boolean' },
    damage: nat('本回合受到的伤害 / damage this turn'),
    keywords: names('拥有这些特性 / has these 特性'),
    lacks: names('没有这些特性 / has none of these 特性'),
  },
};

export const SLCG_SIDE_EXPECT: Record<string, JsonSchema> = {
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
  cards: {
    type: 'object',
    additionalProperties: cardExpect,
    description: '卡名 → 状态（卡名#2 为第二张）/ card name → state (name#2 = the second copy)',
  },
};

export const SLCG_STEPS: Record<string, JsonSchema> = {
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
        properties: {
          card: { type: 'string', minLength: 1 },
          ability: {
            anyOf: [
              { type: 'integer', minimum: 1 },
              { type: 'string', minLength: 1 },
            ],
          },
        },
      },
    ],
  },
  guard: { type: 'string', minLength: 1, description: '【守护】 (SLCG-KW-01)' },
  compensate: {
    description: '后手补偿 (SLCG-SU-02): energy，或 {haste: 角色}',
    anyOf: [
      { type: 'string', enum: words('energy', '能量') },
      {
        type: 'object',
        additionalProperties: false,
        required: ['haste'],
        properties: { haste: { type: 'string', minLength: 1 } },
      },
    ],
  },
  ignite: {
    type: 'string',
    enum: words('extremeEnergy', 'energy', '极动能', '能量'),
    description: '极动能激发 (SLCG-MO-03)',
  },
  endTurn: { type: 'null', description: '结束主要阶段 / end the main phase (SLCG-TRN-04)' },
};
