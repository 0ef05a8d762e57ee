// A deployment (角色, 场景) is answered like an attack or a push (SLCG-CT-07, SLCG-LIM-01): its link opens a response
// window before the card enters, and a 突发 card with a 登场 timing that does not cancel it is played once the card
// has entered. Played on real SLCG states with a compiled set and with the interpreter over the same cards.

import { beforeAll, describe, expect, it } from 'vitest';
import { legalActions, type CardPool } from '../../../runtime/index.js';
import type { SlcgState } from '../../../runtime/index.js';
import { MODES, textPools, type Mode } from '../compiled/compiled-sets.js';
import { act, board, inst, names, ofType, type SideSpec } from '../helpers.js';

const CARDS = `卡牌 迎头痛击
  类型：发生 【突发】
  费用：0
  当对方角色登场时：消灭那个角色。

卡牌 落井下石
  类型：发生 【突发】
  费用：0
  当对方角色登场时：对那个角色造成2点伤害。

卡牌 拒止
  类型：发生 【突发】
  费用：0
  当对方角色登场时：无效那张卡牌。

卡牌 拒止并打击
  类型：发生 【突发】
  费用：0
  当对方角色登场时：无效那张卡牌，对那个角色造成2点伤害。

卡牌 拆台
  类型：发生 【突发】
  费用：0
  当对方场景登场时：无效那张卡牌。

卡牌 登场推
  类型：发生 【突发】
  费用：0
  当对方角色登场时：推动进度+1。

卡牌 拦截者
  类型：角色
  费用：0
  常值：2 推
  【对方】【行动】：令对方推动进度-1。

卡牌 攻手
  类型：角色
  费用：1
  常值：3 攻

卡牌 布景
  类型：场景
  费用：0

卡牌 补给
  类型：发生
  费用：0
  抽1张卡。
`;

let pools: Record<Mode, CardPool>;

beforeAll(async () => {
  pools = await textPools('slcg', '登场窗口', CARDS);
});

const DECK = ['补给', '补给', '补给', '补给'];

function on(mode: Mode, p0: SideSpec, p1: SideSpec): SlcgState {
  return board({ pool: pools[mode], p0: { deck: DECK, ...p0 }, p1: { deck: DECK, ...p1 } });
}

/** P0 (the turn player) plays `name` from hand. */
function deploy(s: SlcgState, name: string) {
  return act(s, { type: 'play', card: inst(s, 0, 'hand', name) });
}

const playable = (s: SlcgState, p: number, name: string): boolean =>
  legalActions(s).some((a) => a.type === 'play' && a.card === inst(s, p, 'hand', name));

