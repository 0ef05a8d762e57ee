// The card IR: plain JSON-serialisable data that the compiler emits and every engine loads.
// No functions live here, so a compiled set can be shipped as cards.json and read by any engine.

export type RulesetId = 'slcg' | 'guangan' | 'kaling';

/** Where a piece of IR came from in the .card source, so runtime errors and replays point back to text. */
export interface SourceRef {
  file: string;
  /** @minimum 1 */
  line: number;
  /** @minimum 1 */
  col: number;
  /** @minimum 1 */
  endLine: number;
  /** @minimum 1 */
  endCol: number;
}

/** Grid directions (KL-ZN-07), seen from the card's controller. */
export type Direction = 'up' | 'down' | 'left' | 'right' | 'upLeft' | 'upRight' | 'downLeft' | 'downRight';

export type Side = 'self' | 'opponent' | 'both';

export interface CardDef {
  id: string;
  name: string;
  ruleset: RulesetId;
  /** SLCG: 发生 | 角色 | 场景; kaling: 卡灵 | 战术 | 设备; guangan: 角色 | 召唤物 | 普通 | 响应 | 反制. */
  type: string;
  /** guangan 持续. */
  continuous?: boolean;
  /** 'burst' 突发, 'battery' 增量产能, guangan 'curse' 'talisman' 'instant' 'charge', … */
  marks: string[];
  /** 特征 (SLCG-CT-04): tags without rule effect of their own. */
  traits: string[];
  /** energy = printed cost; extreme = 高阶, needs 1 极动能 too (SLCG-CT-14). */
  cost?: { energy: number; extreme?: boolean };
  /** value 常值, level, ap, dp, sp, gp, hp, atk, lightDark, stamina, … */
  stats: Record<string, number>;
  /** SLCG 常值颜色 攻/推/攻推/无 (SLCG-CT-11). */
  color?: 'attack' | 'push' | 'both' | 'none';
  /** 投入: copies allowed in a deck (SLCG-DK-02). */
  copies?: number;
  /** Static 特性 printed on the card. */
  keywords: KeywordGrant[];
  /** 登场前提 (SLCG-CT-08). */
  prerequisite?: Condition;
  /** 费用减免 (SLCG-CT-08). */
  /**
   * SLCG-CT-08 费用减免: `amount` off the energy cost while `condition` holds (none: always); with `per` / `perStat`
   * (己方场上每有一个角色，费用-1, 对方每有1点创伤，费用-1) `amount` per card counted or point of that player's number,
   * one step per `perEvery` of them, counted when the cost is asked — never below 0.
   */
  costReduction?: {
    condition?: Condition;
    amount: number;
    per?: TargetSpec;
    perStat?: { subject: string; side: 'self' | 'opponent' };
    /**
     * @asType integer
     * @minimum 2
     */
    perEvery?: number;
  };
  /** 专属: the character this card belongs to (guangan). */
  exclusive?: string;
  /** kaling 攻击区域. */
  attackAreas?: Direction[];
  /** kaling 降临 cost: 耗能N or materials. */
  summonCost?: { energy?: number; materials?: { count: number; filters?: Filter[] } };
  /** Free metadata (rarity, environment, designer, …; SLCG-META-02). */
  meta?: Record<string, string>;
  abilities: AbilityDef[];
  source?: SourceRef;
}

/**
 * A card of one ruleset: `CardDef` with its ruleset, card type and marks narrowed to what that game prints (the
 * card types and marks of runtime/profiles, checked equal there at the type level). Compiled sets type their cards
 * so (`export const card_0008: KalingCard`), and `RulesetCard<R>` picks one by ruleset id.
 */
export interface SlcgCard extends CardDef {
  ruleset: 'slcg';
  type: '发生' | '角色' | '场景';
  marks: ('burst' | 'battery')[];
}
export interface GuanganCard extends CardDef {
  ruleset: 'guangan';
  type: '角色' | '召唤物' | '普通' | '响应' | '反制';
  marks: ('curse' | 'talisman' | 'instant' | 'charge')[];
}
export interface KalingCard extends CardDef {
  ruleset: 'kaling';
  type: '卡灵' | '战术' | '设备';
  marks: 'placed'[];
}
export type RulesetCard<R extends RulesetId = RulesetId> = {
  slcg: SlcgCard;
  guangan: GuanganCard;
  kaling: KalingCard;
}[R];

