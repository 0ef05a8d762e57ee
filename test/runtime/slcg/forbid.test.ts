// SLCG 不能攻击 / 不能推动进度 (the forbid op): a character an effect forbids an action has no such action among the
// legal ones (turnActionsSlcg) and applying one is rejected with the reason by checkAttack / checkPush, the state
// unchanged (SLCG-CB-01, SLCG-CB-08); the marker ends with its duration. Played on real SLCG states with a compiled set
// and with the interpreter over the same cards.
import { beforeAll, describe, expect, it } from 'vitest';
import { checkAction, legalActions, type Action, type CardPool, type SlcgState } from '../../../runtime/index.js';
import { playerRef } from '../../../runtime/core/targeting.js';
import { MODES, textPools, type Mode } from '../compiled/compiled-sets.js';
import { act, board, endTurn, inst, rejects, untilMain } from '../helpers.js';

const CARDS = `卡牌 木桩
  类型：角色
  费用：0
  常值：3 攻推

卡牌 定身
  类型：发生
  费用：0
  令一个对方角色直到对方回合结束不能攻击。

卡牌 阻进
  类型：发生
  费用：0
  令一个对方角色直到对方回合结束不能推进。

卡牌 迟滞
  类型：发生
  费用：0
  令一个对方角色本回合无法攻击。

卡牌 蓄力
  类型：发生
  费用：0
  抽1张卡。令一个己方角色本回合不能攻击。

卡牌 静守
  类型：发生
  费用：0
  抽1张卡，然后令一个己方角色本回合无法推动进度。

卡牌 补给
  类型：发生
  费用：0
  抽1张卡。
`;

let pools: Record<Mode, CardPool>;

beforeAll(async () => {
  pools = await textPools('slcg', '不能攻击', CARDS);
}, 120_000);

const DECK = Array<string>(10).fill('补给');

/** P0 holding `name` and a 木桩 in its main area; P1 with two 木桩. P0 plays `name` on P1's first 木桩 (its first option). */
function played(mode: Mode, name: string): { s: SlcgState; foe: number; other: number } {
  let s = board({
    pool: pools[mode],
    p0: { deck: DECK, hand: [name], main: ['木桩'] },
    p1: { deck: DECK, main: ['木桩', '木桩'] },
  });
  const [foe, other] = [inst(s, 1, 'main', '木桩'), inst(s, 1, 'main', '木桩', 1)];
  let r = act(s, { type: 'play', card: inst(s, 0, 'hand', name) });
  for (let i = 0; i < 60 && (r.state.pending || r.state.window) && r.state.winner === null; i++) {
    const d = r.state.pending;
    const index = d
      ? Math.max(
          0,
          d.options.findIndex((o) => o.value === foe),
        )
      : 0;
    r = act(r.state, d ? { type: 'choose', index } : { type: 'pass' });
  }
  s = r.state;
  return { s, foe, other };
}

/** The legal actions of `type` of card `id` (attacker or card). */
const own = (s: SlcgState, type: string, id: number): Action[] =>
  legalActions(s).filter(
    (a) => a.type === type && ((a as { attacker?: number }).attacker ?? (a as { card?: number }).card) === id,
  );

/**
 * turnActionsSlcg computes the attacks and pushes of the 主要阶段 itself: its list and checkAttack / checkPush agree on
 * `s` — every enumerated action is accepted, and every attack or push of any character on any card or player that
 * checkAction accepts is enumerated.
 */
function agree(s: SlcgState): void {
  const listed = new Set(legalActions(s).map((a) => JSON.stringify(a)));
  for (const a of legalActions(s)) expect(checkAction(s, a), JSON.stringify(a)).toBeNull();
  const targets = [...s.cards.map((c) => c.id), playerRef(0), playerRef(1)];
  for (const c of s.cards) {
    const candidates: Action[] = [
      { type: 'push', card: c.id },
      ...targets.map((t) => ({ type: 'attack', attacker: c.id, target: t }) as Action),
    ];
    for (const a of candidates)
      expect(checkAction(s, a) === null, JSON.stringify(a)).toBe(listed.has(JSON.stringify(a)));
  }
}

/** On to P1's next 主要阶段. */
const p1Main = (s: SlcgState): SlcgState => untilMain(s, 1).state;

