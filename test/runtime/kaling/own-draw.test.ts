// 卡灵时代 当此卡被抽到时 (KL-TRN-03 抽牌阶段; a draw is 抽卡, KL-TX-04's decision): the drawn card's own line wakes in the hand, as its own 被除外时 does off the
// field (core/triggers.ts OWN_AFTER_LEAVING; docs/rules-decisions.md). Played on real boards with the interpreter and
// with the set's compiled code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardPool, KalingState } from '../../../runtime/index.js';
import type { LoadedSet } from '../../../compiler/scenario/set-cache.js';
import { bothWays, onEachPool } from '../compiled/compiled-sets.js';
import { act, kboard } from './helpers.js';

const CARDS = `卡牌 木桩
  类型：卡灵
  等级：1
  AP：1  DP：1
  SP：1
  攻击区域：上

卡牌 灵感
  类型：战术
  【瞬发】当此卡被抽到时，抽1张卡。
`;

let interpreted: LoadedSet;
let compiled: CardPool;
let resolved: () => number;

beforeAll(async () => {
  ({ interpreted, compiled, resolved } = await bothWays('kaling', '被抽到', CARDS));
}, 120_000);

afterAll(() => expect(resolved()).toBeGreaterThanOrEqual(1));

const zone = (s: KalingState, p: number, z: string): string[] =>
  s.players[p].zones[s.zoneNames.indexOf(z)].map((id) => s.defs[s.cards[id].def].name);

/** Ends A's turn, then B's (every window passed, questions answered with the first option), up to A's next turn. */
function toNextTurn(s: KalingState): KalingState {
  let t = act(s, { type: 'endTurn' }).state;
  for (
    let i = 0;
    i < 200 && t.winner === null && !(t.active === 0 && !t.pending && !t.window && t.turn > s.turn + 1);
    i++
  )
    t = act(t, t.pending ? { type: 'choose', index: 0 } : t.window ? { type: 'pass' } : { type: 'endTurn' }).state;
  return t;
}

describe('卡灵时代 当此卡被抽到时', () => {
  it('KL-TRN-03 the card drawn in its owner’s draw phase wakes its own 瞬发 line in the hand (KL-CH-02: its owner uses it), and the 战术 is used up (KL-CT-03)', () => {
    const board = '. . . . .\n. . . . .\n. . . . .\n. . . . .\n. . A:木桩 . .';
    const A = { hand: [], deck: ['灵感', '木桩', '木桩', '木桩', '木桩', '木桩', '木桩', '木桩'] };
    const s0 = kboard({ board, seed: 5, A, B: { deck: Array<string>(8).fill('木桩') }, set: interpreted });
    for (const [how, s1] of onEachPool(s0, compiled)) {
      const deckBefore = zone(s1, 0, 'deck').length;
      const s = toNextTurn(s1);
      // The draw drew 灵感 (the deck's top); its owner chose to use its line (KL-CH-02), which drew one more — and a
      // used 战术 goes to the 弃区 (KL-CT-03): it went to the discard, the 木桩 drawn is in the hand.
      expect(deckBefore - zone(s, 0, 'deck').length, how).toBe(2);
      expect([zone(s, 0, 'hand'), zone(s, 0, 'discard')], how).toEqual([['木桩'], ['灵感']]);
    }
  });
});
