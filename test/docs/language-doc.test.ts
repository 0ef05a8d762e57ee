// docs/language.md is the reference users write from: every example in it must check clean, and every code its
// diagnostics table lists is one the tools report.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Analysis } from '../../compiler/analysis.js';
import { CardParser } from '../../grammar/index.js';

const parser = new CardParser();
const parseText = (text: string) => parser.parse(text);

const doc = readFileSync(resolve(__dirname, '../../docs/language.md'), 'utf8');

function section(title: string): string {
  const start = doc.indexOf(`\n## ${title}`);
  const end = doc.indexOf('\n## ', start + 4);
  return doc.slice(start, end < 0 ? undefined : end);
}

function errorsOf(text: string) {
  return parseText(text).diagnostics.map(
    (d) => `${d.code} ${d.messageEn} @${JSON.stringify(text.slice(d.span.start, d.span.end))}`,
  );
}

describe('docs/language.md examples', () => {
  const blocks = [...doc.matchAll(/```\n([\s\S]*?)```/g)].map((m) => m[1]);
  it('has examples', () => expect(blocks.length).toBeGreaterThan(8));
  for (const [i, b] of blocks.entries()) {
    it(`code block ${i + 1} parses without problems`, () => {
      const text = /^卡牌 /m.test(b)
        ? b
        : b.trim().startsWith('规则')
          ? b
          : `卡牌 例\n  类型：角色\n${b.replace(/^(?! )/gm, '  ')}`;
      expect(errorsOf(text)).toEqual([]);
    });
  }

  const effectExamples = [...section('Effects').matchAll(/\|[^|\n]*\|[^|\n]*\| (`[^\n]*`) \|\n/g)].flatMap((m) =>
    [...m[1].matchAll(/`([^`]+)`/g)].map((x) => x[1]),
  );
  it('effect table has examples', () => expect(effectExamples.length).toBeGreaterThan(25));
  for (const e of effectExamples) {
    it(`effect example ${e}`, () => {
      expect(errorsOf(`卡牌 例\n  类型：角色\n  【登场时】${e}。\n`)).toEqual([]);
    });
  }

  const triggerExamples = [...section('Triggers').matchAll(/`(当[^`<]+)`/g)].map((m) =>
    m[1].replace(/…/g, '抽1张卡。'),
  );
  for (const t of triggerExamples) {
    it(`trigger example ${t}`, () => {
      expect(errorsOf(`卡牌 例\n  类型：角色\n  ${t}\n`)).toEqual([]);
    });
  }

  const fieldExamples = [...section('Fields').matchAll(/\| `([^`]+：[^`]+)` \|/g)].map((m) => m[1]);
  it('field table has examples', () => expect(fieldExamples.length).toBeGreaterThan(15));
  for (const f of fieldExamples) {
    it(`field example ${f}`, () => {
      const text = f.startsWith('类型') ? `卡牌 例\n  ${f}\n` : `卡牌 例\n  类型：角色\n  ${f}\n`;
      expect(errorsOf(text)).toEqual([]);
    });
  }
});

describe('docs/language.md diagnostics', () => {
  const ROOT = resolve(__dirname, '../..');
  /** Every .ts source of the stages that report diagnostics, except the catalogue that defines the codes. */
  const sources = ['grammar', 'compiler', 'lsp']
    .flatMap((d) => readdirSync(join(ROOT, d), { recursive: true, encoding: 'utf8' }).map((f) => join(d, f)))
    .filter((f) => f.endsWith('.ts') && f !== join('grammar', 'diagnostics.ts'))
    .map((f) => readFileSync(join(ROOT, f), 'utf8'))
    .join('\n');
  const table = section('Diagnostics').split('\n### ')[0];
  const listed = [...table.matchAll(/^\| (CS\d{4}(?: \/ CS\d{4})*) \|/gm)].flatMap((m) => m[1].split(' / '));

  it('lists the syntax codes', () => expect(listed.length).toBeGreaterThan(40));
  it('lists only codes some stage reports (a code none reports is said to be reserved, outside the table)', () => {
    expect(listed.filter((c) => !sources.includes(`'${c}'`))).toEqual([]);
    for (const c of ['CS1028', 'CS1030']) {
      expect(sources.includes(`'${c}'`), c).toBe(false);
      expect(table).toMatch(new RegExp(`${c}.*reserved|reserved.*${c}`));
    }
  });

  it('a word of another game (O1范围, 回1, 【启动】 in SLCG) is CS2001, as the page says', () => {
    expect(table).toContain("is the checker's error CS2001");
    const analysis = new Analysis();
    for (const line of ['【登场时】对O1范围内的对方角色造成1点伤害。', '【行动】回1：抽1张卡。', '【启动】抽1张卡。']) {
      const text = `规则：slcg\n卡牌 甲\n  类型：角色\n  费用：1\n  常值：1 攻\n  ${line}\n`;
      const codes = analysis.checkFile(text, 'x.card').diagnostics.map((d) => d.code);
      expect(codes, line).toContain('CS2001');
      expect(codes, line).not.toContain('CS1030');
    }
  });
});
