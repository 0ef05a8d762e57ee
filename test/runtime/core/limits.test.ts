// Limit scopes: per turn, on the field, per name per turn, per game, combined.

import { describe, expect, it } from 'vitest';
import { canUseLimits, moveCard, recordLimits, type LimitDef } from '../../../runtime/index.js';
import { board, inst } from '../helpers.js';

const L = (scope: LimitDef['scope'], count = 1): LimitDef[] => [{ scope, count }];

describe('limit scopes', () => {
  it('KL-LIM-01 回N: per instance per turn', () => {
    const s = board({ p0: { main: ['Medic', 'Medic'] } });
    const [a, b] = [0, 1].map((i) => inst(s, 0, 'main', 'Medic', i));
    recordLimits(s, L('turn'), a, 0, 0);
    expect(canUseLimits(s, L('turn'), a, 0, 0)).toBe(false);
    expect(canUseLimits(s, L('turn'), b, 0, 0)).toBe(true);
    expect(canUseLimits(s, L('turn', 2), a, 0, 0)).toBe(true);
    s.turn++;
    expect(canUseLimits(s, L('turn'), a, 0, 0)).toBe(true);
  });

  it('KL-LIM-02 场N: per instance while on the field; leaving and re-entering resets it', () => {
    const s = board({ p0: { main: ['Medic'] } });
    const a = inst(s, 0, 'main', 'Medic');
    recordLimits(s, L('field'), a, 0, 0);
    s.turn += 5;
    expect(canUseLimits(s, L('field'), a, 0, 0)).toBe(false);
    moveCard(s, a, 1, 0);
    moveCard(s, a, 2, 0);
    expect(canUseLimits(s, L('field'), a, 0, 0)).toBe(true);
  });

  it('KL-LIM-03 限N: shared by same-name cards of one player, per turn', () => {
    const s = board({ p0: { main: ['Medic', 'Medic'] }, p1: { main: ['Medic'] } });
    const [a, b] = [0, 1].map((i) => inst(s, 0, 'main', 'Medic', i));
    const c = inst(s, 1, 'main', 'Medic');
    recordLimits(s, L('nameTurn'), a, 0, 0);
    expect(canUseLimits(s, L('nameTurn'), b, 0, 0)).toBe(false);
    expect(canUseLimits(s, L('nameTurn'), c, 0, 1)).toBe(true);
    s.turn++;
    expect(canUseLimits(s, L('nameTurn'), b, 0, 0)).toBe(true);
  });

  it('KL-LIM-04 极N: per player per name for the whole game', () => {
    const s = board({ p0: { main: ['Medic', 'Medic'] } });
    const [a, b] = [0, 1].map((i) => inst(s, 0, 'main', 'Medic', i));
    recordLimits(s, L('game', 2), a, 0, 0);
    s.turn += 10;
    expect(canUseLimits(s, L('game', 2), b, 0, 0)).toBe(true);
    recordLimits(s, L('game', 2), b, 0, 0);
    expect(canUseLimits(s, L('game', 2), a, 0, 0)).toBe(false);
  });

  it('KL-LIM-05 combined limits: every limit must allow the use (极2限1)', () => {
    const s = board({ p0: { main: ['Medic', 'Medic'] } });
    const [a, b] = [0, 1].map((i) => inst(s, 0, 'main', 'Medic', i));
    const lim: LimitDef[] = [
      { scope: 'game', count: 2 },
      { scope: 'nameTurn', count: 1 },
    ];
    recordLimits(s, lim, a, 0, 0);
    expect(canUseLimits(s, lim, b, 0, 0)).toBe(false);
    s.turn++;
    recordLimits(s, lim, b, 0, 0);
    s.turn++;
    expect(canUseLimits(s, lim, a, 0, 0)).toBe(false);
  });

  it('limits are copy-on-write: recording on a clone leaves the original untouched', async () => {
    const { cloneState } = await import('../../../runtime/index.js');
    const s = board({ p0: { main: ['Medic'] } });
    const c = cloneState(s);
    recordLimits(c, L('turn'), inst(c, 0, 'main', 'Medic'), 0, 0);
    expect(canUseLimits(s, L('turn'), inst(s, 0, 'main', 'Medic'), 0, 0)).toBe(true);
  });

  it('counted uses are part of the serialized state (the "illegal action leaves the state unchanged" checks see them)', () => {
    const s = board({ p0: { main: ['Medic'] } });
    const before = JSON.stringify(s);
    recordLimits(s, L('turn'), inst(s, 0, 'main', 'Medic'), 0, 0);
    expect(JSON.stringify(s)).not.toBe(before);
  });
});
