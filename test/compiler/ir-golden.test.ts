// IR goldens: each test/data/ir/*.card is checked as a set of its own (its 规则： line names the
// game) and lowered; the cards' IR, without source ranges, is compared with the .ir.json beside it
// (UPDATE_GOLDEN=1 rewrites). Cases are named after the construct they pin down; the first comment
// line cites its rules. The same file saved with a UTF-8 BOM, with CRLF line ends or without a
// final newline compiles to the same IR (with the same source lines and columns, but for the BOM).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Analysis } from '../../compiler/analysis.js';
import { caseRules, CHECKER_DATA, golden } from './checker-golden.js';

const DIR = join(CHECKER_DATA, '../ir');
const analysis = new Analysis();
const cases = readdirSync(DIR)
  .filter((f) => f.endsWith('.card'))
  .sort();

const irOf = (text: string, file: string, sources: boolean) => {
  const r = analysis.checkFile(text, file);
  const cards = analysis.lowerSet(r.value).value.cards;
  return {
    diagnostics: r.diagnostics.map((d) => d.code),
    ir: JSON.stringify(cards, (k, v) => (k === 'source' && !sources ? undefined : v)),
  };
};

describe('IR goldens', () => {
  it('has cases', () => expect(cases.length).toBeGreaterThanOrEqual(10));

  for (const file of cases) {
    const text = readFileSync(join(DIR, file), 'utf8');
    it(`${file.replace(/\.card$/, '')} (${caseRules(text).join(' ')})`, () => {
      const r = analysis.checkFile(text, file);
      expect(r.diagnostics.filter((d) => d.severity !== 'hint').map((d) => `${d.code} ${d.messageEn}`)).toEqual([]);
      const cards = analysis.lowerSet(r.value).value.cards;
      const g = golden(
        join(DIR, file.replace(/\.card$/, '.ir.json')),
        JSON.stringify(cards, (k, v) => (k === 'source' ? undefined : v), 1),
      );
      expect(g.actual).toBe(g.expected);
    });
    it(`${file.replace(/\.card$/, '')}: BOM, CRLF and no final newline read as any other file`, () => {
      const lf = text.replace(/\r\n/g, '\n');
      const base = irOf(lf, file, true);
      expect(irOf(lf.replace(/\n/g, '\r\n'), file, true)).toEqual(base);
      expect(irOf(lf.replace(/\n+$/, ''), file, true)).toEqual(base);
      expect(irOf(`\ufeff${lf.replace(/\n/g, '\r\n').replace(/\r\n$/, '')}`, file, false)).toEqual(
        irOf(lf, file, false),
      );
    });
  }
});
