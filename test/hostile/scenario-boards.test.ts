// Hostile scenario boards (issue 14): a set-up that no game reaches is refused with a CS513x diagnostic at the
// YAML text that says it, before anything runs (compiler/scenario/board-checks.ts, rulesets/<id>-checks.ts).
// Each case writes its own scenario against a bundled set.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_SCENARIO_TURN } from '../../compiler/scenario/board-checks.js';
import { runScenario } from '../../compiler/scenario/index.js';

const ROOT = join(import.meta.dirname, '..', '..');

interface Found {
  code: string;
  rule?: string;
  /** The YAML text the diagnostic points at. */
  at: string;
  en: string;
}

/** Runs a scenario of `game` with this `setup` (YAML, indented two spaces) and no steps; the board problems it has. */
function board(game: 'slcg' | 'guangan' | 'kaling', setup: string, extra = ''): Found[] {
  const text = `name: 局面检查 (META)\nrules: [${game === 'slcg' ? 'SLCG' : game === 'guangan' ? 'GA' : 'KL'}-META-01]\n${extra}setup:\n${setup}\nsteps: []\n`;
  const r = runScenario(text, join(ROOT, 'cards', game, 'scenarios', 'hostile-board.scenario.yaml'));
  for (const d of r.diagnostics) {
    expect(0 <= d.span.start && d.span.start <= d.span.end && d.span.end <= text.length).toBe(true);
  }
  // A board accepted is built, and then the scenario is told it has no steps (CS5145): that is the sign of a legal
  // board here, not one of its problems.
  const problems = r.diagnostics.filter((d) => d.code !== 'CS5145');
  if (problems.length < r.diagnostics.length) expect(problems).toEqual([]);
  return problems.map((d) => ({
    code: d.code,
    rule: d.rule,
    at: text.slice(d.span.start, d.span.end),
    en: d.messageEn,
  }));
}

const codes = (fs: Found[]) => fs.map((f) => `${f.code} ${f.rule}`);

