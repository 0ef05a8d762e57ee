// 光暗's part of the scenario language: what a side of the board holds (HP, stamina, sorties, 【光暗值】 and side,
// characters in positions with HP / revival countdown / seals, summons, hand, deck, discard, banished, the 用牌区),
// what its expectations may say, and the schema of both. docs/scenarios.md describes the notation.
import type { JsonSchema } from '../../manifest/index.js';
import { cardOrPlayer, names, nat, zoneExpect } from '../schema-parts.js';
import { keywordNames } from './keyword-names.js';
import { profiles } from '../../../runtime/profiles/index.js';
import type { ZoneExpect } from '../types.js';

export interface GaCharacterSpec {
  card: string;
  /** 1-based position (GA-ZN-04); default: the next free one. */
  position?: number;
  /** HP left; default full. */
  hp?: number;
  /** Revival countdown: the character is dead (GA-CHR-04). */
  dead?: number;
  /** Seal countdown, or 'permanent' (GA-CHR-06). */
  sealed?: number | 'permanent' | '永久';
  /** Seals taken so far; default 1 while sealed, 3 when permanent. */
  seals?: number;
  /** 词条 granted until the end of the turn: 暴击; 光环 (one charge); 护盾 (`keywordShield` points). */
  keywords?: string[];
  /** Its own 护盾 points, in place of its printed 【护盾】 (0: spent, GA-CB-06). */
  shield?: number;
  /** Its own 【光环】 charges, in place of its printed 【光环】 (0: spent, GA-KW-05). */
  aura?: number;
}

export interface GaSummonSpec {
  card: string;
  hp?: number;
  /** As a character's: its own 护盾 points and 【光环】 charges, in place of the printed ones (GA-CB-06, GA-KW-05). */
  shield?: number;
  aura?: number;
}

export interface GaCardZoneSpec {
  card: string;
  /** Set face-down (GA-CT-01). */
  set?: boolean;
}

export interface GuanganSideSpec {
  hp?: number;
  stamina?: number;
  sorties?: number;
  lightDark?: number;
  /** 【光暗值】 gained so far (GA-CHR-02); default the 【光暗值】. */
  gained?: number;
  shield?: number;
  side?: 'light' | 'dark' | '光明' | '黑暗';
  characters?: (string | GaCharacterSpec)[];
  /** Characters that do not exist yet (GA-CHR-02), all of them once written; default: the deck's other characters. */
  reserve?: string[];
  /** Characters still to be chosen (GA-CHR-02). */
  unlocks?: number;
  summons?: (string | GaSummonSpec)[];
  hand?: string[];
  deck?: string[];
  discard?: string[];
  banished?: string[];
  cardZone?: (string | GaCardZoneSpec)[];
}

export interface GuanganSetupSpec {
  first?: 'A' | 'B';
  turn?: number;
  active?: 'A' | 'B';
  phase?: string;
  A?: GuanganSideSpec;
  B?: GuanganSideSpec;
}

export interface GaCharacterExpect {
  hp?: number;
  dead?: number;
  sealed?: number | 'permanent' | '永久';
  seals?: number;
  position?: number;
  alive?: boolean;
  atk?: number;
  shield?: number;
  aura?: number;
  keywords?: string[];
  lacks?: string[];
}

export interface GaCardExpect {
  zone?: 'hand' | 'deck' | 'discard' | 'banished' | 'cardZone' | 'stack' | 'summons';
  set?: boolean;
}

export interface GuanganSideExpect {
  hp?: number;
  stamina?: number;
  sorties?: number;
  lightDark?: number;
  gained?: number;
  shield?: number;
  side?: 'none' | 'light' | 'dark' | '光明' | '黑暗';
  unlocks?: number;
  hand?: ZoneExpect;
  deck?: ZoneExpect;
  discard?: ZoneExpect;
  banished?: ZoneExpect;
  cardZone?: ZoneExpect;
  summons?: ZoneExpect;
  positions?: ZoneExpect;
  reserve?: ZoneExpect;
  characters?: Record<string, GaCharacterExpect>;
  cards?: Record<string, GaCardExpect>;
}

/** 词条 name (any form the language reads, either script, or the runtime id) → runtime keyword id (GA-KW-05/06, GA-CB-06). */
const KEYWORDS = keywordNames(profiles.guangan.keywords);
export const guanganKeywordId = KEYWORDS.id;
export const guanganKeywordNames = KEYWORDS.names;

