// 光暗 damage and the end of the game on real game states: battle/effect and physical/magic/true damage, 护盾,
// 【光环】, 【暴击】, HP 0 (GA-CB-04..07, GA-KW-05/06), and every loss condition with its hooks (GA-WIN-01..06).
import { describe, expect, it } from 'vitest';
import { applyAction, forfeit, guanganPool, newGuanganGame, playGame, randomAgent } from '../../../runtime/index.js';
import {
  board,
  card,
  choose,
  decks,
  endPhase,
  has,
  nextTurn,
  pass,
  passAll,
  reject,
  setWith,
  sortie,
  SET,
  toBattle,
  track,
  types,
  use,
  Z,
} from './helpers.js';

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

describe('光暗 damage', () => {
  it('GA-CB-04 battle damage is physical, effect damage magic unless written; 受到法术伤害时 sees only magic', () => {
    const log = track();
    let s = board({ A: side({ hand: ['烈焰咒'] }), B: side({ characters: ['林燃', '夜昙'], cardZone: ['寒霜结界'] }) });
    s = log.go(use(s, '烈焰咒'));
    s = log.go(choose(s, card(s, 1, '林燃')));
    if (s.pending) s = log.go(choose(s, 'no'));
    if (s.phase === 'prepare') s = log.go(endPhase(s));
    s = log.go(sortie(s, '林燃', '夜昙'));
    const dmg = log.events.filter((e) => e.type === 'damaged').map((e) => [e.info, e.from, e.amount]);
    expect(dmg).toEqual([
      ['magic', 'effect', 5 - 1],
      ['physical', 'battle', 4],
    ]); // 烈焰咒's 【光明】 5, −1 by 寒霜结界; the sortie untouched
  });

  it('GA-CB-05 true damage ignores reductions, 护盾 and 【光环】, and 【暴击】 never doubles it', () => {
    const log = track();
    let s = board({
      A: side({ hand: ['噬魂'] }),
      B: side({ characters: [{ card: '霜月', shield: 3 }, '林燃'], cardZone: ['寒霜结界'] }),
    });
    s = log.go(use(s, '噬魂'));
    s = log.go(choose(s, card(s, 1, '霜月')));
    expect(s.cards[card(s, 1, '霜月')].damage).toBe(3);
    expect(
      has(log.events, 'aura') || has(log.events, 'shielded') || has(log.events, 'applied', (e) => e.info === 'damage'),
    ).toBe(false);
    const t = use(board({ A: side({ hand: ['炎爆'], side: 'dark' }), B: side({ shield: 4 }) }), '炎爆');
    expect(t.state.players[1].res.hp).toBe(25);
    expect(t.state.players[1].res.shield).toBe(4);
  });

  it('GA-CB-05 该伤害+N of a response answers the damage about to be dealt and adds N once; never to true damage', () => {
    const log = track();
    let s = board({ A: side({ hand: ['裂空', '噬魂', '火上浇油'] }), B: side({ characters: ['林燃', '夜昙'] }) });
    s = log.go(use(s, '裂空'));
    s = log.go(choose(s, card(s, 1, '林燃'))); // 3 physical (【光明】), not dealt yet: A may answer its own card
    expect(s.chain.map((l) => l.kind)).toEqual(['normal']);
    expect(s.window?.priority).toBe(0);
    s = log.go(use(s, '火上浇油'));
    s = log.go(passAll(s));
    expect(s.cards[card(s, 1, '林燃')].damage).toBe(3 + 2);
    expect(log.events.filter((e) => e.type === 'damaged').map((e) => [e.info, e.amount])).toEqual([['physical', 5]]);
    // 噬魂's true damage: nothing can change it (GA-CB-05), so 火上浇油 has no occasion.
    const t = board({ A: side({ hand: ['噬魂', '火上浇油'] }), B: side({ characters: ['林燃', '夜昙'] }) });
    const u = choose(use(t, '噬魂').state, card(t, 1, '夜昙')).state;
    expect(u.cards[card(t, 1, '夜昙')].damage).toBe(3);
    expect(u.chain.length).toBe(0);
  });

  it('GA-CB-05 a response that changes 该伤害 on 受到真实伤害 is never usable (CS2049); one that answers true damage otherwise is (GA-CT-03)', () => {
    const set = setWith(
      '卡牌 无用的盾\n  类型：响应\n  体力：0\n  当己方角色受到真实伤害时：该伤害-1。\n\n' +
        '卡牌 记仇\n  类型：响应\n  体力：0\n  当己方角色受到真实伤害时：抽1张卡。\n',
    );
    const s0 = board(
      { A: side({ hand: ['噬魂'] }), B: side({ characters: ['林燃', '夜昙'], hand: ['无用的盾', '记仇'] }) },
      {},
      1,
      set,
    );
    let s = use(s0, '噬魂').state;
    // 噬魂 is no occasion for the shield (nothing changes true damage, GA-CB-05): its link resolves unanswered.
    s = choose(s, card(s, 1, '夜昙')).state;
    expect(s.cards[card(s, 1, '夜昙')].damage).toBe(3);
    // The damage that happened is answered (an event link): 记仇 may be used, 无用的盾 still not.
    expect([s.chain.map((l) => l.kind), s.window?.priority]).toEqual([['event'], 1]);
    reject(s, { type: 'use', card: card(s, 1, '无用的盾') }, 'use/condition');
    const hand = s.players[1].zones[Z.hand].length;
    s = passAll(use(s, '记仇').state).state;
    expect(s.players[1].zones[Z.hand].length).toBe(hand - 1 + 1);
  });

  it('GA-CB-04 该伤害-N of a response changes lethal damage before it is dealt: the player and the character live', () => {
    // B at 4 HP: 炎爆's 4 magic would end the game; 守护誓约 (当己方受到伤害时：该伤害-2) answers it first.
    const log = track();
    let s = board({ A: side({ hand: ['炎爆'], side: 'light' }), B: side({ hp: 4, hand: ['守护誓约'] }) });
    s = log.go(use(s, '炎爆'));
    expect(s.window?.priority).toBe(1);
    s = log.go(use(s, '守护誓约'));
    s = log.go(passAll(s));
    expect([s.players[1].res.hp, s.winner]).toEqual([2, null]);
    expect(types(log.events).filter((t) => t === 'damaged' || t === 'recovered')).toEqual(['damaged']);
    // A character at 3 HP that 裂空's 3 physical would kill gets its window too, and lives.
    const t0 = board({
      A: side({ hand: ['裂空'] }),
      B: side({ characters: [{ card: '林燃', hp: 3 }, '白曜'], hand: ['守护誓约'] }), // 守护誓约 is 白曜's
    });
    const lin = card(t0, 1, '林燃');
    let t = choose(use(t0, '裂空').state, lin).state;
    expect(t.window?.priority).toBe(1);
    t = passAll(use(t, '守护誓约').state).state;
    expect([t.cards[lin].damage, t.flags.revive[lin]]).toEqual([7 - 3 + 1, 0]); // 2 HP left
  });

  it('GA-CB-04 该伤害+1 of a response and a standing 该伤害-1 are added once to one instance of damage', () => {
    const set = setWith('卡牌 加码\n  类型：响应\n  专属：林燃\n  体力：1\n  当对方角色受到伤害时：该伤害+1。\n');
    const log = track();
    let s = board(
      { A: side({ hand: ['烈焰咒', '加码'], side: 'dark' }), B: side({ cardZone: ['寒霜结界'] }) },
      {},
      1,
      set,
    );
    const ye = card(s, 1, '夜昙');
    s = log.go(use(s, '烈焰咒'));
    s = log.go(choose(s, ye)); // 3 magic (黑暗: no 光明 line)
    if (s.window?.priority === 1) s = log.go(pass(s));
    s = log.go(use(s, '加码'));
    s = log.go(passAll(s));
    if (s.pending?.kind === 'curse') s = log.go(choose(s, 'no'));
    expect(s.cards[ye].damage).toBe(3 + 1 - 1);
    expect(log.events.filter((e) => e.type === 'damaged').map((e) => e.amount)).toEqual([3]);
    expect(log.events.filter((e) => e.type === 'applied' && e.info === 'damage').map((e) => e.amount)).toEqual([-1, 1]);
  });

  it("GA-CB-04 当…受到战斗伤害时：该伤害-1 changes a sortie's damage, standing (GA-CH-04) or as an answer (GA-CH-01), and no effect damage", () => {
    const set = setWith(
      '卡牌 铁壁结界\n  类型：持续 响应\n  专属：林燃\n  体力：1\n  当己方受到战斗伤害时：该伤害-1。\n\n' +
        '卡牌 挡格\n  类型：响应\n  专属：林燃\n  体力：1\n  当己方受到战斗伤害时：该伤害-1。\n',
    );
    const hit = (B: object) => {
      let t = board({ A: side(), B: side(B) }, {}, 1, set);
      t = toBattle(t);
      return t;
    };
    // In force in B's 用牌区: 林燃's 4 (battle, physical) becomes 3 as it is dealt.
    let t = hit({ cardZone: ['铁壁结界'] });
    const r = passAll(sortie(t, '林燃', '夜昙').state);
    expect(r.state.cards[card(t, 1, '夜昙')].damage).toBe(3);
    // From B's hand, answering the sortie before it deals its damage.
    t = hit({ hand: ['挡格'] });
    let u = sortie(t, '林燃', '夜昙').state;
    expect(u.window?.priority).toBe(1);
    u = passAll(use(u, '挡格').state).state;
    expect(u.cards[card(t, 1, '夜昙')].damage).toBe(3);
    // Effect damage is no battle damage: 炎爆's 4 magic to B is not changed.
    const e = board({ A: side({ hand: ['炎爆'], side: 'light' }), B: side({ cardZone: ['铁壁结界'] }) }, {}, 1, set);
    expect(passAll(use(e, '炎爆').state).state.players[1].res.hp).toBe(e.players[1].res.hp - 4);
  });

  it("GA-CB-06 护盾 absorbs non-true damage and is reduced by what it absorbs (the player's, a character's 【护盾】)", () => {
    const s = board({ A: side({ hand: ['炎爆'] }), B: side({ shield: 3 }) });
    const r = use(s, '炎爆');
    expect([r.state.players[1].res.hp, r.state.players[1].res.shield]).toEqual([29, 0]);
    expect(has(r.events, 'shielded', (e) => e.amount === 3)).toBe(true);
    // 白曜 prints 【护盾】: keywordShield (2) points when it comes into play.
    let t = board({ A: side(), B: side({ characters: ['白曜'] }) });
    t = toBattle(t);
    const hit = sortie(t, '林燃', '白曜');
    expect(hit.state.cards[card(t, 1, '白曜')].damage).toBe(2);
    expect(has(hit.events, 'shielded', (e) => e.amount === 2)).toBe(true);
  });

  it('GA-CB-07 damage reduces HP: a character at 0 dies, a player at 0 loses', () => {
    const log = track();
    let s = board({
      A: side({ hand: ['噬魂', '炎爆'] }),
      B: side({ hp: 4, characters: [{ card: '林燃', hp: 3 }, '夜昙'] }),
    });
    s = log.go(use(s, '噬魂'));
    s = log.go(choose(s, card(s, 1, '林燃')));
    expect(s.flags.revive[card(s, 1, '林燃')]).toBe(3);
    s = log.go(use(s, '炎爆'));
    expect(s.players[1].res.hp).toBe(0);
    expect(s.winner).toBe(0);
  });

  it('GA-KW-05 【光环】 negates one instance of non-true damage and is used up', () => {
    let s = board({ A: side({ hand: ['光之庇护', '烈焰咒'] }), B: side({ characters: ['霜月', '林燃'] }) });
    const shuang = card(s, 1, '霜月');
    expect(s.pool.rules.hooks.hasKeyword(s, shuang, 'aura')).toBe(true);
    s = choose(use(s, '烈焰咒').state, shuang).state;
    if (s.pending) s = choose(s, 'no').state;
    expect(s.cards[shuang].damage).toBe(0);
    expect(s.pool.rules.hooks.hasKeyword(s, shuang, 'aura')).toBe(false);
    s = toBattle(s);
    expect(sortie(s, '林燃', '霜月').state.cards[shuang].damage).toBe(4);
  });

  it("GA-KW-06 【暴击】 doubles a sortie's non-true damage (printed on 苍岚, or granted)", () => {
    let s = board({ A: side({ hand: ['乘风'] }), B: side({ characters: ['林燃', '夜昙'] }) });
    s = choose(use(s, '乘风').state, card(s, 0, '林燃')).state;
    s = toBattle(s);
    expect(sortie(s, '林燃', '林燃').state.cards[card(s, 1, '林燃')].damage).toBe(8);
    expect(sortie(s, '苍岚', '林燃').state.cards[card(s, 1, '林燃')].damage).toBe(6);
    // The grant lasts until the end of the turn.
    const later = nextTurn(nextTurn(s));
    expect(later.pool.rules.hooks.hasKeyword(later, card(s, 0, '林燃'), 'crit')).toBe(false);
  });
});

