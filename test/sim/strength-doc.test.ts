// docs/balance.md's table of the bots' strength says what compiler/sim/strength.ts (which report headers read) says.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { wilson } from '../../compiler/sim/interval.js';
import { GREEDY_VS_RANDOM } from '../../compiler/sim/strength.js';

const doc = readFileSync(resolve(__dirname, '../../docs/balance.md'), 'utf8');

describe('docs/balance.md, "How strong the bots are"', () => {
  it.each(Object.entries(GREEDY_VS_RANDOM))('%s: the table row is the measured figure', (ruleset, row) => {
    const [lo, hi] = wilson(row.wins, row.games).map((x) => (100 * x).toFixed(1));
    const pct = ((100 * row.wins) / row.games).toFixed(1);
    const rows = doc.split('\n').map((l) => l.split('|').map((c) => c.trim()));
    expect(rows).toContainEqual([
      '',
      ruleset,
      `${row.wins} of ${row.games} (${pct}%)`,
      `${lo}–${hi}%`,
      row.measured,
      '',
    ]);
  });
});
