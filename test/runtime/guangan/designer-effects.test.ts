// 光暗 effects designers write from docs/language.md: 为X回复N点生命 (GA-CB-07, the same recover as 令X回复N点生命)
// and 洗切卡组 (GA-ZN-01). Played on real boards with the interpreter and with the set's compiled code.
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardPool, GameEvent, GuanganState } from '../../../runtime/index.js';
import type { LoadedSet } from '../../../compiler/scenario/set-cache.js';
import { bothWays, onEachPool } from '../compiled/compiled-sets.js';
import { act, board, card, passAll, use, Z } from './helpers.js';

const CARDS = `卡牌 林燃
  类型：角色
  生命：5  攻击：2

卡牌 夜昙
  类型：角色
  生命：5  攻击：2

卡牌 雪落
  类型：普通
  专属：林燃
  体力：1
  抽1张卡。

卡牌 甘霖
  类型：普通
  专属：林燃
  体力：1
  为一个己方角色回复3点生命。

卡牌 洗牌
  类型：普通
  专属：夜昙
  体力：1
  洗切卡组。
`;

let interpreted: LoadedSet;
let compiled: CardPool;

beforeAll(async () => {
  ({ interpreted, compiled } = await bothWays('guangan', '设计者效果', CARDS));
}, 120_000);

const DECK = ['雪落', '甘霖', '洗牌', '雪落', '甘霖', '洗牌', '雪落', '甘霖'];

const side = (more: object = {}) => ({
  characters: ['林燃', '夜昙'],
  deck: DECK,
  lightDark: 6,
  gained: 6,
  side: 'light' as const,
  stamina: 6,
  ...more,
});

/** The board on each pool: [interpreter, compiled code]. */
function boards(a: object): [string, GuanganState][] {
  const s = board({ A: side(a), B: side() }, {}, 3, interpreted);
  return onEachPool(s, compiled);
}

/** A uses `name`, answers its target question with `target`, and lets the chain resolve; the events are kept. */
function play(s: GuanganState, name: string, target?: number): { s: GuanganState; events: GameEvent[] } {
  let r = use(s, name);
  const events = [...r.events];
  for (let i = 0; i < 30 && r.state.winner === null && (r.state.pending || r.state.window); i++) {
    const d = r.state.pending;
    if (d?.kind === 'target')
      r = act(r.state, { type: 'choose', index: d.options.findIndex((o) => o.value === target) });
    else r = d ? act(r.state, { type: 'choose', index: 0 }) : passAll(r.state);
    events.push(...r.events);
  }
  return { s: r.state, events };
}

const hpLeft = (s: GuanganState, id: number): number => s.pool.rules.hooks.stat(s, id, 'hpLeft');

describe('光暗 designer effects', () => {
  it('GA-CB-07 为一个己方角色回复3点生命: the chosen character recovers, as with 令', () => {
    for (const [how, s0] of boards({ hand: ['甘霖'], characters: [{ card: '林燃', hp: 1 }, '夜昙'] })) {
      const lin = card(s0, 0, '林燃');
      expect(hpLeft(s0, lin), how).toBe(1);
      const { s } = play(s0, '甘霖', lin);
      expect(hpLeft(s, lin), how).toBe(4);
    }
  });

  it('GA-ZN-01 洗切卡组: the own deck in a new seeded order, a shuffled event; both pools alike', () => {
    const orders: number[][] = [];
    for (const [how, s0] of boards({ hand: ['洗牌'] })) {
      const { s, events } = play(s0, '洗牌');
      const before = s0.players[0].zones[Z.deck];
      const after = s.players[0].zones[Z.deck];
      expect(
        [...after].sort((a, b) => a - b),
        how,
      ).toEqual([...before].sort((a, b) => a - b));
      expect(after, how).not.toEqual(before);
      expect(s.players[1].zones[Z.deck], how).toEqual(s0.players[1].zones[Z.deck]);
      expect(
        events.filter((e) => e.type === 'shuffled'),
        how,
      ).toEqual([{ type: 'shuffled', player: 0, info: 'effect' }]);
      orders.push([...after]);
    }
    expect(orders[0]).toEqual(orders[1]);
  });
});
