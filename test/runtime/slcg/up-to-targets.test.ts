// SLCG 至多N个 (SLCG-TG-01): an up-to-N designation — the controller chooses the cards one at a time and may stop
// after any of them, none included ("done"). Played on real SLCG states with a compiled set and with the interpreter
// over the same cards.

import { beforeAll, describe, expect, it } from 'vitest';
import { DONE_CHOOSING, mutCard, type CardPool, type SlcgState } from '../../../runtime/index.js';
import { MODES, textPools, type Mode } from '../compiled/compiled-sets.js';
import { act, board, inst, names, type SideSpec } from '../helpers.js';

const CARDS = `卡牌 连环打击
  类型：发生
  费用：0
  选择至多2个对方角色，对其各造成1点伤害。

卡牌 肃清
  类型：发生
  费用：0
  消灭至多两个对方横置的角色。

卡牌 号令
  类型：发生
  费用：0
  令最多2个己方角色获得【守护】直到回合结束。

卡牌 兵
  类型：角色
  费用：0
  常值：1 攻

卡牌 诱饵
  类型：角色
  费用：0
  常值：1 攻
  【法术吸引】

卡牌 补给
  类型：发生
  费用：0
  抽1张卡。
`;

let pools: Record<Mode, CardPool>;

beforeAll(async () => {
  pools = await textPools('slcg', '至多', CARDS);
});

const DECK = ['补给', '补给', '补给', '补给'];

function on(mode: Mode, p0: SideSpec, p1: SideSpec): SlcgState {
  return board({ pool: pools[mode], p0: { deck: DECK, ...p0 }, p1: { deck: DECK, ...p1 } });
}

/** Plays `name` and answers its target questions with `picks` (instance ids, or DONE_CHOOSING); then resolves. */
function play(s: SlcgState, name: string, picks: (s: SlcgState) => number[]): SlcgState {
  s = act(s, { type: 'play', card: inst(s, 0, 'hand', name) }).state;
  const want = picks(s);
  for (let i = 0; i < 100 && (s.pending || s.window) && s.winner === null; i++) {
    const d = s.pending;
    if (d?.kind === 'target') {
      const v = want.shift();
      if (v === undefined) throw new Error(`a target question with no answer left: ${d.prompt}`);
      const index = d.options.findIndex((o) => o.value === v);
      if (index < 0) throw new Error(`${v} is not offered: ${d.options.map((o) => o.value).join(',')}`);
      s = act(s, { type: 'choose', index }).state;
    } else s = act(s, d ? { type: 'choose', index: 0 } : { type: 'pass' }).state;
  }
  expect(want).toEqual([]);
  return s;
}

