// The documented size limits (issue 14, docs/language.md "Limits"): text over a limit is one diagnostic with a
// code and is not read, the rest of the file still is; messages quote a bounded part of what was written.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Analysis } from '../../compiler/analysis.js';
import { buildSet, loadStage } from '../../compiler/build/index.js';
import { checkPaths } from '../../compiler/check-paths.js';
import { MAX_SET_CARDS } from '../../compiler/checker/check.js';
import { codeFrame } from '../../compiler/cli/code-frame.js';
import { colors } from '../../compiler/cli/color.js';
import { MAX_READ_BYTES } from '../../compiler/files.js';
import {
  budgeted,
  CardParser,
  closest,
  MAX_BLOCK_CHARS,
  MAX_FILE_CARDS,
  MAX_FILE_CHARS,
  MAX_FILE_DIAGNOSTICS,
  MAX_LINE_CHARS,
  MAX_QUOTED,
  quoted,
} from '../../grammar/index.js';

const CARD = (name: string) => `卡牌 ${name}\n  类型：角色\n  常值：1 攻\n`;
const parse = (text: string) => new CardParser().parse(text);
const inside = (text: string, ds: readonly { span: { start: number; end: number } }[]) =>
  ds.every((d) => 0 <= d.span.start && d.span.start <= d.span.end && d.span.end <= text.length);

describe('size limits of a .card file', () => {
  it('a line over 10,000 characters is one CS1037 over the line and is not read; the next card is', () => {
    const long = `  【登场时】消灭一个${'红'.repeat(100_000)}。`;
    const text = `${CARD('甲')}${long}\n${CARD('乙')}`;
    const r = parse(text);
    expect(r.diagnostics.map((d) => d.code)).toEqual(['CS1037']);
    const d = r.diagnostics[0];
    expect(text.slice(d.span.start, d.span.end)).toBe(long);
    expect(d.messageEn).toBe(
      `this line is ${long.length} characters long, more than the limit of ${MAX_LINE_CHARS}; it is not read`,
    );
    expect(r.ast.cards.map((c) => c.name)).toEqual(['甲', '乙']);
    expect(r.ast.cards[0].abilities).toEqual([]);
  });

  it('a line of exactly 10,000 characters is read; a target phrase that long is quoted in part (at most 200 characters)', () => {
    const line = `  【登场时】消灭一个${'红'.repeat(MAX_LINE_CHARS - 12)}。`;
    expect(line.length).toBe(MAX_LINE_CHARS);
    const r = parse(`${CARD('甲')}${line}\n`);
    expect(r.diagnostics.map((d) => d.code)).toEqual(['CS1023']);
    expect(r.diagnostics[0].message.length).toBeLessThan(MAX_QUOTED + 100);
    expect(r.diagnostics[0].args[0]).toBe(`${'红'.repeat(MAX_QUOTED)}…`);
  });

  it('a card block over 100,000 characters is one CS1038 at its header and is not read', () => {
    const big = `卡牌 巨\n  类型：角色\n${'  常值：1 攻\n'.repeat(Math.ceil(MAX_BLOCK_CHARS / 9))}`;
    const text = `${big}${CARD('乙')}`;
    const r = parse(text);
    expect(r.diagnostics.map((d) => d.code)).toEqual(['CS1038']);
    expect(text.slice(r.diagnostics[0].span.start, r.diagnostics[0].span.end)).toBe('卡牌 巨');
    expect(r.ast.cards.map((c) => c.name)).toEqual(['乙']);
  });

  it('a file over 5,000,000 characters is one CS1039 and is not read', () => {
    const text = CARD('甲').repeat(Math.ceil(MAX_FILE_CHARS / CARD('甲').length) + 1);
    const r = parse(text);
    expect(r.diagnostics.map((d) => d.code)).toEqual(['CS1039']);
    expect(r.diagnostics[0].span).toEqual({ start: 0, end: 1 });
    expect(r.ast.cards).toEqual([]);
  });

  it('card blocks beyond 10,000 in one file are one CS1040 at the first not read', () => {
    const text = Array.from({ length: MAX_FILE_CARDS + 5 }, (_, i) => CARD(`卡${i}`)).join('');
    const r = parse(text);
    expect(r.ast.cards.length).toBe(MAX_FILE_CARDS);
    expect(r.diagnostics.map((d) => d.code)).toEqual(['CS1040']);
    expect(text.slice(r.diagnostics[0].span.start, r.diagnostics[0].span.end)).toBe(`卡牌 卡${MAX_FILE_CARDS}`);
  });

  it('more than 10,000 syntax problems in a file are listed up to the limit, the rest counted in one CS1041', () => {
    const text = `${CARD('甲')}${'  【【【【\n'.repeat(3000)}`;
    const r = parse(text);
    expect(r.diagnostics.length).toBe(MAX_FILE_DIAGNOSTICS + 1);
    const last = r.diagnostics[MAX_FILE_DIAGNOSTICS];
    expect(last.code).toBe('CS1041');
    expect(last.messageEn).toMatch(/^\d+ more problems are not listed \(at most 10000 per file\)$/);
    expect(inside(text, r.diagnostics)).toBe(true);
  });

  it('the checker keeps the limits: the long line and the big block come back from checkFile as well', () => {
    const text = `${CARD('甲')}  ${'x'.repeat(MAX_LINE_CHARS + 1)}\n`;
    const r = new Analysis().checkFile(text, 'a.card', 'slcg');
    expect(r.diagnostics.map((d) => d.code)).toEqual(['CS1037']);
    expect(inside(text, r.diagnostics)).toBe(true);
  });
});

