// Reading card references in scenarios: `名称` or `名称#2` (the second copy), and player letters A / B.
import type { GameState } from '../../runtime/index.js';
import type { PlayerName } from './types.js';

export interface CardRef {
  name: string;
  /** 0-based copy among the matches. */
  nth: number;
}

export function parseRef(text: string): CardRef {
  const m = /^(.*?)#(\d+)$/.exec(text.trim());
  return m && m[1] ? { name: m[1], nth: Math.max(0, Number(m[2]) - 1) } : { name: text.trim(), nth: 0 };
}

export const playerIndex = (p: PlayerName): number => (p === 'B' ? 1 : 0);
export const playerName = (p: number): PlayerName => (p === 1 ? 'B' : 'A');

export const cardName = (s: GameState, id: number): string => s.defs[s.cards[id].def].name;

/** Instances of player `p` in `zone` named like the ref, in zone order. */
function findAll(s: GameState, p: number, zone: string, name: string): number[] {
  const z = s.zoneNames.indexOf(zone);
  return s.players[p].zones[z].filter((id) => cardName(s, id) === name);
}

export function findCard(s: GameState, p: number, zone: string, ref: CardRef): number | undefined {
  return findAll(s, p, zone, ref.name)[ref.nth];
}
