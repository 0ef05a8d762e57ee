// A bracket timing holds any event word of 当…时 (docs/language.md, Timings): 【复活时】 is 当此卡复活时 (GA-CHR-04), this
// character's own moment. Played on a real 光暗 board: the character dies, its countdown runs out, it comes back, and the
// line wakes.
import { describe, expect, it } from 'vitest';
import { board, card, characterWith, choose, has, nextTurn, pass, track, use } from './helpers.js';

const ALL = ['林燃', '苍岚', '霜月', '夜昙', '白曜'];
const side = (more: object = {}) => ({
  characters: ALL,
  deck: ['雪落', '雪落', '雪落'],
  lightDark: 6,
  gained: 6,
  side: 'light' as const,
  stamina: 6,
  ...more,
});

describe('光暗 bracket timings of event words', () => {
  it('GA-CHR-04 【复活时】 wakes when this character revives (not when it dies)', () => {
    const set = characterWith('林燃', '【复活时】对对方牌手造成2点真实伤害。');
    const log = track();
    let s = board(
      { A: side({ hand: ['噬魂'] }), B: side({ characters: [{ card: '林燃', hp: 3, position: 2 }, '霜月', '苍岚'] }) },
      {},
      1,
      set,
    );
    const lin = card(s, 1, '林燃');
    s = log.go(use(s, '噬魂'));
    s = log.go(choose(s, lin));
    for (let i = 0; i < 10 && (s.pending || s.window); i++) s = log.go(s.pending ? choose(s, 0) : pass(s));
    expect(s.flags.revive[lin]).toBe(3);
    expect(has(log.events, 'activated', (e) => e.card === lin)).toBe(false);
    expect(s.players[0].res.hp).toBe(30);
    for (let i = 0; i < 8 && s.flags.revive[lin] > 0; i++) s = nextTurn(s);
    expect(s.flags.revive[lin]).toBe(0);
    expect(s.players[0].res.hp).toBe(28);
  });
});
