// Shape of a ruleset profile: the plain data that says what a game (slcg, guangan, kaling) allows —
// card types and their fields, marks, zones, resources and tunable parameters with defaults.

// The one RulesetId is the IR's: card-def.ts stays self-contained (it is embedded in every compiled set's cards.d.ts).
import type { EffectOpName, ForbidAction, RulesetId } from '../card-def.js';

export type { RulesetId };

export const RULESET_IDS: readonly RulesetId[] = ['slcg', 'guangan', 'kaling'];

/** Field ids the parser produces; the Chinese name in the comment is the canonical printed one. */
export type FieldId =
  | 'type' // 类型
  | 'traits' // 特征
  | 'cost' // 费用
  | 'value' // 常值 (SLCG)
  | 'copies' // 投入 (SLCG)
  | 'costReduction' // 费用减免 (SLCG)
  | 'prerequisite' // 登场前提 (SLCG)
  | 'level' // 等级
  | 'ap' // AP
  | 'dp' // DP
  | 'sp' // SP
  | 'gp' // GP (卡灵时代 devices)
  | 'attackArea' // 攻击区域 (卡灵时代)
  | 'summon' // 降临 (卡灵时代)
  | 'rarity' // 稀有度 (卡灵时代)
  | 'move' // 招式 (卡灵时代, flavour)
  | 'hp' // 生命 (光暗 角色/召唤物)
  | 'atk' // 攻击 (光暗 角色/召唤物)
  | 'exclusive' // 专属 (光暗)
  | 'lightDark' // 光暗 (光暗 requirement value)
  | 'stamina' // 体力 (光暗 card cost)
  | 'illustrator' // 画师
  | 'designer' // 设计
  | 'environment' // 环境
  | 'flavor'; // 描述

export const FIELD_IDS: readonly FieldId[] = [
  'type',
  'traits',
  'cost',
  'value',
  'copies',
  'costReduction',
  'prerequisite',
  'level',
  'ap',
  'dp',
  'sp',
  'gp',
  'attackArea',
  'summon',
  'rarity',
  'move',
  'hp',
  'atk',
  'exclusive',
  'lightDark',
  'stamina',
  'illustrator',
  'designer',
  'environment',
  'flavor',
];

export type FieldPresence = 'required' | 'allowed' | 'forbidden';

export interface Label {
  /** Canonical simplified Chinese. */
  zh: string;
  en: string;
}

export interface CardTypeProfile extends Label {
  /** Stable id, the same as the type word's id in the language's vocabulary (e.g. 'character'). */
  id: string;
  /** Rule ID that defines the type. */
  rule: string;
  /** Every field id, with whether a card of this type must, may or must not have it. */
  fields: Readonly<Record<FieldId, FieldPresence>>;
  /**
   * A required field that a parameter can supply: when the parameter's value is not null the
   * field may be omitted (e.g. 光暗 角色 生命 from `defaultCharacterHp`).
   */
  fieldDefaults?: Readonly<Partial<Record<FieldId, string>>>;
  /** Ids of the marks (`MarkProfile.id`) a card of this type may carry. */
  marks: readonly string[];
}

export interface MarkProfile extends Label {
  /** Stable English id, e.g. 'battery' for 增量产能. */
  id: string;
  rule: string;
}

/** A type modifier that combines with other types on the 类型 line (光暗 持续). */
export interface TypeModifierProfile extends Label {
  id: string;
  rule: string;
  /** Canonical names (`CardTypeProfile.zh`) it may combine with. */
  combinesWith: readonly string[];
}

/** A static keyword (特性 / 词条) the runtime gives meaning to; the language's vocabulary has the same id. */
export interface KeywordProfile extends Label {
  id: string;
  rule: string;
  /** SLCG-KW-11 category (documentation only). */
  category?: 'tap' | 'battle' | 'buff' | 'negative';
}

/** A named value of a card field (SLCG 常值 colours). */
export interface ValueLabel extends Label {
  id: string;
}

export interface ZoneProfile extends Label {
  id: string;
  rule: string;
}

export interface ResourceProfile extends Label {
  id: string;
  rule: string;
  /** 'resource' is spent on costs; 'counter' is a tracked number such as life or victory progress. */
  kind: 'resource' | 'counter';
}

