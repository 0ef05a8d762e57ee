// SLCG effects designers write from docs/language.md: 支付N点能量 as an optional effect (SLCG-RES-01, SLCG-TX-08),
// 返回持有者的手牌 (SLCG-ZN-08: a card returns to its owner's hand) and 洗切卡组 (SLCG-ZN-04). Played on real SLCG
// states with a compiled set and with the interpreter over the same cards.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardPool, GameEvent, SlcgState } from '../../../runtime/index.js';
import { MODES, textPools, type Mode } from '../compiled/compiled-sets.js';
import { act, board, inst, names, type SideSpec } from '../helpers.js';

const CARDS = `卡牌 付费者
  类型：角色
  费用：0
  常值：2 攻
  【登场时】可以支付1点能量。若如此，对一个对方角色造成2点伤害。

卡牌 连付者
  类型：角色
  费用：0
  常值：2 攻
  【登场时】可以支付2点能量，对一个对方角色造成2点伤害。

卡牌 遣返者
  类型：角色
  费用：0
  常值：2 攻
  【登场时】选择一个对方角色，将其返回持有者的手牌。

卡牌 送还
  类型：发生
  费用：0
  将一个对方角色返回其持有者的手牌。

卡牌 归还
  类型：发生
  费用：0
  将一个对方角色返回拥有者的手牌。

卡牌 寻找
  类型：发生
  费用：0
  检索1张「守卫」，然后洗牌。

卡牌 洗切
  类型：发生
  费用：0
  洗切牌库。

卡牌 乱序
  类型：发生
  费用：0
  令对方将卡组洗切。

卡牌 守卫
  类型：角色
  费用：0
  常值：3 攻
  【守护】

卡牌 补给
  类型：发生
  费用：0
  抽1张卡。
`;

let pools: Record<Mode, CardPool>;
let resolved = 0;

beforeAll(async () => {
  pools = await textPools('slcg', '设计者效果', CARDS, (code) =>
    // Each compiled resolution counted, so the tests know the compiled path ran.
    code.map((row) =>
      row.map((c) => {
        const resolve = c?.resolve;
        if (!c || !resolve) return c;
        return { ...c, resolve: (...a: Parameters<typeof resolve>) => (resolved++, resolve(...a)) };
      }),
    ),
  );
}, 120_000);

afterAll(() => expect(resolved).toBeGreaterThanOrEqual(10));

/** A deck of eight cards in a known order: 守卫 on top, then 补给 and the rest. */
const DECK = ['守卫', '补给', '送还', '归还', '洗切', '乱序', '寻找', '连付者'];

function on(mode: Mode, p0: SideSpec, p1: SideSpec = {}): SlcgState {
  return board({ pool: pools[mode], p0: { deck: DECK, ...p0 }, p1: { deck: DECK, ...p1 }, seed: 7 });
}

interface Answers {
  target?: (s: SlcgState) => number;
  may?: boolean;
}

/** P0 plays `name` from hand; every window is passed and every question answered; the events are kept. */
function play(s: SlcgState, name: string, answers: Answers = {}): { s: SlcgState; events: GameEvent[] } {
  let r = act(s, { type: 'play', card: inst(s, 0, 'hand', name) });
  const events = [...r.events];
  for (let i = 0; i < 100 && (r.state.pending || r.state.window) && r.state.winner === null; i++) {
    const d = r.state.pending;
    let index = 0;
    if (d?.kind === 'target' && answers.target)
      index = d.options.findIndex((o) => o.value === answers.target!(r.state));
    else if (d && (d.kind === 'trigger' || d.kind === 'optional') && answers.may !== undefined)
      index = d.options.findIndex((o) => o.value === (answers.may ? 1 : 0));
    expect(index, `${d?.kind} answer offered`).toBeGreaterThanOrEqual(0);
    r = act(r.state, d ? { type: 'choose', index } : { type: 'pass' });
    events.push(...r.events);
  }
  return { s: r.state, events };
}

const guardOf = (s: SlcgState) => inst(s, 1, 'main', '守卫');
const deckOf = (s: SlcgState, p: number) => s.players[p].zones[s.zoneNames.indexOf('deck')];

