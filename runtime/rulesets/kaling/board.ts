// The 5×5 field from each player's side (KL-ZN-01/02/06/07): rows counted from one's own back row, own /
// public / opponent areas, empty and 封锁 areas, orthogonal steps. Player 0 sits at the bottom (grid row 4),
// player 1 at the top (grid row 0); core/grid.ts turns directions round for player 1.

import { cellAt, colOf, GRID_SIZE, rowOf } from '../../core/grid.js';
import type { KalingState } from './state.js';

export const CELLS = GRID_SIZE * GRID_SIZE;

/** KL-ZN-01: the row of `cell` counted 1–5 from `p`'s own back row (1–2 own battlefield, 3 public, 4–5 the opponent's). */
export function rowFrom(cell: number, p: number): number {
  return p === 0 ? GRID_SIZE - rowOf(cell) : rowOf(cell) + 1;
}

/** KL-ZN-01: the column 1–5 from the left as `p` sees the field. */
export function colFrom(cell: number, p: number): number {
  return p === 0 ? colOf(cell) + 1 : GRID_SIZE - colOf(cell);
}

/** The cell at row/column counted from `p`'s side (both 1–5). */
export function cellFrom(row: number, col: number, p: number): number {
  return p === 0 ? cellAt(GRID_SIZE - row, col - 1) : cellAt(row - 1, GRID_SIZE - col);
}

/** KL-ZN-01 我方战场: the two rows in front of `p`. */
export const isOwnArea = (cell: number, p: number): boolean => rowFrom(cell, p) <= 2;
/** KL-ZN-01 公共战场: the middle row. */
export const isPublicArea = (cell: number): boolean => rowOf(cell) === 2;
/** KL-ZN-02 对方底线: the opponent's back row, as `p` sees it. */
export const isOpponentBackRow = (cell: number, p: number): boolean => rowFrom(cell, p) === GRID_SIZE;

/** KL-TX-07: the area is 封锁 now. */
export function isLocked(s: KalingState, cell: number): boolean {
  return s.gridLocks![cell] >= s.turn;
}

/** KL-ZN-06: an area a card may enter or be put into: no card in it and not 封锁. */
export function isFree(s: KalingState, cell: number): boolean {
  return s.grid![cell] < 0 && s.gridLocks![cell] < s.turn;
}

/** Orthogonal neighbours of each cell (KL-MV-01), a constant table. */
export const NEIGHBOURS: readonly (readonly number[])[] = Array.from({ length: CELLS }, (_, c) => {
  const r = rowOf(c),
    k = colOf(c);
  const out: number[] = [];
  if (r > 0) out.push(c - GRID_SIZE);
  if (r < GRID_SIZE - 1) out.push(c + GRID_SIZE);
  if (k > 0) out.push(c - 1);
  if (k < GRID_SIZE - 1) out.push(c + 1);
  return Object.freeze(out);
});

/** Per player, in grid order: the areas of their battlefield (KL-SUM-04), and those plus the public row (KL-CT-03/07). */
const OWN_AREAS: readonly (readonly number[])[] = [0, 1].map((p) =>
  Array.from({ length: CELLS }, (_, c) => c).filter((c) => rowFrom(c, p) <= 2),
);
const SET_AREAS: readonly (readonly number[])[] = [0, 1].map((p) =>
  Array.from({ length: CELLS }, (_, c) => c).filter((c) => rowFrom(c, p) <= 3),
);

/** Free areas of `p`'s battlefield (KL-SUM-04). */
export function freeOwnAreas(s: KalingState, p: number): number[] {
  return OWN_AREAS[p].filter((c) => isFree(s, c));
}

/** Free areas of `p`'s battlefield or the public row: where cards are set, placed or activated (KL-CT-03/07). */
export function freeSetAreas(s: KalingState, p: number): number[] {
  return SET_AREAS[p].filter((c) => isFree(s, c));
}

/** Whether `p` has at least one such area (no array built). */
export function hasFreeArea(s: KalingState, p: number, publicToo: boolean): boolean {
  const cells = publicToo ? SET_AREAS[p] : OWN_AREAS[p];
  const grid = s.grid!,
    locks = s.gridLocks!;
  for (let i = 0; i < cells.length; i++) if (grid[cells[i]] < 0 && locks[cells[i]] < s.turn) return true;
  return false;
}

const COLS = 'abcde';

/** An area's name as `viewer` reads the board: column letter from the left, row from their back row (c3 = the centre). */
export function areaName(cell: number, viewer = 0): string {
  return `${COLS[colFrom(cell, viewer) - 1]}${rowFrom(cell, viewer)}`;
}

/** The cell an area name ('a1'…'e5', as `viewer` reads it) names, or -1. */
export function cellOfName(name: string, viewer = 0): number {
  const m = /^([a-e])([1-5])$/.exec(name.trim().toLowerCase());
  return m ? cellFrom(Number(m[2]), COLS.indexOf(m[1]) + 1, viewer) : -1;
}
