// The typed AST. Every node carries its source span (UTF-16 offsets into the file); vocabulary
// words are referenced by their entry id and the value they stand for (ops.ts), so simplified and
// traditional text give the same tree.
import type {
  CardTypeOp,
  DamageTypeOp,
  DirectionOp,
  DurationOp,
  EffectKindOp,
  EffectOpName,
  EventOp,
  ForbidActionOp,
  KindOp,
  RangeOp,
  RefOp,
  ResourceName,
  SideOp,
  ZoneOp,
} from './ops.js';
import type { Span } from './source.js';
import type { RulesetId } from './rulesets.js';
import type { Category, OpOf } from './vocabulary.js';

export interface KeywordRef {
  kind: 'Keyword';
  /** Vocabulary entry id (e.g. 'guard'). */
  id: string;
  /** The text as written (may be a traditional alias). */
  text: string;
  span: Span;
}

/** A keyword of a category whose words all stand for a value: the value comes with it. */
export interface TypedRef<C extends Category> extends KeywordRef {
  op: OpOf[C];
}

export interface NameRef {
  kind: 'Name';
  name: string;
  /** Written in 「」 inside ability text. */
  quoted: boolean;
  span: Span;
}

export interface CardFile {
  kind: 'File';
  span: Span;
  /** From a `规则：slcg` line at the top of the file, if any. */
  ruleset?: { id: RulesetId; span: Span };
  cards: CardBlock[];
}

export interface CardBlock {
  kind: 'Card';
  name: string;
  nameSpan: Span;
  /** The `卡牌 名称` line. */
  headerSpan: Span;
  span: Span;
  fields: Field[];
  /** Static keywords (特性) written on their own line, e.g. 【守护】【连击】. */
  statics: TypedRef<'trait'>[];
  abilities: Ability[];
  /**
   * Keywords in 【】 written after the name on the `卡牌` line (`卡牌 咒返 【咒术】`, CS1031): not part of the name; kept
   * so that a game can say where they belong (a 光暗 mark goes on the 类型 line, CS2038).
   */
  nameMarks?: KeywordRef[];
  /**
   * How many lines read as a field with an unknown name (`常直：4 攻`, CS1006): one may be a misspelt required field, so
   * the card is not also told it lacks one (CS1013, CS2003).
   */
  unknownFields?: number;
}

export interface Field {
  kind: 'Field';
  /** Vocabulary id of the field name (type, traits, cost, value, …). */
  id: string;
  label: KeywordRef;
  span: Span;
  value: FieldValue;
}

export type FieldValue =
  | {
      kind: 'Type';
      span: Span;
      types: TypedRef<'cardType'>[];
      marks: KeywordRef[];
      /** Words of the line not understood (CS1029, `类型：设备 【放至】`): a mark may be misspelt among them. */
      unknownWords?: number;
    }
  | { kind: 'Number'; span: Span; value: number }
  | { kind: 'Cost'; span: Span; energy: number; extreme?: KeywordRef }
  | { kind: 'Value'; span: Span; value: number; color?: TypedRef<'color'> }
  | { kind: 'Names'; span: Span; names: NameRef[] }
  | { kind: 'Condition'; span: Span; condition: Condition }
  /**
   * 费用减免：若…，费用-N (SLCG-CT-08); 己方场上每有一个角色，费用-1 / 对方每有1点创伤，费用-1: N per card counted (`per`) or per
   * point of a player's number (`perStat`), one step per `perEvery` of them — then there is no condition.
   */
  | {
      kind: 'CostReduction';
      span: Span;
      condition?: Condition;
      amount: number;
      per?: Target;
      perStat?: PlayerNumber;
      perEvery?: number;
    }
  | { kind: 'Summon'; span: Span; options: SummonOption[] }
  | { kind: 'Directions'; span: Span; directions: TypedRef<'direction'>[] }
  | { kind: 'Text'; span: Span; text: string }
  | { kind: 'Missing'; span: Span };

export type SummonOption =
  { kind: 'energy'; amount: number; span: Span } | { kind: 'material'; target: Target; span: Span };

export type LimitScope = 'turn' | 'field' | 'nameTurn' | 'game';

export interface Limit {
  kind: 'Limit';
  scope: LimitScope;
  count: number;
  /** As written: 一回合一次, 回1, 極二 … */
  text: string;
  span: Span;
}

