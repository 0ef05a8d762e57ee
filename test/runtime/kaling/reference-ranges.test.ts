// 卡灵时代 a range or direction after a reference (此卡灵上方, 自身O2范围内, 此卡灵直视的, 其上方, 该卡灵O1范围内,
// 那张卡灵O1范围内): the cards (areas) there, measured from the card the reference names — never the referenced card
// itself (KL-TG-02..05, KL-ZN-07, KL-TX-07). Played on real boards, by the interpreter and by the compiled set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardPool, KalingState } from '../../../runtime/index.js';
import type { LoadedSet } from '../../../compiler/scenario/set-cache.js';
import { bothWays, onEachPool, type Mode } from '../compiled/compiled-sets.js';
import {
  act,
  activatePlayed,
  at,
  card,
  cell,
  chooseArea,
  kboard,
  names,
  rejects,
  settle,
  type BoardOptions,
  type Played,
} from './helpers.js';

const CARDS = `卡牌 上刺
  类型：卡灵
  等级：1
  AP：1  DP：1  SP：0
  【启动】免能：清除此卡灵上方的一张对方卡灵。

卡牌 前刺
  类型：卡灵
  等级：1
  AP：1  DP：1  SP：0
  【启动】免能：清除此卡灵前方的对方卡灵。

卡牌 封上
  类型：卡灵
  等级：1
  AP：1  DP：1  SP：0
  【启动】免能：封锁此卡灵上方的区域。

卡牌 鼓舞者
  类型：卡灵
  等级：1
  AP：1  DP：1  SP：0
  【启动】免能：令自身O2范围内的所有己方卡灵DP+1。

卡牌 直视者
  类型：卡灵
  等级：1
  AP：1  DP：1  SP：0
  【启动】免能：清除此卡灵直视的一张对方卡灵。

卡牌 驱逐者
  类型：卡灵
  等级：1
  AP：1  DP：1  SP：0
  【启动】免能：回归此卡灵O1范围内的一张对方卡灵。

卡牌 回档者
  类型：卡灵
  等级：1
  AP：1  DP：1  SP：0
  【启动】免能：将此卡灵O1范围内的一张对方卡灵回档。

卡牌 旗手
  类型：卡灵
  等级：1
  AP：1  DP：1  SP：0
  【永恒】此卡灵O1范围内的己方卡灵AP+1。

卡牌 凝视者
  类型：卡灵
  等级：1
  AP：1  DP：1  SP：0
  【永恒】自身直视的对方卡灵AP-1。

卡牌 探子
  类型：卡灵
  等级：1
  AP：1  DP：1  SP：0
  【启动】免能：若此卡灵上方有对方卡灵，抽1张卡。

卡牌 连刺
  类型：卡灵
  等级：1
  AP：1  DP：1  SP：0
  【启动】免能：令一张对方卡灵AP-1，然后清除其上方的一张对方卡灵。

卡牌 连削
  类型：卡灵
  等级：1
  AP：1  DP：1  SP：0
  【启动】免能：令一张对方卡灵AP-1，然后令该卡灵O1范围内的所有对方卡灵DP-1。

卡牌 守望
  类型：卡灵
  等级：1
  AP：1  DP：1  SP：0
  【瞬发】当对方卡灵降临时，令那张卡灵O1范围内的所有对方卡灵DP-1。

卡牌 木桩
  类型：卡灵
  等级：1
  AP：0  DP：3  SP：0

卡牌 新兵
  类型：卡灵
  等级：1
  AP：1  DP：1  SP：0

卡牌 盾卫
  类型：卡灵
  等级：1
  AP：5  DP：5  SP：0
`;

let interpreted: LoadedSet;
let compiled: CardPool;
let resolved: () => number;

beforeAll(async () => {
  ({ interpreted, compiled, resolved } = await bothWays('kaling', '范围起点', CARDS));
}, 120_000);

afterAll(() => expect(resolved()).toBeGreaterThanOrEqual(10));

/** The board on each pool (interpreter first). */
function boards(o: BoardOptions): [Mode, KalingState][] {
  return onEachPool(kboard({ ...o, set: interpreted }), compiled);
}

/** A activates the 【启动】 of its 卡灵 in `area`; windows passed, each question answered by `pick` (else its first option). */
function activate(s: KalingState, area: string, pick?: string): Played {
  const want = pick === undefined ? -1 : at(s, pick);
  return activatePlayed(s, at(s, area), (d) =>
    Math.max(
      0,
      d.options.findIndex((o) => o.value === want),
    ),
  );
}

const stat = (s: KalingState, id: number, name: string): number => s.pool.rules.hooks.stat(s, id, name);
const discard = (s: KalingState, p: number): string[] => names(s, p, 'discard');
const standing = (s: KalingState, area: string): boolean => s.grid![cell(area)] >= 0;

