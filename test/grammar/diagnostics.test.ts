// The diagnostic catalogue (one typed registry, compiler/diagnostics.ts, joining each stage's table)
// and the diagnostics' extras: every code has both texts and its placeholders, goldens use only
// catalogued codes, and typos get a "did you mean" with a fix that edits the right span.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILD_CATALOG } from '../../compiler/build/codes.js';
import { CHECKER_CATALOG } from '../../compiler/checker/codes.js';
import { allCatalogEntries, CATALOG, catalogEntry, diag } from '../../compiler/diagnostics.js';
import { EMIT_CATALOG } from '../../compiler/emit/codes.js';
import { MANIFEST_CATALOG } from '../../compiler/manifest/codes.js';
import { REPLAY_CATALOG } from '../../compiler/play/replay-codes.js';
import { SIM_CATALOG } from '../../compiler/sim/codes.js';
import { CardParser, closest, suggest, SYNTAX_CATALOG, type Diagnostic } from '../../grammar/index.js';
import { keepPlausible } from '../../grammar/plausible.js';
import { guessNote } from '../../grammar/suggest.js';
import { GRAMMAR_DATA } from './golden.js';
import { readdirSync } from 'node:fs';

const parser = new CardParser();
const parseText = (text: string) => parser.parse(text);
const placeholders = (s: string) => [...s.matchAll(/\{(\d+)\}/g)].map((m) => Number(m[1]));

const ROOT = resolve(GRAMMAR_DATA, '../../..');
const STAGES = [
  ['grammar/diagnostics.ts', SYNTAX_CATALOG, /^CS1\d{3}$/],
  ['compiler/checker/codes.ts', CHECKER_CATALOG, /^CS2\d{3}$/],
  ['compiler/manifest/codes.ts', MANIFEST_CATALOG, /^CS3\d{3}$/],
  ['compiler/build/codes.ts', BUILD_CATALOG, /^CS40\d{2}$/],
  ['compiler/emit/codes.ts', EMIT_CATALOG, /^CS41\d{2}$/],
  ['compiler/play/replay-codes.ts', REPLAY_CATALOG, /^CS52\d{2}$/],
  ['compiler/sim/codes.ts', SIM_CATALOG, /^CS53\d{2}$/],
] as const;

describe('diagnostic catalogue', () => {
  it('gives every code a severity, Chinese and English text, and uses every argument in one of them', () => {
    for (const [code, e] of allCatalogEntries()) {
      expect(code).toMatch(/^CS\d{4}$/);
      expect(['error', 'warning', 'info', 'hint']).toContain(e.severity);
      expect(e.zh.trim().length, code).toBeGreaterThan(0);
      expect(e.en.trim().length, code).toBeGreaterThan(0);
      if (code.startsWith('CS1')) expect(/[\u4e00-\u9fff]/.test(e.zh), `${code} zh is Chinese`).toBe(true);
      // Bilingual args: {n} may be used by one language only, but no argument is skipped by both.
      const used = new Set([...placeholders(e.zh), ...placeholders(e.en)]);
      expect(
        [...used].sort((a, b) => a - b),
        code,
      ).toEqual([...used].map((_, i) => i));
    }
  });

  it('defines every code once, in the catalogue of its stage and range', () => {
    const defined: string[] = [];
    for (const [file, table, range] of STAGES) {
      const src = readFileSync(join(ROOT, file), 'utf8');
      const codes = [...src.matchAll(/^\s*(CS\d{4}):/gm)].map((m) => m[1]);
      expect(new Set(codes), file).toEqual(new Set(Object.keys(table)));
      for (const c of codes) expect(c, file).toMatch(range);
      defined.push(...codes);
    }
    expect(defined.length).toBe(new Set(defined).size);
    expect(new Set(defined)).toEqual(new Set(Object.keys(CATALOG)));
  });

  it('refuses an unknown code', () => {
    expect(() => diag('CS9999' as never, { start: 0, end: 0 })).toThrow();
  });

  it('knows every code that a golden expects', () => {
    const codes = new Set<string>();
    for (const f of readdirSync(GRAMMAR_DATA).filter((n) => n.endsWith('.diag.txt'))) {
      for (const line of readFileSync(join(GRAMMAR_DATA, f), 'utf8').split('\n')) {
        const m = /^\d+:\d+-\d+:\d+ (error|warning|info|hint) (CS\d{4}) /.exec(line);
        if (line.trim()) expect(m, `${f}: ${line}`).not.toBeNull();
        if (m) {
          codes.add(m[2]);
          expect(catalogEntry(m[2])?.severity, `${f}: ${line}`).toBe(m[1]);
        }
      }
    }
    expect(codes.size).toBeGreaterThanOrEqual(20);
  });
});

