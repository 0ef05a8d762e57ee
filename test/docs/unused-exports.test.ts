// Issue 13 (repository habits): no export of ours goes unused. scripts/unused-exports.ts lists exported names no
// other file mentions and no package entry re-exports; this keeps that list empty, and checks on a small tree
// that the detector does find what it should (so an empty list means something).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { unusedExports } from '../../scripts/unused-exports.js';

describe('unused exports', () => {
  it('the repository has none (npm run lint:exports lists them)', () => {
    expect(unusedExports()).toEqual([]);
  });

  const root = mkdtempSync(join(tmpdir(), 'cardc-exports-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const put = (rel: string, text: string) => {
    mkdirSync(dirname(join(root, rel)), { recursive: true });
    writeFileSync(join(root, rel), text);
  };

  it('finds a name nobody imports, and spares used names and the public entries', () => {
    put('compiler/index.ts', "export * from './public.js';\n");
    put('compiler/public.ts', 'export const shipped = 1;\n');
    put('compiler/a.ts', 'export function used() {}\nexport const forgotten = 2;\n');
    put('runtime/b.ts', "import { used } from '../compiler/a.js';\nused();\n");
    put('test/a.test.ts', '// mentions nothing\n');
    expect(unusedExports(root)).toEqual(['compiler/a.ts: forgotten']);
  });
});
