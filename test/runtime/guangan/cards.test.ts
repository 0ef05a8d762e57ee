// 光暗 cards on real game states: using and setting (GA-CT-01..05), where cards go (GA-CT-06/07, GA-ZN-01/02,
// GA-KW-01/02), the 用牌区 and its slots (GA-ZN-03, GA-CT-08), exclusive cards (GA-CT-09), 词条 (GA-CT-10).
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../runtime/index.js';
import {
  board,
  card,
  choose,
  has,
  nextTurn,
  passAll,
  reject,
  setCard,
  setWith,
  sortie,
  toBattle,
  types,
  use,
  Z,
} from './helpers.js';

const ALL = ['林燃', '苍岚', '霜月', '夜昙', '白曜'];
const A = (more: object = {}) => ({
  characters: ALL,
  deck: ['雪落', '雪落'],
  lightDark: 6,
  gained: 6,
  side: 'light' as const,
  ...more,
});
const B = (more: object = {}) => ({
  characters: ALL,
  deck: ['疾风', '疾风'],
  lightDark: 6,
  gained: 6,
  side: 'light' as const,
  ...more,
});

describe('光暗 card types and zones', () => {
  it('GA-CT-01 a card is used from hand, or set face-down and used later (even in the same turn)', () => {
    let s = board({ A: A({ hand: ['冻结之触'] }), B: B({ hand: ['雪落'] }) });
    s = setCard(s, '冻结之触').state;
    const id = card(s, 0, '冻结之触');
    expect(s.cards[id].zone).toBe(Z.cardZone);
    expect(s.cards[id].faceDown).toBe(true);
    s = toBattle(nextTurn(s));
    s = sortie(s, '林燃', '林燃').state; // B attacks; A may answer with the set card
    expect(s.window?.priority).toBe(0);
    const r = use(s, '冻结之触'); // B cannot answer: it resolves at once
    expect(has(r.events, 'negated', (e) => e.info === 'sortie')).toBe(true);
    expect(r.state.cards[id].faceDown).toBe(false);
    expect(r.state.cards[id].zone).toBe(Z.discard);
    expect(r.state.players[0].zones[Z.positions].every((c) => r.state.cards[c].damage === 0)).toBe(true);
  });

  it("GA-CT-02 a 普通 card is used only in one's 准备阶段 with no chain, and answers nothing", () => {
    let s = board({ A: A({ hand: ['炎爆'] }), B: B({ hand: ['雪落', '追风'] }) });
    s = use(s, '炎爆').state; // B may answer with 追风; B's 雪落 is no answer
    expect(s.window?.priority).toBe(1);
    reject(s, { type: 'use', card: card(s, 1, '雪落', Z.hand) }, 'use/normal-answers-nothing');
    expect(
      legalActions(s)
        .filter((a) => a.type === 'use')
        .map((a) => a.card),
    ).toEqual([card(s, 1, '追风')]);
  });

  it("GA-CT-03 in the opponent's turn a response card goes from hand to the field: it needs a free slot and frees it after resolving", () => {
    // Four set cards and a set 冰镜 fill B's 用牌区 (the 冰镜 keeps the window open for B).
    const full = [
      ...['冰封', '冰封', '雪落', '雪落'].map((card) => ({ card, set: true })),
      { card: '冰镜', set: true },
    ];
    let s = board({ A: A({ hand: ['炎爆'] }), B: B({ hand: ['追风'], cardZone: full }) });
    s = use(s, '炎爆').state;
    expect(s.window?.priority).toBe(1);
    reject(s, { type: 'use', card: card(s, 1, '追风', Z.hand) }, 'use/zone-full');
    // With a slot free it is used; A may answer it (回旋 from hand), so the chain waits and the card is seen holding the slot.
    s = board({ A: A({ stamina: 6, hand: ['炎爆', '回旋'] }), B: B({ hand: ['追风'], cardZone: full.slice(0, 4) }) });
    s = use(s, '炎爆').state;
    s = use(s, '追风').state;
    expect(s.chain.at(-1)!.data.slot).toBe(1);
    let r = passAll(s);
    if (r.state.pending?.kind === 'curse') r = choose(r.state, 'no');
    expect(r.state.cards[card(r.state, 1, '追风')].zone).toBe(Z.discard);
    expect(r.state.players[1].zones[Z.cardZone].length).toBe(4);
  });

  it('GA-CT-03 a response to an event that is not a card (a character 阵亡) is used once it happened, starting a new chain', () => {
    let s = board({
      A: A({ hand: ['噬魂'] }),
      B: B({ characters: [{ card: '林燃', hp: 2 }, '夜昙'], hand: ['夜袭'] }),
    });
    let r = use(s, '噬魂');
    r = choose(r.state, card(r.state, 1, '林燃'));
    s = r.state;
    expect(has(r.events, 'destroyed')).toBe(true);
    expect(s.chain.map((l) => l.kind)).toEqual(['event']);
    expect(s.window?.priority).toBe(1);
    const t = passAll(use(s, '夜袭').state);
    expect(t.state.players[0].res.hp).toBe(27);
  });

  it("GA-CT-04 a counter card used in the opponent's turn must already be set", () => {
    let s = board({ A: A({ hand: ['炎爆'] }), B: B({ hand: ['冰镜'], cardZone: [{ card: '冰镜', set: true }] }) });
    s = use(s, '炎爆').state;
    expect(s.window?.priority).toBe(1); // the set one may answer
    reject(s, { type: 'use', card: card(s, 1, '冰镜', Z.hand) }, 'use/counter-not-set');
    let t = board({ A: A({ hand: ['炎爆'] }), B: B({ cardZone: [{ card: '冰镜', set: true }] }) });
    t = use(t, '炎爆').state;
    const r = passAll(use(t, '冰镜').state);
    expect(r.state.players[1].res.hp).toBe(30);
  });

  it("GA-CT-05 in one's own turn response and counter cards are used from hand, without a slot", () => {
    const full = ['冰封', '冰封', '雪落', '雪落', '炎爆'].map((card) => ({ card, set: true }));
    let s = board({
      A: A({ stamina: 6, hand: ['炎爆', '回旋'], cardZone: full }),
      B: B({ cardZone: [{ card: '冰镜', set: true }] }),
    });
    s = use(s, '炎爆').state;
    s = use(s, '冰镜').state; // B counters A's card
    const r = use(s, '回旋'); // A counters the counter from hand, with its 用牌区 full; nobody can answer: it resolves
    expect(r.events.filter((e) => e.type === 'chainPush').map((e) => e.info)).toEqual(['counter']);
    expect(r.events.filter((e) => e.type === 'negated').map((e) => e.info)).toEqual(['counter']);
    expect(r.state.players[1].res.hp).toBe(26); // 炎爆 resolved; 回旋's 【黑暗】 line does not apply (A chose 光明)
  });

  it('GA-CT-02 / SLCG-TX-07 a 普通 card whose 若 covers its line is used whatever the 若: judged as it resolves, it does nothing', () => {
    // 暗潮: 若对方手牌数≥3，对对方牌手造成3点法术伤害。 B holds 2 cards.
    const s = board({ A: A({ hand: ['暗潮'], side: 'dark' }), B: B({ hand: ['雪落', '雪落'] }) });
    expect(legalActions(s).some((a) => a.type === 'use' && a.card === card(s, 0, '暗潮'))).toBe(true);
    const r = passAll(use(s, '暗潮').state);
    expect(has(r.events, 'damaged')).toBe(false);
    expect(r.state.players[1].res.hp).toBe(30);
    expect(r.state.cards[card(r.state, 0, '暗潮')].zone).toBe(Z.discard);
    expect(r.state.players[0].res.stamina).toBe(s.players[0].res.stamina - 1);
  });

  it('GA-CT-06 a non-continuous card goes to the discard after resolving; a negated one without resolving; one answered but not negated resolves first', () => {
    let s = board({ A: A({ hand: ['炎爆'] }), B: B({ hand: ['追风'] }) });
    s = use(s, '炎爆').state;
    let r = passAll(use(s, '追风').state);
    if (r.state.pending?.kind === 'curse') r = choose(r.state, 'no');
    expect(r.state.players[1].res.hp).toBe(26); // answered, not negated: it resolved
    expect(r.state.cards[card(r.state, 0, '炎爆')].zone).toBe(Z.discard);
    let t = board({ A: A({ hand: ['炎爆'] }), B: B({ cardZone: [{ card: '冰镜', set: true }] }) });
    t = use(t, '炎爆').state;
    const n = passAll(use(t, '冰镜').state);
    expect(n.state.players[1].res.hp).toBe(30);
    expect(has(n.events, 'damaged')).toBe(false);
    expect(n.state.cards[card(n.state, 0, '炎爆')].zone).toBe(Z.discard);
    expect(n.state.cards[card(n.state, 1, '冰镜')].zone).toBe(Z.discard);
  });

  it('GA-CT-07 a continuous card stays in the 用牌区 and works there; negated as it enters, it goes to the discard', () => {
    let s = board({ A: A({ hand: ['炽焰之心'] }), B: B() });
    s = use(s, '炽焰之心').state;
    const heart = card(s, 0, '炽焰之心');
    expect(s.cards[heart].zone).toBe(Z.cardZone);
    s = nextTurn(nextTurn(s));
    expect(s.players[1].res.hp).toBe(29); // 【回合开始时】 1 true damage at A's turn start
    expect(s.cards[heart].zone).toBe(Z.cardZone);
    let t = board({ A: A({ hand: ['炽焰之心'] }), B: B({ cardZone: [{ card: '冰镜', set: true }] }) });
    t = use(t, '炽焰之心').state;
    const n = passAll(use(t, '冰镜').state);
    expect(n.state.cards[card(n.state, 0, '炽焰之心')].zone).toBe(Z.discard);
    // A standing line (己方角色攻击+1) holds from the moment its card enters: statistics count it as having taken effect.
    const w = use(board({ A: A({ hand: ['风之护佑'] }), B: B() }), '风之护佑');
    expect(w.state.pool.rules.hooks.stat(w.state, card(w.state, 0, '林燃'), 'atk')).toBe(5);
    expect(has(w.events, 'applied', (e) => e.info === 'standing' && e.ability === 0)).toBe(true);
  });

  it('GA-CT-07 each clause of a standing line keeps its own 若: 己方角色攻击+1；若对方手牌数≥3，己方角色生命+1', () => {
    const extra = setWith(`
卡牌 风之誓
  类型：持续 普通
  专属：苍岚
  光暗：1
  体力：1
  己方角色攻击+1；若对方手牌数≥3，己方角色生命+1。
`);
    const stats = (opponentHand: string[]) => {
      const s = use(board({ A: A({ hand: ['风之誓'] }), B: B({ hand: opponentHand }) }, {}, 1, extra), '风之誓').state;
      const lin = card(s, 0, '林燃');
      return [s.pool.rules.hooks.stat(s, lin, 'atk'), s.pool.rules.hooks.stat(s, lin, 'hp')];
    };
    const [atk, hp] = stats([]);
    expect(stats(['疾风', '疾风', '疾风'])).toEqual([atk, hp + 1]);
    expect(atk).toBe(5); // 林燃's 攻击 4, +1 whatever the hands
  });

  it("GA-CT-08 with the 用牌区 full nothing can be set; in one's own turn a new continuous card may replace one (sent to the discard, not destroyed)", () => {
    const zone = [
      { card: '风之护佑' },
      ...['冻结之触', '冻结之触', '火舌反噬', '夜袭'].map((card) => ({ card, set: true })),
    ];
    const s = board({ A: A({ hand: ['炽焰之心', '追风'], cardZone: zone }), B: B() });
    reject(s, { type: 'set', card: card(s, 0, '追风', Z.hand) }, 'set/zone-full');
    reject(s, { type: 'use', card: card(s, 0, '炽焰之心', Z.hand) }, 'use/zone-full');
    reject(
      s,
      { type: 'use', card: card(s, 0, '炽焰之心', Z.hand), replace: card(s, 0, '冻结之触', Z.cardZone) },
      'use/bad-replace',
    );
    const r = passAll(use(s, '炽焰之心', '风之护佑').state);
    expect(r.state.cards[card(r.state, 0, '风之护佑')].zone).toBe(Z.discard);
    expect(r.state.cards[card(r.state, 0, '炽焰之心')].zone).toBe(Z.cardZone);
    expect(has(use(s, '炽焰之心', '风之护佑').events, 'destroyed')).toBe(false);
  });

  it('GA-CT-09 an exclusive card needs its character to exist, live and not be sealed (requireLivingOwnerCharacter)', () => {
    const dead = board({ A: A({ characters: [{ card: '林燃', dead: 2 }, '霜月'], hand: ['炎爆'] }), B: B() });
    reject(dead, { type: 'use', card: card(dead, 0, '炎爆', Z.hand) }, 'use/owner-not-in-play');
    const sealed = board({ A: A({ characters: [{ card: '林燃', sealed: 1 }, '霜月'], hand: ['炎爆'] }), B: B() });
    reject(sealed, { type: 'use', card: card(sealed, 0, '炎爆', Z.hand) }, 'use/owner-not-in-play');
    const absent = board({ A: A({ characters: ['霜月'], reserve: ['林燃'], hand: ['炎爆'] }), B: B() });
    reject(absent, { type: 'use', card: card(absent, 0, '炎爆', Z.hand) }, 'use/owner-not-in-play');
    const off = board(
      { A: A({ characters: ['霜月'], reserve: ['林燃'], hand: ['炎爆'] }), B: B() },
      { requireLivingOwnerCharacter: false },
    );
    expect(use(off, '炎爆').state.players[1].res.hp).toBe(26);
  });

  it("GA-CT-10 词条 printed in 【】 on cards are the card's keywords: 【光环】 on 霜月, 【暴击】 on 苍岚", () => {
    let s = board({ A: A(), B: B({ characters: ['霜月'] }) });
    s = toBattle(s);
    const r = sortie(s, '苍岚', '霜月');
    expect(has(r.events, 'aura', (e) => e.amount === 6)).toBe(true); // 3 doubled by 【暴击】, then negated by 【光环】
    expect(r.state.cards[card(r.state, 1, '霜月')].damage).toBe(0);
  });

  it('GA-ZN-01 cards move between deck, hand and discard pile', () => {
    const s = board({ A: A({ hand: ['雪落'], deck: ['冰封', '炎爆'] }), B: B() });
    const r = use(s, '雪落');
    expect(r.state.players[0].zones[Z.hand].map((id) => r.state.defs[r.state.cards[id].def].name).sort()).toEqual(
      ['冰封', '炎爆'].sort(),
    );
    expect(r.state.players[0].zones[Z.deck].length).toBe(0);
    expect(r.state.cards[card(r.state, 0, '雪落')].zone).toBe(Z.discard);
  });

  it('GA-ZN-02 a banished card no longer exists for the game: its effect ends and nothing reaches it', () => {
    let s = board({ A: A({ hand: ['风卷残云'] }), B: B({ cardZone: ['风之护佑'] }) });
    const ward = card(s, 1, '风之护佑');
    expect(s.pool.rules.hooks.stat(s, card(s, 1, '林燃'), 'atk')).toBe(5);
    s = passAll(use(s, '风卷残云').state).state;
    expect(s.cards[ward].zone).toBe(Z.banished);
    expect(s.pool.rules.hooks.stat(s, card(s, 1, '林燃'), 'atk')).toBe(4);
    expect(s.pool.rules.hooks.kindMatches(s, ward, 'card')).toBe(false);
  });

  it('GA-ZN-03 the 用牌区 has cardZoneSlots (5) free slots; a set needs one', () => {
    let s = board({ A: A({ hand: ['冻结之触', '冻结之触', '火舌反噬', '夜袭', '守护誓约', '追风', '雪落'] }), B: B() });
    for (const n of ['冻结之触', '冻结之触', '火舌反噬', '夜袭', '守护誓约']) s = setCard(s, n).state;
    reject(s, { type: 'set', card: card(s, 0, '追风', Z.hand) }, 'set/zone-full');
    let two = board({ A: A({ hand: ['冻结之触', '夜袭', '追风', '雪落'] }), B: B() }, { cardZoneSlots: 2 });
    two = setCard(setCard(two, '冻结之触').state, '夜袭').state;
    reject(two, { type: 'set', card: card(two, 0, '追风', Z.hand) }, 'set/zone-full');
  });

  it('GA-KW-01 【咒术】 may return to hand after use, once per turn per name, per player', () => {
    let s = board({ A: A({ hand: ['气旋', '气旋'] }), B: B() });
    let r = use(s, '气旋');
    expect(r.state.pending?.kind).toBe('curse');
    r = choose(r.state, 'yes');
    expect(r.state.players[0].zones[Z.hand].length).toBe(2);
    r = use(r.state, '气旋');
    expect(r.state.pending).toBeNull(); // the name's once this turn is spent: straight to the discard
    expect(r.state.players[0].zones[Z.discard].length).toBe(1);
    s = nextTurn(nextTurn(r.state));
    r = use(s, '气旋');
    expect(r.state.pending?.kind).toBe('curse'); // a new turn
    const no = choose(r.state, 'no');
    expect(no.state.players[0].zones[Z.discard].length).toBe(2);
  });

  it('GA-KW-01 / GA-KW-02 【咒术】 and 【符术】 on one card: 符术 banishes it at once, 咒术 is never asked (CS2112 warns)', () => {
    const set = setWith(`卡牌 双术
  类型：普通 【咒术】【符术】
  专属：林燃
  体力：1
  抽1张卡。
`);
    const s = board({ A: A({ hand: ['双术'], deck: ['雪落', '雪落'] }), B: B() }, {}, 1, set);
    const u = use(s, '双术');
    const r = passAll(u.state);
    expect(r.state.pending).toBeNull();
    expect(u.events.concat(r.events).some((e) => e.type === 'moved' && e.info === 'talisman')).toBe(true);
    expect(r.state.cards[card(r.state, 0, '双术')].zone).toBe(Z.banished);
    expect(r.state.players[0].zones[Z.hand].map((id) => r.state.defs[r.state.cards[id].def].name)).toEqual(['雪落']);
  });

  it('GA-KW-02 【符术】 is banished right after use, also when negated', () => {
    let s = board({ A: A({ hand: ['冰晶护符', '冰晶护符'] }), B: B({ cardZone: [{ card: '冰镜', set: true }] }) });
    const first = passAll(use(s, '冰晶护符').state); // B lets it resolve
    expect(first.state.players[0].res.shield).toBe(3);
    expect(first.state.players[0].zones[Z.banished].length).toBe(1);
    s = use(first.state, '冰晶护符').state;
    const n = use(s, '冰镜');
    expect(types(n.events)).toContain('negated');
    expect(n.state.players[0].zones[Z.banished].length).toBe(2);
    expect(n.state.players[0].res.shield).toBe(3);
  });
});