describe.each(MODES)('SLCG deployments open a response window (%s)', (mode) => {
  it('SLCG-CT-07 / SLCG-TX-10 当对方角色登场时：消灭那个角色 is played once the character has entered, and destroys it', () => {
    const r = deploy(on(mode, { hand: ['攻手'], energy: 1 }, { hand: ['迎头痛击'] }), '攻手');
    let s = r.state;
    // Not offered against the deploy link (the character is not in its main area yet): once it has entered.
    expect(s.window?.priority).toBe(1);
    expect(s.chain.at(-1)?.kind).toBe('event');
    expect(names(s, 0, 'main')).toEqual(['攻手']);
    expect(ofType(r.events, 'entered').map((e) => e.card)).toEqual([inst(s, 0, 'main', '攻手')]);
    expect(playable(s, 1, '迎头痛击')).toBe(true);
    const r2 = act(s, { type: 'play', card: inst(s, 1, 'hand', '迎头痛击') });
    s = r2.state;
    expect(ofType(r2.events, 'destroyed').length).toBe(1);
    expect(names(s, 0, 'main')).toEqual([]);
    expect(names(s, 0, 'discard')).toEqual(['攻手']);
    expect(s.window).toBeNull();
    expect(s.chain).toEqual([]);
  });

  it('SLCG-CT-07 / SLCG-TX-05 当对方角色登场时：对那个角色造成2点伤害 hits the character in its main area', () => {
    let s = deploy(on(mode, { hand: ['攻手'], energy: 1 }, { hand: ['落井下石'] }), '攻手').state;
    s = act(s, { type: 'play', card: inst(s, 1, 'hand', '落井下石') }).state;
    expect(s.cards[inst(s, 0, 'main', '攻手')].damage).toBe(2);
  });

  it('SLCG-CT-07 当对方角色登场时：推动进度+1 answers the deployment of the opponent only', () => {
    let s = deploy(on(mode, { hand: ['攻手'], energy: 1 }, { hand: ['登场推'] }), '攻手').state;
    s = act(s, { type: 'play', card: inst(s, 1, 'hand', '登场推') }).state;
    expect(s.players[1].res.victory).toBe(1);
    // The card's own player deploying: its 当对方…时 does not hold, nothing waits for an answer.
    const own = deploy(on(mode, { hand: ['攻手', '登场推'], energy: 1 }, {}), '攻手').state;
    expect(own.window).toBeNull();
    expect(names(own, 0, 'main')).toEqual(['攻手']);
  });

  it('SLCG-CT-07 无效那张卡牌 answers the deploy link before the card enters: it goes to the discard, never entered', () => {
    const r = deploy(on(mode, { hand: ['攻手'], energy: 1 }, { hand: ['拒止'] }), '攻手');
    let s = r.state;
    expect(s.window?.priority).toBe(1);
    expect(s.chain.at(-1)?.kind).toBe('deploy');
    expect(names(s, 0, 'main')).toEqual([]);
    const r2 = act(s, { type: 'play', card: inst(s, 1, 'hand', '拒止') });
    s = r2.state;
    expect(names(s, 0, 'main')).toEqual([]);
    expect(names(s, 0, 'discard')).toEqual(['攻手']);
    expect(ofType(r.events.concat(r2.events), 'entered')).toEqual([]);
    expect(s.players[0].res.energy).toBe(0); // paid for, SLCG-CT-02
  });

  it('SLCG-CT-07 a line that cancels the card and also hits 那个角色 answers before entry: the hit finds no card (checker CS2120)', () => {
    let s = deploy(on(mode, { hand: ['攻手'], energy: 1 }, { hand: ['拒止并打击'] }), '攻手').state;
    expect(s.chain.at(-1)?.kind).toBe('deploy');
    const r = act(s, { type: 'play', card: inst(s, 1, 'hand', '拒止并打击') });
    s = r.state;
    expect(names(s, 0, 'main')).toEqual([]);
    expect(names(s, 0, 'discard')).toEqual(['攻手']);
    expect(ofType(r.events, 'damaged')).toEqual([]);
  });

  it('SLCG-CT-07 / SLCG-CT-15 a 场景 is a deployment too: 当对方场景登场时：无效那张卡牌 cancels it', () => {
    let s = deploy(on(mode, { hand: ['布景'] }, { hand: ['拆台', '拒止'] }), '布景').state;
    expect(s.chain.at(-1)?.kind).toBe('deploy');
    expect(playable(s, 1, '拆台')).toBe(true);
    expect(playable(s, 1, '拒止')).toBe(false); // 对方角色 names a character
    s = act(s, { type: 'play', card: inst(s, 1, 'hand', '拆台') }).state;
    expect(names(s, 0, 'main')).toEqual([]);
    expect(names(s, 0, 'discard')).toEqual(['布景']);
  });

  it("SLCG-LIM-01 a 【对方】 ability answers the opponent's deployment before it enters, and a played card", () => {
    let s = on(mode, { hand: ['攻手', '补给'], energy: 1, victory: 3 }, { main: ['拦截者', '拦截者'] });
    const [a, b] = [inst(s, 1, 'main', '拦截者'), inst(s, 1, 'main', '拦截者', 1)];
    s = deploy(s, '攻手').state;
    expect(s.window?.priority).toBe(1);
    expect(s.chain.at(-1)?.kind).toBe('deploy');
    expect(legalActions(s)).toContainEqual({ type: 'ability', card: a, ability: 0 });
    s = act(s, { type: 'ability', card: a, ability: 0 }).state;
    expect(s.chain.map((l) => l.kind)).toEqual(['deploy', 'ability']); // it answers the deploy link
    while (s.window) s = act(s, { type: 'pass' }).state; // P1 keeps priority (the other 拦截者): it passes
    expect(s.players[0].res.victory).toBe(2);
    expect(names(s, 0, 'main')).toEqual(['攻手']);
    // A 发生 card played: its link opens a window as well.
    s = deploy(s, '补给').state;
    expect(s.window?.priority).toBe(1);
    expect(s.chain.at(-1)?.kind).toBe('card');
    s = act(s, { type: 'ability', card: b, ability: 0 }).state;
    expect(s.players[0].res.victory).toBe(1);
    expect(s.chain).toEqual([]);
  });

  it('SLCG-CT-07 a deployment nobody can answer enters at once: no decision is asked', () => {
    const s = deploy(on(mode, { hand: ['攻手'], energy: 1 }, { hand: ['补给'] }), '攻手').state;
    expect(s.window).toBeNull();
    expect(s.chain).toEqual([]);
    expect(names(s, 0, 'main')).toEqual(['攻手']);
  });
});