describe('SLCG boards', () => {
  it('SLCG-ZN-06: one copy (名称#1) written in the main area, the hand and the deck is a card in three places (CS5130)', () => {
    const f = board('slcg', '  A:\n    main: [先锋战士#1]\n    hand: [先锋战士#1]\n    deck: [先锋战士#1]');
    expect(codes(f)).toEqual(['CS5130 SLCG-ZN-06', 'CS5130 SLCG-ZN-06']);
    expect(f[0].en).toBe('"先锋战士#1" is in two places at once, A.hand and A.main: a card is in one place');
    expect(f.map((x) => x.at)).toEqual(['先锋战士#1', '先锋战士#1']);
  });

  it('SLCG-ZN-06: copies written without #n, or as #1 and #2, are different cards', () => {
    expect(board('slcg', '  A:\n    main: [先锋战士, 先锋战士#2]\n    hand: [先锋战士#1, 先锋战士]')).toEqual([]);
  });

  it('SLCG-DK-02: five copies of a card whose 投入 is 1 are refused at the second copy (CS5131)', () => {
    const f = board(
      'slcg',
      '  A:\n    main: [星环突击队长]\n    hand: [星环突击队长]\n    deck: [星环突击队长, 星环突击队长, 星环突击队长]',
    );
    expect(codes(f)).toEqual(['CS5131 SLCG-DK-02']);
    expect(f[0].en).toBe('A has 5 copies of "星环突击队长"; a deck holds at most 1');
    expect(f[0].at).toBe('星环突击队长');
  });

  it('SLCG-DK-02: a card without 投入 allows defaultCopies (4); the scenario may raise it for filler', () => {
    const deck = '  B:\n    deck: [先锋战士, 先锋战士, 先锋战士, 先锋战士, 先锋战士]';
    expect(codes(board('slcg', deck))).toEqual(['CS5131 SLCG-DK-02']);
    expect(board('slcg', deck, 'params: {defaultCopies: 5}\n')).toEqual([]);
  });

  it('SLCG-DK-01: a side holding more cards than a deck (deckMax) is refused at its key (CS5132)', () => {
    const f = board(
      'slcg',
      '  A:\n    hand: [先锋战士, 巡逻无人机]\n    deck: [科研院学徒, 疾风侦察兵]',
      'params: {deckMax: 3}\n',
    );
    expect(codes(f)).toEqual(['CS5132 SLCG-DK-01']);
    expect(f[0]).toMatchObject({ at: 'A', en: 'A has 4 cards; a deck holds at most 3' });
  });

  it('SLCG-DK-03: five 增量产能 cards are more than a deck holds (CS5131)', () => {
    const f = board('slcg', '  A:\n    deck: [超频电池, 超频电池, 超频电池, 备用电池, 备用电池]');
    expect(codes(f)).toEqual(['CS5131 SLCG-DK-03']);
    expect(f[0].en).toBe('A has 5 copies of "【增量产能】"; a deck holds at most 4');
  });

  it('SLCG-CT-15: seven 场景 in one main area (CS5133; the copies beyond 投入 1 are CS5131)', () => {
    const f = board(
      'slcg',
      '  A:\n    main: [量子跨越机, 萨姆研究所, 星环母舰, 战争迷雾, 星环封锁线, 量子跨越机, 萨姆研究所]',
    );
    expect(codes(f).sort()).toEqual(['CS5131 SLCG-DK-02', 'CS5131 SLCG-DK-02', 'CS5133 SLCG-CT-15']);
    expect(f.find((x) => x.code === 'CS5133')).toMatchObject({
      at: '萨姆研究所',
      en: 'A.main 场景 is 7, above its limit of 1',
    });
  });

  it('SLCG-ZN-06: a 发生 card in the main area during the 主要阶段 is a card played this turn (accepted)', () => {
    expect(board('slcg', '  A:\n    main: [精准打击, 先锋战士]')).toEqual([]);
  });

  it('SLCG-TRN-08: a 发生 card in the main area at the start of a turn (phase: start) is refused (CS5135)', () => {
    const f = board('slcg', '  phase: start\n  A:\n    main: [精准打击]\n    deck: [先锋战士]');
    expect(codes(f)).toEqual(['CS5135 SLCG-TRN-08']);
    expect(f[0].at).toBe('精准打击');
  });

  it('SLCG-WIN-01: victory progress at the victory target is a game already won (CS5134)', () => {
    const f = board('slcg', '  A:\n    victory: 15');
    expect(codes(f)).toEqual(['CS5134 SLCG-WIN-01']);
    expect(f[0]).toMatchObject({
      at: '15',
      en: 'A.victory is 15: the game would already be over (a marker at 15 has won)',
    });
    expect(board('slcg', '  A:\n    victory: 14')).toEqual([]);
  });

  it('SLCG-RES-04: 50 极动能 against a cap of 1 (CS5133)', () => {
    const f = board('slcg', '  B:\n    extremeEnergy: 50');
    expect(f).toEqual([
      { code: 'CS5133', rule: 'SLCG-RES-04', at: '50', en: 'B.extremeEnergy is 50, above its limit of 1' },
    ]);
  });

  it('SLCG-ZN-01: more 创伤 than life cards (CS5133)', () => {
    expect(codes(board('slcg', '  A:\n    trauma: 6\n    dying: true'))).toEqual(['CS5133 SLCG-ZN-01']);
  });

  it('SLCG-TRM-03: five 创伤 without 濒死 (the fifth one puts the player into 濒死) is refused (CS5137)', () => {
    const f = board('slcg', '  A:\n    trauma: 5');
    expect(codes(f)).toEqual(['CS5137 SLCG-TRM-03']);
    expect(f[0].at).toBe('5');
  });

  it('SLCG-TRM-04: 濒死 with 0 创伤 is reachable (healing during 濒死 lowers the counter) and accepted', () => {
    expect(board('slcg', '  A:\n    dying: true\n    trauma: 0')).toEqual([]);
  });

  it("SLCG-TRM-03: 濒死 begun after the board's turn, or long enough ago to be over, is refused (CS5137)", () => {
    const future = board('slcg', '  turn: 3\n  A:\n    dying: 7');
    expect(future).toEqual([
      { code: 'CS5137', rule: 'SLCG-TRM-03', at: '7', en: 'A.dying is 7: 濒死 cannot have begun after turn 3' },
    ]);
    const over = board('slcg', '  turn: 10\n  A:\n    dying: 1');
    expect(codes(over)).toEqual(['CS5137 SLCG-TRM-03']);
    expect(board('slcg', '  turn: 3\n  A:\n    dying: 2')).toEqual([]);
  });

  it('SLCG-CT-10: damage on a character at its 常值 (it would have been destroyed) is refused on the placed board (CS5136)', () => {
    const f = board('slcg', '  A:\n    main: [{card: 先锋战士, damage: 2}, {card: 巡逻无人机, damage: 0}]');
    expect(f).toEqual([
      {
        code: 'CS5136',
        rule: 'SLCG-CT-10',
        at: '2',
        en: '"先锋战士": damage is 2: a character is destroyed once its damage this turn reaches its 常值 2',
      },
    ]);
    expect(board('slcg', '  A:\n    main: [{card: 先锋战士, damage: 1}]')).toEqual([]);
  });

  it('SLCG-CT-10: a character whose 常值 in force is 0 or less, damaged or not, is refused (CS5136)', () => {
    // No bundled SLCG card lowers 常值: a set of its own, with a 场景 whose standing line does.
    const dir = mkdtempSync(join(tmpdir(), 'cardc-slcg-zero-'));
    writeFileSync(join(dir, 'set.yaml'), 'name: 常值零\nruleset: slcg\ncards: ["*.card"]\n');
    writeFileSync(
      join(dir, 'a.card'),
      '卡牌 寒潮\n  类型：场景\n  费用：0\n  对方角色常值-2。\n\n卡牌 兵\n  类型：角色\n  费用：0\n  常值：2 攻\n\n' +
        '卡牌 壮汉\n  类型：角色\n  费用：0\n  常值：3 攻\n',
    );
    const run = (main: string) => {
      const text = `name: 常值零 (META)\nrules: [SLCG-META-01]\nsetup:\n  A:\n    main: [寒潮]\n  B:\n    main: ${main}\nsteps: []\n`;
      const r = runScenario(text, join(dir, 'zero.scenario.yaml'));
      return r.diagnostics
        .filter((d) => d.code !== 'CS5145')
        .map((d) => `${d.code} ${d.rule} ${text.slice(d.span.start, d.span.end)}: ${d.messageEn}`);
    };
    expect(run('[兵, 壮汉]')).toEqual([
      'CS5136 SLCG-CT-10 兵: "兵": 常值 is 0: a character whose 常值 is 0 or less has been destroyed',
    ]);
    expect(run('[壮汉]')).toEqual([]);
  });

  it('SLCG-CT-13 / SLCG-KW-12: a 场景 tapped, new or granted 特性 is refused (CS5136); a character may be all three', () => {
    const f = board('slcg', '  A:\n    main: [{card: 萨姆研究所, tapped: true, keywords: [守护], new: true}]');
    expect(f.map((x) => `${x.code} ${x.rule} ${x.at}`)).toEqual([
      'CS5136 SLCG-CT-13 true',
      'CS5136 SLCG-CT-13 true',
      'CS5136 SLCG-KW-12 [守护]',
    ]);
    expect(f.map((x) => x.en)).toEqual([
      '"萨姆研究所": tapped is true: only characters tap',
      '"萨姆研究所": new is true: only characters have a 冷却期',
      '"萨姆研究所": keywords is [守护]: only characters are granted 特性',
    ]);
    expect(board('slcg', '  A:\n    main: [{card: 先锋战士, tapped: true, keywords: [守护], new: true}]')).toEqual([]);
  });

  it('SLCG-TX-05 / CT-16: damage on a 场景 (no 常值) is refused (CS5136)', () => {
    expect(codes(board('slcg', '  A:\n    main: [{card: 星环母舰, damage: 1}]'))).toEqual(['CS5136 SLCG-TX-05']);
  });

  it('SLCG-RES-02: energy left at the start of a turn is refused (energy is lost at every turn end, CS5137)', () => {
    expect(codes(board('slcg', '  phase: start\n  A:\n    energy: 3\n    deck: [先锋战士]'))).toEqual([
      'CS5137 SLCG-RES-02',
    ]);
  });

  it('SLCG-CT-10: damage left at the start of a turn is refused (it is cleared at every turn end, CS5136)', () => {
    expect(
      codes(board('slcg', '  phase: start\n  A:\n    main: [{card: 护卫舰, damage: 1}]\n    deck: [先锋战士]')),
    ).toEqual(['CS5136 SLCG-CT-10']);
  });

  it('SLCG-TRN-01: a turn number of 1e20 is refused before the board is built (CS5138)', () => {
    for (const t of ['1e20', '100000000000000000000', String(MAX_SCENARIO_TURN + 1)]) {
      const f = board('slcg', `  turn: ${t}`);
      expect(codes(f)).toEqual(['CS5138 SLCG-TRN-01']);
      expect(f[0].at).toBe(t);
    }
    expect(board('slcg', `  turn: ${MAX_SCENARIO_TURN}`)).toEqual([]);
  });
});