describe('卡灵时代 a range measured from a reference', () => {
  it('KL-ZN-07 清除此卡灵上方的一张对方卡灵: the 卡灵 above is cleared, not this card; one beside it is not', () => {
    const board = '. . . . .\n. . . . .\n. . B:木桩 . .\n. B:木桩 A:上刺 . .\n. . . . .';
    for (const [how, s] of boards({ board })) {
      const r = activate(s, 'c2');
      expect(r.asked, how).toEqual([]);
      expect(discard(r.s, 0), how).toEqual([]);
      expect(standing(r.s, 'c2'), how).toBe(true);
      expect(standing(r.s, 'c3'), how).toBe(false);
      expect(discard(r.s, 1), how).toEqual(['木桩']);
      expect(standing(r.s, 'b2'), how).toBe(true);
    }
  });

  it('KL-ZN-07 清除此卡灵前方的对方卡灵: every opposing 卡灵 in the area in front (one area away), this card stays', () => {
    const board = '. . . . .\n. . B:木桩 . .\n. . B:木桩 . .\n. . A:前刺 . .\n. . . . .';
    for (const [how, s] of boards({ board })) {
      const r = activate(s, 'c2');
      expect(discard(r.s, 0), how).toEqual([]);
      expect(standing(r.s, 'c3'), how).toBe(false);
      expect(standing(r.s, 'c4'), how).toBe(true);
    }
  });

  it('KL-TX-07 封锁此卡灵上方的区域: the area above is locked, empty or held, and no other', () => {
    for (const board of [
      '. . . . .\n. . . . .\n. . . . .\n. . A:封上 . .\n. . . . .',
      '. . . . .\n. . . . .\n. . B:木桩 . .\n. . A:封上 . .\n. . . . .',
    ])
      for (const [how, s] of boards({ board })) {
        const r = activate(s, 'c2');
        expect(
          r.events.some((e) => e.type === 'locked'),
          how,
        ).toBe(true);
        const locked = r.s.gridLocks!.flatMap((t, c) => (t >= r.s.turn ? [c] : []));
        expect(locked, how).toEqual([cell('c3')]);
      }
  });

  it('KL-TG-03 令自身O2范围内的所有己方卡灵DP+1: own 卡灵 up to two areas away, not this card, not farther ones', () => {
    const board = '. . . . .\n. . . . .\nA:木桩 . . . .\n. . A:鼓舞者 . .\n. . . . A:木桩';
    const far = 'A:木桩 . . . .\n. . . . .\n. . . . .\n. . A:鼓舞者 . .\n. . . . .';
    for (const [how, s] of boards({ board })) {
      const r = activate(s, 'c2');
      expect(stat(r.s, at(s, 'a3'), 'dp'), how).toBe(4);
      expect(stat(r.s, at(s, 'e1'), 'dp'), how).toBe(4);
      expect(stat(r.s, at(s, 'c2'), 'dp'), how).toBe(1);
    }
    for (const [how, s] of boards({ board: far })) {
      const r = activate(s, 'c2');
      expect(stat(r.s, at(s, 'a5'), 'dp'), how).toBe(3);
      expect(stat(r.s, at(s, 'c2'), 'dp'), how).toBe(1);
    }
  });

  it('KL-TG-04 清除此卡灵直视的一张对方卡灵: the 卡灵 it sees across an empty area is cleared; one off its lines is not', () => {
    const board = '. . . . .\n. . B:木桩 B:木桩 .\n. . . . .\n. . A:直视者 . .\n. . . . .';
    for (const [how, s] of boards({ board })) {
      const r = activate(s, 'c2');
      expect(r.asked, how).toEqual([]);
      expect(standing(r.s, 'c4'), how).toBe(false);
      expect(standing(r.s, 'd4'), how).toBe(true);
      expect(standing(r.s, 'c2'), how).toBe(true);
    }
  });

  it('KL-TG-02 回归 / 回档此卡灵O1范围内的一张对方卡灵: the adjacent opposing 卡灵 leaves, this card stays', () => {
    const board = (who: string) => `. . . . .\n. . . . B:木桩\n. B:木桩 . . .\n. . A:${who} . .\n. . . . .`;
    for (const [how, s] of boards({ board: board('驱逐者') })) {
      const r = activate(s, 'c2');
      expect(names(r.s, 1, 'hand'), how).toContain('木桩');
      expect(standing(r.s, 'b3'), how).toBe(false);
      expect(standing(r.s, 'e4'), how).toBe(true);
      expect(standing(r.s, 'c2'), how).toBe(true);
    }
    for (const [how, s] of boards({ board: board('回档者'), B: { deck: [] } })) {
      const r = activate(s, 'c2');
      expect(names(r.s, 1, 'deck'), how).toEqual(['木桩']);
      expect(standing(r.s, 'b3'), how).toBe(false);
      expect(standing(r.s, 'c2'), how).toBe(true);
    }
  });

  it('KL-TG-02 【永恒】此卡灵O1范围内的己方卡灵AP+1: the own 卡灵 beside it, not this card, not a farther one', () => {
    const board = '. . . . .\n. . . . .\n. . . . A:木桩\n. A:木桩 A:旗手 . .\n. . . . .';
    for (const [how, s] of boards({ board })) {
      expect(stat(s, at(s, 'b2'), 'ap'), how).toBe(1);
      expect(stat(s, at(s, 'c2'), 'ap'), how).toBe(1);
      expect(stat(s, at(s, 'e3'), 'ap'), how).toBe(0);
    }
  });

  it('KL-TG-04 【永恒】自身直视的对方卡灵AP-1: the opposing 卡灵 it sees, not this card, not one it does not see', () => {
    const board = '. . . . .\n. . B:木桩 . B:木桩\n. . . . .\n. . A:凝视者 . .\n. . . . .';
    for (const [how, s] of boards({ board })) {
      expect(stat(s, at(s, 'c4'), 'ap'), how).toBe(-1);
      expect(stat(s, at(s, 'e4'), 'ap'), how).toBe(0);
      expect(stat(s, at(s, 'c2'), 'ap'), how).toBe(1);
    }
  });

  it('KL-ZN-07 若此卡灵上方有对方卡灵: judged on the area above this card', () => {
    const above = '. . . . .\n. . . . .\n. . B:木桩 . .\n. . A:探子 . .\n. . . . .';
    const beside = '. . . . .\n. . . . .\n. . . . .\n. . A:探子 B:木桩 .\n. . . . .';
    for (const [how, s] of boards({ board: above, A: { deck: ['木桩', '木桩'] } }))
      expect(names(activate(s, 'c2').s, 0, 'hand'), how).toHaveLength(names(s, 0, 'hand').length + 1);
    // Not even activated: the 若 of a 【启动】 is asked first (a card of B's beside it is not above it).
    for (const [, s] of boards({ board: beside, A: { deck: ['木桩', '木桩'] } }))
      rejects(s, { type: 'activate', card: at(s, 'c2'), ability: 0 }, 'activate/condition');
  });

  it('KL-ZN-07 令一张对方卡灵AP-1，然后清除其上方的一张对方卡灵: above the designated 卡灵, as its controller sees it', () => {
    // B's 卡灵 in b3 is chosen; 上 of a card of B's points at A's side (KL-ZN-07), so its 上方 is b2, not b4.
    const board = '. . . . .\n. B:木桩 . . .\n. B:木桩 . . .\n. B:木桩 . . .\n. . A:连刺 . .';
    for (const [how, s] of boards({ board })) {
      const chosen = at(s, 'b3');
      const r = activate(s, 'c1', 'b3');
      expect(r.asked, how).toEqual(['A target:木桩/木桩/木桩']);
      expect(stat(r.s, chosen, 'ap'), how).toBe(-1);
      expect(standing(r.s, 'b3'), how).toBe(true);
      expect(standing(r.s, 'b2'), how).toBe(false);
      expect(standing(r.s, 'b4'), how).toBe(true);
      expect(standing(r.s, 'c1'), how).toBe(true);
    }
  });

  it('KL-TG-02 令一张对方卡灵AP-1，然后令该卡灵O1范围内的所有对方卡灵DP-1: around the designated 卡灵, not this card', () => {
    const board = '. . . . .\n. . . . B:木桩\n. B:木桩 . . .\nB:木桩 . . . .\n. . A:连削 . .';
    for (const [how, s] of boards({ board })) {
      const r = activate(s, 'c1', 'b3');
      expect(stat(r.s, at(s, 'b3'), 'ap'), how).toBe(-1);
      expect(stat(r.s, at(s, 'b3'), 'dp'), how).toBe(3); // the centre is not in its own O1
      expect(stat(r.s, at(s, 'a2'), 'dp'), how).toBe(2);
      expect(stat(r.s, at(s, 'e4'), 'dp'), how).toBe(3);
    }
  });

  it('KL-TG-02 当对方卡灵降临时，令那张卡灵O1范围内的所有对方卡灵DP-1: around the 卡灵 that came, not the watcher', () => {
    const board = '. . B:守望 . .\n. . . . .\n. . . . .\nA:木桩 . . . A:木桩\n. . . . .';
    for (const [how, s0] of boards({ board, A: { energy: 6, hand: ['新兵'] } })) {
      let s = act(s0, { type: 'summon', card: card(s0, 0, 'hand', '新兵'), material: -1 }).state;
      if (s.pending?.kind === 'area') s = chooseArea(s, 'a1').state;
      s = settle(s, { yes: ['守望'] }).state;
      expect(stat(s, at(s, 'a2'), 'dp'), how).toBe(2);
      expect(stat(s, at(s, 'e2'), 'dp'), how).toBe(3);
      expect(stat(s, at(s, 'a1'), 'dp'), how).toBe(1);
    }
  });
});