function only(text: string): Diagnostic {
  const { diagnostics } = parseText(text);
  expect(
    diagnostics.map((d) => d.code),
    text,
  ).toHaveLength(1);
  return diagnostics[0];
}

function apply(text: string, d: Diagnostic, fix = 0): string {
  const edits = [...d.fixes![fix].edits].sort((a, b) => b.span.start - a.span.start);
  let t = text;
  for (const e of edits) t = t.slice(0, e.span.start) + e.newText + t.slice(e.span.end);
  return t;
}

const CHAR = '卡牌 甲\n  类型：角色\n  费用：1\n  常值：1 攻\n';

describe('did you mean', () => {
  it('reads a name in either script alike: 紅 is the deck 红, not 蓝 one edit away', () => {
    expect(closest('紅', ['蓝', '红'])).toBe('红');
    expect(closest('藍', ['红', '蓝'])).toBe('蓝');
    expect(closest('紅藍', ['红', '红蓝'])).toBe('红蓝');
    expect(closest('Slgc', ['slcg', 'kaling'])).toBe('slcg');
  });

  it.each([
    ['【守户】', '守护'],
    ['【连几】', '连击'],
    ['【登场是】抽1张卡。', '登场时'],
    ['【連繫】', '连击'],
    ['【守護】【虛體話】', '虛體化'],
    ['【登场时】消灭一个具有【守户】的对方角色。', '守护'],
    ['【登场时】消灭一个有【迅接】的对方角色。', '迅捷'],
  ])('%s suggests %s, and the fix parses cleanly', (line, want) => {
    const text = `${CHAR}  ${line}\n`;
    const d = only(text);
    expect(d.code).toBe('CS1002');
    expect(d.notes?.[0].zh).toContain(want);
    const i = d.fixes!.findIndex((f) => f.edits[0].newText === want);
    expect(i).toBeGreaterThanOrEqual(0);
    expect(parseText(apply(text, d, i)).diagnostics).toEqual([]);
  });

  it('suggests a field name for a misspelt field (類形 → 類型)', () => {
    const text = '卡牌 甲\n  類形：角色\n  費用：1\n  常值：1 攻\n';
    const d = only(text);
    expect(d.code).toBe('CS1006');
    const i = d.fixes!.findIndex((f) => f.edits[0].newText === '類型');
    expect(i).toBeGreaterThanOrEqual(0);
    expect(parseText(apply(text, d, i)).diagnostics).toEqual([]);
  });

  it("suggests one form per word, in the script of its line, else of its card (not the misspelt word's)", () => {
    const guesses = (card: string, line: string) => {
      const d = only(`${card}  ${line}\n`);
      const fixes = d.fixes!.map((f) => f.edits[0].newText);
      // The note (what cardc check prints) says what the fixes write.
      expect(d.notes?.[0].zh).toBe(`你是不是想写：${fixes.join('、')}？`);
      expect(d.fixes!.map((f) => f.title)).toEqual(fixes.map((x) => `改为“${x}”`));
      return fixes;
    };
    const TRAD = '卡牌 甲\n  類型：角色\n  費用：1\n  常值：1 攻\n';
    expect(guesses(CHAR, '【守户】')).toEqual(['守护']);
    expect(guesses(CHAR, '【連繫】')).toEqual(['连击']);
    expect(guesses(CHAR, '【守護盾】')).toEqual(['守护', '护盾']);
    // A timing misspelt is also offered as the trigger it is (【X时】 is 当此卡X时).
    expect(guesses(CHAR, '【登場是】抽1张卡。')).toEqual(['登场时', '当此卡登场时']);
    expect(guesses(TRAD, '【守戶】')).toEqual(['守護']);
    expect(guesses(TRAD, '【连几】')).toEqual(['連擊']);
    expect(guesses(TRAD, '【登场是】抽1張卡。')).toEqual(['登場時', '當此卡登場時']);
    // The line tells before the card: a traditional line in a simplified card, and the other way round.
    expect(guesses(CHAR, '【登场是】抽1張卡。')).toEqual(['登場時', '當此卡登場時']);
    expect(guesses(TRAD, '【登場是】抽1张卡。')).toEqual(['登场时', '当此卡登场时']);
    // An event word of 当…时 in a bracket timing, misspelt in either script (【X时】 is 当此卡X时).
    expect(guesses(TRAD, '【復活是】抽1張卡。')).toEqual(['復活時', '當此卡復活時']);
    expect(guesses(CHAR, '【攻击落时】抽1张卡。')).toContain('攻击落空时');
    // A field label too (CS1006).
    expect(only('卡牌 甲\n  類形：角色\n  費用：1\n  常值：1 攻\n').fixes![0].edits[0].newText).toBe('類型');
    expect(only('卡牌 甲\n  類形：角色\n  费用：1\n  常值：1 攻\n').fixes![0].edits[0].newText).toBe('类型');
  });

  it('offers no word that keeps none of the misspelt one: 你 is one edit from 【】 and from 【守】, and a guess from nothing', () => {
    expect(suggest('', ['你', '己方'])).toEqual([]);
    expect(suggest('守', ['你', '守护'])).toEqual(['守护']);
    const empty = parseText(`${CHAR}  【】抽1张卡。\n`).diagnostics.find((d) => d.code === 'CS1002');
    expect(empty?.notes).toBeUndefined();
    expect(empty?.fixes).toBeUndefined();
    const d = only(`${CHAR}  【守】\n`);
    expect(d.code).toBe('CS1002');
    expect(d.fixes!.map((f) => f.edits[0].newText)).toEqual(['坚守', '守护']);
  });

  it('KL-CB-03 令一张对方卡灵不能被攻击 is 不能被攻击 (the card is the one attacked), never read or mended as 不能攻击', () => {
    const text = '规则：kaling\n卡牌 甲\n  类型：战术\n  【启动】耗能1：令一张对方卡灵不能被攻击。\n';
    const r = parseText(text);
    expect(r.diagnostics.filter((x) => x.severity === 'error')).toEqual([]);
    expect(JSON.stringify(r)).toContain('"attacked"');
  });

  it('tries a did-you-mean on its line alone, not on a copy of the file (linear in a file of many misspelt lines)', () => {
    const text = `${CHAR}  【守户】\n${CHAR.replace('甲', '乙')}`;
    const line = { start: text.indexOf('【守户】'), end: text.indexOf('【守户】') + 4 };
    const at = { start: line.start + 1, end: line.start + 3 };
    const guess = { title: '改为“守护”', titleEn: 'change to "守护"', edits: [{ span: at, newText: '守护' }] };
    const diags = [diag('CS1002', line, ['守户'], { notes: [guessNote(['守护'])], fixes: [guess] })];
    const read: string[] = [];
    keepPlausible(diags, 0, line, text, (t, start, end) => {
      read.push(t.slice(start, end));
      expect(t.length).toBe(end - start);
      return t.includes('守护') ? 0 : 1;
    });
    expect(read).toEqual(['【守户】', '【守护】']);
    expect(diags[0].fixes).toEqual([guess]);
  });

  it.each([
    ['【登场时】推动近度+1。', '推动进度'],
    ['【登场时】令一个己方角色获的【迅捷】。', '获得'],
    ['【登场时】令一个己方角色获得【迅接】。', '迅捷'],
    ['【登场时】消灭一个对方横值的角色。', '横置'],
    ['【登场时】对一个对方角色照成2点伤害。', '造成'],
    ['【登场时】对一个对方角色造成2点伤。', '伤害'],
    ['当对方角色登常时：抽1张卡。', '登场'],
    ['【登场时】令一个己方角色获得【连击】直到回合终结。', '直到回合结束'],
    ['【登场时】令一个己方角色获得【连击】直到对方回合借宿。', '直到对方回合结束'],
  ])('one diagnostic for %s, whose fix %s parses cleanly', (line, want) => {
    const text = `${CHAR}  ${line}\n`;
    const d = only(text);
    const i = d.fixes!.findIndex((f) => f.edits[0].newText === want);
    expect(i, JSON.stringify(d.fixes)).toBeGreaterThanOrEqual(0);
    expect(parseText(apply(text, d, i)).diagnostics).toEqual([]);
  });

  it('suggests only what may stand where the text is: after an effect no range or direction (直到下回合 is 直到下回合开始, not 直视), and nothing from one character', () => {
    const d = only(`${CHAR}  【登场时】令一个己方角色获得【连击】直到下回合。\n`);
    expect(d.code).toBe('CS1016');
    expect((d.fixes ?? []).map((f) => f.edits[0].newText)).toEqual(['直到下回合开始']);
    const one = only(`${CHAR}  【登场时】抽1张卡直。\n`);
    expect(one.code).toBe('CS1016');
    expect(one.fixes ?? []).toEqual([]);
  });

  it.each([
    ['【登场时】解除一个己方角色的封印。', 'CS1023'],
    ['【登场时】令一个对方角色常值变为1。', 'CS1016'],
  ])('suggests nothing that would not mend the line: %s (not 清除, not 名为)', (line, code) => {
    const d = only(`${CHAR}  ${line}\n`);
    expect(d.code).toBe(code);
    expect(d.fixes).toBeUndefined();
    expect(d.notes).toBeUndefined();
  });

  it('keeps, of several suggestions, the ones that mend the line', () => {
    // 横值 is one edit from 横置 (which mends it) and from other words (which do not).
    const text = `${CHAR}  【登场时】消灭一个对方横值的角色。\n`;
    const d = only(text);
    expect(d.fixes!.length).toBeGreaterThan(0);
    for (let i = 0; i < d.fixes!.length; i++) expect(parseText(apply(text, d, i)).diagnostics).toEqual([]);
  });

  it('特征不为「X」 / 不是「X」 is CS1075 (a target is narrowed by what it is), with no suggestion that flips its meaning', () => {
    for (const line of [
      '消灭一个特征不为「舰队」的对方角色。',
      '消灭一个不是「舰队」的对方角色。',
      '若己方场上有特征不是「舰队」的角色，抽1张卡。',
    ]) {
      const text = `${CHAR}  【登场时】${line}\n`;
      const d = only(text);
      expect(d.code, line).toBe('CS1075');
      expect(text.slice(d.span.start, d.span.end), line).toMatch(/^(特征)?不[为是]「舰队」$/);
      expect(d.fixes, line).toBeUndefined();
    }
  });

  it('SLCG-TG-01 至少2个 as a target is CS1082 at 至少2个, and both its fixes (2个, 至多2个) read clean', () => {
    for (const line of ['选择至少2个对方角色，对其各造成1点伤害。', '对最少2个对方角色造成1点伤害。']) {
      const text = `${CHAR}  【登场时】${line}\n`;
      const d = only(text);
      expect(d.code, line).toBe('CS1082');
      expect(text.slice(d.span.start, d.span.end), line).toMatch(/^(至少|最少)2个$/);
      expect(d.fixes!.map((f) => f.edits[0].newText)).toEqual(['', '至多']);
      for (let i = 0; i < d.fixes!.length; i++) expect(parseText(apply(text, d, i)).diagnostics, line).toEqual([]);
    }
  });

  it('SLCG-TG-01 至多2个 / 最多2个 / 不超过2个 (and 選擇至多2個, 不超過) read clean as an up-to-N target', () => {
    for (const line of [
      '选择至多2个对方角色，对其各造成1点伤害。',
      '对最多2个对方角色造成1点伤害。',
      '消灭至多两个对方横置的角色。',
      '令最多2个己方角色获得【守护】直到回合结束。',
      '对不超过2个对方角色造成1点伤害。',
      '選擇至多2個對方角色，對其各造成1點傷害。',
      '對不超過2個對方角色造成1點傷害。',
    ]) {
      const r = parseText(`${CHAR}  【登场时】${line}\n`);
      expect(r.diagnostics, line).toEqual([]);
      const target = r.ast.cards[0].abilities[0].effects.find((e) => e.target?.count !== undefined)?.target;
      expect(target, line).toMatchObject({ count: 2, upTo: true });
    }
  });

  it('SLCG-TG-01 a trait written before the kind (萨姆科研院角色) is CS1023 whose fix writes 特征为「X」的, in the line’s script', () => {
    for (const [line, fixed] of [
      ['若己方场上有其他萨姆科研院角色，抽1张卡。', '特征为「萨姆科研院」的'],
      ['令所有己方狼群角色常值+1直到回合结束。', '特征为「狼群」的'],
      ['對一個對方星環艦隊角色造成1點傷害。', '特徵為「星環艦隊」的'],
    ]) {
      const text = `${CHAR}  【登场时】${line}\n`;
      const d = only(text);
      expect(d.code, line).toBe('CS1023');
      expect(d.fixes?.[0]?.edits[0].newText, line).toBe(fixed);
      expect(parseText(apply(text, d)).diagnostics, line).toEqual([]);
    }
    // Not before a kind: no trait fix.
    const d = only(`${CHAR}  【登场时】对一个对方角色造成萨姆点伤害。\n`);
    expect(d.fixes?.some((f) => f.edits.some((e) => e.newText.includes('特征为'))) ?? false).toBe(false);
  });

  it('SLCG-TX-02 友方 and 你(的) are 己方 (the side words beside 敌方, 对方)', () => {
    for (const line of ['令一个友方角色常值+1直到回合结束。', '令你的一个角色常值+1直到回合结束。']) {
      const r = parseText(`${CHAR}  【登场时】${line}\n`);
      expect(r.diagnostics, line).toEqual([]);
      expect(r.ast.cards[0].abilities[0].effects[0].target?.side, line).toBe('self');
    }
    const c = parseText(`${CHAR}  【登场时】若你的手牌少于3张，抽1张卡。\n`);
    expect(c.diagnostics).toEqual([]);
  });

  it('SLCG-TX-02 【己方的回合开始时】 / 【你的回合开始时】 / 【对方的回合结束时】 read as the heads without 的', () => {
    // The ability as parsed, without where its words stand.
    const shape = (head: string) => {
      const r = parseText(`${CHAR}  ${head}抽1张卡。\n`);
      expect(r.diagnostics, head).toEqual([]);
      return JSON.stringify(r.ast.cards[0].abilities[0], (k, v: unknown) =>
        k === 'span' || k === 'text' || k === 'image' || k === 'startOffset' ? undefined : v,
      );
    };
    expect(shape('【己方的回合开始时】')).toBe(shape('【己方回合开始时】'));
    expect(shape('【你的回合开始时】')).toBe(shape('【己方回合开始时】'));
    expect(shape('【对方的回合结束时】')).toBe(shape('【对方回合结束时】'));
    expect(shape('【对方的回合结束时】')).not.toBe(shape('【己方回合结束时】'));
    // A 的 with no side word before it is still no head.
    expect(parseText(`${CHAR}  【的回合开始时】抽1张卡。\n`).diagnostics.map((d) => d.code)).toEqual(['CS1002']);
  });

  it('SLCG-TX-02 你 inside a longer word or a name is not the side word: 你可以, 直到你的下回合开始, 「你好」, 特征：你好', () => {
    const r = parseText(
      `卡牌 你好\n  类型：角色\n  费用：1\n  常值：1 攻\n  特征：你好\n` +
        `  【登场时】你可以将一张「你好」加入手牌。\n  【登场时】令你的一个角色常值+1直到你的下回合开始。\n`,
    );
    expect(r.diagnostics).toEqual([]);
    const [card] = r.ast.cards;
    expect(card.name).toBe('你好');
    expect(JSON.stringify(card.fields.find((f) => f.id === 'traits'))).toContain('"name":"你好"');
    const [take, buff] = card.abilities.map((a) => a.effects[0]);
    expect(take.optional).toBe(true);
    expect(take.target?.name?.name).toBe('你好');
    expect(take.target?.side).toBeUndefined();
    expect(buff.target?.side).toBe('self');
    expect(buff.duration).toBe('endOfOpponentTurn');
  });

  it('KL-TX-04 检索一张「X」加入手牌: a 载入 that says where the card goes is one effect, the 载入', () => {
    for (const line of [
      '从卡组检索一张「甲」加入手牌。',
      '從卡組檢索一張「甲」加入手牌。',
      '载入一张「甲」加入手牌，然后抽1张卡。',
      '检索一张「甲」并加入手牌。',
    ]) {
      const r = parseText(`${CHAR}  【登场时】${line}\n`);
      expect(r.diagnostics, line).toEqual([]);
      const effects = r.ast.cards[0].abilities[0].effects;
      expect(effects[0].op, line).toBe('search');
      expect(effects[0].name?.name, line).toBe('甲');
    }
  });

  it('否则 right after an effect with no 若 is CS1080 at 否则; 且 with 或 in one 若 is CS1081; 若其阵亡 with no designating effect before it is CS1083', () => {
    const at = (line: string) => {
      const text = `${CHAR}  【登场时】${line}\n`;
      const d = only(text);
      return [d.code, text.slice(d.span.start, d.span.end)];
    };
    expect(at('抽1张卡；否则推动进度+1。')).toEqual(['CS1080', '否则']);
    expect(at('若己方创伤≥1且对方创伤≥1或对方手牌数≥3，抽1张卡。')).toEqual([
      'CS1081',
      '己方创伤≥1且对方创伤≥1或对方手牌数≥3',
    ]);
    expect(at('若其阵亡，抽1张卡。')).toEqual(['CS1083', '其阵亡']);
    expect(at('消灭所有对方角色，若因此阵亡，抽1张卡。')).toEqual(['CS1083', '因此阵亡']);
  });

  it('SLCG-TX-07 若其阵亡 / 若因此阵亡 / 若该角色被消灭 / 若其被消灭 after a designating effect: a destroyed condition on 其', () => {
    for (const cond of ['其阵亡', '因此阵亡', '该角色被消灭', '其被消灭', '其因此被消灭']) {
      const text = `${CHAR}  【登场时】对一个对方角色造成2点伤害，若${cond}，抽1张卡。\n`;
      const { ast, diagnostics } = parseText(text);
      expect(diagnostics, cond).toEqual([]);
      const [damage, draw] = ast.cards[0].abilities[0].effects;
      expect(damage.condition, cond).toBeUndefined();
      expect(draw.condition, cond).toMatchObject({ subject: 'destroyed', cmp: '>=', value: 1, target: { ref: 'it' } });
    }
    // On a later clause of the same ability too: 选择X；对其造成…，若其阵亡…
    const text = `${CHAR}  【登场时】对一个对方角色造成2点伤害；若其阵亡，抽1张卡。\n`;
    expect(parseText(text).diagnostics).toEqual([]);
  });

  it('gives no suggestion for a word far from every keyword', () => {
    const d = only(`${CHAR}  【天下无双】\n`);
    expect(d.code).toBe('CS1002');
    expect(d.fixes).toBeUndefined();
  });
});

