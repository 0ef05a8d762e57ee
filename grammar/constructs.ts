// Names of the constructs a reader expects, for "not understood" diagnostics: each message says
// what should have stood there, with a documented example (docs/language.md).

export interface Construct {
  zh: string;
  en: string;
}

export const CONSTRUCTS = {
  effect: { zh: '一个效果，如“造成2点伤害”“抽1张卡”“将其回归”', en: 'an effect, e.g. 造成2点伤害, 抽1张卡, 将其回归' },
  target: {
    zh: '一个目标，如“一个对方角色”“O1范围内的己方卡灵”“其”',
    en: 'a target, e.g. 一个对方角色, O1范围内的己方卡灵, 其',
  },
  condition: {
    zh: '一个条件，如“己方胜利进度≥5”“O1范围内有己方设备”',
    en: 'a condition, e.g. 己方胜利进度≥5, O1范围内有己方设备',
  },
  event: {
    zh: '一个事件，如“对方卡灵降临”“己方角色受到伤害”“对方发动战术卡”',
    en: 'an event, e.g. 对方卡灵降临, 己方角色受到伤害, 对方发动战术卡',
  },
  damageNoun: { zh: '“伤害”（造成N点伤害）', en: '伤害 (造成N点伤害)' },
  receiveWhat: { zh: '“伤害”或“创伤”（受到N点伤害/创伤）', en: '伤害 or 创伤 (受到N点伤害/创伤)' },
  resource: {
    zh: '一种资源或【特性】，如“1点能量”“【守护】”',
    en: 'a resource or 【keyword】, e.g. 1点能量, 【守护】',
  },
  amount: { zh: '一个数值变化，如“+2”“-1”', en: 'a change, e.g. +2, -1' },
  destination: { zh: '目的地，如“至O1范围内的一个空置区域”', en: 'a destination, e.g. 至O1范围内的一个空置区域' },
  name: { zh: '「卡牌名」', en: 'a 「card name」' },
  negatable: { zh: '“那次攻击”“那次创伤”“那张卡牌”或“该效果”', en: '那次攻击, 那次创伤, 那张卡牌 or 该效果' },
} as const satisfies Record<string, Construct>;

export type ConstructName = keyof typeof CONSTRUCTS;
