// 卡灵时代 (卡靈時代) profile: card types, fields, marks, zones, resources and parameters.
// Rule IDs refer to rules/kaling.md (docs/rules.md lists them).
import { fieldTable, type ParamValues, type RulesetProfile } from './types.js';

export const kaling = {
  id: 'kaling',
  name: { zh: '卡灵时代', zhHant: '卡靈時代', en: 'Age of Kaling', short: '卡灵时代' },
  rule: 'KL-META-01',
  cardTypes: [
    {
      // KL-CT-02 a 卡灵 has level, AP and DP (SP: KL-MV-02, default `defaultSP`); 招式 is flavour.
      // KL-CB-02 attack areas (default 上左右); KL-SUM-02 paid-summon cost 降临; KL-META-04 rarity.
      id: 'kaling',
      zh: '卡灵',
      en: 'kaling',
      rule: 'KL-CT-02',
      fields: fieldTable({
        required: ['level', 'ap', 'dp'],
        allowed: ['traits', 'sp', 'attackArea', 'summon', 'rarity', 'move'],
      }),
      marks: [],
    },
    {
      // KL-CT-03 战术卡: effects only, costs are written on the effects (耗能N / 免能).
      id: 'tactic',
      zh: '战术',
      en: 'tactic',
      rule: 'KL-CT-03',
      fields: fieldTable({ allowed: ['traits', 'rarity'] }),
      marks: [],
    },
    {
      // KL-CT-04 设备卡; KL-CT-05 GP only matters for placed devices, so it is optional.
      id: 'device',
      zh: '设备',
      en: 'device',
      rule: 'KL-CT-04',
      fields: fieldTable({ allowed: ['traits', 'gp', 'rarity'] }),
      marks: ['placed'],
    },
  ],
  typeModifiers: [],
  marks: [{ id: 'placed', zh: '放置', en: 'placed', rule: 'KL-CT-01' }],
  keywords: [
    { id: 'steadfast', zh: '坚守', en: 'Steadfast', rule: 'KL-KW-01' },
    { id: 'blastproof', zh: '防爆', en: 'Blastproof', rule: 'KL-KW-02' },
    { id: 'unbounce', zh: '辟旋', en: 'Unbounce', rule: 'KL-KW-03' },
  ],
  colors: [],
  // The runtime keeps every zone here but the energy zone (energy is a counter): battlefield = the grid, chain =
  // a placed device waiting for its link (KL-CT-04), banished = out of the game (除外).
  zones: [
    { id: 'battlefield', zh: '战场', en: 'battlefield (5×5 grid)', rule: 'KL-ZN-01' },
    { id: 'deck', zh: '卡组区域', en: 'deck', rule: 'KL-ZN-03' },
    { id: 'discard', zh: '弃区', en: 'discard pile', rule: 'KL-ZN-04' },
    { id: 'energy', zh: '能量区', en: 'energy zone', rule: 'KL-ZN-05' },
    { id: 'hand', zh: '手牌', en: 'hand', rule: 'KL-ZN-08' },
    { id: 'chain', zh: '发动中', en: 'being activated', rule: 'KL-CT-06' },
    { id: 'banished', zh: '除外', en: 'banished', rule: 'KL-TX-01' },
  ],
  // KL-TRN-01 phases, with the game's 调试 before the first turn (KL-SU-03) and the turn's first moment.
  phases: [
    { id: 'mulligan', zh: '调试', en: 'mulligan' },
    { id: 'start', zh: '回合开始', en: 'turn start' },
    { id: 'draw', zh: '抽牌阶段', en: 'draw' },
    { id: 'action', zh: '行动阶段', en: 'action' },
    { id: 'end', zh: '结束阶段', en: 'end' },
    { id: 'over', zh: '对局结束', en: 'game over' },
  ],
  resources: [
    { id: 'energy', zh: '能量', en: 'energy', rule: 'KL-RES-01', kind: 'resource' },
    { id: 'life', zh: '生命点数', en: 'life points', rule: 'KL-SU-04', kind: 'counter' },
  ],
  // The values of a card its runtime keeps modifiers of (KL-TX-06).
  cardStats: ['ap', 'dp', 'sp', 'gp', 'level'],
  filterStats: ['ap', 'dp', 'sp', 'gp', 'level'],
  // runtime/rulesets/kaling/queries.ts conditionValue.
  conditionStats: ['life', 'energy', 'handSize', 'deckSize', 'turn', 'isTurnPlayer', 'charactersInMain'],
  // KL-SU-04: 若对方生命≤10 is a player's life points (生命值), as in 光暗 生命 is a character's.
  conditionAliases: { hp: 'life' },
  // KL-SU-04 / KL-WIN-01: 令对方失去1点生命 (or 生命点数, 生命值) loses life points.
  resourceAliases: { hp: 'life' },
  // 令一张对方卡灵本回合不能攻击 / 不能移动: a 卡灵's attack (KL-CB-01) and move (KL-MV-01) actions.
  forbid: {
    // 不能被攻击: the card is no attack target (KL-CB-03) — what the other player's 卡灵 may do to it.
    actions: { attack: 'KL-CB-01', move: 'KL-MV-01', attacked: 'KL-CB-03' },
    kinds: ['kaling'],
    says: {
      zh: '卡灵的攻击和移动，以及成为攻击目标（不能攻击、不能移动、不能被攻击）',
      en: 'a 卡灵 attacks, moves and is attacked (不能攻击, 不能移动, 不能被攻击)',
    },
    cards: { zh: '卡灵', en: '卡灵' },
    example: '令一张对方卡灵直到对方回合结束不能攻击',
  },
  // KL-EF-03: a 【永恒】 effect holds while its card is face up on the battlefield.
  standing: {
    kind: 'eternal',
    line: { zh: '【永恒】效果', en: 'a 【永恒】 effect' },
    // 【永恒】此卡灵不能被攻击 / 对方卡灵不能移动: the action is taken away while the line applies (queries.ts forbiddenNow).
    ops: ['modifyStat', 'grantKeyword', 'loseKeyword', 'costModifier', 'forbid'],
    // 己方场上每有一只卡灵，此卡AP+1: a value in force is asked again each time, so its count is too (queries.ts).
    counted: ['modifyStat'],
    rule: 'KL-EF-03',
    says: {
      zh: '改变数值（AP±N、DP±N …）、给予或夺去特性（获得【X】、失去【X】）、改变效果的耗能（耗能±N）或禁止行动（不能攻击、不能移动、不能被攻击）',
      en: 'change a stat, grant or take away a keyword, change what effects cost or take an action away (不能攻击, 不能移动, 不能被攻击)',
    },
  },
  params: {
    startingLife: {
      kind: 'integer',
      default: 20,
      minimum: 1,
      rule: 'KL-SU-04',
      zh: '起始生命点数',
      en: 'starting life points',
    },
    startingEnergy: {
      kind: 'integer',
      default: 6,
      minimum: 0,
      rule: 'KL-RES-01',
      zh: '开局能量',
      en: 'energy at the start of the game',
    },
    maxEnergy: {
      kind: 'integer',
      default: 6,
      minimum: 0,
      rule: 'KL-RES-03',
      zh: '能量上限（结束阶段补满到此数）',
      en: 'energy cap (refilled to it in the end phase)',
    },
    openingHand: {
      kind: 'integer',
      default: 5,
      minimum: 0,
      rule: 'KL-SU-02',
      zh: '起手抽卡数',
      en: 'cards drawn at the start of the game',
    },
    drawPerTurn: {
      kind: 'integer',
      default: 1,
      minimum: 0,
      rule: 'KL-TRN-03',
      zh: '抽牌阶段抽卡数',
      en: 'cards drawn in the draw phase',
    },
    paidSummonsPerTurn: {
      kind: 'integer',
      default: 2,
      minimum: 0,
      rule: 'KL-SUM-02',
      zh: '每回合付费降临次数',
      en: 'paid summons per turn',
    },
    paidSummonEnergyCost: {
      kind: 'enum',
      values: ['level', 'printed'],
      default: 'level',
      rule: 'KL-SUM-02',
      zh: '付费降临的耗能',
      en: 'energy cost of a paid summon',
      valueDocs: {
        level: 'a 卡灵 that prints no 降临 cost pays energy equal to its level',
        printed: 'only the printed 降临 cost counts; a 卡灵 without one cannot be paid-summoned with energy',
      },
    },
    materialSummon: {
      kind: 'boolean',
      default: true,
      rule: 'KL-SUM-02',
      zh: '允许以卡灵为素材付费降临',
      en: 'paid summons may use a 卡灵 as material',
    },
    maxSetCards: {
      kind: 'integer',
      default: 3,
      minimum: 0,
      rule: 'KL-CT-07',
      zh: '盖卡（含放置设备）上限',
      en: 'face-down cards (placed devices included) a player may have',
    },
    defaultSP: {
      kind: 'integer',
      default: 1,
      minimum: 0,
      rule: 'KL-MV-02',
      zh: '未写 SP 的卡灵的 SP',
      en: 'SP of a 卡灵 that prints none',
    },
    summoningSickness: {
      kind: 'boolean',
      default: false,
      rule: 'KL-SUM-07',
      zh: '降临的回合不能移动和攻击',
      en: 'a 卡灵 cannot move or attack in the turn it is summoned',
    },
    diagonalBattle: {
      kind: 'enum',
      values: ['vertical', 'horizontal'],
      default: 'vertical',
      rule: 'KL-CB-05',
      zh: '斜向攻击视为哪种战斗',
      en: 'which kind of battle a diagonal attack is',
      valueDocs: {
        vertical: 'the defender chooses AP or DP; damage is dealt',
        horizontal: 'the attacker chooses; no damage',
      },
    },
    deckMin: {
      kind: 'integer',
      default: 40,
      minimum: 0,
      rule: 'KL-DK-01',
      zh: '卡组最少张数',
      en: 'minimum deck size',
    },
    deckMax: {
      kind: 'integer',
      default: 60,
      minimum: 1,
      rule: 'KL-DK-01',
      zh: '卡组最多张数',
      en: 'maximum deck size',
    },
    maxCopies: {
      kind: 'integer',
      default: 3,
      minimum: 1,
      rule: 'KL-DK-01',
      zh: '同名卡最多张数',
      en: 'most copies of one card name',
    },
  },
} as const satisfies RulesetProfile;

export type KalingParams = ParamValues<typeof kaling>;
