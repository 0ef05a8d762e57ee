// Diagnostics as values, and the front end's own codes (CS1xxx). Every stage keeps its codes in a
// catalogue of its own; compiler/diagnostics.ts joins them into the one typed registry. Nothing is
// thrown on user input.
import type { Span } from './source.js';

export type Severity = 'error' | 'warning' | 'info' | 'hint';
export type Lang = 'zh' | 'en';

export interface CatalogEntry {
  severity: Severity;
  /** Chinese template; {0}, {1}, … are replaced by the diagnostic's args. */
  zh: string;
  en: string;
}

/** A stage's codes: code → severity and texts. Codes are never reused. */
export type Catalog = Readonly<Record<string, CatalogEntry>>;

/**
 * Syntax codes (lexer, parser, AST). Codes: CS1xxx syntax, CS2xxx card meaning (checker), CS3xxx
 * sets, manifests and decks, CS4xxx build and emitted code, CS5xxx scenarios and play.
 */
export const SYNTAX_CATALOG = {
  CS1001: { severity: 'error', zh: '无法识别的字符“{0}”', en: 'unexpected character "{0}"' },
  CS1002: { severity: 'error', zh: '未知关键字【{0}】', en: 'unknown keyword 【{0}】' },
  CS1003: { severity: 'error', zh: '括号“{0}”没有闭合', en: 'bracket "{0}" is not closed' },
  CS1004: { severity: 'error', zh: '语法错误：{0}', en: 'syntax error: {0}' },
  CS1005: { severity: 'error', zh: '字段“{0}”后缺少冒号“：”', en: 'missing "：" after field "{0}"' },
  CS1006: { severity: 'error', zh: '未知字段“{0}”', en: 'unknown field "{0}"' },
  CS1007: { severity: 'error', zh: '字段“{0}”缺少值', en: 'field "{0}" has no value' },
  CS1008: { severity: 'error', zh: '无效的数字“{0}”', en: 'invalid number "{0}"' },
  CS1009: {
    severity: 'error',
    zh: '这一行不属于任何卡牌块；卡牌块以顶格的“卡牌 名称”开始',
    en: 'this line belongs to no card block; a block starts with "卡牌 name" at column 0',
  },
  CS1010: { severity: 'error', zh: '卡牌缺少名称', en: 'card has no name' },
  CS1011: { severity: 'error', zh: '多余的右括号“{0}”', en: 'stray closing bracket "{0}"' },
  CS1012: { severity: 'error', zh: '字段“{0}”重复出现', en: 'field "{0}" appears more than once' },
  CS1013: {
    severity: 'error',
    zh: '卡牌“{0}”缺少必需字段“类型”',
    en: 'card "{0}" is missing the required field "类型"',
  },
  CS1014: {
    severity: 'warning',
    zh: '全角与半角混用：“{0}”与“{1}”',
    en: 'full-width and half-width mixed: "{0}" and "{1}"',
  },
  CS1015: { severity: 'error', zh: '能力没有效果', en: 'ability has no effect' },
  CS1016: {
    severity: 'error',
    zh: '无法理解的效果文字“{0}”：应为{1}',
    en: 'effect text not understood: "{0}"; expected {2}',
  },
  CS1017: { severity: 'error', zh: '“{0}”需要一个数字', en: '"{0}" needs a number' },
  CS1018: { severity: 'error', zh: '字段的值“{1}”不适用于“{0}”：{2}', en: 'value "{1}" does not fit field "{0}": {3}' },
  CS1019: { severity: 'error', zh: '卡牌“{0}”的内容为空', en: 'card "{0}" has no content' },
  CS1020: { severity: 'error', zh: '数字 {0} 超出范围（0–{1}）', en: 'number {0} is out of range (0–{1})' },
  CS1021: { severity: 'error', zh: '触发条件“当…时”缺少“时”', en: 'trigger "当…" is missing its closing "时"' },
  CS1022: {
    severity: 'error',
    zh: '无法理解的条件“{0}”：应为{1}',
    en: 'condition not understood: "{0}"; expected {2}',
  },
  CS1023: { severity: 'error', zh: '无法理解的目标“{0}”：应为{1}', en: 'target not understood: "{0}"; expected {2}' },
  CS1024: {
    severity: 'error',
    zh: '【{0}】是特性，不能与能力文字写在同一行',
    en: '【{0}】 is a static keyword and cannot share a line with ability text',
  },
  CS1025: {
    severity: 'error',
    zh: '未知的规则集“{0}”；可用：slcg、guangan、kaling',
    en: 'unknown ruleset "{0}"; use slcg, guangan or kaling',
  },
  CS1026: { severity: 'error', zh: '卡牌块内的行需要缩进', en: 'lines inside a card block must be indented' },
  CS1027: { severity: 'error', zh: '引号「没有闭合', en: 'quote 「 is not closed' },
  CS1028: { severity: 'error', zh: '括号不匹配：“{0}”与“{1}”', en: 'mismatched brackets: "{0}" and "{1}"' },
  CS1029: { severity: 'error', zh: '“{0}”在这里没有意义', en: '"{0}" makes no sense here' },
  CS1030: {
    severity: 'error',
    zh: '“{0}”属于{1}，不属于本规则集（{2}）',
    en: '"{0}" belongs to {1}, not to this ruleset ({2})',
  },
  CS1031: {
    severity: 'warning',
    zh: '卡牌名称“{0}”前后有多余的标点',
    en: 'card name "{0}" has stray punctuation around it',
  },
  CS1032: {
    severity: 'error',
    zh: '卡牌块应以“卡牌”开头，而不是“{0}”',
    en: 'a card block starts with "卡牌", not "{0}"',
  },
  CS1033: { severity: 'error', zh: '“{0}”之后应为{1}', en: '{2} expected after "{0}"' },
  CS1034: {
    severity: 'error',
    zh: '【】不能跨行：“{0}”在下一行才闭合',
    en: '【】 cannot span lines: "{0}" closes on the next line',
  },
  CS1035: {
    severity: 'error',
    zh: '一条能力只有一个{1}：“{0}”是第二个',
    en: 'an ability has one {2}: "{0}" is a second one',
  },
  CS1036: { severity: 'error', zh: '数字“{0}”太大（最大 {1}）', en: 'the number "{0}" is too large (at most {1})' },
  CS1037: {
    severity: 'error',
    zh: '这一行有 {0} 个字符，超过上限 {1}；这一行没有被读取',
    en: 'this line is {0} characters long, more than the limit of {1}; it is not read',
  },
  CS1038: {
    severity: 'error',
    zh: '卡牌块有 {0} 个字符，超过上限 {1}；这张卡没有被读取',
    en: 'this card block is {0} characters long, more than the limit of {1}; the card is not read',
  },
  CS1039: {
    severity: 'error',
    zh: '文件有 {0} 个字符，超过上限 {1}；文件没有被读取',
    en: 'the file is {0} characters long, more than the limit of {1}; it is not read',
  },
  CS1040: {
    severity: 'error',
    zh: '文件的卡牌超过 {0} 张；从这张起没有被读取',
    en: 'the file holds more than {0} cards; this one and those after it are not read',
  },
  CS1041: {
    severity: 'error',
    zh: '还有 {0} 个问题没有列出（一个文件最多列出 {1} 个）',
    en: '{0} more problems are not listed (at most {1} per file)',
  },
  CS1042: {
    severity: 'error',
    zh: '创伤不是“造成”的：玩家受到创伤，写作“{0}”',
    en: 'trauma is not dealt: a player receives it; write "{0}"',
  },
  CS1060: {
    severity: 'error',
    zh: '“可以”后面不写“：”：“可以”直接写在它使之可选的效果前，如“可以抽1张卡”',
    en: '"可以" takes no "：": it stands right before the effect it makes optional, e.g. 可以抽1张卡',
  },
  CS1061: {
    severity: 'error',
    zh: '写在“：”前的“{0}”是能力的代价，但{1}',
    en: '"{0}" before "：" is a cost of the ability, but {2}',
  },
  CS1062: {
    severity: 'error',
    zh: '“。”后面的“{0}”以能力头（【…】、限制、耗能或“当…时”）开始，是另一条能力，没有被读取：另一条能力写在新的一行',
    en: '"{0}" after "。" starts with a head (【…】, a limit, a cost or 当…时), so it is another ability and is not read: another ability goes on a line of its own',
  },
  CS1070: {
    severity: 'error',
    zh: '一个目标只属于一方：“{0}”与“{1}”互相矛盾',
    en: 'a target belongs to one side: "{0}" and "{1}" contradict each other',
  },
  CS1071: {
    severity: 'error',
    zh: '“{0}”数的是一个方向上的区域，方向要写在它前面（如“上方两格”“前方两格内”）',
    en: '"{0}" counts areas in a direction, which must come right before it (e.g. 上方两格, 前方两格内)',
  },
  CS1072: {
    severity: 'error',
    zh: '“各”前面没有可以分到的对象：写明是哪几方或哪些卡（如“双方各抽1张卡”“对方每个角色各受到1点伤害”）',
    en: '"各" (each) has nothing before it to be shared among: say whose or which cards (e.g. 双方各抽1张卡, 对方每个角色各受到1点伤害)',
  },
  CS1073: {
    severity: 'error',
    zh: '“{0}”要跟在“可以”的效果后面：它之前没有可以选择做或不做的效果',
    en: '"{0}" (if so) must follow an effect with 可以: nothing before it is optional',
  },
  CS1074: {
    severity: 'error',
    zh: '“{0}”选出的对象没有效果作用：选择作用于同一句里的效果，或只写选择的一句之后那一句里的效果；在其后写出作用于它的效果，如“选择一个对方角色，对其造成2点伤害”',
    en: '"{0}" chooses something no effect acts on: a 选择 holds for the effects of its own clause, or of the next clause when its own only chooses; write an effect on it after it, e.g. 选择一个对方角色，对其造成2点伤害',
  },
  CS1075: {
    severity: 'error',
    zh: '“{0}”：目标只能按它是什么来限定（特征为「X」、名为「X」），不能按它不是什么；写明要选的卡是什么',
    en: '"{0}": a target is narrowed by what it is (特征为「X」, 名为「X」), never by what it is not; say what the card to choose is',
  },
  CS1080: {
    severity: 'error',
    zh: '“{0}”要紧跟在带“若…”的效果后面：它前面的效果没有条件，写成“若…，X；否则Y”',
    en: '"{0}" (otherwise) must come right after an effect under a 若… (if): the effect before it has no condition; write 若…，X；否则Y',
  },
  CS1081: {
    severity: 'error',
    zh: '一个“若”里同时用了“且”和“或”，看不出哪个先算；拆成两个“若”（如“若A且B，X；若A且C，X”）或只用其中一种',
    en: 'one 若 (if) uses both 且 (and) and 或 (or), and which goes first is not said; split it into two 若 (若A且B，X；若A且C，X) or use only one of them',
  },
  CS1082: {
    severity: 'error',
    zh: '“{0}”：目标写“{1}”（正好这么多，不足时全部指定）或“{2}{1}”（0到{1}，逐个选择，可随时停止），不能要求至少几个',
    en: '"{0}": a target designates "{1}" (exactly that many, all of them when there are fewer) or "{2}{1}" (0 up to that many, chosen one at a time, stopping at any point), never at least some number',
  },
  CS1083: {
    severity: 'error',
    zh: '“{0}”：“其”指前面效果指定的卡，但这个能力里它前面没有指定卡的效果（作用于所有卡的效果不记得作用到了哪张）；写在指定卡的效果后面（“{1}”），或用时点：那张卡自身写{2}，别的卡写“{3}”',
    en: '"{0}": 其 (it) is the card an earlier effect designated, but no effect of this ability before it designates a card (one acting on every card keeps no record of which it reached); write it after one ({1}), or use a moment: {2} on that card itself, or {3} on another card',
  },
  CS1090: {
    severity: 'error',
    zh: '“{0}”：封印的长度是回合数（倒计时在角色持有者的回合开始时减1，到0时回场：GA-CHR-05、GA-CHR-06），不以“直到…”计；写“封印…N回合”，如“1回合”（到持有者的下个回合开始）',
    en: '"{0}": a seal lasts a number of turns (its countdown goes down at the start of its owner\'s turn and the character comes back at 0: GA-CHR-05, GA-CHR-06), not until some moment (直到…); write 封印…N回合, e.g. 1回合 (until its owner\'s next turn begins)',
  },
  CS1091: {
    severity: 'error',
    zh: '“{0}”：移动是沿路径逐格走（移动N格，KL-MV-01）；直接放到一个区域是转移（KL-MV-05），写“转移…到…”',
    en: '"{0}": 移动 is a step-by-step move along a path (移动N格, KL-MV-01); putting a card straight into an area is 转移 (KL-MV-05): write 转移…到…',
  },
  CS1092: {
    severity: 'error',
    zh: '无法理解X是多少：“{0}”应为一些卡的数量或一张卡的数值，如“X为己方场上角色的数量”“X为其AP”',
    en: 'cannot read what X is: "{0}" should be a number of cards or one card\'s value, e.g. X为己方场上角色的数量 (the number of own characters on the field), X为其AP (its AP)',
  },
  CS1093: {
    severity: 'error',
    zh: '“{0}”用了X，但这个能力没有说X是多少：在后面写“X为…的数量”，如“，X为己方场上角色的数量”',
    en: '"{0}" uses X, but the ability does not say what X is: add X为… (e.g. ，X为己方场上角色的数量, the number of own characters on the field)',
  },
  CS1094: {
    severity: 'error',
    zh: '“{0}”：这个能力里没有效果用到X（X写在效果的数字处，如“抽X张卡”“造成X点伤害”“AP+X”）',
    en: '"{0}": no effect of this ability uses X (X stands where an effect has its number: 抽X张卡, 造成X点伤害, AP+X)',
  },
  CS1096: {
    severity: 'error',
    zh: '“{0}”后面要写它计数的效果，如“己方场上每有一个角色，推动进度+1”',
    en: '"{0}" needs the effect it counts for after it, e.g. 己方场上每有一个角色，推动进度+1 (progress +1 per own character)',
  },
  CS1098: {
    severity: 'error',
    zh: '“{0}”有两种读法：共执行{1}次，或者再执行{1}次（共{2}次）；写“共执行{1}次”或“再执行{1}次”',
    en: '"{0}" reads two ways: {1} times in all, or {1} more times ({2} in all); write 共执行{1}次 or 再执行{1}次',
  },
  CS1099: {
    severity: 'error',
    zh: '“{0}”没有可以执行多次的效果，或者次数不在1到{1}次之间：写在效果之后，如“抽1张卡，执行2次”',
    en: '"{0}" has no effect to do more than once, or a number of times outside 1–{1}: write it after the effects, as in 抽1张卡，执行2次',
  },
  CS1097: {
    severity: 'error',
    zh: '“{0}”没有可以按“每有…”计数的数字：每有一张卡，效果的数字就算一次（如“抽1张卡”“造成1点伤害”“AP+1”）',
    en: '"{0}" has no number to count per card: after 每有…, an effect\'s number counts once per card (抽1张卡, 造成1点伤害, AP+1)',
  },
  CS1095: {
    severity: 'error',
    zh: '“{0}”：X在这个能力里已经说明过是多少了，一个能力只能有一个X',
    en: '"{0}": this ability already says what X is; an ability has one X',
  },
  CS1100: {
    severity: 'error',
    zh: '“{0}”后面要列出可以选择的效果，至少{1}项，用“；或”分开，如“选择一项：抽2张卡；或推动进度+1”',
    en: '"{0}" needs the effects to choose from after it, at least {1}, separated by ；或, as in 选择一项：抽2张卡；或推动进度+1',
  },
  CS1101: {
    severity: 'error',
    zh: '“{0}”说有{1}项可选，但后面列出了{2}项',
    en: '"{0}" says there are {1} options, but {2} are listed after it',
  },
  CS1102: {
    severity: 'error',
    zh: '“{0}”写在另一个选择的选项里：一个能力只能有一次“选择一项”，它的选项一直到能力结束；把它写成另一个能力',
    en: '"{0}" stands inside an option of another choice: an ability has one 选择一项, whose options run to the end of the ability; write it as another ability',
  },
  CS1117: {
    severity: 'error',
    zh: '“{0}”：编号的效果前面没有“选择一项：”，看不出是全部执行还是由玩家选择一项；选一项写“选择一项：①…；②…”，全部执行就删去编号',
    en: '"{0}": numbered effects with no 选择一项： before them do not say whether all of them happen or the player chooses one; to choose, write 选择一项：①…；②…, for all of them remove the numbers',
  },
  CS1118: {
    severity: 'error',
    zh: '“{0}”是特性【{1}】说的事（{2}）：特性单独写成一行“【{1}】”，不写成效果',
    en: '"{0}" is what the keyword 【{1}】 says ({2}): a keyword is written as a line of its own, 【{1}】, not as an effect',
  },
  CS1170: {
    severity: 'error',
    zh: '“{0}”：只查看卡组顶的卡什么也不会改变；写出对看到的卡做什么，如“查看卡组顶3张卡，将其中一张加入手牌”',
    en: '"{0}": looking at the top cards of the deck alone changes nothing; say what is done with them, e.g. 查看卡组顶3张卡，将其中一张加入手牌',
  },
  CS1171: {
    severity: 'error',
    zh: '“{0}”：剩下的卡放到卡组底没有写法；它们留在卡组顶（原来的顺序），或写“其余洗回卡组”',
    en: '"{0}": putting the rest under the deck cannot be written; they stay on top of the deck (in their order), or write 其余洗回卡组 (shuffled back)',
  },
  CS1119: {
    severity: 'error',
    zh: '“{0}”：光暗没有让角色不被消灭的特性，效果也不能写成一种持续的状态',
    en: '"{0}": 光暗 has no keyword that keeps a character from being destroyed, and an effect cannot be a lasting state',
  },
  CS1103: {
    severity: 'error',
    zh: '“{0}”：用“或”连接的效果要说明由玩家选择其中一项：在前面写“选择一项：”，如“选择一项：抽2张卡；或治愈1点创伤”',
    en: '"{0}": effects joined by 或 need to say the player chooses one of them: write 选择一项： before them, as in 选择一项：抽2张卡；或治愈1点创伤',
  },
  CS1104: {
    severity: 'error',
    zh: '“{0}”没有可以随机指定的目标：随机写在指定目标的效果里，如“令对方随机弃一张手牌”“随机对一个对方角色造成1点伤害”',
    en: '"{0}" has no target to designate at random: write it in an effect that designates, as in 令对方随机弃一张手牌 or 随机对一个对方角色造成1点伤害',
  },
  CS1105: {
    severity: 'error',
    zh: '“{0}”：移动、转移的“随机”有两种读法——随机哪一张卡，还是随机的路线或区域；要随机选卡，写“随机选择一张…，令其移动…”，否则去掉“随机”',
    en: '"{0}": 随机 with 移动 / 转移 reads two ways — a random card, or a random path or area; for a random card write 随机选择一张…，令其移动…, else remove 随机',
  },
  CS1106: {
    severity: 'error',
    zh: '“{0}”：范围和方向只能从此卡（自身、此卡灵）、其/该卡灵或那张卡灵量起，不能从“{1}”量起；写明从哪张卡量起，如“此卡灵上方的一张对方卡灵”',
    en: '"{0}": a range or direction is measured from this card (自身, 此卡灵), from 其 / 该卡灵 or from 那张卡灵, not from "{1}"; say which card it is measured from, e.g. 此卡灵上方的一张对方卡灵',
  },
  CS1107: {
    severity: 'error',
    zh: '“{0}”选出的卡只用来量范围，没有效果作用于它，所以它不会被指定；先对它施加效果再量范围，如“令一张对方卡灵AP-1，然后清除其上方的一张对方卡灵”',
    en: '"{0}" chooses a card only to measure a range from, and no effect acts on it, so it is never designated; act on it first, then measure from it, e.g. 令一张对方卡灵AP-1，然后清除其上方的一张对方卡灵',
  },
  CS1190: {
    severity: 'error',
    zh: '“{0}”：“每有…”不是条件——它让后面的效果按数到的数量执行（一个也没有时什么也不做）；去掉“若”，写成“己方场上每有一个角色，抽1张卡”',
    en: '"{0}": 每有… is no condition — it makes the effects after it count per card (with none there, nothing is done); remove 若: 己方场上每有一个角色，抽1张卡',
  },
  CS1191: {
    severity: 'error',
    zh: '无法理解的触发事件“{0}”：“当…时”里应为{1}',
    en: 'trigger event not understood: "{0}"; in 当…时 expected {2}',
  },
  CS1113: {
    severity: 'error',
    zh: '无法理解“{0}”每有的是什么：应为一些卡或一个玩家的数值，如“己方场上每有一个角色”“对方每有1点创伤”',
    en: 'cannot tell what "{0}" counts: it should be some cards or a number of a player, e.g. 己方场上每有一个角色, 对方每有1点创伤',
  },
  CS1108: {
    severity: 'error',
    zh: '“{0}”：“改为”取代它前面的同一种效果——写在【光明】/【黑暗】行里，或写成“X，若…，改为Y”（Y与X是同一种效果，紧跟在X后面），如“对一个敌方角色造成2点法术伤害，若己方光暗值≥4，改为造成4点法术伤害”',
    en: '"{0}": 改为 takes the place of the same kind of effect before it — write it in a 【光明】/【黑暗】 line, or as X，若…，改为Y (Y the same kind of effect as X, right after it), as in 对一个敌方角色造成2点法术伤害，若己方光暗值≥4，改为造成4点法术伤害',
  },
} as const satisfies Catalog;

