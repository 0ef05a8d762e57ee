// Shared by the manifest and deck suites: reading the data files under test/data/manifests and
// turning diagnostics into "line:col CODE RULE «text»" lines that the files' `# expect:` comments use.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Diagnostic } from '../../grammar/diagnostics.js';
import { LineIndex } from '../../grammar/source.js';
import type { CardSummary } from '../../compiler/manifest/index.js';
import type { RulesetId } from '../../runtime/profiles/index.js';

export const MANIFEST_DATA = join(dirname(fileURLToPath(import.meta.url)), '../data/manifests');

/** The card fixture of a ruleset (test/data/manifests/cards/<ruleset>.json). */
export function fixtureCards(ruleset: RulesetId): CardSummary[] {
  const raw = JSON.parse(readFileSync(join(MANIFEST_DATA, 'cards', `${ruleset}.json`), 'utf8')) as Omit<
    CardSummary,
    'file' | 'span'
  >[];
  return raw.map((c, i) => ({ ...c, file: `cards/${ruleset}.card`, span: { start: i * 100, end: i * 100 + 10 } }));
}

export interface Expectation {
  line: number;
  col: number;
  code: string;
  rule?: string;
  text?: string;
}

const EXPECT = /^# expect: (\d+):(\d+) (CS\d{4})(?: ([A-Z]+-[A-Z]+-\d+))?(?: «(.*)»)?\s*$/;

/** `# expect: 5:12 CS3006 SLCG-DK-01 «"40"»` — 1-based line and UTF-16 column, code, rule, text of the span. */
export function expectations(text: string): Expectation[] {
  const out: Expectation[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.startsWith('# expect:')) continue;
    const m = EXPECT.exec(line);
    if (!m) throw new Error(`malformed expectation: ${line}`);
    out.push({ line: Number(m[1]), col: Number(m[2]), code: m[3], rule: m[4], text: m[5] });
  }
  return out;
}

function format(e: Expectation): string {
  return `${e.line}:${e.col} ${e.code}${e.rule ? ' ' + e.rule : ''}${e.text !== undefined ? ` «${e.text}»` : ''}`;
}

/**
 * Formats actual diagnostics and the expectations the same way, so a test compares two sorted
 * lists; the span text is compared only where the expectation gives one.
 */
export function compare(
  text: string,
  diagnostics: readonly Diagnostic[],
  expected: readonly Expectation[],
): { actual: string[]; expected: string[] } {
  const index = new LineIndex(text);
  const withoutText = new Set(expected.filter((e) => e.text === undefined).map((e) => `${e.line}:${e.col} ${e.code}`));
  const actual = diagnostics.map((d) => {
    const p = index.position(d.span.start);
    const e: Expectation = { line: p.line + 1, col: p.character + 1, code: d.code, rule: d.rule };
    if (!withoutText.has(`${e.line}:${e.col} ${e.code}`)) e.text = text.slice(d.span.start, d.span.end);
    return format(e);
  });
  return { actual: actual.sort(), expected: expected.map(format).sort() };
}
