// Golden checker cases: each .card under test/data/checker is checked as a set of its own and its
// diagnostics compared with the .diag.txt beside it. Test names carry the rule IDs the case covers.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Analysis } from '../../compiler/analysis.js';
import { CATALOG, catalogEntry } from '../../compiler/diagnostics.js';
import { caseRules, CHECKER_DATA, checkerCases, formatDiagnostics, golden } from './checker-golden.js';

const analysis = new Analysis();

function check(file: string): void {
  const text = readFileSync(join(CHECKER_DATA, file), 'utf8');
  const r = analysis.checkFile(text, file);
  const { expected, actual } = golden(
    join(CHECKER_DATA, file.replace(/\.card$/, '.diag.txt')),
    formatDiagnostics(text, r.diagnostics),
  );
  expect(actual).toBe(expected);
}

describe('checker goldens', () => {
  for (const file of checkerCases()) {
    const text = readFileSync(join(CHECKER_DATA, file), 'utf8');
    it(`${file.replace(/\.card$/, '')} (${caseRules(text).join(' ')})`, () => check(file));
  }

  it('has at least 5 cases per ruleset per category', () => {
    const counts = new Map<string, number>();
    for (const f of checkerCases()) {
      const [rs, cat] = f.split('_');
      counts.set(`${rs}_${cat}`, (counts.get(`${rs}_${cat}`) ?? 0) + 1);
    }
    for (const rs of ['slcg', 'guangan', 'kaling']) {
      for (const cat of ['words', 'fields', 'numbers', 'shape', 'names'])
        expect(counts.get(`${rs}_${cat}`) ?? 0, `${rs}_${cat}`).toBeGreaterThanOrEqual(5);
    }
  });

  it('cites a rule ID on every CS2xxx diagnostic', () => {
    for (const file of checkerCases()) {
      const r = analysis.checkFile(readFileSync(join(CHECKER_DATA, file), 'utf8'), file);
      for (const d of r.diagnostics)
        if (d.code.startsWith('CS2') && d.code !== 'CS2018')
          expect(d.rule, `${file} ${d.code}`).toMatch(/^(SLCG|GA|KL)-[A-Z]+-\d+$/);
    }
  });
});

describe('docs/diagnostics.md', () => {
  it('documents every checker (CS2xxx), build (CS400x) and replay file (CS52xx) code of the catalogue', () => {
    const doc = readFileSync(join(CHECKER_DATA, '../../../docs/diagnostics.md'), 'utf8');
    for (const code of Object.keys(CATALOG).filter((c) => /^CS([24]|52)/.test(c)))
      expect(doc, code).toContain(`| ${code} |`);
  });

  it('gives each code the severity the catalogue gives it, in every table of docs/ that states one', () => {
    const docs = join(CHECKER_DATA, '../../../docs');
    const rows = readdirSync(docs)
      .filter((f) => f.endsWith('.md'))
      .flatMap((f) =>
        [...readFileSync(join(docs, f), 'utf8').matchAll(/^\| (CS\d{4}) \| (error|warning|info) \|/gm)].map((m) => ({
          where: `${f} ${m[1]}`,
          code: m[1],
          severity: m[2],
        })),
      );
    expect(rows.length).toBeGreaterThan(50);
    for (const r of rows) {
      const e = catalogEntry(r.code);
      // The language server's own code (CS9001) is not in the compiler's catalogue.
      if (e) expect(r.severity, r.where).toBe(e.severity);
    }
  });
});

