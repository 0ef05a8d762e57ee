// The shared ops (loseResource, loseKeyword, discard) and 护盾 given to a character, with their 光暗 meanings, on
// real game states: bundled cards where one says it (圣光裁决, 长夜, 余烬), else cards written for the test (setWith).
import { describe, expect, it } from 'vitest';
import { statDelta } from '../../../runtime/core/modifiers.js';
import { act, board, card, choose, has, nextTurn, setWith, sortie, toBattle, track, use, Z } from './helpers.js';

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
卡牌 疲惫
  类型：普通
  专属：夜昙
  体力：1
  令对方失去2点体力；令对方失去3点生命；令对方失去1点护盾。

卡牌 卸力
  类型：普通
  专属：苍岚
  体力：1
  令一个己方角色失去【暴击】。

卡牌 破盾
  类型：普通
  专属：夜昙
  体力：1
  令一个敌方角色失去2点护盾。

卡牌 卸甲
  类型：普通
  专属：白曜
  体力：1
  获得3点护盾；失去1点护盾。

卡牌 整备
  类型：普通
  专属：霜月
  体力：1
  弃一张手牌；抽2张卡。

卡牌 互弃
  类型：普通
  专属：霜月
  体力：1
  双方各弃一张手牌。
`);

describe('光暗 meanings of the shared ops', () => {
  it('GA-CB-06 获得N点护盾 naming a character gives it the points (圣光裁决): they absorb damage to it, not to the player', () => {
    const log = track();
    let s = board({ A: side({ hand: ['圣光裁决'] }), B: side() });
    s = log.go(use(s, '圣光裁决'));
    const lin = card(s, 0, '林燃');
    s = log.go(choose(s, lin));
    expect(statDelta(s, lin, 'shield')).toBe(2);
    expect(s.players[0].res.shield).toBe(0);
    expect(s.players[1].res.hp).toBe(28); // its first clause: 2 magic damage to the opposing player
    // In B's turn B's 林燃 (攻击4) sorties against A's 林燃: 2 absorbed, 2 taken; the points are used up.
    s = toBattle(nextTurn(s));
    const hit = sortie(s, '林燃', '林燃');
    expect(has(hit.events, 'shielded', (e) => e.card === lin && e.amount === 2)).toBe(true);
    expect(hit.state.cards[lin].damage).toBe(2);
    expect(statDelta(hit.state, lin, 'shield')).toBe(0);
  });

  it('GA-RES-07 失去N点光暗值 takes 光暗值 away, never below 0 (长夜)', () => {
    const s = board({
      A: side({ hand: ['长夜', '长夜'] }),
      B: side({ lightDark: 1, gained: 1, side: undefined, characters: [{ card: '林燃', dead: 2 }, '霜月'] }),
    });
    let r = use(s, '长夜');
    if (r.state.pending) r = choose(r.state, card(s, 1, '林燃'));
    expect(r.state.players[1].res.lightDark).toBe(0);
    expect(has(r.events, 'resource', (e) => e.player === 1 && e.info === 'lightDark' && e.amount === -1)).toBe(true);
    let again = use(r.state, '长夜');
    if (again.state.pending) again = choose(again.state, card(s, 1, '林燃'));
    expect(again.state.players[1].res.lightDark).toBe(0);
    expect(has(again.events, 'resource', (e) => e.info === 'lightDark')).toBe(false);
  });

  it('GA-RES-02 失去N点体力 / 生命 / 护盾: each never below 0; HP lost is no damage (护盾 does not absorb it) and can lose the game (GA-WIN-01)', () => {
    const s = board({ A: side({ hand: ['疲惫'] }), B: side({ stamina: 1, shield: 5, hp: 10 }) }, {}, 1, EXTRA);
    const r = use(s, '疲惫');
    const b = r.state.players[1].res;
    expect([b.stamina, b.hp, b.shield]).toEqual([0, 7, 4]);
    expect(has(r.events, 'damaged') || has(r.events, 'shielded')).toBe(false);
    const end = use(board({ A: side({ hand: ['疲惫'] }), B: side({ hp: 3 }) }, {}, 1, EXTRA), '疲惫');
    expect(end.state.players[1].res.hp).toBe(0);
    expect(end.state.winner).toBe(0);
  });

  it("GA-CB-06 获得 / 失去N点护盾 naming no one are the player's own 护盾 (卸甲: +3, then −1)", () => {
    const s = board({ A: side({ hand: ['卸甲'], shield: 1 }), B: side({ shield: 2 }) }, {}, 1, EXTRA);
    const r = use(s, '卸甲');
    expect(r.state.players[0].res.shield).toBe(3);
    expect(r.state.players[1].res.shield).toBe(2);
    expect(
      r.events.filter((e) => e.type === 'resource' && e.info === 'shield').map((e) => [e.player, e.card, e.amount]),
    ).toEqual([
      [0, undefined, 3],
      [0, undefined, -1],
    ]);
  });

  it("GA-CB-06 失去N点护盾 naming a character spends its points (破盾 on 白曜's printed 【护盾】)", () => {
    const s = board({ A: side({ hand: ['破盾'] }), B: side({ characters: ['白曜', '林燃'] }) }, {}, 1, EXTRA);
    const bai = card(s, 1, '白曜');
    expect(statDelta(s, bai, 'shield')).toBe(2);
    let r = use(s, '破盾');
    if (r.state.pending) r = choose(r.state, bai);
    expect(statDelta(r.state, bai, 'shield')).toBe(0);
    expect(has(r.events, 'resource', (e) => e.card === bai && e.amount === -2)).toBe(true);
  });

  it('GA-CT-10 失去【光环】 spends the points at once (余烬 on 霜月); 失去【暴击】 holds for the turn (卸力 on 苍岚)', () => {
    const s = board({ A: side({ hand: ['余烬', '裂空'] }), B: side({ characters: ['霜月', '林燃'] }) });
    const frost = card(s, 1, '霜月');
    let r = choose(use(s, '余烬').state, frost);
    expect(statDelta(r.state, frost, 'aura')).toBe(0);
    r = choose(use(r.state, '裂空').state, frost); // no 【光环】 left to negate it: 3 physical (【光明】)
    expect(r.state.cards[frost].damage).toBe(3);
    // 苍岚 prints 【暴击】 (a sortie's hit doubled, GA-KW-06); 卸力 takes it away for this turn only.
    const log = track();
    let t = board(
      { A: side({ hand: ['卸力'], characters: ['苍岚'] }), B: side({ characters: ['夜昙'] }) },
      {},
      1,
      EXTRA,
    );
    const cang = card(t, 0, '苍岚');
    t = log.go(use(t, '卸力'));
    if (t.pending) t = log.go(choose(t, cang));
    t = log.go(sortie(toBattle(t), '苍岚', '夜昙'));
    expect(t.cards[card(t, 1, '夜昙')].damage).toBe(3);
    while (t.active !== 0 || t.turn < 3) t = nextTurn(t); // A's next turn: 【暴击】 is back
    t = toBattle(t);
    const hit = sortie(t, '苍岚', '夜昙');
    expect(hit.events.filter((e) => e.type === 'damaged').map((e) => e.amount)).toEqual([6]);
  });

  it("GA-ZN-01 弃一张手牌 sends a card of one's hand to the discard pile (整备)", () => {
    const s = board({ A: side({ hand: ['整备', '冰锥'] }), B: side() }, {}, 1, EXTRA);
    let r = use(s, '整备');
    const ice = card(s, 0, '冰锥');
    if (r.state.pending) r = choose(r.state, ice);
    expect(r.state.cards[ice].zone).toBe(Z.discard);
    expect(has(r.events, 'moved', (e) => e.card === ice && e.to === 'discard' && e.info === 'discarded')).toBe(true);
    expect(r.state.players[0].zones[Z.hand].length).toBe(2); // 整备 and 冰锥 gone, two drawn
  });

  it('GA-ZN-01 / SLCG-TG-01 双方各弃一张手牌: one card of each player’s hand, each designated (not one of either hand)', () => {
    const s = board({ A: side({ hand: ['互弃', '冰锥', '雪落'] }), B: side({ hand: ['疾风', '雪落'] }) }, {}, 1, EXTRA);
    let r = use(s, '互弃');
    const own = r.state.pending!.options.map((o) => r.state.cards[o.value].owner);
    expect(new Set(own)).toEqual(new Set([0])); // the own hand first
    r = choose(r.state, card(s, 0, '冰锥'));
    expect(new Set(r.state.pending!.options.map((o) => r.state.cards[o.value].owner))).toEqual(new Set([1]));
    r = choose(r.state, card(s, 1, '疾风'));
    for (let i = 0; i < 10 && !r.state.pending && r.state.window; i++) r = act(r.state, { type: 'pass' });
    expect(r.state.cards[card(s, 0, '冰锥')].zone).toBe(Z.discard);
    expect(r.state.cards[card(s, 1, '疾风')].zone).toBe(Z.discard);
    expect(r.state.cards[card(s, 0, '雪落')].zone).toBe(Z.hand);
    expect(r.state.cards[card(s, 1, '雪落')].zone).toBe(Z.hand);
  });
});