/** P0 with 木桩 in its main area plays `name` (its one character the target); P1 with a 木桩. */
function ownPlayed(mode: Mode, name: string): { before: SlcgState; s: SlcgState; me: number } {
  const before = board({
    pool: pools[mode],
    p0: { deck: DECK, hand: [name], main: ['木桩'] },
    p1: { deck: DECK, main: ['木桩'] },
  });
  const me = inst(before, 0, 'main', '木桩');
  let r = act(before, { type: 'play', card: inst(before, 0, 'hand', name) });
  for (let i = 0; i < 60 && (r.state.pending || r.state.window) && r.state.winner === null; i++)
    r = act(r.state, r.state.pending ? { type: 'choose', index: 0 } : { type: 'pass' });
  return { before, s: r.state, me };
}

describe.each(MODES)('SLCG 不能攻击 / 不能推动进度 (%s)', (mode) => {
  it('SLCG-CB-01 抽1张卡。令一个己方角色本回合不能攻击: no attack this turn (legal and rejected, state unchanged), it may push; in its next turn it attacks', () => {
    const { before, s, me } = ownPlayed(mode, '蓄力');
    const attacks = own(before, 'attack', me);
    expect(attacks.length).toBeGreaterThan(0);
    expect([s.active, s.phase]).toEqual([0, 'main']);
    expect(own(s, 'attack', me)).toEqual([]);
    rejects(s, attacks[0], 'attack/forbidden');
    expect(own(s, 'push', me)).toEqual([{ type: 'push', card: me }]);
    const next = untilMain(endTurn(s).state, 0).state;
    expect(own(next, 'attack', me).length).toBeGreaterThan(0);
  });

  it('SLCG-CB-08 抽1张卡，然后令一个己方角色本回合无法推动进度: no push this turn, rejected with the reason; it may attack; in its next turn it pushes', () => {
    const { s, me } = ownPlayed(mode, '静守');
    expect(own(s, 'push', me)).toEqual([]);
    rejects(s, { type: 'push', card: me }, 'push/forbidden');
    expect(own(s, 'attack', me).length).toBeGreaterThan(0);
    const next = untilMain(endTurn(s).state, 0).state;
    expect(own(next, 'push', me)).toEqual([{ type: 'push', card: me }]);
  });

  it('SLCG-CB-01 令一个对方角色直到对方回合结束不能攻击: no attack in its next turn, rejected with the reason; it may push; it attacks the turn after', () => {
    const { s: s0, foe, other } = played(mode, '定身');
    let s = p1Main(s0);
    expect([s.active, s.phase]).toEqual([1, 'main']);
    const attacks = own(s, 'attack', other);
    expect(attacks.length).toBeGreaterThan(0);
    expect(own(s, 'attack', foe)).toEqual([]);
    const target = (attacks[0] as unknown as { target: number }).target;
    rejects(s, { type: 'attack', attacker: foe, target }, 'attack/forbidden');
    agree(s);
    expect(own(s, 'push', foe)).toEqual([{ type: 'push', card: foe }]);
    s = p1Main(endTurn(s).state);
    expect(own(s, 'attack', foe).length).toBeGreaterThan(0);
  });

  it('SLCG-CB-08 令一个对方角色直到对方回合结束不能推进: no push in its next turn, rejected with the reason; it pushes the turn after', () => {
    const { s: s0, foe, other } = played(mode, '阻进');
    let s = p1Main(s0);
    expect(own(s, 'push', foe)).toEqual([]);
    expect(own(s, 'push', other)).toEqual([{ type: 'push', card: other }]);
    rejects(s, { type: 'push', card: foe }, 'push/forbidden');
    agree(s);
    expect(own(s, 'attack', foe).length).toBeGreaterThan(0);
    s = p1Main(endTurn(s).state);
    expect(own(s, 'push', foe)).toEqual([{ type: 'push', card: foe }]);
  });

  it('SLCG-CB-01 令一个对方角色本回合无法攻击: the marker lasts this turn only; in its own turn the character attacks', () => {
    const { s: s0, foe } = played(mode, '迟滞');
    expect(s0.mods.filter((m) => m.target === foe).map((m) => [m.key, m.until])).toEqual([['forbid:attack', s0.turn]]);
    const s = p1Main(s0);
    expect(own(s, 'attack', foe).length).toBeGreaterThan(0);
  });
});
