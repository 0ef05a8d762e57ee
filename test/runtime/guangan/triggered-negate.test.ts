// 无效那次攻击 on a character's triggered line (GA-CH-04: a line of a card in force goes on the chain as an
// 'ability' link): a sortie woke it, so it goes on the chain above the sortie (GA-CB-01: the sortie resolves when the
// chain on it does) and resolves first, cancelling the sortie (GA-CT-06). Played on a real 光暗 state.
import { describe, expect, it } from 'vitest';
import { board, characterWith, has, pass, sortie, toBattle, track } from './helpers.js';

const ALL = ['林燃', '苍岚', '霜月', '夜昙', '白曜'];
const side = () => ({ characters: ALL, deck: ['雪落', '雪落', '雪落'], lightDark: 6, gained: 6, stamina: 6 });

function sortieOnLin(lines?: string) {
  const set = lines ? characterWith('林燃', lines) : undefined;
  const log = track();
  let s = toBattle(board({ A: side(), B: side() }, {}, 1, set));
  s = log.go(sortie(s, '苍岚', '林燃'));
  for (let i = 0; i < 20 && (s.window || s.pending) && s.winner === null && s.active === 0; i++) s = log.go(pass(s));
  return log.events;
}

describe('光暗 triggered 无效那次攻击', () => {
  it('GA-CB-01 / GA-CT-06 当此角色被攻击时：无效那次攻击 cancels the sortie that woke it', () => {
    const plain = sortieOnLin();
    expect(has(plain, 'damaged', (e) => e.from === 'battle')).toBe(true);
    const events = sortieOnLin('当此角色被攻击时：无效那次攻击。');
    expect(has(events, 'activated', (e) => e.info === 'trigger')).toBe(true);
    expect(has(events, 'chainResolve', (e) => e.info === 'sortie:negated')).toBe(true);
    expect(has(events, 'damaged', (e) => e.from === 'battle')).toBe(false);
  });
});
