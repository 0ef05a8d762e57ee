// Source positions: offsets into the text (UTF-16 code units, as JS strings and LSP count them)
// and the line index that turns them into 0-based line/character pairs.

export interface Span {
  /** Offset of the first code unit. */
  start: number;
  /** Offset one past the last code unit. */
  end: number;
}

export interface Position {
  /** 0-based line. */
  line: number;
  /** 0-based column in UTF-16 code units (the LSP convention). */
  character: number;
}

export interface Range {
  start: Position;
  end: Position;
}

export class LineIndex {
  /** Offsets where each line starts. */
  readonly lineStarts: number[];

  constructor(readonly text: string) {
    const starts = [0];
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 10) starts.push(i + 1);
      else if (c === 13) {
        if (text.charCodeAt(i + 1) === 10) i++;
        starts.push(i + 1);
      }
    }
    this.lineStarts = starts;
  }

  get lineCount(): number {
    return this.lineStarts.length;
  }

  position(offset: number): Position {
    const o = Math.max(0, Math.min(offset, this.text.length));
    let lo = 0;
    let hi = this.lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.lineStarts[mid] <= o) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo, character: o - this.lineStarts[lo] };
  }

  /**
   * The offset of a position, clamped as LSP says: a line past the end is the end of the text, a character past
   * the line's length is the end of the line — before its \n, \r\n or \r, never between \r and \n.
   */
  offset(pos: Position): number {
    if (pos.line < 0) return 0;
    if (pos.line >= this.lineStarts.length) return this.text.length;
    const lineStart = this.lineStarts[pos.line];
    let lineEnd = pos.line + 1 < this.lineStarts.length ? this.lineStarts[pos.line + 1] : this.text.length;
    if (lineEnd > lineStart && this.text.charCodeAt(lineEnd - 1) === 10) lineEnd--;
    if (lineEnd > lineStart && this.text.charCodeAt(lineEnd - 1) === 13) lineEnd--;
    return Math.min(lineStart + Math.max(0, pos.character), lineEnd);
  }

  range(span: Span): Range {
    return { start: this.position(span.start), end: this.position(span.end) };
  }
}

export function spanOf(a: Span, b: Span): Span {
  return { start: Math.min(a.start, b.start), end: Math.max(a.end, b.end) };
}
