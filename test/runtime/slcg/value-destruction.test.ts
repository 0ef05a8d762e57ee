// SLCG-CT-10: a character whose damage this turn reaches its 常值 is destroyed — checked whenever the 常值 in force
// changes (a 常值-N, a standing line that comes or goes, a change that ends), not only when damage is dealt; a 常值
// of 0 or less is reached with no damage (docs/rules-decisions.md). Played on real SLCG states with a compiled set
// and with the interpreter over the same cards.

import { beforeAll, describe, expect, it } from 'vitest';
import { mutCard, valueOf, type CardPool, type GameEvent, type SlcgState } from '../../../runtime/index.js';
import { MODES, textPools, type Mode } from '../compiled/compiled-sets.js';
import { board, endTurn, inst, names, ofType, playAnswering, type SideSpec } from '../helpers.js';

const CARDS = `卡牌 削弱射线
  类型：发生
  费用：0
  令一个对方角色常值-1。

卡牌 瓦解
  类型：发生
  费用：0
  令一个对方角色常值-3。

卡牌 连射
  类型：发生
  费用：0
  对一个对方角色造成1点伤害，执行2次。

卡牌 断念
  类型：发生
  费用：0
  令一个对方角色常值-1，若其被消灭，抽1张卡。

卡牌 拆除
  类型：发生
  费用：0
  消灭一个对方角色。

卡牌 鼓劲
  类型：发生
  费用：0
  令一个己方角色本回合内常值+1。

卡牌 压制
  类型：发生
  费用：0
  令一个己方角色常值-1。

卡牌 寒潮
  类型：场景
  费用：0
  对方角色常值-1。

卡牌 旗手
  类型：角色
  费用：0
  常值：4 攻
  己方角色常值+1。

卡牌 守夜人
  类型：角色
  费用：0
  常值：3 攻推

卡牌 兵
  类型：角色
  费用：0
  常值：2 攻

卡牌 新兵
  类型：角色
  费用：0
  常值：1 攻

卡牌 补给
  类型：发生
  费用：0
  抽1张卡。
`;

let pools: Record<Mode, CardPool>;

beforeAll(async () => {
  pools = await textPools('slcg', '常值消灭', CARDS);
});

const DECK = ['补给', '补给', '补给', '补给'];

function on(mode: Mode, p0: SideSpec, p1: SideSpec): SlcgState {
  return board({ pool: pools[mode], p0: { deck: DECK, ...p0 }, p1: { deck: DECK, ...p1 } });
}

/** P0 plays each card in turn; every window is passed, every target the first offered. */
function playAll(s: SlcgState, ...cards: string[]): { s: SlcgState; ev: GameEvent[] } {
  const ev: GameEvent[] = [];
  for (const c of cards) {
    const r = playAnswering(s, c);
    s = r.s;
    ev.push(...r.ev);
  }
  return { s, ev };
}

const destroyed = (s: SlcgState, ev: GameEvent[]): string[] =>
  ofType(ev, 'destroyed').map((e) => s.defs[s.cards[e.card!].def].name);

