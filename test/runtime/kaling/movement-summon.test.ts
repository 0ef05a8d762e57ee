// 卡灵时代 降临, movement and player skills (KL-SUM, KL-MV, KL-SK) on real boards of the bundled set.
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../runtime/index.js';
import {
  act,
  at,
  card,
  cell,
  choose,
  chooseArea,
  evs,
  isLegal,
  kboard,
  names,
  offered,
  passAll,
  rejects,
  withCards,
} from './helpers.js';

const EMPTY = '. . . . .\n. . . . .\n. . . . .\n. . . . .\n. . . . .';

describe('降临 (KL-SUM)', () => {
  it('KL-SUM-01 卡灵 enter only by 降临 (paid or 超越): they cannot be set or activated from hand', () => {
    const s = kboard({ A: { hand: ['猎狼'], deck: ['盾卫'] } });
    const wolf = card(s, 0, 'hand', '猎狼');
    rejects(s, { type: 'set', card: wolf }, 'set/kaling');
    expect(
      legalActions(s)
        .filter((a) => a.card === wolf)
        .map((a) => a.type),
    ).toEqual(['summon']);
    const r = chooseArea(act(s, { type: 'summon', card: wolf, material: -1 }).state, 'c1');
    expect(r.events.find((e) => e.type === 'entered')).toMatchObject({ card: wolf, info: 'paid' });
  });

  it('KL-SUM-02 付费降临: at most 2 a turn, by energy (default the level) or with a 卡灵 as material that it replaces', () => {
    let s = kboard({
      A: { energy: 6, hand: ['猎狼', '幼狼', '盾卫'], deck: ['盾卫'] },
      board: '. . . . .\n. . . . .\n. . . . .\n. . A:霜牙狼 . .\n. . . . .',
    });
    s = passAll(
      chooseArea(act(s, { type: 'summon', card: card(s, 0, 'hand', '猎狼'), material: -1 }).state, 'a1').state,
    ).state;
    expect(s.players[0].res.energy).toBe(5); // level 1
    // 盾卫 (level 2) with 霜牙狼 (level 2 ≥ 2 − 1) as material: it takes c2, 霜牙狼 goes to the 弃区, no energy paid.
    const frost = at(s, 'c2');
    const r = act(s, { type: 'summon', card: card(s, 0, 'hand', '盾卫'), material: frost });
    s = passAll(r.state).state;
    expect(names(s, 0, 'discard')).toEqual(['霜牙狼']);
    expect(at(s, 'c2')).toBe(card(s, 0, 'battlefield', '盾卫'));
    expect(s.players[0].res.energy).toBe(5);
    expect(evs(s, r.events, ['material', 'entered'])).toEqual(['material 霜牙狼', 'entered 盾卫']);
    rejects(s, { type: 'summon', card: card(s, 0, 'hand', '幼狼'), material: -1 }, 'summon/limit');
    // A printed clause decides: 狼王 (降临：耗能5 或 素材一张等级4以上) refuses a level-2 material.
    const king = kboard({
      A: { hand: ['狼王'] },
      board: '. . . . .\n. . . . .\n. . . . .\n. . A:霜牙狼 . .\n. . . . .',
    });
    rejects(
      king,
      { type: 'summon', card: card(king, 0, 'hand', '狼王'), material: at(king, 'c2') },
      'summon/bad-material',
    );
    // With paidSummonEnergyCost = printed, a 卡灵 without a 降临 line cannot be paid for with energy.
    const printed = kboard({ A: { hand: ['猎狼'] }, params: { paidSummonEnergyCost: 'printed' } });
    rejects(
      printed,
      { type: 'summon', card: card(printed, 0, 'hand', '猎狼'), material: -1 },
      'summon/no-energy-option',
    );
  });

  it('KL-SUM-02 a printed material clause is paid exactly as printed: 素材一张己方卡灵 (no level) takes any own 卡灵', () => {
    const set = withCards(`卡牌 任意素材
  类型：卡灵
  等级：3
  AP：3  DP：3
  降临：素材一张己方卡灵
`);
    const grid = '. . . . .\n. . . . .\n. . . . .\n. . A:猎狼 . .\n. . . . .';
    let s = kboard({ set, board: grid, A: { energy: 6, hand: ['任意素材', '嚎月狼'] } });
    const wolf = at(s, 'c2');
    // The level-3 嚎月狼 prints no 降临 line: the default clause wants level ≥ 2, so 猎狼 (level 1) does not fit.
    rejects(s, { type: 'summon', card: card(s, 0, 'hand', '嚎月狼'), material: wolf }, 'summon/bad-material');
    // 任意素材 names no level: 猎狼 fits; the line prints no 耗能, so there is no energy option.
    rejects(s, { type: 'summon', card: card(s, 0, 'hand', '任意素材'), material: -1 }, 'summon/no-energy-option');
    expect(isLegal(s, { type: 'summon', card: card(s, 0, 'hand', '任意素材'), material: wolf })).toBe(true);
    s = passAll(act(s, { type: 'summon', card: card(s, 0, 'hand', '任意素材'), material: wolf }).state).state;
    expect(names(s, 0, 'discard')).toEqual(['猎狼']);
    expect(at(s, 'c2')).toBe(card(s, 0, 'battlefield', '任意素材'));
    expect(s.players[0].res.energy).toBe(6);
  });

  it('KL-SUM-03 超越降临: through an effect, no cost, no count against the two paid summons', () => {
    let s = kboard({ A: { energy: 6, summons: 2, hand: ['召集令'], deck: ['狼王', '幼狼'] } });
    s = chooseArea(act(s, { type: 'activate', card: card(s, 0, 'hand', '召集令'), ability: 0 }).state, 'a1').state;
    s = passAll(s).state;
    expect(s.pending?.kind).toBe('pick'); // which free area
    s = chooseArea(s, 'c2').state;
    s = passAll(s).state;
    expect(at(s, 'c2')).toBe(card(s, 0, 'battlefield', '狼王'));
    expect(s.players[0].res.energy).toBe(3); // only 召集令's 耗能3
  });

  it('KL-SUM-03 当对方卡灵超越降临时 waits for 超越降临 only: a paid 降临 does not wake it', () => {
    const set = withCards(`卡牌 守望哨
  类型：卡灵
  等级：1
  AP：1  DP：1  SP：1
  【瞬发】当对方卡灵超越降临时，抽1张卡。
`);
    const grid = '. . B:守望哨 . .\n. . . . .\n. . . . .\n. . . . .\n. . . . .';
    let s = kboard({ set, board: grid, A: { energy: 6, hand: ['猎狼', '召集令'], deck: ['狼王', '幼狼'] } });
    const handB = names(s, 1, 'hand').length;
    s = act(s, { type: 'summon', card: card(s, 0, 'hand', '猎狼'), material: -1 }).state;
    if (s.pending) s = chooseArea(s, 'a1').state;
    s = passAll(s).state;
    expect(names(s, 1, 'hand').length).toBe(handB); // paid: nothing drawn
    s = chooseArea(act(s, { type: 'activate', card: card(s, 0, 'hand', '召集令'), ability: 0 }).state, 'e1').state;
    s = passAll(s).state;
    if (s.pending?.kind === 'pick') s = chooseArea(s, 'c2').state;
    s = passAll(s).state;
    expect(card(s, 0, 'battlefield', '狼王')).toBeGreaterThanOrEqual(0);
    expect(names(s, 1, 'hand').length).toBe(handB + 1);
  });

  it("KL-SUM-04 a summoned 卡灵 goes into any empty area of its player's battlefield", () => {
    const s0 = kboard({
      A: { hand: ['猎狼'] },
      board: '. . . . .\n. . . . .\n. . . . .\nA:盾卫 . . . .\n. . B:哨兵 . .',
    });
    const s = act(s0, { type: 'summon', card: card(s0, 0, 'hand', '猎狼'), material: -1 }).state;
    expect(offered(s)).toEqual(['a1', 'b1', 'b2', 'd1', 'd2', 'e1', 'e2', 'c2'].sort());
  });

  it("KL-SUM-05 将在外君命有所不受: a 卡灵 in the opponent's battlefield cannot be material", () => {
    const s = kboard({
      A: { hand: ['盾卫'] },
      board: '. . . . .\n. . A:霜牙狼 . .\n. . A:霜牙狼 . .\n. . . . .\n. . . . .',
    });
    rejects(s, { type: 'summon', card: card(s, 0, 'hand', '盾卫'), material: at(s, 'c4') }, 'summon/material-abroad');
    expect(isLegal(s, { type: 'summon', card: card(s, 0, 'hand', '盾卫'), material: at(s, 'c3') })).toBe(true); // the public row is fine
  });

  it('KL-SUM-06 同级替换: a level-3+ 卡灵 on a same-level material only once per turn', () => {
    let s = kboard({
      A: { hand: ['双子', '双子'] },
      board: '. . . . .\n. . . . .\n. . . . .\n. A:铁甲卫士 . A:铁壁 .\n. . . . .',
    });
    s = passAll(act(s, { type: 'summon', card: card(s, 0, 'hand', '双子'), material: at(s, 'b2') }).state).state;
    rejects(s, { type: 'summon', card: card(s, 0, 'hand', '双子'), material: at(s, 'd2') }, 'summon/same-level-used');
    // Next turn it may be done again.
    s = act(act(s, { type: 'endTurn' }).state, { type: 'endTurn' }).state;
    expect(isLegal(s, { type: 'summon', card: card(s, 0, 'hand', '双子'), material: at(s, 'd2') })).toBe(true);
  });

  it('KL-SUM-07 no summoning sickness: a 卡灵 may move and attack the turn it arrives (unless summoningSickness)', () => {
    const board = '. . . . .\n. . . . .\n. . B:盾卫 . .\n. . . . .\n. . . . .';
    let s = kboard({ A: { hand: ['追猎者'] }, board });
    const chaserInHand = card(s, 0, 'hand', '追猎者');
    s = passAll(chooseArea(act(s, { type: 'summon', card: chaserInHand, material: -1 }).state, 'c2').state).state;
    const chaser = at(s, 'c2');
    expect(isLegal(s, { type: 'move', card: chaser, cell: cell('b2') })).toBe(true);
    expect(isLegal(s, { type: 'attack', attacker: chaser, cell: cell('c3') })).toBe(true);
    let sick = kboard({ A: { hand: ['追猎者'] }, board, params: { summoningSickness: true } });
    const sickInHand = card(sick, 0, 'hand', '追猎者');
    sick = passAll(chooseArea(act(sick, { type: 'summon', card: sickInHand, material: -1 }).state, 'c2').state).state;
    rejects(sick, { type: 'attack', attacker: at(sick, 'c2'), cell: cell('c3') }, 'card/just-summoned');
  });
});

