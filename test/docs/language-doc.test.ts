// docs/language.md is the reference users write from: every example in it must check clean.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
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
