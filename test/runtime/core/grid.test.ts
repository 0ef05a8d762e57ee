// The 5×5 grid: O1/O2/直视/直视（无视盖卡） ranges and range-filtered targeting.

import { describe, expect, it } from 'vitest';
import { candidates, cellAt, cellInDirection, o1Cells, o2Cells, sightCells, type Occupant, type RulesHooks } from '../../../runtime/index.js';
import { board, inst } from '../helpers.js';

const C = 12; // centre of the 5×5 grid

describe('5×5 grid ranges (卡灵时代)', () => {
  it('KL-TG-02 O1范围: the 8 adjacent areas, not the card\'s own; fewer at the edge; locked areas absent', () => {
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
    const occ = new Map<number, Occupant>([[cellAt(2, 4), 'card'], [cellAt(0, 2), 'card'], [cellAt(1, 2), 'card'], [cellAt(4, 2), 'faceDown'], [cellAt(2, 0), 'card']]);
    const at = (x: number): Occupant => occ.get(x) ?? 'empty';
    expect(sightCells(C, at).sort((a, b) => a - b)).toEqual([cellAt(1, 2), cellAt(2, 0), cellAt(2, 4), cellAt(4, 2)].sort((a, b) => a - b));
    expect(sightCells(C, at)).not.toContain(cellAt(0, 2)); // hidden behind (1,2)
    expect(sightCells(C, () => 'card').length).toBe(4);
    expect(sightCells(C, () => 'empty')).toEqual([]);
  });

  it('KL-TG-05 直视（无视盖卡）: face-down cards are seen through', () => {
    const occ = new Map<number, Occupant>([[cellAt(3, 2), 'faceDown'], [cellAt(4, 2), 'card']]);
    const at = (x: number): Occupant => occ.get(x) ?? 'empty';
    expect(sightCells(C, at, false)).toEqual([cellAt(3, 2)]);
    expect(sightCells(C, at, true)).toEqual([cellAt(4, 2)]);
  });

  it('KL-ZN-07 directions are seen from each player\'s side', () => {
    expect(cellInDirection(C, 'up', 0)).toBe(7);
    expect(cellInDirection(C, 'up', 1)).toBe(17);
    expect(cellInDirection(0, 'upLeft', 0)).toBe(-1);
  });

  it('KL-TG-02..04 range filters select card targets on a grid state', () => {
    const s = board({ p0: { main: ['Striker'] }, p1: { main: ['Pusher', 'Pusher', 'Pusher'] } });
    s.grid = new Array(25).fill(-1);
    const place = (id: number, cell: number): void => { s.cards[id].cell = cell; s.grid![cell] = id; };
    const src = inst(s, 0, 'main', 'Striker');
    const [a, b, c] = [0, 1, 2].map((i) => inst(s, 1, 'main', 'Pusher', i));
    place(src, C); place(a, 7); place(b, 2); place(c, 24);
    const hooks: RulesHooks = {
      fieldZones: [2], kindMatches: () => true, stat: () => 0, hasKeyword: () => false, conditionValue: () => 0,
    };
    const ctx = { controller: 0, source: src, subject: -1 };
    expect(candidates(s, hooks, { side: 'opponent', range: { kind: 'O1' } }, ctx)).toEqual([a]);
    expect(candidates(s, hooks, { side: 'opponent', range: { kind: 'O2' } }, ctx).sort()).toEqual([a, b, c].sort());
    expect(candidates(s, hooks, { side: 'opponent', range: { kind: 'sight' } }, ctx)).toEqual([a]);
    s.gridLocks = new Array<number>(25).fill(-1);
    s.gridLocks[7] = 99;
    expect(candidates(s, hooks, { side: 'opponent', range: { kind: 'O1' } }, ctx)).toEqual([]);
    expect(candidates(s, hooks, { kind: 'area', range: { kind: 'O1' } }, ctx).length).toBe(7);
  });
});
