// Codes of a malformed games file of `cardc sim` (CS53xx), part of the typed registry (compiler/diagnostics.ts):
// `cardc sim merge` says them at the file's line and column, as `cardc replay` says CS52xx of a replay file.
import type { Catalog } from '../../grammar/index.js';

export const SIM_CATALOG = {
  // {0}: the JSON reader's own words (English), {1}: what went wrong in Chinese.
  CS5301: { severity: 'error', zh: '这一行不是 JSON：{1}', en: 'this line is not JSON: {0}' },
  CS5302: {
    severity: 'error',
    zh: '这一行既不是 run 行也不是 game 行（game 行需要 game 和 cards）',
    en: 'this line is neither a run line nor a game line (a game line needs game and cards)',
  },
  CS5303: {
    severity: 'error',
    zh: '不是 {0} 第 {1} 版的记录（format、version）',
    en: 'not a {0} version {1} record (format, version)',
  },
  CS5304: {
    severity: 'error',
    zh: '第一行应为 run 行：cardc sim 的对局文件以它开头',
    en: 'the first line must be the run line: a games file of cardc sim begins with it',
  },
  CS5305: { severity: 'error', zh: '文件是空的', en: 'the file is empty' },
  CS5306: { severity: 'error', zh: '第 {0} 局出现了两次', en: 'game {0} appears twice' },
  CS5307: {
    severity: 'error',
    zh: '第 {0} 局不在本次运行的顺序或范围内（分片重叠？）',
    en: "game {0} is out of the run's order or range (overlapping shards?)",
  },
  CS5308: {
    severity: 'error',
    zh: '与 {0} 不是同一次运行的分片（{1} 不同）',
    en: 'not a shard of the same run as {0} (its {1} differs)',
  },
} as const satisfies Catalog;

export type SimCode = keyof typeof SIM_CATALOG;
