// A side's expected zone (`expect.A.hand` …) against the names of the cards in it: the one way every game's
// scenario plug-in judges a zone, so a list, `count`, `top`, `contains` and `lacks` read the same in all three.
import { parseRef } from './names.js';
import type { SideCheck } from './rulesets/types.js';
import type { ZoneExpect } from './types.js';

/** A value as a mismatch message prints it: a list in brackets, anything else as text. */
export const show = (v: unknown): string => (Array.isArray(v) ? `[${v.join(', ')}]` : String(v));

const sorted = (xs: readonly string[]): string[] => [...xs].sort();

/**
 * `ze` (expect.<who>.<z>) against `got`, the names in the zone in order (a deck's top first). A list is the
 * zone's cards in any order; `contains` counts copies (two entries need two cards), `top` is the first cards in order.
 */
export function checkZone(c: SideCheck, who: string, z: string, ze: ZoneExpect, got: readonly string[]): void {
  const label = `${who}.${z}`;
  if (Array.isArray(ze)) {
    c.eq([who, z], label, sorted(ze.map((n) => parseRef(n).name)), sorted(got));
    return;
  }
  if (ze.count !== undefined) c.eq([who, z, 'count'], `${label}.count`, ze.count, got.length);
  if (ze.top) c.eq([who, z, 'top'], `${label}.top`, ze.top, got.slice(0, ze.top.length));
  const left = [...got];
  (ze.contains ?? []).forEach((n, j) => {
    const i = left.indexOf(n);
    if (i >= 0) left.splice(i, 1);
    else c.fail([who, z, 'contains', j], `${label} ∋ ${n}`, 'true', show(got));
  });
  (ze.lacks ?? []).forEach((n, j) => {
    if (got.includes(n)) c.fail([who, z, 'lacks', j], `${label} ∌ ${n}`, 'true', show(got));
  });
}
