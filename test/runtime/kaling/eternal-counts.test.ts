// 卡灵时代 【永恒】 lines whose number is counted (【永恒】己方场上每有一只卡灵，此卡AP+1; 此卡DP+X，X为…的数量): the value
// in force is asked again each time, so the count is too — it follows the board as cards come and go (KL-EF-03).
// Played on real boards of the bundled set with the extra cards below.
import { describe, expect, it } from 'vitest';
import type { KalingState } from '../../../runtime/index.js';
import { act, at, kboard, settle, withCards } from './helpers.js';

const set = withCards(`卡牌 头狼
  类型：卡灵
  等级：3
  AP：3  DP：3  SP：0
  【永恒】己方场上每有一只卡灵，此卡AP+1。

卡牌 铁壁兽
  类型：卡灵
  等级：3
  AP：1  DP：1  SP：0
  【永恒】此卡DP+X，X为对方战场上卡灵的数量。

卡牌 鼓手
  类型：卡灵
  等级：3
  AP：1  DP：1  SP：0
  【永恒】对方场上每有两只卡灵，O1范围内的己方卡灵AP+1。

卡牌 木偶
  类型：卡灵
  等级：1
  AP：0  DP：1  SP：0

卡牌 清场
  类型：卡灵
  等级：1
  AP：0  DP：1  SP：0
  【启动】免能：清除一张己方卡灵。
`);

const stat = (s: KalingState, area: string, name: string): number => s.pool.rules.hooks.stat(s, at(s, area), name);

describe('卡灵时代 【永恒】 counted per card', () => {
  it('KL-EF-03 【永恒】己方场上每有一只卡灵，此卡AP+1: one per own 卡灵, itself included; the opponent’s are not counted', () => {
    const s = kboard({ set, board: 'B:木偶 . . . .\n. . . . .\n. . . . .\nA:木偶 A:木偶 . . .\n. . A:头狼 . .' });
    expect(stat(s, 'c1', 'ap')).toBe(3 + 3);
  });

  it('KL-EF-03 the count follows the board: an own 卡灵 cleared takes its +1 away at once', () => {
    const s = kboard({ set, board: '. . . . .\n. . . . .\n. . . . .\nA:木偶 . . . .\n. . A:头狼 . A:清场' });
    expect(stat(s, 'c1', 'ap')).toBe(3 + 3);
    const after = settle(act(s, { type: 'activate', card: at(s, 'e1'), ability: 0 }).state).state;
    // 清场 clears the first own 卡灵 offered; whichever it is, one fewer is counted.
    expect(after.pool.rules.hooks.stat(after, at(s, 'c1'), 'ap')).toBe(3 + 2);
  });

  it('KL-EF-03 KL-ZN-01 【永恒】此卡DP+X，X为对方战场上卡灵的数量: the 卡灵 in the opponent’s two rows, either player’s', () => {
    const s = kboard({ set, board: 'B:木偶 . . . .\n. A:木偶 . . .\n. . B:木偶 . .\n. . . . .\n. . A:铁壁兽 . .' });
    expect(stat(s, 'c1', 'dp')).toBe(1 + 2);
  });

  it('KL-EF-03 KL-TG-02 【永恒】对方场上每有两只卡灵，O1范围内的己方卡灵AP+1: one per two, the rest dropped, on the 卡灵 around it', () => {
    const three = 'B:木偶 B:木偶 B:木偶 . .\n. . . . .\n. . . . .\n. A:木偶 . . .\n. . A:鼓手 . A:木偶';
    const s = kboard({ set, board: three });
    expect(stat(s, 'b2', 'ap')).toBe(1);
    expect(stat(s, 'e1', 'ap')).toBe(0);
    expect(stat(s, 'c1', 'ap')).toBe(1);
    const one = kboard({ set, board: three.replace('B:木偶 B:木偶 B:木偶', 'B:木偶 . .') });
    expect(one.pool.rules.hooks.stat(one, at(one, 'b2'), 'ap')).toBe(0);
  });
});
