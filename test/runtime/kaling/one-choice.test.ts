// 卡灵时代 clauses that act on one chosen card (选择X，其AP-2，DP-2; 令X AP+1，DP+1，直到回合结束), how long a one-shot
// change lasts (KL-TX-06, KL-TRN-05), 双方各抽 and one 可以 for a 双方各 clause, written in the card language on real boards.
import { describe, expect, it } from 'vitest';
import type { GameEvent, KalingState } from '../../../runtime/index.js';
import { act, at, card, choose, chooseArea, kboard, names, settle, withCards } from './helpers.js';

const set = withCards(`卡牌 削弱者
  类型：卡灵
  等级：1
  AP：1
  DP：1
  【启动】耗能1：选择一张对方卡灵，其AP-2，DP-2。

卡牌 鼓舞者
  类型：卡灵
  等级：1
  AP：1
  DP：1
  【启动】耗能1：令一张己方卡灵AP+1，DP+1，直到回合结束。

卡牌 强化者
  类型：卡灵
  等级：1
  AP：1
  DP：1
  【启动】耗能1：令一张己方卡灵AP+1。

卡牌 侦察者
  类型：卡灵
  等级：1
  AP：1
  DP：1
  【启动】耗能1：选择一张对方卡灵，令其AP-1，然后抽1张卡。

卡牌 领军者
  类型：卡灵
  等级：1
  AP：1
  DP：1
  【永恒】其它己方卡灵AP+1。

卡牌 交换
  类型：战术
  【启动】双方各抽1张卡。

卡牌 齐振者
  类型：卡灵
  等级：1
  AP：1
  DP：1
  【启动】耗能1：令一张己方卡灵AP和DP+1，直到回合结束。

卡牌 双削者
  类型：卡灵
  等级：1
  AP：1
  DP：3
  【启动】耗能1：可以令双方各一张卡灵DP-1。
`);

const stat = (s: KalingState, id: number, k: string): number => s.pool.rules.hooks.stat(s, id, k);

/** Activates ability 0 of `id`, answering each target question with the card standing in the next of `areas`. */
function use(
  s: KalingState,
  id: number,
  ...areas: string[]
): { state: KalingState; events: GameEvent[]; asked: number } {
  let r = act(s, { type: 'activate', card: id, ability: 0 });
  let events = r.events;
  let asked = 0;
  for (const a of areas) {
    if (r.state.pending?.kind !== 'target') break;
    asked++;
    r = choose(r.state, at(r.state, a));
    events = events.concat(r.events);
  }
  // No question is left for settle to answer.
  expect(r.state.pending?.kind).not.toBe('target');
  const t = settle(r.state);
  return { state: t.state, events: events.concat(t.events), asked };
}

