// 光暗 card text that must play as it reads: one subject for 其…并获得… and 选择X并… (GA-KW-06, GA-CB-06, GA-CB-07),
// 其 after a designation (GA-META-01), 双方各 on the players (GA-WIN-06, GA-CB-06), 可以X，然后Y (SLCG-TX-08) and
// 若…，X；否则Y with a comparison word (SLCG-CT-08). Cards
// written for the test (setWith), played on real game states.
import { describe, expect, it } from 'vitest';
import { statDelta } from '../../../runtime/core/modifiers.js';
import { guanganHasKeyword, type GuanganState } from '../../../runtime/index.js';
import { board, card, choose, passAll, setWith, use, Z } from './helpers.js';

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

const EXTRA = setWith(`
卡牌 燃魂
  类型：普通
  专属：林燃
  体力：1
  选择己方1个角色，其攻击力+2并获得【暴击】直到回合结束。

卡牌 铁壁
  类型：普通
  专属：林燃
  体力：1
  选择一个己方角色并令其攻击+1并获得3点护盾。

卡牌 愈合
  类型：普通
  专属：林燃
  体力：1
  令一个己方角色获得【暴击】并回复2点生命。

卡牌 削弱
  类型：普通
  专属：夜昙
  体力：1
  对一个敌方角色造成1点伤害，然后令其攻击-1。

卡牌 同归
  类型：普通
  专属：夜昙
  体力：1
  双方各失去1点生命。

卡牌 共盾
  类型：普通
  专属：白曜
  体力：1
  令双方各获得1点护盾。

卡牌 斩决
  类型：普通
  专属：夜昙
  体力：1
  若对方生命不小于10，令对方失去1点生命；否则抽1张卡。

卡牌 换牌
  类型：普通
  专属：霜月
  体力：1
  可以弃一张手牌，然后抽2张卡。
`);

const stat = (s: GuanganState, id: number, k: string): number => s.pool.rules.hooks.stat(s, id, k);
const handOf = (s: GuanganState, p: number): string[] =>
  s.players[p].zones[Z.hand].map((id) => s.defs[s.cards[id].def].name);

/** A uses `name`, answers a target question with `target` and 可以 with `may`, and lets the chain resolve. */
function play(s: GuanganState, name: string, o: { target?: number; may?: boolean } = {}): GuanganState {
  s = use(s, name).state;
  for (let i = 0; i < 20 && s.winner === null && (s.pending || s.window); i++) {
    const d = s.pending;
    if (!d) s = passAll(s).state;
    else if (d.kind === 'optional') s = choose(s, o.may ? 1 : 0).state;
    else if (o.target !== undefined && d.options.some((x) => x.value === o.target)) s = choose(s, o.target).state;
    else throw new Error(`unexpected question ${d.kind}`);
  }
  return s;
}

describe('光暗 text plays as it reads', () => {
  it('GA-KW-06 选择己方1个角色，其攻击力+2并获得【暴击】直到回合结束: both on the chosen character', () => {
    const s0 = board({ A: side({ hand: ['燃魂'] }), B: side() }, {}, 1, EXTRA);
    const lin = card(s0, 0, '林燃');
    const frost = card(s0, 0, '霜月');
    const s = play(s0, '燃魂', { target: frost });
    expect([stat(s, frost, 'atk'), guanganHasKeyword(s, frost, 'crit')]).toEqual([4, true]);
    expect([stat(s, lin, 'atk'), guanganHasKeyword(s, lin, 'crit')]).toEqual([4, false]);
  });

  it('GA-CB-06 选择一个己方角色并令其攻击+1并获得3点护盾: the 护盾 is the chosen character’s, not the player’s', () => {
    const s0 = board({ A: side({ hand: ['铁壁'] }), B: side() }, {}, 1, EXTRA);
    const frost = card(s0, 0, '霜月');
    const s = play(s0, '铁壁', { target: frost });
    expect([stat(s, frost, 'atk'), statDelta(s, frost, 'shield'), s.players[0].res.shield]).toEqual([3, 3, 0]);
  });

  it('GA-CB-07 令一个己方角色获得【暴击】并回复2点生命: the same character recovers', () => {
    const s0 = board(
      { A: side({ hand: ['愈合'], characters: [{ card: '林燃', hp: 3 }, '霜月'] }), B: side() },
      {},
      1,
      EXTRA,
    );
    const lin = card(s0, 0, '林燃');
    const s = play(s0, '愈合', { target: lin });
    expect([guanganHasKeyword(s, lin, 'crit'), stat(s, lin, 'hpLeft')]).toEqual([true, 5]);
  });

  it('GA-META-01 对一个敌方角色造成1点伤害，然后令其攻击-1: 其 is the damaged character', () => {
    const s0 = board({ A: side({ hand: ['削弱'] }), B: side() }, {}, 1, EXTRA);
    const enemy = card(s0, 1, '林燃');
    const s = play(s0, '削弱', { target: enemy });
    expect([s.cards[enemy].damage, stat(s, enemy, 'atk')]).toEqual([1, 3]);
  });

  it('GA-WIN-06 双方各失去1点生命: both players at once; both at 0 is a draw', () => {
    const s = play(board({ A: side({ hand: ['同归'], hp: 1 }), B: side({ hp: 1 }) }, {}, 1, EXTRA), '同归');
    expect(s.players.map((p) => p.res.hp)).toEqual([0, 0]);
    expect(s.winner).toBe(-1);
  });

  it('GA-CB-06 令双方各获得1点护盾: each player’s own 护盾', () => {
    const s = play(board({ A: side({ hand: ['共盾'] }), B: side({ shield: 2 }) }, {}, 1, EXTRA), '共盾');
    expect(s.players.map((p) => p.res.shield)).toEqual([1, 3]);
  });

  it('SLCG-TX-08 可以弃一张手牌，然后抽2张卡: the draw only when the discard was done', () => {
    const hand = ['换牌', '雪落'];
    const done = play(board({ A: side({ hand }), B: side() }, {}, 1, EXTRA), '换牌', { may: true });
    expect(handOf(done, 0)).toEqual(['雪落', '雪落']);
    const declined = play(board({ A: side({ hand }), B: side() }, {}, 1, EXTRA), '换牌', { may: false });
    expect(handOf(declined, 0)).toEqual(['雪落']);
    const none = play(board({ A: side({ hand: ['换牌'] }), B: side() }, {}, 1, EXTRA), '换牌', { may: true });
    expect(handOf(none, 0)).toEqual([]);
  });

  it('SLCG-CT-08 若对方生命不小于10，令对方失去1点生命；否则抽1张卡: the else only when the 若 failed as judged', () => {
    const held = play(board({ A: side({ hand: ['斩决'] }), B: side({ hp: 10 }) }, {}, 1, EXTRA), '斩决');
    expect([held.players[1].res.hp, handOf(held, 0)]).toEqual([9, []]);
    const failed = play(board({ A: side({ hand: ['斩决'] }), B: side({ hp: 9 }) }, {}, 1, EXTRA), '斩决');
    expect([failed.players[1].res.hp, handOf(failed, 0)]).toEqual([9, ['雪落']]);
  });
});