export interface Cost {
  kind: 'Cost';
  type: 'energy' | 'free';
  amount: number;
  /** 费用N: the cost written with another game's word (the SLCG card-cost field), which the checker reports (CS2044). */
  word?: KeywordRef;
  span: Span;
}

export interface Ability {
  kind: 'Ability';
  span: Span;
  /** 【启动】 【瞬发】 【永恒】 */
  effectKind?: TypedRef<'effectKind'>;
  /** 【登场时】 【消灭时】 【攻击时】 【回合开始时】 … */
  timing?: TypedRef<'timing'>;
  /** 【己方】 【对方】 【双方】 */
  side?: TypedRef<'side'>;
  /** 【行动】: tap this character to activate. */
  action?: KeywordRef;
  /** 【光明】 【黑暗】 */
  variant?: TypedRef<'variant'>;
  limits: Limit[];
  costs: Cost[];
  /**
   * 特性 written at the head of ability text (【守护】抽1张卡, CS1024), kept so that a game can say what they are instead:
   * a 光暗 mark of the card (【咒术】抽1张卡) belongs on the 类型 line (CS2038).
   */
  traits?: TypedRef<'trait'>[];
  trigger?: Trigger;
  /**
   * A 当…时 written but not read (CS1022 and the like say why): the line has a trigger, so the card is not also told it
   * has none (CS2006, CS2023).
   */
  unreadTrigger?: true;
  /** Left to right (SLCG-TX-07); a 若… clause's condition is on each of its effects. */
  effects: Effect[];
}

export interface Trigger {
  kind: 'Trigger';
  span: Span;
  /** Who or what the event happens to (己方 / 对方卡灵 / 战术卡 …). */
  subject?: Target;
  event: EventOp;
  eventWord: KeywordRef;
  damageType?: DamageTypeOp;
  /** 当对方发动启动效果时: the kind of effect activated. */
  effectKind?: EffectKindOp;
  /** 当…超越降临时 (KL-SUM-03): only an entry by 超越降临, not every 降临. */
  overSummon?: boolean;
  /** 当…被效果清除时 / 被战斗清除时 (KL-TX-01): only a clearing of that kind. */
  clearedBy?: 'effect' | 'battle';
  /**
   * 当X攻击Y时: the attack on Y (event 'attacked', subject Y), and X, the attacker as written — only its side says
   * anything (the checker reports more, CS2141).
   */
  attacker?: Target;
}

export type Comparator = '>=' | '<=' | '>' | '<' | '=';

/**
 * `[side] stat cmp N` (subject: a stat, resource or field id) or an existence test
 * `[在]<where>有/没有<target>` (subject 'count', target set: 有 = ≥1, 有N个以上 = ≥N, 没有 = 0).
 */
export interface Condition {
  kind: 'Condition';
  span: Span;
  side?: SideOp;
  subject: string;
  subjectWord: KeywordRef;
  cmp: Comparator;
  value: number;
  target?: Target;
  /**
   * 若对方场上的角色多于己方 / 比己方多: the count of `target` is compared with the count of these cards (SLCG-CT-08),
   * plus `value` (0 as written).
   */
  than?: Target;
  /** 若对方手牌数多于己方 / 若对方的胜利进度比己方高: the subject is compared with the same number of this side. */
  thanSide?: 'self' | 'opponent';
  /**
   * 且 / 或 (若A且B，若A或B): the conditions written after this one, joined to it — all of them must hold (`and`) or
   * any (`or`). This node is the first condition; its span is its own.
   */
  also?: { join: 'and' | 'or'; conditions: Condition[] };
}

export type Filter = { kind: 'Filter'; span: Span } & (
  | { filter: 'tapped' | 'upright' | 'empty' | 'locked' | 'faceDown' | 'dead' | 'sealed' | 'notSelf' }
  /** 若本回合此角色攻击过 (SLCG-CB-01): the card declared an attack this turn. */
  | { filter: 'attackedThisTurn' }
  /** trait 特征为「X」, name 名为「X」, type: a card type written as the kind (战术卡 → 战术). */
  | {
      filter: 'trait' | 'name' | 'type';
      value: string;
      /** 特征为「A」或「B」 / 名为「A」或「B」: more values, any of which the card may have (trait, name). */
      or?: { name: string; span: Span }[];
    }
  | {
      filter: 'stat';
      stat: string;
      cmp: Comparator;
      amount: number;
      /** 常值为2或3 / AP1或2: more values the stat may equal (cmp '='). */
      or?: number[];
    }
  /** 常值最高的 / AP最低的 / 生命最少的: only the cards whose stat is the highest (lowest) of the target's cards. */
  | { filter: 'extreme'; stat: string; which: 'max' | 'min' }
  /** 有【X】的 / 具有【X】的: a card with the 特性 X. */
  | { filter: 'keyword'; keyword: TypedRef<'trait'> }
);

