// Laying out card text in a box: CJK line breaking (any character may start a line except closing
// punctuation, none may end with an opening bracket; Latin words, numbers and short 【…】 tokens stay
// whole) and shrinking the font until everything fits — text never leaves its box.

import type { Shape, TextRun, TextStyle } from './display.js';
import { charWidth } from './measure.js';

export interface Segment {
  text: string;
  style: TextStyle;
}

/** Colours (and weight) of each text style, from the frame's theme. */
export type StylePalette = Readonly<Record<TextStyle, { fill: string; bold?: boolean }>>;

interface Unit {
  text: string;
  style: TextStyle;
  /** Width in em. */
  w: number;
  noStart: boolean;
  noEnd: boolean;
  /** Starts no line either, but is too wide to hang: the unit before it goes down with it. */
  glue: boolean;
}

/** Characters no line starts with (closing punctuation) and none ends with (opening brackets). */
export const NO_START: ReadonlySet<string> = new Set([...'，。、；：！？）」』】〕〉》’”…—·～%,.;:!?)]}']);
export const NO_END: ReadonlySet<string> = new Set([...'（「『【〔〈《‘“([{']);
const WORD = /^[A-Za-z0-9+\-−×.%]+/;
const SIGNS = new Set([...'+-−']);
/** A whole 【…】 (or a limit token) is kept on one line when it is at most this wide (em). */
const MAX_WHOLE = 7;

function units(segs: readonly Segment[]): Unit[] {
  const out: Unit[] = [];
  const push = (text: string, style: TextStyle) => {
    let w = 0;
    for (const ch of text) w += charWidth(ch);
    const first = [...text][0],
      last = [...text].at(-1)!;
    // A signed number (+2, -1) stays with the word it changes: 推动进度+2, AP-1 never break before the sign.
    const glue = text.length > 1 && SIGNS.has(first);
    out.push({ text, style, w, noStart: NO_START.has(first), noEnd: NO_END.has(last), glue });
  };
  for (const seg of segs) {
    if (seg.style !== 'plain') {
      let w = 0;
      for (const ch of seg.text) w += charWidth(ch);
      if (w <= MAX_WHOLE) {
        push(seg.text, seg.style);
        continue;
      }
    }
    let rest = seg.text;
    while (rest) {
      const m = WORD.exec(rest);
      const piece = m ? m[0] : String.fromCodePoint(rest.codePointAt(0)!);
      push(piece, seg.style);
      rest = rest.slice(piece.length);
    }
  }
  return out;
}

/** Breaks units into lines no wider than `max` em (closing punctuation may hang past it by one em). */
function breakLines(us: readonly Unit[], max: number): Unit[][] {
  const lines: Unit[][] = [];
  let line: Unit[] = [];
  let w = 0;
  for (const u of us) {
    if (line.length && w + u.w > max && !u.noStart) {
      const carry: Unit[] = [];
      if (u.glue && line.length > 1) carry.unshift(line.pop()!);
      // An opening bracket never ends a line: it moves down with what it opens.
      while (line.length > 1 && line[line.length - 1].noEnd) carry.unshift(line.pop()!);
      lines.push(line);
      line = carry;
      w = carry.reduce((n, x) => n + x.w, 0);
    }
    line.push(u);
    w += u.w;
  }
  if (line.length) lines.push(line);
  return lines;
}

function runsOf(line: readonly Unit[], palette: StylePalette): TextRun[] {
  const runs: TextRun[] = [];
  for (const u of line) {
    const p = palette[u.style];
    const last = runs[runs.length - 1];
    if (last && last.fill === p.fill && !!last.bold === !!p.bold) last.text += u.text;
    else runs.push(p.bold ? { text: u.text, fill: p.fill, bold: true } : { text: u.text, fill: p.fill });
  }
  return runs;
}

export interface TextBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface LaidOut {
  shapes: Shape[];
  /** The font size used (card units). */
  size: number;
}

const LINE = 1.32; // line height, em
const GAP = 0.35; // extra space between paragraphs, em

/**
 * Lays paragraphs out at `size`, shrinking by steps until they fit the box. Sizes go as small as needed:
 * overflowing is never an option; the caller warns when the size ends up below what prints legibly.
 */
export function layoutParagraphs(
  paras: readonly (readonly Segment[])[],
  box: TextBox,
  size: number,
  palette: StylePalette,
): LaidOut {
  const us = paras.map(units);
  for (let s = size; ; s = s * 0.93) {
    // One em of the width is kept for hanging punctuation.
    const max = box.w / s - 1;
    const broken = us.map((u) => breakLines(u, max));
    const lines = broken.reduce((n, l) => n + l.length, 0);
    const height = s * (lines * LINE + Math.max(0, broken.length - 1) * GAP);
    if (height <= box.h || s < 4) {
      const shapes: Shape[] = [];
      let y = box.y + s * 1.0;
      for (const para of broken) {
        for (const line of para) {
          shapes.push({ kind: 'text', x: box.x, y, size: s, runs: runsOf(line, palette) });
          y += s * LINE;
        }
        y += s * GAP;
      }
      return { shapes, size: s };
    }
  }
}
