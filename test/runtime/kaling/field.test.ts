// 卡灵时代 field, areas and ranges (KL-ZN, KL-TG, KL-TX-07) on real boards of the bundled set.
import { describe, expect, it } from 'vitest';
import { areaName, legalActions, rowFrom, type KalingState } from '../../../runtime/index.js';
import {
  act,
  at,
  card,
  cell,
  choose,
  chooseArea,
  isLegal,
  kboard,
  names,
  offered,
  passAll,
  rejects,
} from './helpers.js';

const areaOf = (c: number): string => areaName(c, 0);

/** Activates a hand tactic and puts it in `area`. */
function fromHand(s: KalingState, name: string, area: string, p = 0): KalingState {
  s = act(s, { type: 'activate', card: card(s, p, 'hand', name), ability: 0 }).state;
  return s.pending?.kind === 'area' ? chooseArea(s, area).state : s;
}

describe('the battlefield (KL-ZN)', () => {
  it("KL-ZN-01 5×5 areas: each player's two front rows, the public middle row, counted from each side", () => {
    let s = kboard({ A: { hand: ['猎狼', '封锁令'] }, B: { hand: ['哨兵'] } });
    s = act(s, { type: 'summon', card: card(s, 0, 'hand', '猎狼'), material: -1 }).state;
    expect(offered(s)).toEqual(['a1', 'a2', 'b1', 'b2', 'c1', 'c2', 'd1', 'd2', 'e1', 'e2']);
    expect(s.pending!.options.every((o) => rowFrom(o.value, 0) <= 2 && rowFrom(o.value, 1) >= 4)).toBe(true);
    // Cards are set or activated in one's own battlefield or the public row.
    const t0 = kboard({ A: { hand: ['封锁令'] } });
    const t = act(t0, { type: 'set', card: card(t0, 0, 'hand', '封锁令') }).state;
    expect(offered(t)).toHaveLength(15);
    expect(offered(t)).toContain('c3');
    // B's battlefield is the two rows on its side.
    let b = kboard({ active: 'B', B: { hand: ['哨兵'] } });
    b = act(b, { type: 'summon', card: card(b, 1, 'hand', '哨兵'), material: -1 }).state;
    expect(offered(b)).toEqual(['a4', 'a5', 'b4', 'b5', 'c4', 'c5', 'd4', 'd5', 'e4', 'e5']);
  });

  it("KL-ZN-02 对方底线: the opponent's back row is where a direct attack is declared from", () => {
    const s = kboard({ board: 'A:猎狼 . . . .\n. A:追猎者 . . .\n. . . . .\n. . . . B:盾卫\n. . . . B:哨兵' });
    expect(isLegal(s, { type: 'attack', attacker: at(s, 'a5'), cell: -1 })).toBe(true);
    rejects(s, { type: 'attack', attacker: at(s, 'b4'), cell: -1 }, 'attack/not-on-back-row');
    // For B, the back row to reach is A's row 1.
    const b = kboard({ active: 'B', board: 'A:猎狼 . . . .\n. . . . .\n. . . . .\n. . . . .\n. . B:哨兵 . .' });
    expect(isLegal(b, { type: 'attack', attacker: at(b, 'c1'), cell: -1 })).toBe(true);
  });

  it('KL-ZN-03 the deck is face down and draws come from its top', () => {
    const s = kboard({ B: { deck: ['幼狼', '猎狼'] } });
    const r = act(s, { type: 'endTurn' });
    expect(names(r.state, 1, 'hand')).toEqual(['幼狼']);
    expect(names(r.state, 1, 'deck')).toEqual(['猎狼']);
  });

  it('KL-ZN-04 弃区: used tactics, cleared 卡灵 and devices go there face up', () => {
    let s = kboard({
      A: { hand: ['狼群突袭'] },
      board: '. . . . .\n. . B:守护灵 . .\n. . A:雷霆战狼 . .\n. . . . .\n. . . . .',
      B: { deck: ['幼狼'] },
    });
    s = passAll(fromHand(s, '狼群突袭', 'a1')).state;
    expect(names(s, 0, 'discard')).toEqual(['狼群突袭']);
    s = act(s, { type: 'attack', attacker: at(s, 'c3'), cell: cell('c4') }).state;
    s = passAll(choose(s, 1).state).state;
    expect(names(s, 1, 'discard')).toEqual(['守护灵']);
  });

  it('KL-ZN-05 能量区: energy is a count of 6 points, spent and refilled (no card goes there)', () => {
    const s = kboard({ A: { energy: 4, hand: ['猎狼'], deck: ['盾卫'] }, B: { deck: ['盾卫'] } });
    expect(s.zoneNames).not.toContain('energy');
    const r = act(s, { type: 'summon', card: card(s, 0, 'hand', '猎狼'), material: -1 });
    expect(r.state.players[0].res.energy).toBe(3);
    expect(act(passAll(choose(r.state, cell('c1')).state).state, { type: 'endTurn' }).state.players[0].res.energy).toBe(
      6,
    );
  });

  it('KL-ZN-06 one card per area: nothing is summoned, set or moved into an occupied area', () => {
    let s = kboard({
      A: { hand: ['猎狼'] },
      board: '. . . . .\n. . . . .\n. . . . .\nA:盾卫 A:霜牙狼 A:盾卫 A:盾卫 A:盾卫\nA:盾卫 A:盾卫 A:盾卫 A:盾卫 .',
    });
    rejects(s, { type: 'move', card: at(s, 'b2'), cell: cell('c2') }, 'move/blocked');
    s = act(s, { type: 'summon', card: card(s, 0, 'hand', '猎狼'), material: -1 }).state;
    // The only free area of A's battlefield is taken at once (no question).
    expect(s.pending).toBeNull();
    expect(at(s, 'e1')).toBe(card(s, 0, 'battlefield', '猎狼'));
  });

  it("KL-ZN-07 eight directions around a card, seen from its controller: B's 上 points toward A", () => {
    const b = kboard({
      active: 'B',
      board: '. . . . .\n. . B:雷霆战狼 . .\n. A:盾卫 A:盾卫 A:盾卫 .\n. . . . .\n. . . . .',
    });
    const attacks = legalActions(b)
      .filter((a) => a.type === 'attack')
      .map((a) => areaOf(a.cell as number))
      .sort();
    expect(attacks).toEqual(['c3']); // 上 from B's side; 左/右 are empty
    const dragon = kboard({
      board: '. . . . .\n. B:盾卫 B:盾卫 B:盾卫 .\n. B:盾卫 A:深渊龙 B:盾卫 .\n. B:盾卫 B:盾卫 B:盾卫 .\n. . . . .',
    });
    expect(legalActions(dragon).filter((a) => a.type === 'attack')).toHaveLength(8);
  });

  it('KL-ZN-08 no hand limit', () => {
    const hand = Array<string>(12).fill('盾卫');
    const r = act(kboard({ A: { hand } }), { type: 'endTurn' });
    expect(names(r.state, 0, 'hand')).toHaveLength(12);
  });
});

