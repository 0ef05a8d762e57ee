// 光暗 conditions on the card's own value (SLCG-CT-08 for every game, with GA-CHR-03's HP): 若此角色生命≤3 reads the HP
// the character has left, as the filter 生命≤3的角色 does. Played on real boards with the interpreter and with the set's
// compiled code.
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardPool, GuanganState } from '../../../runtime/index.js';
import type { LoadedSet } from '../../../compiler/scenario/set-cache.js';
import { bothWays, onEachPool } from '../compiled/compiled-sets.js';
import { board, card, choose, passAll, use, Z } from './helpers.js';

const CARDS = `卡牌 林燃
  类型：角色
  生命：5  攻击：2

卡牌 夜昙
  类型：角色
  生命：5  攻击：2
  当此角色受到伤害时：若此角色生命≤3，抽1张卡。

卡牌 晨昙
  类型：角色
  生命：5  攻击：2
  当此角色受到伤害时：若此角色生命值≤3，抽1张卡。

卡牌 补刀
  类型：普通
  专属：林燃
  体力：1
  对一个敌方角色造成1点伤害，若其生命≤3，抽1张卡。

卡牌 雪落
  类型：普通
  专属：林燃
  体力：1
  抽1张卡。

卡牌 刺击
  类型：普通
  专属：林燃
  体力：1
  对一个敌方角色造成1点伤害。
`;

let interpreted: LoadedSet;
let compiled: CardPool;

beforeAll(async () => {
  ({ interpreted, compiled } = await bothWays('guangan', '自身数值', CARDS));
}, 120_000);

const side = (more: object = {}) => ({
  characters: ['林燃', '夜昙'],
  deck: ['雪落', '雪落', '雪落'],
  lightDark: 6,
  gained: 6,
  side: 'light' as const,
  stamina: 6,
  ...more,
});

/** The board on each pool: [interpreter, compiled code]. */
function boards(a: object, b: object): [string, GuanganState][] {
  const s = board({ A: side(a), B: side(b) }, {}, 1, interpreted);
  return onEachPool(s, compiled);
}

/** A uses 刺击 on B's `name` (夜昙) and lets the chain resolve. */
function stab(s: GuanganState, name = '夜昙'): GuanganState {
  const enemy = card(s, 1, name);
  s = use(s, '刺击').state;
  for (let i = 0; i < 20 && s.winner === null && (s.pending || s.window); i++)
    s = s.pending ? choose(s, enemy).state : passAll(s).state;
  return s;
}

const handOf = (s: GuanganState, p: number): string[] =>
  s.players[p].zones[Z.hand].map((id) => s.defs[s.cards[id].def].name);

describe('光暗 own-value conditions', () => {
  it('GA-CHR-03 若此角色生命≤3: the HP left after the damage — 4 → 3 holds, 5 → 4 does not', () => {
    for (const [how, s] of boards({ hand: ['刺击'] }, { characters: ['林燃', { card: '夜昙', hp: 4 }] })) {
      const after = stab(s);
      expect(handOf(after, 1), how).toEqual(['雪落']);
    }
    for (const [how, s] of boards({ hand: ['刺击'] }, {})) expect(handOf(stab(s), 1), how).toEqual([]);
  });

  it('GA-CHR-03 对一个敌方角色造成1点伤害，若其生命≤3: the damaged character’s HP left — 4 → 3 holds, 5 → 4 does not', () => {
    const hit = (s: GuanganState): GuanganState => {
      const enemy = card(s, 1, '晨昙');
      s = use(s, '补刀').state;
      for (let i = 0; i < 20 && s.winner === null && (s.pending || s.window); i++)
        s = s.pending ? choose(s, enemy).state : passAll(s).state;
      return s;
    };
    for (const [how, s] of boards({ hand: ['补刀'] }, { characters: ['林燃', { card: '晨昙', hp: 4 }] }))
      expect(handOf(hit(s), 0), how).toEqual(['雪落']);
    for (const [how, s] of boards({ hand: ['补刀'] }, { characters: ['林燃', '晨昙'] }))
      expect(handOf(hit(s), 0), how).toEqual([]);
  });

  it('GA-CHR-03 若此角色生命值≤3: 生命值 said of the 角色 is its 生命, the HP left — 4 → 3 holds, 5 → 4 does not', () => {
    for (const [how, s] of boards({ hand: ['刺击'] }, { characters: ['林燃', { card: '晨昙', hp: 4 }] }))
      expect(handOf(stab(s, '晨昙'), 1), how).toEqual(['雪落']);
    for (const [how, s] of boards({ hand: ['刺击'] }, { characters: ['林燃', '晨昙'] }))
      expect(handOf(stab(s, '晨昙'), 1), how).toEqual([]);
  });
});
