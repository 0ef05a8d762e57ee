// Where a place inside a string value is written in the file: a scenario's notations (the 卡灵时代 board) are strings
// whose rows and areas a diagnostic points at. A literal block (`|`, `|-`, `|+`, with or without an indentation
// indicator) keeps every line verbatim behind its indentation, so line i of the value is the i-th line after the
// block's header, shifted by that line's indentation; a one-line scalar (plain or quoted) holds the value as written.
// A line written any other way (folded, or with escapes) is looked for in the node's text; not found, the place is
// the whole value.
import { isScalar, type Document } from 'yaml';
import type { Span } from '../../grammar/index.js';
import { spanAt, type PathSegment } from '../manifest/yaml-nodes.js';

/** A place inside a string value: its line (0-based, as the value splits on line breaks), column and length. */
export interface TextAt {
  line: number;
  col: number;
  len: number;
}

/** The offset in `text` where each line of the string value at `path` begins, or -1 where it cannot be found. */
export function valueLineStarts(doc: Document, text: string, path: readonly PathSegment[]): number[] {
  const node = doc.getIn(path, true);
  if (!isScalar(node) || typeof node.value !== 'string' || !node.range) return [];
  const value = node.value;
  const lines = value.split(/\r?\n/);
  const [start, end] = node.range;
  const starts = lines.map(() => -1);
  if (node.type === 'BLOCK_LITERAL') {
    // The header (`|-2 # comment`) ends its line; each content line is its indentation, then the value's line.
    let pos = text.indexOf('\n', start) + 1;
    for (let i = 0; i < lines.length && pos > 0 && pos <= end; i++) {
      const eol = text.indexOf('\n', pos);
      const src = text.slice(pos, eol < 0 ? text.length : eol).replace(/\r$/, '');
      if (lines[i] && src.endsWith(lines[i]) && /^ *$/.test(src.slice(0, src.length - lines[i].length)))
        starts[i] = pos + src.length - lines[i].length;
      pos = eol < 0 ? -1 : eol + 1;
    }
  } else if (lines.length === 1) {
    const i = text.slice(start, end).indexOf(value);
    if (i >= 0) starts[0] = start + i;
  }
  // Lines not placed yet, in order inside the node's text (a quoted value whose line breaks are escapes).
  let from = start;
  lines.forEach((line, i) => {
    if (starts[i] >= 0) {
      from = starts[i] + line.length;
      return;
    }
    if (!line.trim()) return;
    const at = text.slice(from, end).indexOf(line);
    if (at >= 0) {
      starts[i] = from + at;
      from = starts[i] + line.length;
    }
  });
  return starts;
}

/** The span of `at` inside the string value at `path`; the whole value when that line's place is not known. */
export function spanInValue(
  doc: Document,
  text: string,
  path: readonly PathSegment[],
  at: TextAt | undefined,
  starts: readonly number[] = valueLineStarts(doc, text, path),
): Span {
  const line = at ? (starts[at.line] ?? -1) : -1;
  if (!at || line < 0) return spanAt(doc, path);
  return { start: line + at.col, end: line + at.col + at.len };
}