describe('fixes', () => {
  it.each([
    ['unclosed 【', `${CHAR}  【守护\n`, 'CS1003'],
    ['stray 】', `${CHAR}  【守护】】\n`, 'CS1011'],
    ['missing colon', '卡牌 甲\n  类型 角色\n  费用：1\n  常值：1 攻\n', 'CS1005'],
    ['unindented line', '卡牌 甲\n类型：角色\n  费用：1\n  常值：1 攻\n', 'CS1026'],
    ['mixed widths', `${CHAR}  【守护]\n`, 'CS1014'],
    ['missing 【 (insert)', `${CHAR}  守护】\n`, 'CS1011'],
    ['misspelt 卡牌 header', '牌 甲\n  类型：角色\n  费用：1\n  常值：1 攻\n', 'CS1032'],
    ['misspelt 卡牌 header after a card', `${CHAR}\n卡排 乙\n  类型：发生\n  费用：1\n  抽1张卡。\n`, 'CS1032'],
    ['a typo in 伤害 (one diagnostic, not three)', `${CHAR}  【登场时】对一个对方角色造成2点害。\n`, 'CS1033'],
    ['a misspelt verb (治疗 → 治愈)', `${CHAR}  【登场时】治疗1点创伤。\n`, 'CS1016'],
    [
      'a misspelt 时 (one diagnostic: not also "condition not understood: 事")',
      `${CHAR}  当己方角色受到伤害事：抽1张卡。\n`,
      'CS1021',
    ],
    ['a missing 时', `${CHAR}  当己方受到创伤：抽1张卡。\n`, 'CS1021'],
    [
      'a missing 时 after 攻击 (read as 攻击时, not "condition not understood")',
      `${CHAR}  当对方角色攻击：抽1张卡。\n`,
      'CS1021',
    ],
    [
      'a line break inside 【】 (one diagnostic; the line is read joined)',
      `${CHAR}  【登场\n  时】抽1张卡。\n`,
      'CS1034',
    ],
    ['a line break inside 【】 before an unindented rest', `${CHAR}  【一回合\n一次】推动进度+1。\n`, 'CS1034'],
  ])('%s: the fix removes the diagnostic', (_name, text, code) => {
    const d = only(text);
    expect(d.code).toBe(code);
    expect(parseText(apply(text, d)).diagnostics).toEqual([]);
  });

  it('missing 类型: the fix inserts the field', () => {
    const text = '卡牌 甲\n  费用：1\n  常值：1 攻\n';
    const d = only(text);
    expect(d.code).toBe('CS1013');
    const fixed = apply(text, d).replace('类型：', '类型：角色');
    expect(parseText(fixed).diagnostics).toEqual([]);
  });

  it('a duplicate field points back at the first one', () => {
    const text = '卡牌 甲\n  类型：角色\n  费用：1\n  费用：2\n  常值：1 攻\n';
    const d = only(text);
    expect(d.code).toBe('CS1012');
    expect(text.slice(d.related![0].span.start, d.related![0].span.end)).toBe('费用');
    expect(d.related![0].span.start).toBeLessThan(d.span.start);
  });
});

