// SLCG phrasings a designer writes from docs/language.md, played on real SLCG states with a compiled set and with the
// interpreter over the same cards. The checker side: test/compiler/slcg-probe.test.ts.

import { beforeAll, describe, expect, it } from 'vitest';
import { applyAction, mutCard, playerRef, type CardPool, type SlcgState } from '../../../runtime/index.js';
import { MODES, textPools, type Mode } from '../compiled/compiled-sets.js';
import { act, board, inst, names, playThrough, type SideSpec } from '../helpers.js';

const CARDS = `卡牌 点兵
  类型：发生
  费用：0
  若「守卫」≥2，抽1张卡。

卡牌 守卫
  类型：角色
  费用：0
  常值：3 攻
  【守护】

卡牌 点射
  类型：发生
  费用：0
  消灭一个处于横置状态的对方角色。

卡牌 反击令
  类型：发生 【突发】
  费用：0
  当对方角色攻击时：对攻击者造成2点伤害。

卡牌 回敬
  类型：发生 【突发】
  费用：0
  当对方角色攻击时：对那个角色造成1点伤害。

卡牌 绝境
  类型：发生 【突发】
  费用：0
  当己方进入濒死时：推动进度+2。

卡牌 巨兵
  类型：角色
  费用：0
  常值：6 攻

卡牌 截断
  类型：发生 【突发】
  费用：0
  当对方推动进度时：无效该效果。

卡牌 推进员
  类型：角色
  费用：0
  常值：2 推

卡牌 淘汰
  类型：发生
  费用：0
  抽2张卡，然后弃1张手牌。

卡牌 清仓
  类型：发生
  费用：0
  抽1张卡，然后弃两张手牌。

卡牌 自愈
  类型：发生
  费用：0
  治愈己方1点创伤。

卡牌 补给
  类型：发生
  费用：0
  抽1张卡。
`;

let pools: Record<Mode, CardPool>;

beforeAll(async () => {
  pools = await textPools('slcg', '设计者写法', CARDS);
}, 120_000);

function on(mode: Mode, p0: SideSpec, p1: SideSpec = {}): SlcgState {
  return board({ pool: pools[mode], p0: { deck: ['补给'], ...p0 }, p1, seed: 7 });
}

