// What a 发生 card does (runtime/rulesets/slcg/card-text.ts), played on real SLCG states with a compiled set and with
// the interpreter over the same cards: its 若 is judged as its text resolves (the card is played either way), every
// line of its text resolves, and its timed lines wake while it lies in its main area until the end of the turn.

import { beforeAll, describe, expect, it } from 'vitest';
import {
  cardStatsOfGame,
  linkOpsOf,
  type CardPool,
  type CompiledCode,
  type GameEvent,
  type SlcgState,
} from '../../../runtime/index.js';
import { MODES, textPools, type Mode } from '../compiled/compiled-sets.js';
import { act, board, endTurn, inst, names, ofType, type SideSpec } from '../helpers.js';

const CARDS = `卡牌 清场推进
  类型：发生
  费用：0
  若对方场上没有角色，推动进度+2。

卡牌 补给
  类型：发生
  费用：0
  若己方手牌数≤2，抽2张卡。

卡牌 两段
  类型：发生
  费用：0
  抽1张卡。
  若己方胜利进度≥1，推动进度+1。

卡牌 黄昏
  类型：发生
  费用：0
  抽1张卡。
  【回合结束时】推动进度+1。

卡牌 伏笔
  类型：发生
  费用：0
  当己方角色登场时，推动进度+1。

卡牌 护盾
  类型：发生 【突发】
  费用：0
  当己方受到创伤时：无效那次创伤。
  抽1张卡。

卡牌 守夜
  类型：发生 【突发】
  费用：0
  当己方受到创伤时：无效那次创伤。
  【对方回合结束时】推动进度+1。

卡牌 条件护盾
  类型：发生 【突发】
  费用：0
  当己方受到创伤时：若己方创伤≥3，无效那次创伤。

卡牌 截断
  类型：发生 【突发】
  费用：0
  当对方发动发生卡时：无效那张卡牌。

卡牌 兵
  类型：角色
  费用：0
  常值：2 攻

卡牌 守望者
  类型：角色
  费用：0
  常值：1 推
  当对方回合结束时，推动进度+1。

卡牌 观众
  类型：角色
  费用：0
  常值：1 推
  每当对方打出一张发生卡时，推动进度+1。
`;

let pools: Record<Mode, CardPool>;
/** Calls of the compiled sets' condition functions (the 若 of a line, `$条件`). */
let conditionCalls = 0;

/** The code with every ability's compiled condition counting its calls. */
function counting(code: CompiledCode): CompiledCode {
  return code.map((row) =>
    row.map((c) => {
      const cond = c?.condition;
      if (!c || !cond) return c;
      return { ...c, condition: (...a: Parameters<typeof cond>) => (conditionCalls++, cond(...a)) };
    }),
  );
}

beforeAll(async () => {
  pools = await textPools('slcg', '发生', CARDS, counting);
});

function on(mode: Mode, p0: SideSpec, p1: SideSpec = {}): SlcgState {
  return board({ pool: pools[mode], p0, p1 });
}

function play(s: SlcgState, name: string) {
  return act(s, { type: 'play', card: inst(s, 0, 'hand', name) });
}

