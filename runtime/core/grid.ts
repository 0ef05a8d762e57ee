// The 5×5 field of grid rulesets: cells 0..24 row-major, row 0 at the top; ranges O1/O2/直视 (KL-TG-02..05).

import type { Direction } from '../card-def.js';

export const GRID_SIZE = 5;

export const rowOf = (cell: number): number => Math.floor(cell / GRID_SIZE);
export const colOf = (cell: number): number => cell % GRID_SIZE;
export const cellAt = (row: number, col: number): number => row * GRID_SIZE + col;
const inside = (r: number, c: number): boolean => r >= 0 && r < GRID_SIZE && c >= 0 && c < GRID_SIZE;

/** Cells within Chebyshev distance `radius`, without the origin; cells beyond the edge and locked cells are absent (KL-TG-03). */
function ringCells(cell: number, radius: number, locked?: ReadonlySet<number>): number[] {
  const r0 = rowOf(cell),
    c0 = colOf(cell);
  const out: number[] = [];
  for (let r = r0 - radius; r <= r0 + radius; r++) {
    for (let c = c0 - radius; c <= c0 + radius; c++) {
      if ((r === r0 && c === c0) || !inside(r, c)) continue;
      const x = cellAt(r, c);
      if (!locked?.has(x)) out.push(x);
    }
  }
  return out;
}

/** KL-TG-02: the 8 adjacent areas. */
export const o1Cells = (cell: number, locked?: ReadonlySet<number>): number[] => ringCells(cell, 1, locked);
/** KL-TG-03: O1 plus the next ring, 24 areas. */
export const o2Cells = (cell: number, locked?: ReadonlySet<number>): number[] => ringCells(cell, 2, locked);

/** What stands in a cell for sight: nothing, a face-up card, or a face-down card. */
export type Occupant = 'empty' | 'card' | 'faceDown';

/**
 * KL-TG-04/05: the cells holding cards this cell sees — the first card along each of the four lines.
 * Face-down cards block and can be seen (直视); with `ignoreFaceDown` they are seen through (直视（无视盖卡）)
 * and are not themselves the seen card.
 */
export function sightCells(cell: number, occupant: (cell: number) => Occupant, ignoreFaceDown = false): number[] {
  const out: number[] = [];
  const r0 = rowOf(cell),
    c0 = colOf(cell);
  for (const [dr, dc] of [
    [-1, 0],
    [1, 0],
    [0, -1],
    [0, 1],
  ] as const) {
    let r = r0 + dr,
      c = c0 + dc;
    while (inside(r, c)) {
      const x = cellAt(r, c);
      const o = occupant(x);
      if (o === 'card' || (o === 'faceDown' && !ignoreFaceDown)) {
        out.push(x);
        break;
      }
      r += dr;
      c += dc;
    }
  }
  return out;
}

const DIR: Record<Direction, [number, number]> = {
  up: [-1, 0],
  down: [1, 0],
  left: [0, -1],
  right: [0, 1],
  upLeft: [-1, -1],
  upRight: [-1, 1],
  downLeft: [1, -1],
  downRight: [1, 1],
};

/** KL-ZN-07: the adjacent cell in a direction, seen by player 0 looking up the grid; player 1 sees it turned round. */
export function cellInDirection(cell: number, dir: Direction, player = 0): number {
  let [dr, dc] = DIR[dir];
  if (player === 1) {
    dr = -dr;
    dc = -dc;
  }
  const r = rowOf(cell) + dr,
    c = colOf(cell) + dc;
  return inside(r, c) ? cellAt(r, c) : -1;
}

/**
 * KL-ZN-07: the cells a direction range reaches from `cell` — the one `distance` areas away in each direction (1: the
 * adjacent one), or with `within` every one from 1 to `distance` away. Cells beyond the edge are absent; the areas in
 * between neither block nor count (a range of areas, not sight).
 */
export function directionCells(
  cell: number,
  dirs: readonly Direction[],
  player = 0,
  distance = 1,
  within = false,
): number[] {
  const out: number[] = [];
  for (const d of dirs) {
    let x = cell;
    for (let k = 1; k <= distance && x >= 0; k++) {
      x = cellInDirection(x, d, player);
      if (x >= 0 && (within || k === distance)) out.push(x);
    }
  }
  return out;
}

/**
 * KL-ZN-01: whose battlefield `cell` is in, seen from `player` (player 0 sits at the bottom, grid row 4): `self` the
 * two rows in front of them, `opponent` the two in front of the other player, `public` the middle row.
 */
export function battlefieldOf(cell: number, player: number): 'self' | 'opponent' | 'public' {
  const fromOwn = player === 0 ? GRID_SIZE - rowOf(cell) : rowOf(cell) + 1;
  return fromOwn <= 2 ? 'self' : fromOwn >= 4 ? 'opponent' : 'public';
}
