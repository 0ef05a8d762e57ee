// SLCG-CT-07: a 突发 card can be played only when its condition is met — the whole condition: the side, the kind
// and the filters (「name」, 特征 …) of its subject, and the kind of damage (SLCG-TX-05), judged by the matcher that
// wakes triggered abilities (core/triggers.ts). P1 also holds a 突发 card any such event meets (哀悼, 掩护, 疗伤), so
// the window opens whatever the card under test says. Played on real SLCG states with a compiled set and the interpreter.

import { beforeAll, describe, expect, it } from 'vitest';
import { legalActions, mutCard, type CardPool, type SlcgState } from '../../../runtime/index.js';
import { MODES, textPools, type Mode } from '../compiled/compiled-sets.js';
import { act, board, inst, rejects } from '../helpers.js';

const CARDS = `卡牌 推进者
  类型：角色
  费用：0
  常值：1 推

卡牌 木桩
  类型：角色
  费用：0
  常值：1 推

卡牌 冲锋者
  类型：角色
  费用：0
  常值：4 攻

卡牌 石墙
  类型：角色
  费用：0
  常值：6 无

卡牌 歼灭
  类型：发生
  费用：0
  消灭一个对方角色。

卡牌 刺击
  类型：发生
  费用：0
  对一个对方角色造成1点伤害。

卡牌 誓约
  类型：发生 【突发】
  费用：0
  当己方「推进者」被消灭时：推动进度+1。

卡牌 铁幕
  类型：发生 【突发】
  费用：0
  当己方「推进者」被攻击时：无效那次攻击。

卡牌 坚韧
  类型：发生 【突发】
  费用：0
  当己方角色受到战斗伤害时：推动进度+1。

卡牌 哀悼
  类型：发生 【突发】
  费用：0
  当己方角色被消灭时：抽1张卡。

卡牌 掩护
  类型：发生 【突发】
  费用：0
  当己方角色被攻击时：抽1张卡。

卡牌 疗伤
  类型：发生 【突发】
  费用：0
  当己方角色受到伤害时：抽1张卡。

卡牌 补给
  类型：发生
  费用：0
  抽1张卡。
`;

let pools: Record<Mode, CardPool>;

beforeAll(async () => {
  pools = await textPools('slcg', '突发条件', CARDS);
});

const DECK = ['补给', '补给', '补给'];
const GENERIC: Record<string, string> = { 歼灭: '哀悼', 刺击: '疗伤' };

/** Whether `name` in p1's hand is among the legal actions now. */
const offered = (s: SlcgState, name: string): boolean =>
  legalActions(s).some((a) => a.type === 'play' && a.card === inst(s, 1, 'hand', name));

/** Passes and answers (option 0) until player 1 holds priority in a window, or nothing is left to do. */
function toP1Window(s: SlcgState, when: (s: SlcgState) => boolean): SlcgState {
  for (let i = 0; i < 40 && !(s.window && s.window.priority === 1 && when(s)); i++) {
    if (!s.pending && !s.window) break;
    s = act(s, s.pending ? { type: 'choose', index: 0 } : { type: 'pass' }).state;
  }
  return s;
}

/** p0 plays `spell` on p1's `victim` (p1 also holds `other` in play and `burst` in hand); returns p1's window on it. */
function afterSpell(mode: Mode, spell: string, victim: string, burst: string): SlcgState {
  let s = board({
    pool: pools[mode],
    p0: { hand: [spell], deck: DECK },
    p1: {
      main: [victim === '推进者' ? '推进者' : '木桩', victim === '推进者' ? '木桩' : '推进者'],
      hand: [burst, GENERIC[spell], '补给'],
      deck: DECK,
    },
  });
  s = act(s, { type: 'play', card: inst(s, 0, 'hand', spell) }).state;
  // The target: the named victim.
  if (s.pending?.kind === 'target')
    s = act(s, {
      type: 'choose',
      index: s.pending.options.findIndex((o) => o.value === inst(s, 1, 'main', victim)),
    }).state;
  return toP1Window(s, (x) => x.chain.at(-1)?.kind === 'event');
}

