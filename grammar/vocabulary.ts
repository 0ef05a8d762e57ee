// The one vocabulary table: every keyword and vocabulary word of the language, with its
// traditional aliases, category, rulesets, rule IDs, hover text and the value it stands for (its op,
// typed per category in ops.ts). The lexer, parser, checker, hover, completion, TextMate grammar and
// docs derive from it.
import type {
  CardTypeOp, ColorOp, ConnectiveOp, CostOp, DamageTypeOp, DirectionOp, DurationOp, EffectKindOp, EventWordOp, FilterOp,
  KeywordOp, KindOp, LimitScopeOp, MarkOp, QuantifierOp, RangeOp, RefOp, ResourceOp, SideOp, StatOp, TimingOp, VariantOp,
  VerbOp, ZoneOp,
} from './ops.js';
import type { RulesetId } from './rulesets.js';

/** What each category's words stand for (`never`: the word is its own meaning, e.g. a field id). */
export interface OpOf {
  structure: never; // 卡牌 (block start), 规则 (file directive)
  field: never; // field names before "："
  cardType: CardTypeOp; // 角色 发生 卡灵 …
  mark: MarkOp; // type marks written in 【】 on the 类型 line: 突发 增量产能 放置
  trait: KeywordOp; // static keywords (特性 / 词条): 【守护】 【坚守】 【光环】 …
  timing: TimingOp; // 【登场时】 【回合开始时】 …
  effectKind: EffectKindOp; // kaling/guangan effect kinds 【启动】 【瞬发】 【永恒】
  variant: VariantOp; // 【光明】 【黑暗】
  side: SideOp; // 己方 对方 双方 敌方
  limit: LimitScopeOp; // 一回合一次 (the 回N/场N/限N/极N family is a token of its own)
  cost: CostOp; // 耗能 免能
  range: RangeOp; // O1范围 O2范围 直视 直视（无视盖卡）
  direction: DirectionOp; // 上 下 左 右 左上 …
  kind: KindOp; // target kinds: 区域 玩家 卡 盖卡
  ref: RefOp; // 自身 其 那张卡灵 那次攻击 …
  quantifier: QuantifierOp; // 所有 任意 每
  unit: never; // 个 张 点 格 次 回合
  filter: FilterOp; // 横置的 空置的 特征为 名为 以上 以下 …
  effect: VerbOp; // effect verbs: 造成 推动进度 治愈 消灭 …
  event: EventWordOp; // trigger events inside 当…时: 登场 受到 被攻击 …
  damageType: DamageTypeOp; // 物理 法术 真实 战斗
  duration: DurationOp; // 直到回合结束 …
  stat: StatOp; // 胜利进度 创伤 等级 …
  resource: ResourceOp; // 能量 体力 光暗值 护盾值 …
  zone: ZoneOp; // 手牌 卡组 废牌区 …
  color: ColorOp; // SLCG 常值 colours: 攻 推 攻推 无
  connective: ConnectiveOp; // 当 时 若 可以 对 令 选择 的 …
}

export type Category = keyof OpOf;

interface EntryBase {
  /** Stable id, used by the AST, the IR and the runtime. */
  id: string;
  /** Canonical simplified form. */
  canonical: string;
  /** Traditional forms and alternative spellings; all fold to the canonical form. */
  aliases: string[];
  /** Rulesets that allow the word; empty = every ruleset. */
  rulesets: RulesetId[];
  /** Rule IDs that define it. */
  rules: string[];
  zh: string;
  en: string;
}

/** An entry of one category: its `op` has that category's type. */
export type EntryOf<C extends Category> = EntryBase & { category: C; op?: OpOf[C] };

export type VocabEntry = { [C in Category]: EntryOf<C> }[Category];

const ALL: RulesetId[] = [];
const S: RulesetId[] = ['slcg'];
const G: RulesetId[] = ['guangan'];
const K: RulesetId[] = ['kaling'];

type Row<C extends Category> = [id: string, forms: string, rulesets: RulesetId[], rules: string, zh: string, en: string, op?: OpOf[C]];

/** One category's rows. forms: "canonical|alias|alias"; rules: space-separated rule IDs. */
function rows<C extends Category>(category: C, list: Row<C>[]): VocabEntry[] {
  return list.map(([id, forms, rulesets, rules, zh, en, op]) => {
    const [canonical, ...aliases] = forms.split('|');
    const e: EntryOf<C> = { id, canonical, aliases, category, rulesets, rules: rules ? rules.split(' ') : [], zh, en };
    if (op !== undefined) e.op = op;
    return e as VocabEntry;
  });
}

