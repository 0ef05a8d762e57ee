// A card picture as a display list: shapes in card units (0.1 mm; a card is 630 × 880, 63 × 88 mm).
// Frames build it once; backends draw it (svg.ts here, the PDF sheet in compiler/preview/pdf.ts), so an SVG
// preview and a printed sheet always show the same card.

export const CARD_W = 630;
export const CARD_H = 880;

export type TextStyle = 'plain' | 'keyword' | 'timing' | 'kind' | 'limit' | 'cost' | 'variant' | 'name' | 'number';

export interface TextRun {
  text: string;
  fill: string;
  bold?: boolean;
}

export type Shape =
  /** `role: 'textbox'` marks the box card text is laid out in (text never leaves it). */
  | {
      kind: 'rect';
      x: number;
      y: number;
      w: number;
      h: number;
      r?: number;
      fill?: string;
      stroke?: string;
      strokeWidth?: number;
      role?: 'textbox';
    }
  | { kind: 'circle'; cx: number; cy: number; r: number; fill?: string; stroke?: string; strokeWidth?: number }
  | { kind: 'path'; d: string; fill?: string; stroke?: string; strokeWidth?: number }
  /** One line of text; `y` is the baseline, `size` the font size (em) in card units. */
  | { kind: 'text'; x: number; y: number; size: number; runs: TextRun[]; anchor?: 'start' | 'middle' | 'end' };

/** Something a designer should hear about a card's picture, in both languages (as diagnostics are). */
export interface PreviewWarning {
  zh: string;
  en: string;
}

export interface CardPicture {
  /** The card's name (for titles and file names). */
  name: string;
  shapes: Shape[];
  /** Things a designer should know: text shrunk below a readable size, a name cut short, and the like. */
  warnings: PreviewWarning[];
}

/** The fonts text is set in, CJK first; a viewer without any of them falls back to its sans-serif. */
export const FONT_FAMILY =
  "'Noto Sans CJK SC', 'Source Han Sans SC', 'WenQuanYi Micro Hei', 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK TC', 'PingFang TC', sans-serif";
