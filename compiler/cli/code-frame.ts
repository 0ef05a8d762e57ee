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

export function codeFrame(lines: readonly string[], r: FrameRange, c: Colors, mark: (s: string) => string): string[] {
  const src = lines[r.line];
  if (src === undefined) return [];
  const text = src.replace(/\r$/, '');
  const from = Math.min(r.character, text.length);
  const to = r.endLine > r.line ? text.length : Math.min(Math.max(r.endCharacter, from), text.length);
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
