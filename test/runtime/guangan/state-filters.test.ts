// GA-CHR-04 / GA-CHR-06 / GA-TG-01: 阵亡的 and 被封印的 in a target are the states they name. The shared filter test
// leaves the IR filters 'dead' and 'sealed' to the ruleset, and 光暗's targetability ignored them: 若己方场上有阵亡的角色
// held with no dead character (it counted the living), and 令一个被封印的己方角色倒计时-1 was offered dead characters too.
// Played on real 光暗 states.
import { describe, expect, it } from 'vitest';
import { board, card, readySide, setWith, usePlayed, Z, plain } from './helpers.js';

const SET = setWith(
  [
    plain('哀悼', '若己方场上有阵亡的角色，抽2张卡。'),
    plain('解封', '令一个被封印的己方角色倒计时-1。'),
    plain('续命', '令一个阵亡的己方角色复活倒计时-1。'),
  ].join('\n'),
);

const handSize = (s: ReturnType<typeof board>) => s.players[0].zones[Z.hand].length;

describe('GA-TG-01 阵亡的 / 被封印的 in a target', () => {
  it('GA-CHR-04 若己方场上有阵亡的角色: holds with a dead character, fails with none', () => {
    const dead = board(
      { A: readySide(['林燃', { card: '夜昙', hp: 7 }], { hand: ['哀悼'] }), B: readySide(['霜月']) },
      {},
      1,
      SET,
    );
    expect(handSize(usePlayed(dead, '哀悼').s)).toBe(0); // nobody dead: no draw
    const one = board(
      {
        A: { ...readySide(['林燃'], { hand: ['哀悼'] }), characters: ['林燃', { card: '夜昙', dead: 2 }] },
        B: readySide(['霜月']),
      },
      {},
      1,
      SET,
    );
    expect(handSize(usePlayed(one, '哀悼').s)).toBe(2);
  });

  it('GA-CHR-06 GA-CHR-05 令一个被封印的己方角色倒计时-1: only the sealed one is offered and counts down', () => {
    const s = board(
      {
        A: {
          ...readySide(['林燃'], { hand: ['解封'] }),
          characters: ['林燃', { card: '夜昙', dead: 3 }, { card: '苍岚', sealed: 1 }],
        },
        B: readySide(['霜月']),
      },
      {},
      1,
      SET,
    );
    const r = usePlayed(s, '解封');
    expect(r.asked).toEqual([]); // one sealed character: nothing to choose
    expect(r.s.flags.sealed[card(r.s, 0, '苍岚', Z.positions)]).toBe(0);
    expect(r.s.flags.revive[card(r.s, 0, '夜昙', Z.positions)]).toBe(3);
  });

  it('GA-CHR-04 GA-CHR-05 令一个阵亡的己方角色复活倒计时-1: only the dead one is offered', () => {
    const s = board(
      {
        A: {
          ...readySide(['林燃'], { hand: ['续命'] }),
          characters: ['林燃', { card: '夜昙', dead: 3 }, { card: '苍岚', sealed: 2 }],
        },
        B: readySide(['霜月']),
      },
      {},
      1,
      SET,
    );
    const r = usePlayed(s, '续命');
    expect(r.asked).toEqual([]);
    expect(r.s.flags.revive[card(r.s, 0, '夜昙', Z.positions)]).toBe(2);
    expect(r.s.flags.sealed[card(r.s, 0, '苍岚', Z.positions)]).toBe(2);
  });
});
