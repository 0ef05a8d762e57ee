// The values vocabulary words stand for, per category: the AST carries these and the IR lowering
// maps them onto the runtime's types (compiler/ir checks, without casts, that each one fits).

export type SideOp = 'self' | 'opponent' | 'both';
export type CardTypeOp =
  | 'event'
  | 'character'
  | 'scene'
  | 'kaling'
  | 'tactic'
  | 'device'
  | 'summon'
  | 'normal'
  | 'response'
  | 'counter'
  | 'continuous';
export type MarkOp = 'burst' | 'battery' | 'placed';
export type KeywordOp =
  | 'guard'
  | 'action'
  | 'haste'
  | 'combo'
  | 'ambush'
  | 'rooted'
  | 'ethereal'
  | 'spellImmune'
  | 'spellAttract'
  | 'hinderPush'
  | 'steadfast'
  | 'blastproof'
  | 'unbounce'
  | 'aura'
  | 'crit'
  | 'curse'
  | 'talisman'
  | 'charge'
  | 'shield';
export type EffectKindOp = 'start' | 'instant' | 'eternal';
export type VariantOp = 'light' | 'dark';
/** Events a trigger can wait for (当…时, 【…时】). */
export type EventOp =
  | 'enter'
  | 'destroyed'
  | 'turnStart'
  | 'turnEnd'
  | 'attack'
  | 'attacked'
  | 'damaged'
  | 'trauma'
  | 'drew'
  | 'moved'
  | 'activated'
  | 'cardActivated'
  | 'pushed'
  | 'tapped'
  | 'untapped'
  | 'returned'
  | 'banished'
  | 'transferred'
  | 'searched'
  | 'revived'
  | 'sealed'
  | 'dying'
  | 'reachedBackRow'
  | 'attackMissed';
/** Timings written in 【】: the events of the card itself, and turn start/end. */
export type TimingOp = Extract<
  EventOp,
  'enter' | 'destroyed' | 'turnStart' | 'turnEnd' | 'attack' | 'attacked' | 'moved'
>;
export type LimitScopeOp = 'turn' | 'field' | 'nameTurn' | 'game';
export type CostOp = 'energy' | 'free';
export type RangeOp = 'O1' | 'O2' | 'sight' | 'sightIgnoreSet';
export type DirectionOp = 'up' | 'down' | 'left' | 'right' | 'upLeft' | 'upRight' | 'downLeft' | 'downRight';
/** Target kinds written as words of their own (区域, 玩家, 卡); card types name the others. */
export type KindOp = 'area' | 'player' | 'card' | 'setCard';
/** self 自身, it 其 (the chosen object), trigger 那张卡灵 (the trigger's subject); the rest name the triggering event. */
export type RefOp = 'self' | 'it' | 'trigger' | 'attacker' | 'attack' | 'trauma' | 'card' | 'effect' | 'damage';
export type QuantifierOp = 'all' | 'any' | 'each' | 'another';
export type CmpOp = '>=' | '<=' | '>' | '<' | '=';
/** Target filters written as words; trait/name take a 「name」, orMore/orLess close a stat comparison. */
export type FilterOp =
  | 'tapped'
  | 'upright'
  | 'trait'
  | 'name'
  | 'empty'
  | 'locked'
  | 'faceDown'
  | 'dead'
  | 'sealed'
  | 'notSelf'
  | 'max'
  | 'min'
  | '>='
  | '<='
  | '>'
  | '<'
  | '=';
export type VerbOp =
  | 'damage'
  | 'push'
  | 'heal'
  | 'destroy'
  | 'banish'
  | 'returnToHand'
  | 'shuffleIntoDeck'
  | 'shuffleDeck'
  | 'search'
  | 'topDeck'
  | 'bottomDeck'
  | 'draw'
  | 'move'
  | 'transfer'
  | 'swap'
  | 'lockArea'
  | 'restore'
  | 'gain'
  | 'lose'
  | 'untap'
  | 'tap'
  | 'negate'
  | 'overSummon'
  | 'summon'
  | 'revive'
  | 'seal'
  | 'countdown'
  | 'recover'
  | 'forbid'
  | 'replace'
  | 'discard'
  | 'effect';
/** Event words inside 当…时 (the event table in clauses/triggers.ts maps every word it accepts). */
export type EventWordOp =
  | 'enter'
  | 'receive'
  | 'attacked'
  | 'attack'
  | 'destroyed'
  | 'activated'
  | 'tapped'
  | 'untapped'
  | 'pushed'
  | 'returned'
  | 'banished'
  | 'sealed'
  | 'dying'
  | 'reachedBackRow'
  | 'attackMissed';
export type DamageTypeOp = 'physical' | 'magic' | 'true' | 'battle';
export type DurationOp = 'endOfTurn' | 'endOfOpponentTurn';
export type StatOp = 'trauma' | 'victory' | 'level' | 'hand' | 'life';
export type ResourceOp = 'extremeEnergy' | 'energy' | 'lightDark' | 'shield' | 'hp' | 'sortie';
/** What 获得/失去 N点… counts: resource words, the fields 体力 and 生命 and the stat 生命值 (生命点数) read as resources. */
export type ResourceName = ResourceOp | 'stamina' | 'life';
/**
 * field: 场上 / 主要区域, the whole field; battlefield: 战场 (战场上), the same — but in 卡灵时代 己方战场 / 对方战场 are a
 * player's two rows (KL-ZN-01); publicBattlefield: 公共战场, the middle row.
 */
export type ZoneOp =
  'hand' | 'deck' | 'discard' | 'field' | 'battlefield' | 'publicBattlefield' | 'energy' | 'banished';
export type ColorOp = 'both' | 'attack' | 'push' | 'none';
export type ConnectiveOp = 'optional' | 'material';
/** 不能攻击 / 不能移动 / 不能推动进度: the action a forbid effect takes away (runtime/card-def.ts ForbidAction). */
export type ForbidActionOp = 'attack' | 'move' | 'push' | 'attacked';

/** Effect ops of the AST: the verbs' runtime ops, and those a phrase decides (grantKeyword, modifyStat, …). */
export type EffectOpName =
  | 'damage'
  | 'push'
  | 'heal'
  | 'destroy'
  | 'banish'
  | 'returnToHand'
  | 'shuffleIntoDeck'
  | 'search'
  | 'topDeck'
  | 'bottomDeck'
  | 'draw'
  | 'move'
  | 'transfer'
  | 'swap'
  | 'lockArea'
  | 'restore'
  | 'gainResource'
  | 'loseResource'
  | 'pay'
  | 'shuffleDeck'
  | 'grantKeyword'
  | 'loseKeyword'
  | 'forbid'
  | 'tap'
  | 'untap'
  | 'negate'
  | 'overSummon'
  | 'summon'
  | 'revive'
  | 'seal'
  | 'countdown'
  | 'recover'
  | 'modifyStat'
  | 'costModifier'
  | 'damageModifier'
  | 'discard'
  | 'trauma';