describe('规则： line', () => {
  it('reads an id or a Chinese name in any script or case; a name of Object.prototype is no ruleset (CS1025)', () => {
    for (const [name, id] of [
      ['卡靈時代', 'kaling'],
      ['薩姆傳奇', 'slcg'],
      ['SLCG', 'slcg'],
      ['光暗', 'guangan'],
    ])
      expect(parseText(`规则：${name}\n`).ast.ruleset?.id, name).toBe(id);
    for (const name of ['constructor', '__proto__', 'toString']) {
      const r = parseText(`规则：${name}\n`);
      expect(r.ast.ruleset, name).toBeUndefined();
      expect(r.diagnostics.map((d) => d.code)).toEqual(['CS1025']);
    }
  });
});

describe('one fault, one diagnostic (CS1018)', () => {
  it('KL-SUM-02 a 降临 line with two bad alternatives: one CS1018 at each, saying the form once (no note repeats it)', () => {
    const text = '规则：kaling\n卡牌 兽\n  类型：卡灵\n  等级：2\n  AP：1  DP：1\n  降临：耗能 或 费用2\n';
    const ds = parseText(text).diagnostics;
    expect(ds.map((d) => [d.code, text.slice(d.span.start, d.span.end)])).toEqual([
      ['CS1018', '耗能'],
      ['CS1018', '费用2'],
    ]);
    for (const d of ds) {
      expect(d.messageEn).toContain('write "耗能N 或 素材…"');
      expect(d.notes ?? []).toEqual([]);
    }
  });
});