interface ParamBase extends Label {
  /** Rule ID whose number or decision this parameter is. */
  rule: string;
}

export interface IntegerParam extends ParamBase {
  kind: 'integer';
  default: number | null;
  minimum: number;
  maximum?: number;
  /** True when null ("not set") is a legal value. */
  nullable?: boolean;
}

export interface BooleanParam extends ParamBase {
  kind: 'boolean';
  default: boolean;
}

export interface EnumParam extends ParamBase {
  kind: 'enum';
  values: readonly string[];
  default: string;
  /** One line per value: what choosing it means. */
  valueDocs: Readonly<Record<string, string>>;
}

export type ParamSpec = IntegerParam | BooleanParam | EnumParam;

export interface RulesetProfile {
  id: RulesetId;
  /** Full names, and the short one used inside messages (SLCG, 光暗, 卡灵时代). */
  name: Label & { zhHant?: string; short: string };
  /** Rule ID of the metadata entry that names the ruleset. */
  rule: string;
  cardTypes: readonly CardTypeProfile[];
  typeModifiers: readonly TypeModifierProfile[];
  marks: readonly MarkProfile[];
  keywords: readonly KeywordProfile[];
  /** SLCG 常值 colours (SLCG-CT-11); empty elsewhere. */
  colors: readonly ValueLabel[];
  /** The rulebook's zones; ids of zones the runtime keeps are its zone names (GameState.zoneNames). */
  zones: readonly ZoneProfile[];
  /** Turn phases by the runtime's phase names (GameState.phase). */
  phases: readonly ValueLabel[];
  resources: readonly ResourceProfile[];
  /**
   * The card values a `modifyStat` changes in this game (常值, AP, 攻击 …): a pool refuses any other stat and the
   * checker reports it (CS2041), since nothing would ever read it.
   */
  cardStats: readonly string[];
  /**
   * The values a card filter may compare (等级3以下的卡灵, 费用2以下的角色): the card stats and the printed numbers the
   * runtime's stat query answers for a card. Any other (创伤2以下的角色) is no value of a card: the checker reports it
   * (CS2054), since the query would answer 0 for every card.
   */
  filterStats: readonly string[];
  /**
   * The numbers of a player a comparison condition may read (若己方胜利进度≥5): the subjects the ruleset's
   * conditionValue answers, besides `count` (若…有…). Any other (若己方常值≥3) would read 0: CS2055.
   */
  conditionStats: readonly string[];
  /**
   * Condition stats written with another game's word, and the stat they are here (卡灵时代: 生命 is its 生命值,
   * KL-SU-04): the checker accepts the word in a condition and the IR carries this game's stat.
   */
  conditionAliases?: Readonly<Record<string, string>>;
  /**
   * Words for a player's number that, said of a card, name one of its values (光暗: a 角色's 生命值 is its 生命,
   * GA-CHR-03): in a card filter (生命值3以下的角色, 若此角色生命值≤3) and a value change (生命值+2) the checker
   * accepts the word and the IR carries the card's stat.
   */
  cardStatAliases?: Readonly<Record<string, string>>;
  /**
   * Resources of 获得/失去N点… written with a word that means another of this game's own (卡灵时代: 生命 is its 生命点数,
   * KL-SU-04; 光暗: 生命值 is a player's 血量): the checker accepts the word there and the IR carries this game's resource.
   */
  resourceAliases?: Readonly<Record<string, string>>;
  params: Readonly<Record<string, ParamSpec>>;
  /** What a standing line (常驻: no timing, trigger, limit, cost or 【行动】, on a card that stays in play) may do. */
  standing?: StandingProfile;
  /**
   * The actions of this game's attacking cards an effect may take away for a while (不能攻击 …, the forbid op), each
   * with the rule that makes it an action, and the cards that take it: one table for the checker (CS2230 / CS2231)
   * and the pool (validateCard).
   */
  forbid: ForbidProfile;
}