export const VOCABULARY: readonly VocabEntry[] = [
  ...rows('structure', [
    ['card', '卡牌', ALL, '', '卡牌块的开头：顶格写“卡牌 名称”。', 'Starts a card block: "卡牌 name" at column 0.'],
    ['rulesetDirective', '规则|規則|规则集|規則集', ALL, 'SLCG-META-01 GA-META-01 KL-META-01', '文件头的规则集声明，如“规则：slcg”。', 'File-level ruleset directive, e.g. "规则：slcg".'],
  ]),
  ...rows('field', [
    ['type', '类型|類型', ALL, 'SLCG-CT-01 SLCG-CT-03 KL-CT-01 GA-CT-02', '卡牌类型，可带【突发】等标记。', 'Card type, optionally with marks such as 【突发】.'],
    ['traits', '特征|特徵', ALL, 'SLCG-CT-04', '特征（标签），用“、”分隔，0–2个。', 'Traits (tags), separated by "、", 0–2.'],
    ['cost', '费用|費用', S, 'SLCG-CT-02 SLCG-CT-14', '能量费用；“2+极动能”表示高阶卡。', 'Energy cost; "2+极动能" marks a 高阶 card.'],
    ['value', '常值', S, 'SLCG-CT-09 SLCG-CT-10 SLCG-CT-11', '角色的常值和颜色：攻/推/攻推/无。', "A character's 常值 and colour: 攻/推/攻推/无."],
    ['copies', '投入', S, 'SLCG-DK-02', '一副卡组最多可投入的张数（圆点）。', 'Copies allowed in a deck (the dots).'],
    ['costReduction', '费用减免|費用減免', S, 'SLCG-CT-08', '条件成立时减少费用（不低于0）。', 'Cost reduction while a condition holds (not below 0).'],
    ['prerequisite', '登场前提|登場前提', S, 'SLCG-CT-08', '打出或登场必须满足的条件。', 'Condition required to play or deploy the card.'],
    ['level', '等级|等級', K, 'KL-CT-02', '卡灵的等级（1–6）。', "A 卡灵's level (1–6)."],
    ['ap', 'AP', K, 'KL-CT-02 KL-CB-09', '攻击值AP。', 'Attack value AP.'],
    ['dp', 'DP', K, 'KL-CT-02 KL-CB-09', '防御值DP。', 'Defence value DP.'],
    ['sp', 'SP', K, 'KL-MV-02', '每回合可移动的格数（默认1）。', 'Areas it may move per turn (default 1).'],
    ['gp', 'GP', K, 'KL-CT-05', '放置设备的耐久GP。', "A placed device's durability GP."],
    ['attackArea', '攻击区域|攻擊區域', K, 'KL-CB-02', '可攻击的方向；省略时为上、左、右。', 'Directions it can attack; default 上、左、右.'],
    ['summon', '降临|降臨', K, 'KL-SUM-01 KL-SUM-02', '付费降临的代价：耗能N 或 素材…（默认耗能=等级）。', 'Paid-summon cost: 耗能N or 素材… (default energy = level).'],
    ['rarity', '稀有度', K, 'KL-META-04', '稀有度：N R SR MR NSR USR NMR UMR。', 'Rarity: N R SR MR NSR USR NMR UMR.'],
    ['move', '招式', K, 'KL-CT-02', '招式名（描述性文字，无规则效果）。', 'Move name (flavour, no rules effect).'],
    ['hp', '生命', G, 'GA-CHR-03', '角色或召唤物的生命值。', 'HP of a character or summon.'],
    ['atk', '攻击|攻擊', G, 'GA-CHR-03 GA-CB-01', '角色或召唤物的攻击力。', 'ATK of a character or summon.'],
    ['exclusive', '专属|專屬', G, 'GA-CT-09 GA-DK-02', '专属卡所属的角色。', 'The character an exclusive card belongs to.'],
    ['lightDark', '光暗|光暗需求', G, 'GA-RES-08', '需要的光暗值（需求值）。', 'Required 光暗值 (requirement value).'],
    ['stamina', '体力|體力', G, 'GA-RES-04 GA-RES-01', '使用卡牌消耗的体力（默认1）。', 'Stamina paid to use the card (default 1).'],
    ['illustrator', '画师|畫師', ALL, 'SLCG-META-02', '画师（元数据）。', 'Illustrator (metadata).'],
    ['designer', '设计|設計', ALL, 'SLCG-META-02', '设计者（元数据）。', 'Designer (metadata).'],
    ['environment', '环境|環境', ALL, 'SLCG-META-01 SLCG-META-02', '所属环境，如FA（元数据）。', 'Environment the card comes from, e.g. FA (metadata).'],
    ['flavor', '描述', ALL, '', '描述文字（元数据，无规则效果）。', 'Flavour text (metadata, no rules effect).'],
  ]),
  ...rows('cardType', [
    ['event', '发生|發生', S, 'SLCG-CT-05', '发生牌：打出后立即结算，回合结束进入废牌区。', 'Event: resolves when played, discarded at end of turn.', 'event'],
    ['character', '角色', ['slcg', 'guangan'], 'SLCG-CT-09 SLCG-CT-12 GA-CHR-01', '角色牌。', 'Character card.', 'character'],
    ['scene', '场景|場景', S, 'SLCG-CT-15 SLCG-CT-16', '场景牌：主要区域只能有1张，不能被攻击。', 'Scene: one per main area, cannot be attacked.', 'scene'],
    ['kaling', '卡灵|卡靈', K, 'KL-CT-01 KL-CT-02', '卡灵卡：有等级、AP、DP。', 'Kaling card with level, AP and DP.', 'kaling'],
    ['tactic', '战术|戰術', K, 'KL-CT-03', '战术卡：启动或瞬发效果，使用后进入弃区。', 'Tactic card: 启动 or 瞬发 effects, then to the 弃区.', 'tactic'],
    ['device', '设备|設備', K, 'KL-CT-04 KL-CT-05', '设备卡；放置设备留在场上，有GP。', 'Device; a placed device stays on the field with GP.', 'device'],
    ['summonCard', '召唤物|召喚物', G, 'GA-ZN-05 GA-CHR-08', '召唤物：视为角色。', 'Summon: counts as a character.', 'summon'],
    ['normal', '普通', G, 'GA-CT-02', '普通卡：只能在己方准备阶段发动。', 'Normal card: only in own 准备阶段.', 'normal'],
    ['response', '响应|響應', G, 'GA-CT-03 GA-CH-03 GA-CH-01', '响应卡：条件满足时发动，不能响应反制卡。', 'Response card: on its condition; cannot answer a counter.', 'response'],
    ['counter', '反制', G, 'GA-CT-04 GA-CH-02 GA-CH-01', '反制卡：条件满足时发动；对方回合须先盖在场上。', 'Counter card: on its condition; set first to use in the opponent\'s turn.', 'counter'],
    ['continuous', '持续|持續', G, 'GA-CT-07 GA-CT-08', '持续卡：放在用牌区，直到被破坏或送去弃牌区。', 'Continuous: stays in the card zone until destroyed or discarded.', 'continuous'],
  ]),
  ...rows('mark', [
    ['burst', '突发|突發|突然', S, 'SLCG-CT-07', '突发牌：条件满足时可在任一方回合从手牌发动。', 'Burst: playable from hand in either turn when its trigger holds.', 'burst'],
    ['battery', '增量产能|增量產能', S, 'SLCG-CT-06 SLCG-RES-03 SLCG-DK-03 SLCG-MO-05', '增量产能：转为能量时产生2点；每副卡组最多4张。', 'Battery: converts into 2 energy; at most 4 per deck.', 'battery'],
    ['placed', '放置', K, 'KL-CT-01 KL-CT-04 KL-CT-07', '放置设备卡：发动后留在场上。', 'Placed device: stays on the field after activation.', 'placed'],
  ]),
  ...rows('trait', [
    ['guard', '守护|守護', S, 'SLCG-KW-01 SLCG-KW-11', '横置此角色，使其成为1次攻击的对象。', 'Tap this character to become the target of one attack.', 'guard'],
    ['action', '行动|行動', S, 'SLCG-KW-02 SLCG-KW-11', '横置此角色以发动其后的能力文字。', 'Tap this character to activate the ability text that follows.', 'action'],
    ['haste', '迅捷', S, 'SLCG-KW-03 SLCG-KW-11 SLCG-SU-02', '登场回合也能通过自身能力横置（无视冷却期）。', 'Can tap through its own abilities in the turn it enters.', 'haste'],
    ['combo', '连击|連擊', S, 'SLCG-KW-04 SLCG-KW-11', '每回合第一次横置后立即重整。', 'The first time it taps each turn, it untaps at once.', 'combo'],
    ['ambush', '奇袭|奇襲', S, 'SLCG-KW-05 SLCG-KW-11', '可以攻击纵置的角色。', 'Can attack upright characters.', 'ambush'],
    ['rooted', '驻足|駐足', S, 'SLCG-KW-06 SLCG-KW-11', '不能通过自身能力横置。', 'Cannot tap through its own abilities.', 'rooted'],
    ['ethereal', '虚体化|虛體化', S, 'SLCG-KW-07 SLCG-KW-11', '即使横置也不能成为攻击对象。', 'Cannot be an attack target even while tapped.', 'ethereal'],
    ['spellImmune', '法术免疫|法術免疫|法术（消灭）免疫|法術（消滅）免疫|法术(消灭)免疫|法術(消滅)免疫', S, 'SLCG-KW-08 SLCG-KW-11', '不会被卡牌能力直接消灭（能力伤害仍计入常值）。', 'Not destroyed directly by card abilities (ability damage still counts).', 'spellImmune'],
    ['spellAttract', '法术吸引|法術吸引', S, 'SLCG-KW-09 SLCG-KW-11', '需要指定目标的能力必须优先指定此角色。', 'Abilities that designate targets must target this character first.', 'spellAttract'],
    ['hinderPush', '妨碍推进|妨礙推進', S, 'SLCG-KW-10 SLCG-KW-11', '横置此角色：对方胜利进度-1。', "Tap this character: the opponent's victory progress −1.", 'hinderPush'],
    ['steadfast', '坚守|堅守', K, 'KL-KW-01 KL-CB-10', '不会被战斗清除。', 'Not cleared by battle.', 'steadfast'],
    ['blastproof', '防爆', K, 'KL-KW-02', '不会被效果清除。', 'Not cleared by effects.', 'blastproof'],
    ['unbounce', '辟旋|闢旋', K, 'KL-KW-03', '不会被卡牌效果回归手牌。', 'Not returned to hand by card effects.', 'unbounce'],
    ['aura', '光环|光環', G, 'GA-KW-05 GA-CT-10', '无效一次非真实伤害。', 'Negates one instance of non-true damage.', 'aura'],
    ['crit', '暴击|暴擊', G, 'GA-KW-06 GA-CB-05 GA-CT-10', '使该次非真实伤害翻倍。', 'Doubles the non-true damage of that hit.', 'crit'],
    ['curse', '咒术|咒術', G, 'GA-KW-01 GA-CT-10', '每回合每个卡名一次，使用后可以回到手牌。', 'Once per turn per name, may return to hand after use.', 'curse'],
    ['talisman', '符术|符術', G, 'GA-KW-02 GA-CT-10', '使用后立即除外。', 'Banished right after use.', 'talisman'],
    ['charge', '蓄力', G, 'GA-KW-04 GA-CT-10', '多消耗1点体力。', 'Costs 1 more stamina.', 'charge'],
    ['shieldKw', '护盾|護盾', G, 'GA-CB-06', '护盾N：吸收至多N点非真实伤害。', 'Shield N: absorbs up to N non-true damage.', 'shield'],
  ]),
  ...rows('effectKind', [
    ['activate', '启动|啓動|啟動', K, 'KL-EF-01', '启动效果：只能在己方行动阶段主动发动，只能作为连锁1。', 'Activated effect: own 行动阶段 only, only as chain link 1.', 'start'],
    ['instant', '瞬发|瞬發', ['kaling', 'guangan'], 'KL-EF-02 GA-KW-03', '卡灵时代：可在任何时点发动、可连锁的效果；光暗：不消耗体力。', 'Kaling: an effect usable at any timing and chainable; 光暗: costs no stamina.', 'instant'],
    ['eternal', '永恒|永恆', K, 'KL-EF-03', '永恒效果：不需发动，持续适用，不能被连锁。', 'Eternal effect: applies continuously, no activation, cannot be chained to.', 'eternal'],
  ]),
  ...rows('timing', [
    ['onEnter', '登场时|登場時|降临时|降臨時', ALL, 'SLCG-TX-01 SLCG-CH-02', '登场时：卡牌进入主要区域的时刻。', 'When this enters the main area.', 'enter'],
    ['onDestroyed', '消灭时|消滅時|被消灭时|被消滅時|被清除时|被清除時|被破坏时|被破壞時|阵亡时|陣亡時', ALL, 'SLCG-TX-03 SLCG-CH-02 KL-TX-01 GA-CHR-04', '消灭时（被消灭时）：此卡将从主要区域进入废牌区的时刻。', 'When this is destroyed (about to go to the discard).', 'destroyed'],
    ['onTurnStart', '回合开始时|回合開始時', ALL, 'SLCG-TX-04 SLCG-TRN-03', '回合开始时：进入重整阶段的时刻；无前缀时指己方。', 'At turn start (entering 重整阶段); own turn unless prefixed.', 'turnStart'],
    ['onTurnEnd', '回合结束时|回合結束時', ALL, 'SLCG-TX-04 SLCG-TRN-07', '回合结束时：抽牌阶段结束的时刻；无前缀时指己方。', 'At turn end; own turn unless prefixed.', 'turnEnd'],
    ['onAttack', '攻击时|攻擊時|出击时|出擊時', ALL, 'SLCG-CB-01 KL-CB-04 GA-CB-01', '攻击时：此卡宣言攻击（出击）的时刻。', 'When this declares an attack (a sortie).', 'attack'],
    ['onAttacked', '被攻击时|被攻擊時', ALL, 'SLCG-CB-04 KL-CB-04', '被攻击时：此卡成为攻击对象的时刻。', 'When this is attacked.', 'attacked'],
    ['onMoved', '移动时|移動時', K, 'KL-MV-04 KL-SK-01', '移动时：卡灵每移动一格的时刻（转移不算移动）。', 'When a kaling moves a step (a transfer is no move).', 'moved'],
  ]),
  ...rows('side', [
    ['self', '己方|我方', ALL, 'SLCG-TX-02', '己方：自己一方。', 'Own side.', 'self'],
    ['opponent', '对方|對方|敌方|敵方', ALL, 'SLCG-TX-02', '对方（敌方）：对手一方。', 'The opponent\'s side.', 'opponent'],
    ['both', '双方|雙方', ALL, 'SLCG-TX-02', '双方：两方都适用。', 'Both sides.', 'both'],
  ]),
  ...rows('limit', [
    ['oncePerTurn', '一回合一次', S, 'SLCG-LIM-01 SLCG-TX-02', '一回合一次：每回合只能使用一次（按卡牌实例计）。', 'Once per turn (per card instance).', 'turn'],
    ['limitTurn', '回', K, 'KL-LIM-01 KL-LIM-05', '回N：此效果每回合可使用N次（按实例计）。', '回N: usable N times per turn (per instance).', 'turn'],
    ['limitField', '场|場', K, 'KL-LIM-02 KL-LIM-05', '场N：此卡登场后可使用N次；重新登场后重新计算。', '场N: usable N times while this card stays on the field.', 'field'],
    ['limitName', '限', K, 'KL-LIM-03 KL-LIM-05', '限N：同名卡的此效果每回合合计N次（按玩家计）。', '限N: N times per turn across same-name cards (per player).', 'nameTurn'],
    ['limitGame', '极|極', K, 'KL-LIM-04 KL-LIM-05 KL-SK-03', '极N：整局游戏中此效果只能使用N次（同名共享，按玩家计）。', '极N: N times in the whole game (same-name cards share, per player).', 'game'],
  ]),
  ...rows('cost', [
    ['payEnergy', '耗能', K, 'KL-RES-04 KL-RES-05', '耗能N：支付N点能量发动此效果；耗能+N/-N修改费用。', 'Pay N energy to activate; 耗能+N/-N modifies a cost.', 'energy'],
    ['free', '免能', K, 'KL-RES-06', '免能：不需要能量。', 'Free: no energy needed.', 'free'],
  ]),
  ...rows('resource', [
    ['extremeEnergy', '极动能|極動能', S, 'SLCG-RES-04 SLCG-CT-14 SLCG-MO-02 SLCG-MO-03', '极动能：支付高阶卡的第二种资源，每回合最多1点。', 'Extreme energy: pays 高阶 cards; at most 1 a turn.', 'extremeEnergy'],
    ['energy', '能量', ['slcg', 'kaling'], 'SLCG-RES-01 SLCG-RES-02 KL-RES-01', '能量：通用资源。', 'Energy: the common resource.', 'energy'],
    ['lightDarkValue', '光暗值', G, 'GA-RES-06 GA-RES-07 GA-RES-08 GA-ZN-06', '光暗值：每回合增加的指示物，上限6。', 'The 光暗 counter, capped at 6.', 'lightDark'],
    ['shield', '护盾值|護盾值', G, 'GA-CB-06', '护盾：吸收非真实伤害。', 'Shield: absorbs non-true damage.', 'shield'],
    ['hpResource', '血量', G, 'GA-SU-01 GA-CB-07', '牌手的血量。', "A player's HP.", 'hp'],
    ['sortie', '出击次数|出擊次數|出击|出擊', G, 'GA-RES-05 GA-CB-01 GA-CB-03', '出击：每回合1次攻击机会。', 'Sortie: one attack each turn.', 'sortie'],
  ]),
  ...rows('variant', [
    ['light', '光明', G, 'GA-RES-09', '【光明】强化：选择光明后生效。', 'Light enhancement: applies once 光明 is chosen.', 'light'],
    ['dark', '黑暗', G, 'GA-RES-09', '【黑暗】强化：选择黑暗后生效。', 'Dark enhancement: applies once 黑暗 is chosen.', 'dark'],
  ]),
  ...rows('range', [
    ['o1', 'O1范围|O1範圍|o1范围|o1範圍', K, 'KL-TG-02 KL-TG-03', 'O1范围：周围一圈8个区域（不含自身）。', 'O1 range: the ring of 8 adjacent areas.', 'O1'],
    ['o2', 'O2范围|O2範圍|o2范围|o2範圍', K, 'KL-TG-03', 'O2范围：周围两圈24个区域（含O1，不含自身）。', 'O2 range: two rings, 24 areas (includes O1).', 'O2'],
    ['sightIgnoreSet', '直视（无视盖卡）|直視（無視蓋卡）|直视(无视盖卡)|直視(無視蓋卡)', K, 'KL-TG-05', '直视（无视盖卡）：同行或同列，中间只有盖卡也视为可见。', 'Sight ignoring face-down cards between.', 'sightIgnoreSet'],
    ['sight', '直视|直視', K, 'KL-TG-04', '直视：同行或同列且中间没有其他卡，最多看见4张。', 'Sight: same row or column with no card between.', 'sight'],
  ]),
  ...rows('direction', [
    ['up', '上', K, 'KL-ZN-07 KL-CB-02', '上：朝向对方一侧。', 'Up: toward the opponent.', 'up'],
    ['down', '下', K, 'KL-ZN-07', '下。', 'Down.', 'down'],
    ['left', '左', K, 'KL-ZN-07 KL-CB-02', '左。', 'Left.', 'left'],
    ['right', '右', K, 'KL-ZN-07 KL-CB-02', '右。', 'Right.', 'right'],
    ['upLeft', '左上', K, 'KL-ZN-07', '左上（斜向）。', 'Up-left (diagonal).', 'upLeft'],
    ['upRight', '右上', K, 'KL-ZN-07', '右上（斜向）。', 'Up-right (diagonal).', 'upRight'],
    ['downLeft', '左下', K, 'KL-ZN-07', '左下（斜向）。', 'Down-left (diagonal).', 'downLeft'],
    ['downRight', '右下', K, 'KL-ZN-07', '右下（斜向）。', 'Down-right (diagonal).', 'downRight'],
  ]),
  ...rows('kind', [
    ['area', '区域|區域', K, 'KL-ZN-01 KL-TG-01', '区域：以区域为目标的效果作用于该格。', 'Area: effects targeting an area act on that cell.', 'area'],
    ['player', '玩家|牌手', ALL, 'SLCG-CB-03 GA-CB-02', '玩家（牌手）。', 'Player.', 'player'],
    ['setCard', '盖卡|蓋卡', K, 'KL-CT-07', '盖卡：背面朝上盖在场上的卡。', 'A face-down card on the field.', 'setCard'],
    ['cardKind', '卡|牌|卡片', ALL, 'SLCG-TG-01', '卡牌（任意类型）。', 'A card of any type.', 'card'],
  ]),
  ...rows('ref', [
    ['thisRef', '自身|此卡|这张卡|這張卡|本卡|此角色|本角色|这个角色|這個角色|此卡灵|此卡靈|本卡灵|本卡靈', ALL, 'SLCG-TG-01', '此卡自身。', 'This card itself.', 'self'],
    ['itRef', '其|它|该卡|該卡', ALL, 'SLCG-TG-01', '前文选择的对象（其）。', 'The object chosen earlier (it).', 'it'],
    ['itCharacter', '该角色|該角色', ALL, 'SLCG-TG-01', '该角色：前文选择或引发此效果的角色。', 'That character: the one chosen earlier or the trigger\'s.', 'it'],
    ['itKaling', '该卡灵|該卡靈', K, 'KL-TG-01', '该卡灵：前文选择或引发此效果的卡灵。', 'That kaling: the one chosen earlier or the trigger\'s.', 'it'],
    ['thatCharacter', '那个角色|那個角色|那名角色|那位角色', ALL, 'SLCG-CH-02 GA-CH-01', '那个角色：触发此效果的角色。', 'That character: the subject of the trigger.', 'trigger'],
    ['thatKaling', '那张卡灵|那張卡靈|那个卡灵|那個卡靈', K, 'KL-EF-02', '那张卡灵：触发此效果的卡灵。', 'That kaling: the subject of the trigger.', 'trigger'],
    ['thatOne', '那个|那個|那张|那張|那名|那位', ALL, 'SLCG-CH-02', '那个（那张）+ 种类：触发此效果的对象，如“那个召唤物”。', 'That (+ a kind): the subject of the trigger, e.g. 那个召唤物.', 'trigger'],
    ['itOne', '该|該', ALL, 'SLCG-TG-01', '该 + 种类：前文选择或触发此效果的对象，如“该区域”。', 'That (+ a kind): the object chosen earlier or the trigger\'s, e.g. 该区域.', 'it'],
    ['thisOne', '此', ALL, 'SLCG-TG-01', '此 + 种类：这张卡自身，如“此设备”。', 'This (+ a kind): this card itself, e.g. 此设备.', 'self'],
    ['thatAttack', '那次攻击|那次攻擊', ALL, 'SLCG-CB-07 KL-CB-04', '引发此效果的那次攻击。', 'The attack that triggered this.', 'attack'],
    ['thatTrauma', '那次创伤|那次創傷', S, 'SLCG-CT-07 SLCG-TRM-01', '引发此效果的那次创伤。', 'The trauma that triggered this.', 'trauma'],
    ['thatCard', '那张卡牌|那張卡牌|那张卡|那張卡', ALL, 'GA-CH-02', '引发此效果的那张卡牌（的发动）。', 'The card (activation) that triggered this.', 'card'],
    ['thatEffect', '那个效果|那個效果|那次效果|该效果|該效果', ALL, 'KL-CH-01', '引发此效果的那个效果。', 'The effect that triggered this.', 'effect'],
    ['thatDamage', '该伤害|該傷害|那次伤害|那次傷害', ALL, 'GA-CB-04', '引发此效果的那次伤害。', 'The damage that triggered this.', 'damage'],
  ]),
  ...rows('quantifier', [
    ['all', '所有|全部|全体|全體', ALL, 'SLCG-TG-01 SLCG-CT-16', '所有：群体效果，不指定目标。', 'All: a mass effect that designates no target.', 'all'],
    ['any', '任意', ALL, '', '任意一个。', 'Any one.', 'any'],
    ['each', '每|每个|每個', ALL, '', '每一个。', 'Each.', 'each'],
  ]),
  ...rows('unit', [
    ['unitPiece', '个|個|名|位', ALL, '', '量词：个。', 'Counter word for characters/things.'],
    ['unitSheet', '张|張', ALL, '', '量词：张（卡牌）。', 'Counter word for cards.'],
    ['unitPoint', '点|點', ALL, '', '量词：点（数值）。', 'Counter word for points.'],
    ['unitCell', '格', K, 'KL-MV-02', '量词：格（区域）。', 'Counter word for areas/steps.'],
    ['unitTime', '次', ALL, '', '量词：次。', 'Counter word for times.'],
    ['unitTurn', '回合', ALL, '', '回合。', 'Turn(s).'],
  ]),
  ...rows('filter', [
    ['tappedF', '横置的|橫置的|横置状态的|橫置狀態的', S, 'SLCG-TX-09 SLCG-CB-02', '横置的（已横置）。', 'Tapped.', 'tapped'],
    ['uprightF', '纵置的|縱置的|激活状态的|激活狀態的', S, 'SLCG-TX-09', '纵置的（激活状态）。', 'Upright (active).', 'upright'],
    ['traitIs', '特征为|特徵為|特征是|特徵是', ALL, 'SLCG-CT-04', '特征为「X」的卡。', 'Whose trait is 「X」.', 'trait'],
    ['nameIs', '名为|名為|名称为|名稱為', ALL, '', '名为「X」的卡。', 'Named 「X」.', 'name'],
    ['emptyF', '空置的|空置|空的', K, 'KL-ZN-06', '空置的（区域中没有卡，也没有被封锁）。', 'Empty (an area holding no card and not locked).', 'empty'],
    ['lockedF', '被封锁的|被封鎖的|封锁的|封鎖的', K, 'KL-TX-07', '被封锁的（区域）。', 'Locked (an area).', 'locked'],
    ['faceDownF', '盖伏的|蓋伏的|盖伏|蓋伏|盖放的|蓋放的', ['kaling', 'guangan'], 'KL-CT-07 GA-CT-01', '盖伏的（背面朝上盖在场上的卡）。', 'Face-down (set on the field).', 'faceDown'],
    ['deadF', '阵亡的|陣亡的', G, 'GA-CHR-04 GA-TG-01', '阵亡的（正在复活倒计时的角色）。', 'Dead (a character counting down to revival).', 'dead'],
    ['sealedF', '被封印的', G, 'GA-CHR-06 GA-TG-01', '被封印的（角色）。', 'Sealed (a character).', 'sealed'],
    ['orMore', '以上', ALL, 'KL-SUM-02', 'N以上（≥N）。', 'N or more (≥).', '>='],
    ['orLess', '以下', ALL, 'KL-SK-03', 'N以下（≤N）。', 'N or less (≤).', '<='],
  ]),
  ...rows('effect', [
    ['damage', '造成', ALL, 'SLCG-TX-05 GA-CB-04 KL-CB-06', '对目标造成N点伤害（SLCG：能力伤害）。', 'Deal N damage to the target (SLCG: ability damage).', 'damage'],
    ['damageNoun', '伤害|傷害', ALL, 'SLCG-TX-05 GA-CB-04', '伤害。', 'Damage.', 'damage'],
    ['push', '推动进度|推動進度', S, 'SLCG-TX-06 SLCG-CB-09', '推动进度±N：己方胜利进度前进/后退N格；令对方推动进度-N使对方后退。', 'Move own victory progress ±N; 令对方推动进度-N moves the opponent back.', 'push'],
    ['heal', '治愈|治癒', S, 'SLCG-TRM-04 SLCG-TRM-05', '治愈N点创伤：把N张创伤翻回红心面；没有创伤时发动无效。', 'Heal N trauma; does nothing without trauma.', 'heal'],
    ['destroy', '消灭|消滅|清除|破坏|破壞', ALL, 'SLCG-TX-10 KL-TX-01 GA-CT-07', '消灭（清除、破坏）：使卡进入废牌区/弃区。', 'Destroy: the card goes to its owner\'s discard.', 'destroy'],
    ['banish', '除外', ALL, 'GA-ZN-02 GA-KW-02', '除外：视为不存在，不再参与对局。', 'Banish: removed from the game.', 'banish'],
    ['addToHand', '加入手牌|加入手卡|加到手牌|加入到手牌', ALL, 'KL-TX-02 KL-TX-04', '加入手牌：从卡组（即载入）或弃区、场上（即回归）放到手牌。', 'Put into the hand: from the deck (a search) or from the discard or field (a return).', 'returnToHand'],
    ['returnToHand', '回归|迴歸|回歸|返回手牌|回到手牌|收回', ALL, 'KL-TX-02 KL-KW-03 GA-KW-01', '回归：从场上或弃区回到手牌。', 'Return to hand from the field or discard.', 'returnToHand'],
    ['shuffleIntoDeck', '回档|回檔|洗回卡组|洗回卡組', ALL, 'KL-TX-03 GA-LIM-01', '回档：回到卡组并洗牌。', 'Return to the deck and shuffle.', 'shuffleIntoDeck'],
    ['search', '载入|載入|检索|檢索', ALL, 'KL-TX-04', '载入：从卡组选一张卡加入手牌，然后洗牌。', 'Search: take a chosen card from the deck into hand, then shuffle.', 'search'],
    ['topDeck', '置顶|置頂', ALL, 'KL-TX-05', '置顶：把卡放到卡组顶。', 'Put a card on top of the deck.', 'topDeck'],
    ['draw', '抽卡|抽牌|抽', ALL, 'SLCG-TRN-05 KL-TX-04 KL-WIN-02 KL-SK-02', '抽N张卡：从卡组顶抽卡。', 'Draw N cards from the top of the deck.', 'draw'],
    ['moveEffect', '移动|移動', K, 'KL-MV-01 KL-MV-02 KL-MV-04', '移动N格：沿直线路径逐格移动。', 'Move N areas step by step.', 'move'],
    ['transfer', '转移|轉移', K, 'KL-MV-05', '转移：直接移到指定空区域，不是移动。', 'Transfer to an empty area directly (not a move).', 'transfer'],
    ['lockArea', '封锁|封鎖', K, 'KL-TX-07', '封锁：该区域视为不存在。', 'Lock an area: it counts as absent.', 'lockArea'],
    ['restore', '还原|還原', K, 'KL-TX-06', '还原：把数值恢复为原始值。', 'Restore values to the printed ones.', 'restore'],
    ['gain', '获得|獲得|得到', ALL, 'SLCG-KW-12 SLCG-SU-02', '获得资源，或令目标获得【特性】（一次性给予持续到回合结束）。', 'Gain a resource, or grant a keyword (one-shot grants last until end of turn).', 'gain'],
    ['lose', '失去', ALL, '', '失去资源或特性。', 'Lose a resource or keyword.', 'lose'],
    ['untap', '重整', S, 'SLCG-TRN-02 SLCG-TX-09', '重整：横置的卡转为纵置。', 'Untap (refresh).', 'untap'],
    ['tap', '横置|橫置', S, 'SLCG-TX-09 SLCG-CT-13', '横置：把卡横过来。', 'Tap.', 'tap'],
    ['upright', '纵置|縱置', S, 'SLCG-TX-09', '纵置（激活状态）。', 'Upright.', 'untap'],
    ['discardEffect', '弃置|棄置|丢弃|丟棄|弃掉|棄掉|舍弃|捨棄|弃|棄', ALL, 'SLCG-ZN-05 KL-ZN-04 GA-ZN-01', '弃（丢弃）：把手牌放入废牌区/弃区。', 'Discard: put cards from hand into the discard.', 'discard'],
    ['negate', '无效|無效', ALL, 'SLCG-CT-07 KL-CB-04 GA-CT-06 GA-CH-02', '无效：使那次攻击/创伤/卡牌/效果无效。', 'Negate that attack, trauma, card or effect.', 'negate'],
    ['overSummon', '超越降临|超越降臨', K, 'KL-SUM-03', '超越降临：通过效果无代价降临。', 'Summon through an effect, without cost or limit.', 'overSummon'],
    ['summonEffect', '召唤|召喚', G, 'GA-ZN-05 GA-CHR-08', '召唤一个「X」召唤物。', 'Summon a 「X」.', 'summon'],
    ['revive', '复活|復活', G, 'GA-CHR-04', '复活：阵亡的角色立即复活。', 'Revive a dead character.', 'revive'],
    ['seal', '封印', G, 'GA-CHR-06', '封印：角色离场N回合；第三次封印成为永久封印。', 'Seal a character for N turns; the third seal is permanent.', 'seal'],
    ['countdown', '倒计时|倒計時', G, 'GA-CHR-05 GA-CHR-07', '倒计时±N：修改复活/封印倒计时，溢出分摊。', 'Countdown ±N; overflow is shared out.', 'countdown'],
    ['recover', '回复|回復|恢复|恢復', G, 'GA-CB-07', '回复N点生命。', 'Recover N HP.', 'recover'],
    ['replace', '改为|改為', G, 'GA-RES-09', '改为：强化版本取代原效果。', 'Instead: the enhanced version replaces the effect.', 'replace'],
    ['effectWord', '效果', ALL, 'KL-EF-01 KL-EF-02 KL-EF-03 KL-CT-06', '效果。', 'Effect.', 'effect'],
  ]),
  ...rows('stat', [
    ['trauma', '创伤|創傷', S, 'SLCG-TRM-01 SLCG-TRM-02 SLCG-TRM-03 SLCG-ZN-01', '创伤：被攻击玩家翻转的生命卡；5点进入濒死。', 'Trauma: flipped life cards; 5 puts the player into 濒死.', 'trauma'],
    ['victory', '胜利进度|勝利進度|进度|進度', S, 'SLCG-ZN-07 SLCG-WIN-01', '胜利进度（0–15）。', 'Victory progress (0–15).', 'victory'],
    ['statLevel', '等级为|等級為', K, 'KL-CT-02', '等级。', 'Level.', 'level'],
    ['handCount', '手牌数|手牌數', ALL, '', '手牌张数。', 'Number of cards in hand.', 'hand'],
    ['lifePoints', '生命值|生命点数|生命點數', ['kaling', 'guangan'], 'KL-SU-04 KL-WIN-01', '生命值。', 'Life points.', 'life'],
  ]),
  ...rows('event', [
    ['evEnter', '登场|登場', ALL, 'SLCG-TX-01 SLCG-CT-12', '登场：进入主要区域。', 'Enters the field.', 'enter'],
    ['evReceive', '受到', ALL, 'SLCG-TRM-01 GA-CB-04', '受到（创伤/伤害）。', 'Receives (trauma/damage).', 'receive'],
    ['evAttacked', '被攻击|被攻擊', ALL, 'SLCG-CB-04 KL-CB-04', '被攻击。', 'Is attacked.', 'attacked'],
    ['evAttack', '宣言攻击|宣言攻擊|进行攻击|進行攻擊', ALL, 'SLCG-CB-01 KL-CB-04', '宣言攻击。', 'Declares an attack.', 'attack'],
    ['evDestroyed', '被消灭|被消滅|被清除|被破坏|被破壞|阵亡|陣亡', ALL, 'SLCG-TX-03 KL-TX-01 GA-CHR-04', '被消灭（清除、破坏、阵亡）。', 'Is destroyed (cleared, dies).', 'destroyed'],
    ['evActivate', '发动|發動|使用', ALL, 'KL-CT-06 GA-CT-01', '发动（卡牌或效果）。', 'Activates (a card or effect).', 'activated'],
    ['evTapped', '被横置|被橫置', S, 'SLCG-TX-09', '被横置。', 'Becomes tapped.', 'tapped'],
    ['evUntapped', '被重整', S, 'SLCG-TRN-02', '被重整。', 'Becomes untapped.', 'untapped'],
    ['evReturned', '被回归|被迴歸|被回歸', ALL, 'KL-TX-02 KL-KW-03', '被回归（回到手牌）。', 'Is returned to hand.', 'returned'],
    ['evBanished', '被除外', ALL, 'GA-ZN-02', '被除外。', 'Is banished.', 'banished'],
    ['evSealed', '被封印', G, 'GA-CHR-06', '被封印。', 'Is sealed.', 'sealed'],
    ['evDying', '进入濒死|進入瀕死|濒死|瀕死', S, 'SLCG-TRM-02 SLCG-TRM-03', '进入濒死（第5点创伤）。', 'Enters 濒死 (the 5th trauma).', 'dying'],
    ['evBackRow', '走到对方底线|走到對方底線|到达对方底线|到達對方底線', K, 'KL-ZN-02 KL-CB-08', '走到对方底线：卡灵进入对方底线（此后可直接攻击玩家）。', 'Reaches the opponent\'s back row (may then attack the player).', 'reachedBackRow'],
    ['evMissed', '攻击落空|攻擊落空', K, 'KL-CB-04', '攻击落空：被攻击的卡灵在数值结算前离开了区域。', 'The attack misses: the attacked kaling left its area before the value settlement.', 'attackMissed'],
    ['evPushed', '推进|推進', S, 'SLCG-CB-08', '推进胜利进度。', 'Pushes the victory track.', 'pushed'],
  ]),
  ...rows('damageType', [
    ['physical', '物理', G, 'GA-CB-04', '物理伤害（战斗伤害通常是物理）。', 'Physical damage (battle damage normally).', 'physical'],
    ['magic', '法术|法術|能力', ALL, 'GA-CB-04 SLCG-TX-05', '法术伤害（效果伤害通常是法术；SLCG称能力伤害）。', 'Magic (ability) damage.', 'magic'],
    ['trueDmg', '真实|真實', G, 'GA-CB-05', '真实伤害：无视减伤、护盾和光环，不会被暴击翻倍。', 'True damage: ignores reductions, shields and 光环.', 'true'],
    ['battle', '战斗|戰鬥', ALL, 'GA-CB-04 SLCG-CB-05 KL-CB-10', '战斗伤害。', 'Battle damage.', 'battle'],
  ]),
  ...rows('duration', [
    ['untilEndOfTurn', '直到回合结束|直到回合結束|本回合内|本回合內|本回合', ALL, 'SLCG-SU-02 KL-TRN-05', '直到回合结束。', 'Until end of turn.', 'endOfTurn'],
    ['untilOppEnd', '直到对方回合结束|直到對方回合結束', ALL, '', '直到对方回合结束。', "Until the end of the opponent's turn.", 'endOfOpponentTurn'],
  ]),
  ...rows('zone', [
    ['hand', '手牌|手卡', ALL, 'SLCG-ZN-08 KL-ZN-08 GA-ZN-01', '手牌。', 'Hand.', 'hand'],
    ['deck', '卡组|卡組|牌组|牌組|牌库|牌庫', ALL, 'SLCG-ZN-04 KL-ZN-03 GA-ZN-01', '卡组。', 'Deck.', 'deck'],
    ['discard', '废牌区|廢牌區|弃区|棄區|弃牌区|棄牌區', ALL, 'SLCG-ZN-05 KL-ZN-04 GA-ZN-01', '废牌区（弃区、弃牌区）。', 'Discard pile.', 'discard'],
    ['mainArea', '主要区域|主要區域|场上|場上|战场|戰場', ALL, 'SLCG-ZN-06 SLCG-ZN-03 KL-ZN-01 GA-ZN-03', '主要区域（场上、战场）。', 'The main area / field.', 'field'],
    ['energyZone', '能量区域|能量區域|能量区|能量區', ['slcg', 'kaling'], 'SLCG-ZN-02 KL-ZN-05', '能量区域。', 'Energy zone.', 'energy'],
    ['banished', '除外区|除外區', G, 'GA-ZN-02', '除外的卡。', 'Banished cards.', 'banished'],
  ]),
  ...rows('color', [
    ['colorBoth', '攻推|红蓝|紅藍', S, 'SLCG-CT-11', '红蓝：可横置攻击或推进。', 'Red-blue: may tap to attack or push.', 'both'],
    ['colorAttack', '攻|红|紅', S, 'SLCG-CT-11', '红色：可横置攻击。', 'Red: may tap to attack.', 'attack'],
    ['colorPush', '推|蓝|藍', S, 'SLCG-CT-11', '蓝色：可横置推进。', 'Blue: may tap to push.', 'push'],
    ['colorNone', '无|無|青', S, 'SLCG-CT-11', '青色：没有基本能力。', 'Cyan: no basic ability.', 'none'],
  ]),
  ...rows('connective', [
    ['when', '当|當|每当|每當', ALL, 'SLCG-CH-02 KL-EF-02', '当…时（每当…时）：诱发条件。', 'When (whenever) …: a trigger condition.'],
    ['at', '时|時', ALL, 'SLCG-CH-02', '时：诱发条件的结尾。', 'Closes a 当… trigger.'],
    ['if', '若|如果|假如', ALL, 'SLCG-CT-08', '若…：条件。', 'If …: a condition.'],
    ['thenIf', '则|則|那么|那麼', ALL, 'SLCG-CT-08', '若…，则…：条件成立时的效果。', 'If …, then …: what happens when the condition holds.'],
    ['have', '有|存在', ALL, 'SLCG-CT-08', '有（若…有…：存在条件）。', 'There is (an existence condition).'],
    ['haveNot', '没有|沒有|不存在', ALL, 'SLCG-CT-08', '没有（若…没有…：不存在条件）。', 'There is no (an existence condition).'],
    ['ba', '将|將|把', ALL, '', '将/把：把对象放在动词前，如“将其置顶”。', 'Puts the object before the verb: 将其置顶 (put it on top).'],
    ['passive', '被', ALL, '', '被（被动：当…被…时）。', 'Passive marker (当 X 被… 时).'],
    ['may', '可以', ALL, 'SLCG-TX-08', '可以：此效果可选，由玩家决定是否使用。', 'May: the effect is optional.', 'optional'],
    ['to', '对|對|向', ALL, 'SLCG-TX-05', '对（目标）。', 'To/at (a target).'],
    ['make', '令|使|让|讓', ALL, 'SLCG-CB-09 SLCG-KW-12', '令（目标做某事）。', 'Make (a target do something).'],
    ['choose', '选择|選擇|指定', ALL, 'SLCG-TG-01 SLCG-TG-02', '选择（指定目标）。', 'Choose (designate a target).'],
    ['of', '的', ALL, '', '的。', 'Of.'],
    ['and', '并且|並且|并|並|且|和|与|與', ALL, 'SLCG-TX-07', '并且。', 'And.'],
    ['or', '或者|或', ALL, 'KL-SUM-02', '或：可选的替代（如降临代价）。', 'Or: an alternative (e.g. summon costs).'],
    ['within', '内的|內的|中的|内|內|中', ALL, 'KL-TG-02', '（范围）内的。', 'Within (a range).'],
    ['from', '从|從', ALL, 'KL-TX-02', '从（区域）。', 'From (a zone).'],
    ['into', '到|至|加入', ALL, 'KL-TX-02', '到（区域）。', 'Into (a zone).'],
    ['then', '然后|然後|之后|之後', ALL, 'SLCG-TX-07', '然后。', 'Then.'],
    ['material', '素材', K, 'KL-SUM-02 KL-SUM-05 KL-SUM-06', '素材：用己方卡灵作为付费降临的代价。', 'Material: an own kaling paid for a summon.', 'material'],
    ['ignore', '无视|無視', ['kaling', 'guangan'], 'KL-SK-03 GA-CB-05', '无视。', 'Ignoring.'],
  ]),
];

export const VOCAB_BY_ID: ReadonlyMap<string, VocabEntry> = new Map(VOCABULARY.map((e) => [e.id, e]));

/** Every written form (canonical and alias) → its entry. */
export const VOCAB_BY_FORM: ReadonlyMap<string, VocabEntry> = new Map(
  VOCABULARY.flatMap((e) => [e.canonical, ...e.aliases].map((f) => [f, e] as const)),
);

export function vocab(id: string): VocabEntry {
  const e = VOCAB_BY_ID.get(id);
  if (!e) throw new Error(`no vocabulary entry ${id}`);
  return e;
}

export function entriesOf<C extends Category>(category: C): EntryOf<C>[] {
  return VOCABULARY.filter((e) => e.category === category) as unknown as EntryOf<C>[];
}

export function allowedIn(e: VocabEntry, ruleset: RulesetId): boolean {
  return e.rulesets.length === 0 || e.rulesets.includes(ruleset);
}