describe.each(MODES)('SLCG 常值 and damage (%s)', (mode) => {
  it('SLCG-CT-10 常值-1 on a 常值3 character holding 2 damage brings the 常值 to its damage: destroyed', () => {
    const { s, ev } = playAll(on(mode, { hand: ['连射', '削弱射线'] }, { main: ['守夜人'] }), '连射', '削弱射线');
    expect(names(s, 1, 'main')).toEqual([]);
    expect(names(s, 1, 'discard')).toEqual(['守夜人']);
    expect(destroyed(s, ev)).toEqual(['守夜人']);
  });

  it('SLCG-CT-10 常值-3 on an undamaged 常值3 character: 常值 0 is reached with no damage, destroyed', () => {
    const { s } = playAll(on(mode, { hand: ['瓦解'] }, { main: ['守夜人'] }), '瓦解');
    expect(names(s, 1, 'discard')).toEqual(['守夜人']);
  });

  it('SLCG-CT-10 常值-1 above the damage taken: the character stays, with its damage and the lower 常值', () => {
    const { s } = playAll(on(mode, { hand: ['削弱射线', '连射'] }, { main: ['守夜人'] }), '削弱射线');
    const w = inst(s, 1, 'main', '守夜人');
    expect(valueOf(s, w)).toBe(2);
    expect(s.cards[w].damage).toBe(0);
    // Two points of damage now reach the lowered 常值.
    const { s: t } = playAll(s, '连射');
    expect(names(t, 1, 'discard')).toEqual(['守夜人']);
  });

  it('SLCG-CT-10 SLCG-TX-07 常值-1，若其被消灭，抽1张卡: the check is made at once, so the 若 sees it destroyed', () => {
    const { s } = playAll(on(mode, { hand: ['连射', '断念'] }, { main: ['守夜人'] }), '连射', '断念');
    expect(names(s, 1, 'discard')).toEqual(['守夜人']);
    expect(names(s, 0, 'hand')).toEqual(['补给']);
    const lives = playAll(on(mode, { hand: ['断念'] }, { main: ['守夜人'] }), '断念').s;
    expect(names(lives, 1, 'main')).toEqual(['守夜人']);
    expect(names(lives, 0, 'hand')).toEqual([]);
  });

  it('SLCG-CT-10 SLCG-CT-15 a 场景 whose standing line lowers 常值 destroys, as it enters, a character its damage now reaches', () => {
    const { s, ev } = playAll(
      on(mode, { hand: ['连射', '寒潮'] }, { main: ['守夜人', '兵'] }),
      '连射', // 2 damage on 守夜人 (the first target offered)
      '寒潮',
    );
    expect(names(s, 1, 'discard')).toEqual(['守夜人']);
    // 兵: 常值 2 − 1 = 1, no damage: it stays.
    expect(names(s, 1, 'main')).toEqual(['兵']);
    expect(valueOf(s, inst(s, 1, 'main', '兵'))).toBe(1);
    const entered = ev.findIndex((e) => e.type === 'entered' && s.defs[s.cards[e.card!].def].name === '寒潮');
    const died = ev.findIndex((e) => e.type === 'destroyed');
    expect(entered).toBeGreaterThanOrEqual(0);
    expect(died).toBeGreaterThan(entered);
  });

  it('SLCG-CT-10 a standing 常值+1 whose card leaves: a character its damage now reaches is destroyed with it', () => {
    // 兵 has 常值 2 + 1 (旗手's line) = 3 and survives 2 damage; once 旗手 is destroyed its 常值 is 2 again.
    let s = on(mode, { hand: ['连射', '拆除'] }, { main: ['兵', '旗手'] });
    s = playAll(s, '连射').s;
    expect(names(s, 1, 'main')).toEqual(['兵', '旗手']);
    expect(s.cards[inst(s, 1, 'main', '兵')].damage).toBe(2);
    const r = playAnswering(s, '拆除', (d, st) =>
      d.options.findIndex((o) => o.value >= 0 && st.defs[st.cards[o.value].def]?.name === '旗手'),
    );
    expect(names(r.s, 1, 'main')).toEqual([]);
    expect(destroyed(r.s, r.ev)).toEqual(['旗手', '兵']);
  });

  it('SLCG-CT-10 a 常值+1 that ends at the end of the turn leaves 常值 0: destroyed at the next check', () => {
    // 新兵 (常值1): +1 this turn, then −1 for good → 1; at the end of the turn the +1 ends → 0.
    const { s } = playAll(on(mode, { main: ['新兵'], hand: ['鼓劲', '压制'] }, {}), '鼓劲', '压制');
    expect(valueOf(s, inst(s, 0, 'main', '新兵'))).toBe(1);
    const r = endTurn(s);
    expect(names(r.state, 0, 'discard')).toContain('新兵');
    const cleanup = r.events.findIndex((e) => e.type === 'cleanup');
    const died = r.events.findIndex((e) => e.type === 'destroyed');
    expect(cleanup).toBeGreaterThanOrEqual(0);
    expect(died).toBeGreaterThan(cleanup);
  });

  it('SLCG-CT-10 SLCG-TRN-08 a change that ends with the turn finds the damage already cleared: no destruction', () => {
    // 守夜人 (常值3, +1 this turn) holds 3 damage: its 常值 is 3 again only once the damage is cleared.
    const { s } = playAll(on(mode, { main: ['守夜人'], hand: ['鼓劲'] }, {}), '鼓劲');
    const w = inst(s, 0, 'main', '守夜人');
    expect(valueOf(s, w)).toBe(4);
    mutCard(s, w).damage = 3;
    const r = endTurn(s);
    expect(names(r.state, 0, 'main')).toEqual(['守夜人']);
    expect(ofType(r.events, 'destroyed')).toEqual([]);
  });
});
