// Golden files for the grammar suites: `check(actual, expectedPath)` compares a produced text
// with its expectation file; a missing file is written on first run, UPDATE_GOLDEN=1 rewrites all.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import type { Diagnostic } from '../../grammar/diagnostics.js';
import { LineIndex } from '../../grammar/source.js';

export const GRAMMAR_DATA = join(dirname(fileURLToPath(import.meta.url)), '../data/grammar');

const UPDATE = process.env.UPDATE_GOLDEN === '1';

/** Compares `actual` with the file at `expectedPath`, writing it when missing or when UPDATE_GOLDEN=1. */
export function check(actual: string, expectedPath: string): void {
  if (UPDATE || !existsSync(expectedPath)) {
    mkdirSync(dirname(expectedPath), { recursive: true });
    writeFileSync(expectedPath, actual);
    return;
  }
  const expected = readFileSync(expectedPath, 'utf8').replace(/\r\n/g, '\n');
  expect(actual, `golden ${expectedPath} (rerun with UPDATE_GOLDEN=1 to accept)`).toBe(expected);
}

/** One line per diagnostic: `line:col-line:col severity code message(zh) | message(en)` (1-based). */
export function formatDiagnostics(text: string, diagnostics: readonly Diagnostic[]): string {
  const li = new LineIndex(text);
  const pos = (o: number) => {
    const p = li.position(o);
    return `${p.line + 1}:${p.character + 1}`;
  };
  return diagnostics
    .map((d) => `${pos(d.span.start)}-${pos(d.span.end)} ${d.severity} ${d.code} ${d.message} | ${d.messageEn}\n`)
    .join('');
}

/** The `.card` cases under test/data/grammar, sorted by name. */
export function cardCases(): string[] {
  return readdirSync(GRAMMAR_DATA)
    .filter((f) => f.endsWith('.card'))
    .sort();
}
