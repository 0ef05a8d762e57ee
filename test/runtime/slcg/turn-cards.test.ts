// SLCG turn structure (TRN) and card types (CT).

import { describe, expect, it } from 'vitest';
import { compileCards } from '../../../compiler/api.js';
import { legalActions, type CardDef, mutCard } from '../../../runtime/index.js';
import { act, board, endTurn, inst, names, ofType, rejects, untilMain } from '../helpers.js';
import { ab, card, character, event, oneOpp } from '../fixtures/slcg-cards.js';

describe('SLCG turn structure (TRN)', () => {
  it("SLCG-TRN-01 游戏流程: 重整 → 主要 → 抽牌 → 回合结束, then the next player's turn", () => {
    const s = board();
    const ev = untilMain(s, 1).events;
    expect(ofType(ev, 'phase').map((e) => `${e.player}:${e.info}`)).toEqual([
      '0:draw',
      '0:end',
      '1:start',
      '1:refresh',
      '1:main',
    ]);
  });

  it("SLCG-TRN-02 重整阶段: the player's tapped cards turn upright at the start of their turn", () => {
    let s = board({ p0: { main: ['Pusher', 'Striker'] }, p1: { main: ['Pusher'] } });
    s = act(s, { type: 'push', card: inst(s, 0, 'main', 'Pusher') }).state;
    s = untilMain(s, 1).state;
    expect(s.cards[inst(s, 0, 'main', 'Pusher')].tapped).toBe(true); // not the opponent's cards
    s = untilMain(s, 0).state;
    expect(s.cards[inst(s, 0, 'main', 'Pusher')].tapped).toBe(false);
  });

  it('SLCG-TRN-03 【回合开始时】: order is 极动能 grant, 回合开始时 abilities, then refresh', () => {
    let s = board({ p0: { main: ['Beacon', 'Pusher'] } });
    s.flags.extremeMoment = 1;
    s.flags.extremeFromTurn = 1;
    s.flags.igniteClaimed = 1;
    s = act(s, { type: 'push', card: inst(s, 0, 'main', 'Pusher') }).state;
    const ev = untilMain(untilMain(s, 1).state, 0).events.filter((e) => e.player === 0);
    const i = (pred: (e: (typeof ev)[number]) => boolean): number => ev.findIndex(pred);
    const grant = i((e) => e.type === 'resource' && e.info === 'extremeEnergy');
    const beacon = i((e) => e.type === 'pushed');
    const refresh = i((e) => e.type === 'untapped');
    expect(grant).toBeGreaterThanOrEqual(0);
    expect(grant).toBeLessThan(beacon);
    expect(beacon).toBeLessThan(refresh);
  });

  it('SLCG-TRN-04 主要阶段: main actions in any order until the player proceeds', () => {
    let s = board({ p0: { hand: ['Striker', 'Pusher', 'Sprint'], main: ['Pusher'] } });
    const kinds = new Set(legalActions(s).map((a) => a.type));
    expect([...kinds].sort()).toEqual(['convert', 'endMain', 'push']);
    s = act(
      s,
      { type: 'convert', card: inst(s, 0, 'hand', 'Striker') },
      { type: 'play', card: inst(s, 0, 'hand', 'Sprint') },
      { type: 'push', card: inst(s, 0, 'main', 'Pusher') },
    ).state;
    expect(s.players[0].res.victory).toBe(2);
    expect(s.phase).toBe('main');
    expect(act(s, { type: 'endMain' }).state.active).toBe(1);
  });

  it('SLCG-TRN-05 抽牌阶段: refill to 5; with 5 or more in hand, draw nothing', () => {
    let s = board({ p0: { hand: ['Pusher', 'Pusher'], deck: ['Striker', 'Striker', 'Striker', 'Striker'] } });
    s = endTurn(s).state;
    expect(s.players[0].zones[1].length).toBe(5);
    let t = board({ p0: { hand: ['Pusher', 'Pusher', 'Pusher', 'Pusher', 'Pusher', 'Pusher'], deck: ['Striker'] } });
    t = endTurn(t).state;
    expect(t.players[0].zones[1].length).toBe(6);
  });

  it('SLCG-TRN-06 废牌区混洗: only a draw-phase draw from an empty deck reshuffles the discard', () => {
    let s = board({ p0: { hand: ['Insight'], discard: ['Striker', 'Striker', 'Pusher'], energy: 1 } });
    s = act(s, { type: 'play', card: inst(s, 0, 'hand', 'Insight') }).state;
    expect(s.players[0].zones[1].length).toBe(0); // Insight drew nothing, no reshuffle
    expect(s.players[0].zones[4].length).toBe(3);
    const r = endTurn(s);
    expect(ofType(r.events, 'shuffled').length).toBe(1);
    expect(r.state.players[0].zones[1].length).toBe(3); // Insight reaches the discard only at cleanup, after the draw
  });

  it('SLCG-TRN-07 回合结束阶段: 回合结束时 abilities trigger, then the turn passes', () => {
    const c = character('Closer', 1, 1, 'none', {
      abilities: [
        ab(0, {
          kind: 'triggered',
          timing: { event: 'turnEnd', side: 'self' },
          effects: [{ op: 'push', side: 'self', amount: 1 }],
        }),
      ],
    });
    const s = board({ cards: [c], p0: { main: ['Closer'] }, p1: { main: ['Closer'] } });
    const r = endTurn(s);
    expect(r.state.players[0].res.victory).toBe(1);
    expect(r.state.players[1].res.victory).toBe(0); // 【己方】 by default (SLCG-TX-02)
    expect(r.state.active).toBe(1);
  });

  it('SLCG-TRN-08 回合结束流程: end triggers, then energy cards and 发生 cards to the discard, energy and 极动能 to 0', () => {
    const c = character('Closer', 1, 1, 'none', {
      abilities: [
        ab(0, {
          kind: 'triggered',
          timing: { event: 'turnEnd', side: 'self' },
          effects: [{ op: 'push', side: 'self', amount: 1 }],
        }),
      ],
    });
    let s = board({
      cards: [c],
      p0: { main: ['Closer'], hand: ['Sprint', 'Striker'], extremeEnergy: 1 },
      p1: { main: ['Striker'] },
    });
    s = act(
      s,
      { type: 'convert', card: inst(s, 0, 'hand', 'Striker') },
      { type: 'play', card: inst(s, 0, 'hand', 'Sprint') },
    ).state;
    mutCard(s, inst(s, 1, 'main', 'Striker')).damage = 1;
    const r = endTurn(s);
    const i = r.events.findIndex((e) => e.type === 'pushed');
    const j = r.events.findIndex((e) => e.type === 'cleanup');
    expect(i).toBeLessThan(j);
    expect(names(r.state, 0, 'discard').sort()).toEqual(['Sprint', 'Striker']);
    expect([r.state.players[0].res.energy, r.state.players[0].res.extremeEnergy]).toEqual([0, 0]);
    expect(r.state.cards[inst(r.state, 1, 'main', 'Striker')].damage).toBe(0);
  });
});

