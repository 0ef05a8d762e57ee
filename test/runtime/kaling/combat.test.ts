// 卡灵时代 combat (KL-CB, KL-CT-05, KL-KW-01) on real boards of the bundled set.
import { describe, expect, it } from 'vitest';
import { legalActions, type GameEvent, type KalingState } from '../../../runtime/index.js';
import {
  act,
  at,
  card,
  cell,
  choose,
  chooseArea,
  evs,
  isLegal,
  kboard,
  names,
  passAll,
  rejects,
  settle,
  withCards,
} from './helpers.js';

/** Declares an attack and plays it out: 抵抗 as given (0 = AP, 1 = DP), 可以 triggers declined, windows passed. */
function battle(
  s: KalingState,
  from: string,
  to: string,
  resist: 0 | 1 = 0,
): { state: KalingState; events: GameEvent[] } {
  const r = act(s, { type: 'attack', attacker: at(s, from), cell: cell(to) });
  const t = settle(r.state, { resist });
  return { state: t.state, events: r.events.concat(t.events) };
}

describe('combat (KL-CB)', () => {
  it("KL-CB-01 each 卡灵 has one attack a turn, declared in its controller's 行动阶段", () => {
    let s = kboard({ board: '. . . . .\n. . B:盾卫 . .\n. B:哨兵 A:雷霆战狼 . .\n. . . . .\n. . . . .' });
    s = battle(s, 'c3', 'c4', 1).state;
    rejects(s, { type: 'attack', attacker: at(s, 'c3'), cell: cell('b3') }, 'attack/already-attacked');
    const b = kboard({ active: 'B', board: '. . . . .\n. . B:盾卫 . .\n. . A:雷霆战狼 . .\n. . . . .\n. . . . .' });
    expect(legalActions(b).some((a) => a.type === 'attack' && a.attacker === at(b, 'c3'))).toBe(false);
  });

  it('KL-CB-02 attack areas: 上、左、右 by default; printed areas replace them', () => {
    const around =
      '. . . . .\n. B:盾卫 B:盾卫 B:盾卫 .\n. B:盾卫 A:霜牙狼 B:盾卫 .\n. B:盾卫 B:盾卫 B:盾卫 .\n. . . . .';
    const s = kboard({ board: around });
    const areas = (st: KalingState) =>
      legalActions(st)
        .filter((a) => a.type === 'attack')
        .map((a) => a.cell)
        .sort();
    expect(areas(s)).toEqual([cell('b3'), cell('c4'), cell('d3')].sort());
    const eagle = kboard({ board: around.replace('A:霜牙狼', 'A:疾风鹰') }); // 攻击区域：上、左上、右上
    expect(areas(eagle)).toEqual([cell('b4'), cell('c4'), cell('d4')].sort());
  });

  it('KL-CB-02 / KL-ZN-07 左前、右前 are the diagonals (as 左上、右上), 后 is 下: never 左 + 前 read as two areas', () => {
    const set = withCards(
      '卡牌 斜角兽\n  类型：卡灵\n  等级：2\n  AP：3  DP：1\n  攻击区域：前、左前方、右前、左后\n' +
        '卡牌 后卫兽\n  类型：卡灵\n  等级：2\n  AP：3  DP：1\n  攻击区域：后、右後方\n',
    );
    expect(set.byName.get('斜角兽')!.attackAreas).toEqual(['up', 'upLeft', 'upRight', 'downLeft']);
    expect(set.byName.get('后卫兽')!.attackAreas).toEqual(['down', 'downRight']);
    const around =
      '. . . . .\n. B:盾卫 B:盾卫 B:盾卫 .\n. B:盾卫 A:斜角兽 B:盾卫 .\n. B:盾卫 B:盾卫 B:盾卫 .\n. . . . .';
    const areas = (st: KalingState) =>
      legalActions(st)
        .filter((a) => a.type === 'attack')
        .map((a) => a.cell)
        .sort();
    expect(areas(kboard({ set, board: around }))).toEqual([cell('b2'), cell('b4'), cell('c4'), cell('d4')].sort());
    const back = kboard({ set, board: around.replace('A:斜角兽', 'A:后卫兽') });
    expect(areas(back)).toEqual([cell('c2'), cell('d2')].sort());
  });

  it("KL-CB-03 targets are areas holding an opponent's face-up 卡灵 or device; not face-down, 封锁, own or empty areas", () => {
    const s = kboard({ board: '. . . . .\n. . B?识破 . .\n. A:盾卫 A:雷霆战狼 B:守望塔 .\n. . . . .\n. . . . .' });
    const wolf = at(s, 'c3');
    rejects(s, { type: 'attack', attacker: wolf, cell: cell('c4') }, 'attack/no-target');
    rejects(s, { type: 'attack', attacker: wolf, cell: cell('b3') }, 'attack/no-target');
    rejects(s, { type: 'attack', attacker: wolf, cell: cell('c2') }, 'attack/not-in-area');
    expect(isLegal(s, { type: 'attack', attacker: wolf, cell: cell('d3') })).toBe(true); // a device
  });

  it('KL-CB-04 宣言攻击时点 can negate; at 数值结算时点 an attack whose target left misses; at 战斗结果时点 values may still change', () => {
    // B's 铁壁: 【瞬发】限1 耗能1：当己方卡灵被攻击时，可以无效那次攻击.
    let s = kboard({ B: { energy: 1 }, board: '. . . . .\n. . B:铁壁 . .\n. . A:雷霆战狼 . .\n. . . . .\n. . . . .' });
    let r = act(s, { type: 'attack', attacker: at(s, 'c3'), cell: cell('c4') });
    r = settle(r.state, { yes: ['铁壁'] });
    expect(evs(r.state, r.events, ['negated'])).toEqual(['negated 雷霆战狼']);
    expect(r.state.players.map((p) => p.res.life)).toEqual([20, 20]);
    rejects(r.state, { type: 'attack', attacker: at(r.state, 'c3'), cell: cell('c4') }, 'attack/already-attacked');
    // 闪避 transfers the attacked 卡灵 away: 攻击落空, and nothing moves into its place as the target.
    s = kboard({ B: { hand: ['闪避'] }, board: '. . . . .\n. . B:盾卫 . .\n. . A:雷霆战狼 . .\n. . . . .\n. . . . .' });
    r = act(s, { type: 'attack', attacker: at(s, 'c3'), cell: cell('c4') });
    r = chooseArea(choose(r.state, 1).state, 'a5'); // 闪避 goes on area a5
    expect(r.state.pending?.kind).toBe('pick'); // where 盾卫 is transferred to
    r = chooseArea(r.state, 'b5');
    r = { state: settle(r.state).state, events: r.events.concat(settle(r.state).events) };
    expect(evs(r.state, r.events, ['transferred', 'attackMissed', 'battle'])).toEqual([
      'transferred 盾卫',
      'attackMissed 雷霆战狼',
    ]);
    // 血月 (瞬发, AP+2) in the 战斗结果时点 window changes the result: 3 + 2 against 盾卫's DP 4.
    s = kboard({
      A: { energy: 6, hand: ['血月'] },
      board: '. . . . .\n. . B:盾卫 . .\n. . A:霜牙狼 . .\n. . . . .\n. . . . .',
    });
    r = act(s, { type: 'attack', attacker: at(s, 'c3'), cell: cell('c4') });
    r = passAll(r.state);
    r = choose(r.state, 1); // B resists with DP 4
    expect(r.state.window?.priority).toBe(0);
    const used = act(r.state, { type: 'activate', card: card(r.state, 0, 'hand', '血月'), ability: 0 });
    r = chooseArea(used.state, 'a2'); // its one target, 霜牙狼, is taken without asking; then both pass, it resolves, the battle too
    expect(evs(r.state, r.events, ['battle', 'damaged'])).toEqual(['battle 霜牙狼', 'damaged B']);
    expect(r.state.players[1].res.life).toBe(19);
  });

  it('KL-CB-05 vertical: the defender picks AP or DP; horizontal: the attacker picks; diagonal counts as vertical (diagonalBattle)', () => {
    let s = kboard({ board: '. . . . .\n. . B:盾卫 . .\n. . A:雷霆战狼 . .\n. . . . .\n. . . . .' });
    s = passAll(act(s, { type: 'attack', attacker: at(s, 'c3'), cell: cell('c4') }).state).state;
    expect(s.pending).toMatchObject({ kind: 'resist', player: 1 });
    s = kboard({ board: '. . . . .\n. . . . .\n. B:盾卫 A:雷霆战狼 . .\n. . . . .\n. . . . .' });
    s = passAll(act(s, { type: 'attack', attacker: at(s, 'c3'), cell: cell('b3') }).state).state;
    expect(s.pending).toMatchObject({ kind: 'resist', player: 0 });
    const diag = (params = {}) => {
      const t = kboard({ params, board: '. . . . .\n. B:盾卫 . . .\n. . A:疾风鹰 . .\n. . . . .\n. . . . .' });
      return passAll(act(t, { type: 'attack', attacker: at(t, 'c3'), cell: cell('b4') }).state).state.pending!.player;
    };
    expect(diag()).toBe(1);
    expect(diag({ diagonalBattle: 'horizontal' })).toBe(0);
  });

  it('KL-CB-06 vertical results: higher AP clears the defender and its player takes the difference; equal clears both; lower clears the attacker and its player takes the difference', () => {
    const v = (att: string, def: string, resist: 0 | 1) =>
      battle(
        kboard({ board: `. . . . .\n. . B:${def} . .\n. . A:${att} . .\n. . . . .\n. . . . .` }),
        'c3',
        'c4',
        resist,
      ).state;
    let s = v('追猎者', '传令兵', 1); // 3 against DP 1
    expect([names(s, 1, 'discard'), s.players[1].res.life]).toEqual([['传令兵'], 18]);
    s = v('霜牙狼', '追猎者', 0); // 3 against AP 3
    expect([names(s, 0, 'discard'), names(s, 1, 'discard'), s.players.map((p) => p.res.life)]).toEqual([
      ['霜牙狼'],
      ['追猎者'],
      [20, 20],
    ]);
    s = v('幼狼', '石像', 1); // 1 against DP 5
    expect([names(s, 0, 'discard'), s.players[0].res.life]).toEqual([['幼狼'], 16]);
  });

  it('KL-CB-07 horizontal results: higher AP clears the defender, equal nothing, lower clears the attacker; no damage', () => {
    const h = (att: string, def: string, resist: 0 | 1) =>
      battle(
        kboard({ board: `. . . . .\n. . . . .\n. B:${def} A:${att} . .\n. . . . .\n. . . . .` }),
        'c3',
        'b3',
        resist,
      );
    let r = h('追猎者', '传令兵', 1);
    expect([names(r.state, 1, 'discard'), r.state.players[1].res.life]).toEqual([['传令兵'], 20]);
    r = h('霜牙狼', '追猎者', 0);
    expect(names(r.state, 0, 'discard').concat(names(r.state, 1, 'discard'))).toEqual([]);
    r = h('幼狼', '石像', 1);
    expect([names(r.state, 0, 'discard'), r.state.players[0].res.life]).toEqual([['幼狼'], 20]);
    expect(evs(r.state, r.events, ['damaged'])).toEqual([]);
  });

  it("KL-CB-08 from the opponent's back row a 卡灵 attacks the player for its AP (no 抵抗; negative AP deals 0)", () => {
    let s = kboard({ board: '. . A:雷霆战狼 . .\n. . . . .\n. . . . .\n. . . . .\n. . . . .' });
    let r = act(s, { type: 'attack', attacker: at(s, 'c5'), cell: -1 });
    expect(r.state.pending).toBeNull();
    expect(r.state.players[1].res.life).toBe(15);
    s = kboard({
      A: { cards: { 幼狼: { ap: -3 } } },
      board: '. . A:幼狼 . .\n. . . . .\n. . . . .\n. . . . .\n. . . . .',
    });
    r = act(s, { type: 'attack', attacker: at(s, 'c5'), cell: -1 });
    expect(r.state.players[1].res.life).toBe(20);
  });

  it("KL-CB-09 抵抗 is the attacked 卡灵's AP or DP, as chosen", () => {
    const s = kboard({ board: '. . . . .\n. . B:石像 . .\n. . A:雷霆战狼 . .\n. . . . .\n. . . . .' });
    // 石像 AP 2 DP 5 (雷霆战狼's 永恒 makes DP 4): with AP the difference is 3, with DP 1.
    expect(battle(s, 'c3', 'c4', 0).events.find((e) => e.type === 'battle')!.amount).toBe(3);
    expect(battle(s, 'c3', 'c4', 1).events.find((e) => e.type === 'battle')!.amount).toBe(1);
  });

  it('KL-CB-10 cleared in battle → 弃区; a 坚守 卡灵 stays, and the damage is still dealt', () => {
    const s = battle(
      kboard({ board: '. . . . .\n. . B:盾卫 . .\n. . A:狼王 . .\n. . . . .\n. . . . .' }),
      'c3',
      'c4',
      1,
    ).state;
    expect(names(s, 1, 'battlefield')).toEqual(['盾卫']);
    expect(s.players[1].res.life).toBe(17); // 7 against DP 4
  });
});