/** What a target phrase names: a card type, or one of the kind words. */
export type TargetKind = CardTypeOp | KindOp;

export interface Target {
  kind: 'Target';
  span: Span;
  /** self 自身, it 其, trigger 那张卡灵, attack/trauma/card/effect/damage 那次…. */
  ref?: RefOp;
  /** With ref 'it': the card an earlier effect of the same clause designated (选择X，其AP-2，DP-2), not the trigger's subject. */
  chosen?: boolean;
  count?: number | 'all' | 'each';
  /**
   * 另一个 / 另一张 (SLCG-TG-01, GA-TG-01, KL-TG-01): never this card (a notSelf filter), and — when an earlier effect of
   * the ability designates cards of the same kind — none of those either (lowering's IR `notDesignated`).
   */
  another?: boolean;
  /**
   * 至多N个 / 最多N个 / 不超过N个 (SLCG-TG-01, GA-TG-01, KL-TG-01): `count` is a bound, not a number to reach — the
   * chooser designates 0 to N cards, one at a time, and may stop at any point.
   */
  upTo?: boolean;
  /** 随机: the game designates at random, not the chooser (grammar/clauses/effects.ts reads it off the phrase). */
  random?: boolean;
  side?: SideOp;
  /** 双方各…: the count is each side's own (双方各弃一张手牌: one card of each player's hand), not one of either side. */
  perSide?: boolean;
  cardKind?: TargetKind;
  filters: Filter[];
  range?: RangeOp;
  directions?: DirectionOp[];
  /** Where the target is taken from: 手牌, 弃区, 从卡组 … */
  zone?: ZoneOp;
  /** The zone word as written (its span is where a fix of it goes). */
  zoneWord?: KeywordRef;
  /**
   * The side word before the zone: whose zone (己方弃区, 对方场上, 从己方弃区). A card's side follows it (the cards of
   * one's own discard are one's own) — except 卡灵时代 己方战场 / 对方战场, a player's two rows (KL-ZN-01), which may hold
   * either player's cards.
   */
  zoneSide?: SideOp;
  /**
   * 此卡灵上方 / 自身O1范围内 / 其直视的 / 那张卡灵O1范围内 (KL-TG-02..05, KL-ZN-07): the reference a range or direction is
   * measured from. The target is the cards (areas) there, not the referenced card, so `ref` is unset; `cardKind` is
   * the kind the reference word says (该卡灵), not the target's.
   */
  rangeFrom?: { ref: RefOp; cardKind?: TargetKind; span: Span };
  /** <direction>N格: the area(s) N areas away in each direction (KL-ZN-07); `within` (N格内): every area up to N. */
  distance?: number;
  within?: boolean;
  name?: NameRef;
}