describe.each(MODES)('SLCG designer effects (%s)', (mode) => {
  it('SLCG-RES-01 SLCG-TX-08 可以支付1点能量。若如此，对一个对方角色造成2点伤害: paid, then the damage', () => {
    const { s } = play(on(mode, { hand: ['付费者'], energy: 1 }, { main: ['守卫'] }), '付费者', {
      target: guardOf,
      may: true,
    });
    expect(s.players[0].res.energy).toBe(0);
    expect(s.cards[guardOf(s)].damage).toBe(2);
  });

  it('SLCG-RES-01 SLCG-TX-08 可以支付1点能量。若如此…: with no energy nothing is paid and 若如此 does not run', () => {
    const { s } = play(on(mode, { hand: ['付费者'], energy: 0 }, { main: ['守卫'] }), '付费者', {
      target: guardOf,
      may: true,
    });
    expect(s.players[0].res.energy).toBe(0);
    expect(s.cards[guardOf(s)].damage).toBe(0);
  });

  it('SLCG-RES-01 SLCG-TX-08 可以支付1点能量。若如此…: declined, the energy stays and nothing is dealt', () => {
    const { s } = play(on(mode, { hand: ['付费者'], energy: 1 }, { main: ['守卫'] }), '付费者', {
      target: guardOf,
      may: false,
    });
    expect(s.players[0].res.energy).toBe(1);
    expect(s.cards[guardOf(s)].damage).toBe(0);
  });

  it('SLCG-RES-01 可以支付2点能量，对…造成2点伤害: the damage waits for the payment; with 1 energy nothing is paid', () => {
    const paid = play(on(mode, { hand: ['连付者'], energy: 3 }, { main: ['守卫'] }), '连付者', {
      target: guardOf,
      may: true,
    }).s;
    expect([paid.players[0].res.energy, paid.cards[guardOf(paid)].damage]).toEqual([1, 2]);
    const short = play(on(mode, { hand: ['连付者'], energy: 1 }, { main: ['守卫'] }), '连付者', {
      target: guardOf,
      may: true,
    }).s;
    expect([short.players[0].res.energy, short.cards[guardOf(short)].damage]).toEqual([1, 0]);
  });

  for (const [name, words] of [
    ['遣返者', '选择一个对方角色，将其返回持有者的手牌'],
    ['送还', '将一个对方角色返回其持有者的手牌'],
    ['归还', '将一个对方角色返回拥有者的手牌'],
  ] as const)
    it(`SLCG-ZN-08 ${words}: the character goes to its owner's hand`, () => {
      const { s } = play(on(mode, { hand: [name] }, { main: ['守卫'], hand: [] }), name, { target: guardOf });
      expect(names(s, 1, 'main')).toEqual([]);
      expect(names(s, 1, 'hand')).toEqual(['守卫']);
      expect(names(s, 0, 'hand')).toEqual([]);
    });

  it('SLCG-ZN-04 洗切牌库: the own deck in a new seeded order, a shuffled event, the other deck untouched', () => {
    const s0 = on(mode, { hand: ['洗切'] });
    const { s, events } = play(s0, '洗切');
    const before = deckOf(s0, 0);
    const after = deckOf(s, 0);
    expect([...after].sort((a, b) => a - b)).toEqual([...before].sort((a, b) => a - b));
    expect(after).not.toEqual(before);
    expect(deckOf(s, 1)).toEqual(deckOf(s0, 1));
    expect(events.filter((e) => e.type === 'shuffled')).toEqual([{ type: 'shuffled', player: 0, info: 'effect' }]);
  });

  it('SLCG-ZN-04 令对方将卡组洗切: the opponent’s deck is shuffled, the own one not', () => {
    const s0 = on(mode, { hand: ['乱序'] });
    const { s, events } = play(s0, '乱序');
    expect(deckOf(s, 0)).toEqual(deckOf(s0, 0));
    expect(deckOf(s, 1)).not.toEqual(deckOf(s0, 1));
    expect(events.filter((e) => e.type === 'shuffled').map((e) => e.player)).toEqual([1]);
  });

  it('SLCG-ZN-04 检索1张「守卫」，然后洗牌: the card is taken, then the deck is shuffled', () => {
    const { s, events } = play(on(mode, { hand: ['寻找'] }), '寻找');
    expect(names(s, 0, 'hand')).toEqual(['守卫']);
    expect(deckOf(s, 0)).toHaveLength(DECK.length - 1);
    expect(events.some((e) => e.type === 'shuffled' && e.player === 0)).toBe(true);
  });
});

describe('SLCG-ZN-04 洗切牌库 is deterministic', () => {
  it('SLCG-ZN-04 the compiled code and the interpreter shuffle to the same order from the same seed', () => {
    const [a, b] = MODES.map((m) => play(on(m, { hand: ['洗切'] }), '洗切').s);
    expect(names(a, 0, 'deck')).toEqual(names(b, 0, 'deck'));
    expect(a.rng).toEqual(b.rng);
  });
});