describe('checker cache', () => {
  it('gives the same diagnostics from the cache, with spans moved when a block moves', () => {
    analysis.clear();
    const text = readFileSync(join(CHECKER_DATA, 'slcg_numbers_05_push_zero.card'), 'utf8');
    const first = analysis.checkFile(text, 'a.card').diagnostics;
    const again = analysis.checkFile(text, 'a.card').diagnostics;
    expect(again).toEqual(first);
    const moved = analysis.checkFile(text.replace('规则：slcg\n', '规则：slcg\n\n\n'), 'a.card').diagnostics;
    expect(moved.map((d) => d.span.start)).toEqual(first.map((d) => d.span.start + 2));
  });

  it('re-checks one changed card of a set and keeps the others', () => {
    const card = (i: number) => `卡牌 角色${i}\n  类型：角色\n  常值：${(i % 5) + 1} 攻\n  【登场时】抽1张卡。\n`;
    const files = Array.from({ length: 20 }, (_, f) => ({
      path: `f${f}.card`,
      text: Array.from({ length: 50 }, (_, i) => card(f * 50 + i)).join('\n'),
    }));
    expect(analysis.checkSet({ files, ruleset: 'slcg' }).diagnostics).toEqual([]);
    files[3] = { ...files[3], text: files[3].text.replace('常值：1 攻', '常值：0 攻') };
    const r = analysis.checkSet({ files, ruleset: 'slcg' });
    expect(r.diagnostics.map((d) => `${d.file} ${d.code}`)).toEqual(['f3.card CS2004']);
    expect(r.value.cards.length).toBe(1000);
  });
});

describe('checker robustness', () => {
  it('never throws, and lowers, on every grammar golden input under every ruleset', async () => {
    const { lowerSet } = await import('../../compiler/ir/index.js');
    const dir = join(CHECKER_DATA, '../grammar');
    const files = readdirSync(dir).filter((f) => f.endsWith('.card'));
    expect(files.length).toBeGreaterThan(10);
    for (const f of files) {
      const text = readFileSync(join(dir, f), 'utf8');
      for (const ruleset of ['slcg', 'guangan', 'kaling'] as const) {
        const r = analysis.checkSet({ files: [{ path: f, text }], ruleset });
        expect(() => lowerSet(r.value, f)).not.toThrow();
      }
    }
  });
});

describe('did you mean', () => {
  it('offers a fix that replaces only the quoted name (language.md: names inside ability text)', () => {
    const text = readFileSync(join(CHECKER_DATA, 'slcg_names_01_unknown_quote.card'), 'utf8');
    const d = analysis.checkFile(text, 'x.card').diagnostics.find((x) => x.code === 'CS2011')!;
    const edit = d.fixes![0].edits[0];
    expect(text.slice(edit.span.start, edit.span.end)).toBe('影刃特派');
    expect(edit.newText).toBe('影刃特派员');
  });

  it('SLCG-CT-04 offers a trait printed in the other script (特征为「星环舰」 → 星環艦隊)', () => {
    const text = readFileSync(join(CHECKER_DATA, 'slcg_names_08_trait_other_script_typo.card'), 'utf8');
    const d = analysis.checkFile(text, 'z.card').diagnostics.find((x) => x.code === 'CS2012')!;
    expect(d.notes?.map((n) => n.zh).join()).toContain('星環艦隊');
  });

  it('offers a fix for a misspelt 专属 character (GA-CT-09)', () => {
    const text = readFileSync(join(CHECKER_DATA, 'guangan_names_01_exclusive_missing.card'), 'utf8');
    const d = analysis.checkFile(text, 'y.card').diagnostics.find((x) => x.code === 'CS2010')!;
    const edit = d.fixes![0].edits[0];
    expect(text.slice(edit.span.start, edit.span.end)).toBe('林然');
    expect(edit.newText).toBe('林燃');
  });
});