describe.each(MODES)('SLCG 突发 conditions are judged whole (%s)', (mode) => {
  it('SLCG-CT-07 当己方「推进者」被消灭时: offered when 推进者 is destroyed', () => {
    const s = afterSpell(mode, '歼灭', '推进者', '誓约');
    const r = act(s, { type: 'play', card: inst(s, 1, 'hand', '誓约') });
    let t = r.state;
    for (let i = 0; i < 20 && (t.window || t.pending); i++)
      t = act(t, t.pending ? { type: 'choose', index: 0 } : { type: 'pass' }).state;
    expect(t.players[1].res.victory).toBe(1);
  });

  it('SLCG-CT-07 当己方「推进者」被消灭时: refused when another character is destroyed (reason given, state unchanged)', () => {
    const s = afterSpell(mode, '歼灭', '木桩', '誓约');
    expect(s.chain.at(-1)?.kind).toBe('event');
    expect(offered(s, '哀悼')).toBe(true);
    expect(offered(s, '誓约')).toBe(false);
    rejects(s, { type: 'play', card: inst(s, 1, 'hand', '誓约') }, 'play/burst-timing');
  });

  it('SLCG-CT-07 当己方「推进者」被攻击时: offered against an attack on 推进者, refused against one on 木桩', () => {
    for (const [target, ok] of [
      ['推进者', true],
      ['木桩', false],
    ] as const) {
      let s = board({
        pool: pools[mode],
        p0: { main: ['冲锋者'], deck: DECK },
        p1: { main: ['推进者', '木桩'], hand: ['铁幕', '掩护', '补给'], deck: DECK },
      });
      const t = inst(s, 1, 'main', target);
      mutCard(s, t).tapped = true;
      s = act(s, { type: 'attack', attacker: inst(s, 0, 'main', '冲锋者'), target: t }).state;
      s = toP1Window(s, (x) => x.chain.at(-1)?.kind === 'attack');
      const play = { type: 'play', card: inst(s, 1, 'hand', '铁幕') } as const;
      expect(offered(s, '掩护')).toBe(true);
      expect(offered(s, '铁幕')).toBe(ok);
      if (!ok) {
        rejects(s, play, 'play/burst-timing');
        continue;
      }
      let u = act(s, play).state;
      for (let i = 0; i < 20 && (u.window || u.pending); i++)
        u = act(u, u.pending ? { type: 'choose', index: 0 } : { type: 'pass' }).state;
      expect(u.cards[t].zone).toBe(u.zoneNames.indexOf('main'));
      expect(u.cards[t].damage).toBe(0);
    }
  });

  it('SLCG-TX-05 当己方角色受到战斗伤害时: refused after ability damage', () => {
    const s = afterSpell(mode, '刺击', '木桩', '坚韧');
    expect(s.chain.at(-1)?.kind).toBe('event');
    expect(offered(s, '疗伤')).toBe(true);
    expect(offered(s, '坚韧')).toBe(false);
    rejects(s, { type: 'play', card: inst(s, 1, 'hand', '坚韧') }, 'play/burst-timing');
  });

  it('SLCG-TX-05 当己方角色受到战斗伤害时: offered after the battle damage of an attack', () => {
    let s = board({
      pool: pools[mode],
      p0: { main: ['冲锋者'], deck: DECK },
      p1: { main: ['石墙'], hand: ['坚韧', '补给'], deck: DECK },
    });
    const wall = inst(s, 1, 'main', '石墙');
    mutCard(s, wall).tapped = true;
    s = act(s, { type: 'attack', attacker: inst(s, 0, 'main', '冲锋者'), target: wall }).state;
    s = toP1Window(s, (x) => x.chain.at(-1)?.kind === 'event');
    expect(s.cards[wall].damage).toBe(4);
    expect(offered(s, '坚韧')).toBe(true);
  });
});
