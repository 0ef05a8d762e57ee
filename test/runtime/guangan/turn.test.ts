// 光暗 resources and the turn on real game states: stamina, sorties, 【光暗值】 and the 【光明】/【黑暗】 choice,
// the turn-start order, 准备/战斗阶段, the hand limit.
import { describe, expect, it } from 'vitest';
import { checkZoneInvariant, SIDE, type GameEvent, type GuanganState } from '../../../runtime/index.js';
import {
  act,
  board,
  card,
  choose,
  passAll,
  endPhase,
  has,
  nextTurn,
  reject,
  setWith,
  sortie,
  toBattle,
  track,
  types,
  use,
  Z,
} from './helpers.js';

const A2 = { characters: ['林燃', '苍岚', '霜月', '夜昙', '白曜'], deck: ['雪落', '雪落', '雪落'] };
const B2 = { characters: ['林燃', '苍岚'], deck: ['疾风', '疾风', '疾风'] };

describe('光暗 resources', () => {
  it('GA-RES-01 / GA-RES-03 each own turn starts with 3 stamina and 1 sortie; stamina above 3 is not kept', () => {
    let s = board({ A: { ...A2, stamina: 5, sorties: 0 }, B: { ...B2, stamina: 0, sorties: 0 } });
    s = nextTurn(s);
    expect(s.active).toBe(1);
    expect([s.players[1].res.stamina, s.players[1].res.sorties]).toEqual([3, 1]);
    // A's 5 stay through B's turn (for responses), and are set afresh at A's next turn.
    expect(s.players[0].res.stamina).toBe(5);
    s = nextTurn(s);
    expect([s.players[0].res.stamina, s.players[0].res.sorties]).toEqual([3, 1]);
  });

  it('GA-RES-02 stamina gained through effects stops at 6', () => {
    const s = board({ A: { ...A2, stamina: 6, hand: ['疾风', '疾风'] }, B: B2 });
    const r = use(s, '疾风');
    expect(r.state.players[0].res.stamina).toBe(6);
    expect(has(r.events, 'resource', (e) => e.info === 'stamina')).toBe(false);
    const t = use(board({ A: { ...A2, stamina: 5, hand: ['疾风'] }, B: B2 }), '疾风');
    expect(t.state.players[0].res.stamina).toBe(6);
  });

  it('GA-RES-04 a card costs its 体力, or 1 when it prints none (defaultCardStaminaCost); setting costs nothing', () => {
    const s = board({ A: { ...A2, lightDark: 1, hand: ['冰晶护符', '炎爆', '冻结之触'] }, B: B2 });
    expect(use(s, '冰晶护符').state.players[0].res.stamina).toBe(2);
    expect(use(s, '炎爆').state.players[0].res.stamina).toBe(1);
    expect(act(s, { type: 'set', card: card(s, 0, '冻结之触', Z.hand) }).state.players[0].res.stamina).toBe(3);
    const two = board({ A: { ...A2, hand: ['冰晶护符'] }, B: B2 }, { defaultCardStaminaCost: 2 });
    expect(use(two, '冰晶护符').state.players[0].res.stamina).toBe(1);
    const poor = board({ A: { ...A2, stamina: 1, lightDark: 1, hand: ['炎爆'] }, B: B2 });
    reject(poor, { type: 'use', card: card(poor, 0, '炎爆', Z.hand) }, 'use/not-enough-stamina');
  });

  it('GA-KW-03 【瞬发】 costs no stamina; GA-KW-04 【蓄力】 costs one more', () => {
    const s = board({ A: { ...A2, lightDark: 3, hand: ['冰封', '烈焰咒'] }, B: B2 });
    expect(use(s, '冰封').state.players[0].res.stamina).toBe(3);
    expect(use(s, '烈焰咒').state.players[0].res.stamina).toBe(0); // 体力2 + 【蓄力】1
    const poor = board({ A: { ...A2, stamina: 2, lightDark: 3, hand: ['烈焰咒'] }, B: B2 });
    reject(poor, { type: 'use', card: card(poor, 0, '烈焰咒', Z.hand) }, 'use/not-enough-stamina');
  });

  it('GA-RES-05 / GA-CB-01 one sortie a turn (sortiesPerTurn): with none left the 战斗阶段 is over', () => {
    let s = board({ A: { ...A2 }, B: B2 });
    s = toBattle(s);
    const r = sortie(s, '林燃', '林燃');
    expect(r.state.players[0].res.sorties).toBe(0);
    expect(r.state.active).toBe(1); // nothing left to do: the turn ended
    expect(
      s.pool.rules.check(
        { ...r.state, active: 0, phase: 'battle' },
        { type: 'sortie', attacker: card(s, 0, '苍岚'), target: card(s, 1, '苍岚') },
        0,
      )?.code,
    ).toBe('sortie/none-left');
    let two = toBattle(board({ A: { ...A2 }, B: B2 }, { sortiesPerTurn: 2 }));
    two = sortie(two, '林燃', '林燃').state;
    expect([two.active, two.phase, two.players[0].res.sorties]).toEqual([0, 'battle', 1]);
    two = sortie(two, '苍岚', '苍岚').state;
    expect(two.active).toBe(1);
  });

  it('GA-RES-06 from game turn 2 both players gain 1 【光暗值】 at the start of every turn (lightDarkGain = bothEveryTurn)', () => {
    let s = board({ turn: 1, A: A2, B: B2 });
    const gains: number[][] = [];
    for (let i = 0; i < 3; i++) {
      s = nextTurn(s);
      gains.push(s.players.map((p) => p.res.lightDark));
    }
    expect(gains).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
  });

  it('GA-RES-06 lightDarkGain = ownTurnOnly: only the player whose turn starts gains', () => {
    let s = board({ turn: 1, A: A2, B: B2 }, { lightDarkGain: 'ownTurnOnly' });
    s = nextTurn(s); // turn 2, B
    expect(s.players.map((p) => p.res.lightDark)).toEqual([0, 1]);
    s = nextTurn(s); // turn 3, A
    expect(s.players.map((p) => p.res.lightDark)).toEqual([1, 1]);
  });

  it('GA-RES-07 【光暗值】 never goes above 6', () => {
    let s = board({ A: { ...A2, lightDark: 5, gained: 5, side: 'light', hand: ['晨曦之力'] }, B: B2 });
    s = use(s, '晨曦之力').state;
    expect(s.players[0].res.lightDark).toBe(6);
    s = nextTurn(s);
    expect(s.players[0].res.lightDark).toBe(6);
  });

  it('GA-RES-08 an exclusive card needs 【光暗值】 at or above its requirement, which is not spent', () => {
    const s = board({ A: { ...A2, lightDark: 2, hand: ['燎原', '炎爆'] }, B: B2 });
    reject(s, { type: 'use', card: card(s, 0, '燎原', Z.hand) }, 'use/light-dark');
    const r = use(s, '炎爆');
    expect(r.state.players[0].res.lightDark).toBe(2);
  });

  it("GA-RES-09 at the cap the player chooses 【光明】 or 【黑暗】 once; that side's lines apply from then on, the other's never", () => {
    let s = board({ A: { ...A2, lightDark: 5, gained: 5, stamina: 6, hand: ['晨曦之力', '烈焰咒', '炎爆'] }, B: B2 });
    s = use(s, '晨曦之力').state;
    expect(s.pending?.kind).toBe('side');
    expect(s.pending?.player).toBe(0);
    s = choose(s, 'light').state;
    expect(s.players[0].flags.side).toBe(SIDE.light);
    // 烈焰咒 【光明】改为 5 damage; 炎爆's 【黑暗】 line does not apply.
    let r = use(s, '烈焰咒');
    r = choose(r.state, card(r.state, 1, '林燃'));
    expect(r.state.cards[card(s, 1, '林燃')].damage).toBe(5);
    const t = use(board({ A: { ...A2, lightDark: 6, gained: 6, side: 'light', hand: ['炎爆'] }, B: B2 }), '炎爆');
    expect(t.state.players[1].res.hp).toBe(26);
    expect(has(t.events, 'damaged', (e) => e.info === 'magic' && e.amount === 4)).toBe(true);
    // The choice stays even when 【光暗值】 is below the cap, and is not asked again.
    const u = use(board({ A: { ...A2, lightDark: 2, gained: 6, side: 'dark', hand: ['炎爆'] }, B: B2 }), '炎爆');
    expect(has(u.events, 'damaged', (e) => e.info === 'true' && e.amount === 5)).toBe(true);
    expect(nextTurn(nextTurn(u.state)).pending).toBeNull();
  });

  it('GA-RES-09 a standing line’s 【光明】改为 applies for the side chosen only, in place of the base line — never added to it', () => {
    const extra = setWith(`
卡牌 风势
  类型：持续 普通
  专属：林燃
  体力：1
  己方角色攻击+1。
  【光明】改为己方角色攻击+2。
  【黑暗】己方角色生命+1。
`);
    const stats = (side?: 'light' | 'dark') => {
      const a = side ? { lightDark: 6, gained: 6, side } : {};
      const s = use(board({ A: { ...A2, ...a, hand: ['风势'] }, B: B2 }, {}, 1, extra), '风势').state;
      const lin = card(s, 0, '林燃');
      const base = s.defs[s.cards[lin].def].stats;
      const hooks = s.pool.rules.hooks;
      return [hooks.stat(s, lin, 'atk') - base.atk, hooks.stat(s, lin, 'hp') - base.hp];
    };
    expect(stats()).toEqual([1, 0]);
    expect(stats('light')).toEqual([2, 0]);
    expect(stats('dark')).toEqual([1, 1]);
  });

  it("GA-RES-09 a clause's own 若 gates that clause only, and an 改为 of it keeps the 若 (it changes what the clause does, not whether)", () => {
    const extra = setWith(`
卡牌 试探
  类型：普通
  专属：林燃
  体力：1
  抽1张卡；若对方手牌数≥3，对对方牌手造成2点法术伤害。
  【光明】改为造成4点法术伤害。
`);
    const play = (bHand: string[], light: boolean) => {
      const a = light ? { lightDark: 6, gained: 6, side: 'light' as const } : {};
      return use(board({ A: { ...A2, ...a, hand: ['试探'] }, B: { ...B2, hand: bHand } }, {}, 1, extra), '试探');
    };
    const drew = (r: ReturnType<typeof play>) => r.events.filter((e) => e.type === 'drew' && e.player === 0).length;
    const dealt = (r: ReturnType<typeof play>) => r.events.filter((e) => e.type === 'damaged').map((e) => e.amount);
    // B holds 2 cards: the draw happens, the damage does not, with or without 【光明】.
    for (const light of [false, true]) {
      const r = play(['疾风', '疾风'], light);
      expect([drew(r), dealt(r)]).toEqual([1, []]);
    }
    // B holds 3: the base clause deals 2; under 【光明】 its 改为 deals 4 in its place.
    expect(dealt(play(['疾风', '疾风', '疾风'], false))).toEqual([2]);
    expect(dealt(play(['疾风', '疾风', '疾风'], true))).toEqual([4]);
    // A line's 若 covers its 改为 line too (暗潮: 若对方手牌数≥3 … 【黑暗】改为 5).
    const tide = (bHand: string[]) => {
      const r = use(
        board({ A: { ...A2, lightDark: 6, gained: 6, side: 'dark', hand: ['暗潮'] }, B: { ...B2, hand: bHand } }),
        '暗潮',
      );
      return r.events.filter((e) => e.type === 'damaged').map((e) => e.amount);
    };
    expect(tide(['疾风', '疾风'])).toEqual([]);
    expect(tide(['疾风', '疾风', '疾风'])).toEqual([5]);
  });

  it('GA-ZN-06 【光暗值】 is an indicator, not a card: gaining it changes no zone', () => {
    const s = board({ turn: 1, A: A2, B: B2 });
    const zones = JSON.stringify(s.players.map((p) => p.zones.map((z) => z.length)));
    const n = nextTurn(s);
    expect(n.players[0].res.lightDark).toBe(1);
    expect(checkZoneInvariant(n)).toBeNull();
    expect(n.cards.length).toBe(s.cards.length);
    void zones;
  });
});

