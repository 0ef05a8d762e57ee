// The phrasebook (test/data/grammar/phrasebook/*.txt): for every construct, the documented form and
// the natural variants designers write — and the traditional twins of each (the project's table, OpenCC) — check clean and lower
// to the same IR. The IR of each group's documented form is golden (<file>.ir.json), so the test
// says what the phrase means, not only that its variants agree.
//
// A file is a frame (an optional 规则： line, then one card's header and fields), then groups, each
// after a `---` line: ability lines, the documented form first. `#` starts a comment line; a frame
// comment `# allow: CS2014 why` lets that code stand (a phrase understood and lowered whose runtime
// does not exist yet).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Converter } from 'opencc-js';
import { describe, expect, it } from 'vitest';
import { Analysis } from '../../compiler/analysis.js';
import { toTraditional } from '../../grammar/index.js';
import type { AbilityDef } from '../../runtime/card-def.js';
import { caseRules, golden } from './checker-golden.js';
import { GRAMMAR_DATA } from '../grammar/golden.js';

const DIR = join(GRAMMAR_DATA, 'phrasebook');
const analysis = new Analysis();

interface Book {
  frame: string;
  groups: string[][];
  allow: string[];
}

function read(file: string): Book {
  const parts = readFileSync(join(DIR, file), 'utf8').replace(/\r\n/g, '\n').split(/^---$/m);
  const lines = (p: string) =>
    p
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#'));
  const allow = [...parts[0].matchAll(/^# allow: (CS\d{4})/gm)].map((m) => m[1]);
  return {
    frame: parts[0].replace(/^#.*\n/gm, '').trimEnd() + '\n',
    groups: parts
      .slice(1)
      .map(lines)
      .filter((g) => g.length),
    allow,
  };
}

/**
 * The traditional twins of a line, names in 「」 kept: its vocabulary characters converted (script.ts), and the whole
 * line through OpenCC, standard and Taiwan's (what designers convert text with: 回复 → 回覆, 为 → 爲 / 為).
 */
const OPENCC = (['t', 'tw'] as const).map((to) => Converter({ from: 'cn', to }));
function traditional(line: string): string[] {
  const each = (f: (s: string) => string) =>
    line
      .split(/(「[^」]*」)/)
      .map((s, i) => (i % 2 ? s : f(s)))
      .join('');
  return [each(toTraditional), ...OPENCC.map(each)];
}

/** The ability the line compiles to, without source ranges; the line's diagnostics. */
function lower(book: Book, line: string): { ability: unknown; problems: string[] } {
  const text = `${book.frame}  ${line}\n`;
  const r = analysis.checkFile(text, 'phrasebook.card');
  const problems = r.diagnostics
    .filter((d) => (d.severity === 'error' || d.severity === 'warning') && !book.allow.includes(d.code))
    .map((d) => `${d.code} ${d.messageEn} @${JSON.stringify(text.slice(d.span.start, d.span.end))}`);
  // The line is the last card's (a frame may define cards it refers to before it).
  const card = analysis.lowerSet(r.value).value.cards.at(-1);
  const ability: AbilityDef | undefined = card?.abilities.at(-1);
  return {
    ability: JSON.parse(JSON.stringify(ability ?? null, (k, v) => (k === 'source' || k === 'index' ? undefined : v))),
    problems,
  };
}

const files = readdirSync(DIR)
  .filter((f) => f.endsWith('.txt'))
  .sort();

describe('phrasebook', () => {
  it('covers the constructs (one file per construct family)', () => expect(files.length).toBeGreaterThanOrEqual(12));

  for (const file of files) {
    const book = read(file);
    const rules = [
      ...new Set(
        readFileSync(join(DIR, file), 'utf8')
          .split('\n')
          .filter((l) => l.startsWith('#'))
          .flatMap((l) => caseRules(l)),
      ),
    ];
    describe(`${file.replace(/\.txt$/, '')} (${rules.join(' ')})`, () => {
      const documented: unknown[] = [];
      book.groups.forEach((group, gi) => {
        const first = lower(book, group[0]);
        documented.push(first.ability);
        for (const line of [...new Set([...group, ...group.flatMap(traditional)])]) {
          it(`${gi + 1}: ${line}`, () => {
            const r = lower(book, line);
            expect(r.problems).toEqual([]);
            expect(r.ability).not.toBeNull();
            expect(r.ability).toEqual(first.ability);
          });
        }
      });
      it('documented forms lower to the golden IR', () => {
        const g = golden(join(DIR, file.replace(/\.txt$/, '.ir.json')), JSON.stringify(documented, null, 1));
        expect(g.actual).toBe(g.expected);
      });
    });
  }
});
