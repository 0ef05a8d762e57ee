// 卡灵时代 不能攻击 / 不能移动 (the forbid op): a 卡灵 an effect forbids an action has no such action among the legal
// ones, and applying one is rejected with the reason, the state unchanged (KL-CB-01, KL-MV-01); the marker ends with its
// duration (本回合: this turn; 直到对方回合结束: the opponent's next turn). Played on real boards with the interpreter
// and with the set's compiled code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalActions, type Action, type CardPool, type GameEvent, type KalingState } from '../../../runtime/index.js';
import type { LoadedSet } from '../../../compiler/scenario/set-cache.js';
import { bothWays, onEachPool, type Mode } from '../compiled/compiled-sets.js';
import { act, at, cell, isLegal, kboard, rejects } from './helpers.js';

const CARDS = `卡牌 木桩
  类型：卡灵
  等级：1
  AP：1  DP：5
  SP：1
  攻击区域：上

卡牌 定身者
  类型：卡灵
  等级：1
  AP：1  DP：1
  SP：0
  【启动】免能：令一张对方卡灵直到对方回合结束不能攻击。

卡牌 缚足者
  类型：卡灵
  等级：1
  AP：1  DP：1
  SP：0
  【启动】免能：一张对方卡灵直到对方回合结束无法移动。

卡牌 蓄势者
  类型：卡灵
  等级：1
  AP：1  DP：1
  SP：1
  攻击区域：上
  【启动】免能：抽1张卡，此卡灵本回合不能攻击。

卡牌 迟滞者
  类型：卡灵
  等级：1
  AP：1  DP：1
  SP：0
  【启动】免能：令一张对方卡灵本回合不能攻击。
`;

let interpreted: LoadedSet;
let compiled: CardPool;
let resolved: () => number;

beforeAll(async () => {
  ({ interpreted, compiled, resolved } = await bothWays('kaling', '不能攻击', CARDS));
}, 120_000);

afterAll(() => expect(resolved()).toBeGreaterThanOrEqual(4));

const DECK = Array<string>(8).fill('木桩');

/** A's `name` at c1 and 木桩 at c2; B's 木桩 at c3, facing A's at c2 (its 上 is A's side). On each pool. */
function boards(name: string): [Mode, KalingState][] {
  const board = `. . . . .\n. . . . .\n. . B:木桩 . .\n. . A:木桩 . .\n. . A:${name} . .`;
  const s = kboard({ board, seed: 3, A: { deck: DECK }, B: { deck: DECK, energy: 4 }, set: interpreted });
  return onEachPool(s, compiled);
}

/** A activates the card at `area` and the chain resolves (windows passed, each question its first option). */
function activate(s: KalingState, area = 'c1'): { s: KalingState; events: GameEvent[] } {
  let r = act(s, { type: 'activate', card: at(s, area), ability: 0 });
  const events = [...r.events];
  for (let i = 0; i < 40 && r.state.winner === null && (r.state.pending || r.state.window); i++) {
    r = act(r.state, r.state.pending ? { type: 'choose', index: 0 } : { type: 'pass' });
    events.push(...r.events);
  }
  return { s: r.state, events };
}

const endTurn = (s: KalingState): KalingState => act(s, { type: 'endTurn' }).state;

describe('卡灵时代 不能攻击 / 不能移动', () => {
  it('KL-CB-01 抽1张卡，此卡灵本回合不能攻击: no attack this turn (legal and rejected, state unchanged), its move stays; in its next turn it attacks', () => {
    const board = '. . . . .\n. . . . .\n. . B:木桩 . .\n. . A:蓄势者 . .\n. . . . .';
    const s0 = kboard({ board, seed: 3, A: { deck: DECK }, B: { deck: DECK }, set: interpreted });
    for (const [how, s1] of onEachPool(s0, compiled)) {
      const me = at(s1, 'c2');
      const attack: Action = { type: 'attack', attacker: me, cell: cell('c3') };
      expect(isLegal(s1, attack), how).toBe(true);
      let s = activate(s1, 'c2').s;
      expect(s.active, how).toBe(0);
      expect(isLegal(s, attack), how).toBe(false);
      expect(legalActions(s), how).not.toContainEqual(expect.objectContaining({ type: 'attack', attacker: me }));
      rejects(s, attack, 'attack/forbidden');
      expect(isLegal(s, { type: 'move', card: me, cell: cell('b2') }), how).toBe(true);
      s = endTurn(endTurn(s));
      expect([s.active, isLegal(s, attack)], how).toEqual([0, true]);
    }
  });

  it('KL-CB-01 令一张对方卡灵直到对方回合结束不能攻击: no attack in its next turn (legal and rejected, state unchanged); it attacks again the turn after', () => {
    for (const [how, s0] of boards('定身者')) {
      let s = endTurn(activate(s0).s);
      expect(s.active, how).toBe(1);
      const foe = at(s, 'c3');
      const attack: Action = { type: 'attack', attacker: foe, cell: cell('c2') };
      expect(isLegal(s, attack), how).toBe(false);
      rejects(s, attack, 'attack/forbidden');
      // It may still move: only the attack is taken away.
      expect(isLegal(s, { type: 'move', card: foe, cell: cell('c4') }), how).toBe(true);
      s = endTurn(endTurn(s));
      expect([s.active, isLegal(s, attack)], how).toEqual([1, true]);
    }
  });

  it('KL-MV-01 一张对方卡灵直到对方回合结束无法移动: no move action (nor 调兵奇袭, KL-SK-03) in its next turn, rejected with the reason; it moves again the turn after', () => {
    for (const [how, s0] of boards('缚足者')) {
      let s = endTurn(activate(s0).s);
      const foe = at(s, 'c3');
      const move: Action = { type: 'move', card: foe, cell: cell('c4') };
      expect(isLegal(s, move), how).toBe(false);
      expect(legalActions(s), how).not.toContainEqual(expect.objectContaining({ type: 'move', card: foe }));
      rejects(s, move, 'move/forbidden');
      // KL-SK-03 调兵奇袭 moves it no more than its own move action does.
      const skill: Action = { type: 'skillMove', card: foe, cell: cell('c4') };
      expect(isLegal(s, skill), how).toBe(false);
      rejects(s, skill, 'move/forbidden');
      expect(isLegal(s, { type: 'attack', attacker: foe, cell: cell('c2') }), how).toBe(true);
      s = endTurn(endTurn(s));
      expect([isLegal(s, move), isLegal(s, skill)], how).toEqual([true, true]);
    }
  });

  it('KL-CB-01 令一张对方卡灵本回合不能攻击: the marker is on for this turn only; in its own next turn the 卡灵 attacks', () => {
    for (const [how, s0] of boards('迟滞者')) {
      const { s: s1 } = activate(s0);
      const foe = at(s1, 'c3');
      expect(
        s1.mods.filter((m) => m.target === foe).map((m) => [m.key, m.until]),
        how,
      ).toEqual([['forbid:attack', s1.turn]]);
      const s = endTurn(s1);
      expect(
        s.mods.some((m) => m.target === foe),
        how,
      ).toBe(false);
      expect(isLegal(s, { type: 'attack', attacker: foe, cell: cell('c2') }), how).toBe(true);
    }
  });
});
