// Codes of set.yaml manifests and decks (CS3xxx), part of the typed registry (compiler/diagnostics.ts).
import type { Catalog } from '../../grammar/index.js';

export const MANIFEST_CATALOG = {
  CS3001: { severity: 'error', zh: 'set.yaml 语法错误：{0}', en: 'set.yaml syntax error: {1}' },
  CS3002: { severity: 'warning', zh: 'set.yaml：{0}', en: 'set.yaml: {0}' },
  CS3003: {
    severity: 'error',
    zh: 'set.yaml 的顶层必须是“键：值”映射',
    en: 'the top level of set.yaml must be a mapping (key: value)',
  },
  CS3004: { severity: 'error', zh: '缺少必需字段“{0}”', en: 'missing required field "{0}"' },
  CS3005: { severity: 'error', zh: '“{0}”不是 set.yaml 的字段', en: '"{0}" is not a set.yaml field' },
  CS3006: { severity: 'error', zh: '“{0}”的类型应为 {1}，实际为 {2}', en: '"{0}" should be {1}, not {2}' },
  CS3007: {
    severity: 'error',
    zh: '未知的规则集“{0}”；可用：slcg（萨姆传奇）、guangan（光暗）、kaling（卡灵时代），或游戏的中文名',
    en: 'unknown ruleset "{0}"; use slcg (萨姆传奇), guangan (光暗) or kaling (卡灵时代), or the game\'s Chinese name',
  },
  CS3008: { severity: 'error', zh: '规则集 {1} 没有参数“{0}”', en: 'ruleset {1} has no parameter "{0}"' },
  CS3009: { severity: 'error', zh: '“{0}”的值“{1}”无效；可选：{2}', en: '"{0}": "{1}" is not allowed; use {2}' },
  CS3010: { severity: 'error', zh: '“{0}”的值 {1} 超出范围：{2}', en: '"{0}": {1} is out of range: {2}' },
  CS3011: {
    severity: 'error',
    zh: '“{0}”的格式不对，应形如 {1}',
    en: '"{0}" has the wrong format; expected something like {1}',
  },
  CS3012: { severity: 'error', zh: '“{0}”无效：{1}', en: '"{0}" is invalid: {1}' },
  CS3014: { severity: 'error', zh: '“{0}”不能为空', en: '"{0}" must not be empty' },
  CS3015: {
    severity: 'error',
    zh: '“{0}”有 {1} 项，超过上限 {2} 项',
    en: '"{0}" has {1} entries, more than the limit of {2}',
  },
  CS3016: { severity: 'error', zh: '键“{0}”重复出现', en: 'the key "{0}" appears twice' },
  CS3017: {
    severity: 'warning',
    zh: '“{0}”指向卡包文件夹之外，不会读取；只读取 set.yaml 所在文件夹内的文件',
    en: '"{0}" points outside the set\'s folder and is not read; only files under the folder of set.yaml are',
  },
  CS3018: {
    severity: 'error',
    zh: '卡包有 {0} 张卡，超过上限 {1} 张',
    en: 'the set holds {0} cards, more than the limit of {1}',
  },
  CS3013: {
    severity: 'error',
    zh: '参数“{0}”（{1}）大于“{2}”（{3}）',
    en: 'parameter "{0}" ({1}) is greater than "{2}" ({3})',
  },
  CS3020: {
    severity: 'error',
    zh: '卡组“{0}”有 {1} 张卡，超过上限 {2} 张',
    en: 'deck "{0}" has {1} cards, more than the maximum of {2}',
  },
  CS3021: {
    severity: 'error',
    zh: '卡组“{0}”只有 {1} 张卡，少于下限 {2} 张',
    en: 'deck "{0}" has {1} cards, fewer than the minimum of {2}',
  },
  CS3022: {
    severity: 'error',
    zh: '卡组“{0}”放入了 {1} 张“{2}”，最多 {3} 张',
    en: 'deck "{0}" has {1} copies of "{2}"; at most {3} are allowed',
  },
  CS3023: {
    severity: 'error',
    zh: '卡组“{0}”有 {1} 张【增量产能】卡，最多 {2} 张',
    en: 'deck "{0}" has {1} 增量产能 cards; at most {2} are allowed',
  },
  CS3024: {
    severity: 'error',
    zh: '卡组“{0}”中的卡牌“{1}”不在本卡包中',
    en: 'card "{1}" in deck "{0}" is not in this set',
  },
  CS3025: {
    severity: 'error',
    zh: '卡组“{0}”的专属卡属于 {1} 个角色，必须正好 {2} 个',
    en: 'deck "{0}" holds exclusive cards of {1} characters; it needs exactly {2}',
  },
  CS3026: {
    severity: 'error',
    zh: '卡组“{0}”中角色“{1}”的专属卡有 {2} 张，应为 {3}–{4} 张',
    en: 'deck "{0}" has {2} exclusive cards of character "{1}"; it needs {3}–{4}',
  },
  CS3027: {
    severity: 'error',
    zh: '卡组“{0}”中的“{1}”不是专属卡；本卡包不允许中立卡（allowNeutralCards）',
    en: 'card "{1}" in deck "{0}" is not an exclusive card; this set allows no neutral cards (allowNeutralCards)',
  },
  CS3028: {
    severity: 'error',
    zh: '“{1}”是{2}卡，不能放入卡组“{0}”',
    en: '"{1}" is a {2} card and cannot be put in deck "{0}"',
  },
  CS3029: {
    severity: 'warning',
    zh: '“{0}”专属于“{1}”，但本卡包没有名为“{1}”的角色卡',
    en: '"{0}" is exclusive to "{1}", but this set has no character card named "{1}"',
  },
} as const satisfies Catalog;
