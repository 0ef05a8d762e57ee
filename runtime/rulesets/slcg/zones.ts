// SLCG zone layout (SLCG-ZN-01..08); the trauma zone is the `trauma` counter, the 场景区 is part of main.

export const SLCG_ZONES = ['deck', 'hand', 'main', 'energy', 'discard', 'banished', 'stack'] as const;

/** Zone indices; 'stack' holds a played card while its chain link is pending. */
export const Z = { deck: 0, hand: 1, main: 2, energy: 3, discard: 4, banished: 5, stack: 6 } as const;
