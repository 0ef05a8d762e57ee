// 卡灵时代 若其… with no effect before it in a triggered ability: 其 names the trigger's subject (language.md
// "Targets": 其 with nothing before it names the trigger's subject; SLCG-TG-01 / KL-TG-01), as 若那张卡灵… does.
// `当己方卡灵被清除时，若其等级≥3，抽1张卡` reads the cleared 卡灵's level (KL-TX-01). Played on real boards with the
// interpreter and with the set's compiled code.
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardPool, KalingState } from '../../../runtime/index.js';
import type { LoadedSet } from '../../../compiler/scenario/set-cache.js';
import { bothWays, onEachPool } from '../compiled/compiled-sets.js';
import { act, at, type BoardOptions, kboard, names, settle } from './helpers.js';

const CARDS = `卡牌 盾卫
  类型：卡灵
  等级：1
  AP：5
  DP：5
  SP：0

卡牌 老将
  类型：卡灵
  等级：3
  AP：1
  DP：1
  SP：0

卡牌 守望者
  类型：卡灵
  等级：4
  AP：1
  DP：1
  SP：0
  【瞬发】免能：当己方卡灵被清除时，若其等级≥3，抽1张卡。

卡牌 守夜人
  类型：卡灵
  等级：4
  AP：1
  DP：1
  SP：0
  【瞬发】免能：当己方卡灵被清除时，若那张卡灵等级≥3，抽1张卡。

卡牌 清道夫
  类型：卡灵
  等级：1
  AP：1
  DP：1
  SP：0
  【启动】免能：清除一张等级3以下的己方卡灵。
`;

let interpreted: LoadedSet;
let compiled: CardPool;

beforeAll(async () => {
  ({ interpreted, compiled } = await bothWays('kaling', '触发主体', CARDS));
}, 120_000);

function boards(o: BoardOptions): [string, KalingState][] {
  return onEachPool(kboard({ ...o, set: interpreted }), compiled);
}

/** A's 清道夫 at c1 clears the own 卡灵 at a1 (the level 4 watcher is no candidate); how many cards A draws, the watcher's trigger accepted. */
function drawn(watcher: string, cleared: string): number[] {
  return boards({
    A: { deck: ['盾卫', '盾卫', '盾卫'] },
    board: `. . . . .\n. . . . .\n. . . . .\n. . . . A:${watcher}\nA:${cleared} . A:清道夫 . .`,
  }).map(([how, s]) => {
    const before = names(s, 0, 'hand').length;
    const r = settle(act(s, { type: 'activate', card: at(s, 'c1'), ability: 0 }).state, { yes: [watcher] }).state;
    expect(names(r, 0, 'discard'), how).toContain(cleared);
    return names(r, 0, 'hand').length - before;
  });
}

describe('卡灵时代 若其… names the trigger’s subject when nothing before it designates (KL-TG-01, KL-TX-01)', () => {
  it('KL-TG-01 当己方卡灵被清除时，若其等级≥3: a level 3 卡灵 cleared draws, a level 1 one does not', () => {
    expect(drawn('守望者', '老将')).toEqual([1, 1]);
    expect(drawn('守望者', '盾卫')).toEqual([0, 0]);
  });

  it('KL-TG-01 若那张卡灵等级≥3 reads the same card', () => {
    expect(drawn('守夜人', '老将')).toEqual([1, 1]);
    expect(drawn('守夜人', '盾卫')).toEqual([0, 0]);
  });
});