describe('光暗 turn structure', () => {
  it('GA-TRN-01 turn start: 【光暗值】 and unlocks, then countdowns and revivals, then stamina and sortie, then the draw', () => {
    const s = board({
      turn: 5,
      A: { ...A2, lightDark: 2, gained: 2 },
      B: {
        characters: [{ card: '林燃', dead: 1 }, '苍岚'],
        reserve: ['霜月'],
        deck: ['疾风', '疾风'],
        lightDark: 1,
        gained: 1,
        stamina: 0,
        sorties: 0,
      },
    });
    let r = endPhase(endPhase(s).state); // A's turn ends → turn 6, B's start
    const ev = r.events;
    const at = (pred: (e: (typeof ev)[number]) => boolean) => ev.findIndex(pred);
    const gain = at((e) => e.type === 'resource' && e.info === 'lightDark' && e.player === 1);
    expect(gain).toBeGreaterThanOrEqual(0);
    expect(r.state.pending?.kind).toBe('character'); // B gained its second point: a character to choose, before the rest
    expect(r.state.pending?.player).toBe(1);
    r = choose(r.state, '霜月');
    r = act(r.state, { type: 'choose', index: 0 });
    const rest = r.events;
    const revived = rest.findIndex((e) => e.type === 'revived');
    const drew = rest.findIndex((e) => e.type === 'drew');
    const start = rest.findIndex((e) => e.type === 'turnStart');
    expect(revived).toBeGreaterThanOrEqual(0);
    expect(drew).toBeGreaterThan(revived);
    expect(start).toBeGreaterThan(drew);
    expect([r.state.players[1].res.stamina, r.state.players[1].res.sorties]).toEqual([3, 1]);
  });

  it('GA-TRN-02 in the 准备阶段 a player only plays (and sets) cards: no sortie', () => {
    const s = board({ A: { ...A2, hand: ['雪落'] }, B: B2 });
    reject(s, { type: 'sortie', attacker: card(s, 0, '林燃'), target: card(s, 1, '林燃') }, 'sortie/not-now');
    expect(use(s, '雪落').state.players[0].zones[Z.hand].length).toBe(2);
  });

  it('GA-TRN-03 in the 战斗阶段 only sorties and response/counter cards; there is no way back to the 准备阶段', () => {
    let s = board({ A: { ...A2, hand: ['雪落', '冻结之触'] }, B: B2 });
    s = endPhase(s).state;
    expect(s.phase).toBe('battle');
    reject(s, { type: 'use', card: card(s, 0, '雪落', Z.hand) }, 'use/phase');
    reject(s, { type: 'set', card: card(s, 0, '冻结之触', Z.hand) }, 'set/not-now');
    const r = endPhase(s);
    expect(r.state.active).toBe(1);
    expect(types(r.events)).toContain('turnEnd');
  });

  it("GA-TRN-04 / GA-LIM-01 at the end of one's own turn the cards above 7 go back into the deck, chosen by the player, then the deck is shuffled", () => {
    const hand = ['雪落', '雪落', '冰封', '冰封', '炎爆', '炎爆', '疾风', '疾风', '裂空'];
    let s = board({ A: { ...A2, hand }, B: { ...B2, hand } });
    s = endPhase(endPhase(s).state).state;
    expect(s.pending?.kind).toBe('handLimit');
    expect(s.pending?.player).toBe(0);
    s = choose(s, '裂空').state;
    expect(s.pending?.kind).toBe('handLimit');
    const r = choose(s, '炎爆');
    expect(r.state.players[0].zones[Z.hand].length).toBe(7);
    expect(r.state.players[0].zones[Z.deck].length).toBe(5);
    expect(has(r.events, 'shuffled', (e) => e.player === 0 && e.amount === 2)).toBe(true);
    // The opponent's hand (9) is untouched at A's turn end; B's own turn end applies the limit to B.
    expect(r.state.players[1].zones[Z.hand].length).toBe(10); // 9 + B's draw
    let b = r.state;
    while (!b.pending) b = endPhase(b).state;
    expect(b.pending.kind).toBe('handLimit');
    expect(b.pending.player).toBe(1);
  });
});