/** A keyword on a card, either bare (`guard`) or with a value (`shield 2`). */
export interface KeywordGrant {
  keyword: string;
  value?: number;
  source?: SourceRef;
}

export type AbilityKind =
  | 'play' // the text of a 发生 / 普通 / 战术 card, run when it resolves
  | 'triggered' // 【登场时】【消灭时】【回合开始时】 … 当…时
  | 'activated' // used by choice, no tap (【一回合一次】 …)
  | 'action' // 【行动】: tap to use
  | 'static' // continuous while the source is in play
  | 'burst' // 突发: played from hand when its timing holds
  | 'instant' // kaling 瞬发
  | 'eternal' // kaling 永恒
  | 'start'; // kaling 启动

export type LimitScope = 'turn' | 'field' | 'nameTurn' | 'game' | 'chain';

export interface LimitDef {
  /** turn: per instance per turn; field: per instance while on the field; nameTurn: per player per name per turn;
   *  game: per player per name per game; chain: once per chain (KL-CH-04). */
  scope: LimitScope;
  /** @minimum 0 */
  count: number;
}

export type TimingEvent =
  | 'enter'
  | 'destroyed'
  | 'turnStart'
  | 'turnEnd'
  | 'attacked'
  | 'attack'
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
  | 'attackMissed'
  | (string & {});

export interface Timing {
  event: TimingEvent;
  /** Whose event: the controller's side, the opponent's or either. */
  side: Side;
  /** Narrows the event's subject (e.g. ref 'self' for 【登场时】 of this card). */
  subject?: TargetSpec;
  /** For `damaged`: only damage of this kind (当…受到法术伤害时, GA-CB-04). */
  damageType?: DamageType;
  /** For `activated`: only effects of this kind (当对方发动启动效果时, KL-EF-01/02). */
  effectKind?: EffectKind;
  /** For `enter`: only an entry by 超越降临 (当对方卡灵超越降临时, KL-SUM-03; the event's info is 'over'). */
  overSummon?: true;
  /**
   * For `destroyed`: only a clearing of this kind (当此卡灵被效果清除时 / 被战斗清除时, KL-TX-01; 卡灵时代's event info is
   * the cause: 'effect', 'battle' or 'gp').
   */
  clearedBy?: 'effect' | 'battle';
}

/** kaling effect kinds 启动 / 瞬发 / 永恒 (KL-EF-01..03). */
export type EffectKind = 'start' | 'instant' | 'eternal';

export interface AbilityDef {
  /** @minimum 0 */
  index: number;
  kind: AbilityKind;
  timing?: Timing;
  limits: LimitDef[];
  /** SLCG 【己方/对方/双方】: in whose turns the ability may be used (SLCG-TX-02, default self). */
  sideRestriction?: Side;
  /** 【行动】: tapping the source is part of the cost. */
  tap?: boolean;
  costs: { energy?: number; free?: boolean; stamina?: number; extreme?: number };
  condition?: Condition;
  /** guangan 【光明】/【黑暗】 variants. */
  variant?: 'light' | 'dark';
  effects: EffectOp[];
  /** 可以 before the whole ability (SLCG-TX-08). */
  optional?: boolean;
  source?: SourceRef;
}

export type StatName =
  'value' | 'level' | 'ap' | 'dp' | 'sp' | 'gp' | 'hp' | 'atk' | 'lightDark' | 'stamina' | (string & {});

