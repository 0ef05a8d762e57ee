// The actions a 卡灵时代 player can take: the ruleset's own, and the driver's 'choose' (answer a decision) and 'pass'.

import type { CoreAction } from '../../core/ruleset.js';

export type KalingAction = KalingOwnAction | CoreAction;

export type KalingOwnAction =
  | { type: 'summon'; card: number; material: number } // KL-SUM-02 付费降临: material -1 = pay energy
  | { type: 'move'; card: number; cell: number } // KL-MV-02/04: one step of a movement
  | { type: 'attack'; attacker: number; cell: number } // KL-CB-01..08: an area, or -1 = the opponent (direct)
  | { type: 'activate'; card: number; ability: number } // KL-EF-01/02: a 启动 or 瞬发 effect
  | { type: 'set'; card: number } // KL-CT-07 盖卡
  | { type: 'place'; card: number } // KL-CT-04 放置设备
  | { type: 'skillDraw' } // KL-SK-02 爆能抽卡
  | { type: 'skillMove'; card: number; cell: number } // KL-SK-03 调兵奇袭
  | { type: 'endTurn' }; // KL-TRN-04: leave the 行动阶段
