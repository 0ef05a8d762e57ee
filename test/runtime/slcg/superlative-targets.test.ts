// SLCG 常值最高的 / 常值最低的 (SLCG-TG-01): of the cards the rest of the target takes, only those whose 常值 is the
// highest (lowest) are candidates; with a tie the controller chooses among the tied ones, and 所有 takes every tied
// one (docs/rules-decisions.md). Played on real SLCG states with a compiled set and with the interpreter.

import { beforeAll, describe, expect, it } from 'vitest';
import { mutCard, type CardPool, type SlcgState } from '../../../runtime/index.js';
import { MODES, textPools, type Mode } from '../compiled/compiled-sets.js';
import { act, board, inst, names, type SideSpec } from '../helpers.js';

const CARDS = `卡牌 斩首
  类型：发生
  费用：0
  消灭一个常值最高的对方角色。

卡牌 削弱
  类型：发生
  费用：0
  消灭常值最低的一个对方角色。

卡牌 清场
  类型：发生
  费用：0
  消灭所有常值最高的对方角色。

卡牌 伏击
  类型：发生
  费用：0
  消灭一个横置的常值最高的对方角色。

卡牌 兵
  类型：角色
  费用：0
  常值：1 攻

卡牌 将
  类型：角色
  费用：0
  常值：3 攻

卡牌 诱饵
  类型：角色
  费用：0
  常值：1 攻
  【法术吸引】

卡牌 号角
  类型：场景
  费用：0
  令常值最高的己方角色常值+1。

卡牌 补给
  类型：发生
  费用：0
  抽1张卡。
`;

let pools: Record<Mode, CardPool>;

beforeAll(async () => {
  pools = await textPools('slcg', '最高', CARDS);
});

const DECK = ['补给', '补给', '补给', '补给'];

function on(mode: Mode, p0: SideSpec, p1: SideSpec): SlcgState {
  return board({ pool: pools[mode], p0: { deck: DECK, ...p0 }, p1: { deck: DECK, ...p1 } });
}

/** The options of the first target question after playing `name`, or undefined when none is asked. */
function asked(s: SlcgState, name: string): number[] | undefined {
  const r = act(s, { type: 'play', card: inst(s, 0, 'hand', name) }).state;
  return r.pending?.kind === 'target' ? r.pending.options.map((o) => o.value) : undefined;
}

/** Plays `name`, answers its target questions with `picks` and lets it resolve. */
function play(s: SlcgState, name: string, picks: number[] = []): SlcgState {
  s = act(s, { type: 'play', card: inst(s, 0, 'hand', name) }).state;
  const want = [...picks];
  for (let i = 0; i < 100 && (s.pending || s.window) && s.winner === null; i++) {
    const d = s.pending;
    if (d?.kind === 'target') {
      const index = d.options.findIndex((o) => o.value === want[0]);
      if (index < 0) throw new Error(`${want[0]} is not offered: ${d.options.map((o) => o.value).join(',')}`);
      want.shift();
      s = act(s, { type: 'choose', index }).state;
    } else s = act(s, d ? { type: 'choose', index: 0 } : { type: 'pass' }).state;
  }
  expect(want).toEqual([]);
  return s;
}

describe.each(MODES)('SLCG 常值最高的 (%s)', (mode) => {
  it('SLCG-TG-01 消灭一个常值最高的对方角色: the one highest is the only candidate, taken without a question', () => {
    const s0 = on(mode, { hand: ['斩首'] }, { main: ['兵', '将', '兵'] });
    expect(asked(s0, '斩首')).toBeUndefined();
    const s = play(s0, '斩首');
    expect(names(s, 1, 'main')).toEqual(['兵', '兵']);
    expect(names(s, 1, 'discard')).toEqual(['将']);
  });

  it('SLCG-TG-01 常值最高的 with a tie: the controller chooses among the tied ones only', () => {
    const s0 = on(mode, { hand: ['斩首'] }, { main: ['将', '兵', '将'] });
    const tied = [inst(s0, 1, 'main', '将', 0), inst(s0, 1, 'main', '将', 1)];
    expect(asked(s0, '斩首')).toEqual(tied);
    const s = play(s0, '斩首', [tied[1]]);
    expect(s.cards[tied[0]].zone).toBe(s0.cards[tied[0]].zone);
    expect(names(s, 1, 'main')).toEqual(['将', '兵']);
  });

  it('SLCG-TG-01 消灭常值最低的一个对方角色: the lowest, counting the 常值 as it is now', () => {
    const s0 = on(mode, { hand: ['削弱'] }, { main: ['兵', '将'] });
    expect(names(play(s0, '削弱'), 1, 'discard')).toEqual(['兵']);
  });

  it('SLCG-TG-01 消灭所有常值最高的对方角色: every tied one, and nothing else', () => {
    const s0 = on(mode, { hand: ['清场'] }, { main: ['将', '兵', '将'] });
    const s = play(s0, '清场');
    expect(names(s, 1, 'main')).toEqual(['兵']);
    expect(names(s, 1, 'discard')).toEqual(['将', '将']);
  });

  it('SLCG-TG-01 消灭一个横置的常值最高的对方角色: the highest among the tapped ones, not of all', () => {
    const s0 = on(mode, { hand: ['伏击'] }, { main: ['将', '兵', '兵'] });
    const tapped = inst(s0, 1, 'main', '兵', 1);
    mutCard(s0, tapped).tapped = true;
    const s = play(s0, '伏击');
    expect(names(s, 1, 'main')).toEqual(['将', '兵']);
    expect(s.cards[tapped].zone).not.toBe(s0.cards[tapped].zone);
  });

  it('SLCG-KW-09 SLCG-TG-01 常值最高的 and 【法术吸引】: a lower 诱饵 is no candidate, so it binds nothing', () => {
    const s0 = on(mode, { hand: ['斩首'] }, { main: ['诱饵', '将'] });
    expect(names(play(s0, '斩首'), 1, 'discard')).toEqual(['将']);
  });

  it('SLCG-TG-01 a standing 令常值最高的己方角色常值+1: only the highest printed 常值 gains, every tied one', () => {
    const s = on(mode, { main: ['号角', '将', '兵', '将'] }, { main: ['将'] });
    const value = (p: number, name: string, k = 0) => s.pool.rules.hooks.stat(s, inst(s, p, 'main', name, k), 'value');
    expect([value(0, '将', 0), value(0, '将', 1), value(0, '兵')]).toEqual([4, 4, 1]);
    expect(value(1, '将')).toBe(3);
  });
});
