// `cardc test` and the scenario runner: every bundled SLCG scenario passes; the runner's own cases under
// test/data/scenarios/ carry the diagnostics they must produce as `# expect: line:col CODE «text»` comments.
import { copyFileSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main, type CliIO } from '../../compiler/cli.js';
import { toJson } from '../../compiler/report.js';
import { coverageTable, loadSet, runScenario, runScenarioFile, scenarioSchema } from '../../compiler/scenario/index.js';
import { PATTERN_WORDS } from '../../compiler/scenario/schema-words.js';
import { kalingOps, slcgOps } from '../../runtime/index.js';
import { validateDeck } from '../../runtime/profiles/index.js';

const root = resolve(__dirname, '../..');
const BUNDLED = join(root, 'cards/slcg/scenarios');
const KALING = join(root, 'cards/kaling/scenarios');
const GUANGAN = join(root, 'cards/guangan/scenarios');
const DATA = join(root, 'test/data/scenarios');
/** The runner's own 卡灵时代 cases (the board notation), beside their own set. */
const DATA_KL = join(root, 'test/data/scenarios-kaling');

const scenarioFiles = (dir: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.scenario.yaml'))
    .sort();
/** The runner's own cases: test/data/scenarios against its SLCG set, scenarios-kaling against its 卡灵时代 set. */
const dataFiles = (): string[] => [
  ...scenarioFiles(DATA).map((f) => join(DATA, f)),
  ...scenarioFiles(DATA_KL).map((f) => join(DATA_KL, f)),
];
/** Words of the schema validator (ajv) that no scenario message may show: each problem is said in the file's terms. */
const VALIDATOR_WORDS =
  /must (?:be|have|match|NOT|pass)|should match|additional propert|allowed values|\bpattern\b|anyOf/;

async function cardc(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIO = { out: (s) => out.push(s), err: (s) => err.push(s), cwd: root, isTTY: false };
  const code = await main(args, io);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('bundled SLCG scenarios (cards/slcg/scenarios)', () => {
  const files = scenarioFiles(BUNDLED);

  it('has at least 25 scenarios, each citing its rule IDs in the name', () => {
    expect(files.length).toBeGreaterThanOrEqual(25);
    for (const f of files) {
      const text = readFileSync(join(BUNDLED, f), 'utf8');
      expect(text, f).toMatch(/^name: .*\(SLCG-[A-Z]+-\d+/m);
    }
  });

  it('puts every card of the set on the table at least once', () => {
    const texts = files.map((f) => readFileSync(join(BUNDLED, f), 'utf8')).join('\n');
    const unused = loadSet(join(root, 'cards/slcg'))
      .cards.map((c) => c.name)
      .filter((n) => !texts.includes(n));
    expect(unused).toEqual([]);
  });

  for (const f of files) {
    it(f, () => {
      const r = runScenarioFile(join(BUNDLED, f));
      const shown = toJson({ file: f, text: r.text, diagnostics: r.diagnostics }).map(
        (d) => `${d.line}:${d.col} ${d.code} ${d.messageEn}`,
      );
      expect(shown).toEqual([]);
      expect(r.ok).toBe(true);
    });
  }
});

describe('the bundled SLCG set (cards/slcg)', () => {
  const set = loadSet(join(root, 'cards/slcg'));

  it('compiles clean with at least 40 distinct cards', () => {
    expect(set.errors).toEqual([]);
    expect(new Set(set.cards.map((c) => c.name)).size).toBeGreaterThanOrEqual(40);
  });

  it('uses only effect ops the SLCG runtime implements', () => {
    // Static lines are read by the ruleset's queries (keywords, stats, costs), the rest run through slcgOps.
    const STATIC = new Set(['grantKeyword', 'modifyStat', 'costModifier']);
    const runs = (kind: string, op: string) => (kind === 'static' ? STATIC.has(op) : !!slcgOps.get(op));
    const missing = set.cards.flatMap((c) =>
      c.abilities.flatMap((a) => a.effects.filter((e) => !runs(a.kind, e.op)).map((e) => `${c.name}: ${e.op}`)),
    );
    expect(missing).toEqual([]);
  });

  it('uses every 特性 (SLCG-KW-01..10)', () => {
    const printed = new Set(set.cards.flatMap((c) => c.keywords.map((k) => k.keyword)));
    const granted = new Set(
      set.cards.flatMap((c) =>
        c.abilities.flatMap((a) => a.effects.flatMap((e) => (e.op === 'grantKeyword' ? [e.keyword] : []))),
      ),
    );
    for (const kw of [
      'guard',
      'combo',
      'haste',
      'ambush',
      'rooted',
      'ethereal',
      'spellImmune',
      'spellAttract',
      'hinderPush',
    ])
      expect(printed.has(kw) || granted.has(kw), kw).toBe(true);
    expect(
      set.cards.some((c) => c.abilities.some((a) => a.kind === 'action')),
      '行动',
    ).toBe(true);
  });

  it('has two named decks that are legal (SLCG-DK-01..03)', () => {
    const decks = set.manifest!.decks;
    expect(Object.keys(decks).length).toBeGreaterThanOrEqual(2);
    for (const [name, list] of Object.entries(decks)) {
      expect(validateDeck('slcg', list, set.cards), name).toEqual([]);
    }
  });
});

describe('bundled 卡灵时代 scenarios (cards/kaling/scenarios)', () => {
  const files = scenarioFiles(KALING);

  it('has at least 30 scenarios, each citing its KL rule IDs in the name and drawing the board', () => {
    expect(files.length).toBeGreaterThanOrEqual(30);
    for (const f of files) expect(readFileSync(join(KALING, f), 'utf8'), f).toMatch(/^name: .*\(KL-[A-Z]+-\d+/m);
    const boards = files.filter((f) => /^ {2}board: \|/m.test(readFileSync(join(KALING, f), 'utf8')));
    expect(boards.length).toBeGreaterThanOrEqual(30);
  });

  it('puts every card of the set on the table at least once', () => {
    const texts = files.map((f) => readFileSync(join(KALING, f), 'utf8')).join('\n');
    const unused = loadSet(join(root, 'cards/kaling'))
      .cards.map((c) => c.name)
      .filter((n) => !texts.includes(n));
    expect(unused).toEqual([]);
  });

  for (const f of files) {
    it(f, () => {
      const r = runScenarioFile(join(KALING, f));
      const shown = toJson({ file: f, text: r.text, diagnostics: r.diagnostics }).map(
        (d) => `${d.line}:${d.col} ${d.code} ${d.messageEn}`,
      );
      expect(shown).toEqual([]);
      expect(r.ok).toBe(true);
    });
  }
});

describe('the bundled 卡灵时代 set (cards/kaling)', () => {
  const set = loadSet(join(root, 'cards/kaling'));

  it('compiles clean with at least 40 distinct cards, every effect one the 卡灵时代 runtime runs', () => {
    expect(set.errors).toEqual([]);
    expect(new Set(set.cards.map((c) => c.name)).size).toBeGreaterThanOrEqual(40);
    const missing = set.cards.flatMap((c) =>
      c.abilities.flatMap((a) => a.effects.filter((e) => !kalingOps.has(e.op)).map((e) => `${c.name}: ${e.op}`)),
    );
    expect(missing).toEqual([]);
  });

  it('uses every 卡灵时代 construct: types, marks, fields, keywords, effect kinds, limits, costs, ranges, timings and effects', () => {
    const cards = set.cards;
    const abilities = cards.flatMap((c) => c.abilities);
    const ops = new Set(abilities.flatMap((a) => a.effects.map((e) => e.op)));
    const has = (pred: (x: unknown) => boolean, xs: unknown[]) => xs.some(pred);
    expect(new Set(cards.map((c) => c.type))).toEqual(new Set(['卡灵', '战术', '设备']));
    expect(cards.some((c) => c.marks.includes('placed'))).toBe(true);
    for (const stat of ['level', 'ap', 'dp', 'sp', 'gp'])
      expect(
        has((c) => (c as { stats: Record<string, number> }).stats[stat] !== undefined, cards),
        stat,
      ).toBe(true);
    expect(cards.some((c) => c.attackAreas?.includes('upLeft'))).toBe(true);
    expect(cards.some((c) => c.summonCost?.energy !== undefined && c.summonCost?.materials)).toBe(true);
    expect(cards.some((c) => c.summonCost?.materials?.filters?.length)).toBe(true);
    for (const m of ['rarity', 'move', 'illustrator', 'designer', 'environment', 'flavor'])
      expect(
        cards.some((c) => c.meta?.[m]),
        m,
      ).toBe(true);
    expect(cards.some((c) => c.traits.length)).toBe(true);
    expect(new Set(cards.flatMap((c) => c.keywords.map((k) => k.keyword)))).toEqual(
      new Set(['steadfast', 'blastproof', 'unbounce']),
    );
    expect(new Set(abilities.map((a) => a.kind))).toEqual(new Set(['start', 'instant', 'eternal']));
    expect(new Set(abilities.flatMap((a) => a.limits.map((l) => l.scope)))).toEqual(
      new Set(['turn', 'field', 'nameTurn', 'game']),
    );
    expect(abilities.some((a) => a.limits.length > 1)).toBe(true);
    expect(abilities.some((a) => a.costs.free)).toBe(true);
    expect(abilities.some((a) => a.condition)).toBe(true);
    expect(abilities.some((a) => a.optional)).toBe(true);
    const timings = new Set(abilities.flatMap((a) => (a.timing ? [a.timing.event] : [])));
    for (const t of [
      'enter',
      'destroyed',
      'turnStart',
      'turnEnd',
      'attacked',
      'attack',
      'moved',
      'drew',
      'cardActivated',
      'activated',
      'damaged',
    ])
      expect(timings.has(t), t).toBe(true);
    for (const t of ['transferred', 'returned', 'banished', 'searched', 'reachedBackRow', 'attackMissed'])
      expect(timings.has(t), t).toBe(true);
    expect(abilities.some((a) => a.timing?.effectKind)).toBe(true); // 当对方发动【启动】效果时
    expect(abilities.some((a) => a.timing?.subject?.filters?.some((f) => f.kind === 'type'))).toBe(true); // 当对方发动战术卡时
    // 若… per clause, existence tests (有 / 没有 / 存在N个以上, with a range), 直到回合结束 / 直到对方回合结束
    const effects = abilities.flatMap((a) => a.effects);
    const conditions = [...abilities.map((a) => a.condition), ...effects.map((e) => e.condition)].filter(
      (c) => c !== undefined,
    );
    expect(effects.some((e) => e.condition)).toBe(true);
    for (const cmp of ['>=', '='])
      expect(
        conditions.some((c) => 'subject' in c && c.subject === 'count' && c.cmp === cmp),
        cmp,
      ).toBe(true);
    expect(conditions.some((c) => 'of' in c && c.of?.range)).toBe(true);
    const durations = new Set(effects.flatMap((e) => ('duration' in e && e.duration ? [e.duration] : [])));
    for (const d of ['endOfTurn', 'endOfOpponentTurn']) expect(durations.has(d as never), d).toBe(true);
    expect(effects.some((e) => e.op === 'costModifier' && e.effectKind)).toBe(true);
    // 空置 / 被封锁的 areas, 盖伏的卡, the trigger's own card (那张卡灵), a hand on either side
    const filters = new Set(
      effects.flatMap((e) =>
        [
          ...('target' in e && e.target ? (e.target.filters ?? []) : []),
          ...(e.op === 'transfer' ? (e.to.filters ?? []) : []),
        ].map((f) => f.kind),
      ),
    );
    for (const f of ['empty', 'locked', 'faceDown']) expect(filters.has(f as never), f).toBe(true);
    expect(effects.some((e) => 'target' in e && e.target?.ref === 'it')).toBe(true);
    for (const side of ['self', 'opponent'])
      expect(
        effects.some((e) => e.op === 'discard' && e.target.side === side),
        side,
      ).toBe(true);
    const ranges = new Set(
      abilities.flatMap((a) =>
        a.effects.flatMap((e) => ('target' in e && e.target?.range ? [e.target.range.kind] : [])),
      ),
    );
    for (const r of ['O1', 'O2', 'sight', 'sightIgnoreSet', 'direction']) expect(ranges.has(r as never), r).toBe(true);
    for (const op of kalingOps.names()) expect(ops.has(op), op).toBe(true);
  });

  it('has two named decks legal under the default parameters (KL-DK-01)', () => {
    expect(set.manifest!.params).toEqual({});
    const decks = set.manifest!.decks;
    expect(Object.keys(decks).length).toBeGreaterThanOrEqual(2);
    for (const [name, list] of Object.entries(decks)) expect(validateDeck('kaling', list, set.cards), name).toEqual([]);
  });
});

/** `# expect: 9:19 CS5120 «B.trauma»` → position, code and a text the message or a note contains. */
function expectations(text: string): { at: string; code: string; says?: string }[] {
  return [...text.matchAll(/^# expect: (\d+:\d+) (CS\d{4})(?: «(.*)»)?$/gm)].map((m) => ({
    at: m[1],
    code: m[2],
    says: m[3],
  }));
}

describe('scenario runner self-tests (test/data/scenarios)', () => {
  for (const file of dataFiles()) {
    it(file.slice(root.length + 1), () => {
      const r = runScenarioFile(file);
      const want = expectations(r.text);
      const got = toJson({ file, text: r.text, diagnostics: r.diagnostics });
      expect(got.map((d) => `${d.line}:${d.col} ${d.code}`)).toEqual(want.map((w) => `${w.at} ${w.code}`));
      want.forEach((w, i) => {
        if (!w.says) return;
        const all = [got[i].message, got[i].messageEn, ...(got[i].notes ?? []).flatMap((n) => [n.zh, n.en])].join('\n');
        expect(all).toContain(w.says);
      });
      // The English of a YAML syntax error (CS5101) is the YAML parser's own.
      for (const d of got) {
        expect(d.message, d.message).not.toMatch(VALIDATOR_WORDS);
        if (d.code !== 'CS5101') expect(d.messageEn, d.messageEn).not.toMatch(VALIDATOR_WORDS);
      }
      expect(r.ok).toBe(want.length === 0);
    });
  }

  // Every message in one language: the Chinese text says its problem in Chinese, the English in English. Latin words
  // in a Chinese message are the file's own (paths, values, keys, examples); Chinese in an English message is names.
  it('words every schema problem in Chinese and in English apart, naming the field and what it takes (CS5102)', () => {
    const ds = runScenarioFile(join(DATA, '24_schema_in_words.scenario.yaml')).diagnostics;
    const energy = ds.find((d) => d.message.includes('setup.A.energy'))!;
    expect(energy.message).toBe('“setup.A.energy”无效：应为不小于 0 的整数，如 energy: 1；这里写的是文字“many”');
    expect(energy.messageEn).toBe(
      '"setup.A.energy" is invalid: expected a whole number, at least 0, e.g. energy: 1, not the text "many"',
    );
    const [attack] = runScenarioFile(join(DATA, '23_word_for_an_object.scenario.yaml')).diagnostics;
    expect(attack.message).toBe(
      '“steps[0].attack”无效：应为 {attacker}，如 attack: {attacker: 红卫兵}；这里写的是文字“红卫兵”',
    );
    expect(attack.messageEn).toBe(
      '"steps[0].attack" is invalid: expected {attacker}, e.g. attack: {attacker: 红卫兵}, not the text "红卫兵"',
    );
    const row = runScenarioFile(join(DATA_KL, '02_board_row.scenario.yaml')).diagnostics[0];
    expect(row.message).toBe('“setup.board”无效：棋盘每行 5 个区域，这一行有 4 个：“4  .   .   B:盾卫      .”');
    expect(row.messageEn).toBe(
      '"setup.board" is invalid: a board row has 5 areas; this one has 4: "4  .   .   B:盾卫      ."',
    );
  });

  it('KL-ZN-01: finds the rows and areas of a board written as a literal block, indented any way, or quoted', () => {
    const problems = (board: string) => {
      const text = `name: x (KL-ZN-01)\nrules: [KL-ZN-01]\nsetup:\n${board}\nsteps: []\n`;
      const r = runScenario(text, join(DATA_KL, 'x.scenario.yaml'));
      return r.diagnostics.map((d) => `${d.code} ${text.slice(d.span.start, d.span.end)}`);
    };
    const rows = ['. . . . .', '. . A:盾卫 . .', '. . A:雷霆战浪 . .', '. . . . .', '. . . . .'];
    const want = ['CS5106 雷霆战浪'];
    expect(problems(`  board: |\n${rows.map((r) => `    ${r}`).join('\n')}`)).toEqual(want);
    expect(problems(`  board: |-\n${rows.map((r) => `          ${r}`).join('\n')}`)).toEqual(want);
    expect(problems(`  board: |+\n\n${rows.map((r) => `   ${r}`).join('\n')}\n\n`)).toEqual(want);
    expect(problems(`  board: |4 # four\n${rows.map((r) => `       ${r}`).join('\n')}`)).toEqual(want);
    expect(problems(`  board: "${rows.join('\\n')}"`)).toEqual(want);
    expect(problems(`  board: |\r\n${rows.map((r) => `    ${r}`).join('\r\n')}`)).toEqual(want);
    // Folded, the rows are one line: the problem is that line, at the whole value.
    expect(problems(`  board: >\n${rows.map((r) => `    ${r}`).join('\n')}`)[0]).toMatch(/^CS5102 >\n/);
  });

  it('reports a failing assertion with what was expected and what happened', () => {
    const r = runScenarioFile(join(DATA, '02_failing_assertion.scenario.yaml'));
    expect(r.ok).toBe(false);
    expect(r.diagnostics[0].messageEn).toBe('after step 1: B.trauma should be 2, is 1');
    expect(r.diagnostics[0].message).toBe('第 1 步后：B.trauma 应为 2，实际为 1');
  });

  // Issue 13: one language per message — the Chinese text of a step failure quotes the engine's state in Chinese,
  // the English text in English (CS5114 step does not fit, CS5115 wrong actor, CS5116 a step the runner rejects).
  it('words CS5114, CS5115 and CS5116 in one language each', () => {
    const latin = /[A-Za-z]{4,}/;
    const fit = runScenarioFile(join(DATA, '07_step_does_not_fit.scenario.yaml')).diagnostics[0];
    expect(fit.message).toBe('第 2 步（yes）无法执行：引擎正在等待 B 的响应窗口（pass 或响应）');
    expect(fit.messageEn).toBe('step 2 (yes) does not fit: the engine waits for B: response window (pass or respond)');
    const actor = runScenarioFile(join(DATA, '10_wrong_actor.scenario.yaml')).diagnostics[0];
    expect(actor.code).toBe('CS5115');
    expect(actor.message).toMatch(/应由 [AB] 执行，实际轮到 [AB] 的/);
    expect(actor.messageEn).toMatch(/is for [AB], but [AB]: /);
    const dir = mkdtempSync(join(tmpdir(), 'scenario-'));
    copyFileSync(join(DATA, 'set.yaml'), join(dir, 'set.yaml'));
    copyFileSync(join(DATA, 'cards.card'), join(dir, 'cards.card'));
    writeFileSync(
      join(dir, 'a.scenario.yaml'),
      'name: x (SLCG-CT-07)\nrules: [SLCG-CT-07]\nsetup:\n  A:\n    main: [红卫兵]\nsteps:\n  - activate: 红卫兵\n',
    );
    const rejected = runScenarioFile(join(dir, 'a.scenario.yaml')).diagnostics[0];
    expect(rejected.code).toBe('CS5116');
    expect(rejected.message).toContain('红卫兵 没有可发动的能力');
    expect(rejected.message.replace('（activate 红卫兵）', '')).not.toMatch(latin);
    expect(rejected.messageEn).toContain('红卫兵 has no activated ability');
    expect(rejected.messageEn).not.toMatch(/没有/);
  });

  it('needs a set.yaml at or above the scenario (CS5104)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'scenario-'));
    writeFileSync(join(dir, 'a.scenario.yaml'), 'name: x (SLCG-CB-06)\nrules: [SLCG-CB-06]\nsteps: []\n');
    const r = runScenarioFile(join(dir, 'a.scenario.yaml'));
    expect(r.diagnostics.map((d) => d.code)).toEqual(['CS5104']);
  });

  it('suggests the closest card name for an unknown one', () => {
    const r = runScenarioFile(join(DATA, '04_unknown_card.scenario.yaml'));
    expect(r.diagnostics[0].notes?.[0].zh).toContain('红卫兵');
  });
});

// A choice between effects (选择一项：A；或B) in a scenario: `waitingFor: mode`, answered by the option's words.
describe('scenario steps answering a 选择一项 question', () => {
  const MODES = `卡牌 抉择
  类型：发生
  费用：0
  选择一项：抽2张卡；或对一个对方角色造成2点伤害。

卡牌 双择
  类型：发生
  费用：0
  选择两项：抽1张卡；推动进度+1；治愈1点创伤。
`;
  /** Runs a scenario against the runner's own SLCG set with the two cards above. */
  function runWithModes(scenario: string) {
    const dir = mkdtempSync(join(tmpdir(), 'scenario-modes-'));
    for (const f of ['set.yaml', 'cards.card']) copyFileSync(join(DATA, f), join(dir, f));
    writeFileSync(join(dir, 'modes.card'), MODES);
    writeFileSync(join(dir, 'a.scenario.yaml'), scenario);
    return runScenarioFile(join(dir, 'a.scenario.yaml'));
  }
  const HEAD = 'name: x (SLCG-TG-01)\nrules: [SLCG-TG-01]\n';

  it('SLCG-TG-01 waits for `mode` when the card is played, before targets; `choose:` takes the option by its words', () => {
    const r = runWithModes(
      `${HEAD}setup:\n  A: {hand: [抉择], deck: [蓝学者, 蓝学者]}\n  B: {main: [红卫兵]}\nsteps:\n` +
        '  - play: 抉择\n    expect: {waitingFor: mode, actor: A}\n' +
        '  - choose: 对一个对方角色造成2点伤害\n' +
        '    expect:\n      A: {hand: []}\n      B: {main: [], discard: [红卫兵]}\n      events: [destroyed 红卫兵]\n',
    );
    expect(r.diagnostics.map((d) => d.messageEn)).toEqual([]);
    expect(r.ok).toBe(true);
  });

  it('SLCG-TX-07 选择两项: words only one option holds, or its label, answer each question', () => {
    const r = runWithModes(
      `${HEAD}setup:\n  A: {hand: [双择], deck: [蓝学者], trauma: 2}\nsteps:\n` +
        '  - play: 双择\n  - choose: 治愈\n    expect: {waitingFor: mode}\n  - choose: option 1\n' +
        '    expect:\n      A: {trauma: 1, victory: 0, hand: [蓝学者]}\n',
    );
    expect(r.diagnostics.map((d) => d.messageEn)).toEqual([]);
    expect(r.ok).toBe(true);
  });

  it('SLCG-TG-01 a step that names no option, or does not fit, lists the options in their words (CS5116, CS5114)', () => {
    const none = runWithModes(`${HEAD}setup:\n  A: {hand: [抉择]}\nsteps:\n  - play: 抉择\n  - choose: 造成3点伤害\n`);
    expect(none.diagnostics[0].code).toBe('CS5116');
    expect(none.diagnostics[0].messageEn).toContain(
      '"造成3点伤害" is not an option: 抽2张卡 | 对一个对方角色造成2点伤害',
    );
    const fit = runWithModes(`${HEAD}setup:\n  A: {hand: [抉择]}\nsteps:\n  - play: 抉择\n  - pass\n`);
    expect(fit.diagnostics[0].code).toBe('CS5114');
    expect(fit.diagnostics[0].message).toContain(
      'A 的选择：为「抉择」选择一项（可选：抽2张卡 | 对一个对方角色造成2点伤害）',
    );
    expect(fit.diagnostics[0].messageEn).toContain(
      'A: choose an option for 「抉择」 [抽2张卡 | 对一个对方角色造成2点伤害]',
    );
  });
});

describe('cardc test', () => {
  it('prints ✓ per scenario and "N passed, M failed", exit 0 when all pass', async () => {
    const r = await cardc(['test', 'test/data/scenarios/01_passes.scenario.yaml', '--lang', 'en']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('✓ test/data/scenarios/01_passes.scenario.yaml');
    expect(r.out.split('\n').at(-1)).toBe('1 passed, 0 failed');
  });

  it("runs a folder's *.scenario.yml too (YAML's other extension is never silently skipped)", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cardc-yml-'));
    for (const f of ['set.yaml', 'cards.card']) copyFileSync(join(DATA, f), join(dir, f));
    copyFileSync(join(DATA, '01_passes.scenario.yaml'), join(dir, 'a.scenario.yml'));
    const r = await cardc(['test', dir, '--lang', 'en']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/✓ .*a\.scenario\.yml/);
    expect(r.out.split('\n').at(-1)).toBe('1 passed, 0 failed');
  });

  it('runs a scenario of a set whose manifest is set.yml, as of one with set.yaml', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cardc-set-yml-'));
    copyFileSync(join(DATA, 'set.yaml'), join(dir, 'set.yml'));
    copyFileSync(join(DATA, 'cards.card'), join(dir, 'cards.card'));
    copyFileSync(join(DATA, '01_passes.scenario.yaml'), join(dir, 'a.scenario.yaml'));
    const r = await cardc(['test', dir, '--lang', 'en']);
    expect(r.code).toBe(0);
    expect(r.out.split('\n').at(-1)).toBe('1 passed, 0 failed');
  });

  it('runs folders recursively, prints ✗ with the failing assertion and exits 1 (Chinese by default)', async () => {
    const r = await cardc(['test', 'test/data/scenarios']);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/✗ test\/data\/scenarios\/02_failing_assertion\.scenario\.yaml/);
    expect(r.out).toContain(
      '02_failing_assertion.scenario.yaml:9:19  错误 CS5120  第 1 步后：B.trauma 应为 2，实际为 1',
    );
    expect(r.out.split('\n').at(-1)).toBe(`1 个通过，${scenarioFiles(DATA).length - 1} 个失败`);
  });

  it("prints the engine's error in the chosen language: Chinese text in zh, English in en (CS5112, CS5110)", async () => {
    const f = 'test/data/scenarios/06_wrong_error.scenario.yaml';
    const zh = await cardc(['test', f]);
    expect(zh.out).toContain(
      'CS5112  第 1 步（play 蓝学者）应以 play/prerequisite 失败，实际错误为 play/not-enough-energy（能量不足，无法打出这张牌）',
    );
    expect(zh.out).not.toContain('not enough energy');
    const en = await cardc(['test', f, '--lang', 'en']);
    expect(en.out).toContain(
      'CS5112  step 1 (play 蓝学者) should fail with play/prerequisite; it failed with play/not-enough-energy (not enough energy for this card)',
    );
    expect(en.out).not.toContain('能量不足');
    const rejected = 'test/data/scenarios/17_rejected_step.scenario.yaml';
    expect((await cardc(['test', rejected])).out).toContain(
      '被拒绝：play/not-enough-energy（能量不足，无法打出这张牌）',
    );
    expect((await cardc(['test', rejected, '--lang', 'en'])).out).toContain(
      'was rejected: play/not-enough-energy (not enough energy for this card)',
    );
  });

  it('gives JSON with --format json', async () => {
    const r = await cardc(['test', 'test/data/scenarios', '--format', 'json']);
    const j = JSON.parse(r.out) as {
      scenarios: { file: string; ok: boolean; diagnostics: { code: string; line: number }[] }[];
      summary: { passed: number; failed: number };
    };
    expect(j.summary).toEqual({ passed: 1, failed: scenarioFiles(DATA).length - 1 });
    const s = j.scenarios.find((x) => x.file.endsWith('04_unknown_card.scenario.yaml'))!;
    expect(s.ok).toBe(false);
    expect(s.diagnostics[0]).toMatchObject({ code: 'CS5106', line: 5 });
  });

  it('exits 2 on bad invocation: no path, a missing path, a folder without scenarios', async () => {
    expect((await cardc(['test'])).code).toBe(2);
    const missing = await cardc(['test', 'no/such/dir']);
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('no/such/dir');
    expect((await cardc(['test', 'docs'])).code).toBe(2);
    expect((await cardc(['test', 'test/data/scenarios', '--format', 'xml'])).code).toBe(2);
  });

  it('passes every bundled scenario', async () => {
    const r = await cardc(['test', 'cards/slcg', '--lang', 'en']);
    expect(r.code).toBe(0);
    expect(r.out.split('\n').at(-1)).toBe(`${scenarioFiles(BUNDLED).length} passed, 0 failed`);
    const k = await cardc(['test', 'cards/kaling', '--lang', 'en']);
    expect(k.code).toBe(0);
    expect(k.out.split('\n').at(-1)).toBe(`${scenarioFiles(KALING).length} passed, 0 failed`);
  });
});