describe('size limits of a set', () => {
  it('a set of more than 10,000 cards is one CS3018 at the first card over the limit', () => {
    const half = Math.ceil((MAX_SET_CARDS + 1) / 2);
    const file = (k: number) => Array.from({ length: half }, (_, i) => CARD(`卡${k}_${i}`)).join('');
    const r = new Analysis().checkSet({
      files: [
        { path: 'a.card', text: file(0) },
        { path: 'b.card', text: file(1) },
      ],
      ruleset: 'slcg',
    });
    const over = r.diagnostics.filter((d) => d.code === 'CS3018');
    expect(over.map((d) => [d.file, d.messageEn])).toEqual([
      ['b.card', `the set holds ${2 * half} cards, more than the limit of ${MAX_SET_CARDS}`],
    ]);
  });

  it('a source file over the byte limit is refused before it is read (CS4002), not loaded into a string', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cardc-big-'));
    writeFileSync(join(dir, 'set.yaml'), 'name: 大\nruleset: slcg\n');
    writeFileSync(join(dir, 'big.card'), Buffer.alloc(MAX_READ_BYTES + 1, 0x20));
    // cardc build: CS4002; cardc check: the file is named among those it could not read.
    const built = buildSet(dir, '', [loadStage]);
    const d = built.diagnostics.find((x) => x.code === 'CS4002');
    expect(d?.messageEn).toContain(`${MAX_READ_BYTES + 1} bytes, more than the limit of ${MAX_READ_BYTES}`);
    expect(checkPaths([dir]).missing.some((m) => m.includes('more than the limit of'))).toBe(true);
  });

  it('did-you-mean searches are budgeted per pass: after SUGGESTION_BUDGET answers, none', () => {
    const guess = budgeted(closest, undefined, 2);
    expect([guess('先锋战土', ['先锋战士']), guess('先锋战土', ['先锋战士']), guess('先锋战土', ['先锋战士'])]).toEqual(
      ['先锋战士', '先锋战士', undefined],
    );
  });
});

describe('messages and code frames of long text', () => {
  it('an argument over 200 characters is quoted as its first 200 and …, never splitting a surrogate pair', () => {
    expect(quoted('a'.repeat(MAX_QUOTED))).toBe('a'.repeat(MAX_QUOTED));
    expect(quoted('a'.repeat(MAX_QUOTED + 1))).toBe(`${'a'.repeat(MAX_QUOTED)}…`);
    const astral = `${'a'.repeat(MAX_QUOTED - 1)}😀bbb`;
    expect(quoted(astral)).toBe(`${'a'.repeat(MAX_QUOTED - 1)}…`);
  });

  it('a code frame of a 10,000-character line shows a window around the range, marked with …', () => {
    const line = `${'甲'.repeat(5000)}错${'乙'.repeat(4999)}`;
    const out = codeFrame(
      [line],
      { line: 0, character: 5000, endLine: 0, endCharacter: 5001 },
      colors(false),
      (s) => s,
    );
    expect(out.every((l) => l.length < 250)).toBe(true);
    expect(out[0]).toContain('…');
    expect(out[0]).toContain('错');
    // The caret sits under 错: the marker line's columns match the shown text's display width before it.
    const shown = out[0].slice(out[0].indexOf('│') + 2);
    const before = shown.slice(0, shown.indexOf('错'));
    const mark = out[1].slice(out[1].indexOf('│') + 2);
    expect(mark.indexOf('~')).toBe([...before].reduce((w, ch) => w + (ch === '…' ? 1 : 2), 0));
  });
});
