// The one diagnostic catalogue: every user-visible problem has a stable code, a severity and
// its Chinese and English text here. Stages return diagnostics as values; nothing is thrown.
import type { Span } from './source.js';

export type Severity = 'error' | 'warning' | 'info' | 'hint';
export type Lang = 'zh' | 'en';

export interface CatalogEntry {
  severity: Severity;
  /** Chinese template; {0}, {1}, … are replaced by the diagnostic's args. */
  zh: string;
  en: string;
}

/**
 * Codes: CS1xxx syntax (lexer, parser, AST), CS2xxx card meaning (checker), CS3xxx sets, manifests
 * and decks, CS4xxx build and emitted code, CS5xxx scenarios and play. Codes are never reused.
 */
export const CATALOG = {
  // ── syntax ──────────────────────────────────────────────────────────────
  CS1001: { severity: 'error', zh: '无法识别的字符“{0}”', en: 'unexpected character "{0}"' },
  CS1002: { severity: 'error', zh: '未知关键字【{0}】', en: 'unknown keyword 【{0}】' },
  CS1003: { severity: 'error', zh: '括号“{0}”没有闭合', en: 'bracket "{0}" is not closed' },
  CS1004: { severity: 'error', zh: '语法错误：{0}', en: 'syntax error: {0}' },
  CS1005: { severity: 'error', zh: '字段“{0}”后缺少冒号“：”', en: 'missing "：" after field "{0}"' },
  CS1006: { severity: 'error', zh: '未知字段“{0}”', en: 'unknown field "{0}"' },
  CS1007: { severity: 'error', zh: '字段“{0}”缺少值', en: 'field "{0}" has no value' },
  CS1008: { severity: 'error', zh: '无效的数字“{0}”', en: 'invalid number "{0}"' },
  CS1009: { severity: 'error', zh: '这一行不属于任何卡牌块；卡牌块以顶格的“卡牌 名称”开始', en: 'this line belongs to no card block; a block starts with "卡牌 name" at column 0' },
  CS1010: { severity: 'error', zh: '卡牌缺少名称', en: 'card has no name' },
  CS1011: { severity: 'error', zh: '多余的右括号“{0}”', en: 'stray closing bracket "{0}"' },
  CS1012: { severity: 'error', zh: '字段“{0}”重复出现', en: 'field "{0}" appears more than once' },
  CS1013: { severity: 'error', zh: '卡牌“{0}”缺少必需字段“类型”', en: 'card "{0}" is missing the required field "类型"' },
  CS1014: { severity: 'warning', zh: '全角与半角混用：“{0}”与“{1}”', en: 'full-width and half-width mixed: "{0}" and "{1}"' },
  CS1015: { severity: 'error', zh: '能力没有效果', en: 'ability has no effect' },
  CS1016: { severity: 'error', zh: '无法理解的效果文字“{0}”', en: 'effect text not understood: "{0}"' },
  CS1017: { severity: 'error', zh: '“{0}”需要一个数字', en: '"{0}" needs a number' },
  CS1018: { severity: 'error', zh: '字段的值“{1}”不适用于“{0}”：{2}', en: 'value "{1}" does not fit field "{0}": {2}' },
  CS1019: { severity: 'error', zh: '卡牌“{0}”的内容为空', en: 'card "{0}" has no content' },
  CS1020: { severity: 'error', zh: '数字 {0} 超出范围（0–{1}）', en: 'number {0} is out of range (0–{1})' },
  CS1021: { severity: 'error', zh: '触发条件“当…时”缺少“时”', en: 'trigger "当…" is missing its closing "时"' },
  CS1022: { severity: 'error', zh: '无法理解的条件“{0}”', en: 'condition not understood: "{0}"' },
  CS1023: { severity: 'error', zh: '无法理解的目标“{0}”', en: 'target not understood: "{0}"' },
  CS1024: { severity: 'error', zh: '【{0}】是特性，不能与能力文字写在同一行', en: '【{0}】 is a static keyword and cannot share a line with ability text' },
  CS1025: { severity: 'error', zh: '未知的规则集“{0}”；可用：slcg、guangan、kaling', en: 'unknown ruleset "{0}"; use slcg, guangan or kaling' },
  CS1026: { severity: 'error', zh: '卡牌块内的行需要缩进', en: 'lines inside a card block must be indented' },
  CS1027: { severity: 'error', zh: '引号「没有闭合', en: 'quote 「 is not closed' },
  CS1028: { severity: 'error', zh: '括号不匹配：“{0}”与“{1}”', en: 'mismatched brackets: "{0}" and "{1}"' },
  CS1029: { severity: 'error', zh: '“{0}”在这里没有意义', en: '"{0}" makes no sense here' },
  CS1030: { severity: 'error', zh: '“{0}”属于{1}，不属于本规则集（{2}）', en: '"{0}" belongs to {1}, not to this ruleset ({2})' },
  CS1031: { severity: 'warning', zh: '卡牌名称“{0}”前后有多余的标点', en: 'card name "{0}" has stray punctuation around it' },
  CS1032: { severity: 'error', zh: '卡牌块应以“卡牌”开头，而不是“{0}”', en: 'a card block starts with "卡牌", not "{0}"' },
  // ── sets, manifests and decks (CS3xxx) ─────────────────────────────────
  CS3001: { severity: 'error', zh: 'set.yaml 语法错误：{0}', en: 'set.yaml syntax error: {0}' },
  CS3002: { severity: 'warning', zh: 'set.yaml：{0}', en: 'set.yaml: {0}' },
  CS3003: { severity: 'error', zh: 'set.yaml 的顶层必须是“键：值”映射', en: 'the top level of set.yaml must be a mapping (key: value)' },
  CS3004: { severity: 'error', zh: '缺少必需字段“{0}”', en: 'missing required field "{0}"' },
  CS3005: { severity: 'error', zh: '“{0}”不是 set.yaml 的字段', en: '"{0}" is not a set.yaml field' },
  CS3006: { severity: 'error', zh: '“{0}”的类型应为 {1}，实际为 {2}', en: '"{0}" should be {1}, not {2}' },
  CS3007: { severity: 'error', zh: '未知的规则集“{0}”；可用：slcg（萨姆传奇）、guangan（光暗）、kaling（卡灵时代）', en: 'unknown ruleset "{0}"; use slcg (萨姆传奇), guangan (光暗) or kaling (卡灵时代)' },
  CS3008: { severity: 'error', zh: '规则集 {1} 没有参数“{0}”', en: 'ruleset {1} has no parameter "{0}"' },
  CS3009: { severity: 'error', zh: '“{0}”的值“{1}”无效；可选：{2}', en: '"{0}": "{1}" is not allowed; use {2}' },
  CS3010: { severity: 'error', zh: '“{0}”的值 {1} 超出范围：{2}', en: '"{0}": {1} is out of range: {2}' },
  CS3011: { severity: 'error', zh: '“{0}”的格式不对，应形如 {1}', en: '"{0}" has the wrong format; expected something like {1}' },
  CS3012: { severity: 'error', zh: '“{0}”无效：{1}', en: '"{0}" is invalid: {1}' },
  CS3013: { severity: 'error', zh: '参数“{0}”（{1}）大于“{2}”（{3}）', en: 'parameter "{0}" ({1}) is greater than "{2}" ({3})' },
  CS3020: { severity: 'error', zh: '卡组“{0}”有 {1} 张卡，超过上限 {2} 张', en: 'deck "{0}" has {1} cards, more than the maximum of {2}' },
  CS3021: { severity: 'error', zh: '卡组“{0}”只有 {1} 张卡，少于下限 {2} 张', en: 'deck "{0}" has {1} cards, fewer than the minimum of {2}' },
  CS3022: { severity: 'error', zh: '卡组“{0}”放入了 {1} 张“{2}”，最多 {3} 张', en: 'deck "{0}" has {1} copies of "{2}"; at most {3} are allowed' },
  CS3023: { severity: 'error', zh: '卡组“{0}”有 {1} 张【增量产能】卡，最多 {2} 张', en: 'deck "{0}" has {1} 增量产能 cards; at most {2} are allowed' },
  CS3024: { severity: 'error', zh: '卡组“{0}”中的卡牌“{1}”不在本卡包中', en: 'card "{1}" in deck "{0}" is not in this set' },
  CS3025: { severity: 'error', zh: '卡组“{0}”的专属卡属于 {1} 个角色，必须正好 {2} 个', en: 'deck "{0}" holds exclusive cards of {1} characters; it needs exactly {2}' },
  CS3026: { severity: 'error', zh: '卡组“{0}”中角色“{1}”的专属卡有 {2} 张，应为 {3}–{4} 张', en: 'deck "{0}" has {2} exclusive cards of character "{1}"; it needs {3}–{4}' },
  CS3027: { severity: 'error', zh: '卡组“{0}”中的“{1}”不是专属卡；本卡包不允许中立卡（allowNeutralCards）', en: 'card "{1}" in deck "{0}" is not an exclusive card; this set allows no neutral cards (allowNeutralCards)' },
  CS3028: { severity: 'error', zh: '“{1}”是{2}卡，不能放入卡组“{0}”', en: '"{1}" is a {2} card and cannot be put in deck "{0}"' },
  CS3029: { severity: 'warning', zh: '“{0}”专属于“{1}”，但本卡包没有名为“{1}”的角色卡', en: '"{0}" is exclusive to "{1}", but this set has no character card named "{1}"' },
  // ── card meaning: the ruleset-aware checker (CS2xxx) ───────────────────
  CS2001: { severity: 'error', zh: '“{0}”是{1}的{2}；{3}', en: '"{0}" is a {4} {5}; {6}' },
  CS2002: { severity: 'error', zh: '“{0}”不是{1}卡的字段', en: '"{0}" is not a field of a {1} card' },
  CS2003: { severity: 'error', zh: '{1}卡缺少“{0}”', en: '{1} card has no {0}' },
  CS2004: { severity: 'error', zh: '“{0}”的值 {1} 超出范围：{2}', en: '{0} {1} is out of range: {3}' },
  CS2005: { severity: 'error', zh: '“{0}”不存在：次数至少为 1', en: '"{0}" does not exist: a limit counts at least 1' },
  CS2006: { severity: 'error', zh: '【突发】卡“{0}”没有触发条件（当…时）', en: 'burst (突发) card "{0}" has no trigger (当…时)' },
  CS2007: { severity: 'error', zh: '{1}卡不能带有【{0}】', en: 'a {2} card cannot carry 【{0}】' },
  CS2008: { severity: 'warning', zh: '【瞬发】与【蓄力】同时出现：【瞬发】不消耗体力，【蓄力】多消耗 1 点，这张卡消耗 1 点体力', en: '【瞬发】 and 【蓄力】 together: 瞬发 costs no stamina and 蓄力 one more, so this card costs 1 stamina' },
  CS2009: { severity: 'error', zh: '专属的“{0}”不是本卡包的角色卡（它是{1}卡）', en: '"{0}" (专属) is not a character of this set (it is a {2} card)' },
  CS2010: { severity: 'error', zh: '专属的“{0}”在本卡包中不存在', en: '"{0}" (专属) is not a card of this set' },
  CS2011: { severity: 'error', zh: '「{0}」不是本卡包中的卡牌', en: '「{0}」 matches no card of this set' },
  CS2012: { severity: 'warning', zh: '本卡包没有特征为「{0}」的卡牌', en: 'no card of this set has the trait 「{0}」' },
  CS2013: { severity: 'error', zh: '卡牌名称“{0}”在本卡包中重复', en: 'card name "{0}" is used more than once in this set' },
  CS2014: { severity: 'error', zh: '{1}没有“{0}”效果的运行时', en: '{2} has no runtime for the effect "{0}"' },
  CS2015: { severity: 'warning', zh: '【{0}】与{1}同时使用没有意义：{2}', en: '【{0}】 with {1} makes no sense: {3}' },
  CS2016: { severity: 'error', zh: '{0}', en: '{1}' },
  CS2017: { severity: 'error', zh: '文件声明的规则集“{0}”与卡包的规则集“{1}”不一致', en: 'the file declares ruleset "{0}" but the set is "{1}"' },
  CS2018: { severity: 'warning', zh: '不知道这张卡用哪个规则集：在文件开头写“规则：slcg”，或放进有 set.yaml 的文件夹', en: 'no ruleset for this card: write "规则：slcg" at the top of the file or put it in a folder with a set.yaml' },
  CS2019: { severity: 'error', zh: '类型“{0}”用法不对：{1}', en: 'type "{0}" is misused: {2}' },
  CS2020: { severity: 'warning', zh: '“{0}”有 {1} 个特征，最多 2 个', en: '"{0}" has {1} traits; at most 2' },
  CS2021: { severity: 'warning', zh: '{0}', en: '{1}' },
  CS2022: { severity: 'error', zh: '{1}卡的能力需要写明【启动】、【瞬发】或【永恒】', en: 'an ability of a {2} card needs 【启动】, 【瞬发】 or 【永恒】' },
  CS2023: { severity: 'error', zh: '{0}卡“{1}”没有发动条件（当…时）', en: '{2} card "{1}" has no activation condition (当…时)' },
  CS2024: { severity: 'error', zh: '伤害的对象必须是角色，不能是{0}', en: 'damage must be dealt to a character, not to {1}' },
  CS2026: { severity: 'error', zh: '费用±N 在 SLCG 中只能写成常驻的一行（角色或场景上不带时机、限制和【行动】），一次性的费用变化没有效果', en: 'in SLCG, 费用±N must be a standing line (on a 角色 or 场景, without timing, limit or 【行动】); a one-shot cost change would do nothing' },
  CS2025: { severity: 'warning', zh: '费用减免 {0} 大于费用 {1}；费用不会低于 0', en: 'cost reduction {0} is more than the cost {1}; the cost never goes below 0' },
  // ── build (CS4xxx) ──────────────────────────────────────────────────────
  CS4001: { severity: 'error', zh: '“{0}”中没有 set.yaml', en: 'no set.yaml in "{0}"' },
  CS4002: { severity: 'error', zh: '无法读取“{0}”：{1}', en: 'cannot read "{0}": {1}' },
  CS4003: { severity: 'error', zh: '无法写入“{0}”：{1}', en: 'cannot write "{0}": {1}' },
  CS4004: { severity: 'warning', zh: '效果“{0}”无法转为 IR，已略过', en: 'effect "{0}" cannot be lowered to the IR and was left out' },
  CS4005: { severity: 'error', zh: '生成的 {0} 不符合其 JSON Schema：{1}', en: 'the generated {0} does not match its JSON Schema: {1}' },
  CS4006: { severity: 'warning', zh: '卡包“{0}”没有 .card 文件', en: 'set "{0}" has no .card files' },
  CS4007: { severity: 'error', zh: '有 {0} 个错误，未生成输出', en: '{0} errors; no output was written' },
  // ── emit: generated code, type-check, bundle (CS41xx) ─────────────────
  CS4101: { severity: 'error', zh: '内部错误：为卡牌“{0}”（{1}）生成的代码没有通过类型检查：{2}', en: 'internal: generated code does not type-check for card "{0}" ({1}): {2}' },
  CS4102: { severity: 'error', zh: '内部错误：卡牌“{0}”（{1}）的 IR 在 {2} 处有无法写成代码的值：{3}', en: 'internal: the IR of card "{0}" ({1}) holds a value at {2} that cannot be written as code: {3}' },
  CS4103: { severity: 'error', zh: '内部错误：打包 cards.js 失败：{0}', en: 'internal: bundling cards.js failed: {0}' },
  CS4104: { severity: 'error', zh: '内部错误：找不到运行时的卡牌类型（runtime/card-def）：{0}', en: 'internal: the runtime card types (runtime/card-def) were not found: {0}' },
  CS4105: { severity: 'error', zh: '内部错误：卡牌“{0}”属于规则集 {1}，但卡包是 {2}', en: 'internal: card "{0}" is for ruleset {1} but the set is {2}' },
  CS4106: { severity: 'error', zh: '内部错误：生成的代码没有通过类型检查（{0}）：{1}', en: 'internal: generated code does not type-check ({0}): {1}' },
} as const satisfies Record<string, CatalogEntry>;

