// The source line under a diagnostic with its range underlined, as `tsc --pretty` shows it:
//
//   3 │ 【守户】当己方回合开始时，抽1张牌。
//     │  ~~~~
//
// Columns count display width (a CJK character is two), tabs become spaces; a range over several
// lines underlines the rest of its first line; an empty range gets one caret.
import { displayWidth } from './width.js';
import type { Colors } from './color.js';

const TAB = '  ';

export interface FrameRange {
  /** 0-based line and character (UTF-16) of the start and end. */
  line: number;
  character: number;
  endLine: number;
  endCharacter: number;
}

/** Characters of a line shown around the range when the line is longer than MAX_FRAME_CHARS (a 10,000-character line fills no terminal). */
const MAX_FRAME_CHARS = 160;
const BEFORE_RANGE = 40;

export function codeFrame(lines: readonly string[], r: FrameRange, c: Colors, mark: (s: string) => string): string[] {
  const src = lines[r.line];
  if (src === undefined) return [];
  let text = src.replace(/\r$/, '');
  let from = Math.min(r.character, text.length);
  let to = r.endLine > r.line ? text.length : Math.min(Math.max(r.endCharacter, from), text.length);
  if (text.length > MAX_FRAME_CHARS) {
    // A window of the line around the range's start, marked with … where it is cut (surrogate pairs kept whole).
    let start = Math.max(0, from - BEFORE_RANGE);
    if (/[\uDC00-\uDFFF]/.test(text[start] ?? '')) start--;
    let end = Math.min(text.length, start + MAX_FRAME_CHARS);
    if (/[\uD800-\uDBFF]/.test(text[end - 1] ?? '')) end--;
    const head = start > 0 ? '…' : '';
    text = head + text.slice(start, end) + (end < src.replace(/\r$/, '').length ? '…' : '');
    from = from - start + head.length;
    to = Math.min(to, end) - start + head.length;
  }
  const shown = text.replace(/\t/g, TAB);
  const before = displayWidth(text.slice(0, from).replace(/\t/g, TAB));
  const width = displayWidth(text.slice(from, to).replace(/\t/g, TAB));
  const num = String(r.line + 1);
  const gutter = ' '.repeat(num.length);
  return [
    `  ${c.dim(num)} ${c.dim('│')} ${shown}`,
    `  ${gutter} ${c.dim('│')} ${' '.repeat(before)}${mark(width > 0 ? '~'.repeat(width) : '^')}`,
  ];
}
