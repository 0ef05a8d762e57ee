// Text measure without a font at hand: CJK characters are one em wide in every CJK font; Latin letters and
// digits are given generous widths, so a line laid out here never runs wider in a real font.

/** Width of one character in em. */
export function charWidth(ch: string): number {
  const c = ch.codePointAt(0)!;
  if (c < 0x80) {
    if (c === 0x20) return 0.32;
    if (c >= 0x30 && c <= 0x39) return 0.58; // digits
    if (c >= 0x41 && c <= 0x5a) return 0.7; // capitals
    if (c >= 0x61 && c <= 0x7a) return 0.58;
    return 0.42; // ASCII punctuation
  }
  // Fullwidth forms, CJK punctuation, kana, Hangul, ideographs, and anything unknown (emoji): one em or a bit more.
  return c > 0xffff ? 1.1 : 1;
}

export function textWidth(s: string, size: number): number {
  let w = 0;
  for (const ch of s) w += charWidth(ch);
  return w * size;
}

/** A font size at which `s` fits `width`, at most `size` (names and type lines shrink rather than clip). */
export function fitSize(s: string, width: number, size: number): number {
  const w = textWidth(s, size);
  return w <= width ? size : Math.max(1, Math.floor((size * width) / w));
}

/** Card units (0.1 mm) in points, as warnings say sizes. */
export const pt = (u: number): string => ((u / 10) * 2.835).toFixed(1);