describe('checker quick fixes', () => {
  it('KL-CT-02 CS2022 offers each effect kind that fits as a head (KL-EF-03: 【永恒】 only for what a 永恒 effect holds), and each fix checks clean', () => {
    const card = (line: string) => `规则：kaling\n卡牌 甲\n  类型：卡灵\n  等级：1\n  AP：1\n  DP：1\n  ${line}\n`;
    for (const [line, heads] of [
      ['抽1张卡。', ['【启动】', '【瞬发】']],
      ['己方卡灵AP+1。', ['【启动】', '【瞬发】', '【永恒】']],
    ] as const) {
      const text = card(line);
      const d = analysis.checkFile(text, 'q.card').diagnostics.find((x) => x.code === 'CS2022')!;
      expect(d.fixes?.map((f) => f.edits[0].newText)).toEqual(heads);
      for (const f of d.fixes!) {
        const e = f.edits[0];
        const fixed = text.slice(0, e.span.start) + e.newText + text.slice(e.span.end);
        expect(analysis.checkFile(fixed, 'q.card').diagnostics.filter((x) => x.severity === 'error')).toEqual([]);
      }
    }
  });

  const KALING = '规则：kaling\n卡牌 甲\n  类型：卡灵\n  等级：1\n  AP：1\n  DP：1\n';
  const TACTIC = '规则：kaling\n卡牌 甲\n  类型：战术\n';
  const EVENT = '规则：slcg\n卡牌 甲\n  类型：发生\n';
  const CHARACTER = '规则：slcg\n卡牌 甲\n  类型：角色\n  常值：2 攻\n';
  const GA_NORMAL = '规则：guangan\n卡牌 甲\n  类型：普通\n  体力：1\n';
  // [rule, frame, ability line, the one diagnostic's code, the new text of each fix]: each fix checks clean.
  it.each([
    ['KL-EF-03', KALING, '回1：己方卡灵AP+1。', 'CS2022', ['【启动】', '【瞬发】']],
    ['KL-CT-03', TACTIC, '抽1张卡。', 'CS2027', ['【启动】', '【瞬发】']],
    ['SLCG-TG-01', EVENT, '造成二点伤害。', 'CS2040', ['对一个对方角色']],
    ['SLCG-TG-01', EVENT, '获得【迅捷】。', 'CS2040', ['令一个己方角色']],
    ['KL-TG-01', TACTIC, '【启动】AP+1。', 'CS2040', ['令一张己方卡灵']],
    ['KL-TG-01', KALING, '【启动】造成2点伤害。', 'CS2040', ['对对方']],
    ['SLCG-META-01', EVENT, '创伤+1。', 'CS2041', ['受到1点创伤']],
    ['SLCG-META-01', EVENT, '令对方创伤+1。', 'CS2041', ['令对方受到1点创伤']],
    ['SLCG-META-01', EVENT, '创伤-1。', 'CS2041', ['治愈1点创伤']],
    ['SLCG-META-01', EVENT, '能量+2。', 'CS2041', ['获得2点能量']],
    ['SLCG-META-01', CHARACTER, '【登场时】令对方能量-1。', 'CS2041', ['令对方失去1点能量']],
    ['SLCG-LIM-01', CHARACTER, '【登场时】回1：抽1张卡。', 'CS2001', ['【一回合一次】']],
    ['SLCG-TX-05', EVENT, '令对方受到2点伤害。', 'CS2024', ['令对方受到2点创伤']],
    ['SLCG-TX-05', EVENT, '可以对对方造成2点伤害。', 'CS2024', ['令对方受到2点创伤']],
    ['SLCG-TRM-01', EVENT, '对对方造成1点创伤。', 'CS1042', ['令对方受到1点创伤']],
    // 创伤 is SLCG's: elsewhere the damage noun is missing, and 伤害 is written for it (GA-CB-04, KL-CB-06).
    ['GA-CB-04', GA_NORMAL, '对对方造成1点创伤。', 'CS1033', ['伤害']],
    ['KL-CB-06', TACTIC, '【启动】对对方造成1点创伤。', 'CS1033', ['伤害']],
    ['SLCG-LIM-01', CHARACTER, '【回1】抽1张卡。', 'CS2001', ['【一回合一次】']],
    ['SLCG-TRM-04', EVENT, '回复1点创伤。', 'CS2001', ['治愈']],
    ['SLCG-TRM-04', EVENT, '恢復2點創傷。', 'CS2001', ['治癒']],
    ['SLCG-LIM-01', CHARACTER, '（回1）抽1张卡。', 'CS2001', ['【一回合一次】']],
    ['KL-RES-04', KALING, '【启动】费用1：抽1张卡。', 'CS2044', ['耗能1']],
    ['KL-RES-04', KALING, '【启动】回1，费用一点：抽1张卡。', 'CS2044', ['耗能一']],
    ['KL-LIM-01', KALING, '【启动】【一回合一次】抽1张卡。', 'CS2001', ['回1']],
    ['KL-LIM-01', KALING, '【启动】一回合一次：抽1张卡。', 'CS2001', ['回1']],
    ['SLCG-KW-02', CHARACTER, '横置自身：推动进度+1。', 'CS1061', ['【行动】']],
    ['SLCG-KW-02', CHARACTER, '【一回合一次】横置此角色：推动进度+1。', 'CS1061', ['【行动】']],
    ['SLCG-KW-02', CHARACTER, '将此卡横置：推动进度+1。', 'CS1061', ['【行动】']],
    ['GA-RES-04', GA_NORMAL, '支付1点体力：抽1张卡。', 'CS1061', ['']],
    ['KL-RES-04', TACTIC, '【启动】1点能量：抽1张卡。', 'CS1061', ['耗能1']],
    ['KL-RES-04', TACTIC, '【启动】能量两点：抽1张卡。', 'CS1061', ['耗能2']],
    ['GA-RES-04', GA_NORMAL, '消耗2点体力：抽1张卡。', 'CS1061', ['']],
    ['SLCG-TX-08', CHARACTER, '【登场时】可以：抽1张卡。', 'CS1060', ['']],
    ['SLCG-TX-07', CHARACTER, '【登场时】抽1张卡。当对方角色登场时，推动进度+1。', 'CS1062', ['\n  ']],
    ['SLCG-TX-07', KALING, '【启动】耗能1：抽1张卡。【启动】回1 耗能1：抽1张卡。', 'CS1062', ['\n  ']],
    ['SLCG-TX-07', CHARACTER, '【登场时】抽1张卡。【回合结束时】推动进度+1。', 'CS1062', ['\n  ']],
    // A misspelt timing is offered the file's game's timings only: not 卡灵时代's 攻击落空时 in SLCG (SLCG-META-01).
    ['SLCG-META-01', CHARACTER, '【攻击落时】抽1张卡。', 'CS1002', ['攻击时', '被攻击时', '当此卡攻击时']],
    ['KL-CB-04', KALING, '【攻击落时】抽1张卡。', 'CS1002', ['攻击时', '攻击落空时', '被攻击时', '当此卡攻击时']],
    // A keyword's words written as an effect: the keyword, for the whole line (KL-KW-02 防爆, SLCG-KW-08 法术免疫).
    ['KL-KW-02', KALING, '【永恒】此卡灵不会被效果清除。', 'CS1118', ['【防爆】']],
    ['KL-KW-02', KALING, '此卡靈不會被效果清除。', 'CS1118', ['【防爆】']],
    ['SLCG-KW-08', CHARACTER, '此角色不能被效果消灭。', 'CS1118', ['【法术免疫】']],
    // 不能移动和攻击: one 不能 is one prohibition; the fix says it again (KL-MV-01, KL-CB-01).
    ['KL-MV-01', TACTIC, '【启动】耗能1：令一张对方卡灵本回合不能移动和攻击。', 'CS1016', ['，不能攻击']],
    ['SLCG-CB-08', EVENT, '令一个对方角色本回合无法攻击或推进。', 'CS1016', ['，无法推进']],
    // 治疗 of 生命 is 回复 (GA-CB-07; 治愈 is SLCG's 创伤).
    ['GA-CB-07', GA_NORMAL, '治疗一个己方角色3点生命。', 'CS1016', ['令一个己方角色回复3点生命']],
    ['GA-CB-07', GA_NORMAL, '令一个己方角色治疗3点生命。', 'CS1016', ['令一个己方角色回复3点生命']],
    // 不能攻击 said of a side only: the fix names that side's attacking cards (KL-CB-01, SLCG-CB-01).
    ['KL-CB-01', TACTIC, '【启动】耗能1：令对方本回合不能攻击。', 'CS2231', ['卡灵']],
    ['SLCG-CB-08', EVENT, '令对方直到对方回合结束不能推动进度。', 'CS2231', ['角色']],
  ] as const)('%s: %s%s is one %s whose fixes check clean', (_rule, frame, line, code, texts) => {
    const text = `${frame}  ${line}\n`;
    const ds = analysis.checkFile(text, 'q.card').diagnostics.filter((x) => x.severity === 'error');
    expect(ds.map((d) => d.code)).toEqual([code]);
    expect(ds[0].fixes?.map((f) => f.edits[0].newText)).toEqual(texts);
    for (const f of ds[0].fixes!) {
      let fixed = text;
      for (const e of [...f.edits].sort((a, b) => b.span.start - a.span.start))
        fixed = fixed.slice(0, e.span.start) + e.newText + fixed.slice(e.span.end);
      expect(analysis.checkFile(fixed, 'q.card').diagnostics.filter((x) => x.severity === 'error')).toEqual([]);
    }
  });

  it('KL-KW-02 此卡灵不会被对方的效果清除: one CS1118 naming 【防爆】, no fix (the line is narrower); 光暗 has no such keyword, CS1119', () => {
    const ds = analysis.checkFile(`${KALING}  【永恒】此卡灵不会被对方的效果清除。\n`, 'q.card').diagnostics;
    expect(ds.map((d) => [d.code, d.args[1]])).toEqual([['CS1118', '防爆']]);
    expect(ds[0].fixes).toBeUndefined();
    const ga = analysis.checkFile(`${GA_NORMAL}  此角色不会被消灭。\n`, 'q.card').diagnostics;
    expect(ga.map((d) => d.code)).toEqual(['CS1119']);
  });

  it('SLCG-META-01 【复活事】 in an SLCG file: CS1002 offers no 复活时, a timing of 光暗 only (GA-CHR-04)', () => {
    const ds = analysis.checkFile(`${CHARACTER}  【复活事】抽1张卡。\n`, 'q.card').diagnostics;
    const d = ds.find((x) => x.code === 'CS1002')!;
    expect(d.fixes ?? []).toEqual([]);
    expect(JSON.stringify(d.notes ?? [])).not.toContain('复活');
    const ga = analysis.checkFile(`${GA_NORMAL}  【复活事】抽1张卡。\n`, 'q.card').diagnostics;
    expect(ga.find((x) => x.code === 'CS1002')!.fixes?.map((f) => f.edits[0].newText)).toEqual([
      '复活时',
      '当此卡复活时',
    ]);
  });

  it('SLCG-TX-02 你 is 己方 as a target too: 对你造成2点伤害 reads as 对己方造成2点伤害 in every game', async () => {
    const { lowerSet } = await import('../../compiler/ir/index.js');
    const read = (frame: string, line: string) => {
      const r = new Analysis().checkFile(`${frame}  ${line}\n`, 'q.card');
      const errors = r.diagnostics.filter((d) => d.severity === 'error').map((d) => d.code);
      const effects = errors.length ? undefined : lowerSet(r.value, 'q.card').value.cards[0].abilities[0].effects;
      return { errors, effects: JSON.stringify(effects, (k, v: unknown) => (k === 'source' ? undefined : v)) };
    };
    // SLCG deals damage to characters only (CS2024), whichever side word names the player.
    expect(read(EVENT, '对你造成2点伤害。').errors).toEqual(['CS2024']);
    for (const [frame, head] of [
      [GA_NORMAL, ''],
      [TACTIC, '【启动】'],
    ]) {
      const you = read(frame, `${head}对你造成2点伤害。`);
      expect(you.errors).toEqual([]);
      expect(you).toEqual(read(frame, `${head}对己方造成2点伤害。`));
      expect(JSON.parse(you.effects)[0].target).toEqual({ side: 'self', kind: 'player' });
    }
  });

  it('GA-META-01 回复1点创伤 on a 光暗 card is one CS2001 at 创伤 (SLCG’s word), not also CS2014 for the effect', () => {
    const ds = analysis.checkFile(`${GA_NORMAL}  回复1点创伤。\n`, 'q.card').diagnostics;
    expect(ds.filter((d) => d.severity === 'error').map((d) => d.code)).toEqual(['CS2001']);
  });

  const VALUELESS = '规则：slcg\n卡牌 甲\n  类型：角色\n  常值：2\n';
  const DEVICE = '规则：kaling\n卡牌 甲\n  类型：设备\n  GP：3\n';
  // Warnings of dead text: [rule, frame, ability line, the one diagnostic's code, the new text of each fix]; each fix
  // leaves the card without errors or warnings.
  it.each([
    ['SLCG-CT-11', VALUELESS, '【登场时】抽1张卡。', 'CS2045', [' 攻', ' 推', ' 攻推', ' 无']],
    ['SLCG-CT-05', EVENT, '【登场时】抽1张卡。', 'CS2047', ['']],
    ['SLCG-CT-05', EVENT, '当此卡登场时：抽1张卡。', 'CS2047', ['']],
    ['SLCG-LIM-01', EVENT, '【一回合一次】抽1张卡。', 'CS2053', ['']],
    ['KL-CT-05', DEVICE, '【启动】抽1张卡。', 'CS2048', [' 【放置】', '']],
  ] as const)('%s: %s%s is one %s whose fixes check clean', (_rule, frame, line, code, texts) => {
    const text = `${frame}  ${line}\n`;
    const ds = analysis.checkFile(text, 'q.card').diagnostics;
    expect(ds.map((d) => d.code)).toEqual([code]);
    expect(ds[0].fixes?.map((f) => f.edits[0].newText)).toEqual(texts);
    for (const f of ds[0].fixes!) {
      const e = f.edits[0];
      const fixed = text.slice(0, e.span.start) + e.newText + text.slice(e.span.end);
      expect(analysis.checkFile(fixed, 'q.card').diagnostics, fixed).toEqual([]);
    }
  });

  // Where no rewrite says what was meant: the diagnostic alone.
  it.each([
    ['SLCG-CT-02', CHARACTER, '【一回合一次】费用1：抽1张卡。', 'CS2044'],
    ['SLCG-CT-02', CHARACTER, '费用1：抽1张卡。', 'CS2044'],
    ['SLCG-CB-01', '规则：slcg\n卡牌 甲\n  类型：角色\n  常值：2 推\n', '【攻击时】抽1张卡。', 'CS2046'],
    ['SLCG-CB-01', '规则：slcg\n卡牌 甲\n  类型：角色\n  常值：2 青色\n', '当此卡攻击时：抽1张卡。', 'CS2046'],
    ['SLCG-CB-01', '规则：slcg\n卡牌 甲\n  类型：场景\n', '【攻击时】抽1张卡。', 'CS2046'],
    ['GA-CB-05', '规则：guangan\n卡牌 甲\n  类型：响应\n', '当己方角色受到真实伤害时：该伤害-1。', 'CS2049'],
    ['SLCG-CT-16', '规则：slcg\n卡牌 甲\n  类型：场景\n', '【被攻击时】抽1张卡。', 'CS2090'],
    ['SLCG-CB-04', EVENT, '当此卡被攻击时：抽1张卡。', 'CS2090'],
    ['SLCG-CT-02', CHARACTER, '【登场时】弃1张手牌：抽2张卡。', 'CS1061'],
    ['KL-RES-04', TACTIC, '【启动】弃1张手牌：抽2张卡。', 'CS1061'],
    ['GA-RES-04', '规则：guangan\n卡牌 甲\n  类型：普通\n', '弃1张手牌：抽2张卡。', 'CS1061'],
  ] as const)('%s: %s%s is one %s, without a fix', (_rule, frame, line, code) => {
    const ds = analysis.checkFile(`${frame}  ${line}\n`, 'q.card').diagnostics;
    expect(ds.map((d) => d.code)).toEqual([code]);
    expect(ds[0].fixes ?? []).toEqual([]);
  });

  it('KL-CT-04 / KL-CT-05: 【永恒】 on a device without 【放置】 is CS2091, whose fix marks it placed; a placed device without GP is CS2092, whose fix adds the GP line', () => {
    const text = '规则：kaling\n卡牌 甲\n  类型：设备\n  【永恒】己方卡灵AP+1。\n';
    const apply = (
      t: string,
      d: { fixes?: { edits: { span: { start: number; end: number }; newText: string }[] }[] },
    ) => {
      const e = d.fixes![0].edits[0];
      return t.slice(0, e.span.start) + e.newText + t.slice(e.span.end);
    };
    const [eternal] = analysis.checkFile(text, 'q.card').diagnostics;
    expect([eternal.code, eternal.rule, eternal.fixes?.map((f) => f.edits[0].newText)]).toEqual([
      'CS2091',
      'KL-CT-04',
      [' 【放置】'],
    ]);
    const placed = apply(text, eternal);
    const [gp] = analysis.checkFile(placed, 'q.card').diagnostics;
    expect([gp.code, gp.rule]).toEqual(['CS2092', 'KL-CT-05']);
    const withGp = apply(placed, gp);
    expect(withGp).toBe('规则：kaling\n卡牌 甲\n  类型：设备 【放置】\n  GP：\n  【永恒】己方卡灵AP+1。\n');
    expect(analysis.checkFile(withGp.replace('GP：', 'GP：2'), 'q.card').diagnostics).toEqual([]);
  });

  it.each([
    ['SLCG-CT-09', '规则：slcg\n卡牌 甲\n  类型：角色\n  费用：1\n  【登场时】抽1张卡。\n', '常值', '2 攻'],
    ['GA-CHR-03', '规则：guangan\n卡牌 甲\n  类型：角色\n  攻击：1\n', '生命', '10'],
    ['KL-CT-02', '规则：kaling\n卡牌 甲\n  类型：卡灵\n  等级：1\n  AP：1\n', 'DP', '1'],
  ])(
    '%s: a missing required field is CS2003, whose fix adds its line after the last field',
    (_rule, text, label, value) => {
      const ds = analysis.checkFile(text, 'q.card').diagnostics;
      expect(ds.map((d) => d.code)).toEqual(['CS2003']);
      const e = ds[0].fixes![0].edits[0];
      expect(e.newText).toBe(`\n  ${label}：`);
      const fixed = text.slice(0, e.span.start) + e.newText + value + text.slice(e.span.end);
      expect(analysis.checkFile(fixed, 'q.card').diagnostics).toEqual([]);
    },
  );

  it('GA-CB-05: a line that only answers true damage (抽1张卡) is live text, not CS2049 (GA-CT-03)', () => {
    const text = '规则：guangan\n卡牌 甲\n  类型：响应\n  当己方角色受到真实伤害时：抽1张卡。\n';
    expect(analysis.checkFile(text, 'q.card').diagnostics).toEqual([]);
  });

  it('SLCG-CB-01: 【攻击时】 on a red or red-blue character is live (no CS2046)', () => {
    for (const c of ['攻', '红', '攻推', '红蓝'])
      expect(
        analysis.checkFile(`规则：slcg\n卡牌 甲\n  类型：角色\n  常值：2 ${c}\n  【攻击时】抽1张卡。\n`, 'q.card')
          .diagnostics,
      ).toEqual([]);
  });
});
