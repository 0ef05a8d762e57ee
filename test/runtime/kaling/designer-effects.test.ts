// 卡灵时代 effects designers write from docs/language.md: 支付N点能量 as an optional effect (KL-RES-04, SLCG-TX-08),
// 返回持有者的手牌 (KL-TX-02: a 回归 puts a card in its owner's hand) and 洗切卡组 (KL-ZN-03). Played on real boards
// with the interpreter and with the set's compiled code.
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardPool, GameEvent, KalingState } from '../../../runtime/index.js';
import type { LoadedSet } from '../../../compiler/scenario/set-cache.js';
import { bothWays, onEachPool } from '../compiled/compiled-sets.js';
import { act, at, type BoardOptions, kboard, names } from './helpers.js';

const CARDS = `卡牌 盾卫
  类型：卡灵
  等级：1
  AP：5
  DP：5
  SP：0

卡牌 付费者
  类型：卡灵
  等级：1
  AP：1
  DP：1
  【启动】免能：可以支付2点能量。若如此，抽1张卡。

卡牌 遣返者
  类型：卡灵
  等级：1
  AP：1
  DP：1
  【启动】免能：选择一张对方卡灵，将其返回持有者的手牌。

卡牌 洗牌者
  类型：卡灵
  等级：1
  AP：1
  DP：1
  【启动】免能：洗切牌库。
`;

let interpreted: LoadedSet;
let compiled: CardPool;

beforeAll(async () => {
  ({ interpreted, compiled } = await bothWays('kaling', '设计者效果', CARDS));
}, 120_000);

const DECK = ['盾卫', '付费者', '遣返者', '洗牌者', '盾卫', '付费者', '遣返者', '洗牌者'];

/** The board on each pool: [interpreter, compiled code]. */
function boards(o: BoardOptions): [string, KalingState][] {
  const s = kboard({ ...o, seed: 5, A: { deck: DECK, ...o.A }, B: { deck: DECK, ...o.B }, set: interpreted });
  return onEachPool(s, compiled);
}

/** Activates the card at `area`, answers a target question with `target` and 可以 with `may`; keeps the events. */
function activate(
  s: KalingState,
  area: string,
  o: { target?: number; may?: boolean } = {},
): { s: KalingState; events: GameEvent[] } {
  let r = act(s, { type: 'activate', card: at(s, area), ability: 0 });
  const events = [...r.events];
  for (let i = 0; i < 40 && r.state.winner === null && (r.state.pending || r.state.window); i++) {
    const d = r.state.pending;
    let index = 0;
    if (d?.kind === 'target' && o.target !== undefined) index = d.options.findIndex((x) => x.value === o.target);
    else if (d?.kind === 'optional' && o.may !== undefined)
      index = d.options.findIndex((x) => x.value === (o.may ? 1 : 0));
    expect(index, `${d?.kind} answer offered`).toBeGreaterThanOrEqual(0);
    r = act(r.state, d ? { type: 'choose', index } : { type: 'pass' });
    events.push(...r.events);
  }
  return { s: r.state, events };
}

const PAYER = '. . . . .\n. . . . .\n. . . . .\n. . . . .\n. . A:付费者 . .';

describe('卡灵时代 designer effects', () => {
  it('KL-RES-04 SLCG-TX-08 可以支付2点能量。若如此，抽1张卡: paid, then the draw', () => {
    for (const [how, s0] of boards({ board: PAYER, A: { energy: 3 } })) {
      const { s } = activate(s0, 'c1', { may: true });
      expect([s.players[0].res.energy, names(s, 0, 'hand')], how).toEqual([1, ['盾卫']]);
    }
  });

  it('KL-RES-04 SLCG-TX-08 可以支付2点能量。若如此…: with 1 energy nothing is paid and nothing drawn', () => {
    for (const [how, s0] of boards({ board: PAYER, A: { energy: 1 } })) {
      const { s } = activate(s0, 'c1', { may: true });
      expect([s.players[0].res.energy, names(s, 0, 'hand')], how).toEqual([1, []]);
    }
  });

  it("KL-TX-02 选择一张对方卡灵，将其返回持有者的手牌: the 卡灵 goes to its owner's hand", () => {
    const board = '. . . . .\n. . . . .\n. . B:盾卫 . .\n. . . . .\n. . A:遣返者 . .';
    for (const [how, s0] of boards({ board })) {
      const { s } = activate(s0, 'c1', { target: at(s0, 'c3') });
      expect([names(s, 1, 'hand'), names(s, 0, 'hand')], how).toEqual([['盾卫'], []]);
    }
  });

  it('KL-ZN-03 洗切牌库: the own deck in a new seeded order, a shuffled event; both pools alike', () => {
    const orders: number[][] = [];
    for (const [how, s0] of boards({ board: '. . . . .\n. . . . .\n. . . . .\n. . . . .\n. . A:洗牌者 . .' })) {
      const deck = s0.zoneNames.indexOf('deck');
      const { s, events } = activate(s0, 'c1');
      const before = s0.players[0].zones[deck];
      const after = s.players[0].zones[deck];
      expect(
        [...after].sort((a, b) => a - b),
        how,
      ).toEqual([...before].sort((a, b) => a - b));
      expect(after, how).not.toEqual(before);
      expect(s.players[1].zones[deck], how).toEqual(s0.players[1].zones[deck]);
      expect(
        events.filter((e) => e.type === 'shuffled'),
        how,
      ).toEqual([{ type: 'shuffled', player: 0, info: 'effect' }]);
      orders.push([...after]);
    }
    expect(orders[0]).toEqual(orders[1]);
  });
});
