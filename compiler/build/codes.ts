// Codes of `cardc build` (CS40xx), part of the typed registry (compiler/diagnostics.ts).
import type { Catalog } from '../../grammar/index.js';

export const BUILD_CATALOG = {
  CS4001: {
    severity: 'error',
    zh: '“{0}”中没有卡包清单 set.yaml（或 set.yml）',
    en: 'no set manifest, set.yaml (or set.yml), in "{0}"',
  },
  CS4002: { severity: 'error', zh: '无法读取“{0}”：{1}', en: 'cannot read "{0}": {1}' },
  CS4003: { severity: 'error', zh: '无法写入“{0}”：{1}', en: 'cannot write "{0}": {1}' },
  CS4004: {
    severity: 'warning',
    zh: '内部错误：效果“{0}”无法编译，已略过（请报告这个问题）',
    en: 'internal: the effect "{0}" cannot be compiled and was left out (please report it)',
  },
  CS4005: {
    severity: 'error',
    zh: '生成的 {0} 不符合其 JSON Schema：{1}',
    en: 'the generated {0} does not match its JSON Schema: {1}',
  },
  CS4006: { severity: 'warning', zh: '卡包“{0}”没有 .card 文件', en: 'set "{0}" has no .card files' },
  CS4007: { severity: 'info', zh: '有 {0} 个错误，未生成输出', en: '{0} errors; no output was written' },
  CS4008: {
    severity: 'warning',
    zh: '“{0}”不会被读取：同一文件夹里的 set.yaml 才是卡包清单；请删除它，或把其中的内容并入 set.yaml',
    en: '"{0}" is not read: the set.yaml in the same folder is the manifest; delete it or move what it says into set.yaml',
  },
  CS4020: {
    severity: 'error',
    zh: '内部错误：卡牌“{0}”通过了检查，但{1}的运行时不接受它：{2}（请报告这个问题）',
    en: 'internal: card "{0}" passed the check, but the {1} runtime refuses it: {2} (please report it)',
  },
} as const satisfies Catalog;
