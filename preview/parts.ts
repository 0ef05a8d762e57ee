// Pieces every frame uses: the card body, the name bar, badges, the type line, the art box, the text box
// (laid out by layout.ts) and stat boxes. Sizes are card units (0.1 mm).

import type { Warn } from './card.js';
import { CARD_H, CARD_W, type Shape, type TextRun } from './display.js';
import { layoutParagraphs, type Segment, type StylePalette, type TextBox } from './layout.js';
import { fitSize, pt } from './measure.js';
import { fitName } from './title.js';

const INK = '#1b1b1b';
const PAPER = '#fbf8f1';

/** How each text style prints on the light text box. */
const PALETTE: StylePalette = {
  plain: { fill: INK },
  keyword: { fill: '#0d47a1', bold: true },
  timing: { fill: '#6a1b9a', bold: true },
  kind: { fill: '#bf360c', bold: true },
  limit: { fill: '#00695c', bold: true },
  cost: { fill: '#c25e00', bold: true },
  variant: { fill: '#7b5e00', bold: true },
  name: { fill: INK, bold: true },
  number: { fill: INK, bold: true },
};

/** Below this size (card units, 0.1 mm) printed text is hard to read: about 5 pt. */
const READABLE = 17.5;

export const text = (
  x: number,
  y: number,
  size: number,
  runs: TextRun[],
  anchor?: 'start' | 'middle' | 'end',
): Shape => (anchor ? { kind: 'text', x, y, size, runs, anchor } : { kind: 'text', x, y, size, runs });

export const plain = (s: string, fill = INK, bold = false): TextRun[] => [
  bold ? { text: s, fill, bold } : { text: s, fill },
];

/** The bottom of the light panel; the footer line sits in the coloured edge below it. */
export const PANEL_BOTTOM = 842;
/** Baseline of the footer line. */
const FOOTER_Y = 866;

/** The card: a coloured edge and a light panel inside it. */
export function body(edge: string, panel = '#f3efe6'): Shape[] {
  return [
    { kind: 'rect', x: 0, y: 0, w: CARD_W, h: CARD_H, r: 30, fill: edge },
    { kind: 'rect', x: 16, y: 16, w: CARD_W - 32, h: PANEL_BOTTOM - 16, r: 20, fill: panel },
  ];
}

/** The name, centred in a bar, shrunk to fit (title.ts: down to a floor, then two lines, then cut). */
export function nameBar(name: string, x: number, y: number, w: number, h: number, edge: string, warn: Warn): Shape[] {
  const { lines, size } = fitName(name, w - 24, h, warn);
  const lead = size * 1.1;
  const top = y + h / 2 - ((lines.length - 1) * lead) / 2;
  return [
    { kind: 'rect', x, y, w, h, r: 12, fill: PAPER, stroke: edge, strokeWidth: 3 },
    ...lines.map((l, i) => text(x + w / 2, top + i * lead + size * 0.36, size, plain(l, INK, true), 'middle')),
  ];
}

/** A round badge with a number or a short word, and optionally a small caption inside above it (体力, 等级). */
export function badge(
  cx: number,
  cy: number,
  r: number,
  label: string,
  fill: string,
  color = '#ffffff',
  caption?: string,
): Shape[] {
  const out: Shape[] = [{ kind: 'circle', cx, cy, r, fill, stroke: '#ffffff', strokeWidth: 5 }];
  if (caption) {
    const size = fitSize(label, r * 1.4, r * 0.85);
    out.push(text(cx, cy - r * 0.42, r * 0.34, plain(caption, color, true), 'middle'));
    out.push(text(cx, cy + r * 0.2 + size * 0.36, size, plain(label, color, true), 'middle'));
  } else {
    const size = fitSize(label, r * 1.5, r * 1.1);
    out.push(text(cx, cy + size * 0.36, size, plain(label, color, true), 'middle'));
  }
  return out;
}

/** The type line under the name: type, marks, traits; shrunk to fit. */
export function typeLine(s: string, x: number, y: number, w: number, color: string): Shape[] {
  const size = fitSize(s, w, 26);
  return [text(x, y, size, plain(s, color, true))];
}

/** The picture area, left empty for a prototype (a frame to draw in), with the card type faintly. */
export function artBox(x: number, y: number, w: number, h: number, edge: string, watermark: string): Shape[] {
  const size = fitSize(watermark, w - 40, 64);
  return [
    { kind: 'rect', x, y, w, h, r: 10, fill: '#e7e1d3', stroke: edge, strokeWidth: 2 },
    text(x + w / 2, y + h / 2 + size * 0.36, size, plain(watermark, '#cfc6b2', true), 'middle'),
  ];
}

/** The text box and its paragraphs; warns through `warn` when the text had to shrink below READABLE. */
export function textBox(
  paras: readonly (readonly Segment[])[],
  box: TextBox,
  edge: string,
  warn: Warn,
  size = 27,
): Shape[] {
  const inner = { x: box.x + 16, y: box.y + 14, w: box.w - 32, h: box.h - 28 };
  const laid = layoutParagraphs(paras, inner, size, PALETTE);
  if (paras.length && laid.size < READABLE) {
    const [now, min] = [pt(laid.size), pt(READABLE)];
    warn({
      zh: `文字缩小到 ${now} pt 才放得下（低于 ${min} pt）`,
      en: `text shrunk to ${now} pt to fit (below ${min} pt)`,
    });
  }
  return [
    {
      kind: 'rect',
      x: box.x,
      y: box.y,
      w: box.w,
      h: box.h,
      r: 10,
      fill: PAPER,
      stroke: edge,
      strokeWidth: 2,
      role: 'textbox',
    },
    ...laid.shapes,
  ];
}

/** A small labelled stat box (AP 5, 生命 12, GP 3, …). */
export function statBox(
  x: number,
  y: number,
  w: number,
  h: number,
  label: string,
  value: string,
  fill: string,
): Shape[] {
  const ls = fitSize(label, w * 0.45, h * 0.42);
  const vs = fitSize(value, w * 0.5, h * 0.7);
  return [
    { kind: 'rect', x, y, w, h, r: 10, fill, stroke: '#ffffff', strokeWidth: 3 },
    text(x + 14, y + h / 2 + ls * 0.36, ls, plain(label, '#ffffff', true)),
    text(x + w - 14, y + h / 2 + vs * 0.36, vs, plain(value, '#ffffff', true), 'end'),
  ];
}

/** The footer line (rarity, set, designer …) in the edge under the panel, small, shrunk to fit. */
export function footer(left: string, right: string, color = '#ffffff', y = FOOTER_Y): Shape[] {
  const out: Shape[] = [];
  if (left) out.push(text(40, y, fitSize(left, 280, 20), plain(left, color)));
  if (right) out.push(text(CARD_W - 40, y, fitSize(right, 280, 20), plain(right, color), 'end'));
  return out;
}

/** `n` small dots in a row ending at `right` (SLCG 投入). */
export function dots(n: number, right: number, y: number, fill: string): Shape[] {
  const out: Shape[] = [];
  for (let i = 0; i < n; i++)
    out.push({ kind: 'circle', cx: right - i * 24, cy: y, r: 8, fill, stroke: '#000000', strokeWidth: 1.5 });
  return out;
}