/** See RulesetProfile.forbid. */
export interface ForbidProfile {
  actions: Readonly<Partial<Record<ForbidAction, string>>>;
  /** The target kinds (TargetSpec.kind) of the cards that take those actions. */
  kinds: readonly string[];
  /** The action words the game uses, for messages. */
  says: Label;
  /** Those cards' name, and an effect that forbids one of them an action, for messages. */
  cards: Label;
  example: string;
}

/**
 * The effects a standing line may hold: the runtime applies these while its card is in play (and refuses a pool
 * with any other, core/pool.ts); the checker reports any other as CS2039. One list for both.
 */
export interface StandingProfile {
  /** The kind of ability that stands: 'static' (a line without heads), 'eternal' (卡灵时代 【永恒】). */
  kind: 'static' | 'eternal';
  /** What such a line is called, for messages. */
  line: Label;
  ops: readonly EffectOpName[];
  /**
   * The ops whose number such a line may count (X为…的数量, 每有…): the runtime counts it again whenever it asks the
   * value (卡灵时代 【永恒】己方场上每有一只卡灵，此卡AP+1, KL-EF-03). X on any other op of the line is CS2170.
   */
  counted?: readonly EffectOpName[];
  /** The keywords grantKeyword may give, when not every one. */
  keywords?: readonly string[];
  rule: string;
  /** The allowed effects in words, for messages. */
  says: Label;
}

/** The value type of one parameter spec. */
export type ParamValue<P extends ParamSpec> = P extends EnumParam
  ? P['values'][number]
  : P extends BooleanParam
    ? boolean
    : P extends { nullable: true }
      ? number | null
      : number;

/** Values of all parameters of a profile, keyed by parameter name. */
export type ParamValues<R extends { params: Readonly<Record<string, ParamSpec>> }> = {
  -readonly [K in keyof R['params']]: ParamValue<R['params'][K]>;
};

/** Labels of the field ids, used in messages and docs. */
export const FIELD_LABELS: Readonly<Record<FieldId, Label>> = {
  type: { zh: '类型', en: 'type' },
  traits: { zh: '特征', en: 'traits' },
  cost: { zh: '费用', en: 'cost' },
  value: { zh: '常值', en: 'value' },
  copies: { zh: '投入', en: 'copies' },
  costReduction: { zh: '费用减免', en: 'cost reduction' },
  prerequisite: { zh: '登场前提', en: 'prerequisite' },
  level: { zh: '等级', en: 'level' },
  ap: { zh: 'AP', en: 'AP' },
  dp: { zh: 'DP', en: 'DP' },
  sp: { zh: 'SP', en: 'SP' },
  gp: { zh: 'GP', en: 'GP' },
  attackArea: { zh: '攻击区域', en: 'attack area' },
  summon: { zh: '降临', en: 'summon cost' },
  rarity: { zh: '稀有度', en: 'rarity' },
  move: { zh: '招式', en: 'move' },
  hp: { zh: '生命', en: 'HP' },
  atk: { zh: '攻击', en: 'ATK' },
  exclusive: { zh: '专属', en: 'exclusive to' },
  lightDark: { zh: '光暗', en: 'light-dark requirement' },
  stamina: { zh: '体力', en: 'stamina' },
  illustrator: { zh: '画师', en: 'illustrator' },
  designer: { zh: '设计', en: 'designer' },
  environment: { zh: '环境', en: 'environment' },
  flavor: { zh: '描述', en: 'flavour text' },
};

/** Fields every card of every ruleset may carry: the type line and frame metadata. */
const ALWAYS_ALLOWED: readonly FieldId[] = ['illustrator', 'designer', 'environment', 'flavor'];

/**
 * Builds a complete field table: `type` is always required, the metadata fields always allowed,
 * the listed ones required or allowed, every other field forbidden.
 */
export function fieldTable(spec: {
  required?: readonly FieldId[];
  allowed?: readonly FieldId[];
}): Record<FieldId, FieldPresence> {
  const table = {} as Record<FieldId, FieldPresence>;
  for (const f of FIELD_IDS) table[f] = 'forbidden';
  for (const f of ALWAYS_ALLOWED) table[f] = 'allowed';
  for (const f of spec.allowed ?? []) table[f] = 'allowed';
  for (const f of spec.required ?? []) table[f] = 'required';
  table.type = 'required';
  return table;
}