describe('schemas/scenario.schema.json', () => {
  it('has words and an example for every pattern it uses (no pattern reaches a message as a regular expression)', () => {
    const patterns = new Set(
      [...JSON.stringify(scenarioSchema()).matchAll(/"pattern":"((?:[^"\\]|\\.)*)"/g)].map(
        (m) => JSON.parse(`"${m[1]}"`) as string,
      ),
    );
    expect(patterns.size).toBeGreaterThan(0);
    for (const p of patterns) expect(PATTERN_WORDS[p], p).toBeDefined();
  });

  it('is the published form of scenarioSchema()', () => {
    const path = join(root, 'schemas/scenario.schema.json');
    if (process.env.UPDATE_GOLDEN === '1') writeFileSync(path, JSON.stringify(scenarioSchema(), null, 2) + '\n');
    const onDisk = JSON.parse(readFileSync(path, 'utf8'));
    expect(onDisk).toEqual(scenarioSchema());
  });
});

describe('docs/scenarios.md', () => {
  const doc = readFileSync(join(root, 'docs/scenarios.md'), 'utf8');

  it('has a full example per game that passes against its bundled set', () => {
    for (const [marker, dir] of [
      ['## A full example', BUNDLED],
      ['## 光暗 scenarios', GUANGAN],
      ['## 卡灵时代 scenarios', KALING],
    ] as const) {
      const at = doc.indexOf(marker);
      expect(at, marker).toBeGreaterThan(0);
      const example = /```yaml\n([\s\S]*?)```/.exec(doc.slice(at))![1];
      const r = runScenario(example, join(dir, 'docs-example.scenario.yaml'));
      expect(r.diagnostics.map((d) => d.messageEn)).toEqual([]);
      expect(r.ok).toBe(true);
    }
  });

  it('lists the rules the bundled scenarios of each game cover (UPDATE_GOLDEN=1 rewrites the tables)', () => {
    let text = doc;
    for (const [marker, dir] of [
      ['## Coverage of the bundled SLCG set', BUNDLED],
      ['## Coverage of the bundled 光暗 set', GUANGAN],
      ['## Coverage of the bundled 卡灵时代 set', KALING],
    ] as const) {
      const start = text.indexOf('| rule | scenarios |', text.indexOf(marker));
      expect(start, marker).toBeGreaterThan(0);
      const next = text.indexOf('\n## ', start);
      const end = next < 0 ? text.length : next + 1;
      const table = coverageTable(dir);
      if (process.env.UPDATE_GOLDEN) text = text.slice(0, start) + table + (next < 0 ? '\n' : '\n\n') + text.slice(end);
      else expect(text.slice(start, end).trimEnd()).toEqual(table);
    }
    if (process.env.UPDATE_GOLDEN) writeFileSync(join(root, 'docs/scenarios.md'), text);
  });
});
