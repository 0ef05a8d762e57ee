// Data-driven golden tests of the language front end: every test/data/grammar/NNNN_name.card
// beside its expected AST dump (.ast.txt) and diagnostics (.diag.txt).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogEntry } from '../../compiler/diagnostics.js';
import { CardParser, dumpAst } from '../../grammar/index.js';
import { cardCases, check, formatDiagnostics, GRAMMAR_DATA } from './golden.js';

const cases = cardCases();
const parser = new CardParser();

describe('grammar goldens', () => {
  it('has enough cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(110);
    const errors = cases.filter((c) => /^\d{4}_err_/.test(c));
    expect(errors.length).toBeGreaterThanOrEqual(30);
  });

  it.each(cases)('%s', (name) => {
    const text = readFileSync(join(GRAMMAR_DATA, name), 'utf8');
    parser.clear();
    const { ast, diagnostics } = parser.parse(text);
    const base = join(GRAMMAR_DATA, name.replace(/\.card$/, ''));
    check(dumpAst(ast, text), `${base}.ast.txt`);
    check(formatDiagnostics(text, diagnostics), `${base}.diag.txt`);
    // Every produced diagnostic is in the catalogue, and error cases do report something.
    for (const d of diagnostics) expect(catalogEntry(d.code), d.code).toBeDefined();
    if (/^\d{4}_err_/.test(name)) expect(diagnostics.length, 'an error case must report').toBeGreaterThan(0);
    else
      expect(
        diagnostics.filter((d) => d.severity === 'error'),
        'a valid case must parse cleanly',
      ).toEqual([]);
    // A second parse (from the block cache) gives the same result.
    const again = parser.parse(text);
    expect(dumpAst(again.ast, text)).toBe(dumpAst(ast, text));
    expect(formatDiagnostics(text, again.diagnostics)).toBe(formatDiagnostics(text, diagnostics));
  });
});
