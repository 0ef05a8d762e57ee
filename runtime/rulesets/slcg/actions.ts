// The actions an SLCG player can take; `choose` answers the pending decision by option index.

export type SlcgAction =
  | { type: 'convert'; card: number } // SLCG-RES-01
  | { type: 'play'; card: number } // play a 发生 / deploy a 角色 / place a 场景, or a 突发 card in a window
  | { type: 'attack'; attacker: number; target: number } // SLCG-CB-01..03; target = instance or playerRef(p)
  | { type: 'push'; card: number } // SLCG-CB-08
  | { type: 'hinder'; card: number } // SLCG-KW-10
  | { type: 'ability'; card: number; ability: number } // 【行动】 / 【一回合一次】 abilities
  | { type: 'compensate'; choice: 'energy' | 'haste'; card?: number } // SLCG-SU-02
  | { type: 'guard'; card: number } // SLCG-KW-01
  | { type: 'pass' } // pass priority in a response window
  | { type: 'endMain' } // SLCG-TRN-04: proceed to the 抽牌阶段
  | { type: 'choose'; index: number };
