// 光暗 characters and combat on real game states: HP, death and revival, countdowns and their overflow, seals,
// summons, positions and the battle zone, targeting, sorties and their priority (GA-CHR, GA-ZN-04/05, GA-TG, GA-CB-01..03).
import { describe, expect, it } from 'vitest';
import { legalActions, playerRef } from '../../../runtime/index.js';
import {
  board,
  card,
  characterWith,
  choose,
  has,
  nextTurn,
  pass,
  reject,
  sortie,
  toBattle,
  track,
  use,
  Z,
  setWith,
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
const targets = (s: ReturnType<typeof board>): number[] => s.pending!.options.map((o) => o.value);

describe('光暗 characters', () => {
  it("GA-CHR-03 a character has its printed 生命 and 攻击; its HP is separate from the player's", () => {
    const s = board({ A: side({ hand: ['噬魂'] }), B: side() });
    const lin = card(s, 1, '林燃');
    expect(s.pool.rules.hooks.stat(s, lin, 'hp')).toBe(7);
    expect(s.pool.rules.hooks.stat(s, lin, 'atk')).toBe(4);
    let r = use(s, '噬魂');
    r = choose(r.state, lin);
    expect(r.state.pool.rules.hooks.stat(r.state, lin, 'hpLeft')).toBe(4);
    expect(r.state.players[1].res.hp).toBe(30);
  });

  it('GA-CHR-04 a character that dies starts a 3-turn revival countdown and comes back in its position with full HP; dead, it neither sorties nor is targeted', () => {
    const log = track();
    let s = board({
      A: side({ hand: ['噬魂', '噬魂'] }),
      B: side({ characters: [{ card: '林燃', hp: 3, position: 2 }, '霜月', '苍岚'] }),
    });
    const lin = card(s, 1, '林燃');
    s = log.go(use(s, '噬魂'));
    s = log.go(choose(s, lin));
    expect(has(log.events, 'destroyed', (e) => e.card === lin)).toBe(true);
    expect(s.flags.revive[lin]).toBe(3);
    s = log.go(use(s, '噬魂'));
    expect(targets(s)).not.toContain(lin);
    s = nextTurn(s); // B's turn: 2 left
    expect(s.flags.revive[lin]).toBe(2);
    s = toBattle(s);
    expect(legalActions(s).some((a) => a.type === 'sortie' && a.attacker === lin)).toBe(false);
    s = nextTurn(nextTurn(s)); // B's next turn: 1
    expect(s.flags.revive[lin]).toBe(1);
    s = nextTurn(nextTurn(s)); // and back
    expect(s.flags.revive[lin]).toBe(0);
    expect(s.cards[lin].cell).toBe(1);
    expect(s.pool.rules.hooks.stat(s, lin, 'hpLeft')).toBe(7);
  });

  it("GA-CHR-04 a character's own 【阵亡时】 line goes on the chain after its death took it out of play", () => {
    const set = characterWith('林燃', '【阵亡时】对对方牌手造成2点真实伤害。');
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
    expect(has(log.events, 'activated', (e) => e.card === lin)).toBe(true);
    expect(s.players[0].res.hp).toBe(28);
  });

  it("GA-CHR-05 countdowns go down at the start of their owner's turns only", () => {
    let s = board({
      A: side(),
      B: side({ characters: [{ card: '林燃', dead: 3 }, { card: '霜月', sealed: 2 }, '苍岚'] }),
    });
    const lin = card(s, 1, '林燃'),
      shuang = card(s, 1, '霜月');
    s = nextTurn(s); // B's turn start
    expect([s.flags.revive[lin], s.flags.sealed[shuang]]).toEqual([2, 1]);
    s = nextTurn(s); // A's turn start: nothing changes for B
    expect([s.flags.revive[lin], s.flags.sealed[shuang]]).toEqual([2, 1]);
    s = nextTurn(s);
    expect([s.flags.revive[lin], s.flags.sealed[shuang]]).toEqual([1, 0]);
    expect(s.cards[shuang].zone).toBe(Z.positions);
  });

  it('GA-CHR-06 封印 takes a character out of play (not 阵亡); the third seal on it is permanent', () => {
    const log = track();
    let s = board({
      A: side({ hand: ['冰封', '暗影缚', '永冬'] }),
      B: side({ characters: [{ card: '林燃', seals: 1 }, '霜月', '苍岚'] }),
    });
    const lin = card(s, 1, '林燃');
    s = log.go(use(s, '冰封'));
    s = log.go(choose(s, lin));
    expect(s.flags.sealed[lin]).toBe(1);
    expect(s.flags.seals[lin]).toBe(2);
    expect(has(log.events, 'destroyed')).toBe(false);
    expect(has(log.events, 'sealed', (e) => e.card === lin)).toBe(true);
    // GA-TG-01: sealed, it is no target, of 封印 either (its countdown is not reset, no seal is counted).
    s = log.go(use(s, '暗影缚'));
    expect(targets(s)).not.toContain(lin);
    s = log.go(choose(s, card(s, 1, '霜月')));
    expect([s.flags.sealed[lin], s.flags.seals[lin]]).toEqual([1, 2]);
    // Back in play at B's turn start, it is sealed a third time in A's next turn: for good.
    s = nextTurn(nextTurn(s));
    expect(s.flags.sealed[lin]).toBe(0);
    s = log.go(use(s, '永冬'));
    if (s.pending?.kind === 'target') s = log.go(choose(s, lin));
    expect(s.flags.sealed[lin]).toBe(-1); // the third seal: permanent
    expect(s.flags.seals[lin]).toBe(3);
  });

  it('GA-CHR-06 a seal with no length lasts sealCountdown (3) turns; GA-TG-01 a dead character is no target of 封印', () => {
    let s = board({
      A: side({ hand: ['永冬', '暗影缚'] }),
      B: side({ characters: [{ card: '林燃', dead: 1 }, '霜月', '苍岚'] }),
    });
    const shuang = card(s, 1, '霜月'),
      lin = card(s, 1, '林燃');
    s = choose(use(s, '永冬').state, shuang).state;
    expect(s.flags.sealed[shuang]).toBe(3);
    s = use(s, '暗影缚').state; // 林燃 is dead and 霜月 sealed: 苍岚 is the only target, taken without asking
    expect(s.pending).toBeNull();
    expect([s.flags.revive[lin], s.flags.sealed[lin], s.flags.sealed[card(s, 1, '苍岚')]]).toEqual([1, 0, 2]);
    s = nextTurn(s);
    expect([s.flags.revive[lin], s.flags.sealed[shuang]]).toEqual([0, 2]);
    expect(s.pool.rules.hooks.stat(s, lin, 'hpLeft')).toBe(7); // revived with full HP
    expect(legalActions(toBattle(s)).some((a) => a.type === 'sortie' && a.attacker === shuang)).toBe(false);
  });

  it("GA-CHR-04 复活倒计时-N (the rules' own word) is 倒计时-N on a dead character", () => {
    const set = setWith('卡牌 唤魂\n  类型：普通\n  专属：夜昙\n  体力：1\n  令一个阵亡的己方角色復活倒計時-1。\n');
    let s = board(
      { A: side({ characters: [{ card: '林燃', dead: 2 }, '夜昙'], hand: ['唤魂'] }), B: side() },
      {},
      1,
      set,
    );
    const lin = card(s, 0, '林燃');
    s = use(s, '唤魂').state;
    expect(s.flags.revive[lin]).toBe(1);
  });

  it('GA-CHR-03 生命3以下的敌方角色 is its HP now, not its printed 生命: a wounded character is offered, a fresh one not', () => {
    const set = setWith(
      '卡牌 补刀\n  类型：普通\n  专属：夜昙\n  体力：1\n  对一个生命3以下的敌方角色造成2点法术伤害。\n',
    );
    const s = board(
      {
        A: side({ characters: ['夜昙', '林燃'], hand: ['补刀'] }),
        B: side({ characters: [{ card: '林燃', hp: 2 }, { card: '霜月', hp: 3 }, '夜昙'] }),
      },
      {},
      1,
      set,
    );
    const r = use(s, '补刀').state;
    expect(targets(r).sort()).toEqual([card(s, 1, '林燃'), card(s, 1, '霜月')].sort());
  });

  it("GA-CHR-07 a countdown reduction that overflows goes on to the character's other countdowns, smallest first", () => {
    let s = board({
      A: side({ characters: [{ card: '林燃', dead: 1, sealed: 3 }, '夜昙'], hand: ['暗夜回响', '暗夜回响'] }),
      B: side(),
    });
    const lin = card(s, 0, '林燃');
    s = use(s, '暗夜回响').state; // the only counting character: −2, revival 1 → 0, the excess 1 → seal 3 → 2
    expect([s.flags.revive[lin], s.flags.sealed[lin]]).toEqual([0, 2]);
    expect(s.cards[lin].zone).toBe(Z.positions);
    const r = use(s, '暗夜回响'); // −2: seal 2 → 0; it comes back
    expect(r.state.flags.sealed[lin]).toBe(0);
    expect(has(r.events, 'revived', (e) => e.card === lin)).toBe(true);
    // An increase goes to the smallest countdown: 长夜 on an opposing dead character.
    let t = board({ A: side({ hand: ['长夜'] }), B: side({ characters: [{ card: '林燃', dead: 2 }, '霜月'] }) });
    t = use(t, '长夜').state;
    expect(t.flags.revive[card(t, 1, '林燃')]).toBe(4);
  });

  it('GA-CHR-08 summons count as characters (targets, sorties, HP), share the sorties, and leave play when they die', () => {
    let s = board({ A: side({ hand: ['火种', '燎原'] }), B: side({ summons: ['风隼'] }) });
    s = use(s, '火种').state;
    const fire = card(s, 0, '火灵', Z.summons);
    expect(s.cards[fire].zone).toBe(Z.summons);
    // 燎原 hits every enemy 角色, the summon 风隼 included; it dies and goes back off the game.
    const log = track();
    s = log.go(use(s, '燎原'));
    const hawk = card(s, 1, '风隼');
    expect(s.cards[hawk].zone).toBe(Z.offstage);
    expect(s.flags.revive[hawk]).toBe(0);
    expect(has(log.events, 'destroyed', (e) => e.card === hawk)).toBe(true);
    s = toBattle(s);
    const r = sortie(s, '火灵', '林燃');
    expect(r.state.players[0].res.sorties).toBe(0);
    expect(r.state.active).toBe(1); // the summon's sortie was the turn's one: the 战斗阶段 ended by itself
  });
});

describe('光暗 positions, targets and sorties', () => {
  it('GA-ZN-04 / GA-TG-02 characters outside the battle zone (battleZonePositions) are not sortie targets', () => {
    let s = board(
      {
        A: side(),
        B: side({
          characters: [
            { card: '林燃', position: 1 },
            { card: '霜月', position: 4 },
          ],
        }),
      },
      { battleZonePositions: 3 },
    );
    s = toBattle(s);
    const ts = new Set(
      legalActions(s)
        .filter((a) => a.type === 'sortie')
        .map((a) => a.target),
    );
    expect([...ts]).toEqual([card(s, 1, '林燃')]);
    let t = board(
      {
        A: side(),
        B: side({
          characters: [
            { card: '林燃', position: 1, dead: 2 },
            { card: '霜月', position: 4 },
          ],
        }),
      },
      { battleZonePositions: 3 },
    );
    t = toBattle(t);
    expect([
      ...new Set(
        legalActions(t)
          .filter((a) => a.type === 'sortie')
          .map((a) => a.target),
      ),
    ]).toEqual([playerRef(1)]);
  });

  it('GA-ZN-05 summons take a summon slot (summonSlots); with none free nothing is summoned', () => {
    let s = board({ A: side({ hand: ['火种', '风隼召来'], summons: ['影仆'] }), B: side() }, { summonSlots: 1 });
    s = use(s, '火种').state;
    expect(s.players[0].zones[Z.summons].length).toBe(1);
    expect(s.players[0].zones[Z.banished].length).toBe(1); // 火种 【符术】 was used all the same
  });

  it('GA-TG-01 non-existent, dead and sealed characters cannot be targeted; effects that name them (复活, 倒计时) reach them', () => {
    let s = board({
      A: side({
        hand: ['噬魂', '复苏之光'],
        characters: [{ card: '白曜' }, { card: '夜昙' }, { card: '林燃', dead: 2 }],
      }),
      B: side({
        characters: ['林燃', { card: '霜月', dead: 1 }, { card: '苍岚', sealed: 2 }],
        reserve: ['夜昙', '白曜'],
      }),
    });
    let r = use(s, '噬魂'); // B's 霜月 (dead), 苍岚 (sealed), 夜昙 and 白曜 (not existing) are no targets: 林燃 is taken without asking
    expect(r.state.pending).toBeNull();
    expect(r.state.cards[card(s, 1, '林燃')].damage).toBe(3);
    s = r.state;
    r = use(s, '复苏之光'); // only A's dead 林燃 can be revived: chosen without asking
    expect(r.state.flags.revive[card(s, 0, '林燃')]).toBe(0);
    expect(r.state.cards[card(s, 0, '林燃')].damage).toBe(0);
  });

  it("GA-CB-01 a sortie deals the attacker's 攻击 as battle damage; there is no counterattack", () => {
    let s = board({ A: side(), B: side({ characters: ['霜月', '林燃'] }) });
    s = toBattle(s);
    const r = sortie(s, '林燃', '林燃');
    expect(
      has(r.events, 'damaged', (e) => e.card === card(s, 1, '林燃') && e.amount === 4 && e.from === 'battle'),
    ).toBe(true);
    expect(r.state.cards[card(s, 0, '林燃')].damage).toBe(0);
  });

  it('GA-CB-02 a sortie must target a summon if there is one, else a battle-zone character, else the player', () => {
    let s = board({ A: side(), B: side({ summons: ['火灵'] }) });
    s = toBattle(s);
    const t1 = new Set(
      legalActions(s)
        .filter((a) => a.type === 'sortie')
        .map((a) => a.target),
    );
    expect([...t1]).toEqual([card(s, 1, '火灵')]);
    reject(s, { type: 'sortie', attacker: card(s, 0, '林燃'), target: card(s, 1, '林燃') }, 'sortie/target');
    let t = board({ A: side(), B: side({ characters: [{ card: '林燃', dead: 1 }] }) });
    t = toBattle(t);
    const r = sortie(t, '林燃');
    expect(r.state.players[1].res.hp).toBe(26);
  });

  it('GA-CB-03 a player with summons may make a character sortie; summons and characters share the one sortie', () => {
    let s = board({ A: side({ summons: ['火灵'] }), B: side() });
    s = toBattle(s);
    const attackers = new Set(
      legalActions(s)
        .filter((a) => a.type === 'sortie')
        .map((a) => a.attacker),
    );
    expect(attackers.has(card(s, 0, '火灵'))).toBe(true);
    expect(attackers.has(card(s, 0, '林燃'))).toBe(true);
    s = sortie(s, '林燃', '林燃').state;
    expect(legalActions(s).some((a) => a.type === 'sortie')).toBe(false);
  });
});