describe.each(MODES)('SLCG 至多N个 (%s)', (mode) => {
  it('SLCG-TG-01 选择至多2个对方角色，对其各造成1点伤害: two chosen, both take the damage', () => {
    const s0 = on(mode, { hand: ['连环打击'] }, { main: ['兵', '兵', '兵'] });
    const s = play(s0, '连环打击', (s) => [inst(s, 1, 'main', '兵', 0), inst(s, 1, 'main', '兵', 2)]);
    expect(names(s, 1, 'main')).toEqual(['兵']);
    expect(names(s, 1, 'discard')).toEqual(['兵', '兵']);
  });

  it('SLCG-TG-01 至多2个: the controller stops after one ("done"), so only that one is hit', () => {
    const s0 = on(mode, { hand: ['连环打击'] }, { main: ['兵', '兵', '兵'] });
    const s = play(s0, '连环打击', (s) => [inst(s, 1, 'main', '兵', 1), DONE_CHOOSING]);
    expect(names(s, 1, 'main')).toEqual(['兵', '兵']);
    expect(names(s, 1, 'discard')).toEqual(['兵']);
  });

  it('SLCG-TG-01 至多2个: "done" at once chooses none, and the card resolves doing nothing', () => {
    const s0 = on(mode, { hand: ['连环打击'] }, { main: ['兵', '兵'] });
    let s = act(s0, { type: 'play', card: inst(s0, 0, 'hand', '连环打击') }).state;
    // Even the first question offers "done", after every candidate.
    expect(s.pending?.kind).toBe('target');
    expect(s.pending!.options.map((o) => o.value).at(-1)).toBe(DONE_CHOOSING);
    expect(s.pending!.options.length).toBe(3);
    s = play(s0, '连环打击', () => [DONE_CHOOSING]);
    expect(names(s, 1, 'main')).toEqual(['兵', '兵']);
    expect(names(s, 0, 'hand')).toEqual([]);
    expect(s.chain).toEqual([]);
  });

  it('SLCG-TG-01 至多2个 with one candidate: still asked (that one or "done"), never taken for the player', () => {
    const s0 = on(mode, { hand: ['连环打击'] }, { main: ['兵'] });
    const s = act(s0, { type: 'play', card: inst(s0, 0, 'hand', '连环打击') }).state;
    expect(s.pending?.options.map((o) => o.value)).toEqual([inst(s, 1, 'main', '兵'), DONE_CHOOSING]);
    expect(
      names(
        play(s0, '连环打击', () => [DONE_CHOOSING]),
        1,
        'main',
      ),
    ).toEqual(['兵']);
  });

  it('SLCG-TG-01 after the second choice nothing more is asked (N reached)', () => {
    const s0 = on(mode, { hand: ['连环打击'] }, { main: ['兵', '兵', '兵'] });
    let s = act(s0, { type: 'play', card: inst(s0, 0, 'hand', '连环打击') }).state;
    const pick = (v: number) => act(s, { type: 'choose', index: s.pending!.options.findIndex((o) => o.value === v) });
    s = pick(inst(s, 1, 'main', '兵', 0)).state;
    expect(s.pending?.kind).toBe('target');
    expect(s.pending!.options.length).toBe(3); // two cards left and done
    s = pick(inst(s, 1, 'main', '兵', 1)).state;
    expect(s.pending?.kind).not.toBe('target');
  });

  it('SLCG-TG-01 消灭至多两个对方横置的角色: only tapped characters are offered; one chosen is destroyed', () => {
    const s0 = on(mode, { hand: ['肃清'] }, { main: ['兵', '兵', '兵'] });
    for (const k of [0, 2]) mutCard(s0, inst(s0, 1, 'main', '兵', k)).tapped = true;
    const tapped = [inst(s0, 1, 'main', '兵', 0), inst(s0, 1, 'main', '兵', 2)];
    const asked = act(s0, { type: 'play', card: inst(s0, 0, 'hand', '肃清') }).state;
    expect(asked.pending!.options.map((o) => o.value)).toEqual([...tapped, DONE_CHOOSING]);
    const s = play(s0, '肃清', () => [tapped[1], DONE_CHOOSING]);
    expect(names(s, 1, 'main')).toEqual(['兵', '兵']);
    expect(s.cards[tapped[0]].tapped).toBe(true);
    expect(names(s, 1, 'discard')).toEqual(['兵']);
  });

  it('SLCG-TG-01 令最多2个己方角色获得【守护】直到回合结束: the one chosen gets 【守护】, the other does not', () => {
    const s0 = on(mode, { hand: ['号令'], main: ['兵', '兵'] }, {});
    const a = inst(s0, 0, 'main', '兵', 0);
    const b = inst(s0, 0, 'main', '兵', 1);
    const s = play(s0, '号令', () => [b, DONE_CHOOSING]);
    const guard = (id: number) => s.pool.rules.hooks.hasKeyword(s, id, 'guard');
    expect(guard(b)).toBe(true);
    expect(guard(a)).toBe(false);
  });

  it('SLCG-KW-09 SLCG-TG-01 至多2个 with a 【法术吸引】 character: it is offered first, and "done" all the same', () => {
    const s0 = on(mode, { hand: ['连环打击'] }, { main: ['兵', '诱饵'] });
    const bait = inst(s0, 1, 'main', '诱饵');
    const asked = act(s0, { type: 'play', card: inst(s0, 0, 'hand', '连环打击') }).state;
    expect(asked.pending!.options.map((o) => o.value)).toEqual([bait, DONE_CHOOSING]);
    // Choosing none designates no one, so nothing binds; choosing one must take 诱饵 first, then 兵 is offered.
    expect(
      names(
        play(s0, '连环打击', () => [DONE_CHOOSING]),
        1,
        'main',
      ),
    ).toEqual(['兵', '诱饵']);
    const s = play(s0, '连环打击', (s) => [bait, inst(s, 1, 'main', '兵')]);
    expect(names(s, 1, 'discard').sort()).toEqual(['兵', '诱饵'].sort());
  });
});
