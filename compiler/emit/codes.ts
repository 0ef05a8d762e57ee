// Codes of the TypeScript emit, type-check and bundle (CS41xx), part of the typed registry (compiler/diagnostics.ts).
import type { Catalog } from '../../grammar/index.js';

export const EMIT_CATALOG = {
  CS4101: {
    severity: 'error',
    zh: '内部错误：为卡牌“{0}”（{1}）生成的代码没有通过类型检查：{2}',
    en: 'internal: generated code does not type-check for card "{0}" ({1}): {2}',
  },
  CS4102: {
    severity: 'error',
    zh: '内部错误：卡牌“{0}”（{1}）的 IR 在 {2} 处有无法写成代码的值：{3}',
    en: 'internal: the IR of card "{0}" ({1}) holds a value at {2} that cannot be written as code: {3}',
  },
  CS4103: { severity: 'error', zh: '内部错误：打包 cards.js 失败：{0}', en: 'internal: bundling cards.js failed: {0}' },
  CS4104: {
    severity: 'error',
    zh: '内部错误：找不到运行时的卡牌类型与效果接口（runtime/card-def、runtime/effects/api）：{0}',
    en: 'internal: the runtime card types and effect API (runtime/card-def, runtime/effects/api) were not found: {0}',
  },
  CS4105: {
    severity: 'error',
    zh: '内部错误：卡牌“{0}”属于规则集 {1}，但卡包是 {2}',
    en: 'internal: card "{0}" is for ruleset {1} but the set is {2}',
  },
  CS4106: {
    severity: 'error',
    zh: '内部错误：生成的代码没有通过类型检查（{0}）：{1}',
    en: 'internal: generated code does not type-check ({0}): {1}',
  },
} as const satisfies Catalog;