describe('movement (KL-MV)', () => {
  it('KL-MV-01 移动 follows a straight path: horizontal or vertical steps only', () => {
    const s = kboard({ board: '. . . . .\n. . . . .\n. . . . .\n. . A:霜牙狼 . .\n. . . . .' });
    const steps = legalActions(s)
      .filter((a) => a.type === 'move')
      .map((a) => a.cell)
      .sort();
    expect(steps).toEqual([cell('b2'), cell('c1'), cell('c3'), cell('d2')].sort());
    rejects(s, { type: 'move', card: at(s, 'c2'), cell: cell('d3') }, 'move/blocked');
  });

  it('KL-MV-02 SP: up to SP steps in one movement a turn (SP 1 when none is printed); occupied and 封锁 areas stop it', () => {
    let s = kboard({ board: '. . . . .\n. . . . .\n. . . . .\n. . A:追猎者 A:霜牙狼 .\n. . . . .' });
    s = passAll(act(s, { type: 'move', card: at(s, 'c2'), cell: cell('c3') }).state).state;
    s = passAll(act(s, { type: 'move', card: at(s, 'c3'), cell: cell('c4') }).state).state;
    rejects(s, { type: 'move', card: at(s, 'c4'), cell: cell('c5') }, 'move/already-moved'); // SP 2 spent
    s = passAll(act(s, { type: 'move', card: at(s, 'd2'), cell: cell('d3') }).state).state;
    rejects(s, { type: 'move', card: at(s, 'd3'), cell: cell('d4') }, 'move/already-moved'); // SP 1 (printed none)
    const blocked = kboard({ board: '. . . . .\n. . . . .\n. . X . .\n. A:盾卫 A:追猎者 B:盾卫 .\n. . . . .' });
    expect(
      legalActions(blocked)
        .filter((a) => a.type === 'move' && a.card === at(blocked, 'c2'))
        .map((a) => a.cell),
    ).toEqual([cell('c1')]);
  });

  it('KL-MV-03 nothing moves into an area holding a face-down card', () => {
    const s = kboard({ board: '. . . . .\n. . . . .\n. . B?识破 . .\n. . A:霜牙狼 . .\n. . . . .' });
    rejects(s, { type: 'move', card: at(s, 'c2'), cell: cell('c3') }, 'move/blocked');
  });

  it('KL-MV-04 step by step with a window after each; 移动时 answers each step; a 启动 effect ends the movement, a 瞬发 one does not', () => {
    // B's 哨兵: 【瞬发】回1 免能：当对方卡灵移动时，可以令其AP-1.
    let s = kboard({
      A: { energy: 6, hand: ['血月'] },
      board: '. . . . .\n. . . . B:哨兵\n. . . . .\n. . A:追猎者 . .\nA:疾风鹰 . . . .',
    });
    const chaser = at(s, 'c2');
    const r = act(s, { type: 'move', card: chaser, cell: cell('c3') });
    expect(r.state.pending).toMatchObject({ kind: 'trigger', player: 1 });
    s = passAll(choose(r.state, 1).state).state;
    expect(s.pool.rules.hooks.stat(s, chaser, 'ap')).toBe(2);
    // A 瞬发 (血月 from hand) between steps: the movement goes on.
    s = passAll(
      chooseArea(act(s, { type: 'activate', card: card(s, 0, 'hand', '血月'), ability: 0 }).state, 'a2').state,
    ).state;
    s = passAll(s.pending?.kind === 'target' ? choose(s, chaser).state : s).state;
    expect(isLegal(s, { type: 'move', card: chaser, cell: cell('c4') })).toBe(true);
    // A 启动 effect (疾风鹰's) ends it.
    s = passAll(act(s, { type: 'activate', card: at(s, 'a1'), ability: 0 }).state).state;
    if (s.pending?.kind === 'target') s = passAll(choose(s, at(s, 'e4')).state).state;
    rejects(s, { type: 'move', card: chaser, cell: cell('c4') }, 'move/already-moved');
    // Declaring an attack ends it too.
    let a = kboard({ board: '. . . . .\n. . . . .\n. . . B:盾卫 .\n. . A:追猎者 . .\n. . . . .' });
    a = passAll(act(a, { type: 'move', card: at(a, 'c2'), cell: cell('c3') }).state).state;
    a = act(a, { type: 'attack', attacker: at(a, 'c3'), cell: cell('d3') }).state;
    expect(a.flags.moving).toBe(0);
  });

  it('KL-MV-05 转移 is not a 移动: no 移动时, not blocked by cards between, no SP used, into an empty area', () => {
    // 双子: 【启动】回1 耗能1：转移自身到O1范围内的区域. B's 哨兵 watches for moves.
    let s = kboard({
      A: { energy: 6 },
      board: '. . . . .\n. . . . B:哨兵\n. A:盾卫 A:盾卫 A:盾卫 .\n. A:盾卫 A:双子 A:盾卫 .\n. . . A:盾卫 .',
    });
    const twin = at(s, 'c2');
    s = act(s, { type: 'activate', card: twin, ability: 0 }).state;
    s = passAll(s).state;
    expect(s.pending?.kind).toBe('pick');
    expect(offered(s)).toEqual(['b1', 'c1']); // the empty areas of its O1, over the cards around it
    const r = chooseArea(s, 'c1');
    expect(evs(r.state, r.events, ['transferred', 'stepped', 'activated'])).toEqual(['transferred 双子']);
    s = passAll(r.state).state;
    expect(at(s, 'c1')).toBe(twin);
    expect(isLegal(s, { type: 'move', card: twin, cell: cell('c2') })).toBe(true); // its movement is untouched
  });
});

