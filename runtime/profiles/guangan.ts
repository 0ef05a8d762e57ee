// 光暗 (seed 003) profile: card types, fields, marks, zones, resources and parameters.
// Rule IDs refer to rules/guangan.md (docs/rules.md lists them).
import { fieldTable, type FieldId, type ParamValues, type RulesetProfile } from './types.js';

// GA-CT-09 exclusive cards, GA-RES-08 光暗 requirement, GA-RES-04 stamina cost (default `defaultCardStaminaCost`).
const playCardFields: { allowed: FieldId[] } = { allowed: ['traits', 'exclusive', 'lightDark', 'stamina'] };
// GA-KW-01..04: the 词条 that sit on the type line of a playable card.
const playCardMarks = ['curse', 'talisman', 'instant', 'charge'] as const;

export const guangan = {
  id: 'guangan',
  name: { zh: '光暗', zhHant: '光暗', en: 'Light and Dark', short: '光暗' },
  rule: 'GA-META-01',
  cardTypes: [
    {
      // GA-CHR-03 every character prints 生命 and 攻击 (a manifest may set defaults); characters own
      // exclusive cards, they are not exclusive to anything and cost nothing to use (GA-CHR-01).
      id: 'character',
      zh: '角色',
      en: 'character',
      rule: 'GA-CHR-03',
      fields: fieldTable({ required: ['hp', 'atk'], allowed: ['traits'] }),
      fieldDefaults: { hp: 'defaultCharacterHp', atk: 'defaultCharacterAtk' },
      marks: [],
    },
    {
      // GA-CHR-08 summons follow character rules but have no exclusive cards.
      id: 'summonCard',
      zh: '召唤物',
      en: 'summon',
      rule: 'GA-CHR-08',
      fields: fieldTable({ required: ['hp', 'atk'], allowed: ['traits'] }),
      marks: [],
    },
    { id: 'normal', zh: '普通', en: 'normal', rule: 'GA-CT-02', fields: fieldTable(playCardFields), marks: playCardMarks },
    { id: 'response', zh: '响应', en: 'response', rule: 'GA-CT-03', fields: fieldTable(playCardFields), marks: playCardMarks },
    { id: 'counter', zh: '反制', en: 'counter', rule: 'GA-CT-04', fields: fieldTable(playCardFields), marks: playCardMarks },
  ],
  typeModifiers: [
    // GA-CT-07 持续 combines with 普通, 响应 or 反制 (language.md: `类型：持续 响应`).
    { id: 'continuous', zh: '持续', en: 'continuous', rule: 'GA-CT-07', combinesWith: ['普通', '响应', '反制'] },
  ],
  marks: [
    { id: 'curse', zh: '咒术', en: 'curse', rule: 'GA-KW-01' },
    { id: 'talisman', zh: '符术', en: 'talisman', rule: 'GA-KW-02' },
    { id: 'instant', zh: '瞬发', en: 'instant', rule: 'GA-KW-03' },
    { id: 'charge', zh: '蓄力', en: 'charge', rule: 'GA-KW-04' },
  ],
  keywords: [
    { id: 'aura', zh: '光环', en: 'Aura', rule: 'GA-KW-05' },
    { id: 'crit', zh: '暴击', en: 'Critical', rule: 'GA-KW-06' },
    { id: 'shield', zh: '护盾', en: 'Shield', rule: 'GA-CB-06' },
  ],
  colors: [],
  zones: [
    { id: 'hand', zh: '手卡', en: 'hand', rule: 'GA-ZN-01' },
    { id: 'deck', zh: '卡组', en: 'deck', rule: 'GA-ZN-01' },
    { id: 'discard', zh: '弃牌区', en: 'discard pile', rule: 'GA-ZN-01' },
    { id: 'banished', zh: '除外', en: 'banished', rule: 'GA-ZN-02' },
    { id: 'cardZone', zh: '用牌区', en: 'card zone', rule: 'GA-ZN-03' },
    { id: 'positions', zh: '战斗区', en: 'character positions', rule: 'GA-ZN-04' },
    { id: 'summons', zh: '召唤区', en: 'summon area', rule: 'GA-ZN-05' },
    // GA-CHR-02: characters that do not exist yet, and summons not in play (the runtime keeps them as cards).
    { id: 'offstage', zh: '场外', en: 'off the game', rule: 'GA-CHR-02' },
    // GA-CT-01: a card being used, while its chain link waits.
    { id: 'stack', zh: '发动中', en: 'being used', rule: 'GA-CT-01' },
  ],
  // GA-TRN phases, by the runtime's phase names (GameState.phase).
  phases: [
    { id: 'setup', zh: '选择角色', en: 'choosing characters' },
    { id: 'start', zh: '回合开始', en: 'turn start' },
    { id: 'prepare', zh: '准备阶段', en: 'preparation' },
    { id: 'battle', zh: '战斗阶段', en: 'battle' },
    { id: 'end', zh: '回合结束', en: 'turn end' },
    { id: 'over', zh: '对局结束', en: 'game over' },
  ],
  resources: [
    { id: 'stamina', zh: '体力', en: 'stamina', rule: 'GA-RES-01', kind: 'resource' },
    { id: 'sorties', zh: '出击次数', en: 'sorties', rule: 'GA-RES-05', kind: 'resource' },
    { id: 'lightDark', zh: '光暗值', en: 'light-dark value', rule: 'GA-RES-06', kind: 'counter' },
    { id: 'hp', zh: '血量', en: 'HP', rule: 'GA-SU-01', kind: 'counter' },
    { id: 'shield', zh: '护盾', en: 'shield', rule: 'GA-CB-06', kind: 'counter' },
  ],
  params: {
    startingHp: { kind: 'integer', default: 30, minimum: 1, rule: 'GA-SU-01', zh: '牌手起始血量', en: "players' starting HP" },
    hp40WhenBothDecksAtLeast40: {
      kind: 'boolean',
      default: false,
      rule: 'GA-SU-02',
      zh: '双方卡组都不少于 40 张时血量为 40',
      en: 'start with 40 HP when both decks have at least 40 cards',
    },
    openingHand: { kind: 'integer', default: 5, minimum: 0, rule: 'GA-SU-03', zh: '起手抽卡数', en: 'cards drawn at the start of the game' },
    drawPerTurn: { kind: 'integer', default: 1, minimum: 0, rule: 'GA-SU-03', zh: '每回合开始抽卡数', en: 'cards drawn at the start of each own turn' },
    characterCount: { kind: 'integer', default: 5, minimum: 1, rule: 'GA-CHR-01', zh: '每名牌手使用的角色数', en: 'characters each player uses' },
    cardZoneSlots: { kind: 'integer', default: 5, minimum: 0, rule: 'GA-ZN-03', zh: '用牌区空位数', en: 'card-zone (用牌区) slots per player' },
    characterPositions: { kind: 'integer', default: 5, minimum: 1, rule: 'GA-ZN-04', zh: '角色位置数', en: 'character positions per player' },
    battleZonePositions: {
      kind: 'integer',
      default: 5,
      minimum: 0,
      rule: 'GA-ZN-04',
      zh: '属于战斗区的角色位置数（从第1个位置起）',
      en: 'character positions in the battle zone, counted from the first (the others cannot be sortie targets)',
    },
    summonSlots: { kind: 'integer', default: 5, minimum: 0, rule: 'GA-ZN-05', zh: '召唤物位置数', en: 'summon slots per player' },
    keywordShield: {
      kind: 'integer',
      default: 2,
      minimum: 0,
      rule: 'GA-CB-06',
      zh: '未写数值的【护盾】吸收的伤害',
      en: 'damage a 【护盾】 that states no number absorbs',
    },
    staminaPerTurn: { kind: 'integer', default: 3, minimum: 0, rule: 'GA-RES-01', zh: '每回合体力', en: 'stamina each turn' },
    maxStamina: { kind: 'integer', default: 6, minimum: 0, rule: 'GA-RES-02', zh: '体力上限', en: 'stamina cap' },
    defaultCardStaminaCost: { kind: 'integer', default: 1, minimum: 0, rule: 'GA-RES-04', zh: '未写“体力”的卡的体力消耗', en: 'stamina cost of a card that prints none' },
    sortiesPerTurn: { kind: 'integer', default: 1, minimum: 0, rule: 'GA-RES-05', zh: '每回合出击次数', en: 'sorties per turn' },
    lightDarkGain: {
      kind: 'enum',
      values: ['bothEveryTurn', 'ownTurnOnly'],
      default: 'bothEveryTurn',
      rule: 'GA-RES-06',
      zh: '获得【光暗值】的时机',
      en: 'when 【光暗值】 is gained',
      valueDocs: {
        bothEveryTurn: 'from game turn 2, both players gain 1 at the start of every turn',
        ownTurnOnly: 'from game turn 2, each player gains 1 at the start of their own turns only',
      },
    },
    maxLightDark: { kind: 'integer', default: 6, minimum: 1, rule: 'GA-RES-07', zh: '【光暗值】上限', en: '【光暗值】 cap' },
    defaultCharacterHp: {
      kind: 'integer',
      default: null,
      nullable: true,
      minimum: 1,
      rule: 'GA-CHR-03',
      zh: '未写“生命”的角色的生命（null = 必须写）',
      en: 'HP of a character that prints none (null = 生命 is required)',
    },
    defaultCharacterAtk: {
      kind: 'integer',
      default: null,
      nullable: true,
      minimum: 0,
      rule: 'GA-CHR-03',
      zh: '未写“攻击”的角色的攻击（null = 必须写）',
      en: 'ATK of a character that prints none (null = 攻击 is required)',
    },
    reviveCountdown: { kind: 'integer', default: 3, minimum: 0, rule: 'GA-CHR-04', zh: '复活倒计时', en: 'revival countdown (turns)' },
    sealCountdown: { kind: 'integer', default: 3, minimum: 0, rule: 'GA-CHR-06', zh: '封印倒计时（效果未写时）', en: 'seal countdown when the effect states none' },
    handLimit: { kind: 'integer', default: 7, minimum: 0, rule: 'GA-LIM-01', zh: '手卡上限', en: 'hand limit' },
    requireLivingOwnerCharacter: {
      kind: 'boolean',
      default: true,
      rule: 'GA-CT-09',
      zh: '专属卡只能在其角色存在、存活且未被封印时使用',
      en: 'an exclusive card is usable only while its character exists, lives and is not sealed',
    },
    deckMin: { kind: 'integer', default: 30, minimum: 0, rule: 'GA-DK-01', zh: '卡组最少张数', en: 'minimum deck size' },
    deckMax: { kind: 'integer', default: 45, minimum: 1, rule: 'GA-DK-01', zh: '卡组最多张数', en: 'maximum deck size' },
    exclusiveCardsMin: { kind: 'integer', default: 6, minimum: 0, rule: 'GA-DK-02', zh: '每个角色专属卡最少张数', en: 'fewest exclusive cards per character in a deck' },
    exclusiveCardsMax: { kind: 'integer', default: 9, minimum: 1, rule: 'GA-DK-02', zh: '每个角色专属卡最多张数', en: 'most exclusive cards per character in a deck' },
    allowNeutralCards: { kind: 'boolean', default: false, rule: 'GA-DK-02', zh: '卡组可放入非专属（中立）卡', en: 'decks may hold neutral (non-exclusive) cards' },
    maxCopies: { kind: 'integer', default: 2, minimum: 1, rule: 'GA-DK-03', zh: '同名卡最多张数', en: 'most copies of one card name' },
  },
} as const satisfies RulesetProfile;

export type GuanganParams = ParamValues<typeof guangan>;