describe('光暗 per-card statistics', () => {
  it('GA-RES-09 a variant line that ran with its base line counts as resolved (the applied event)', async () => {
    const { cardStatsOfGame } = await import('../../../runtime/index.js');
    const log = track();
    let s = board({ A: { ...A2, lightDark: 6, gained: 6, side: 'light', hand: ['烈焰咒'] }, B: B2 });
    s = log.go(use(s, '烈焰咒'));
    s = log.go(choose(s, card(s, 1, '林燃')));
    const stats = cardStatsOfGame(
      s.defs,
      s.cards.map((c) => c.def),
      log.events,
      null,
    );
    expect(stats['烈焰咒'].abilities.map((a) => a.resolved)).toEqual([1, 1]);
  });

  const TWO_LINES = setWith(`卡牌 连击
  类型：普通
  专属：林燃
  体力：1
  对对方牌手造成2点法术伤害。
  抽1张卡。
  【光明】改为抽2张卡。

卡牌 回敬
  类型：响应
  专属：林燃
  体力：1
  当对方发动卡牌时：抽1张卡。
  对对方牌手造成1点法术伤害。
`);

  async function statsOf(s: GuanganState, events: GameEvent[]) {
    const { cardStatsOfGame, linkOpsOf } = await import('../../../runtime/index.js');
    return cardStatsOfGame(
      s.defs,
      s.cards.map((c) => c.def),
      events,
      s.winner,
      linkOpsOf(s),
    );
  }
  const counts = (st: Awaited<ReturnType<typeof statsOf>>, name: string) =>
    st[name].abilities.map((a) => [a.triggered, a.activated, a.resolved]);

  it('GA-CT-02 every line of a 普通 card is used and resolves with its link; a GA-RES-09 改为 line counts for its base line too', async () => {
    for (const side of [undefined, 'light'] as const) {
      const log = track();
      const A = { ...A2, side, lightDark: side ? 6 : 0, gained: side ? 6 : 0, hand: ['连击'] };
      let s = board({ A, B: B2 }, {}, 1, TWO_LINES);
      s = log.go(use(s, '连击'));
      s = log.go(passAll(s));
      expect(s.players[1].res.hp).toBe(28); // its first line
      expect(s.players[0].zones[Z.hand].length).toBe(side ? 2 : 1); // its second, or the 【光明】 one in its place
      expect(counts(await statsOf(s, log.events), '连击')).toEqual([
        [0, 1, 1],
        [0, 1, 1],
        [0, 0, side ? 1 : 0], // the variant line reports itself (applied) when it ran
      ]);
    }
  });

  it('GA-CT-03 a response card used for its 当…时 line runs and counts its untimed lines too', async () => {
    const log = track();
    let s = board({ A: { ...A2, hand: ['炎爆'], lightDark: 1 }, B: { ...B2, hand: ['回敬'] } }, {}, 1, TWO_LINES);
    s = log.go(use(s, '炎爆'));
    s = log.go(use(s, '回敬'));
    s = log.go(passAll(s));
    if (s.pending?.kind === 'side') s = log.go(choose(s, 0));
    expect(s.players[1].zones[Z.hand].length).toBe(1); // 回敬's timed line: B drew
    expect(s.players[0].res.hp).toBe(29); // and its untimed line
    expect(counts(await statsOf(s, log.events), '回敬')).toEqual([
      [0, 1, 1],
      [0, 1, 1],
    ]);
  });

  it('GA-CH-02 a negated 普通 card: every line was used, none resolved', async () => {
    const log = track();
    const B = { characters: ['林燃', '霜月'], deck: ['疾风'], lightDark: 2, cardZone: [{ card: '冰镜', set: true }] };
    let s = board({ A: { ...A2, hand: ['连击'] }, B }, {}, 1, TWO_LINES);
    s = log.go(use(s, '连击'));
    s = log.go(use(s, '冰镜'));
    expect(types(log.events)).toContain('negated');
    expect(counts(await statsOf(s, log.events), '连击')).toEqual([
      [0, 1, 0],
      [0, 1, 0],
      [0, 0, 0],
    ]);
  });
});