describe('one choice for a clause (KL-TG-01, SLCG-TG-01)', () => {
  it('KL-TG-01 选择一张对方卡灵，其AP-2，DP-2: one target question, both changes on the chosen card', () => {
    const s = kboard({
      set,
      A: { energy: 6 },
      board: '. . . . .\nB:盾卫 . B:哨兵 . .\n. . . . .\n. . A:削弱者 . .\n. . . . .',
    });
    const r = use(s, at(s, 'c2'), 'c4');
    expect(r.asked).toBe(1);
    expect(r.state.pending).toBeNull();
    const chosen = at(r.state, 'c4');
    const other = at(r.state, 'a4');
    expect([stat(r.state, chosen, 'ap'), stat(r.state, chosen, 'dp')]).toEqual([
      stat(s, chosen, 'ap') - 2,
      stat(s, chosen, 'dp') - 2,
    ]);
    expect([stat(r.state, other, 'ap'), stat(r.state, other, 'dp')]).toEqual([
      stat(s, other, 'ap'),
      stat(s, other, 'dp'),
    ]);
  });

  it('KL-TRN-05 令一张己方卡灵AP+1，DP+1，直到回合结束: both on the chosen card, both end with the turn', () => {
    const s = kboard({
      set,
      A: { energy: 6 },
      board: '. . . . .\n. . . . .\n. . . . .\n. . A:鼓舞者 A:盾卫 .\n. . . . .',
    });
    const guard = at(s, 'd2');
    const r = use(s, at(s, 'c2'), 'd2');
    expect(r.asked).toBe(1);
    expect([stat(r.state, guard, 'ap'), stat(r.state, guard, 'dp')]).toEqual([
      stat(s, guard, 'ap') + 1,
      stat(s, guard, 'dp') + 1,
    ]);
    const next = act(r.state, { type: 'endTurn' }).state;
    expect([stat(next, guard, 'ap'), stat(next, guard, 'dp')]).toEqual([stat(s, guard, 'ap'), stat(s, guard, 'dp')]);
  });

  it('KL-TRN-05 令一张己方卡灵AP和DP+1 (also AP、DP+1): one question, each value of the chosen card +1', () => {
    const s = kboard({
      set,
      A: { energy: 6 },
      board: '. . . . .\n. . . . .\n. . . . .\n. . A:齐振者 A:盾卫 .\n. . . . .',
    });
    const guard = at(s, 'd2');
    const r = use(s, at(s, 'c2'), 'd2');
    expect(r.asked).toBe(1);
    expect([stat(r.state, guard, 'ap'), stat(r.state, guard, 'dp')]).toEqual([
      stat(s, guard, 'ap') + 1,
      stat(s, guard, 'dp') + 1,
    ]);
  });

  it('KL-TX-06 a one-shot change without a duration (令一张己方卡灵AP+1) lasts past the turn', () => {
    const s = kboard({
      set,
      A: { energy: 6 },
      board: '. . . . .\n. . . . .\n. . . . .\n. . A:强化者 A:盾卫 .\n. . . . .',
    });
    const guard = at(s, 'd2');
    const r = use(s, at(s, 'c2'), 'd2');
    let t = act(r.state, { type: 'endTurn' }).state;
    t = settle(t).state;
    t = act(t, { type: 'endTurn' }).state;
    expect(stat(t, guard, 'ap')).toBe(stat(s, guard, 'ap') + 1);
  });

  it('SLCG-TX-07 选择一张对方卡灵，令其AP-1，然后抽1张卡: the draw is the controller’s own', () => {
    const s = kboard({
      set,
      A: { energy: 6, hand: [], deck: ['霜牙狼', '盾卫'] },
      board: '. . . . .\n. . B:盾卫 . .\n. . . . .\n. . A:侦察者 . .\n. . . . .',
    });
    const r = use(s, at(s, 'c2'), 'c4');
    expect(names(r.state, 0, 'hand')).toEqual(['霜牙狼']);
    expect(stat(r.state, at(r.state, 'c4'), 'ap')).toBe(stat(s, at(s, 'c4'), 'ap') - 1);
  });

  it('KL-WIN-02 双方各抽1张卡: one draw op, both players draw', () => {
    const s = kboard({
      set,
      A: { energy: 6, hand: ['交换'], deck: ['霜牙狼', '盾卫'] },
      B: { deck: ['幼狼', '盾卫'] },
      board: '. . . . .\n. . . . .\n. . . . .\n. . . . .\n. . . . .',
    });
    let r = act(s, { type: 'activate', card: card(s, 0, 'hand', '交换'), ability: 0 });
    if (r.state.pending?.kind === 'area') r = chooseArea(r.state, 'a1');
    const t = settle(r.state).state;
    expect(names(t, 0, 'hand')).toEqual(['霜牙狼']);
    expect(names(t, 1, 'hand')).toEqual(['幼狼']);
  });

  it('KL-TG-01 【永恒】其它己方卡灵AP+1: every other own kaling, not the card itself nor the opponent’s', () => {
    const s = kboard({
      set,
      board: '. . . . .\n. . B:盾卫 . .\n. . . . .\n. . A:领军者 A:盾卫 .\n. . . . .',
    });
    // The same board with a 1-AP kaling without the line in its place gives every printed AP.
    const plain = kboard({
      set,
      board: '. . . . .\n. . B:盾卫 . .\n. . . . .\n. . A:强化者 A:盾卫 .\n. . . . .',
    });
    const ap = (t: KalingState, a: string) => stat(t, at(t, a), 'ap');
    expect(ap(s, 'd2')).toBe(ap(plain, 'd2') + 1);
    expect(ap(s, 'c2')).toBe(ap(plain, 'c2'));
    expect(ap(s, 'c4')).toBe(ap(plain, 'c4'));
  });
});

describe('可以 on 双方各 (SLCG-TX-08, KL-TG-01)', () => {
  /** Activates 双削者 at c2 (each half designates the card it offers first), answering the 可以 questions with `yes`. */
  function useBoth(yes: boolean): { s: KalingState; r: KalingState; optional: number } {
    const s = kboard({
      set,
      A: { energy: 6 },
      board: '. . . . .\n. . B:盾卫 . .\n. . . . .\n. . A:双削者 . .\n. . . . .',
    });
    let r = act(s, { type: 'activate', card: at(s, 'c2'), ability: 0 }).state;
    let optional = 0;
    for (let i = 0; i < 40 && r.winner === null; i++) {
      const d = r.pending;
      if (d?.kind === 'optional') {
        optional++;
        r = choose(r, yes ? 1 : 0).state;
      } else if (d?.kind === 'target') r = act(r, { type: 'choose', index: 0 }).state;
      else if (!d && r.window) r = act(r, { type: 'pass' }).state;
      else break;
    }
    return { s, r, optional };
  }

  it('KL-TG-01 / SLCG-TX-08 可以令双方各一张卡灵DP-1: one 可以 for both halves; yes lowers one 卡灵 of each side', () => {
    const { s, r, optional } = useBoth(true);
    expect(optional).toBe(1);
    for (const a of ['c2', 'c4']) expect(stat(r, at(r, a), 'dp')).toBe(stat(s, at(s, a), 'dp') - 1);
  });

  it('KL-TG-01 / SLCG-TX-08 可以令双方各一张卡灵DP-1: no lowers neither', () => {
    const { s, r, optional } = useBoth(false);
    expect(optional).toBe(1);
    for (const a of ['c2', 'c4']) expect(stat(r, at(r, a), 'dp')).toBe(stat(s, at(s, a), 'dp'));
  });
});