describe('player skills (KL-SK)', () => {
  it('KL-SK-01 skills are not card effects: own 行动阶段 with no chain; the draw and the move they cause can be answered', () => {
    // B's 雷达 answers A's draw (当对方抽卡时), B's 哨兵 answers the move (当对方卡灵移动时).
    let s = kboard({
      A: { energy: 6, deck: ['幼狼', '幼狼'] },
      B: { energy: 0 },
      board: 'B:雷达 . . . B:哨兵\n. . . . .\n. . . . .\n. . A:霜牙狼 . .\n. . . . .',
    });
    let r = act(s, { type: 'skillDraw' });
    expect(r.state.pending).toMatchObject({ kind: 'trigger', player: 1 });
    s = passAll(choose(r.state, 1).state).state;
    expect(s.players[1].res.energy).toBe(1);
    s = act(act(s, { type: 'endTurn' }).state, { type: 'endTurn' }).state;
    s = passAll(choose(s, 0).state).state; // 雷达 wakes on A's draw-phase draw too: not this time
    r = act(s, { type: 'skillMove', card: at(s, 'c2'), cell: cell('c3') });
    expect(r.state.pending).toMatchObject({ kind: 'trigger', player: 1 });
    // Not while a chain is open: in a window nobody can use a skill.
    expect(legalActions(r.state).some((a) => a.type.startsWith('skill'))).toBe(false);
  });

  it('KL-SK-02 爆能抽卡: 回一, 4 energy, draw a card', () => {
    let s = kboard({ A: { energy: 5, deck: ['幼狼', '猎狼'] } });
    s = passAll(act(s, { type: 'skillDraw' }).state).state;
    expect(names(s, 0, 'hand')).toEqual(['幼狼']);
    expect(s.players[0].res.energy).toBe(1);
    rejects(
      kboard({ A: { energy: 6, drawSkillUsed: true, deck: ['幼狼'] } }),
      { type: 'skillDraw' },
      'skill/draw-used',
    );
    rejects(kboard({ A: { energy: 3, deck: ['幼狼'] } }), { type: 'skillDraw' }, 'skill/not-enough-energy');
  });

  it('KL-SK-03 调兵奇袭: 极二限一, x energy by level, a 卡灵 not summoned this turn steps once ignoring SP, its own movement kept', () => {
    // 石像 has SP 0 and level 3: x = 3.
    let s = kboard({ A: { energy: 6 }, board: '. . . . .\n. . . . .\n. . . . .\n. . A:石像 A:幼狼 .\n. . . . .' });
    const statue = at(s, 'c2');
    expect(legalActions(s).some((a) => a.type === 'move' && a.card === statue)).toBe(false);
    s = passAll(act(s, { type: 'skillMove', card: statue, cell: cell('c3') }).state).state;
    expect(s.players[0].res.energy).toBe(3);
    rejects(s, { type: 'skillMove', card: at(s, 'd2'), cell: cell('d3') }, 'skill/move-used-this-turn');
    // The level-1 幼狼 keeps its own movement and costs 2 next time; a third use in the game is refused.
    expect(isLegal(s, { type: 'move', card: at(s, 'd2'), cell: cell('d3') })).toBe(true);
    s = act(act(s, { type: 'endTurn' }).state, { type: 'endTurn' }).state;
    s = passAll(act(s, { type: 'skillMove', card: at(s, 'd2'), cell: cell('e2') }).state).state;
    expect(s.players[0].res.energy).toBe(4);
    s = act(act(s, { type: 'endTurn' }).state, { type: 'endTurn' }).state;
    rejects(s, { type: 'skillMove', card: at(s, 'c3'), cell: cell('c4') }, 'skill/move-used-up');
    // Not a 卡灵 summoned this turn.
    let fresh = kboard({ A: { energy: 6, hand: ['猎狼'], deck: ['幼狼'] }, board: EMPTY });
    const wolf = card(fresh, 0, 'hand', '猎狼');
    fresh = passAll(chooseArea(act(fresh, { type: 'summon', card: wolf, material: -1 }).state, 'c2').state).state;
    rejects(fresh, { type: 'skillMove', card: at(fresh, 'c2'), cell: cell('c3') }, 'skill/move-just-summoned');
  });
});
