// The HTML that @codemirror/lsp-client makes of the server's Markdown (hover, completion documentation,
// signature help) passes through here before it becomes innerHTML. marked keeps raw HTML as HTML, so
// whatever a Markdown string holds — the server escapes card names (lsp/markdown.ts), this is the second
// wall — only an allow-list of formatting elements and attributes reaches the page: no scripts, no event
// handlers, no javascript: links, images only from data: image URIs (the card picture in a hover).

const KEEP = new Set(
  [
    'P BR HR STRONG B EM I DEL S CODE PRE SPAN DIV A IMG UL OL LI BLOCKQUOTE',
    'H1 H2 H3 H4 H5 H6 TABLE THEAD TBODY TR TH TD',
  ]
    .join(' ')
    .split(' '),
);
/** Gone with everything inside them (their text is not content either). */
const DROP = new Set('SCRIPT STYLE TEMPLATE IFRAME OBJECT EMBED SVG MATH NOSCRIPT'.split(' '));
const ATTRS: Record<string, ReadonlySet<string>> = {
  A: new Set(['href', 'title']),
  IMG: new Set(['src', 'alt', 'title']),
  CODE: new Set(['class']),
  SPAN: new Set(['class']),
};

const SAFE_HREF = /^(?:https?:|file:|#)/i;
const SAFE_SRC = /^data:image\/(?:svg\+xml|png|jpeg|gif|webp)[;,]/i;

function clean(parent: ParentNode): void {
  for (const node of [...parent.childNodes]) {
    if (node.nodeType === Node.TEXT_NODE) continue;
    if (node.nodeType !== Node.ELEMENT_NODE) {
      node.remove();
      continue;
    }
    const el = node as Element;
    const tag = el.tagName.toUpperCase();
    if (DROP.has(tag)) {
      el.remove();
      continue;
    }
    clean(el);
    if (!KEEP.has(tag)) {
      el.replaceWith(...el.childNodes);
      continue;
    }
    const allowed = ATTRS[tag];
    for (const { name, value } of [...el.attributes]) {
      const ok =
        allowed?.has(name) &&
        (name === 'href' ? SAFE_HREF.test(value.trim()) : name === 'src' ? SAFE_SRC.test(value.trim()) : true);
      if (!ok) el.removeAttribute(name);
    }
  }
}

/** `html` with only the allowed elements and attributes; parsed in an inert template, so nothing loads or runs. */
export function sanitizeHTML(html: string): string {
  const t = document.createElement('template');
  t.innerHTML = html;
  clean(t.content);
  return t.innerHTML;
}
