// A choice between effects (选择一项：A；或B, 二选一, 选择两项): the controller chooses its option(s) when the card is
// played, before targets (SLCG-TG-01), and only they happen. Played on real SLCG states with a compiled set and with
// the interpreter.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  askAgent,
  greedyAgent,
  legalActions,
  searchAgent,
  type CardPool,
  type SlcgState,
} from '../../../runtime/index.js';
import { MODES, textPools, type Mode } from '../compiled/compiled-sets.js';
import { act, board, inst, names, playAnswering, type SideSpec } from '../helpers.js';

const CARDS = `卡牌 抉择
  类型：发生
  费用：0
  选择一项：抽2张卡；或对一个对方角色造成2点伤害。

卡牌 三择
  类型：发生
  费用：0
  三选一：①抽1张卡；②推动进度+1；③令对方推动进度-1。

卡牌 双择
  类型：发生
  费用：0
  选择两项：抽1张卡；推动进度+1；治愈1点创伤。

卡牌 先抽后择
  类型：发生
  费用：0
  抽1张卡，选择一项：推动进度+1，或选择一个对方角色，令其常值-1。

卡牌 兵
  类型：角色
  费用：0
  常值：2 攻
  【登场时】以下效果执行2次：选择一项：抽1张卡；或推动进度+1。

卡牌 补给
  类型：发生
  费用：0
  抽1张卡。
`;

let pools: Record<Mode, CardPool>;

beforeAll(async () => {
  pools = await textPools('slcg', '选择', CARDS);
});

const DECK = ['补给', '补给', '补给', '补给', '补给'];

function on(mode: Mode, p0: SideSpec, p1: SideSpec = {}): SlcgState {
  return board({ pool: pools[mode], p0: { deck: DECK, ...p0 }, p1: { deck: DECK, ...p1 } });
}

/**
 * Plays `name` from player 0's hand, answering each 'mode' question with the option whose value comes next in
 * `options` (printed order, from 0) and every other question with its first option; the decisions asked on the way.
 */
const playChoosing = (s: SlcgState, name: string, options: number[]) =>
  playAnswering(s, name, (d) => {
    const want = d.kind === 'mode' ? options.shift() : undefined;
    return want === undefined ? 0 : d.options.findIndex((o) => o.value === want);
  });

describe.each(MODES)('SLCG 选择一项 (%s)', (mode) => {
  it('SLCG-TX-07 选择一项：抽2张卡；或…: the first option draws two and deals no damage', () => {
    const r = playChoosing(on(mode, { hand: ['抉择'] }, { main: ['兵'] }), '抉择', [0]);
    expect(r.asked[0]).toBe('mode:0/1');
    expect(names(r.s, 0, 'hand')).toEqual(['补给', '补给']);
    expect(names(r.s, 1, 'main')).toEqual(['兵']);
  });

  it('SLCG-TG-01 the option is chosen before its target: the second option designates and destroys the 常值2 兵, drawing nothing', () => {
    const r = playChoosing(on(mode, { hand: ['抉择'] }, { main: ['兵'] }), '抉择', [1]);
    // The mode question comes first; the only target is then taken without a question.
    expect(r.asked[0]).toBe('mode:0/1');
    expect(names(r.s, 0, 'hand')).toEqual([]);
    expect(names(r.s, 1, 'discard')).toEqual(['兵']);
    expect(r.ev.some((e) => e.type === 'choice' && e.info === 'mode' && e.amount === 1)).toBe(true);
  });

  it('SLCG-TX-05 三选一 with ①②③: only the chosen option happens (③ 令对方推动进度-1)', () => {
    const s0 = on(mode, { hand: ['三择'] }, { victory: 2 });
    const r = playChoosing(s0, '三择', [2]);
    expect(r.asked[0]).toBe('mode:0/1/2');
    expect(r.s.players[1].res.victory).toBe(1);
    expect(r.s.players[0].res.victory).toBe(0);
    expect(names(r.s, 0, 'hand')).toEqual([]);
  });

  it('SLCG-TX-07 选择两项: asked twice, the second time among the options left; both chosen happen in printed order', () => {
    const r = playChoosing(on(mode, { hand: ['双择'], trauma: 2 }), '双择', [2, 0]);
    expect(r.asked.slice(0, 2)).toEqual(['mode:0/1/2', 'mode:0/1']);
    expect(names(r.s, 0, 'hand')).toEqual(['补给']);
    expect(r.s.players[0].res.victory).toBe(0);
    expect(r.s.players[0].res.trauma).toBe(1);
  });

  it('SLCG-TX-07 抽1张卡，选择一项：…: the effect before the choice happens whichever option is taken', () => {
    const r = playChoosing(on(mode, { hand: ['先抽后择'] }, { main: ['兵'] }), '先抽后择', [0]);
    expect(names(r.s, 0, 'hand')).toEqual(['补给']);
    expect(r.s.players[0].res.victory).toBe(1);
    // The option not chosen designated nothing: no target question, the 兵 is untouched.
    expect(r.asked.filter((a) => a.startsWith('target'))).toEqual([]);
  });

  it('SLCG-TX-05 以下效果执行2次：选择一项：…: each run chooses anew (draw once, push once)', () => {
    const s0 = on(mode, { hand: ['兵'] });
    const r = playChoosing(s0, '兵', [0, 1]);
    expect(r.asked.filter((a) => a.startsWith('mode'))).toEqual(['mode:0/1', 'mode:0/1']);
    expect(names(r.s, 0, 'hand')).toEqual(['补给']);
    expect(r.s.players[0].res.victory).toBe(1);
  });
});

describe('SLCG 选择一项 and the bots', () => {
  it("SLCG-WIN-01 a 选择一项 question is the player's own follow-up: greedy and search take the option that wins (②推动进度+1 at 14)", () => {
    const s0 = on('interpreter', { hand: ['三择'], victory: 14 });
    const s = act(s0, { type: 'play', card: inst(s0, 0, 'hand', '三择') }).state;
    expect(s.pending?.kind).toBe('mode');
    const legal = legalActions(s);
    for (const agent of [greedyAgent(3), searchAgent(3, { playouts: 30, worlds: 2 })]) {
      const i = askAgent(agent, s, 0, legal, true);
      expect(s.pending!.options[i].value).toBe(1);
      expect(act(s, { type: 'choose', index: i }).state.winner).toBe(0);
    }
  });
});