describe('光暗 winning and losing', () => {
  it('GA-WIN-01 a player whose HP reaches 0 loses', () => {
    const s = board({ A: side({ hand: ['炎爆'] }), B: side({ hp: 4 }) });
    const r = use(s, '炎爆');
    expect(r.state.winner).toBe(0);
    expect(r.events.find((e) => e.type === 'gameOver')).toMatchObject({ player: 0, info: 'hp' });
  });

  it('GA-WIN-02 hand, deck and set cards all used up: the player loses (an empty deck alone is no loss)', () => {
    let s = board({ A: side({ deck: [], hand: ['雪落', '冰封'] }), B: side() });
    s = use(s, '雪落').state; // draws nothing from the empty deck
    expect(s.winner).toBeNull();
    const r = use(s, '冰封');
    expect(r.state.pending?.kind).toBe('target');
    expect(r.state.winner).toBeNull(); // 冰封 is being used: not used up yet
    const done = choose(r.state, r.state.pending!.options[0].value);
    expect(done.state.winner).toBe(1);
    expect(done.events.find((e) => e.type === 'gameOver')).toMatchObject({ player: 1, info: 'cards' });
    const set = board({ A: side({ deck: [], hand: [], cardZone: [{ card: '夜袭', set: true }] }), B: side() });
    expect(set.winner).toBeNull();
    expect(nextTurn(set).winner).toBeNull();
  });

  it('GA-WIN-03 cheating is judged outside the engine: forfeit ends the game against that player at once', () => {
    const s = board({ A: side({ hand: ['雪落'] }), B: side() });
    const r = forfeit(s, 0, 'cheating');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.winner).toBe(1);
    expect(r.events).toEqual([{ type: 'gameOver', player: 1, info: 'forfeit:cheating' }]);
    expect(s.winner).toBeNull(); // the input is untouched
    expect(applyAction(r.state, { type: 'endPhase' }).ok).toBe(false);
    expect(forfeit(r.state, 1).ok).toBe(false);
  });

  it('GA-WIN-04 special losses agreed before the game (GuanganSetup.specialLosses) end it like the others', () => {
    const pool = guanganPool(SET.cards);
    // Agreed: whoever holds 9 or more cards loses; and, for bot matches, turn 60 ends it (both lose: a draw).
    const s = newGuanganGame(
      { cards: SET.cards, decks: decks(), seed: 3, specialLosses: [{ subject: 'handSize', cmp: '>=', value: 9 }] },
      pool,
    );
    const r = playGame(s, [randomAgent(1), randomAgent(2)], { maxSteps: 5000 });
    expect(r.finished).toBe(true);
    const t = newGuanganGame(
      { cards: SET.cards, decks: decks(), seed: 3, specialLosses: [{ subject: 'turn', cmp: '>=', value: 6 }] },
      pool,
    );
    const g = playGame(t, [randomAgent(1), randomAgent(2)], { maxSteps: 5000 });
    expect(g.state.winner).toBe(-1);
    expect(g.state.turn).toBe(6);
    expect(g.events.at(-1)).toMatchObject({ type: 'gameOver', player: -1, info: 'draw:special:0/special:0' });
  });

  it('GA-WIN-04 the agreed turn limit (turnLimit) ends the game when the turn after it would begin: more HP wins, equal HP draws', () => {
    const last = board({ turn: 10, A: side({ hp: 5 }), B: side({ hp: 9 }) }, { turnLimit: 10 });
    expect(last.winner).toBeNull(); // the last turn is played
    const over = nextTurn(last);
    expect(over.winner).toBe(1);
    expect(over.turn).toBe(11);
    const events: string[] = [];
    const even = board({ turn: 10, A: side({ hp: 7 }), B: side({ hp: 7 }) }, { turnLimit: 10 });
    let st = even;
    while (st.winner === null && st.turn <= 11) {
      const r = applyAction(
        st,
        st.window ? { type: 'pass' } : st.pending ? { type: 'choose', index: 0 } : { type: 'endPhase' },
      );
      expect(r.ok).toBe(true);
      if (!r.ok) break;
      for (const e of r.events) if (e.type === 'gameOver') events.push(`${e.player}:${e.info}`);
      st = r.state as typeof st;
    }
    expect(events).toEqual(['-1:turnLimit']);
    // 0 turns the limit off: the same board plays on into turn 11.
    expect(nextTurn(board({ turn: 10, A: side({ hp: 5 }), B: side({ hp: 9 }) }, { turnLimit: 0 })).winner).toBeNull();
    // The default is 200 turns.
    expect(board({ A: side(), B: side() }).params.turnLimit).toBe(200);
  });

  it('GA-WIN-05 when every existing character of a player is sealed for good, that player loses', () => {
    const s = board({
      A: side({ hand: ['永冬'] }),
      B: side({
        characters: [
          { card: '林燃', seals: 2 },
          { card: '霜月', sealed: 'permanent' },
        ],
        reserve: ['苍岚', '夜昙', '白曜'],
      }),
    });
    expect(s.winner).toBeNull();
    const r = use(s, '永冬'); // 林燃's third seal; the three not yet chosen do not exist
    expect(r.state.winner).toBe(0);
    expect(r.events.find((e) => e.type === 'gameOver')).toMatchObject({ player: 0, info: 'sealed' });
  });

  it('GA-WIN-06 both players meeting a loss condition at once is a draw', () => {
    const s = board({ A: side({ hand: ['玉石俱焚'], hp: 3 }), B: side({ hp: 2 }) });
    const r = use(s, '玉石俱焚'); // 3 true damage to both players in one effect
    expect(r.state.players.map((p) => p.res.hp)).toEqual([0, 0]);
    expect(r.state.winner).toBe(-1);
    expect(r.events.find((e) => e.type === 'gameOver')).toMatchObject({ player: -1, info: 'draw:hp/hp' });
  });
});
