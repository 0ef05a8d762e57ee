// 卡灵时代 zones (KL-ZN-01..08). The battlefield is one zone per player whose cards stand on the 5×5 grid
// (GameState.grid); 'chain' holds a placed device while its placement link waits (KL-CT-04); 'banished' is 除外.

export const KALING_ZONES = ['deck', 'hand', 'battlefield', 'discard', 'banished', 'chain'] as const;

export const Z = { deck: 0, hand: 1, battlefield: 2, discard: 3, banished: 4, chain: 5 } as const;
