// Hand-written card IR for the emit tests: a few valid cards per ruleset, each with a source range.
import type { CardDef, RulesetId, SourceRef } from '../../runtime/index.js';

export const src = (file: string, line: number, endLine = line): SourceRef => ({
  file,
  line,
  col: 1,
  endLine,
  endCol: 20,
});

const slcg: CardDef[] = [
  {
    id: 'slcg-0001',
    name: '火焰剑士',
    ruleset: 'slcg',
    type: '角色',
    marks: [],
    traits: ['剑士'],
    cost: { energy: 2 },
    stats: { value: 3 },
    color: 'attack',
    copies: 3,
    keywords: [{ keyword: 'guard', source: src('cards/heroes.card', 5) }],
    abilities: [
      {
        index: 0,
        kind: 'triggered',
        timing: { event: 'enter', side: 'self', subject: { ref: 'self' } },
        limits: [],
        costs: {},
        optional: true,
        effects: [
          {
            op: 'damage',
            target: {
              count: 1,
              side: 'opponent',
              kind: 'character',
              filters: [{ kind: 'stat', stat: 'value', cmp: '<=', value: 2 }],
            },
            amount: 1,
          },
        ],
        source: src('cards/heroes.card', 6),
      },
      {
        index: 1,
        kind: 'activated',
        limits: [{ scope: 'turn', count: 1 }],
        costs: { energy: 1 },
        effects: [{ op: 'draw', count: 1 }],
        source: src('cards/heroes.card', 7),
      },
    ],
    meta: { rarity: 'SR' },
    source: src('cards/heroes.card', 1, 7),
  },
  {
    id: 'slcg-0002',
    name: '突袭',
    ruleset: 'slcg',
    type: '发生',
    marks: ['burst'],
    traits: [],
    cost: { energy: 1, extreme: true },
    stats: {},
    keywords: [],
    prerequisite: { subject: 'charactersInMain', side: 'self', cmp: '>=', value: 1 },
    costReduction: {
      condition: {
        and: [{ subject: 'trauma', cmp: '>=', value: 2 }, { not: { subject: 'isTurnPlayer', cmp: '=', value: 1 } }],
      },
      amount: 1,
    },
    abilities: [
      {
        index: 0,
        kind: 'burst',
        timing: { event: 'attacked', side: 'self' },
        limits: [],
        costs: {},
        effects: [
          { op: 'negate', what: 'attack' },
          { op: 'push', side: 'opponent', amount: -1, optional: true },
        ],
        source: src('cards/events.card', 3),
      },
    ],
    source: src('cards/events.card', 1, 3),
  },
];

const guangan: CardDef[] = [
  {
    id: 'ga-0001',
    name: '光之守护者',
    ruleset: 'guangan',
    type: '角色',
    marks: [],
    traits: [],
    stats: { hp: 20, lightDark: 0, stamina: 5 },
    keywords: [],
    abilities: [
      {
        index: 0,
        kind: 'activated',
        variant: 'light',
        limits: [{ scope: 'game', count: 1 }],
        costs: { stamina: 2 },
        effects: [{ op: 'heal', amount: 3 }],
        source: src('cards/light.card', 4),
      },
      {
        index: 1,
        kind: 'activated',
        variant: 'dark',
        limits: [],
        costs: { stamina: 1 },
        effects: [
          { op: 'damage', target: { count: 1, side: 'opponent', kind: 'character' }, amount: 2, damageType: 'magic' },
        ],
        source: src('cards/light.card', 5),
      },
    ],
    source: src('cards/light.card', 1, 5),
  },
  {
    id: 'ga-0002',
    name: '圣盾',
    ruleset: 'guangan',
    type: '响应',
    continuous: true,
    marks: ['talisman'],
    traits: [],
    cost: { energy: 1 },
    stats: {},
    keywords: [],
    exclusive: '光之守护者',
    abilities: [
      {
        index: 0,
        kind: 'play',
        limits: [],
        costs: { stamina: 1 },
        effects: [
          { op: 'gainResource', resource: 'shield', amount: 2, side: 'self' },
          { op: 'negate', what: 'damage' },
        ],
        source: src('cards/light.card', 9),
      },
    ],
    source: src('cards/light.card', 7, 9),
  },
];

const kaling: CardDef[] = [
  {
    id: 'kl-0001',
    name: '雷霆卡灵',
    ruleset: 'kaling',
    type: '卡灵',
    marks: [],
    traits: ['雷'],
    stats: { level: 2, atk: 3, hp: 4 },
    keywords: [{ keyword: 'shield', value: 2 }],
    attackAreas: ['up', 'upLeft', 'upRight'],
    summonCost: { energy: 2 },
    abilities: [
      {
        index: 0,
        kind: 'start',
        limits: [{ scope: 'chain', count: 1 }],
        costs: {},
        effects: [
          {
            op: 'damage',
            target: { count: 1, side: 'opponent', kind: 'kaling', range: { kind: 'O1', origin: 'self' } },
            amount: 1,
          },
        ],
        source: src('cards/thunder.card', 6),
      },
      {
        index: 1,
        kind: 'eternal',
        limits: [],
        costs: {},
        effects: [{ op: 'modifyStat', target: { ref: 'self' }, stat: 'atk', amount: 1, duration: 'whileSource' }],
        source: src('cards/thunder.card', 7),
      },
    ],
    source: src('cards/thunder.card', 1, 7),
  },
  {
    id: 'kl-0002',
    name: '封锁战术',
    ruleset: 'kaling',
    type: '战术',
    marks: [],
    traits: [],
    stats: {},
    keywords: [],
    summonCost: { materials: { count: 1, filters: [{ kind: 'trait', value: '雷' }] } },
    abilities: [
      {
        index: 0,
        kind: 'instant',
        timing: { event: 'moved', side: 'opponent' },
        limits: [],
        costs: {},
        effects: [
          {
            op: 'lockArea',
            target: { kind: 'area', range: { kind: 'direction', directions: ['down'] } },
            duration: 'endOfOpponentTurn',
          },
          { op: 'search', filter: [{ kind: 'type', value: '卡灵' }], count: 1 },
        ],
        source: src('cards/thunder.card', 11),
      },
    ],
    source: src('cards/thunder.card', 9, 11),
  },
];

export const FIXTURES: Record<RulesetId, CardDef[]> = { slcg, guangan, kaling };

/** Names and traits that break naive code generation: quotes, template syntax, comment ends, line separators, emoji. */
export const NASTY = [
  '引号"双"',
  "单'引'",
  '反引`号`',
  '模板${x}',
  '${alert(1)}',
  '注释*/结束',
  '/*开始',
  '反斜杠\\n\\',
  '行\u2028分隔',
  '段\u2029分隔',
  '表情🃏🔥',
  '换行\n回车\r制表\t',
  '</script>',
  '__proto__',
  'constructor',
  '\u0000空字符',
];