export type Filter =
  | { kind: 'tapped' }
  | { kind: 'upright' }
  /** 特征为「A」或「B」: `or` lists more traits, any of which the card may have. */
  | { kind: 'trait'; value: string; or?: string[] }
  /** 名为「A」或「B」 / 「A」或「B」: `or` lists more names. */
  | { kind: 'name'; value: string; or?: string[] }
  | { kind: 'type'; value: string }
  | { kind: 'keyword'; value: string }
  | { kind: 'notSelf' }
  /**
   * SLCG-CB-01 / GA-CB-01 / KL-CB-01 若本回合此角色攻击过: the card declared an attack (a sortie) in this turn, read
   * through the ruleset's hook RulesHooks.attackedThisTurn (every game's engine keeps the record).
   */
  | { kind: 'attackedThisTurn' }
  /**
   * SLCG-TG-01 / GA-TG-01 / KL-TG-01 另一个 after an effect of the same ability that designates cards of the same kind
   * (对一个对方角色造成2点伤害；对另一个对方角色造成1点伤害): not a card an earlier op of the link designated. Judged
   * where the link's designations are known (core/targeting.ts candidates, `TargetContext.designated`).
   */
  | { kind: 'notDesignated' }
  /** 常值为2或3: with `or` (cmp '='), the stat equals `value` or any of these. */
  | { kind: 'stat'; stat: StatName; cmp: Cmp; value: number; or?: number[] }
  /**
   * SLCG-TG-01 / GA-TG-01 / KL-TG-01 常值最高的 / AP最低的: of the cards the rest of the target takes, only those whose
   * stat is the highest (`max`) or lowest (`min`), every tied one (core/targeting.ts candidates). No test of one card.
   */
  | { kind: 'extreme'; stat: StatName; which: 'max' | 'min' }
  | { kind: 'faceDown' }
  /** KL-ZN-06: an area holding no card (and not locked). */
  | { kind: 'empty' }
  /** KL-TX-07: a locked area. */
  | { kind: 'locked' }
  /** GA-CHR-04: a dead character (counting down to revival). */
  | { kind: 'dead' }
  /** GA-CHR-06: a sealed character. */
  | { kind: 'sealed' };

export type Cmp = '>=' | '<=' | '>' | '<' | '=' | '!=';

export interface RangeSpec {
  /** KL-TG-02..05 */
  kind: 'O1' | 'O2' | 'sight' | 'sightIgnoreSet' | 'direction';
  directions?: Direction[];
  /**
   * KL-ZN-07, `direction` only: the area this many areas away in each direction (上方两格 = 2); default 1, the adjacent
   * one. Areas in between neither block nor count.
   * @minimum 1
   */
  distance?: number;
  /** With `distance`: every area from 1 up to `distance` away (前方两格内), not only the farthest. */
  within?: boolean;
  /**
   * KL-TG-02..05, KL-ZN-07: the card the range is measured from — `self` (the default) the card whose text it is
   * (此卡灵上方, 自身O1范围内, or no reference: 上方的对方卡灵); `it` what 其 / 该卡灵 names: the cards the nearest op
   * before this one that designates designated, else the trigger's subject (选择…，令其AP-1，然后清除其上方的…);
   * `trigger` the trigger's subject (那张卡灵O1范围内). An origin that is not on the battlefield when the range is judged
   * reaches no area (docs/rules-decisions.md).
   */
  origin?: 'self' | 'it' | 'trigger';
}

export interface TargetSpec {
  /**
   * self = the source card; it/that/trigger = the subject of the triggering event; attacker = the attacking card of
   * the attack that triggered the ability (攻击者, in a 【攻击时】 / 【被攻击时】 ability: SLCG-CB-04, KL-CB-04).
   */
  ref?: 'self' | 'it' | 'that' | 'trigger' | 'attacker';
  /** @minimum 0 */
  count?: number | 'all';
  /**
   * SLCG-TG-01 / GA-TG-01 / KL-TG-01 至多N个: `count` is a bound — the chooser designates the cards one at a time and
   * may stop after any of them, 0 included (docs/rules-decisions.md). Only with a number `count` on a designation.
   */
  upTo?: boolean;
  /**
   * 随机 (令对方随机弃一张手牌, 随机对一个对方角色造成1点伤害): the game designates the `count` cards at random with its
   * seeded RNG, among those the chooser could designate, when the link is built (docs/rules-decisions.md). Only on a
   * designation.
   */
  random?: boolean;
  side?: Side;
  kind?: 'character' | 'kaling' | 'device' | 'area' | 'player' | 'card' | 'summon' | 'scene';
  /** Zone to pick from when not the field (e.g. 'hand', 'discard', 'deck'). */
  zone?: string;
  filters?: Filter[];
  range?: RangeSpec;
  /**
   * KL-ZN-01, 卡灵时代: only cards (or areas) in these rows of the battlefield, seen from the ability's controller —
   * `self` their own two rows (己方战场), `opponent` the opponent's two (对方战场), `public` the middle row (公共战场).
   * Whose cards they are is `side`: 对方战场的己方卡灵 is the controller's 卡灵 standing in the opponent's rows.
   */
  battlefield?: 'self' | 'opponent' | 'public';
}

