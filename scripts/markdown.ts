// Just enough Markdown for our docs' tests and generators: heading anchors as GitHub makes them
// (CJK kept, punctuation dropped, duplicates numbered) and the links of a page, outside code.

/** GitHub's anchor for a heading's text: lower case, only letters, marks, digits, `_`, `-` and spaces kept, spaces → `-`. */
export function githubSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{Nd}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The text a heading renders as: code spans, emphasis, links and HTML reduced to their words. */
export function headingText(raw: string): string {
  return raw
    .replace(/<[^>]+>/g, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(`+)(.*?)\1/g, '$2')
    .replace(/(\*\*|__)(.*?)\1/g, '$2')
    .replace(/(^|[^\p{L}\p{N}])[*_](.*?)[*_](?=$|[^\p{L}\p{N}])/gu, '$1$2')
    .replace(/\\(.)/g, '$1')
    .trim();
}

/** Lines of a page with fenced code blocks blanked out (line numbers kept). */
export function proseLines(md: string): string[] {
  let fence: string | undefined;
  return md.split('\n').map((line) => {
    const m = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (m && m[1][0] === fence[0] && m[1].length >= fence.length) fence = undefined;
      return '';
    }
    if (m) {
      fence = m[1];
      return '';
    }
    return line;
  });
}

/** Every anchor a page offers: its headings' slugs (GitHub numbers repeats: `x`, `x-1`, …) and explicit `<a id|name>`. */
export function anchors(md: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const line of proseLines(md)) {
    const h = /^\s{0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line);
    if (h) {
      const base = githubSlug(headingText(h[1]));
      const n = seen.get(base) ?? 0;
      seen.set(base, n + 1);
      out.add(n ? `${base}-${n}` : base);
    }
    for (const a of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) out.add(a[1]);
  }
  return out;
}

export interface MdLink {
  /** The destination as written (angle brackets removed). */
  target: string;
  line: number;
}

/** Inline links and images and reference definitions, outside fenced code and code spans. */
export function links(md: string): MdLink[] {
  const out: MdLink[] = [];
  for (const [i, raw] of proseLines(md).entries()) {
    const line = raw.replace(/(`+)(?:(?!\1).)+?\1/g, (s) => ' '.repeat(s.length));
    for (const m of line.matchAll(/\]\(\s*(<[^>]*>|[^)\s]*)/g))
      out.push({ target: m[1].replace(/^<|>$/g, ''), line: i + 1 });
    const def = /^\s{0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)/.exec(line);
    if (def) out.push({ target: def[1].replace(/^<|>$/g, ''), line: i + 1 });
  }
  return out;
}
