// The one way a designer's text (card names, field values, file paths) enters the Markdown the server returns:
// clients render hover Markdown as HTML (the playground does, through marked), so a card named
// `<img src=x onerror=…>` or `[x](javascript:…)` must reach them as text, never as markup.

/** Every character Markdown may give a meaning (`:` and `.` too: GFM links a bare URL), escaped with a backslash. */
const SPECIAL = /[\\`*_{}[\]()#+\-.!|<>&~":]/g;

/** Designer text as inline Markdown that renders as exactly that text, on one line. */
export function mdText(s: string): string {
  return s.replace(/[\r\n]+/g, ' ').replace(SPECIAL, (c) => '\\' + c);
}

/**
 * Designer text as an image's alt text: marked (15) writes alt text into the attribute without escaping it,
 * so only letters, digits, spaces and the middle dot are kept.
 */
export function mdAltText(s: string): string {
  return s.replace(/[^\p{L}\p{N}\p{M} ·]/gu, '');
}