describe('光暗 boards', () => {
  const chars = '    characters: [林燃, 霜月]\n';

  it('GA-SU-01 / GA-WIN-01: HP above the starting HP, and HP 0 (the player has lost)', () => {
    expect(codes(board('guangan', `  A:\n${chars}    hp: 99\n    deck: [雪落]`))).toEqual(['CS5133 GA-SU-01']);
    expect(codes(board('guangan', `  A:\n${chars}    hp: 0\n    deck: [雪落]`))).toEqual(['CS5134 GA-WIN-01']);
  });

  it('GA-RES-02 / GA-RES-07: stamina and 【光暗值】 beyond their caps of 6', () => {
    const f = board('guangan', `  A:\n${chars}    stamina: 7\n    lightDark: 9\n    deck: [雪落]`);
    expect(f.map((x) => `${x.code} ${x.rule} ${x.at}`)).toEqual(['CS5133 GA-RES-02 7', 'CS5133 GA-RES-07 9']);
  });

  it('GA-ZN-03: more cards in the 用牌区 than its slots, reported at the first card with no slot (CS5133)', () => {
    const f = board(
      'guangan',
      `  A:\n${chars}    cardZone: [炽焰之心, 风之护佑, 曙光, {card: 冰镜, set: true}, {card: 冻结之触, set: true}, {card: 夜袭, set: true}]`,
    );
    expect(f).toEqual([
      { code: 'CS5133', rule: 'GA-ZN-03', at: '{card: 夜袭, set: true}', en: 'A.cardZone is 6, above its limit of 5' },
    ]);
  });

  it('GA-CT-01: a 普通 card set face-down is refused (only response and counter cards are set, CS5135)', () => {
    const f = board('guangan', `  A:\n${chars}    cardZone: [{card: 雪落, set: true}]`);
    expect(codes(f)).toEqual(['CS5135 GA-CT-01']);
    expect(f[0].at).toBe('雪落');
  });

  it('GA-CT-07: a face-up card in the 用牌区 that is not continuous is refused (CS5135)', () => {
    expect(codes(board('guangan', `  A:\n${chars}    cardZone: [冰镜]`))).toEqual(['CS5135 GA-CT-07']);
    expect(board('guangan', `  A:\n${chars}    cardZone: [炽焰之心]`)).toEqual([]);
  });

  it('GA-DK-02: a 角色 card in the hand is refused (characters are chosen, not drawn, CS5135)', () => {
    expect(codes(board('guangan', `  A:\n${chars}    hand: [夜昙]`))).toEqual(['CS5135 GA-DK-02']);
  });

  it('GA-CHR-01: a character both existing and in reserve is in two places (CS5130); a non-character among characters (CS5135)', () => {
    const f = board('guangan', `  A:\n${chars}    reserve: [林燃]`);
    expect(f).toEqual([
      {
        code: 'CS5130',
        rule: 'GA-CHR-01',
        at: '林燃',
        en: '"林燃" is in two places at once, A.characters and A.reserve: a card is in one place',
      },
    ]);
    expect(codes(board('guangan', '  A:\n    characters: [林燃, 雪落]'))).toEqual(['CS5135 GA-CHR-01']);
  });

  it('GA-CHR-01: more characters than a player uses (characterCount)', () => {
    expect(codes(board('guangan', `  A:\n${chars}    reserve: [苍岚]`, 'params: {characterCount: 2}\n'))).toEqual([
      'CS5133 GA-CHR-01',
    ]);
  });

  it('GA-ZN-04: two characters in one position (CS5139) and a position beyond the positions (CS5133)', () => {
    const two = board('guangan', '  A:\n    characters: [{card: 林燃, position: 2}, {card: 霜月, position: 2}]');
    expect(two).toEqual([
      {
        code: 'CS5139',
        rule: 'GA-ZN-04',
        at: '2',
        en: 'A.position 2 holds 2 cards (林燃, 霜月): a position holds one character',
      },
    ]);
    expect(codes(board('guangan', '  A:\n    characters: [林燃, {card: 霜月, position: 9}]'))).toEqual([
      'CS5133 GA-ZN-04',
    ]);
  });

  it('GA-ZN-05: more summons than the summon slots (CS5133)', () => {
    expect(codes(board('guangan', `  A:\n${chars}    summons: [火灵, 火灵, 火灵, 风隼, 风隼, 影仆]`))).toEqual([
      'CS5133 GA-ZN-05',
    ]);
  });

  it('GA-CHR-06: a third seal that is not permanent is refused (CS5136)', () => {
    expect(codes(board('guangan', '  A:\n    characters: [林燃, {card: 霜月, sealed: 2, seals: 3}]'))).toEqual([
      'CS5136 GA-CHR-06',
    ]);
  });

  it('GA-CB-07 / GA-CHR-03: a living character at 0 HP, or with more HP than its 生命 in force, is refused (CS5136)', () => {
    expect(codes(board('guangan', '  A:\n    characters: [{card: 林燃, hp: 0}, 霜月]'))).toEqual(['CS5136 GA-CB-07']);
    const over = board('guangan', '  A:\n    characters: [{card: 林燃, hp: 9}, 霜月]');
    expect(over).toEqual([{ code: 'CS5136', rule: 'GA-CHR-03', at: '9', en: '"林燃": hp is 9: more than its 生命 7' }]);
  });

  it('GA-DK-03: three copies of one name across the zones (CS5131)', () => {
    expect(codes(board('guangan', `  A:\n${chars}    hand: [冰封, 冰封]\n    deck: [冰封]`))).toEqual([
      'CS5131 GA-DK-03',
    ]);
  });
});

