// Every rule of ../shared/rules/kaling.md has a test here named by its ID that plays it on a real 卡灵时代 game.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../../..');
const rules = resolve(root, '..', 'shared', 'rules', 'kaling.md');

describe('KL rule coverage (test/runtime/kaling)', () => {
  if (!existsSync(rules)) {
    it.skip(`skipped: ${rules} is absent (shared/ must sit beside the repository)`, () => {});
    return;
  }
  it('names every KL rule ID in a test title of this folder', () => {
    const ids = [...readFileSync(rules, 'utf8').matchAll(/\*\*(KL-[A-Z]+-\d+)\*\*/g)].map((m) => m[1]);
    expect(ids.length).toBe(91);
    const dir = resolve(__dirname);
    const titles = readdirSync(dir)
      .filter((f) => f.endsWith('.test.ts') && f !== 'rule-coverage.test.ts')
      // `it(` and its title may be on two lines, the title in either quotes (prettier breaks long calls and
      // double-quotes a title with an apostrophe).
      .flatMap((f) =>
        [...readFileSync(join(dir, f), 'utf8').matchAll(/\bit\(\s*(['"`])((?:(?!\1).)*)\1/g)].map((m) => m[2]),
      );
    const missing = ids.filter(
      (id) => !titles.some((t) => t.startsWith(id) || t.includes(` ${id} `) || t.includes(`/ ${id}`)),
    );
    expect(missing).toEqual([]);
  });
});
