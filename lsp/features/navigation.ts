// Card names as symbols: go to definition, find references and rename across the .card files of
// a set and the decks of its set.yaml. A reference is a 「quoted」 name in ability text or a name
// in 专属; 特征 names are tags, not cards.
import { parseDocument, isMap, isScalar, isSeq, type Node as YamlNode } from 'yaml';
import type { CardFile, NameRef, Span } from '../../grammar/index.js';

export interface NameOccurrence {
  name: string;
  /** Span of the name itself (without 「」). */
  span: Span;
  role: 'definition' | 'reference' | 'deck';
  /** A deck entry's whole YAML scalar (quotes included), what a rename replaces; `flow` inside `{ }` or `[ ]`. */
  yaml?: { span: Span; style: 'plain' | 'single' | 'double' | 'block'; flow: boolean; deck: string };
}

/** Every NameRef in the AST that points at a card (quoted names and 专属 values). */
export function nameRefs(ast: CardFile): NameRef[] {
  const out: NameRef[] = [];
  const walk = (v: unknown, field?: string) => {
    if (Array.isArray(v)) {
      for (const x of v) walk(x, field);
      return;
    }
    if (!v || typeof v !== 'object') return;
    const o = v as Record<string, unknown>;
    if (o.kind === 'Name') {
      const n = o as unknown as NameRef;
      if (n.quoted || field === 'exclusive') out.push(n);
      return;
    }
    const f = o.kind === 'Field' ? (o.id as string) : field;
    for (const [k, x] of Object.entries(o)) if (k !== 'span' && x && typeof x === 'object') walk(x, f);
  };
  walk(ast.cards);
  return out;
}

function innerSpan(text: string, n: NameRef): Span {
  let { start, end } = n.span;
  if (text[start] === '「') start++;
  if (end > start && text[end - 1] === '」') end--;
  return { start, end };
}

export function cardOccurrences(ast: CardFile, text: string): NameOccurrence[] {
  const out: NameOccurrence[] = [];
  for (const c of ast.cards) if (c.name) out.push({ name: c.name, span: c.nameSpan, role: 'definition' });
  for (const n of nameRefs(ast)) out.push({ name: n.name, span: innerSpan(text, n), role: 'reference' });
  return out;
}

/** Card names used as deck entries in a set.yaml (`decks: { 名称: { 卡名: 3 } }`). */
export function deckOccurrences(text: string): NameOccurrence[] {
  const out: NameOccurrence[] = [];
  let doc;
  try {
    doc = parseDocument(text, { logLevel: 'error' });
  } catch {
    return out;
  }
  const decks = doc.get('decks', true) as YamlNode | undefined;
  if (!isMap(decks)) return out;
  const add = (n: unknown, flow: boolean, deck: string) => {
    if (!isScalar(n) || typeof n.value !== 'string' || !n.range) return;
    const whole = { start: n.range[0], end: n.range[1] };
    const raw = text.slice(whole.start, whole.end);
    const style =
      n.type === 'QUOTE_SINGLE'
        ? 'single'
        : n.type === 'QUOTE_DOUBLE'
          ? 'double'
          : n.type === 'PLAIN'
            ? 'plain'
            : 'block';
    // The name as written; a quoted one with escapes in it (`"a\"b"`) is located by its whole scalar.
    const at = raw.indexOf(n.value);
    const span = at >= 0 ? { start: whole.start + at, end: whole.start + at + n.value.length } : whole;
    out.push({ name: n.value, span, role: 'deck', yaml: { span: whole, style, flow, deck } });
  };
  for (const deck of decks.items) {
    const v = deck.value;
    const deckName = isScalar(deck.key) ? String(deck.key.value) : '';
    if (isMap(v)) for (const it of v.items) add(it.key, !!v.flow, deckName);
    else if (isSeq(v)) {
      for (const it of v.items) {
        if (isMap(it)) for (const p of it.items) add(p.key, !!(v.flow || it.flow), deckName);
        else add(it, !!v.flow, deckName);
      }
    }
  }
  return out;
}

export function occurrenceAt(occ: readonly NameOccurrence[], offset: number): NameOccurrence | undefined {
  return occ.find((o) => o.span.start <= offset && offset <= o.span.end);
}