export const SIDE_WORDS: Record<string, number> = { light: 1, 光明: 1, dark: 2, 黑暗: 2, none: 0 };

// ── schema fragments ───────────────────────────────────────────────────────────────────────────────

const countdown = { type: 'integer', minimum: 1 };

/** Written points in place of the printed ones (GA-CB-06, GA-KW-05): set-up keys of characters and summons. */
const SHIELD = nat(
  '护盾点数，取代印有的【护盾】（0 = 已用完）/ its shield points, in place of its printed 【护盾】 (0: spent; GA-CB-06)',
);
const AURA = nat(
  '【光环】次数（整数），取代印有的【光环】（0 = 已用完）/ its 【光环】 charges (a whole number), in place of its printed 【光环】 (0: spent; GA-KW-05)',
);

const character: JsonSchema = {
  description: '角色：名称，或带状态的对象 / a character: a name, or an object with its state',
  anyOf: [
    { type: 'string', minLength: 1 },
    {
      type: 'object',
      additionalProperties: false,
      required: ['card'],
      properties: {
        card: { type: 'string', minLength: 1, description: '角色名 / character name' },
        position: { type: 'integer', minimum: 1, description: '位置，从1起 / position, from 1 (GA-ZN-04)' },
        hp: nat('剩余生命 / HP left (GA-CHR-03)'),
        dead: { ...countdown, description: '阵亡，复活倒计时 / dead, revival countdown (GA-CHR-04)' },
        sealed: {
          description: '封印倒计时或 permanent / seal countdown or permanent (GA-CHR-06)',
          anyOf: [countdown, { type: 'string', enum: ['permanent', '永久'] }],
        },
        seals: nat('已受封印次数 / seals taken so far (GA-CHR-06)'),
        keywords: names('到回合结束获得的词条 / 词条 granted until the end of the turn (暴击, 光环, 护盾)'),
        shield: SHIELD,
        aura: AURA,
      },
    },
  ],
};

const summon: JsonSchema = {
  description: '召唤物：名称，或带状态的对象 / a summon: a name, or an object with its state',
  anyOf: [
    { type: 'string', minLength: 1 },
    {
      type: 'object',
      additionalProperties: false,
      required: ['card'],
      properties: {
        card: { type: 'string', minLength: 1, description: '召唤物名 / summon name' },
        hp: nat('剩余生命 / HP left'),
        shield: SHIELD,
        aura: AURA,
      },
    },
  ],
};

const cardZoneCard: JsonSchema = {
  anyOf: [
    { type: 'string', minLength: 1 },
    {
      type: 'object',
      additionalProperties: false,
      required: ['card'],
      properties: {
        card: { type: 'string', minLength: 1 },
        set: { type: 'boolean', description: '盖放 / set face-down (GA-CT-01)' },
      },
    },
  ],
};

const sideWord = {
  type: 'string',
  enum: ['light', 'dark', '光明', '黑暗'],
  description: '选定的【光明】/【黑暗】 (GA-RES-09)',
};

export const GUANGAN_SIDE: Record<string, JsonSchema> = {
  hp: nat('血量 / HP (GA-SU-01)'),
  stamina: nat('体力 / stamina (GA-RES-01)'),
  sorties: nat('出击次数 / sorties left (GA-RES-05)'),
  lightDark: nat('【光暗值】 (GA-RES-06)'),
  gained: nat('已获得的【光暗值】 / 【光暗值】 gained so far (GA-CHR-02)'),
  shield: nat("牌手的护盾 / the player's shield (GA-CB-06)"),
  side: sideWord,
  characters: {
    type: 'array',
    items: character,
    description: '存在的角色，按位置 / existing characters (GA-SU-04, GA-ZN-04)',
  },
  reserve: names('尚不存在的角色（写出即全部）/ every character that does not exist yet, once written (GA-CHR-02)'),
  unlocks: nat('还要选择的角色数 / characters still to be chosen (GA-CHR-02)'),
  summons: { type: 'array', items: summon, description: '召唤物 / summons (GA-ZN-05)' },
  hand: names('手卡 / hand'),
  deck: names('卡组，第一张在顶 / deck, top first'),
  discard: names('弃牌区 / discard (GA-ZN-01)'),
  cardZone: { type: 'array', items: cardZoneCard, description: '用牌区 / the card zone (GA-ZN-03)' },
  banished: names('除外 / banished (GA-ZN-02)'),
};

