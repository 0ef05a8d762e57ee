// 萨姆传奇 SLCG 0.3.1 profile: card types, fields, marks, zones, resources and parameters.
// Rule IDs refer to rules/slcg.md (docs/rules.md lists them).
import { fieldTable, type ParamValues, type RulesetProfile } from './types.js';

export const slcg = {
  id: 'slcg',
  name: { zh: '萨姆传奇', zhHant: '薩姆傳奇', en: 'SamLegend Card Game (SLCG)', short: 'SLCG' },
  rule: 'SLCG-META-01',
  cardTypes: [
    {
      // SLCG-CT-05 发生牌; 常值 is a character's number only (SLCG-CT-09). Cost may be omitted: 0 (SLCG-CT-02).
      id: 'event',
      zh: '发生',
      en: 'event',
      rule: 'SLCG-CT-05',
      fields: fieldTable({ allowed: ['traits', 'cost', 'copies', 'costReduction', 'prerequisite'] }),
      // SLCG-CT-06, SLCG-CT-07: only events carry the 增量产能 and 突发 marks.
      marks: ['burst', 'battery'],
    },
    {
      // SLCG-CT-09 角色牌 carries its 常值 (value and colour, SLCG-CT-11).
      id: 'character',
      zh: '角色',
      en: 'character',
      rule: 'SLCG-CT-09',
      fields: fieldTable({
        required: ['value'],
        allowed: ['traits', 'cost', 'copies', 'costReduction', 'prerequisite'],
      }),
      marks: [],
    },
    {
      // SLCG-CT-15 场景牌; SLCG-CT-16 a scene has no 常值.
      id: 'scene',
      zh: '场景',
      en: 'scene',
      rule: 'SLCG-CT-15',
      fields: fieldTable({ allowed: ['traits', 'cost', 'copies', 'costReduction', 'prerequisite'] }),
      marks: [],
    },
  ],
  typeModifiers: [],
  marks: [
    { id: 'burst', zh: '突发', en: 'burst', rule: 'SLCG-CT-07' },
    { id: 'battery', zh: '增量产能', en: 'battery', rule: 'SLCG-CT-06' },
  ],
  // SLCG-KW-12: the ten 特性 of 0.3.1, with their SLCG-KW-11 categories.
  keywords: [
    { id: 'guard', zh: '守护', en: 'Guard', rule: 'SLCG-KW-01', category: 'tap' },
    { id: 'action', zh: '行动', en: 'Action', rule: 'SLCG-KW-02', category: 'tap' },
    { id: 'hinderPush', zh: '妨碍推进', en: 'Hinder', rule: 'SLCG-KW-10', category: 'tap' },
    { id: 'ethereal', zh: '虚体化', en: 'Ethereal', rule: 'SLCG-KW-07', category: 'battle' },
    { id: 'ambush', zh: '奇袭', en: 'Ambush', rule: 'SLCG-KW-05', category: 'battle' },
    { id: 'haste', zh: '迅捷', en: 'Haste', rule: 'SLCG-KW-03', category: 'buff' },
    { id: 'combo', zh: '连击', en: 'Combo', rule: 'SLCG-KW-04', category: 'buff' },
    { id: 'spellImmune', zh: '法术免疫', en: 'Spell Immune', rule: 'SLCG-KW-08', category: 'buff' },
    { id: 'spellAttract', zh: '法术吸引', en: 'Spell Attract', rule: 'SLCG-KW-09', category: 'buff' },
    { id: 'rooted', zh: '驻足', en: 'Rooted', rule: 'SLCG-KW-06', category: 'negative' },
  ],
  // SLCG-CT-11 常值 colours.
  colors: [
    { id: 'attack', zh: '攻', en: 'attack' },
    { id: 'push', zh: '推', en: 'push' },
    { id: 'both', zh: '攻推', en: 'attack/push' },
    { id: 'none', zh: '无', en: 'none' },
  ],
  zones: [
    { id: 'trauma', zh: '创伤区域', en: 'trauma zone', rule: 'SLCG-ZN-01' },
    { id: 'energy', zh: '能量区域', en: 'energy zone', rule: 'SLCG-ZN-02' },
    { id: 'scene', zh: '场景区', en: 'scene zone', rule: 'SLCG-ZN-03' },
    { id: 'deck', zh: '卡组放置区', en: 'deck', rule: 'SLCG-ZN-04' },
    { id: 'discard', zh: '废牌区', en: 'discard pile', rule: 'SLCG-ZN-05' },
    { id: 'main', zh: '主要区域', en: 'main area', rule: 'SLCG-ZN-06' },
    { id: 'victoryTrack', zh: '胜利进度条', en: 'victory track', rule: 'SLCG-ZN-07' },
    { id: 'hand', zh: '手牌', en: 'hand', rule: 'SLCG-ZN-08' },
    // Runtime zones the rulebook does not name: 除外 (the shared banish effect; decided under SLCG-ZN-05) and
    // the place a played card waits while its chain link is open.
    { id: 'banished', zh: '除外区', en: 'banished', rule: 'SLCG-ZN-05' },
    { id: 'stack', zh: '连锁', en: 'chain', rule: 'SLCG-CH-01' },
  ],
  // SLCG-TRN-01 phases (plus the engine's setup and game-over states).
  phases: [
    { id: 'setup', zh: '准备', en: 'setup' },
    { id: 'start', zh: '开始阶段', en: 'start' },
    { id: 'refresh', zh: '重整阶段', en: 'refresh' },
    { id: 'main', zh: '主要阶段', en: 'main' },
    { id: 'draw', zh: '抽牌阶段', en: 'draw' },
    { id: 'end', zh: '结束阶段', en: 'end' },
    { id: 'over', zh: '对局结束', en: 'over' },
  ],
  resources: [
    { id: 'energy', zh: '能量', en: 'energy', rule: 'SLCG-RES-01', kind: 'resource' },
    { id: 'extremeEnergy', zh: '极动能', en: 'extreme energy', rule: 'SLCG-RES-04', kind: 'resource' },
    { id: 'victory', zh: '胜利进度', en: 'victory', rule: 'SLCG-ZN-07', kind: 'counter' },
    { id: 'trauma', zh: '创伤', en: 'trauma', rule: 'SLCG-TRM-01', kind: 'counter' },
  ],
  // The values of a card its runtime keeps modifiers of (SLCG-CT-10).
  cardStats: ['value'],
  // SLCG-CT-02: 费用 is the card's printed energy cost.
  filterStats: ['value', 'cost'],
  // runtime/rulesets/slcg/queries.ts conditionValue.
  conditionStats: [
    'victory',
    'trauma',
    'energy',
    'extremeEnergy',
    'handSize',
    'deckSize',
    'charactersInMain',
    'turn',
    'isTurnPlayer',
    'dying',
  ],
  // 令一个对方角色本回合不能攻击 / 不能推动进度: a character's attack (SLCG-CB-01) and push (SLCG-CB-08) actions.
  forbid: {
    actions: { attack: 'SLCG-CB-01', push: 'SLCG-CB-08' },
    kinds: ['character'],
    says: {
      zh: '角色的攻击和推动（不能攻击、不能推动进度）',
      en: 'a character attacks and pushes (不能攻击, 不能推动进度)',
    },
    cards: { zh: '角色', en: 'characters (角色)' },
    example: '令一个对方角色本回合不能攻击',
  },
  // While its 角色 or 场景 stands in a main area (docs/rules-decisions.md, SLCG-CT-08 for 费用±N).
  standing: {
    kind: 'static',
    line: { zh: '常驻的一行（不带时机、限制或费用）', en: 'a standing line (one without timing, limit or cost)' },
    ops: ['grantKeyword', 'loseKeyword', 'modifyStat', 'costModifier'],
    rule: 'SLCG-CT-08',
    says: {
      zh: '让卡获得或失去特性（获得【X】、失去【X】）、改变常值（常值±N）或费用（费用±N）',
      en: 'grant or take away a keyword, change 常值 or change a cost',
    },
  },
  params: {
    victoryTarget: {
      kind: 'integer',
      default: 15,
      minimum: 1,
      rule: 'SLCG-ZN-07',
      zh: '获胜所需的胜利进度',
      en: 'victory progress that wins the game',
    },
    lifeCards: {
      kind: 'integer',
      default: 5,
      minimum: 1,
      rule: 'SLCG-SU-03',
      zh: '生命卡数量（创伤达到此数进入濒死）',
      en: 'life cards (this much 创伤 puts a player into 濒死)',
    },
    openingHand: {
      kind: 'integer',
      default: 5,
      minimum: 0,
      rule: 'SLCG-SU-04',
      zh: '起手抽卡数',
      en: 'cards drawn at the start of the game',
    },
    handRefill: {
      kind: 'integer',
      default: 5,
      minimum: 0,
      rule: 'SLCG-TRN-05',
      zh: '抽牌阶段补满到的手牌数',
      en: 'hand size the draw phase refills to',
    },
    deckMin: {
      kind: 'integer',
      default: 0,
      minimum: 0,
      rule: 'SLCG-DK-01',
      zh: '卡组最少张数（0 = 无下限）',
      en: 'minimum deck size (0 = none)',
    },
    deckMax: {
      kind: 'integer',
      default: 40,
      minimum: 1,
      rule: 'SLCG-DK-01',
      zh: '卡组最多张数',
      en: 'maximum deck size',
    },
    defaultCopies: {
      kind: 'integer',
      default: 4,
      minimum: 1,
      rule: 'SLCG-DK-02',
      zh: '未写“投入”的卡可放入的张数',
      en: 'copies allowed for a card that prints no 投入',
    },
    maxIncrementalCards: {
      kind: 'integer',
      default: 4,
      minimum: 0,
      rule: 'SLCG-DK-03',
      zh: '卡组中【增量产能】卡的最多张数',
      en: 'maximum 增量产能 (battery) cards in a deck',
    },
    maxExtremeEnergy: {
      kind: 'integer',
      default: 1,
      minimum: 0,
      rule: 'SLCG-RES-04',
      zh: '同时持有的极动能上限',
      en: 'most 极动能 a player can hold',
    },
    batteryEnergy: {
      kind: 'integer',
      default: 2,
      minimum: 0,
      rule: 'SLCG-RES-03',
      zh: '【增量产能】卡转化的能量',
      en: 'energy a 增量产能 card converts into',
    },
    extremeThreshold: {
      kind: 'integer',
      default: 5,
      minimum: 1,
      rule: 'SLCG-MO-02',
      zh: '进入极动能时刻的胜利进度',
      en: 'victory progress that starts the 极动能 moment',
    },
    incrementalThreshold: {
      kind: 'integer',
      default: 10,
      minimum: 1,
      rule: 'SLCG-MO-04',
      zh: '进入增量产能时刻的胜利进度',
      en: 'victory progress that starts the 增量产能 moment',
    },
    sceneOnPlay: {
      kind: 'enum',
      values: ['replace', 'forbid'],
      default: 'replace',
      rule: 'SLCG-CT-15',
      zh: '已有场景时再打出场景',
      en: 'playing a scene when one is already in the main area',
      valueDocs: {
        replace: 'the old scene goes to the discard (not a 消灭)',
        forbid: 'a second scene cannot be played',
      },
    },
    extremeEnergyTrigger: {
      kind: 'enum',
      values: ['global', 'own'],
      default: 'global',
      rule: 'SLCG-MO-02',
      zh: '极动能时刻的触发方式',
      en: 'what starts the 极动能 grants',
      valueDocs: {
        global: 'either marker reaching 5 starts the moment for both players, permanently (§7.1)',
        own: 'a player gains 极动能 once their own progress has reached 5 (§5.1)',
      },
    },
    spellAttractScope: {
      kind: 'enum',
      values: ['all', 'opponent'],
      default: 'all',
      rule: 'SLCG-KW-09',
      zh: '【法术吸引】约束的能力',
      en: 'whose abilities 【法术吸引】 binds',
      valueDocs: { all: "both players' targeting abilities", opponent: "only the opponent's abilities" },
    },
  },
} as const satisfies RulesetProfile;

export type SlcgParams = ParamValues<typeof slcg>;
