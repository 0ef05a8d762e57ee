// Characters a font cannot draw (an emoji, 𠀋 U+2000B of CJK Extension B in a font of the basic CJK block):
// PNG and PDF are set in one font, where such a character would print as nothing in one backend and as a
// wide empty box in the other, pushing the rest of its line over the next run. They print a placeholder
// instead, no wider than the layout measured the character, and the designer is told which characters.
import type { CardPicture, PreviewWarning } from './display.js';

/** Printed for a character the font lacks (the font's own, when it has one). */
const PLACEHOLDER = '□';

const drawn = (cp: number) => cp > 0x20 && cp !== 0x7f && !(cp >= 0x80 && cp <= 0x9f);

/** The characters of the picture's text that `has` says the font lacks, each once, in reading order. */
export function missingChars(p: CardPicture, has: (codePoint: number) => boolean): string[] {
  const out = new Set<string>();
  for (const s of p.shapes) {
    if (s.kind !== 'text') continue;
    for (const r of s.runs)
      for (const ch of r.text) {
        const cp = ch.codePointAt(0)!;
        if (drawn(cp) && !has(cp)) out.add(ch);
      }
  }
  return [...out];
}

/** What a font prints for a character it lacks: the placeholder, or `?` when it lacks that too. */
export const placeholderOf = (has: (codePoint: number) => boolean): string =>
  has(PLACEHOLDER.codePointAt(0)!) ? PLACEHOLDER : '?';

/** The picture with every character the font lacks printed as `placeholderOf(has)`. */
export function withPlaceholders(p: CardPicture, has: (codePoint: number) => boolean): CardPicture {
  if (!missingChars(p, has).length) return p;
  const mark = placeholderOf(has);
  const swap = (t: string) => {
    let out = '';
    for (const ch of t) {
      const cp = ch.codePointAt(0)!;
      out += drawn(cp) && !has(cp) ? mark : ch;
    }
    return out;
  };
  return {
    ...p,
    shapes: p.shapes.map((s) =>
      s.kind === 'text' ? { ...s, runs: s.runs.map((r) => ({ ...r, text: swap(r.text) })) } : s,
    ),
  };
}

const codePoint = (ch: string) => `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** The warning for the characters `missingChars` found, naming the font and what prints instead. */
export function missingGlyphsWarning(chars: readonly string[], font: string, mark = PLACEHOLDER): PreviewWarning {
  const zh = chars.map((c) => `“${c}”（${codePoint(c)}）`).join('、');
  const en = chars.map((c) => `"${c}" (${codePoint(c)})`).join(', ');
  return {
    zh: `字体 ${font} 里没有 ${zh}：PNG 和 PDF 里印成 ${mark}`,
    en: `the font ${font} has no ${en}: PNG and PDF print ${mark} for ${chars.length > 1 ? 'them' : 'it'}`,
  };
}