describe('targets and ranges (KL-TG)', () => {
  it('KL-TG-01 an area target acts on its area whatever stands there; a card target reaches a card in a 封锁 area only without a range', () => {
    // 封锁令 targets an area: it may lock one holding an opponent's card.
    let s = kboard({ A: { hand: ['封锁令'] }, board: '. . . . .\n. . . . .\n. . B:盾卫 . .\n. . . . .\n. . . . .' });
    s = fromHand(s, '封锁令', 'c2');
    expect(offered(s)).toContain('c3');
    s = passAll(chooseArea(s, 'c3').state).state;
    expect(s.gridLocks![cell('c3')]).toBeGreaterThanOrEqual(s.turn);
    expect(at(s, 'c3')).toBe(card(s, 1, 'battlefield', '盾卫'));
    // 迴旋鏢 (回归…O1范围内的对方卡灵) cannot reach a card through its locked area; 遣返 (no range) can.
    const t = kboard({
      A: { hand: ['遣返', '迴旋鏢'], deck: ['幼狼'] },
      board: '. . . . .\n. . . . .\nXB:盾卫 . . . .\n. . . . .\n. . . . .',
    });
    let r = passAll(fromHand(t, '迴旋鏢', 'b2')).state;
    expect(names(r, 1, 'battlefield')).toEqual(['盾卫']);
    expect(names(r, 0, 'hand')).toEqual(['遣返', '幼狼']); // its second part still drew
    r = passAll(fromHand(r, '遣返', 'a1')).state;
    expect(names(r, 1, 'hand')).toEqual(['盾卫']);
  });

  it("KL-TG-02 O1范围: the 8 adjacent areas, not the card's own", () => {
    const s = kboard({
      A: { energy: 6 },
      board:
        '. . . . .\n. B:盾卫 B:盾卫 B:盾卫 B:盾卫\n. B:盾卫 A:雷霆战狼 B:盾卫 .\n. B:盾卫 B:盾卫 B:盾卫 .\n. . B:盾卫 . .',
    });
    const r = act(s, { type: 'activate', card: at(s, 'c3'), ability: 0 });
    expect(offered(r.state)).toEqual(['b2', 'b3', 'b4', 'c2', 'c4', 'd2', 'd3', 'd4']);
  });

  it('KL-TG-03 O2范围: 24 areas around (O1 included); fewer at the edge; 封锁 areas are absent', () => {
    let s = kboard({ A: { hand: ['封锁令'] } });
    s = fromHand(s, '封锁令', 'c3');
    expect(offered(s)).toHaveLength(24);
    const edge = fromHand(kboard({ A: { hand: ['封锁令'] } }), '封锁令', 'a1');
    expect(offered(edge)).toHaveLength(8);
    const locked = fromHand(
      kboard({ A: { hand: ['封锁令'] }, board: '. . . . .\n. . X . .\n. . . . .\n. . . . .\n. . . . .' }),
      '封锁令',
      'c2',
    );
    expect(offered(locked)).not.toContain('c4');
    expect(offered(locked)).toHaveLength(18); // rows 1–4 × 5 columns, less its own area and the locked c4
  });

  it('KL-TG-04 直视: the first card along each line; cards and face-down cards block, empty and 封锁 areas do not; at most four', () => {
    const s = kboard({
      A: { energy: 6 },
      board: '. . B:盾卫 . .\n. . B:哨兵 . .\nB:盾卫 X A:狙击手 . B:盾卫\n. . A?封锁令 . .\n. . B:盾卫 . .',
    });
    const r = act(s, { type: 'activate', card: at(s, 'c3'), ability: 0 });
    // c5 is behind c4; c1 behind the face-down card; a3 is seen over the locked b3.
    expect(offered(r.state)).toEqual(['a3', 'c4', 'e3']);
  });

  it('KL-TG-05 直视（无视盖卡）: face-down cards between do not block', () => {
    const s = kboard({ board: '. . . . .\n. . B:盾卫 . .\n. . A?封锁令 . .\n. . A:天眼 . .\n. . . . .' });
    // 天眼: 【永恒】直视（无视盖卡）的对方卡灵DP-1 — through A's own face-down card.
    expect(s.pool.rules.hooks.stat(s, at(s, 'c4'), 'dp')).toBe(3);
    const blocked = kboard({ board: '. . . . .\n. . B:盾卫 . .\n. . A?封锁令 . .\n. . A:雷霆战狼 . .\n. . . . .' });
    // 雷霆战狼's 【永恒】直视的对方卡灵DP-1 is blocked by it.
    expect(blocked.pool.rules.hooks.stat(blocked, at(blocked, 'c4'), 'dp')).toBe(4);
  });
});

