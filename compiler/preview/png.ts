// PNG output: the SVG rendered by resvg with the machine's CJK font (loaded only when --png is asked for).
import type { CjkFont } from './fonts.js';

/** Renders an SVG to PNG at `width` pixels (a card at 300 dpi is 744 px wide). */
export async function svgToPng(svg: string, font: CjkFont, width = 744): Promise<Buffer> {
  const { Resvg } = await import('@resvg/resvg-js');
  // Only the chosen font is loaded (scanning the system fonts for every card is slow): every family the SVG
  // names falls back to it, so text never renders as tofu.
  const r = new Resvg(svg, {
    fitTo: { mode: 'width', value: width },
    font: {
      loadSystemFonts: false,
      fontFiles: [font.file],
      defaultFontFamily: font.family,
      sansSerifFamily: font.family,
    },
  });
  return Buffer.from(r.render().asPng());
}