const characterExpect: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    hp: nat('剩余生命 / HP left'),
    dead: nat('复活倒计时（0 = 未阵亡）/ revival countdown (0 = not dead)'),
    sealed: {
      description: '封印倒计时（0 = 未封印）或 permanent',
      anyOf: [nat(''), { type: 'string', enum: ['permanent', '永久'] }],
    },
    seals: nat('已受封印次数 / seals taken'),
    position: { type: 'integer', minimum: 1, description: '位置 / position' },
    alive: { type: 'boolean', description: '存在、存活且未被封印 / in play' },
    atk: nat('攻击 / ATK now'),
    shield: nat('护盾点数 / shield points'),
    aura: nat(
      '【光环】次数（整数；只问有没有：keywords / lacks: [光环]）/ 【光环】 charges, a whole number (whether it has one: keywords / lacks: [光环])',
    ),
    keywords: names('有这些词条 / has these 词条'),
    lacks: names('没有这些词条 / has none of these 词条'),
  },
};

const cardExpect: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    zone: {
      type: 'string',
      enum: ['hand', 'deck', 'discard', 'banished', 'cardZone', 'stack', 'summons'],
      description: '所在区域 / zone',
    },
    set: { type: 'boolean', description: '盖放在用牌区 / set face-down in the 用牌区' },
  },
};

export const GUANGAN_SIDE_EXPECT: Record<string, JsonSchema> = {
  hp: nat('血量'),
  stamina: nat('体力'),
  sorties: nat('出击次数'),
  lightDark: nat('【光暗值】'),
  gained: nat('已获得的【光暗值】'),
  shield: nat('牌手的护盾'),
  side: {
    type: 'string',
    enum: ['none', 'light', 'dark', '光明', '黑暗'],
    description: '【光明】/【黑暗】 (GA-RES-09)',
  },
  unlocks: nat('还要选择的角色数'),
  cardZone: zoneExpect,
  summons: zoneExpect,
  positions: zoneExpect,
  reserve: zoneExpect,
  banished: zoneExpect,
  hand: zoneExpect,
  deck: zoneExpect,
  discard: zoneExpect,
  characters: {
    type: 'object',
    additionalProperties: characterExpect,
    description: '角色名或召唤物名 → 状态 / character or summon name → state',
  },
  cards: {
    type: 'object',
    additionalProperties: cardExpect,
    description: '卡名 → 所在（卡名#2 为第二张）/ card name → where it is (name#2 = the second copy)',
  },
};

export const GUANGAN_STEPS: Record<string, JsonSchema> = {
  use: {
    description: '使用手牌或盖放的卡 / use a hand card or a set card (GA-CT-01..08)',
    anyOf: [
      { type: 'string', minLength: 1 },
      {
        type: 'object',
        additionalProperties: false,
        required: ['card'],
        properties: {
          card: { type: 'string', minLength: 1 },
          replace: {
            type: 'string',
            minLength: 1,
            description: '顶替的持续卡 / the continuous card it replaces (GA-CT-08)',
          },
        },
      },
    ],
  },
  set: { type: 'string', minLength: 1, description: '盖放一张响应/反制卡 / set a response or counter card (GA-CT-01)' },
  sortie: {
    type: 'object',
    additionalProperties: false,
    required: ['attacker'],
    properties: { attacker: { type: 'string', minLength: 1 }, target: cardOrPlayer },
    description: '出击；target 为角色名、召唤物名或 player (GA-CB-01..03)',
  },
  endPhase: { type: 'null', description: '结束准备阶段 / 战斗阶段 (GA-TRN-02/03)' },
  character: {
    type: 'string',
    minLength: 1,
    description: '选择存在的角色 / choose a character to exist (GA-SU-04, GA-CHR-02)',
  },
  position: { type: 'integer', minimum: 1, description: '选择位置 / choose a position (GA-SU-04)' },
  side: sideWord,
  returnCard: {
    type: 'string',
    minLength: 1,
    description: '手卡上限：洗回卡组的卡 / hand limit: a card to shuffle back (GA-LIM-01)',
  },
};
