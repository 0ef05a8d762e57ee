// Codes of the ruleset-aware checker (CS2xxx), part of the typed registry (compiler/diagnostics.ts).
// Each check in validators/ names one of these with the rule it enforces.
import type { Catalog } from '../../grammar/index.js';

export const CHECKER_CATALOG = {
  CS2001: { severity: 'error', zh: '“{0}”是{1}的{2}；{3}', en: '"{0}" is a {4} {5}; {6}' },
  CS2002: { severity: 'error', zh: '“{0}”不是{1}卡的字段', en: '"{0}" is not a field of a {2} card' },
  CS2003: { severity: 'error', zh: '{1}卡缺少“{0}”', en: '{2} card has no {0}' },
  CS2004: { severity: 'error', zh: '“{0}”的值 {1} 超出范围：{2}', en: '{0} {1} is out of range: {3}' },
  CS2005: { severity: 'error', zh: '“{0}”不存在：次数至少为 1', en: '"{0}" does not exist: a limit counts at least 1' },
  CS2006: {
    severity: 'error',
    zh: '【突发】卡“{0}”没有触发条件（当…时）',
    en: 'burst (突发) card "{0}" has no trigger (当…时)',
  },
  CS2007: { severity: 'error', zh: '{1}卡不能带有【{0}】', en: 'a {2} card cannot carry 【{0}】' },
  CS2008: {
    severity: 'warning',
    zh: '【瞬发】与【蓄力】同时出现：【瞬发】不消耗体力，优先于【蓄力】，所以这张卡不消耗体力，【蓄力】不起作用',
    en: '【瞬发】 and 【蓄力】 together: 瞬发 (no stamina) wins over 蓄力, so this card costs no stamina and 蓄力 does nothing',
  },
  CS2112: {
    severity: 'warning',
    zh: '【咒术】与【符术】同时出现：【符术】让这张卡使用后立即除外，【咒术】的返回手牌在使用之后，找不到这张卡，所以它总是被除外，【咒术】不起作用',
    en: '【咒术】 and 【符术】 together: 符术 banishes the card immediately after use, before 咒术 could return it to hand, so it is always banished and 咒术 does nothing',
  },
  CS2009: {
    severity: 'error',
    zh: '专属的“{0}”不是本卡包的角色卡（它是{1}卡）',
    en: '"{0}" (专属) is not a character of this set (it is a {2} card)',
  },
  CS2010: { severity: 'error', zh: '专属的“{0}”在本卡包中不存在', en: '"{0}" (专属) is not a card of this set' },
  CS2011: { severity: 'error', zh: '「{0}」不是本卡包中的卡牌', en: '「{0}」 matches no card of this set' },
  CS2012: { severity: 'warning', zh: '本卡包没有特征为「{0}」的卡牌', en: 'no card of this set has the trait 「{0}」' },
  CS2013: {
    severity: 'error',
    zh: '卡牌名称“{0}”在本卡包中重复',
    en: 'card name "{0}" is used more than once in this set',
  },
  CS2014: {
    severity: 'error',
    zh: '{1}的规则里没有“{0}”这样的效果，对局中它什么也不会做',
    en: '{2} has no effect like "{0}": in a game it would do nothing',
  },
  CS2015: {
    severity: 'warning',
    zh: '【{0}】与{1}同时使用没有意义：{1}是这张卡自己的时刻，不分哪一方的回合',
    en: "【{0}】 with {1} makes no sense: {1} is this card's own moment, whoever's turn it is",
  },
  CS2016: {
    severity: 'error',
    zh: '【行动】要横置这个角色；{0}卡没有可以横置的角色',
    en: '【行动】 taps this character; a {1} card has none to tap',
  },
  CS2017: {
    severity: 'error',
    zh: '文件声明的规则集“{0}”与卡包的规则集“{1}”不一致',
    en: 'the file declares ruleset "{0}" but the set is "{1}"',
  },
  CS2018: {
    severity: 'warning',
    zh: '不知道这张卡用哪个规则集：在文件开头写“规则：slcg”，或放进有 set.yaml 的文件夹',
    en: 'no ruleset for this card: write "规则：slcg" at the top of the file or put it in a folder with a set.yaml',
  },
  CS2019: {
    severity: 'error',
    zh: '类型“{0}”用法不对：一张卡只有一个类型',
    en: 'type "{0}" is misused: a card has exactly one type',
  },
  CS2020: { severity: 'warning', zh: '“{0}”有 {1} 个特征，最多 2 个', en: '"{0}" has {1} traits; at most 2' },
  CS2021: {
    severity: 'warning',
    zh: '发生卡在回合结束时进入废牌区，不会被消灭，{0}不会诱发',
    en: 'a 发生 card goes to the discard at turn end without being destroyed; {1} never triggers',
  },
  CS2022: {
    severity: 'error',
    zh: '{0}卡的能力需要写明【启动】、【瞬发】或【永恒】',
    en: 'an ability of a {1} card needs 【启动】, 【瞬发】 or 【永恒】',
  },
  CS2023: {
    severity: 'error',
    zh: '{0}卡“{1}”没有发动条件（当…时）',
    en: '{2} card "{1}" has no activation condition (当…时)',
  },
  CS2024: {
    severity: 'error',
    zh: '伤害的对象必须是角色，不能是{0}',
    en: 'damage must be dealt to a character, not to {1}',
  },
  CS2025: {
    severity: 'warning',
    zh: '费用减免 {0} 大于费用 {1}；费用不会低于 0',
    en: 'cost reduction {0} is more than the cost {1}; the cost never goes below 0',
  },
  CS2026: {
    severity: 'error',
    zh: '费用±N 在 SLCG 中只能写成常驻的一行（角色或场景上不带时机、限制和【行动】），一次性的费用变化没有效果',
    en: 'in SLCG, 费用±N must be a standing line (on a 角色 or 场景, without timing, limit or 【行动】); a one-shot cost change would do nothing',
  },
  CS2027: {
    severity: 'error',
    zh: '战术卡的效果只能是【启动】或【瞬发】',
    en: "a tactic card's effects are 【启动】 or 【瞬发】 only",
  },
  CS2028: {
    severity: 'error',
    zh: '【启动】效果只能在己方行动阶段主动发动，不能有时机或“当…时”',
    en: 'a 【启动】 effect is used by choice in the own action phase; it cannot have a timing or a 当…时 trigger',
  },
  CS2029: {
    severity: 'warning',
    zh: '【光明】/【黑暗】后没有强化效果',
    en: '【光明】/【黑暗】 has no enhanced effect',
  },
  CS2030: { severity: 'warning', zh: '数值改变 0 没有效果', en: 'a change of 0 does nothing' },
  CS2031: {
    severity: 'warning',
    zh: '【{0}】用在普通能力文字上没有意义：前缀只修饰【一回合一次】、回合开始/结束时或“当…时”',
    en: '【{0}】 on plain text makes no sense: a prefix only qualifies 【一回合一次】, turn start/end or a 当…时 trigger',
  },
  CS2032: {
    severity: 'warning',
    zh: '【{0}】与{1}同时使用没有意义：【行动】是主动使用的能力，诱发能力不横置',
    en: '【{0}】 with {1} makes no sense: 【行动】 is used by choice; a triggered ability does not tap',
  },
  CS2033: {
    severity: 'warning',
    zh: '【{0}】与回N/耗能同时使用没有意义：永恒效果不发动，没有次数也不付代价',
    en: '【{0}】 with 回N/耗能 makes no sense: an eternal effect is never activated, so it has no limit or cost',
  },
  CS2034: {
    severity: 'error',
    zh: '类型“持续”要与普通、响应或反制一起写，如“持续 响应”',
    en: 'type "持续" goes with 普通, 响应 or 反制, e.g. "持续 响应"',
  },
  CS2035: {
    severity: 'error',
    zh: '持续不能用于{0}卡，只能与普通、响应或反制一起写',
    en: '持续 cannot qualify a {1} card, only 普通, 响应 or 反制',
  },
  CS2036: {
    severity: 'error',
    zh: '“{0}”里的{1}不会起作用：{2}',
    en: '{3} in "{0}" would have no effect: {4}',
  },
  CS2039: {
    severity: 'error',
    zh: '“{0}”写在{1}里，在卡留在场上时什么也不会做：这样的能力只能{2}；一次性的效果要写时机或另写一个能力',
    en: '"{0}" is in {3}, which would do nothing while the card is in play: such an ability can only {4}; a one-shot effect needs a timing or an ability of its own',
  },
  CS2044: {
    severity: 'error',
    zh: '能力的代价不写“{0}”：{1}',
    en: 'an ability\'s cost is not written "{0}": {2}',
  },
  CS2045: {
    severity: 'warning',
    zh: '常值“{0}”没有写颜色，这个角色按青色（无）处理：不能攻击也不能推动。写明颜色：攻（红）、推（蓝）、攻推（红蓝）或无（青）',
    en: '常值 "{0}" has no colour, so this character plays as cyan (无): it can neither attack nor push. Write its colour: 攻 (red), 推 (blue), 攻推 (red-blue) or 无 (cyan)',
  },
  CS2046: {
    severity: 'warning',
    zh: '{0}永远不会诱发：{1}',
    en: '{3} never triggers: {2}',
  },
  CS2047: {
    severity: 'warning',
    zh: '发生卡打出时文字立即结算，结算后放到主要区域不算登场，{0}永远不会诱发；去掉它，这段文字就在打出时结算',
    en: 'a 发生 card resolves its text when played and is not entering (登场) when it is then placed in the main area, so {1} never triggers; without it the text resolves when the card is played',
  },
  CS2048: {
    severity: 'warning',
    zh: 'GP 只有放置设备才有：没有【放置】的设备像战术卡一样使用后进入弃区，它的 GP 不起作用',
    en: 'only a placed device has GP: a device without 【放置】 is used like a tactic and goes to the 弃区, so its GP does nothing',
  },
  CS2049: {
    severity: 'warning',
    zh: '“{1}”后的“{0}”永远不起作用：真实伤害不会被来源卡以外的效果增减',
    en: '"{0}" after "{1}" never does anything: true damage is not increased or reduced by any effect but its source card\'s text',
  },
  CS2050: {
    severity: 'error',
    zh: '“{0}”：【{1}】{2}，不能被获得或失去；角色能获得或失去的词条是{3}',
    en: '"{0}": 【{1}】 {4}, so it cannot be gained or lost; characters gain or lose {5}',
  },
  CS2051: {
    severity: 'error',
    zh: '【{0}】这一行上面没有它要强化的能力：强化行属于它上面最近的一行不带【光明】/【黑暗】的能力；把它移到那一行下面',
    en: 'the 【{0}】 line has no ability above it to enhance: an enhancement line belongs to the last line above it without 【光明】/【黑暗】; move it below that line',
  },
  CS2052: {
    severity: 'warning',
    zh: '发生卡只在打出的那个回合留在主要区域，回合结束时进入废牌区：{0}永远不会诱发',
    en: 'a 发生 card lies in the main area only in the turn it is played and goes to the discard at its end, so {1} never triggers',
  },
  CS2053: {
    severity: 'warning',
    zh: '“{0}”对发生卡没有作用：每张发生卡只打出一次，它的文字每回合本来就最多结算一次；去掉它',
    en: '"{0}" does nothing on a 发生 card: each 发生 card is played once, so its text resolves at most once a turn anyway; remove it',
  },
  CS2120: {
    severity: 'warning',
    zh: '这张突发卡无效那张卡牌，所以在那个角色登场之前结算：它还不在场上，“{0}”不会生效；把它写在另一张“当对方角色登场时”的卡上，或去掉“无效那张卡牌”',
    en: 'this 突发 card cancels that card, so it resolves before the character enters: it is not in play yet and "{1}" does nothing; put it on another card answering 登场, or drop the cancel',
  },
  CS2121: {
    severity: 'error',
    zh: '【{0}】是卡牌的标志，要写在“类型”行（写在名称后面不是名称的一部分，卡牌会缺少它）：“{1}”',
    en: '【{0}】 is a mark of the card and goes on its 类型 line (after the name it is no part of the name, and the card would lack it): "{1}"',
  },
  CS2038: {
    severity: 'error',
    zh: '光暗的【{0}】是卡牌的词条，要写在“类型”行：“{1}”',
    en: 'in 光暗, 【{0}】 is a keyword of the card and goes on its 类型 line: "{1}"',
  },
  CS2040: {
    severity: 'error',
    zh: '“{0}”没有写明目标，而{1}卡自身不能成为它的目标：写明目标，如“{2}”',
    en: '"{0}" names no target, and a {3} card cannot be its own target: name one, e.g. "{2}"',
  },
  CS2041: {
    severity: 'error',
    zh: '“{0}”改变的“{1}”不是{2}卡的数值，运行时不会改变它：{3}',
    en: '"{0}" changes "{1}", which is not a value of a {2} card, so the runtime would never change it: {4}',
  },
  CS2054: {
    severity: 'error',
    zh: '“{0}”比较的“{1}”不是{2}卡的数值，每张卡都会当作0来比较：卡牌只能按{3}筛选',
    en: '"{0}" compares "{1}", which is not a value of a {2} card, so every card would count as 0: cards are filtered by {3}',
  },
  CS2055: {
    severity: 'error',
    zh: '“{0}”比较的“{1}”不是{2}玩家的数值，这个条件会按0判断：条件比较玩家的{3}{4}',
    en: '"{0}" compares "{1}", which is not a number of a {2} player, so the condition would read 0: conditions compare a player\'s {3}{5}',
  },
  CS2090: {
    severity: 'warning',
    zh: '{0}永远不会诱发：{1}',
    en: '{3} never triggers: {2}',
  },
  CS2091: {
    severity: 'warning',
    zh: '【永恒】效果在它的卡正面留在场上时适用，而没有【放置】的设备像战术卡一样使用，结算后就进入弃区：这个【永恒】效果最多在这张卡自己的效果结算期间适用',
    en: "a 【永恒】 effect applies while its card stays face up on the field, but a device without 【放置】 is used like a tactic and goes to the 弃区 once resolved: this 【永恒】 effect applies at most while the card's own effect resolves",
  },
  CS2092: {
    severity: 'warning',
    zh: '【放置】设备没有写 GP：放置后它的 GP 是 0，立即被清除',
    en: 'a 【放置】 device without GP has GP 0 once placed, so it is cleared at once',
  },
  CS2070: {
    severity: 'error',
    zh: '“{0}”：卡灵没有生命值，卡灵时代的伤害只对玩家造成；写“{1}…”，或用“DP-N”削弱、用“清除”移除卡灵',
    en: '"{0}": a 卡灵 has no HP, so in 卡灵时代 damage is dealt to players only; write "{1}…", or weaken a 卡灵 with DP-N or remove it with 清除',
  },
  CS2071: {
    severity: 'error',
    zh: '“{0}”只在{1}里起作用（一直生效），一次性的改变什么也不会做；写成{1}，如“{2}”',
    en: '"{0}" works only in {3} (while it stands); a one-shot change would do nothing: write it as {3}, e.g. "{2}"',
  },
  CS2072: {
    severity: 'error',
    zh: '“{0}”：卡灵时代没有可以无效的伤害；能无效的是那次攻击、那张卡牌或那个效果',
    en: '"{0}": 卡灵时代 has no damage to negate; what can be negated is 那次攻击 (an attack), 那张卡牌 (a card) or 那个效果 (an effect)',
  },
  CS2073: {
    severity: 'error',
    zh: '“{0}”：光暗的角色和牌手不会回到手卡、卡组或被除外；“{1}”只作用于卡（如“一张卡”）{2}',
    en: '"{0}": in 光暗 characters and players never go back to the hand or deck or get banished; "{1}" acts on a card (e.g. "一张卡"){3}',
  },
  CS2074: {
    severity: 'error',
    zh: '“{0}”：{1}的效果不能让玩家{2}{3}；能{2}的是{4}',
    en: '"{0}": {1} effects cannot make a player {5} {3}; a player can {5} {6}',
  },
  CS2075: {
    severity: 'error',
    zh: '降临的素材只有一张卡灵，“{0}”付不出来；写“素材一张…”',
    en: 'a paid summon takes one 卡灵 as material, so "{0}" could never be paid; write 素材一张…',
  },
  CS2110: {
    severity: 'error',
    zh: '降临的素材是场上的一张己方卡灵，而“{0}”{1}',
    en: 'a paid summon\'s material is one of your own 卡灵 on the battlefield, and "{0}" {2}',
  },
  CS2111: {
    severity: 'error',
    zh: '降临最多有一种耗能和一种素材的付法，“{0}”和“{1}”是同一种：只写一个',
    en: 'a 降临 line offers at most one 耗能 and one 素材 alternative, and "{0}" and "{1}" are the same kind: write one',
  },
  CS2076: {
    severity: 'error',
    zh: '“{0}”改变的是正要造成的伤害，要写在“当…受到伤害时”之后，如“{1}”；写在这里它什么也不会做',
    en: '"{0}" changes damage about to be dealt, so it needs a 当…受到伤害时 before it, e.g. "{1}"; here it would do nothing',
  },
  CS2077: {
    severity: 'error',
    zh: '【{0}】是卡灵时代的效果种类；光暗的能力不写种类（卡的文字在使用这张卡时结算，角色的能力写时机或“当…时”）：删去【{0}】',
    en: "【{0}】 is a kind of 卡灵时代 effect; 光暗 abilities have no kind (a card's text resolves when the card is used, a character's lines have a timing or 当…时): remove 【{0}】",
  },
  CS2100: {
    severity: 'error',
    zh: '“{0}”指的卡不存在：{1}里的卡都是那一方的{2}',
    en: '"{0}" names no card: the cards in {3} are that player\'s own{4}',
  },
  CS2101: {
    severity: 'error',
    zh: '降临的素材是己方的卡灵，“{0}”付不出来；写“素材一张己方卡灵”或“素材一张卡灵”',
    en: 'a 降临 material is one of your own 卡灵, so "{0}" could never be paid; write 素材一张己方卡灵 or 素材一张卡灵',
  },
  CS2102: {
    severity: 'error',
    zh: '降临的素材只能用等级、特征、卡名限定（它总是场上任意一张己方卡灵，在对方战场上的除外），“{0}”说的位置不会被遵守',
    en: 'a 降临 material can be narrowed only by level, trait or name (it is always any one of your 卡灵 on the battlefield outside the opponent\'s rows): where "{0}" says it stands would not be kept',
  },
  CS2103: {
    severity: 'error',
    zh: '“{0}”：范围和方向数的是战场上的区域，{1}里的卡不在战场上',
    en: '"{0}": ranges and directions count areas of the battlefield, and cards in {2} are not on it',
  },
  CS2104: {
    severity: 'error',
    zh: '“{0}”：当…时只看是哪张卡，不看它站在哪里（范围、方向、哪一方的战场），所以无论它在哪都会触发',
    en: '"{0}": a 当…时 is judged by what its card is, not by where it stands (a range, a direction, rows of the battlefield), so it would wake wherever the card stands',
  },
  CS2113: {
    severity: 'error',
    zh: '“{0}”没有可指的对象：它之前没有效果指定或写明卡牌，这个能力也不是由某张卡的事件（当…时）引发的；写明目标，如“{1}”',
    en: '"{0}" refers to nothing: no effect before it names a card, and no card\'s event (当…时) starts this ability; name the target, e.g. "{1}"',
  },
  CS2220: {
    severity: 'error',
    zh: '“{0}”不会发生：卡灵只会走到对方的底线，{1}的卡灵走到的是对方的底线，不是己方的；写“走到对方底线”，或写“当对方卡灵走到己方底线时”',
    en: '"{0}" never happens: a 卡灵 only reaches its opponent\'s back row, and {2} 卡灵 reach the opponent\'s, not yours; write 走到对方底线, or 当对方卡灵走到己方底线时',
  },
  CS2230: {
    severity: 'error',
    zh: '“{0}”：{1}里没有这种行动可以禁止——{2}',
    en: '"{0}": {1} has no such action to forbid — {3}',
  },
  CS2240: {
    severity: 'warning',
    zh: '“{0}”是【启动】效果，只在己方行动阶段发动（KL-EF-01），而{1}只在对方回合里才会发生：到本回合结束为止的禁止不起作用；写明持续到对方回合，如“直到对方回合结束{2}”',
    en: '"{0}" is a 【启动】 effect, used only in one\'s own 行动阶段 (KL-EF-01), and {3} happens only in the opponent\'s turn: a ban that ends with this turn does nothing; make it last through that turn, e.g. "直到对方回合结束{2}"',
  },
  CS2241: {
    severity: 'error',
    zh: '“{0}”：交换位置的两张卡只能有一张是选出来的，另一张要写成此卡灵、其或那张卡灵；要选两张，写成“选择两张己方卡灵，令其交换位置”',
    en: '"{0}": of the two cards that swap places only one is chosen; name the other as 此卡灵, 其 or 那张卡灵 — to choose both, write 选择两张己方卡灵，令其交换位置',
  },
  CS2242: {
    severity: 'error',
    zh: '“{0}”：交换位置要两张卡，这里只有一张；写成“令此卡灵与一张其他己方卡灵交换位置”或“选择两张己方卡灵，令其交换位置”',
    en: '"{0}": swapping places takes two cards and this names one; write 令此卡灵与一张其他己方卡灵交换位置 or 选择两张己方卡灵，令其交换位置',
  },
  CS2243: {
    severity: 'error',
    zh: '“{0}”：只有卡灵时代区分被效果清除和被战斗清除（KL-TX-01），{1}里的消灭不这样区分，这条能力不会被唤醒；去掉“效果”/“战斗”',
    en: '"{0}": only 卡灵时代 tells a clearing by effect from one by battle (KL-TX-01); {1} does not, so this line would never wake; leave out 效果 / 战斗',
  },
  CS2231: {
    severity: 'error',
    zh: '“{0}”：{1}里只有{2}会攻击或行动，“{3}”不是；写明这样的目标，如“{4}”',
    en: '"{0}": in {1} only {5} attack or act, and "{3}" is none of them; name such a target, e.g. "{4}"',
  },
  CS2141: {
    severity: 'error',
    zh: '“{0}”不会被判断：“当X攻击Y时”按被攻击的Y触发，攻击者只能写出它是哪一方的（与Y相对的一方，如“当对方角色攻击己方角色时”）',
    en: '"{0}" would not be judged: 当X攻击Y时 triggers on the attack on Y, and the attacker can only be said by its side (the other side from Y\'s, as in 当对方角色攻击己方角色时)',
  },
  CS2142: {
    severity: 'error',
    zh: '“{0}”在“当X攻击Y时”里不清楚指攻击者还是被攻击的卡：指攻击者写“攻击者”；指被攻击的卡，把触发写成“当Y被攻击时”',
    en: '"{0}" in 当X攻击Y时 could be the attacker or the attacked card: for the attacker write 攻击者; for the attacked card write the trigger as 当Y被攻击时',
  },
  CS2140: {
    severity: 'error',
    zh: '“{0}”指引发此能力的那次攻击的攻击者，但这个能力不是由攻击引发的；用于【攻击时】【被攻击时】或“当…攻击时”“当…被攻击时”的能力，或写明目标，如“{1}”',
    en: '"{0}" is the attacker of the attack that started this ability, but no attack starts it; use it in an ability of 【攻击时】, 【被攻击时】, 当…攻击时 or 当…被攻击时, or name the target, e.g. "{1}"',
  },
  CS2150: {
    severity: 'error',
    zh: '“{0}”在诱发能力里什么也不会无效：能力结算时，唤醒它的事件已经发生；诱发能力只能无效唤醒它、仍在连锁上的那次攻击（【被攻击时】或“当…攻击时”：无效那次攻击）。要在事件发生前回应它，请写成{1}',
    en: '"{0}" in a triggered ability cancels nothing: by the time the ability resolves, the event that woke it has happened; a triggered ability can cancel only the attack that woke it, still on the chain (【被攻击时】 or 当…攻击时: 无效那次攻击). To answer the event before it happens, write {2}',
  },
  CS2160: {
    severity: 'error',
    zh: '“{0}”在{1}里没有可比较的一组卡：每张卡都单独判断，所以每张都算“最高/最低”；最高、最低只用于效果的目标（消灭、造成伤害等的对象），这里请写成比较数值，如“{3}”',
    en: '"{0}" in {2} has no set of cards to compare with: each card is judged alone, so each would count as the highest/lowest; 最高/最低 belongs in an effect\'s target; here compare a value, e.g. "{3}"',
  },
  CS2170: {
    severity: 'error',
    zh: '“{0}”：持续生效的能力不能用X——X在效果结算时才数，而这一行没有结算的时刻；写成固定的数字，或写成会结算的能力（如【登场时】、【启动】）',
    en: '"{0}": a standing ability cannot use X — X is counted when an effect resolves, and this line never resolves; write a fixed number, or make it an ability that resolves (e.g. 【登场时】, 【启动】)',
  },
  CS2172: {
    severity: 'error',
    zh: '“{0}”：X是一张卡的“{1}”，但{2}的卡没有这个数值（卡牌的数值有：{3}）',
    en: '"{0}": X is a card\'s "{1}", but {2} cards have no such value (a card\'s values: {3})',
  },
  CS2173: {
    severity: 'warning',
    zh: '“{0}”：{2}卡没有“{1}”，这张卡的{1}按0算，所以这个条件的结果永远一样；写在有{1}的卡上，或者改成别的条件',
    en: '"{0}": a {3} card has no {1}, so this card\'s {1} counts as 0 and the condition always comes out the same; write it on a card that has {1}, or use another condition',
  },
  CS2260: {
    severity: 'error',
    zh: '“{0}”：X是这张卡自己的“{1}”，但{2}卡没有{1}（写在{2}卡上的“此角色”“自身”就是这张卡，不是它所属的角色），X永远是0，这个效果什么也不做；写成另一张卡的数值，如“X为其{1}”，或写一个固定的数字',
    en: '"{0}": X is this card\'s own {1}, but a {3} card has no {1} (此角色 / 自身 on a {3} card is the card itself, not the character it belongs to), so X is always 0 and the effect does nothing; read another card\'s value, e.g. X为其{1}, or write a fixed number',
  },
  CS2261: {
    severity: 'error',
    zh: '“{0}”写在普通卡上永远不会生效：普通卡只在己方准备阶段使用，结算后就进入弃牌区，不会在场上等待这个时刻；要让它在这个时刻生效，改为持续普通卡（放在用牌区）或响应卡',
    en: '"{0}" on a 普通 (normal) card never takes effect: a normal card is used in its player\'s 准备阶段 and goes to the discard once resolved, so it never waits on the field for this moment; to act at this moment, make it a continuous 普通 card (it stays in the 用牌区) or a 响应 (response) card',
  },
  CS2262: {
    severity: 'error',
    zh: '“{0}”永远不会发生效果：光暗的卡只在使用时（或持续卡在用牌区、角色在场上时）生效，手牌中的卡什么也不做，抽到它不会让任何一行生效；把效果写成使用时的效果，或写成其他时刻',
    en: '"{0}" never takes effect: a 光暗 card acts only when it is used (or while a continuous card is in the 用牌区, a character on the field); a card in hand does nothing, so drawing it wakes no line; write the effect as what the card does when used, or use another moment',
  },
  CS2264: {
    severity: 'error',
    zh: '“{0}”：{1}卡不会出击（写在{1}卡上的“此角色”“自身”就是这张卡，不是它所属的角色），所以这个条件的结果永远一样；写在角色或召唤物上，或者改成别的条件',
    en: '"{0}": a {2} card never makes a sortie (此角色 / 自身 on a {2} card is the card itself, not the character it belongs to), so the condition always comes out the same; write it on a character or summon, or use another condition',
  },
  CS2265: {
    severity: 'error',
    zh: '“{0}”：查看卡组顶的卡再取一张是光暗的写法（GA-ZN-01）；{1}里从卡组拿卡写成载入，如“从卡组载入一张卡”',
    en: '"{0}": taking a card from the deck\'s top cards is 光暗\'s (GA-ZN-01); in {2} a card is taken from the deck by a search, e.g. 从卡组载入一张卡',
  },
  CS2178: {
    severity: 'error',
    zh: '“{0}”从“其”量范围，但“其”前面的效果“{1}”没有指定卡（作用于所有这样的卡），不知道从哪一张量起；先指定一张，如“令一张对方卡灵AP-1，然后清除其上方的一张对方卡灵”',
    en: '"{0}" measures a range from 其, but the effect before it ("{1}") designates no card (it acts on every such card), so there is no one card to measure from; designate one first, e.g. 令一张对方卡灵AP-1，然后清除其上方的一张对方卡灵',
  },
  CS2179: {
    severity: 'error',
    zh: '“{0}”：转移的目的地总是从移动的那张卡量起，不能从另一张卡量起；写成从移动的卡量起，如“将自身转移至上方的空置区域”',
    en: '"{0}": a transfer\'s destination is always measured from the card that moves, not from another card; measure it from the mover, e.g. 将自身转移至上方的空置区域',
  },
  CS2200: {
    severity: 'warning',
    zh: '“{0}”：突发卡只在响应窗口中打出——攻击、创伤、打出的卡、登场、推动进度、能力之前，或消灭、伤害、抽卡、横置、进入濒死之后；这个时点不打开响应窗口，这张卡永远打不出',
    en: '"{0}": a 突发 card is played only in a response window — before an attack, a 创伤, a card played, a deployment, a push or an ability, or after a destruction, damage, a draw, a tap or 进入濒死; this moment opens none, so this card can never be played',
  },
  CS2210: {
    severity: 'error',
    zh: '{0}卡只在它回应的事发生时才能使用，但“{1}”不是响应卡和反制卡能回应的时刻，这张卡永远用不出来；它们回应卡牌或效果的发动、出击（攻击、被攻击）、伤害、阵亡、登场、封印、复活和除外',
    en: 'a {2} card is used only when what it answers happens, but "{1}" is no moment a response or counter card can answer, so this card can never be used; they answer a card or effect being used, a sortie (攻击, 被攻击), damage, 阵亡, 登场, a seal, a revival and a 除外',
  },
  CS2211: {
    severity: 'error',
    zh: '“{0}”封印的是召唤物，但封印只对角色起作用（召唤物没有封印倒计时），对局中它什么也不会做；封印一个角色，或改用消灭、除外',
    en: '"{0}" seals a summon, but a seal takes characters only (a summon has no seal countdown), so in a game it would do nothing; seal a character, or destroy or banish the summon',
  },
  CS2190: {
    severity: 'error',
    zh: '“{0}”从“其”量范围，但“其”是“{1}”放上场的卡灵：目标在能力结算前就要指定，那时它还不在场上，无从量起；先指定一张在场的卡，或从自身量起',
    en: '"{0}" measures a range from 其, but 其 is the 卡灵 "{1}" brings into play: targets are designated before the ability resolves, when it is not on the field yet, so there is nothing to measure from; designate a card on the field first, or measure from this card',
  },
  CS2181: {
    severity: 'error',
    zh: '“{0}”：“{1}”是玩家的事件，没有哪张卡是它的主体，这张卡永远不会符合，这样写永远不会触发；写成玩家的事件，如“{2}”',
    en: '"{0}": {1} is a player\'s event, with no card as its subject, so this card never matches and it would never trigger; write it as the player\'s event, e.g. {2}',
  },
  CS2180: {
    severity: 'error',
    zh: '“{0}”：它所强化的那一行没有“{1}”这种效果可以取代，这样写会作用于这张卡自己；写出它的目标，或改成与被取代的效果同一种的效果',
    en: '"{0}": the line it enhances has no {1} effect to take the place of, so it would act on this card itself; name its target, or make it the same kind of effect as the one it replaces',
  },
  CS2177: {
    severity: 'error',
    zh: '“{0}”写在持续生效的能力上：这样的能力一直生效，不会被打出或结算，没有让玩家选择的时机；把它写在【登场时】【启动】等会结算的能力上',
    en: '"{0}" on a standing line: such a line holds all along and is never played or resolved, so there is no moment for a player to choose; write it on an ability that resolves (【登场时】, 【启动】, …)',
  },
  CS2176: {
    severity: 'error',
    zh: '“{0}”写在持续生效的能力上：这样的能力一直生效，不会被“执行”，所以没有次数可言；去掉它，或把数值写大',
    en: '"{0}" on a standing line: such a line holds all along and is never done, so it has no number of times; drop it, or write a larger number',
  },
  CS2175: {
    severity: 'warning',
    zh: '“{0}”：发生卡不会放进主要区域，既不会被横置也不会纵置在场上，所以这个条件的结果永远一样；写在角色卡上，或者改成别的条件',
    en: '"{0}": a 发生 (event) card never stands in a main area, so it is never tapped or upright there and the condition always comes out the same; write it on a character, or use another condition',
  },
  CS2174: {
    severity: 'error',
    zh: '“{0}”指触发这个能力的事件中的卡，但这个能力不是由事件（当…时）引发的，所以它什么也不指；指前面的效果指定的卡，写“其”或“该角色”',
    en: '"{0}" names the card of the event that starts this ability, but no event (当…时) starts it, so it names nothing; for the card an effect before it designated write 其 or 该角色',
  },
  CS2171: {
    severity: 'error',
    zh: '“{0}”：这个效果的数字不能是X（X可以用在伤害、抽卡、推动进度、回复、获得/失去、数值变化、移动格数、检索/降临张数等的数字处）',
    en: '"{0}": this effect\'s number cannot be X (X may stand for the number of damage, draws, progress, healing, gains and losses, value changes, steps, cards searched or summoned)',
  },
  CS2281: {
    severity: 'warning',
    zh: '“{0}”的结果永远一样：{1}',
    en: '"{0}" always comes out the same: {2}',
  },
} as const satisfies Catalog;
