// 光暗 text as designers write it: a 。 between the sentences of one ability is a ；(SLCG-TX-07 for every game: 造成3点
// 伤害。若该角色阵亡，抽1张卡), and two counts compared (若对方场上的角色多于己方, SLCG-CT-08 for every game). Played on
// real boards with the interpreter and with the set's compiled code.
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

卡牌 白曜
  类型：角色
  生命：5  攻击：2

卡牌 雪落
  类型：普通
  专属：林燃
  体力：1
  抽1张卡。

卡牌 斩首
  类型：普通
  专属：夜昙
  体力：1
  对一个敌方角色造成3点伤害。若该角色阵亡，抽1张卡。

卡牌 以寡敌众
  类型：普通
  专属：林燃
  体力：1
  若对方场上的角色多于己方，抽1张卡。
`;

let interpreted: LoadedSet;
let compiled: CardPool;

beforeAll(async () => {
  ({ interpreted, compiled } = await bothWays('guangan', '句与数', CARDS));
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

/** A uses `name` (choosing B's 林燃 when asked) and lets the chain resolve. */
function play(s: GuanganState, name: string): GuanganState {
  const enemy = card(s, 1, '林燃');
  s = use(s, name).state;
  for (let i = 0; i < 20 && s.winner === null && (s.pending || s.window); i++)
    s = s.pending ? choose(s, enemy).state : passAll(s).state;
  return s;
}

const handOf = (s: GuanganState, p: number): string[] =>
  s.players[p].zones[Z.hand].map((id) => s.defs[s.cards[id].def].name);

describe('光暗 sentences and counts', () => {
  it('SLCG-TX-07 造成3点伤害。若该角色阵亡，抽1张卡: the second sentence is the ability’s, its 若 asks about the damaged one', () => {
    for (const [how, s] of boards({ hand: ['斩首'] }, { characters: [{ card: '林燃', hp: 3 }, '夜昙'] }))
      expect(handOf(play(s, '斩首'), 0), how).toEqual(['雪落']);
    for (const [how, s] of boards({ hand: ['斩首'] }, {})) expect(handOf(play(s, '斩首'), 0), how).toEqual([]);
  });

  it('SLCG-CT-08 若对方场上的角色多于己方: three against two holds, two against two does not', () => {
    for (const [how, s] of boards({ hand: ['以寡敌众'] }, { characters: ['林燃', '夜昙', '白曜'] }))
      expect(handOf(play(s, '以寡敌众'), 0), how).toEqual(['雪落']);
    for (const [how, s] of boards({ hand: ['以寡敌众'] }, {})) expect(handOf(play(s, '以寡敌众'), 0), how).toEqual([]);
  });
});
