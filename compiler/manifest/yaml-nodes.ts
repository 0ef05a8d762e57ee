// Finding the YAML node (and its key) at a path, so diagnostics point at the text that caused them.
import { isMap, isNode, isScalar, isSeq, Pair, parseDocument, YAMLMap, type Document, type Node } from 'yaml';
import type { Span } from '../../grammar/source.js';

export type PathSegment = string | number;

export interface NodeAt {
  /** The value node at the path, when it exists. */
  node?: Node;
  /** The key node of the last map step, when the last step went through a map. */
  key?: Node;
  /** How many segments of the path were found. */
  depth: number;
}

function nodeSpan(n: Node | undefined): Span | undefined {
  const r = n?.range;
  if (!r) return undefined;
  return { start: r[0], end: r[1] };
}

/** A map key as the data sees it: a scalar's value, or a map or list used as a key in the yaml package's words
 *  (`{ a: 1 }`, as toJS writes it), so a diagnostic about such a key points at the key. */
function keyText(doc: Document, k: unknown): string | undefined {
  if (isScalar(k)) return String(k.value);
  if (!isNode(k)) return undefined;
  // The package's own key text, from converting a one-pair map (it has no public call for it).
  const one = new YAMLMap();
  one.items.push(new Pair(k, null));
  return Object.keys(one.toJS(doc) as object)[0];
}

/** Walks the path through maps (by key text) and sequences (by index) as far as it goes. */
function nodeAt(doc: Document, path: readonly PathSegment[]): NodeAt {
  let cur: unknown = doc.contents;
  let key: Node | undefined;
  let depth = 0;
  for (const seg of path) {
    if (isMap(cur)) {
      const pair = cur.items.find((p) => keyText(doc, p.key) === String(seg));
      if (!pair) break;
      key = isNode(pair.key) ? pair.key : undefined;
      cur = pair.value;
    } else if (isSeq(cur) && typeof seg === 'number') {
      if (seg >= cur.items.length) break;
      key = undefined;
      cur = cur.items[seg];
    } else break;
    depth++;
  }
  const node = isNode(cur) ? cur : undefined;
  return depth === path.length ? { node, key, depth } : { key: depth > 0 ? key : undefined, depth };
}

/**
 * Span of the value at the path; if it is missing or empty, of the key that names it; if the path
 * does not exist, of the key of the deepest ancestor that does; else the start of the text.
 */
export function spanAt(doc: Document, path: readonly PathSegment[]): Span {
  const at = nodeAt(doc, path);
  if (at.depth === path.length) {
    const value = nodeSpan(at.node);
    if (value && value.end > value.start) return value;
  }
  return keySpanAt(doc, path.slice(0, at.depth));
}

/** Span of the key that names the last step of the path, falling back as `spanAt` does. */
export function keySpanAt(doc: Document, path: readonly PathSegment[]): Span {
  if (path.length === 0) return { start: 0, end: 0 };
  const at = nodeAt(doc, path);
  if (at.depth === path.length) {
    const key = nodeSpan(at.key);
    if (key) return key;
    const value = nodeSpan(at.node);
    if (value && value.end > value.start) return value;
  }
  return keySpanAt(doc, path.slice(0, Math.min(at.depth, path.length - 1)));
}

/** Formats a path for messages: `params.deckMax`, `cards[1]`, `decks.主卡组.影刃特派员`. */
export function formatPath(path: readonly PathSegment[]): string {
  let out = '';
  for (const seg of path) out += typeof seg === 'number' ? `[${seg}]` : out ? `.${seg}` : seg;
  return out;
}

/** JSON type name of a plain value, as JSON Schema speaks of it. */
export function jsonTypeOf(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/**
 * Parses YAML as the tools read it: a lone CR is a line break (same length, so every offset stays), and
 * duplicate keys are found in one pass (the yaml package's own check compares each key with every earlier
 * one: 20,000 decks took seconds). `duplicates` are the keys that repeat one before them in their map.
 */
export function parseYaml(text: string): { doc: Document; duplicates: { key: string; span: Span }[] } {
  const doc = parseDocument(text.replace(/\r(?!\n)/g, '\n'), {
    prettyErrors: false,
    keepSourceTokens: false,
    uniqueKeys: false,
    // A key that is a map or a list is reported as an unknown field; the yaml package would also print a
    // process warning on stderr while converting it.
    logLevel: 'error',
  });
  const duplicates: { key: string; span: Span }[] = [];
  const walk = (n: unknown, depth: number): void => {
    if (depth > 200) return; // the parser bounds nesting long before this
    if (isMap(n)) {
      const seen = new Set<string>();
      for (const p of n.items) {
        if (isScalar(p.key)) {
          const k = String(p.key.value);
          if (seen.has(k)) duplicates.push({ key: k, span: nodeSpan(p.key) ?? { start: 0, end: 0 } });
          seen.add(k);
        }
        walk(p.value, depth + 1);
      }
    } else if (isSeq(n)) for (const x of n.items) walk(x, depth + 1);
  };
  walk(doc.contents, 0);
  return { doc, duplicates };
}