describe('卡灵时代 boards', () => {
  const grid = (row3: string, row1 = '.  .  .  .  .') =>
    `  board: |\n    .  .  .  .  .\n    .  .  .  .  .\n    ${row3}\n    .  .  .  .  .\n    ${row1}`;

  it('KL-ZN-01: two cards written into one area are refused at that area (CS5139)', () => {
    const f = board('kaling', grid('.  .  A:盾卫+B:幼狼  .  .'));
    expect(f).toEqual([
      {
        code: 'CS5139',
        rule: 'KL-ZN-01',
        at: 'A:盾卫+B:幼狼',
        en: 'board c3 holds 2 cards (盾卫, 幼狼): an area holds one card',
      },
    ]);
  });

  it('KL-CT-07: more than 3 face-down cards and placed devices of one player (CS5133, at the fourth)', () => {
    const f = board('kaling', grid('.  .  .  .  .', 'A?断钢  A?夺能  A:守望塔  A?扰乱  .'));
    expect(f).toEqual([{ code: 'CS5133', rule: 'KL-CT-07', at: 'A?扰乱', en: 'A.set is 4, above its limit of 3' }]);
  });

  it('KL-CT-07: a face-down 卡灵, or a face-down 【放置】 device, is refused (CS5135)', () => {
    const f = board('kaling', grid('.  .  .  .  .', 'A?幼狼  A?守望塔  A?断钢  .  .'));
    expect(f.map((x) => `${x.code} ${x.rule} ${x.at}`)).toEqual(['CS5135 KL-CT-07 A?幼狼', 'CS5135 KL-CT-07 A?守望塔']);
  });

  it('KL-RES-03 / KL-WIN-01: energy above the cap of 6, and a player at 0 life points', () => {
    expect(codes(board('kaling', '  A:\n    energy: 9'))).toEqual(['CS5133 KL-RES-03']);
    expect(codes(board('kaling', '  B:\n    life: 0'))).toEqual(['CS5134 KL-WIN-01']);
  });

  it('KL-SUM-02 / KL-SK-03: paid summons and 调兵奇袭 uses beyond their limits (CS5133)', () => {
    expect(codes(board('kaling', '  A:\n    summons: 3\n    moveSkillUses: 3'))).toEqual([
      'CS5133 KL-SUM-02',
      'CS5133 KL-SK-03',
    ]);
  });

  it('KL-CT-05: GP on a 卡灵, a device at GP 0, and more GP left than the device has (CS5136)', () => {
    expect(codes(board('kaling', `${grid('.  .  A:盾卫  .  .')}\n  A:\n    cards: {盾卫: {gp: 1}}`))).toEqual([
      'CS5136 KL-CT-05',
    ]);
    expect(codes(board('kaling', `${grid('.  .  A:守望塔  .  .')}\n  A:\n    cards: {守望塔: {gp: 0}}`))).toEqual([
      'CS5136 KL-CT-05',
    ]);
    const over = board('kaling', `${grid('.  .  A:守望塔  .  .')}\n  A:\n    cards: {守望塔: {gp: 5}}`);
    expect(over).toEqual([{ code: 'CS5136', rule: 'KL-CT-05', at: '5', en: '"守望塔": gp is 5: more than its GP 3' }]);
    expect(board('kaling', `${grid('.  .  A:守望塔  .  .')}\n  A:\n    cards: {守望塔: {gp: 2}}`)).toEqual([]);
  });

  it('KL-CT-02: AP, DP, SP, attacked, moved or new on a tactic or a device are refused (CS5136), not read back as if it had them', () => {
    const f = board(
      'kaling',
      `${grid('.  .  .  .  .', 'A?急救  A:狼嚎  A:盾卫  .  .')}\n  A:\n    cards:\n      急救: {ap: 2, attacked: true}\n      狼嚎: {dp: 1, sp: 2, new: true, moved: true}\n      盾卫: {ap: 1, dp: -1, sp: 1, attacked: true, moved: true, new: true}`,
    );
    expect(f.map((x) => `${x.code} ${x.rule} ${x.at}`)).toEqual([
      'CS5136 KL-CT-02 2',
      'CS5136 KL-CT-02 true',
      'CS5136 KL-CT-02 1',
      'CS5136 KL-CT-02 2',
      'CS5136 KL-CT-02 true',
      'CS5136 KL-CT-02 true',
    ]);
    expect(f[0].en).toBe('"急救": ap is 2: only 卡灵 have AP');
    expect(f.map((x) => x.en)).toContain('"狼嚎": new is true: only 卡灵 are summoned');
  });

  it('KL-TX-07: a card standing in a 封锁 area is a board play reaches (an occupied area can be locked): accepted', () => {
    expect(board('kaling', grid('.  .  XA:盾卫  X  .', '.  XA?断钢  .  .  .'))).toEqual([]);
  });

  it('KL-DK-01: four copies of one name, on the battlefield and in hand together (CS5131)', () => {
    const f = board('kaling', `${grid('.  .  A:幼狼  A:幼狼  .')}\n  A:\n    hand: [幼狼, 幼狼]`);
    expect(f).toEqual([
      { code: 'CS5131', rule: 'KL-DK-01', at: 'A:幼狼', en: 'A has 4 copies of "幼狼"; a deck holds at most 3' },
    ]);
  });
});
