// A generated module's source map: each generated line points at the .card line it was written for (the card, the
// ability, the op). esbuild reads it from the module and composes it into cards.js.map, so a runtime error in an
// ability's code is reported at the card text's file:line.

import type { SourceRef } from '../../runtime/card-def.js';

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function vlq(n: number): string {
  let v = n < 0 ? (-n << 1) | 1 : n << 1;
  let out = '';
  do {
    let digit = v & 31;
    v >>>= 5;
    if (v) digit |= 32;
    out += B64[digit];
  } while (v);
  return out;
}

export interface SourceMapV3 {
  version: 3;
  sources: string[];
  sourcesContent?: (string | null)[];
  names: string[];
  mappings: string;
}

/**
 * One segment per generated line, at column 0, to the line and column of its SourceRef. `sourceRoot` is prefixed
 * to every source path (the .card files seen from where cards.js is written).
 */
export function lineSourceMap(
  lines: readonly (SourceRef | undefined)[],
  sourceRoot: string,
  sourceText?: (file: string) => string | undefined,
): SourceMapV3 {
  const sources: string[] = [];
  const index = new Map<string, number>();
  let prevSource = 0,
    prevLine = 0,
    prevCol = 0;
  const groups: string[] = [];
  for (const ref of lines) {
    if (!ref || typeof ref.file !== 'string' || !(ref.line >= 1)) {
      groups.push('');
      continue;
    }
    let si = index.get(ref.file);
    if (si === undefined) {
      si = sources.length;
      index.set(ref.file, si);
      sources.push(ref.file);
    }
    const line = ref.line - 1;
    const col = Math.max(0, (ref.col ?? 1) - 1);
    groups.push(vlq(0) + vlq(si - prevSource) + vlq(line - prevLine) + vlq(col - prevCol));
    prevSource = si;
    prevLine = line;
    prevCol = col;
  }
  const map: SourceMapV3 = {
    version: 3,
    sources: sources.map((f) => sourceRoot + f),
    names: [],
    mappings: groups.join(';'),
  };
  if (sourceText) map.sourcesContent = sources.map((f) => sourceText(f) ?? null);
  return map;
}

/** The map as a trailing comment esbuild reads from a module it loads. */
export function inlineMapComment(map: SourceMapV3): string {
  return `\n//# sourceMappingURL=data:application/json;base64,${Buffer.from(JSON.stringify(map)).toString('base64')}\n`;
}