describe.each(MODES)('SLCG designer phrasings (%s)', (mode) => {
  it('SLCG-CT-08 若「守卫」≥2 (no vocabulary word before the comparison) counts the named cards, either side', () => {
    // It once crashed the checker; now a count of 「守卫」 on the field, as 若场上有2个以上「守卫」.
    let s = playThrough(on(mode, { hand: ['点兵'], main: ['守卫'] }, { main: ['守卫'] }), '点兵');
    expect(names(s, 0, 'hand')).toEqual(['补给']);
    s = playThrough(on(mode, { hand: ['点兵'], main: ['守卫'] }), '点兵');
    expect(names(s, 0, 'hand')).toEqual([]);
  });

  it('SLCG-TX-09 处于横置状态的 (处于纵置状态的, 处于激活状态的) in a target is the filter 横置的 (纵置的)', () => {
    const s0 = on(mode, { hand: ['点射'] }, { main: ['守卫', '守卫'] });
    const tapped = inst(s0, 1, 'main', '守卫', 1);
    mutCard(s0, tapped).tapped = true;
    const s = playThrough(s0, '点射');
    expect(s.cards[tapped].zone).toBe(s.zoneNames.indexOf('discard'));
    expect(names(s, 1, 'main')).toEqual(['守卫']);
  });

  /** P0's 巨兵 attacks `target`; P1 answers the first window with `burst` (a 突发 card in hand), then all pass. */
  function answered(s: SlcgState, target: number, burst: string): SlcgState {
    let r = act(s, { type: 'attack', attacker: inst(s, 0, 'main', '巨兵'), target });
    for (let i = 0; i < 50 && (r.state.pending || r.state.window) && r.state.winner === null; i++) {
      const t = r.state;
      const hand = t.players[1].zones[t.zoneNames.indexOf('hand')];
      const card = hand.find((id) => t.defs[t.cards[id].def].name === burst);
      const play = t.window && card !== undefined ? applyAction(t, { type: 'play', card }) : undefined;
      r = play?.ok
        ? { state: play.state as SlcgState, events: play.events }
        : act(t, t.pending ? { type: 'choose', index: 0 } : { type: 'pass' });
    }
    return r.state;
  }

  it('SLCG-CT-07 SLCG-CB-01 a 突发 card on 当对方角色攻击时 deals 对攻击者 and 对那个角色 damage to the attacker', () => {
    for (const [burst, dealt] of [
      ['反击令', 2],
      ['回敬', 1],
    ] as const) {
      const s0 = on(mode, { main: ['巨兵'] }, { hand: [burst], main: ['守卫'] });
      const guard = inst(s0, 1, 'main', '守卫');
      mutCard(s0, guard).tapped = true;
      const s = answered(s0, guard, burst);
      // The 突发 damage is the attacker's, before the battle's counterattack of 3 (SLCG-CB-05).
      expect(names(s, 1, 'main')).toEqual([burst]);
      expect(names(s, 1, 'discard')).toEqual(['守卫']);
      expect(s.cards[inst(s, 0, 'main', '巨兵')].damage).toBe(dealt + 3);
    }
  });

  it('SLCG-TRM-03 SLCG-CT-07 a 突发 card on 当己方进入濒死时 is played once its player is 濒死', () => {
    const s = answered(on(mode, { main: ['巨兵'] }, { hand: ['绝境'], trauma: 4 }), playerRef(1), '绝境');
    expect(s.players[1].res.trauma).toBe(5);
    expect(s.players[1].res.victory).toBe(2);
    expect(names(s, 1, 'hand')).toEqual([]);
  });

  it('SLCG-CB-08 SLCG-CT-07 a 突发 card on 当对方推动进度时 with 无效该效果 cancels the push; the pusher stays tapped', () => {
    const s0 = on(mode, { main: ['推进员'], victory: 3 }, { hand: ['截断'] });
    const pusher = inst(s0, 0, 'main', '推进员');
    let r = act(s0, { type: 'push', card: pusher });
    expect(r.state.window).not.toBeNull();
    r = act(r.state, { type: 'play', card: inst(r.state, 1, 'hand', '截断') });
    for (let i = 0; i < 20 && (r.state.pending || r.state.window); i++)
      r = act(r.state, r.state.pending ? { type: 'choose', index: 0 } : { type: 'pass' });
    expect(r.state.players[0].res.victory).toBe(3);
    expect(r.state.cards[pusher].tapped).toBe(true);
  });

  it('SLCG-TX-07 抽2张卡，然后弃1张手牌 picks the card to discard from the hand after the draw (a drawn card may go)', () => {
    const s0 = on(mode, { hand: ['淘汰', '守卫'], deck: ['推进员', '补给'] });
    let r = act(s0, { type: 'play', card: inst(s0, 0, 'hand', '淘汰') });
    for (let i = 0; i < 20 && r.state.window && !r.state.pending; i++) r = act(r.state, { type: 'pass' });
    // Nothing was designated when the card was played: the pick comes once the two cards are in hand.
    const d = r.state.pending!;
    expect(d.kind).toBe('pick');
    expect(d.options.map((o) => r.state.defs[r.state.cards[o.value].def].name).sort()).toEqual(
      ['守卫', '推进员', '补给'].sort(),
    );
    r = act(r.state, {
      type: 'choose',
      index: d.options.findIndex((o) => o.value === inst(r.state, 0, 'hand', '推进员')),
    });
    for (let i = 0; i < 20 && (r.state.pending || r.state.window); i++)
      r = act(r.state, r.state.pending ? { type: 'choose', index: 0 } : { type: 'pass' });
    expect(names(r.state, 0, 'hand').sort()).toEqual(['守卫', '补给'].sort());
    expect(names(r.state, 0, 'discard')).toContain('推进员');
  });

  it('SLCG-TX-07 抽1张卡，然后弃两张手牌 with two cards in hand after the draw takes both without asking', () => {
    const s = playThrough(on(mode, { hand: ['清仓', '守卫'], deck: ['推进员'] }), '清仓');
    expect(names(s, 0, 'hand')).toEqual([]);
    expect(names(s, 0, 'discard')).toEqual(expect.arrayContaining(['守卫', '推进员']));
  });

  it('SLCG-TRM-04 治愈己方1点创伤 (the side after the verb) heals the own 创伤', () => {
    const s = playThrough(on(mode, { hand: ['自愈'], trauma: 2 }, { trauma: 2 }), '自愈');
    expect([s.players[0].res.trauma, s.players[1].res.trauma]).toEqual([1, 2]);
  });
});