describe('effects designers write: a diagnostic whose fix mends the line', () => {
  const GA = '规则：guangan\n卡牌 测\n  类型：普通\n  体力：1\n';
  const KL = '规则：kaling\n卡牌 测\n  类型：战术\n  稀有度：N\n';

  it('GA-CHR-06 封印…直到下回合结束 is CS1090 over the duration; its fix 1回合 reads clean', () => {
    for (const [line, until] of [
      ['封印一个敌方角色直到下回合结束。', '直到下回合结束'],
      ['将一个敌方角色封印直到回合结束。', '直到回合结束'],
      ['封印一个敌方角色直到對方回合結束。', '直到對方回合結束'],
    ]) {
      const text = `${GA}  ${line}\n`;
      const d = only(text);
      expect([d.code, text.slice(d.span.start, d.span.end)], line).toEqual(['CS1090', until]);
      const fixed = apply(text, d);
      expect(fixed, line).toContain('1回合');
      expect(parseText(fixed).diagnostics, line).toEqual([]);
    }
  });

  it('KL-MV-05 将其移动到<区域> is CS1091; its fix writes 转移 (轉移 on a traditional line) and reads clean', () => {
    for (const [line, verb] of [
      ['【启动】免能：选择一张对方卡灵，将其移动到O1范围内的一个空置区域。', '转移'],
      ['【啟動】免能：選擇一張對方卡靈，將其移動至一個空置區域。', '轉移'],
    ]) {
      const text = `${KL}  ${line}\n`;
      const d = only(text);
      expect(d.code, line).toBe('CS1091');
      expect(d.fixes![0].edits[0].newText, line).toBe(verb);
      expect(parseText(apply(text, d)).diagnostics, line).toEqual([]);
    }
  });

  it('KL-MV-01 移动N格 and 向前移动1格 stay moves (no CS1091)', () => {
    expect(parseText(`${KL}  【启动】免能：令一张己方卡灵向前移动1格。\n`).diagnostics).toEqual([]);
  });
});
