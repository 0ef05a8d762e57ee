// The actions a 光暗 player can take: 光暗's own, and the driver's 'choose' (answer a decision) and 'pass'.

import type { CoreAction } from '../../core/ruleset.js';

export type GuanganAction = GuanganOwnAction | CoreAction;

export type GuanganOwnAction =
  // GA-CT-01..08: use a card from hand or one set in the 用牌区; `replace` = the continuous card it takes the slot of (GA-CT-08).
  | { type: 'use'; card: number; replace?: number }
  // GA-CT-01: set a response or counter card face-down in the 用牌区.
  | { type: 'set'; card: number }
  // GA-CB-01..03: a character or summon attacks; target = instance or playerRef(p).
  | { type: 'sortie'; attacker: number; target: number }
  // GA-TRN-02/03: 准备阶段 → 战斗阶段, 战斗阶段 → end of turn.
  | { type: 'endPhase' };