export type ConditionSubject =
  | 'victory'
  | 'trauma'
  | 'lightDark'
  | 'level'
  | 'energy'
  | 'handSize'
  | 'charactersInMain'
  | 'turn'
  | 'isTurnPlayer'
  | 'count'
  /**
   * 若其阵亡 / 若该角色被消灭 (`of: { ref: 'it' }`): how many of the cards the nearest op before this one with a target
   * acted on are destroyed when the op's turn comes (SLCG-TX-07) — in the discard, or a dead 光暗 character (GA-CHR-04).
   */
  | 'destroyed'
  | (string & {});

export type Condition =
  /**
   * subject 'count' with `of`: how many cards/areas match (若O1范围内有己方设备 = count of ≥ 1; 若此角色未被横置 = count of
   * this card, upright, ≥ 1). With `than` as well, that count is compared with the count of `than` plus `value`
   * (若对方场上的角色多于己方: count of the opponent's characters > count of one's own + 0; SLCG-CT-08).
   */
  | {
      subject: ConditionSubject;
      side?: Side;
      cmp: Cmp;
      value: number;
      filters?: Filter[];
      of?: TargetSpec;
      than?: TargetSpec;
      /**
       * A player's number compared with the other player's (若对方手牌数多于己方: the opponent's handSize > one's own
       * handSize + value; SLCG-CT-08): `side` is whose number is compared, this whose it is compared with.
       */
      thanSide?: 'self' | 'opponent';
    }
  | { and: Condition[] }
  | { or: Condition[] }
  | { not: Condition };

/**
 * optional: 可以 (SLCG-TX-08), the op asks whether to do it; ifDone: the op runs only if the last optional op before it
 * was chosen and did something (可以X，然后Y / 可以X。若如此，Y: SLCG-TX-08); condition: the 若… of this op's own clause
 * (the ability's condition covers them all); replaces: in a 【光明】/【黑暗】 line, 改为 — the op takes the place of the
 * base line's op of the same kind (GA-RES-09).
 */
