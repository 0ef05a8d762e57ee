// 卡灵时代 card text that must play as it reads: 向前移动N格 (前进N格) is a path in a direction (KL-MV-01, KL-ZN-07), not a target
// standing in front; 其 after a designation is the designated 卡灵 (KL-TG-01); 双方各失去1点生命 takes both players' life
// at once (KL-WIN-01); 可以X。若如此，Y runs Y only when X was done (SLCG-TX-08). On real boards of the bundled set.
import { describe, expect, it } from 'vitest';
import type { GameEvent, KalingState } from '../../../runtime/index.js';
import { act, at, card, choose, kboard, names, withCards } from './helpers.js';

const set = withCards(`卡牌 先锋
  类型：卡灵
  等级：1
  AP：2
  DP：2
  【启动】耗能1：向前移动1格。
  【启动】耗能1：向前移动3格。
  【启动】耗能1：令一张对方卡灵向后移动1格。
  【启动】耗能1：令一张对方卡灵AP-1，然后令其DP-1。
  【启动】耗能1：双方各失去1点生命。
  【启动】耗能1：可以弃一张手牌。若如此，抽2张卡。
  【启动】耗能1：前进2格。
  【启动】耗能1：令一张对方卡灵后退1格。
`);

const stat = (s: KalingState, id: number, k: string): number => s.pool.rules.hooks.stat(s, id, k);

/**
 * A uses ability `ability` of the 卡灵 in `area`, answers a target question with `target` and 可以 with `may`, and
 * plays on (windows passed) until nothing waits. Returns the state and the kinds of the questions asked.
 */
function use(
  s: KalingState,
  area: string,
  ability: number,
  o: { target?: number; may?: boolean } = {},
): { state: KalingState; asked: string[]; events: GameEvent[] } {
  let r = act(s, { type: 'activate', card: at(s, area), ability });
  const asked: string[] = [];
  let events = r.events;
  for (let i = 0; i < 40 && r.state.winner === null && (r.state.pending || r.state.window); i++) {
    const d = r.state.pending;
    if (!d) r = act(r.state, { type: 'pass' });
    else {
      asked.push(d.kind);
      if (d.kind === 'target' && o.target !== undefined) r = choose(r.state, o.target);
      else if (d.kind === 'optional') r = choose(r.state, o.may ? 1 : 0);
      else r = act(r.state, { type: 'choose', index: 0 });
    }
    events = events.concat(r.events);
  }
  return { state: r.state, asked, events };
}

const GRID = '. . . . .\n. . . . .\n. . . . .\n. . A:先锋 . .\n. . . . .';

describe('卡灵时代 text plays as it reads', () => {
  it('KL-MV-01 / KL-ZN-07 向前移动1格: the card steps forward (up the grid for A), no step to pick', () => {
    const s = kboard({ set, board: GRID, A: { energy: 6 } });
    const me = at(s, 'c2');
    const r = use(s, 'c2', 0);
    expect(at(r.state, 'c3')).toBe(me);
    expect(r.asked).not.toContain('pick');
  });

  it('KL-MV-03 向前移动3格: the path ends before an occupied area', () => {
    const s = kboard({
      set,
      board: '. . . . .\n. . B:盾卫 . .\n. . . . .\n. . A:先锋 . .\n. . . . .',
      A: { energy: 6 },
    });
    const me = at(s, 'c2');
    const r = use(s, 'c2', 1);
    expect(at(r.state, 'c3')).toBe(me);
  });

  it('KL-ZN-07 令一张对方卡灵向后移动1格: back as the moving card’s controller sees it (up the grid for B)', () => {
    const s = kboard({
      set,
      board: '. . . . .\n. . B:盾卫 . .\n. . . . .\n. . A:先锋 . .\n. . . . .',
      A: { energy: 6 },
    });
    const shield = at(s, 'c4');
    const r = use(s, 'c2', 2, { target: shield });
    expect(at(r.state, 'c5')).toBe(shield);
  });

  it('KL-MV-01 / KL-ZN-07 前进2格 is 向前移动2格: two steps forward, no step to pick', () => {
    const s = kboard({ set, board: GRID, A: { energy: 6 } });
    const me = at(s, 'c2');
    const r = use(s, 'c2', 6);
    expect(at(r.state, 'c4')).toBe(me);
    expect(r.asked).not.toContain('pick');
  });

  it('KL-ZN-07 令一张对方卡灵后退1格 is 向后移动1格: back as its controller sees it (up the grid for B)', () => {
    const s = kboard({
      set,
      board: '. . . . .\n. . B:盾卫 . .\n. . . . .\n. . A:先锋 . .\n. . . . .',
      A: { energy: 6 },
    });
    const shield = at(s, 'c4');
    const r = use(s, 'c2', 7, { target: shield });
    expect(at(r.state, 'c5')).toBe(shield);
  });

  it('KL-TG-01 令一张对方卡灵AP-1，然后令其DP-1: 其 is the designated 卡灵', () => {
    const s = kboard({
      set,
      board: '. . . . .\n. . B:盾卫 . .\n. . . . .\n. . A:先锋 . .\n. . . . .',
      A: { energy: 6 },
    });
    const shield = at(s, 'c4');
    const r = use(s, 'c2', 3, { target: shield });
    expect([stat(r.state, shield, 'ap'), stat(r.state, shield, 'dp')]).toEqual([0, 3]);
    expect(stat(r.state, at(r.state, 'c2'), 'dp')).toBe(2);
  });

  it('KL-WIN-01 双方各失去1点生命: both lose theirs in one effect; both at 0 is a draw', () => {
    const s = kboard({ set, board: GRID, A: { energy: 6, life: 1 }, B: { life: 1 } });
    const r = use(s, 'c2', 4);
    expect(r.state.players.map((p) => p.res.life)).toEqual([0, 0]);
    expect(r.state.winner).toBe(-1);
    const more = use(kboard({ set, board: GRID, A: { energy: 6 } }), 'c2', 4).state;
    expect(more.players.map((p) => p.res.life)).toEqual([19, 19]);
  });

  it('KL-EF-01 / SLCG-TX-08 可以弃一张手牌。若如此，抽2张卡: drawn only when the discard was done', () => {
    const hand = { energy: 6, hand: ['盾卫'], deck: ['幼狼', '幼狼', '幼狼'] };
    const done = use(kboard({ set, board: GRID, A: hand }), 'c2', 5, { may: true }).state;
    expect([names(done, 0, 'discard'), names(done, 0, 'hand')]).toEqual([['盾卫'], ['幼狼', '幼狼']]);
    const declined = use(kboard({ set, board: GRID, A: hand }), 'c2', 5, { may: false }).state;
    expect(names(declined, 0, 'hand')).toEqual(['盾卫']);
    const empty = use(kboard({ set, board: GRID, A: { ...hand, hand: [] } }), 'c2', 5, { may: true }).state;
    expect(names(empty, 0, 'hand')).toEqual([]);
    expect(card(done, 0, 'discard', '盾卫')).toBeGreaterThanOrEqual(0);
  });
});