export type SyntaxCode = keyof typeof SYNTAX_CATALOG;

/** A text edit: replace the span of the diagnostic's file with newText. */
export interface TextEdit {
  span: Span;
  newText: string;
}

export interface Fix {
  title: string;
  titleEn: string;
  edits: TextEdit[];
}

export interface RelatedInfo {
  file?: string;
  span: Span;
  message: string;
  messageEn: string;
}

export interface Diagnostic {
  code: string;
  severity: Severity;
  span: Span;
  /** Path of the file the span points into; set by whoever knows it (the CLI, the server). */
  file?: string;
  args: string[];
  message: string;
  messageEn: string;
  /** Rule ID the check implements, when there is one (e.g. SLCG-DK-01). */
  rule?: string;
  fixes?: Fix[];
  related?: RelatedInfo[];
  /** Extra notes, such as "did you mean …" or "this keyword belongs to 卡灵时代". */
  notes?: { zh: string; en: string }[];
}

export interface DiagOptions {
  rule?: string;
  fixes?: Fix[];
  related?: RelatedInfo[];
  notes?: { zh: string; en: string }[];
  severity?: Severity;
  file?: string;
}

export type DiagArgs = readonly (string | number)[];

/** A diagnostic constructor that accepts exactly the codes of `C`. */
export type DiagFn<Code extends string> = (code: Code, span: Span, args?: DiagArgs, opts?: DiagOptions) => Diagnostic;