describe('devices and keywords in battle (KL-CT-05, KL-KW-01)', () => {
  it('KL-CT-05 / KL-CT-04 a device without 【放置】 is used like a tactic and goes to the 弃区: its GP is never on the field (CS2048)', () => {
    const set = withCards('卡牌 临时塔\n  类型：设备\n  GP：3\n  【启动】抽1张卡。\n');
    const s = kboard({ set, A: { energy: 6, hand: ['临时塔'], deck: ['盾卫', '盾卫', '盾卫'] } });
    const id = card(s, 0, 'hand', '临时塔');
    rejects(s, { type: 'place', card: id }, 'place/not-placed-device');
    const r = settle(chooseArea(act(s, { type: 'activate', card: id, ability: 0 }).state, 'a1').state);
    expect(names(r.state, 0, 'discard')).toEqual(['临时塔']);
    expect(names(r.state, 0, 'hand')).toEqual(['盾卫']);
    expect(names(r.state, 0, 'battlefield')).toEqual([]);
  });

  it('KL-CT-05 an attack by AP ≥ 1 takes 1 GP from a device: no comparison, no damage; at GP 0 it is cleared (a GP clearing)', () => {
    let s = kboard({
      board: '. . . . .\n. . B:雷达 . .\n. . A:幼狼 A:守护灵 .\n. . . . .\n. . . . .',
      B: { cards: { 雷达: { gp: 2 } } },
    });
    let r = battle(s, 'c3', 'c4');
    expect(r.events.find((e) => e.type === 'gpLost')).toMatchObject({ amount: 1 });
    expect(evs(r.state, r.events, ['damaged', 'destroyed', 'resist'])).toEqual([]);
    s = r.state;
    // An attacker with AP 0 does nothing to it.
    s = settle(act(s, { type: 'move', card: at(s, 'd3'), cell: cell('d4') }).state).state;
    r = battle(s, 'd4', 'c4');
    expect(evs(r.state, r.events, ['gpLost'])).toEqual([]);
    r = battle(settle(act(act(r.state, { type: 'endTurn' }).state, { type: 'endTurn' }).state).state, 'c3', 'c4');
    expect(r.events.find((e) => e.type === 'destroyed')).toMatchObject({ info: 'gp' });
    expect(names(r.state, 1, 'discard')).toEqual(['雷达']);
  });

  it('KL-KW-01 坚守: not cleared by battle (but by effects)', () => {
    let s = battle(
      kboard({ board: '. . . . .\n. . B:幼狼 . .\n. . A:盾卫 . .\n. . . . .\n. . . . .' }),
      'c3',
      'c4',
      0,
    ).state;
    // 盾卫 AP 1 = 幼狼 AP 1: both would be cleared; 盾卫 stays.
    expect(names(s, 0, 'battlefield')).toEqual(['盾卫']);
    expect(names(s, 1, 'discard')).toEqual(['幼狼']);
    s = kboard({
      active: 'B',
      B: { hand: ['镇压'] },
      board: '. . . . .\n. . . . .\n. . . . .\n. . A:盾卫 . .\n. . . . .',
    });
    s = passAll(
      chooseArea(act(s, { type: 'activate', card: card(s, 1, 'hand', '镇压'), ability: 0 }).state, 'c3').state,
    ).state;
    expect(names(s, 0, 'discard')).toEqual(['盾卫']);
  });

  it("KL-EF-03 / KL-KW-01 【永恒】对方卡灵失去【坚守】: while its card stands, the opponent's 卡灵 have no 坚守 (printed or granted by a 永恒 line) and are cleared by battle; once it leaves they have it again", () => {
    const set = withCards(`卡牌 破甲塔
  类型：设备 【放置】
  GP：1
  【永恒】对方卡灵失去【坚守】。
`);
    // B's 破甲塔 at d4; A's 盾卫 (printed 坚守) at c3 and 幼狼 at d3, both in O1 of A's 护盾发生器 at c2
    // (【永恒】O1范围内的己方卡灵获得【坚守】).
    const board = '. . . . .\n. . B:幼狼 B:破甲塔 .\n. . A:盾卫 A:幼狼 .\n. . A:护盾发生器 . .\n. . . . .';
    const steadfast = (s: KalingState, area: string): boolean =>
      s.pool.rules.hooks.hasKeyword(s, at(s, area), 'steadfast');
    const s = kboard({ set, board });
    expect([steadfast(s, 'c3'), steadfast(s, 'd3'), steadfast(s, 'c4')]).toEqual([false, false, false]);
    // 盾卫 AP 1 = 幼狼 AP 1: without 坚守 both are cleared.
    let r = battle(s, 'c3', 'c4');
    expect(names(r.state, 0, 'discard')).toEqual(['盾卫']);
    expect(names(r.state, 1, 'discard')).toEqual(['幼狼']);
    // A's 幼狼 takes the tower's last GP (KL-CT-05): it leaves the field, and 盾卫 has 坚守 again.
    r = battle(s, 'd3', 'd4');
    expect(names(r.state, 1, 'discard')).toEqual(['破甲塔']);
    expect([steadfast(r.state, 'c3'), steadfast(r.state, 'd3'), steadfast(r.state, 'c4')]).toEqual([true, true, false]);
    r = battle(r.state, 'c3', 'c4');
    expect(names(r.state, 0, 'battlefield')).toContain('盾卫');
    expect(names(r.state, 1, 'discard')).toEqual(['破甲塔', '幼狼']);
  });
});
