// SLCG-KW-01 【守护】: the guard becomes the target of the attack, which resolves against it normally — so the guard
// is attacked: its 【被攻击时】 (and 当己方角色被攻击时) wakes when it takes the attack over, 攻击者 naming the attacker
// (docs/rules-decisions.md). Played on real SLCG states with a compiled set and with the interpreter over the same cards.

import { beforeAll, describe, expect, it } from 'vitest';
import { mutCard, type CardPool, type GameEvent, type SlcgState } from '../../../runtime/index.js';
import { MODES, textPools, type Mode } from '../compiled/compiled-sets.js';
import { act, board, inst, names, ofType } from '../helpers.js';

const CARDS = `卡牌 盾反卫士
  类型：角色
  费用：0
  常值：4 攻
  【守护】
  【被攻击时】对攻击者造成1点伤害。

卡牌 无畏卫士
  类型：角色
  费用：0
  常值：4 攻
  【守护】
  【被攻击时】无效那次攻击。

卡牌 警钟
  类型：角色
  费用：0
  常值：2 推
  当己方角色被攻击时：推动进度+1。

卡牌 双刃游骑
  类型：角色
  费用：0
  常值：3 攻推

卡牌 木桩
  类型：角色
  费用：0
  常值：3 攻

卡牌 补给
  类型：发生
  费用：0
  抽1张卡。
`;

let pools: Record<Mode, CardPool>;

beforeAll(async () => {
  pools = await textPools('slcg', '守护被攻击', CARDS);
});

const DECK = ['补给', '补给', '补给', '补给'];

/** P0's 双刃游骑 attacks `target` (P1's card of that name, tapped; or P1 itself), and P1's `guard` takes it over. */
function guarded(mode: Mode, guard: string, p1main: string[], target?: string): { s: SlcgState; ev: GameEvent[] } {
  let s = board({ pool: pools[mode], p0: { deck: DECK, main: ['双刃游骑'] }, p1: { deck: DECK, main: p1main } });
  let t = -2;
  if (target) {
    t = inst(s, 1, 'main', target);
    mutCard(s, t).tapped = true;
  }
  const ev: GameEvent[] = [];
  let r = act(s, { type: 'attack', attacker: inst(s, 0, 'main', '双刃游骑'), target: t });
  ev.push(...r.events);
  r = act(r.state, { type: 'guard', card: inst(r.state, 1, 'main', guard) });
  ev.push(...r.events);
  s = r.state;
  for (let i = 0; i < 50 && (s.pending || s.window) && s.winner === null; i++) {
    r = act(s, s.pending ? { type: 'choose', index: 0 } : { type: 'pass' });
    ev.push(...r.events);
    s = r.state;
  }
  return { s, ev };
}

const nameOf = (s: SlcgState, id: number | undefined): string => (id === undefined ? '' : s.defs[s.cards[id].def].name);

describe.each(MODES)('SLCG 【守护】 and 【被攻击时】 (%s)', (mode) => {
  it('SLCG-KW-01 SLCG-CB-04 a guard that takes over an attack on its player is attacked: its 【被攻击时】 hits the attacker first', () => {
    const { s, ev } = guarded(mode, '盾反卫士', ['盾反卫士']);
    const attacked = ofType(ev, 'attacked');
    // The declaration (on the player), then the guard taking it over, 攻击者 the attacker both times.
    expect(attacked.map((e) => nameOf(s, e.card))).toEqual(['', '盾反卫士']);
    expect(attacked.map((e) => nameOf(s, e.target))).toEqual(['双刃游骑', '双刃游骑']);
    const damaged = ofType(ev, 'damaged').map((e) => `${nameOf(s, e.card)} ${e.amount} ${e.info}`);
    // 1 point of ability damage (the trigger resolves above the attack), then the battle: 3 to the guard, 4 back.
    expect(damaged).toEqual(['双刃游骑 1 ability', '盾反卫士 3 battle', '双刃游骑 4 battle']);
    expect(s.players[1].res.trauma).toBe(0);
    expect(names(s, 0, 'discard')).toEqual(['双刃游骑']);
  });

  it('SLCG-KW-01 a guard that takes over an attack on another character: both were attacked, each 【被攻击时】 wakes once', () => {
    const { s, ev } = guarded(mode, '盾反卫士', ['木桩', '盾反卫士', '警钟'], '木桩');
    expect(ofType(ev, 'attacked').map((e) => nameOf(s, e.card))).toEqual(['木桩', '盾反卫士']);
    // 当己方角色被攻击时 wakes for each character attacked.
    expect(s.players[1].res.victory).toBe(2);
    expect(ofType(ev, 'damaged').filter((e) => nameOf(s, e.card) === '木桩')).toEqual([]);
    expect(s.cards[inst(s, 1, 'main', '木桩')].damage).toBe(0);
  });

  it('SLCG-KW-01 SLCG-CB-07 【被攻击时】无效那次攻击 on a guard cancels the attack it took over', () => {
    const { s, ev } = guarded(mode, '无畏卫士', ['无畏卫士']);
    expect(ofType(ev, 'damaged')).toEqual([]);
    expect(s.players[1].res.trauma).toBe(0);
    expect(names(s, 0, 'main')).toEqual(['双刃游骑']);
  });
});