describe('封锁 (KL-TX-07)', () => {
  it('KL-TX-07 a 封锁 area is absent: no summoning, setting, moving into or attacking it; a card in it stays and may leave', () => {
    const s = kboard({
      A: { hand: ['猎狼', '封锁令'] },
      board: '. . . . .\n. . . . .\n. . XA:追猎者 A:霜牙狼 .\n. . X . .\n. . . . .',
    });
    const chaser = at(s, 'c3');
    rejects(s, { type: 'move', card: at(s, 'd3'), cell: cell('c2') }, 'move/blocked');
    const summon = act(s, { type: 'summon', card: card(s, 0, 'hand', '猎狼'), material: -1 }).state;
    expect(offered(summon)).not.toContain('c2');
    const set = act(s, { type: 'set', card: card(s, 0, 'hand', '封锁令') }).state;
    expect(offered(set)).not.toContain('c2');
    expect(offered(set)).not.toContain('c3');
    // The card already in a locked area acts and leaves normally.
    const left = act(s, { type: 'move', card: chaser, cell: cell('b3') }).state;
    expect(at(left, 'b3')).toBe(chaser);
    // An attack into a locked area is refused.
    const attack = kboard({ board: '. . . . .\n. . XB:盾卫 . .\n. . A:雷霆战狼 . .\n. . . . .\n. . . . .' });
    rejects(attack, { type: 'attack', attacker: at(attack, 'c3'), cell: cell('c4') }, 'attack/locked');
  });

  it('KL-TX-07 a lock without a stated duration lasts through the next turn', () => {
    let s = kboard({ A: { hand: ['封锁令'] }, B: { deck: ['幼狼', '幼狼'] } });
    s = passAll(chooseArea(fromHand(s, '封锁令', 'c2'), 'c3').state).state;
    s = act(s, { type: 'endTurn' }).state;
    expect(s.gridLocks![cell('c3')]).toBeGreaterThanOrEqual(s.turn);
    s = act(s, { type: 'endTurn' }).state;
    expect(s.gridLocks![cell('c3')]).toBeLessThan(s.turn);
  });
});
