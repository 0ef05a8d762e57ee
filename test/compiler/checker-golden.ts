// The checker's golden data: test/data/checker/<ruleset>_<category>_NN_<what>.card beside its
// expected .diag.txt ("line:col code message-en", one per line). Shared by the checker and IR suites.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LineIndex, type Diagnostic } from '../../grammar/index.js';

export const CHECKER_DATA = join(dirname(fileURLToPath(import.meta.url)), '../data/checker');

export function checkerCases(): string[] {
  return readdirSync(CHECKER_DATA)
    .filter((f) => f.endsWith('.card'))
    .sort();
}

/** Rule IDs named on the case's comment line (`# SLCG-CT-07 …`). */
export function caseRules(text: string): string[] {
  const line = text.split('\n').find((l) => l.startsWith('#')) ?? '';
  return [...line.matchAll(/\b(?:SLCG|GA|KL)-[A-Z]+-\d+\b/g)].map((m) => m[0]);
}

export function formatDiagnostics(text: string, diags: readonly Diagnostic[]): string {
  const li = new LineIndex(text);
  return diags
    .map((d) => {
      const p = li.position(d.span.start);
      return { line: p.line + 1, col: p.character + 1, s: `${p.line + 1}:${p.character + 1} ${d.code} ${d.messageEn}` };
    })
    .sort((a, b) => a.line - b.line || a.col - b.col || a.s.localeCompare(b.s))
    .map((x) => x.s)
    .join('\n');
}

/** Compares with the expectation file; writes it when missing or when UPDATE_GOLDEN=1. */
export function golden(expectedFile: string, actual: string): { expected: string; actual: string } {
  const body = actual ? actual + '\n' : '';
  if (process.env.UPDATE_GOLDEN === '1' || !existsSync(expectedFile)) {
    writeFileSync(expectedFile, body);
    return { expected: body, actual: body };
  }
  return { expected: readFileSync(expectedFile, 'utf8'), actual: body };
}
