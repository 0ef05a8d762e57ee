// The print-and-play sheet: cards at 63 × 88 mm, nine to an A4 page with crop marks, after a deck-list
// page. Cards are drawn from the same pictures as the SVGs (preview/display.ts), as vector shapes and
// real text, so the PDF's text can be searched and copied.
import type { CardPicture, Shape } from '../../preview/index.js';
import { BOLD_STROKE } from '../../preview/svg.js';
import type { CjkFont } from './fonts.js';

const MM = 72 / 25.4;
const UNIT = MM / 10; // card units are 0.1 mm
const PAGE = { w: 210 * MM, h: 297 * MM };
const CARD = { w: 63 * MM, h: 88 * MM };
const GRID = { x: (PAGE.w - 3 * CARD.w) / 2, y: (PAGE.h - 3 * CARD.h) / 2 };

export interface SheetEntry {
  picture: CardPicture;
  copies: number;
}

export interface SheetOptions {
  title: string;
  /** Lines of the deck-list page (the deck's name, then "name ×n"). */
  listTitle: string;
  /** The total line of the card list ("合计 45 张" / "45 cards in all"). */
  total: (n: number) => string;
  font: CjkFont;
}

type Doc = InstanceType<typeof import('pdfkit')>;

function paint(doc: Doc, fill?: string, stroke?: string, width?: number): void {
  if (fill) doc.fillColor(fill);
  if (stroke) doc.strokeColor(stroke).lineWidth(width ?? 1);
  if (fill && stroke) doc.fillAndStroke();
  else if (fill) doc.fill();
  else if (stroke) doc.stroke();
}

function drawShape(doc: Doc, s: Shape): void {
  switch (s.kind) {
    case 'rect':
      if (s.r) doc.roundedRect(s.x, s.y, s.w, s.h, s.r);
      else doc.rect(s.x, s.y, s.w, s.h);
      paint(doc, s.fill, s.stroke, s.strokeWidth);
      return;
    case 'circle':
      doc.circle(s.cx, s.cy, s.r);
      paint(doc, s.fill, s.stroke, s.strokeWidth);
      return;
    case 'path':
      doc.path(s.d);
      paint(doc, s.fill, s.stroke, s.strokeWidth);
      return;
    case 'text': {
      doc.font('cjk').fontSize(s.size);
      const widths = s.runs.map((r) => doc.widthOfString(r.text));
      const total = widths.reduce((a, b) => a + b, 0);
      let x = s.anchor === 'middle' ? s.x - total / 2 : s.anchor === 'end' ? s.x - total : s.x;
      s.runs.forEach((r, i) => {
        doc
          .fillColor(r.fill)
          .strokeColor(r.fill)
          .lineWidth(s.size * BOLD_STROKE);
        // The CJK font has one weight: bold runs are stroked as well as filled (as the PNG's SVG strokes them).
        doc.text(r.text, x, s.y, { lineBreak: false, baseline: 'alphabetic', stroke: !!r.bold, fill: true });
        x += widths[i];
      });
    }
  }
}

function cropMarks(doc: Doc): void {
  doc.strokeColor('#000000').lineWidth(0.3);
  const len = 4 * MM,
    off = 1 * MM;
  for (let i = 0; i <= 3; i++) {
    const x = GRID.x + i * CARD.w,
      y = GRID.y + i * CARD.h;
    // Vertical cut lines, marked above and below the grid; horizontal ones, left and right of it.
    doc
      .moveTo(x, GRID.y - off - len)
      .lineTo(x, GRID.y - off)
      .stroke();
    doc
      .moveTo(x, GRID.y + 3 * CARD.h + off)
      .lineTo(x, GRID.y + 3 * CARD.h + off + len)
      .stroke();
    doc
      .moveTo(GRID.x - off - len, y)
      .lineTo(GRID.x - off, y)
      .stroke();
    doc
      .moveTo(GRID.x + 3 * CARD.w + off, y)
      .lineTo(GRID.x + 3 * CARD.w + off + len, y)
      .stroke();
  }
}

/** The sheet as a PDF file's bytes: a deck-list page, then the cards (copies repeated), nine per page. */
export async function sheetPdf(entries: readonly SheetEntry[], o: SheetOptions): Promise<Buffer> {
  const PDFDocument = (await import('pdfkit')).default;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    info: { Title: o.title, Creator: 'CardScript cardc preview' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (b: Buffer) => chunks.push(b));
  const done = new Promise<Buffer>((res) => doc.on('end', () => res(Buffer.concat(chunks))));
  doc.registerFont('cjk', o.font.file, o.font.postscriptName);

  // The card list: what to cut out and how many, in three columns (60 names a page).
  const ROWS = 20,
    COL_W = 58 * MM,
    ROW_H = 11 * MM;
  let total = 0;
  entries.forEach((e, i) => {
    const slot = i % (3 * ROWS);
    if (slot === 0) {
      doc.addPage();
      doc
        .font('cjk')
        .fontSize(18)
        .fillColor('#000000')
        .text(o.listTitle, 20 * MM, 18 * MM, { lineBreak: false });
      doc.fontSize(11);
    }
    doc.text(
      `${e.picture.name}  ×${e.copies}`,
      20 * MM + Math.floor(slot / ROWS) * COL_W,
      32 * MM + (slot % ROWS) * ROW_H,
      { lineBreak: false, width: COL_W - 4 * MM, ellipsis: true },
    );
    total += e.copies;
  });
  doc.fontSize(12).text(o.total(total), 20 * MM, 32 * MM + ROWS * ROW_H + 4 * MM, { lineBreak: false });

  const cards = entries.flatMap((e) => Array.from({ length: e.copies }, () => e.picture));
  for (let i = 0; i < cards.length; i++) {
    const slot = i % 9;
    if (slot === 0) {
      doc.addPage();
      cropMarks(doc);
    }
    doc.save();
    doc.translate(GRID.x + (slot % 3) * CARD.w, GRID.y + Math.floor(slot / 3) * CARD.h).scale(UNIT);
    for (const s of cards[i].shapes) drawShape(doc, s);
    doc.restore();
  }
  doc.end();
  return done;
}
