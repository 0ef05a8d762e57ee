// Codes of a malformed replay file (CS52xx), part of the typed registry (compiler/diagnostics.ts): `cardc replay`
// and the playground's replay viewer say them at the line and column of the file where the problem is.
import type { Catalog } from '../../grammar/index.js';

export const REPLAY_CATALOG = {
  // {0}: the JSON reader's own words (English), {1}: what went wrong in Chinese.
  CS5201: { severity: 'error', zh: '这一行不是 JSON：{1}', en: 'this line is not JSON: {0}' },
  CS5202: { severity: 'error', zh: '这一行应为 JSON 对象', en: 'this line should be a JSON object' },
  CS5203: {
    severity: 'error',
    zh: '未知的行类型 {0}（应为 set、game、decisions、events 或 result）',
    en: 'unknown line type {0} (expected set, game, decisions, events or result)',
  },
  CS5204: {
    severity: 'error',
    zh: '不是 CardScript 回放（format 应为 {0}）',
    en: 'not a CardScript replay (format should be {0})',
  },
  CS5205: {
    severity: 'error',
    zh: '不支持的回放版本 {0}（支持：{1}）',
    en: 'unsupported replay version {0} (supported: {1})',
  },
  CS5206: { severity: 'error', zh: 'set 行缺少 cards', en: 'the set line has no cards' },
  CS5207: {
    severity: 'error',
    zh: '回放缺少 set 行：它应是文件的第一行',
    en: 'the replay has no set line before this line: it should be the first line of the file',
  },
  CS5208: { severity: 'error', zh: 'game 行缺少 {0}', en: 'the game line lacks {0}' },
  CS5209: {
    severity: 'error',
    zh: '第 {0} 局（第 {1} 行）没有 result 行（文件被截断？），无法验证',
    en: 'game {0} (line {1}) has no result line (was the file cut short?), so it cannot be verified',
  },
  CS5210: {
    severity: 'error',
    zh: '{0} 行之前缺少 game 行',
    en: 'a game line is missing before this {0} line',
  },
  CS5211: {
    severity: 'error',
    zh: '这一行之前缺少 game 行：第 {0} 局（第 {1} 行）已在第 {2} 行以 result 行结束',
    en: 'a game line is missing before this line: game {0} (line {1}) already ended with its result on line {2}',
  },
  CS5212: {
    severity: 'error',
    zh: '这一行属于第 {0} 局，但它前面的 game 行（第 {1} 行）是第 {2} 局',
    en: "this line is game {0}'s, but the game line before it (line {1}) is game {2}'s",
  },
  CS5213: { severity: 'error', zh: 'decisions 应为整数数组', en: 'decisions must be an array of integers' },
  CS5214: { severity: 'error', zh: 'events 应为数组', en: 'events must be an array' },
  CS5215: { severity: 'error', zh: 'result 行缺少 {0}', en: 'the result line lacks {0}' },
  // {0}: the recorded count, {1}: the count of the lines before (decisions or events).
  CS5216: {
    severity: 'error',
    zh: 'result 行记录了 {0} 步，但 decisions 有 {1} 个',
    en: 'the result line records {0} steps but decisions holds {1}',
  },
  CS5217: {
    severity: 'error',
    zh: 'result 行记录了 {0} 个事件，但 events 有 {1} 个',
    en: 'the result line records {0} events but the events line holds {1}',
  },
  CS5218: { severity: 'error', zh: '回放里没有对局', en: 'the replay holds no game' },
  // {1}: the Chinese "did you mean" ('' without one), {2}: the English one.
  CS5219: {
    severity: 'error',
    zh: '“{0}”不是{3}的规则参数{1}',
    en: '"{0}" is not a {3} rule parameter{2}',
  },
  // {1}/{2}: what the value should be, in Chinese and English.
  CS5220: {
    severity: 'error',
    zh: '规则参数 {0} 的值 {3} 无效：应为{1}',
    en: 'the value {3} of the rule parameter {0} is invalid: it should be {2}',
  },
  CS5221: { severity: 'error', zh: 'game 行的 {0} 应为{1}', en: "the game line's {0} should be {2}" },
  // {0}: the set line's ruleset, {1}/{2}: a card's ruleset and name (JSON, as the file writes them).
  CS5222: {
    severity: 'error',
    zh: 'set 行的规则集 {0} 与它的卡牌不符：卡牌 {2} 是 {1} 的卡',
    en: "the set line's ruleset {0} does not match its cards: card {2} is a {1} card",
  },
  CS5223: {
    severity: 'error',
    zh: 'game 行的规则集 {0} 与 set 行的 {1} 不符：这一局的卡牌是 {1} 的',
    en: "the game line's ruleset {0} does not match the set line's {1}: this game's cards are {1} cards",
  },
} as const satisfies Catalog;

export type ReplayCode = keyof typeof REPLAY_CATALOG;
