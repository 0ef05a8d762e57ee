// GA-CH-04: a line of a card in force (a living character, a 持续 card face up in a 用牌区) that wakes on a card being
// used — 当对方发动普通卡时：无效那张卡牌 — goes on the chain as an 'ability' link above the link of the card being used,
// resolves first and negates it (GA-CT-06: the negated card goes to the discard, its text does nothing).
import { describe, expect, it } from 'vitest';
import { board, characterWith, has, passAll, track, use } from './helpers.js';

const ALL = ['林燃', '苍岚', '霜月', '夜昙', '白曜'];
const side = (hand: string[] = []) => ({
  characters: ALL,
  hand,
  deck: ['雪落', '雪落', '雪落', '雪落'],
  lightDark: 6,
  gained: 6,
  stamina: 6,
});

function useSnowfall(lines?: string) {
  const set = lines ? characterWith('林燃', lines) : undefined;
  const log = track();
  let s = board({ A: side(['雪落']), B: side() }, {}, 1, set);
  s = log.go(use(s, '雪落'));
  s = log.go(passAll(s));
  for (let i = 0; i < 10 && s.window && s.winner === null; i++) s = log.go(passAll(s));
  return { events: log.events, s };
}

describe('光暗 a line in force that negates the card being used', () => {
  it('GA-CH-04 / GA-CT-06 当对方发动普通卡时：无效那张卡牌 on a living character negates the card that woke it', () => {
    const plain = useSnowfall();
    expect(has(plain.events, 'drew', (e) => e.player === 0)).toBe(true);
    const { events } = useSnowfall('当对方发动普通卡时：无效那张卡牌。');
    expect(has(events, 'activated', (e) => e.info === 'trigger')).toBe(true);
    expect(has(events, 'drew', (e) => e.player === 0)).toBe(false);
  });
});
