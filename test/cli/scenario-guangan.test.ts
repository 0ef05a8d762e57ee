// The bundled 光暗 set (cards/guangan) and its scenarios: five characters with 6–9 exclusive cards each, two decks
// legal under the default parameters, and at least 30 scenarios that `cardc test` runs and that pass.
import { copyFileSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main, type CliIO } from '../../compiler/cli.js';
import { toJson } from '../../compiler/report.js';
import { loadSet, runScenario, runScenarioFile } from '../../compiler/scenario/index.js';
import { validateDeck } from '../../runtime/profiles/index.js';

const root = resolve(__dirname, '../..');
const SET = join(root, 'cards/guangan');
const SCENARIOS = join(SET, 'scenarios');
const files = readdirSync(SCENARIOS)
  .filter((f) => f.endsWith('.scenario.yaml'))
  .sort();

describe('the bundled 光暗 set (cards/guangan)', () => {
  const set = loadSet(SET);

  it('GA-CHR-01 / GA-DK-02 compiles clean: five characters, each with 6–9 exclusive cards, at least 40 cards in all', () => {
    expect(set.errors).toEqual([]);
    const characters = set.cards.filter((c) => c.type === '角色').map((c) => c.name);
    expect(characters).toHaveLength(5);
    const exclusive = set.cards.filter((c) => c.exclusive);
    expect(exclusive.length).toBeGreaterThanOrEqual(40);
    for (const ch of characters) {
      const n = exclusive.filter((c) => c.exclusive === ch).length;
      expect(n, ch).toBeGreaterThanOrEqual(6);
      expect(n, ch).toBeLessThanOrEqual(9);
    }
  });

  it('GA-DK-01..03 has two decks, legal under the default parameters (no params in set.yaml)', () => {
    expect(set.manifest!.params).toEqual({});
    const decks = Object.entries(set.manifest!.decks);
    expect(decks.length).toBeGreaterThanOrEqual(2);
    const cards = set.cards.map((c) => ({
      name: c.name,
      type: c.continuous ? `持续 ${c.type}` : c.type,
      marks: c.marks,
      exclusive: c.exclusive,
    }));
    for (const [name, deck] of decks) {
      expect(validateDeck('guangan', deck, cards), name).toEqual([]);
      const total = Object.values(deck).reduce((a, b) => a + b, 0);
      expect(total).toBeGreaterThanOrEqual(30);
    }
  });
});

