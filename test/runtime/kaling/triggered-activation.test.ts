// 卡灵时代 KL-EF-02: a 瞬发 effect that says 当……时 (or a timing such as 【降临时】) is activated at that timing, so
// it is an activation like a chosen one: 当对方发动效果时 / 当对方发动瞬发效果时 meet it, and 无效该效果 cancels that
// link (KL-CH-01). Played on real boards with the interpreter and with the set's compiled code.
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardPool, KalingState } from '../../../runtime/index.js';
import type { LoadedSet } from '../../../compiler/scenario/set-cache.js';
import { bothWays, onEachPool } from '../compiled/compiled-sets.js';
import { act, card, evs, type BoardOptions, kboard, names, settle } from './helpers.js';

const CARDS = `卡牌 盾卫
  类型：卡灵
  等级：1
  AP：1
  DP：5

卡牌 赌徒
  类型：卡灵
  等级：1
  AP：1
  DP：1
  【降临时】抽2张卡。

卡牌 识效
  类型：战术
  【瞬发】耗能1：当对方发动瞬发效果时，可以无效该效果。

卡牌 观星者
  类型：卡灵
  等级：1
  AP：1
  DP：1
  【瞬发】免能：当对方发动效果时，抽1张卡。

卡牌 回声
  类型：卡灵
  等级：1
  AP：1
  DP：1
  【瞬发】免能：当己方发动效果时，抽1张卡。
`;

let interpreted: LoadedSet;
let compiled: CardPool;

beforeAll(async () => {
  ({ interpreted, compiled } = await bothWays('kaling', '诱发的发动', CARDS));
}, 120_000);

function boards(o: BoardOptions): [string, KalingState][] {
  return onEachPool(kboard({ ...o, set: interpreted }), compiled);
}

const EMPTY = `. . . . .\n. . . . .\n. . . . .\n. . . . .\n. . . . .`;

/** A summons 赌徒 by energy into the first free area offered, then the game plays on (B says yes to `yes`). */
function summonGambler(
  s: KalingState,
  yes: string[],
): { state: KalingState; events: ReturnType<typeof act>['events'] } {
  const r = act(s, { type: 'summon', card: card(s, 0, 'hand', '赌徒'), material: -1 });
  const r2 = settle(act(r.state, { type: 'choose', index: 0 }).state, { yes });
  return { state: r2.state, events: [...r.events, ...r2.events] };
}

describe('卡灵时代 a 当……时 瞬发 effect is activated when it triggers (KL-EF-02)', () => {
  it('KL-EF-02 当对方发动瞬发效果时，可以无效该效果 cancels a 【降临时】 line', () => {
    for (const [how, s] of boards({
      A: { hand: ['赌徒'], deck: ['盾卫', '盾卫', '盾卫'] },
      B: { hand: ['识效'] },
      board: EMPTY,
    })) {
      const { state, events } = summonGambler(s, ['识效']);
      expect(evs(state, events, ['negated']), how).toEqual(['negated 赌徒']);
      expect(names(state, 0, 'hand'), how).toEqual([]);
      expect(names(state, 1, 'discard'), how).toEqual(['识效']);
      expect(state.players[1].res.energy, how).toBe(5);
    }
  });

  it('KL-EF-02 当对方发动效果时 wakes on the opponent’s triggered effect, not on one’s own', () => {
    for (const [how, s] of boards({
      A: { hand: ['赌徒'], deck: ['盾卫', '盾卫', '盾卫'] },
      B: { deck: ['盾卫', '盾卫'] },
      board: `. . A:观星者 . .\n. . . . .\n. . . . .\n. . . . .\n. . . . .`.replace('A:观星者', 'B:观星者'),
    })) {
      const { state } = summonGambler(s, []);
      expect(names(state, 0, 'hand'), how).toEqual(['盾卫', '盾卫']);
      expect(names(state, 1, 'hand'), how).toEqual(['盾卫']);
    }
  });

  it('KL-EF-02 a line that answers its own side’s activations does not wake on its own use', () => {
    for (const [how, s] of boards({
      A: { hand: ['赌徒'], deck: ['盾卫', '盾卫', '盾卫', '盾卫', '盾卫'] },
      board: `. . . . .\n. . . . .\n. . . . .\n. . . . .\n. . A:回声 . .`,
    })) {
      const { state } = summonGambler(s, []);
      // 赌徒's 降临时 (2 cards) wakes 回声 once (1 card); 回声's own activation wakes nothing more.
      expect(names(state, 0, 'hand'), how).toHaveLength(3);
    }
  });
});