describe('SLCG card types (CT)', () => {
  it('SLCG-CT-01 卡牌类型: 发生 resolves and is spent, 角色 deploys, 场景 stays', () => {
    let s = board({ p0: { hand: ['Sprint', 'Pusher', 'Beacon'], energy: 4 } });
    s = act(s, ...['Sprint', 'Pusher', 'Beacon'].map((n) => ({ type: 'play', card: inst(s, 0, 'hand', n) }))).state;
    expect(names(s, 0, 'main')).toEqual(['Sprint', 'Pusher', 'Beacon']);
    s = endTurn(s).state;
    expect(names(s, 0, 'main')).toEqual(['Pusher', 'Beacon']);
  });

  it('SLCG-CT-02 能量消耗: the printed cost is paid; no printed cost = 0', () => {
    const free = card({ name: 'Free', type: '角色', stats: { value: 1 }, color: 'push' });
    let s = board({ cards: [free], p0: { hand: ['Free', 'Raider'], energy: 2 } });
    rejects(s, { type: 'play', card: inst(s, 0, 'hand', 'Raider') }, 'play/not-enough-energy');
    s = act(s, { type: 'play', card: inst(s, 0, 'hand', 'Free') }).state;
    expect(s.players[0].res.energy).toBe(2);
  });

  it('SLCG-CT-02 abilities pay their printed energy cost too', () => {
    const pricey = character('Pricey', 0, 2, 'none', {
      abilities: [
        ab(0, {
          kind: 'activated',
          limits: [{ scope: 'turn', count: 1 }],
          costs: { energy: 2 },
          effects: [{ op: 'push', side: 'self', amount: 1 }],
        }),
      ],
    });
    let s = board({ cards: [pricey], p0: { main: ['Pricey'], energy: 1 } });
    rejects(s, { type: 'ability', card: inst(s, 0, 'main', 'Pricey'), ability: 0 }, 'ability/not-enough-energy');
    s.players[0].res.energy = 3;
    s = act(s, { type: 'ability', card: inst(s, 0, 'main', 'Pricey'), ability: 0 }).state;
    expect([s.players[0].res.energy, s.players[0].res.victory]).toEqual([1, 1]);
  });

  it('SLCG-CT-03 卡牌类型与特征: type and 特征 are card fields that effects can read', () => {
    const a = character('Alpha', 1, 1, 'push', { traits: ['科研院'] });
    const b = character('Beta', 1, 1, 'push', { traits: ['特派员'] });
    const zap = event('Zap', 0, [
      {
        op: 'destroy',
        target: { count: 'all', side: 'opponent', kind: 'character', filters: [{ kind: 'trait', value: '科研院' }] },
      },
    ]);
    let s = board({ cards: [a, b, zap], p0: { hand: ['Zap'] }, p1: { main: ['Alpha', 'Beta'] } });
    s = act(s, { type: 'play', card: inst(s, 0, 'hand', 'Zap') }).state;
    expect(names(s, 1, 'main')).toEqual(['Beta']);
  });

  it('SLCG-CT-04 【特征】: a card may have 0–2 特征 and they have no rule effect of their own', () => {
    const a = character('Tagged', 1, 2, 'attack', { traits: ['x', 'y'] });
    const b = character('Plain', 1, 2, 'attack');
    const s = board({ cards: [a, b], p0: { main: ['Tagged', 'Plain'] } });
    const acts = legalActions(s).filter((x) => x.type === 'attack');
    expect(acts.length).toBe(2);
  });

  it('SLCG-CT-05 发生牌: its text resolves at once, it waits in the main area and is discarded at end of turn', () => {
    let s = board({ p0: { hand: ['Sprint'], energy: 1 } });
    s = act(s, { type: 'play', card: inst(s, 0, 'hand', 'Sprint') }).state;
    expect(s.players[0].res.victory).toBe(1);
    expect(names(s, 0, 'main')).toEqual(['Sprint']);
    expect(names(endTurn(s).state, 0, 'discard')).toEqual(['Sprint']);
  });

  it('SLCG-CT-05 / SLCG-TX-01 a 发生 card placed in the main area after resolving does not 登场: its 【登场时】 never triggers (CS2047)', () => {
    const text = '规则：slcg\n卡牌 Late\n  类型：发生\n  费用：0\n  推动进度+1。\n  【登场时】推动进度+2。\n';
    const compiled = compileCards(text, { ruleset: 'slcg', file: 'x.card' });
    expect(compiled.diagnostics.map((d) => d.code)).toEqual(['CS2047']);
    const s = board({ cards: compiled.cards!, p0: { hand: ['Late'] } });
    const r = act(s, { type: 'play', card: inst(s, 0, 'hand', 'Late') });
    expect(names(r.state, 0, 'main')).toEqual(['Late']);
    expect(r.state.players[0].res.victory).toBe(1);
    expect(ofType(r.events, 'entered')).toEqual([]);
    expect(endTurn(r.state).state.players[0].res.victory).toBe(1);
  });

  it('SLCG-LIM-01 / SLCG-CT-05 【一回合一次】 on a 发生 card refuses nothing: each copy is played once (CS2053)', () => {
    const text = '规则：slcg\n卡牌 Once\n  类型：发生\n  费用：0\n  【一回合一次】推动进度+1。\n';
    const compiled = compileCards(text, { ruleset: 'slcg', file: 'x.card' });
    expect(compiled.diagnostics.map((d) => d.code)).toEqual(['CS2053']);
    let s = board({ cards: compiled.cards!, p0: { hand: ['Once', 'Once'] } });
    s = act(s, { type: 'play', card: inst(s, 0, 'hand', 'Once') }).state;
    s = act(s, { type: 'play', card: inst(s, 0, 'hand', 'Once') }).state;
    expect(s.players[0].res.victory).toBe(2);
  });

  it('SLCG-CT-06 增量产能发生牌: a battery event can be played, or converted for 2', () => {
    const s = board({ p0: { hand: ['Cell'], deck: ['Pusher'] } });
    expect(names(act(s, { type: 'play', card: inst(s, 0, 'hand', 'Cell') }).state, 0, 'hand')).toEqual(['Pusher']);
    expect(act(s, { type: 'convert', card: inst(s, 0, 'hand', 'Cell') }).state.players[0].res.energy).toBe(2);
  });

  it('SLCG-CT-07 突发牌: playable only when its condition holds, in either turn, before the event applies', () => {
    let s = board({ p0: { hand: ['Shield'], energy: 1 }, p1: { main: ['Striker'] } });
    rejects(s, { type: 'play', card: inst(s, 0, 'hand', 'Shield') }, 'play/burst-timing');
    s = endTurn(s).state;
    s.players[0].res.energy = 1;
    const r = act(s, { type: 'attack', attacker: inst(s, 1, 'main', 'Striker'), target: -1 });
    expect(r.state.pending).toBeNull();
    expect(r.state.window?.priority).toBe(0);
    const t = act(r.state, { type: 'play', card: inst(r.state, 0, 'hand', 'Shield') });
    expect(t.state.players[0].res.trauma).toBe(0);
    expect(ofType(t.events, 'negated').length).toBeGreaterThan(0);
  });

  it('SLCG-CT-08 登场前提/费用减免: a prerequisite must hold; a reduction lowers the cost while it holds, not below 0', () => {
    const pre = character('Late', 0, 3, 'attack', { prerequisite: { subject: 'victory', cmp: '>=', value: 5 } });
    const cheap = character('Cheap', 4, 2, 'push', {
      costReduction: { condition: { subject: 'victory', cmp: '>=', value: 10 }, amount: 6 },
    });
    let s = board({ cards: [pre, cheap], p0: { hand: ['Late', 'Cheap'], victory: 4 } });
    rejects(s, { type: 'play', card: inst(s, 0, 'hand', 'Late') }, 'play/prerequisite');
    rejects(s, { type: 'play', card: inst(s, 0, 'hand', 'Cheap') }, 'play/not-enough-energy');
    s.players[0].res.victory = 10;
    s = act(
      s,
      { type: 'play', card: inst(s, 0, 'hand', 'Late') },
      { type: 'play', card: inst(s, 0, 'hand', 'Cheap') },
    ).state;
    expect(s.players[0].res.energy).toBe(0);
    expect(names(s, 0, 'main')).toEqual(['Late', 'Cheap']);
  });

  it('SLCG-CT-09 角色牌/常值: the 常值 is the damage a character deals in battle', () => {
    let s = board({ p0: { main: ['Hybrid'] }, p1: { main: ['Statue'] } });
    mutCard(s, inst(s, 1, 'main', 'Statue')).tapped = true;
    s = act(s, { type: 'attack', attacker: inst(s, 0, 'main', 'Hybrid'), target: inst(s, 1, 'main', 'Statue') }).state;
    expect(s.cards[inst(s, 1, 'main', 'Statue')].damage).toBe(3);
  });

  it('SLCG-CT-10 常值 damage capacity: damage adds up within a turn, destroys at the 常值, and clears at end of turn', () => {
    const ping = event('Ping', 0, [{ op: 'damage', target: oneOpp, amount: 2 }]);
    let s = board({ cards: [ping], p0: { hand: ['Ping', 'Ping'] }, p1: { main: ['Guardian'], hand: [] } });
    s = act(s, { type: 'play', card: inst(s, 0, 'hand', 'Ping', 0) }).state;
    expect(s.cards[inst(s, 1, 'main', 'Guardian')].damage).toBe(2);
    s = untilMain(untilMain(s, 1).state, 0).state;
    expect(s.cards[inst(s, 1, 'main', 'Guardian')].damage).toBe(0);
    s = act(s, { type: 'play', card: inst(s, 0, 'hand', 'Ping') }).state;
    expect(names(s, 1, 'main')).toEqual(['Guardian']);
    const t = board({ cards: [ping], p0: { hand: ['Ping', 'Ping'] }, p1: { main: ['Guardian'] } });
    const u = act(
      t,
      { type: 'play', card: inst(t, 0, 'hand', 'Ping', 0) },
      { type: 'play', card: inst(t, 0, 'hand', 'Ping', 1) },
    ).state;
    expect(names(u, 1, 'discard')).toEqual(['Guardian']);
  });

  it('SLCG-CT-11 常值颜色: 攻 attacks, 推 pushes, 攻推 does either, 无 neither', () => {
    const s = board({ p0: { main: ['Striker', 'Pusher', 'Hybrid', 'Jammer'] } });
    const [st, pu, hy, ja] = ['Striker', 'Pusher', 'Hybrid', 'Jammer'].map((n) => inst(s, 0, 'main', n));
    rejects(s, { type: 'push', card: st }, 'push/cannot-push');
    rejects(s, { type: 'attack', attacker: pu, target: -2 }, 'attack/cannot-attack');
    rejects(s, { type: 'push', card: ja }, 'push/cannot-push');
    rejects(s, { type: 'attack', attacker: ja, target: -2 }, 'attack/cannot-attack');
    expect(act(s, { type: 'push', card: hy }).state.players[0].res.victory).toBe(1);
    expect(act(s, { type: 'attack', attacker: hy, target: -2 }).state.players[1].res.trauma).toBe(1);
  });

  it('SLCG-CT-11 / SLCG-CB-01 a 常值 written without a colour plays as 无 (CS2045), and a 推 character never attacks, so its 【攻击时】 never triggers (CS2046)', () => {
    const text =
      '规则：slcg\n卡牌 Plain\n  类型：角色\n  常值：2\n' +
      '卡牌 Blue\n  类型：角色\n  常值：2 蓝\n  【攻击时】推动进度+1。\n';
    const compiled = compileCards(text, { ruleset: 'slcg', file: 'x.card' });
    expect(compiled.diagnostics.map((d) => d.code)).toEqual(['CS2045', 'CS2046']);
    const s = board({ cards: compiled.cards!, p0: { main: ['Plain', 'Blue'] } });
    const [plain, blue] = ['Plain', 'Blue'].map((n) => inst(s, 0, 'main', n));
    rejects(s, { type: 'push', card: plain }, 'push/cannot-push');
    rejects(s, { type: 'attack', attacker: plain, target: -2 }, 'attack/cannot-attack');
    rejects(s, { type: 'attack', attacker: blue, target: -2 }, 'attack/cannot-attack');
    expect(legalActions(s).some((a) => a.type === 'attack')).toBe(false);
    expect(act(s, { type: 'push', card: blue }).state.players[0].res.victory).toBe(1); // 推: it pushes, nothing more
  });

  it('SLCG-CT-12 登场: a character is paid with energy and put into the main area', () => {
    let s = board({ p0: { hand: ['Guardian'], energy: 3 } });
    const r = act(s, { type: 'play', card: inst(s, 0, 'hand', 'Guardian') });
    s = r.state;
    expect(s.players[0].res.energy).toBe(1);
    expect(names(s, 0, 'main')).toEqual(['Guardian']);
    expect(ofType(r.events, 'entered').length).toBe(1);
  });

  it('SLCG-CT-13 冷却期: a character cannot tap itself in the turn it enters, but effects may tap it', () => {
    const tapper = event('Trip', 0, [{ op: 'tap', target: { count: 1, side: 'self', kind: 'character' } }]);
    let s = board({ cards: [tapper], p0: { hand: ['Pusher', 'Trip'], energy: 1 } });
    s = act(s, { type: 'play', card: inst(s, 0, 'hand', 'Pusher') }).state;
    const h = inst(s, 0, 'main', 'Pusher');
    rejects(s, { type: 'push', card: h }, 'tap/cooldown');
    s = act(s, { type: 'play', card: inst(s, 0, 'hand', 'Trip') }).state;
    expect(s.cards[h].tapped).toBe(true);
    s = untilMain(s, 0).state;
    expect(act(s, { type: 'push', card: h }).state.players[0].res.victory).toBe(1);
  });

  it('SLCG-CT-14 高阶: a 高阶 card needs 1 极动能 besides its energy cost', () => {
    let s = board({ p0: { hand: ['Titan'], energy: 1 } });
    rejects(s, { type: 'play', card: inst(s, 0, 'hand', 'Titan') }, 'play/no-extreme-energy');
    s.players[0].res.extremeEnergy = 1;
    s = act(s, { type: 'play', card: inst(s, 0, 'hand', 'Titan') }).state;
    expect([s.players[0].res.energy, s.players[0].res.extremeEnergy]).toEqual([0, 0]);
  });

  it('SLCG-CT-15 场景牌: one per main area; a new one replaces the old (not a 消灭); param forbid', () => {
    const other: CardDef = card({ name: 'Dome', type: '场景', cost: { energy: 0 } });
    let s = board({ cards: [other], p0: { main: ['Beacon'], hand: ['Dome'] }, p1: { main: ['Beacon'] } });
    const r = act(s, { type: 'play', card: inst(s, 0, 'hand', 'Dome') });
    s = r.state;
    expect(names(s, 0, 'main')).toEqual(['Dome']);
    expect(names(s, 0, 'discard')).toEqual(['Beacon']);
    expect(names(s, 1, 'main')).toEqual(['Beacon']);
    expect(ofType(r.events, 'destroyed')).toEqual([]);
    const f = board({ cards: [other], params: { sceneOnPlay: 'forbid' }, p0: { main: ['Beacon'], hand: ['Dome'] } });
    rejects(f, { type: 'play', card: inst(f, 0, 'hand', 'Dome') }, 'play/scene-limit');
  });

  it('SLCG-CT-16 / SLCG-CB-04 a 场景 or 发生 card is never attacked, so its 【被攻击时】 never triggers (CS2090)', () => {
    const text =
      '规则：slcg\n卡牌 Fort\n  类型：场景\n  费用：0\n  【被攻击时】推动进度+1。\n' +
      '卡牌 Flare\n  类型：发生\n  费用：0\n  抽1张卡。\n  当此卡被攻击时：推动进度+1。\n';
    const compiled = compileCards(text, { ruleset: 'slcg', file: 'x.card' });
    expect(compiled.diagnostics.map((d) => d.code)).toEqual(['CS2090', 'CS2090']);
    const s = board({ cards: compiled.cards, p0: { main: ['Raider'] }, p1: { main: ['Fort', 'Flare'] } });
    const raider = inst(s, 0, 'main', 'Raider');
    for (const name of ['Fort', 'Flare']) {
      const target = inst(s, 1, 'main', name);
      rejects(s, { type: 'attack', attacker: raider, target }, 'attack/illegal-target');
      expect(legalActions(s).some((a) => a.type === 'attack' && a.target === target)).toBe(false);
    }
  });

  it('SLCG-CT-16 场景: cannot be attacked, takes no ability damage, is destroyed only by designation or en masse', () => {
    const burn = event('Burn', 0, [
      { op: 'damage', target: { count: 'all', side: 'opponent', kind: 'card' }, amount: 9 },
    ]);
    const raze = event('Raze', 0, [{ op: 'destroy', target: { count: 1, side: 'opponent', kind: 'scene' } }]);
    let s = board({ cards: [burn, raze], p0: { main: ['Raider'], hand: ['Burn', 'Raze'] }, p1: { main: ['Beacon'] } });
    const beacon = inst(s, 1, 'main', 'Beacon');
    rejects(s, { type: 'attack', attacker: inst(s, 0, 'main', 'Raider'), target: beacon }, 'attack/illegal-target');
    s = act(s, { type: 'play', card: inst(s, 0, 'hand', 'Burn') }).state;
    expect(names(s, 1, 'main')).toEqual(['Beacon']);
    s = act(s, { type: 'play', card: inst(s, 0, 'hand', 'Raze') }).state;
    expect(names(s, 1, 'discard')).toEqual(['Beacon']);
  });
});
