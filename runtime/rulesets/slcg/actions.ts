// The actions an SLCG player can take: SLCG's own, and the driver's 'choose' (answer a decision) and 'pass'.

import type { CoreAction } from '../../core/ruleset.js';

export type SlcgAction = SlcgOwnAction | CoreAction;

export type SlcgOwnAction =
  | { type: 'convert'; card: number } // SLCG-RES-01
  | { type: 'play'; card: number } // play a 发生 / deploy a 角色 / place a 场景, or a 突发 card in a window
  | { type: 'attack'; attacker: number; target: number } // SLCG-CB-01..03; target = instance or playerRef(p)
  | { type: 'push'; card: number } // SLCG-CB-08
  | { type: 'hinder'; card: number } // SLCG-KW-10
  | { type: 'ability'; card: number; ability: number } // 【行动】 / 【一回合一次】 abilities
  | { type: 'compensate'; choice: 'energy' | 'haste'; card?: number } // SLCG-SU-02
  | { type: 'guard'; card: number } // SLCG-KW-01
  | { type: 'endMain' }; // SLCG-TRN-04: proceed to the 抽牌阶段
