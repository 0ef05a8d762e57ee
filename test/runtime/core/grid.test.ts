// The 5×5 grid helpers of core/grid.ts: O1/O2/直视/直视（无视盖卡） ranges, directions, and range-filtered targeting
// on a real 卡灵时代 board (the rules themselves are played in test/runtime/kaling/).

import { describe, expect, it } from 'vitest';
import {
  candidates,
  cellAt,
  cellInDirection,
  o1Cells,
  o2Cells,
  sightCells,
  type Occupant,
} from '../../../runtime/index.js';
import { at, cell, kboard } from '../kaling/helpers.js';

const C = 12; // centre of the 5×5 grid

describe('5×5 grid ranges (卡灵时代)', () => {
  it("KL-TG-02 O1范围: the 8 adjacent areas, not the card's own; fewer at the edge; locked areas absent", () => {
    expect(o1Cells(C).sort((a, b) => a - b)).toEqual([6, 7, 8, 11, 13, 16, 17, 18]);
    expect(o1Cells(0).sort((a, b) => a - b)).toEqual([1, 5, 6]);
    expect(o1Cells(C, new Set([7]))).not.toContain(7);
  });

  it('KL-TG-03 O2范围: 24 areas around the centre, including O1', () => {
    expect(o2Cells(C).length).toBe(24);
    expect(o2Cells(C)).not.toContain(C);
    for (const x of o1Cells(C)) expect(o2Cells(C)).toContain(x);
    expect(o2Cells(0).length).toBe(8);
  });

  it('KL-TG-04 直视: the first card in each line; cards block, empty areas do not; at most four; face-down blocks and is seen', () => {
    const occ = new Map<number, Occupant>([
      [cellAt(2, 4), 'card'],
      [cellAt(0, 2), 'card'],
      [cellAt(1, 2), 'card'],
      [cellAt(4, 2), 'faceDown'],
      [cellAt(2, 0), 'card'],
    ]);
    const at = (x: number): Occupant => occ.get(x) ?? 'empty';
    expect(sightCells(C, at).sort((a, b) => a - b)).toEqual(
      [cellAt(1, 2), cellAt(2, 0), cellAt(2, 4), cellAt(4, 2)].sort((a, b) => a - b),
    );
    expect(sightCells(C, at)).not.toContain(cellAt(0, 2)); // hidden behind (1,2)
    expect(sightCells(C, () => 'card').length).toBe(4);
    expect(sightCells(C, () => 'empty')).toEqual([]);
  });

  it('KL-TG-05 直视（无视盖卡）: face-down cards are seen through', () => {
    const occ = new Map<number, Occupant>([
      [cellAt(3, 2), 'faceDown'],
      [cellAt(4, 2), 'card'],
    ]);
    const at = (x: number): Occupant => occ.get(x) ?? 'empty';
    expect(sightCells(C, at, false)).toEqual([cellAt(3, 2)]);
    expect(sightCells(C, at, true)).toEqual([cellAt(4, 2)]);
  });

  it("KL-ZN-07 directions are seen from each player's side", () => {
    expect(cellInDirection(C, 'up', 0)).toBe(7);
    expect(cellInDirection(C, 'up', 1)).toBe(17);
    expect(cellInDirection(0, 'upLeft', 0)).toBe(-1);
  });

  it('KL-TG-02..04 range filters select card targets on a real 卡灵时代 board', () => {
    const s = kboard({ board: 'B:盾卫 . B:盾卫 . .\n. . B:盾卫 . .\n. . A:雷霆战狼 . .\n. . . . .\n. . . . B:盾卫' });
    const hooks = s.pool.rules.hooks;
    const ctx = { controller: 0, source: at(s, 'c3'), subject: -1 };
    const a = at(s, 'c4'),
      b = at(s, 'c5'),
      c = at(s, 'e1'),
      d = at(s, 'a5');
    expect(candidates(s, hooks, { side: 'opponent', kind: 'kaling', range: { kind: 'O1' } }, ctx)).toEqual([a]);
    expect(candidates(s, hooks, { side: 'opponent', kind: 'kaling', range: { kind: 'O2' } }, ctx).sort()).toEqual(
      [a, b, c, d].sort(),
    );
    expect(candidates(s, hooks, { side: 'opponent', kind: 'kaling', range: { kind: 'sight' } }, ctx)).toEqual([a]);
    s.gridLocks![cell('c4')] = 99;
    expect(candidates(s, hooks, { side: 'opponent', kind: 'kaling', range: { kind: 'O1' } }, ctx)).toEqual([]);
    expect(candidates(s, hooks, { kind: 'area', range: { kind: 'O1' } }, ctx).length).toBe(7);
  });
});