type Opt = {
  optional?: boolean;
  ifDone?: boolean;
  replaces?: boolean;
  source?: SourceRef;
  condition?: Condition;
  /**
   * 否则 (若…，X；否则Y): the index of the op whose own condition this op is the else of — the first op of the 若
   * before it. The op runs only if that condition was judged and failed (an op never reached, or skipped before its
   * condition was judged, lets no else run).
   * @minimum 0
   */
  otherwise?: number;
  /**
   * 可以 on a 双方各 clause (可以对双方各一个角色造成1点伤害, SLCG-TX-08): the index of the optional op whose one question
   * this op shares — the other side's half of the clause. The op runs only if that question was answered yes; when it
   * acts, op k counts as done (what an `ifDone` op after the clause waits for). The op itself is not `optional`.
   * @minimum 0
   */
  answeredBy?: number;
  /**
   * X (抽X张卡，X为己方场上角色的数量, SLCG-CT-08 for every game): the op's number — its amount, or a draw's count — is
   * per card this target takes, counted when the op resolves, seen from its controller (`amount` × that count; X
   * alone is 1 × the count). None: the op does nothing (0 damage is no damage).
   */
  per?: TargetSpec;
  /**
   * X as a card's value (造成等同于其AP的伤害, X为此角色的常值): the op's number is per point of that value when the op
   * resolves — of 自身 (ref 'self'), the card the op acts on or, without a target of its own, the op before it acted on
   * (ref 'it'), or the trigger's subject (ref 'trigger'); `stat` as a filter names it (光暗 生命 = 'hpLeft'). 0 or less:
   * the op does nothing.
   */
  perValue?: { ref: 'self' | 'it' | 'trigger'; stat: string };
  /**
   * 选择一个对方角色，推动进度+X，X为其常值 (SLCG-TG-01): on an op that acts on no card, the card 选择 designates, whose
   * value X is (`perValue` ref 'it'). Designated when the link is built as an op's target is (法术吸引 binds it,
   * SLCG-KW-09); gone by resolution, the op does nothing (runtime/effects/interpreter.ts opTarget).
   */
  reads?: TargetSpec;
  /**
   * X as a number of a player (对方每有1点创伤，推动进度+1; X为对方的创伤): the op's number is per point of that number —
   * a condition's subject (victory, trauma, handSize, energy, life, …) of the controller ('self') or the other player
   * ('opponent') — read when the op resolves. 0: the op does nothing.
   */
  perStat?: { subject: string; side: 'self' | 'opponent' };
  /**
   * X为…数量的两倍 / 的3倍: the count (or value) `per` / `perValue` give, times this, is X (before `perPlus`).
   * @asType integer
   * @minimum 2
   */
  perTimes?: number;
  /**
   * X为…的数量加1 / 减1: added to X after `perTimes` (X = count × perTimes + perPlus; the op's number is its `amount` ×
   * X). X of 0 or less: the op does nothing.
   * @asType integer
   */
  perPlus?: number;
  /**
   * 己方场上每有两个角色，…: `per` counts one step per this many cards (5 cards, every 2: 2 steps); with `perStat`, per
   * this many points (对方每有两点创伤: 5 trauma, 2 steps).
   * @asType integer
   * @minimum 2
   */
  perEvery?: number;
  /**
   * 选择一项：A；或B: the op is part of option `option` of the ability's choice `group` (0, 1, … in printed order),
   * which lists `options` options of which the controller chooses `choose` (选择两项: 2) when the link is built, before
   * targets (SLCG-TG-01). The op has targets designated and runs only if its option was chosen.
   */
  mode?: ModeRef;
};

/** Where an op stands in a choice between effects (EffectOp.mode). */
export interface ModeRef {
  /**
   * @asType integer
   * @minimum 0
   */
  group: number;
  /**
   * @asType integer
   * @minimum 0
   */
  option: number;
  /**
   * @asType integer
   * @minimum 2
   */
  options: number;
  /**
   * @asType integer
   * @minimum 1
   */
  choose: number;
}
export type Duration = 'endOfTurn' | 'endOfOpponentTurn' | 'whileSource' | 'permanent';

/** The action of a game's attacking card (卡灵 / 角色) that a forbid op (不能攻击 …) takes away for a while. */
// 'attacked': 不能被攻击 — the card is no attack target (KL-CB-03), the others' action taken away, not its own.
export type ForbidAction = 'attack' | 'move' | 'push' | 'attacked';
export type DamageType = 'ability' | 'physical' | 'magic' | 'true' | 'battle';
export type ResourceName = 'energy' | 'extremeEnergy' | 'stamina' | 'lightDark' | 'shield' | 'hp' | (string & {});