export type DiagnosticCode = keyof typeof CATALOG;

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
  code: DiagnosticCode | string;
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

const extraCatalog: Record<string, CatalogEntry> = {};

/** Later stages (checker, manifests, build) register their codes here so there is one catalogue. */
export function registerCatalog(entries: Record<string, CatalogEntry>): void {
  for (const [code, entry] of Object.entries(entries)) {
    if (code in CATALOG || (code in extraCatalog && extraCatalog[code] !== entry)) {
      throw new Error(`diagnostic code ${code} registered twice`);
    }
    extraCatalog[code] = entry;
  }
}

export function catalogEntry(code: string): CatalogEntry | undefined {
  return (CATALOG as Record<string, CatalogEntry>)[code] ?? extraCatalog[code];
}

export function allCatalogEntries(): [string, CatalogEntry][] {
  return [...Object.entries(CATALOG as Record<string, CatalogEntry>), ...Object.entries(extraCatalog)];
}

function fill(template: string, args: readonly string[]): string {
  return template.replace(/\{(\d+)\}/g, (_, i) => args[Number(i)] ?? '');
}

export interface DiagOptions {
  rule?: string;
  fixes?: Fix[];
  related?: RelatedInfo[];
  notes?: { zh: string; en: string }[];
  severity?: Severity;
  file?: string;
}

export function diag(code: string, span: Span, args: readonly (string | number)[] = [], opts: DiagOptions = {}): Diagnostic {
  const entry = catalogEntry(code);
  if (!entry) throw new Error(`unknown diagnostic code ${code}`);
  const sargs = args.map(String);
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

export function messageOf(d: Diagnostic, lang: Lang): string {
  return lang === 'en' ? d.messageEn : d.message;
}

export function hasErrors(ds: readonly Diagnostic[]): boolean {
  return ds.some((d) => d.severity === 'error');
}