function fill(template: string, args: readonly string[]): string {
  return template.replace(/\{(\d+)\}/g, (_, i: string) => args[Number(i)] ?? '');
}

/** The most characters of one argument a message quotes: text a user wrote may be a 100,000-character line. */
export const MAX_QUOTED = 200;

/** An argument as a message quotes it: its first MAX_QUOTED characters (a surrogate pair is never split) and "…". */
export function quoted(x: string): string {
  if (x.length <= MAX_QUOTED) return x;
  const cut = /[\uD800-\uDBFF]/.test(x[MAX_QUOTED - 1]) ? MAX_QUOTED - 1 : MAX_QUOTED;
  return `${x.slice(0, cut)}…`;
}

/** Builds a diagnostic from a catalogue entry. */
export function makeDiagnostic(
  code: string,
  entry: CatalogEntry,
  span: Span,
  args: DiagArgs,
  opts: DiagOptions,
): Diagnostic {
  const sargs = args.map((a) => quoted(String(a)));
  const d: Diagnostic = {
    code,
    severity: opts.severity ?? entry.severity,
    span: { start: span.start, end: Math.max(span.start, span.end) },
    args: sargs,
    message: fill(entry.zh, sargs),
    messageEn: fill(entry.en, sargs),
  };
  if (opts.file) d.file = opts.file;
  if (opts.rule) d.rule = opts.rule;
  if (opts.fixes?.length) d.fixes = opts.fixes;
  if (opts.related?.length) d.related = opts.related;
  if (opts.notes?.length) d.notes = opts.notes;
  return d;
}

/** The diagnostic constructor of a catalogue: its code parameter is typed by the catalogue's keys. */
export function makeDiag<C extends Catalog>(catalog: C): DiagFn<keyof C & string> {
  return (code, span, args = [], opts = {}) => {
    const entry = catalog[code];
    if (!entry) throw new Error(`unknown diagnostic code ${code}`);
    return makeDiagnostic(code, entry, span, args, opts);
  };
}

/** The front end's own diagnostics. */
export const diag: DiagFn<SyntaxCode> = makeDiag(SYNTAX_CATALOG);

export function messageOf(d: Diagnostic, lang: Lang): string {
  return lang === 'en' ? d.messageEn : d.message;
}

export function hasErrors(ds: readonly Diagnostic[]): boolean {
  return ds.some((d) => d.severity === 'error');
}