describe('bundled 光暗 scenarios (cards/guangan/scenarios)', () => {
  it('has at least 30 scenarios, each citing its GA rule IDs in the name', () => {
    expect(files.length).toBeGreaterThanOrEqual(30);
    for (const f of files) expect(readFileSync(join(SCENARIOS, f), 'utf8'), f).toMatch(/^name: .*\(GA-[A-Z]+-\d+/m);
  });

  for (const f of files) {
    it(f, () => {
      const r = runScenarioFile(join(SCENARIOS, f));
      const shown = toJson({ file: f, text: r.text, diagnostics: r.diagnostics }).map(
        (d) => `${d.line}:${d.col} ${d.code} ${d.messageEn}`,
      );
      expect(shown).toEqual([]);
      expect(r.ok).toBe(true);
    });
  }

  it('cardc test runs them: ✓ per scenario and a summary, exit 0', async () => {
    const out: string[] = [];
    const io: CliIO = { out: (s) => out.push(s), err: (s) => out.push(s), cwd: root, isTTY: false };
    const code = await main(['test', 'cards/guangan/scenarios', '--lang', 'en'], io);
    expect(code).toBe(0);
    expect(out.at(-1)).toBe(`${files.length} passed, 0 failed`);
  });
});

describe('光暗 scenario messages in one language each', () => {
  // A scenario beside a copy of the bundled set (the runner finds the set.yaml above it).
  function run(yaml: string) {
    const dir = mkdtempSync(join(tmpdir(), 'ga-scenario-'));
    for (const f of readdirSync(SET))
      if (f.endsWith('.card') || f === 'set.yaml') copyFileSync(join(SET, f), join(dir, f));
    writeFileSync(join(dir, 'a.scenario.yaml'), `name: x (GA-KW-01)\nrules: [GA-KW-01]\n${yaml}`);
    return runScenarioFile(join(dir, 'a.scenario.yaml')).diagnostics;
  }

  it('GA-KW-01 CS5114 names the pending decision in words, CS5102 lists the values, CS5107 the zones searched and who acts', () => {
    const [fit] = run(
      'setup:\n  A:\n    characters: [苍岚]\n    hand: [气旋]\n    deck: [疾风]\n  B:\n    deck: [冰封]\nsteps:\n  - use: 气旋\n  - endPhase\n',
    );
    expect(fit.code).toBe('CS5114');
    expect(fit.message).toContain('A 的选择：【咒术】：让');
    expect(fit.message).not.toMatch(/curse/);
    expect(fit.messageEn).toContain('A: [Curse]: return');
    const [bad] = run('setup:\n  A:\n    deck: [疾风]\nsteps:\n  - expect: {actor: C}\n');
    expect(bad.code).toBe('CS5102');
    expect(bad.message).toContain('可选：A、B');
    expect(bad.message).not.toMatch(/use/);
    expect(bad.messageEn).toContain('use A, B');
    const [none] = run(
      'setup:\n  phase: battle\n  A:\n    characters: [林燃]\n    deck: [疾风]\n  B:\n    characters: [霜月]\n    deck: [冰封]\nsteps:\n  - sortie: {attacker: 霜月, target: player}\n',
    );
    expect(none.code).toBe('CS5107');
    expect(none.message).toBe('A 的战斗区、召唤区里没有“霜月”（现在行动的是 A）');
    expect(none.messageEn).toBe('no "霜月" in the character positions or summon area of A (A acts now)');
  });
});

describe('光暗 set-ups: a value written is that value, 0 and [] included', () => {
  /** Runs a 光暗 scenario against the bundled set; its diagnostics (none when it passes). */
  function scenario(rules: string, body: string): string[] {
    const text = `name: x (${rules})\nrules: [${rules}]\n${body}`;
    const r = runScenario(text, join(SCENARIOS, 'setup-values.scenario.yaml'));
    if (r.ok) expect(r.diagnostics).toEqual([]);
    return toJson({ file: 'x', text, diagnostics: r.diagnostics }).map(
      (d) => `${d.line}:${d.col} ${d.code} ${d.messageEn}`,
    );
  }
  // 白曜 prints 【护盾】 (2 points, GA-CB-06); 苍岚 prints 【暴击】, so its sortie deals 3 × 2 = 6 (GA-KW-06).
  const sortie = (white: string, hp: number, shield: number, events: string) =>
    `setup:\n  A:\n    characters: [苍岚]\n    deck: [疾风]\n  B:\n    characters: [${white}]\n    deck: [冰封]\n` +
    `steps:\n  - expect:\n      B: {characters: {白曜: {shield: ${shield}}}}\n  - endPhase\n` +
    `  - sortie: {attacker: 苍岚, target: 白曜}\n    expect:\n      B: {characters: {白曜: {hp: ${hp}, shield: 0}}}\n${events}`;

  it('GA-CB-06: shield: 0 on a character with a printed 【护盾】 is a 【护盾】 spent: the sortie deals all 6', () => {
    expect(scenario('GA-CB-06', sortie('{card: 白曜, shield: 0}', 2, 0, '      noEvents: [shielded]\n'))).toEqual([]);
  });

  it('GA-CB-06: a written shield replaces the printed points (1 absorbs 1); left out, the printed 2 are ready', () => {
    const absorbed = (n: number) =>
      `      events: [{type: shielded, amount: ${n}}, {type: damaged, card: 白曜, amount: ${6 - n}}]\n`;
    expect(scenario('GA-CB-06', sortie('{card: 白曜, shield: 1}', 3, 1, absorbed(1)))).toEqual([]);
    expect(scenario('GA-CB-06', sortie('白曜', 4, 2, absorbed(2)))).toEqual([]);
  });

  it('GA-CB-06: a granted 护盾 adds keywordShield points on top of the written ones', () => {
    expect(
      scenario(
        'GA-CB-06',
        'setup:\n  A:\n    characters: [{card: 白曜, shield: 0, keywords: [护盾]}, {card: 林燃, shield: 3}]\n    deck: [疾风]\n  B:\n    deck: [冰封]\n' +
          'steps:\n  - expect:\n      A: {characters: {白曜: {shield: 2}, 林燃: {shield: 3}}}\n',
      ),
    ).toEqual([]);
  });

  // 霜月 prints 【光环】 (one charge, GA-KW-05): 林燃's sortie (ATK 4) is negated by it, or deals 4 once it is spent.
  const auraSortie = (frost: string, hp: number, events: string) =>
    `setup:\n  A:\n    characters: [林燃]\n    deck: [疾风]\n  B:\n    characters: [${frost}]\n    deck: [冰封]\n` +
    `steps:\n  - endPhase\n  - sortie: {attacker: 林燃, target: 霜月}\n    expect:\n      B: {characters: {霜月: {hp: ${hp}, aura: 0}}}\n${events}`;

  it('GA-KW-05: aura: 0 on a character with a printed 【光环】 is a 【光环】 spent: the sortie deals its 4', () => {
    expect(
      scenario(
        'GA-KW-05',
        auraSortie('{card: 霜月, aura: 0}', 2, '      events: [damaged 霜月 4]\n      noEvents: [aura]\n'),
      ),
    ).toEqual([]);
  });

  it('GA-KW-05: left out, the printed 【光环】 is ready and negates the sortie; a written aura is that many charges', () => {
    expect(
      scenario('GA-KW-05', auraSortie('霜月', 6, '      events: [aura 霜月 4]\n      noEvents: [damaged]\n')),
    ).toEqual([]);
    // Two charges: the first sortie spends one, one is left.
    expect(
      scenario(
        'GA-KW-05',
        'setup:\n  A:\n    characters: [林燃]\n    deck: [疾风]\n  B:\n    characters: [{card: 霜月, aura: 2}]\n    deck: [冰封]\n' +
          'steps:\n  - endPhase\n  - sortie: {attacker: 林燃, target: 霜月}\n    expect:\n      B: {characters: {霜月: {hp: 6, aura: 1, keywords: [光环]}}}\n',
      ),
    ).toEqual([]);
  });

  // 影仆 is a summon that prints 【光环】 (GA-CHR-08): a sortie at B must take it first (GA-CB-02).
  const summonSortie = (shade: string, expect: string) =>
    `setup:\n  A:\n    characters: [林燃]\n    deck: [疾风]\n  B:\n    characters: [霜月]\n    summons: [${shade}]\n    deck: [冰封]\n` +
    `steps:\n  - endPhase\n  - sortie: {attacker: 林燃, target: 影仆}\n    expect:\n${expect}`;

  it("GA-KW-05 / GA-CB-06: a summon's written aura and shield replace its printed ones, 0 included", () => {
    // Left out: its printed 【光环】 negates the hit.
    expect(
      scenario('GA-KW-05', summonSortie('影仆', '      B: {summons: [影仆]}\n      events: [aura 影仆 4]\n')),
    ).toEqual([]);
    // aura: 0 — spent: 4 damage destroys it (生命 3).
    expect(
      scenario(
        'GA-KW-05',
        summonSortie(
          '{card: 影仆, aura: 0}',
          '      B: {summons: []}\n      events: [damaged 影仆 4, destroyed 影仆]\n',
        ),
      ),
    ).toEqual([]);
    // shield: 2 and no 【光环】: the shield takes 2 of the 4, the summon 2 of its 3.
    expect(
      scenario(
        'GA-CB-06',
        summonSortie(
          '{card: 影仆, aura: 0, shield: 2}',
          '      B: {summons: [影仆], characters: {影仆: {hp: 1, shield: 0, aura: 0}}}\n      events: [{type: shielded, amount: 2}, damaged 影仆 2]\n',
        ),
      ),
    ).toEqual([]);
  });

  it('GA-KW-05: aura is a whole number of charges — aura: true is refused in words, with an example (CS5102)', () => {
    const [d] = scenario(
      'GA-KW-05',
      'setup:\n  B:\n    characters: [{card: 霜月, aura: true}]\n    deck: [冰封]\n  A:\n    deck: [疾风]\nsteps: []\n',
    );
    expect(d).toBe(
      '5:35 CS5102 "setup.B.characters[0].aura" is invalid: expected a whole number, at least 0, e.g. aura: 1, not true',
    );
  });

  it('GA-CHR-06: a dead or sealed character has no hp, shield, aura or keywords to set — refused (CS5136), not ignored', () => {
    const side = (林燃: string) =>
      `setup:\n  A:\n    characters: [${林燃}, 霜月]\n    hand: [雪落]\n    deck: [雪落]\n` +
      '  B:\n    characters: [苍岚]\n    deck: [疾风]\nsteps:\n  - expect: {turn: 3}\n';
    expect(scenario('GA-CHR-04', side('{card: 林燃, dead: 2, hp: 5}'))).toEqual([
      '5:42 CS5136 "林燃": hp is 5: a dead character is out of play and has no HP left to set',
    ]);
    expect(scenario('GA-CHR-06', side('{card: 林燃, sealed: 1, keywords: [暴击], shield: 3, aura: 1}'))).toEqual([
      '5:50 CS5136 "林燃": keywords is [暴击]: a sealed character is out of play and has no keywords to set',
      '5:64 CS5136 "林燃": shield is 3: a sealed character is out of play and has no 护盾 to set',
      '5:73 CS5136 "林燃": aura is 1: a sealed character is out of play and has no 【光环】 to set',
    ]);
    // hp: 0 on a dead character only says its death again; written on a living one, hp is its HP left.
    expect(scenario('GA-CHR-04', side('{card: 林燃, dead: 2, hp: 0}'))).toEqual([]);
    expect(scenario('GA-CHR-03', side('{card: 林燃, hp: 5}'))).toEqual([]);
  });

  it('GA-CB-05: a true damage event written info: true (YAML reads a boolean) is CS5102 whose example quotes it; quoted, it matches', () => {
    const body = (info: string) =>
      'setup:\n  A:\n    lightDark: 1\n    characters: [夜昙]\n    hand: [噬魂, 雪落]\n    deck: [雪落]\n' +
      '  B:\n    characters: [霜月]\n    deck: [疾风]\nsteps:\n  - use: 噬魂\n    expect:\n' +
      `      B: {characters: {霜月: {hp: 3, aura: 1}}}\n      events: [{type: damaged, card: 霜月, amount: 3, info: ${info}}]\n`;
    const [d] = scenario('GA-CB-05', body('true'));
    expect(d).toBe(
      '16:59 CS5102 "steps[0].expect.events[0].info" is invalid: expected a text, e.g. info: "true", not true',
    );
    expect(scenario('GA-CB-05', body('"true"'))).toEqual([]);
  });

  // 冰封 and 雪落 are 霜月's cards, 疾风 苍岚's (GA-CHR-01): left out, the reserve is the characters they name.
  const unlock = (reserve: string) =>
    'setup:\n  turn: 4\n  active: B\n  phase: end\n  A:\n    lightDark: 1\n    characters: [林燃]\n' +
    `${reserve}    deck: [冰封, 疾风]\n  B:\n    characters: [白曜]\n    deck: [冰封]\nsteps:\n`;

  it('GA-CHR-02: reserve: [] leaves no character to exist — the 2nd point of 【光暗值】 asks nothing, A plays on', () => {
    expect(
      scenario(
        'GA-CHR-02',
        unlock('    reserve: []\n') +
          '  - expect:\n      waitingFor: battle\n      turn: 5\n      A: {lightDark: 2, gained: 2, unlocks: 0, reserve: [], positions: [林燃]}\n',
      ),
    ).toEqual([]);
  });

  it("GA-CHR-02: a written reserve is the whole reserve; left out, it is the characters the side's cards name", () => {
    expect(
      scenario(
        'GA-CHR-02',
        unlock('    reserve: [夜昙]\n') +
          '  - expect:\n      waitingFor: character\n      A: {reserve: [夜昙]}\n  - character: 夜昙\n',
      ),
    ).toEqual([]);
    expect(
      scenario(
        'GA-CHR-02',
        unlock('') + '  - expect:\n      waitingFor: character\n      A: {reserve: [霜月, 苍岚]}\n',
      ),
    ).toEqual([]);
  });
});
