// A verb that takes a card written with none after it (令其失去【守护】并横置, 选择一个对方角色，…并横置, SLCG-TX-09): it acts on
// the card of the change before it in its clause, or on the chosen X (SLCG-TG-01) — one designation for both. With no
// such card before it (抽1张卡，并横置) it names nothing: CS1016. Played on real SLCG states with a compiled set and with
// the interpreter over the same cards.

import { beforeAll, describe, expect, it } from 'vitest';
import type { CardPool, SlcgState } from '../../../runtime/index.js';
import { Analysis } from '../../../compiler/analysis.js';
import { MODES, textPools, type Mode } from '../compiled/compiled-sets.js';
import { board, inst, playAnswering, slcgCards, type SideSpec } from '../helpers.js';

const CARDS = `卡牌 破防
  类型：发生
  费用：0
  选择一个对方角色，令其失去【守护】并横置。

卡牌 压制
  类型：发生
  费用：0
  令一个对方角色失去【守护】，然后横置。

卡牌 卫兵
  类型：角色
  费用：0
  常值：3 攻
  【守护】

卡牌 哨兵
  类型：角色
  费用：0
  常值：2 攻
  【守护】
`;

let pools: Record<Mode, CardPool>;

beforeAll(async () => {
  pools = await textPools('slcg', '省略宾语', CARDS);
});

function on(mode: Mode, p0: SideSpec, p1: SideSpec): SlcgState {
  return board({ pool: pools[mode], p0, p1 });
}

/** Plays `card` choosing `pick` wherever a target is asked. */
function play(s: SlcgState, card: string, pick: string): SlcgState {
  return playAnswering(s, card, (d, t) => {
    const k = d.options.findIndex((o) => typeof o.value === 'number' && t.defs[t.cards[o.value].def]?.name === pick);
    return k >= 0 ? k : 0;
  }).s;
}

describe.each(MODES)('SLCG 令其…并横置 (%s)', (mode) => {
  for (const card of ['破防', '压制'])
    it(`SLCG-TX-09 / SLCG-TG-01 ${card}: the one chosen character loses 【守护】 and is tapped, the other is untouched`, () => {
      const s = play(on(mode, { hand: [card] }, { main: ['卫兵', '哨兵'] }), card, '哨兵');
      const sentry = inst(s, 1, 'main', '哨兵');
      const guard = inst(s, 1, 'main', '卫兵');
      expect(s.cards[sentry].tapped).toBe(true);
      expect(s.pool.rules.hooks.hasKeyword(s, sentry, 'guard')).toBe(false);
      expect(s.cards[guard].tapped).toBe(false);
      expect(s.pool.rules.hooks.hasKeyword(s, guard, 'guard')).toBe(true);
    });
});

describe('SLCG 令其…并横置, lowered', () => {
  it('SLCG-TX-09 the IR: the tap takes the card of the change before it (ref it)', () => {
    const [breach, press] = slcgCards(CARDS);
    for (const d of [breach, press]) {
      const [lose, tap] = d.abilities[0].effects;
      expect(lose.op).toBe('loseKeyword');
      expect(tap).toMatchObject({ op: 'tap', target: { ref: 'it' } });
    }
  });

  it('SLCG-TX-09 CS1016: a bare 横置 with no card before it to continue names nothing', () => {
    const text = '规则：slcg\n卡牌 测\n  类型：发生\n  费用：0\n  抽1张卡，并横置。\n';
    const ds = new Analysis().checkFile(text, 'a.card').diagnostics;
    expect(ds.map((d) => [d.code, text.slice(d.span.start, d.span.end)])).toEqual([['CS1016', '横置']]);
  });
});