export interface Effect {
  kind: 'Effect';
  span: Span;
  op: EffectOpName;
  verb: KeywordRef;
  /** 可以 (SLCG-TX-08): the effect asks whether to do it. */
  optional: boolean;
  /**
   * SLCG-TX-08: runs only if the last 可以 effect before it was done — the later effects of a 可以 clause
   * (可以X，然后Y, 可以X并Y) and what 若如此 opens (可以X。若如此，Y).
   */
  ifDone?: boolean;
  /**
   * 否则: runs only if the 若… of the effects right before it did not hold when it was judged
   * (若…，X；否则Y). The effects after 否则 in its clause are its branch; they carry no condition of that 若.
   */
  otherwise?: boolean;
  /** 改为 (GA-RES-09): replaces the base effect when the variant applies. */
  replaces?: boolean;
  /** 若… of the clause this effect belongs to (one object per clause). */
  condition?: Condition;
  target?: Target;
  /** Where a transfer goes (转移至…). */
  to?: Target;
  /** 交换位置: the card that trades areas with the target (此卡灵与一张己方卡灵交换位置: 此卡灵), a reference. */
  partner?: Target;
  amount?: number;
  damageType?: DamageTypeOp;
  keyword?: TypedRef<'trait'>;
  resource?: ResourceName;
  /** For modifyStat: a stat op or a field id (value, ap, dp, level, hp, atk, …). */
  stat?: string;
  duration?: DurationOp;
  name?: NameRef;
  /** For cost modifiers: what kind of effect is made dearer or cheaper (启动效果, 瞬发效果, …). */
  effectKind?: EffectKindOp;
  /** For push and trauma: whose (令对方推动进度-1 = opponent). */
  side?: SideOp;
  /** For forbid (不能攻击 / 不能移动 / 不能推动进度): the action taken away. */
  action?: ForbidActionOp;
  /** For move: the direction of the path (向前移动1格, KL-MV-01), seen from the moving card's controller. */
  direction?: DirectionOp;
  /**
   * 令其失去【守护】并横置: a verb that takes a card written with none after it — it acts on the card of the change before it
   * in its clause, or on the chosen X (grammar/clauses/effects.ts); with neither it is CS1016.
   */
  bareObject?: boolean;
  /** Where the effect's number is X (抽X张卡): the ability's `X为…` says what X counts (`per`). */
  usesX?: Span;
  /** X为己方场上角色的数量: the effect's number is per card this target takes, counted when it resolves. */
  per?: Target;
  /** X为其AP / 造成等同于此角色常值的伤害: the effect's number is that card's value when it resolves. */
  perValue?: CardValue;
  /**
   * 选择一个对方角色，推动进度+X，X为其常值 (SLCG-TG-01): the card 选择 designates for an effect that acts on no card but
   * whose X is 其's value — the card that value is read from.
   */
  reads?: Target;
  /** 执行2次 / 再执行2次 after the effects of its clause: each effect of the clause shares this object. */
  repeat?: Repeat;
  /** X为…数量的两倍: the count or value `per` / `perValue` give, times this. */
  perTimes?: number;
  /** X为…的数量加1: added after `perTimes` (negative for 减). */
  perPlus?: number;
  /** 己方场上每有两个角色，…: one step per this many cards counted (the rest dropped). */
  perEvery?: number;
  /** 对方每有1点创伤，… / X为对方的创伤: the effect's number is per point of a player's number when it resolves. */
  perStat?: PlayerNumber;
  /** 抽卡直到手牌数为5张: `amount` is the hand size to reach (the draw takes what the hand lacks of it). */
  untilHand?: boolean;
  /** 回复全部生命 / 回复至满 (GA-CB-07): every HP lost comes back; no amount. */
  full?: boolean;
  /** 查看卡组顶3张卡，将其中一张加入手牌 (GA-ZN-01): a 载入 among the deck's first `top` cards only, no shuffle after. */
  top?: number;
  /** 随机载入 (KL-TX-04): the game takes the deck's cards at random, not the controller. */
  random?: boolean;
  /** 选择一项：A；或B: the choice this effect is an option of, and which option (0 = the first; grammar/clauses/modes.ts). */
  mode?: { lead: ModeLead; option: number };
}

/** 选择一项 / 二选一 / 选择两项: a choice between the options after it (one object per choice). */
export interface ModeLead {
  kind: 'ModeLead';
  span: Span;
  /** How many options the controller chooses (选择两项: 2). */
  choose: number;
  /** How many options the text lists. */
  options: number;
  /** 二选一: how many options the lead says there are. */
  printed?: number;
}

/** 执行N次 / 再执行N次: the effects of a clause done `times` times in all (grammar/clauses/repeat.ts). */
export interface Repeat {
  times: number;
  /** The phrase that says so. */
  span: Span;
}

/** A value of one card (其AP, 此角色的常值, 那个角色的攻击): X as a value. */
/** A number of a player (对方的创伤, 己方手牌数): a condition's subject, of the controller's side or the other's. */
export interface PlayerNumber {
  subject: string;
  side: 'self' | 'opponent';
  span: Span;
}

export interface CardValue {
  ref: 'self' | 'it' | 'trigger';
  /** The stat as the vocabulary names it (a field id or stat op: value, ap, hp, atk, …). */
  stat: string;
  span: Span;
}

export type AnyNode =
  | CardFile
  | CardBlock
  | Field
  | Ability
  | Effect
  | Target
  | Trigger
  | Condition
  | Limit
  | Cost
  | Filter
  | KeywordRef
  | NameRef;
