// The SVG backend: a card picture as one self-contained SVG (no external fonts, images or styles). Card
// text is escaped for XML; nothing in it is ever interpreted.

import { CARD_H, CARD_W, FONT_FAMILY, type CardPicture, type Shape } from './display.js';

const esc = (s: string): string =>
  s
    .replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
    // Characters XML 1.0 forbids (control characters) are dropped rather than breaking the document.
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '');

/** The stroke that emboldens a bold run where the font has no bold face, in em (the PDF uses the same). */
export const BOLD_STROKE = 0.04;

const num = (n: number): string => (Number.isInteger(n) ? String(n) : n.toFixed(1));

function paint(fill?: string, stroke?: string, width?: number): string {
  return `${fill ? ` fill="${esc(fill)}"` : ' fill="none"'}${stroke ? ` stroke="${esc(stroke)}" stroke-width="${num(width ?? 1)}"` : ''}`;
}

export interface SvgOptions {
  /**
   * Bold runs are also stroked in their colour, as the PDF draws them: for a renderer with only the regular face
   * of the font (resvg for PNG does not embolden a face it lacks), so bold shows and PNG and PDF agree.
   */
  strokeBold?: boolean;
}

function shape(s: Shape, o: SvgOptions): string {
  switch (s.kind) {
    case 'rect':
      return `<rect x="${num(s.x)}" y="${num(s.y)}" width="${num(s.w)}" height="${num(s.h)}"${s.r ? ` rx="${num(s.r)}"` : ''}${paint(s.fill, s.stroke, s.strokeWidth)}/>`;
    case 'circle':
      return `<circle cx="${num(s.cx)}" cy="${num(s.cy)}" r="${num(s.r)}"${paint(s.fill, s.stroke, s.strokeWidth)}/>`;
    case 'path':
      return `<path d="${esc(s.d)}"${paint(s.fill, s.stroke, s.strokeWidth)}/>`;
    case 'text': {
      const anchor = s.anchor && s.anchor !== 'start' ? ` text-anchor="${s.anchor}"` : '';
      const runs = s.runs
        .map((r) => {
          const bold = !r.bold
            ? ''
            : o.strokeBold
              ? ` font-weight="bold" stroke="${esc(r.fill)}" stroke-width="${num(s.size * BOLD_STROKE)}"`
              : ' font-weight="bold"';
          return `<tspan fill="${esc(r.fill)}"${bold}>${esc(r.text)}</tspan>`;
        })
        .join('');
      return `<text x="${num(s.x)}" y="${num(s.y)}" font-size="${num(s.size)}"${anchor} xml:space="preserve">${runs}</text>`;
    }
  }
}

/** The card at 63 × 88 mm (viewBox in 0.1 mm). */
export function toSvg(p: CardPicture, o: SvgOptions = {}): string {
  return (
    [
      `<svg xmlns="http://www.w3.org/2000/svg" width="63mm" height="88mm" viewBox="0 0 ${CARD_W} ${CARD_H}" font-family="${esc(FONT_FAMILY)}">`,
      `<title>${esc(p.name)}</title>`,
      ...p.shapes.map((s) => shape(s, o)),
      '</svg>',
    ].join('\n') + '\n'
  );
}
