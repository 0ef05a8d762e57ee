// Which rule IDs the scenarios of a folder cite: the coverage table of docs/scenarios.md.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parse } from 'yaml';
import { collectScenarios } from './command.js';

/** rule ID → scenario file names (without .scenario.yaml), rules in their rulebook's group order then number. */
export function ruleCoverage(dir: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const f of collectScenarios([dir], dir).files) {
    const data = parse(readFileSync(f, 'utf8'), { logLevel: 'error' }) as { rules?: unknown };
    const name = basename(f).replace(/\.scenario\.yaml$/, '');
    for (const r of Array.isArray(data?.rules) ? data.rules : []) {
      if (typeof r !== 'string') continue;
      if (!map.has(r)) map.set(r, []);
      map.get(r)!.push(name);
    }
  }
  const key = (id: string) => {
    const [, prefix, group, n] = /^([A-Z]+)-([A-Z]+)-(\d+)$/.exec(id) ?? ['', '', id, '0'];
    const order = GROUPS[prefix] ?? [];
    return `${prefix}${order.indexOf(group).toString().padStart(2, '0')}${n.padStart(3, '0')}`;
  };
  return new Map([...map].sort(([a], [b]) => key(a).localeCompare(key(b))));
}

/** Each rulebook's group order (rules/slcg.md, guangan.md, kaling.md). */
const GROUPS: Record<string, readonly string[]> = {
  SLCG: ['SU', 'ZN', 'RES', 'MO', 'TRN', 'CT', 'CB', 'TRM', 'CH', 'KW', 'TX', 'LIM', 'TG', 'DK', 'WIN', 'META'],
  GA: ['SU', 'ZN', 'RES', 'TRN', 'CT', 'CHR', 'CB', 'CH', 'KW', 'LIM', 'TG', 'DK', 'WIN', 'META'],
  KL: [
    'SU',
    'ZN',
    'RES',
    'TRN',
    'CT',
    'SUM',
    'MV',
    'CB',
    'EF',
    'CH',
    'KW',
    'TX',
    'LIM',
    'TG',
    'SK',
    'DK',
    'WIN',
    'META',
  ],
};

export function coverageTable(dir: string): string {
  const rows = [...ruleCoverage(dir)].map(
    ([rule, files]) => `| ${rule} | ${files.map((f) => `\`${f}\``).join(', ')} |`,
  );
  return ['| rule | scenarios |', '|---|---|', ...rows].join('\n');
}