describe.each(MODES)('SLCG 发生 cards (%s)', (mode) => {
  it('SLCG-CT-05 / SLCG-TX-07 / SLCG-TRM-05 a 若 covering the whole text is judged as it resolves: the card is played, its text does nothing', () => {
    const calls = conditionCalls;
    // The opponent has a character: the card is played, goes to the main area, and pushes nothing.
    const blocked = play(on(mode, { hand: ['清场推进'] }, { main: ['兵'] }), '清场推进');
    expect(names(blocked.state, 0, 'main')).toEqual(['清场推进']);
    expect(ofType(blocked.events, 'played').length).toBe(1);
    expect(ofType(blocked.events, 'pushed')).toEqual([]);
    expect(blocked.state.players[0].res.victory).toBe(0);
    // No character there: it pushes 2.
    const open = play(on(mode, { hand: ['清场推进'] }), '清场推进');
    expect(open.state.players[0].res.victory).toBe(2);
    // A hand of 3 once it is played: no draw; of 2: it draws 2.
    const deck = ['兵', '兵', '兵'];
    const three = play(on(mode, { hand: ['补给', '兵', '兵', '兵'], deck }), '补给');
    expect(names(three.state, 0, 'hand')).toEqual(['兵', '兵', '兵']);
    expect(ofType(three.events, 'drew')).toEqual([]);
    const two = play(on(mode, { hand: ['补给', '兵', '兵'], deck }), '补给');
    expect(names(two.state, 0, 'hand').length).toBe(4);
    // A compiled set judges it with its own code.
    if (mode === 'compiled') expect(conditionCalls).toBeGreaterThan(calls);
    else expect(conditionCalls).toBe(calls);
  });

  it('SLCG-TX-02 每当对方打出一张发生卡时 (打出 = 发动 / 使用) wakes when the opponent plays a 发生 card, not a character', () => {
    const r = play(on(mode, { hand: ['补给'], deck: ['兵', '兵'] }, { main: ['观众'] }), '补给');
    expect(r.state.players[1].res.victory).toBe(1);
    const c = play(on(mode, { hand: ['兵'] }, { main: ['观众'] }), '兵');
    expect(c.state.players[1].res.victory).toBe(0);
  });

  it('SLCG-CT-05 / SLCG-TX-07 every line of a 发生 card resolves, in order, each under its own 若', () => {
    const deck = ['兵', '兵'];
    const behind = play(on(mode, { hand: ['两段'], deck }), '两段');
    expect(names(behind.state, 0, 'hand')).toEqual(['兵']);
    expect(behind.state.players[0].res.victory).toBe(0);
    const ahead = play(on(mode, { hand: ['两段'], deck, victory: 1 }), '两段');
    expect(names(ahead.state, 0, 'hand')).toEqual(['兵']);
    expect(ahead.state.players[0].res.victory).toBe(2);
  });

  it('SLCG-TRN-08 / SLCG-TX-04 a 发生 card’s 【回合结束时】 triggers at the end of the turn it was played, before it goes to the discard', () => {
    const r = play(on(mode, { hand: ['黄昏'], deck: ['兵', '兵', '兵', '兵', '兵'] }), '黄昏');
    expect(names(r.state, 0, 'hand')).toEqual(['兵']); // its text resolved when it was played
    expect(r.state.players[0].res.victory).toBe(0);
    const end = endTurn(r.state);
    expect(end.state.players[0].res.victory).toBe(1);
    const pushed = end.events.findIndex((e) => e.type === 'pushed');
    const discarded = end.events.findIndex((e) => e.type === 'cleanup');
    expect(pushed).toBeGreaterThanOrEqual(0);
    expect(pushed).toBeLessThan(discarded);
    expect(names(end.state, 0, 'discard')).toContain('黄昏');
    // The next turns: it is in the discard and wakes no more.
    expect(endTurn(endTurn(end.state).state).state.players[0].res.victory).toBe(1);
  });

  it('SLCG-TRN-08 a 发生 card’s 当…时 line wakes while it lies in its main area, not when it is played', () => {
    const r = play(on(mode, { hand: ['伏笔', '兵', '兵'] }), '伏笔');
    expect(r.state.players[0].res.victory).toBe(0);
    const deployed = play(r.state, '兵');
    expect(deployed.state.players[0].res.victory).toBe(1);
    // In the discard after the turn: the next character's entering wakes nothing.
    let s = endTurn(endTurn(deployed.state).state).state;
    s = play(s, '兵').state;
    expect(s.players[0].res.victory).toBe(1);
  });

  /** A attacks B with 兵; B plays `card` in the window of the 创伤 link; every window is passed to the end. */
  function answerTrauma(s: SlcgState, card: string): SlcgState {
    s = act(s, { type: 'attack', attacker: inst(s, 0, 'main', '兵'), target: -2 }).state;
    for (let i = 0; i < 10 && !(s.window && s.window.priority === 1 && s.chain.at(-1)?.kind === 'trauma'); i++)
      s = act(s, { type: 'pass' }).state;
    let t = act(s, { type: 'play', card: inst(s, 1, 'hand', card) }).state;
    for (let i = 0; i < 10 && (t.window || t.chain.length); i++) t = act(t, { type: 'pass' }).state;
    return t;
  }

  it('SLCG-CT-07 / SLCG-CT-05 a 突发 card played for its 当…时 resolves the rest of its text too', () => {
    // B answers the 创伤 with 护盾: no 创伤, and B draws 1.
    const t = answerTrauma(on(mode, { main: ['兵'] }, { hand: ['护盾'], deck: ['兵'] }), '护盾');
    expect(t.players[1].res.trauma).toBe(0);
    expect(names(t, 1, 'hand')).toEqual(['兵']);
  });

  it('SLCG-TRN-08 a 突发 card played in the other player’s turn lies in its main area at that turn’s end: its 【对方回合结束时】 triggers', () => {
    const t = answerTrauma(
      on(mode, { main: ['兵'], deck: ['兵', '兵', '兵', '兵', '兵'] }, { hand: ['守夜'] }),
      '守夜',
    );
    expect([t.players[1].res.trauma, t.players[1].res.victory]).toEqual([0, 0]);
    const end = endTurn(t).state;
    expect(end.players[1].res.victory).toBe(1);
    expect(names(end, 1, 'discard')).toEqual(['守夜']);
  });

  it('SLCG-TX-02 当对方回合结束时 (no brackets) triggers at the end of the other player’s turn, as 【对方回合结束时】 does', () => {
    const s = on(mode, { deck: ['兵', '兵', '兵'] }, { main: ['守望者'], deck: ['兵', '兵', '兵'] });
    const end = endTurn(s).state; // P0's turn ends: P1's 守望者 pushes
    expect(end.players[1].res.victory).toBe(1);
    expect(end.players[0].res.victory).toBe(0);
  });

  it('SLCG-CT-07 / SLCG-TRM-05 a 突发 card’s 当…时 says when it can be played, its 若 what it then does', () => {
    // 创伤 0: 条件护盾 can be played (its 当…时 holds) and negates nothing; 创伤 3: it negates the 创伤.
    const low = answerTrauma(on(mode, { main: ['兵'] }, { hand: ['条件护盾'] }), '条件护盾');
    expect(low.players[1].res.trauma).toBe(1);
    expect(names(low, 1, 'main')).toEqual(['条件护盾']);
    const high = answerTrauma(on(mode, { main: ['兵'] }, { hand: ['条件护盾'], trauma: 3 }), '条件护盾');
    expect(high.players[1].res.trauma).toBe(3);
  });

  /** Per-card statistics of the events on `s` (runtime/core/card-stats.ts), each line of a link's text counted. */
  function stats(s: SlcgState, events: GameEvent[]) {
    return cardStatsOfGame(
      s.defs,
      s.cards.map((c) => c.def),
      events,
      s.winner,
      linkOpsOf(s),
    );
  }
  const counts = (st: ReturnType<typeof stats>, name: string) =>
    st[name].abilities.map((a) => [a.triggered, a.activated, a.resolved]);

  it('SLCG-CT-05 per-card statistics: every text line of a played 发生 card is used and resolves with its link', () => {
    const r = play(on(mode, { hand: ['两段'], deck: ['兵', '兵'] }), '两段');
    expect(r.state.players[0].res.victory).toBe(0); // its second line's 若 failed: the line ran and did nothing
    expect(counts(stats(r.state, r.events), '两段')).toEqual([
      [0, 1, 1],
      [0, 1, 1],
    ]);
    // Without the link's ops, a link counts for the line it names only (the first).
    const bare = cardStatsOfGame(
      r.state.defs,
      r.state.cards.map((c) => c.def),
      r.events,
      null,
    );
    expect(counts(bare, '两段')).toEqual([
      [0, 1, 1],
      [0, 0, 0],
    ]);
  });

  it('SLCG-CT-05 / SLCG-TRN-08 per-card statistics: a 发生 card’s 【回合结束时】 line is not its text: it triggers on its own', () => {
    const r = play(on(mode, { hand: ['黄昏'], deck: ['兵', '兵', '兵', '兵', '兵'] }), '黄昏');
    expect(counts(stats(r.state, r.events), '黄昏')).toEqual([
      [0, 1, 1],
      [0, 0, 0],
    ]);
    const end = endTurn(r.state);
    expect(counts(stats(end.state, [...r.events, ...end.events]), '黄昏')).toEqual([
      [0, 1, 1],
      [1, 0, 1],
    ]);
  });

  it('SLCG-CT-07 per-card statistics: a 突发 card played for its 当…时 uses its text lines too', () => {
    let s = on(mode, { main: ['兵'] }, { hand: ['护盾'], deck: ['兵'] });
    const events: GameEvent[] = [];
    const step = (a: Parameters<typeof act>[1]) => {
      const r = act(s, a);
      s = r.state;
      events.push(...r.events);
    };
    step({ type: 'attack', attacker: inst(s, 0, 'main', '兵'), target: -2 });
    for (let i = 0; i < 10 && !(s.window && s.window.priority === 1 && s.chain.at(-1)?.kind === 'trauma'); i++)
      step({ type: 'pass' });
    step({ type: 'play', card: inst(s, 1, 'hand', '护盾') });
    for (let i = 0; i < 10 && (s.window || s.chain.length); i++) step({ type: 'pass' });
    expect(names(s, 1, 'hand')).toEqual(['兵']);
    expect(counts(stats(s, events), '护盾')).toEqual([
      [0, 1, 1],
      [0, 1, 1],
    ]);
  });

  it('SLCG-CT-05 / SLCG-CT-07 per-card statistics: a negated 发生 card’s lines were used and none resolved', () => {
    let s = on(mode, { hand: ['两段'], deck: ['兵', '兵'] }, { hand: ['截断'] });
    const events: GameEvent[] = [];
    const step = (a: Parameters<typeof act>[1]) => {
      const r = act(s, a);
      s = r.state;
      events.push(...r.events);
    };
    step({ type: 'play', card: inst(s, 0, 'hand', '两段') });
    for (let i = 0; i < 10 && !(s.window && s.window.priority === 1); i++) step({ type: 'pass' });
    step({ type: 'play', card: inst(s, 1, 'hand', '截断') });
    for (let i = 0; i < 10 && (s.window || s.chain.length); i++) step({ type: 'pass' });
    expect(names(s, 0, 'hand')).toEqual([]); // 两段 drew nothing
    const st = stats(s, events);
    expect(counts(st, '两段')).toEqual([
      [0, 1, 0],
      [0, 1, 0],
    ]);
    expect(counts(st, '截断')).toEqual([[0, 1, 1]]);
  });
});
