// The typed AST. Every node carries its source span (UTF-16 offsets into the file); vocabulary
// words are referenced by their entry id, so simplified and traditional text give the same tree.
import type { Span } from './source.js';
import type { RulesetId } from './rulesets.js';

export interface KeywordRef {
  kind: 'Keyword';
  /** Vocabulary entry id (e.g. 'guard'). */
  id: string;
  /** The text as written (may be a traditional alias). */
  text: string;
  span: Span;
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
  statics: KeywordRef[];
  abilities: Ability[];
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
  | { kind: 'Type'; span: Span; types: KeywordRef[]; marks: KeywordRef[] }
  | { kind: 'Number'; span: Span; value: number }
  | { kind: 'Cost'; span: Span; energy: number; extreme?: KeywordRef }
  | { kind: 'Value'; span: Span; value: number; color?: KeywordRef }
  | { kind: 'Names'; span: Span; names: NameRef[] }
  | { kind: 'Condition'; span: Span; condition: Condition }
  | { kind: 'CostReduction'; span: Span; condition: Condition; amount: number }
  | { kind: 'Summon'; span: Span; options: SummonOption[] }
  | { kind: 'Directions'; span: Span; directions: KeywordRef[] }
  | { kind: 'Text'; span: Span; text: string }
  | { kind: 'Missing'; span: Span };

export type SummonOption =
  | { kind: 'energy'; amount: number; span: Span }
  | { kind: 'material'; target: Target; span: Span };

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
  span: Span;
}

export interface Ability {
  kind: 'Ability';
  span: Span;
  /** 【启动】 【瞬发】 【永恒】 */
  effectKind?: KeywordRef;
  /** 【登场时】 【消灭时】 【回合开始时】 【回合结束时】 */
  timing?: KeywordRef;
  /** 【己方】 【对方】 【双方】 */
  side?: KeywordRef;
  /** 【行动】: tap this character to activate. */
  action?: KeywordRef;
  /** 【光明】 【黑暗】 */
  variant?: KeywordRef;
  limits: Limit[];
  costs: Cost[];
  trigger?: Trigger;
  condition?: Condition;
  effects: Effect[];
}

export interface Trigger {
  kind: 'Trigger';
  span: Span;
  /** Who or what the event happens to (己方 / 对方角色 / 己方卡灵 …). */
  subject?: Target;
  /** Event op: enter, trauma, damaged, attacked, attack, destroyed, activated, drew, moved, tapped, pushed. */
  event: string;
  eventWord: KeywordRef;
  damageType?: string;
  /** What was activated, for `发动卡牌` / `发动效果`. */
  object?: string;
}

export type Comparator = '>=' | '<=' | '>' | '<' | '=';

export interface Condition {
  kind: 'Condition';
  span: Span;
  side?: 'self' | 'opponent' | 'both';
  /** Stat op: victory, trauma, lightDark, energy, hand, level, ap, dp, hp, … */
  subject: string;
  subjectWord: KeywordRef;
  cmp: Comparator;
  value: number;
}

export interface Filter {
  kind: 'Filter';
  span: Span;
  /** tapped | upright | trait | name | stat */
  filter: string;
  value?: string;
  stat?: string;
  cmp?: Comparator;
  amount?: number;
}

export interface Target {
  kind: 'Target';
  span: Span;
  /** self (自身), it (其), attack/trauma/card/effect/damage (那次…). */
  ref?: string;
  count?: number | 'all' | 'each';
  side?: 'self' | 'opponent' | 'both';
  /** character, scene, kaling, device, summon, area, player, card, … */
  cardKind?: string;
  filters: Filter[];
  /** O1 | O2 | sight | sightIgnoreSet */
  range?: string;
  directions?: string[];
  zone?: string;
  name?: NameRef;
}

export interface Effect {
  kind: 'Effect';
  span: Span;
  /** Runtime op: damage, push, heal, destroy, banish, returnToHand, shuffleIntoDeck, search, topDeck, draw, move,
   * transfer, lockArea, restore, gainResource, grantKeyword, tap, untap, negate, overSummon, summon, revive, seal,
   * countdown, recover, modifyStat, costModifier, damageModifier, loseResource, loseKeyword. */
  op: string;
  verb: KeywordRef;
  /** 可以 (SLCG-TX-08). */
  optional: boolean;
  /** 改为 (GA-RES-09): replaces the base effect when the variant applies. */
  replaces?: boolean;
  target?: Target;
  amount?: number;
  damageType?: string;
  keyword?: KeywordRef;
  resource?: string;
  stat?: string;
  duration?: string;
  name?: NameRef;
  /** For cost modifiers: what kind of effect is made dearer or cheaper (启动效果, 瞬发效果, …). */
  effectKind?: string;
  /** For push: whose progress (令对方推动进度-1 = opponent). */
  side?: 'self' | 'opponent' | 'both';
  /** For transfer / search: destination or source zone. */
  zone?: string;
}

export type AnyNode = CardFile | CardBlock | Field | Ability | Effect | Target | Trigger | Condition | Limit | Cost | Filter | KeywordRef | NameRef;