export type EffectOp = Opt &
  (
    | { op: 'damage'; target: TargetSpec; amount: number; damageType?: DamageType }
    | { op: 'push'; side: 'self' | 'opponent' | 'both'; amount: number }
    /** side 'both': each player heals, the controller first (双方各治愈1点创伤). */
    | { op: 'heal'; amount: number; side?: Side }
    | { op: 'destroy'; target: TargetSpec }
    | { op: 'banish'; target: TargetSpec }
    | { op: 'returnToHand'; target: TargetSpec }
    | { op: 'shuffleIntoDeck'; target: TargetSpec }
    /** 洗切卡组: the side's deck in a new order from the game's seeded RNG (side 'both': the controller's first). */
    | { op: 'shuffleDeck'; side?: Side }
    | {
        op: 'search';
        name?: string;
        filter?: Filter[];
        count: number;
        /** 随机载入: the game takes the cards at random among those that match (s.rng); nobody chooses. */
        random?: boolean;
        /**
         * 查看卡组顶3张卡，将其中一张加入手牌 (GA-ZN-01): only the deck's first `top` cards are candidates, and the deck is
         * not shuffled after (nothing was searched through).
         */
        top?: number;
      }
    | { op: 'topDeck'; target: TargetSpec }
    /** 置底: the cards go under their owners' decks, drawn last. */
    | { op: 'bottomDeck'; target: TargetSpec }
    /**
     * side 'both': each player draws, the controller first (双方各抽N张卡). untilHand (抽卡直到手牌数为N): `count` is the
     * hand size to reach — each player draws what its hand lacks of it when the op resolves, none when it has that many.
     */
    | { op: 'draw'; count: number; side?: 'self' | 'opponent' | 'both'; untilHand?: boolean }
    /**
     * KL-MV-01 移动N格: N steps into free adjacent areas, as far as the mover can go; with `direction` (向前移动1格) every
     * step goes that way, seen from the moving card's controller (KL-ZN-07), else its controller picks each step.
     */
    | { op: 'move'; target: TargetSpec; steps: number; direction?: Direction }
    | { op: 'transfer'; target: TargetSpec; to: TargetSpec }
    /**
     * KL-MV-05 交换位置: the target and `partner` (a reference: 此卡灵, 其, 那张卡灵) trade areas, two 转移 at once; with no
     * partner, the target's two cards trade theirs (选择两张己方卡灵，令其交换位置).
     */
    | { op: 'swap'; target: TargetSpec; partner?: TargetSpec }
    | { op: 'lockArea'; target: TargetSpec; duration?: Duration }
    | { op: 'restore'; target: TargetSpec }
    | { op: 'modifyStat'; target: TargetSpec; stat: StatName; amount: number; duration?: Duration }
    /**
     * target: who holds the resource when it is not a player's (护盾 of a character, GA-CB-06); side 'both': each
     * player, the controller first, in one op (双方各失去1点生命: a loss of the game is judged once, after both).
     */
    | { op: 'gainResource'; resource: ResourceName; amount: number; side?: Side; target?: TargetSpec }
    | { op: 'loseResource'; resource: ResourceName; amount: number; side?: Side; target?: TargetSpec }
    /**
     * 支付N点能量 as an effect (SLCG-RES-01, KL-RES-04): the controller pays N of what it holds now. With fewer it pays
     * nothing and the op is not done, so what waits for it (可以支付…。若如此，…: `ifDone`) does not run.
     */
    | { op: 'pay'; resource: ResourceName; amount: number }
    | { op: 'grantKeyword'; target: TargetSpec; keyword: string; duration: Duration }
    | { op: 'loseKeyword'; target: TargetSpec; keyword: string; duration: Duration }
    /**
     * 令X本回合不能攻击 / 不能移动 / 不能推动进度: the target cards may not take that action of their game for the
     * duration (a marker the ruleset's legality checks read: forbidKey). Which actions a game has: its profile's
     * `forbid` (卡灵时代 attack and move, SLCG attack and push, 光暗 attack = 出击).
     */
    | { op: 'forbid'; target: TargetSpec; action: ForbidAction; duration: Duration }
    | { op: 'tap'; target: TargetSpec }
    | { op: 'untap'; target: TargetSpec }
    | { op: 'negate'; what: 'attack' | 'trauma' | 'card' | 'effect' | 'damage' }
    | { op: 'summon'; name: string; count: number }
    | { op: 'overSummon'; name: string }
    | { op: 'revive'; target: TargetSpec }
    | { op: 'seal'; target: TargetSpec; turns?: number }
    | { op: 'countdown'; target: TargetSpec; amount: number }
    /** effectKind: only effects of this kind cost more or less (对方卡灵的启动效果耗能+1, KL-RES-05). */
    | { op: 'costModifier'; subject: TargetSpec; amount: number; effectKind?: EffectKind }
    | { op: 'damageModifier'; amount: number }
    /** GA-CB-07: N HP back, never above the 生命; `full` (回复全部生命 / 回复至满): all HP lost back, `amount` 0 and unread. */
    | { op: 'recover'; target: TargetSpec; amount: number; full?: boolean }
    /** Cards from a hand (or another zone the target names) to their owner's discard. */
    | { op: 'discard'; target: TargetSpec }
    /** SLCG-TRM-01: 令对方受到N点创伤 — N 创伤 to a player, as from an attack on them. */
    | { op: 'trauma'; side: Side; amount: number }
  );

export type EffectOpName = EffectOp['op'];
