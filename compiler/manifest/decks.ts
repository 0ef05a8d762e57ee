// Deck construction rules: checks each deck named in set.yaml against the set's cards and the
// ruleset's DK rules (SLCG-DK-01..03, KL-DK-01, GA-DK-01..03). Diagnostics point into set.yaml.
import { isAlias, isMap, isNode, isScalar, type Document } from 'yaml';
import { parseYaml } from './yaml-nodes.js';
import type { Diagnostic } from '../../grammar/diagnostics.js';
import { diag } from '../diagnostics.js';
import type { Span } from '../../grammar/source.js';
import { validateDeck, type DeckProblem } from '../../runtime/profiles/index.js';
import { budgeted, closest, didYouMeanNote } from '../../grammar/index.js';
import type { CardSummary, SetManifest } from './types.js';
import { yamlKey } from './yaml-key.js';

/**
 * Where a deck and its entries are in set.yaml (zero-width at 0 when the text is not given), indexed once
 * so that many decks stay linear; an aliased deck (`乙: *甲`) has its anchor's entries.
 */
class DeckSpans {
  private readonly doc: Document | undefined;
  private readonly decks = new Map<string, { key: Span; value: unknown }>();
  private readonly entries = new Map<string, Map<string, Span>>();
  private readonly decksKey: Span = { start: 0, end: 0 };
  constructor(text: string | undefined) {
    this.doc = text === undefined ? undefined : parseYaml(text).doc;
    const top = this.doc?.contents;
    if (!isMap(top)) return;
    const pair = top.items.find((p) => isScalar(p.key) && String(p.key.value) === 'decks');
    if (!pair) return;
    this.decksKey = rangeOf(pair.key);
    const decks = this.resolve(pair.value);
    if (!isMap(decks)) return;
    for (const d of decks.items) {
      const name = isScalar(d.key) ? String(d.key.value) : undefined;
      if (name !== undefined && !this.decks.has(name))
        this.decks.set(name, { key: rangeOf(d.key), value: this.resolve(d.value) });
    }
  }
  private resolve(n: unknown): unknown {
    return isAlias(n) && this.doc ? n.resolve(this.doc) : n;
  }
  /** The YAML node of the deck's list (the anchor's for an alias), to see two decks that are one. */
  node(deck: string): unknown {
    return this.decks.get(deck)?.value;
  }
  deck(deck: string): Span {
    return this.decks.get(deck)?.key ?? this.decksKey;
  }
  entry(deck: string, card: string): Span {
    let m = this.entries.get(deck);
    if (!m) {
      m = new Map();
      const v = this.decks.get(deck)?.value;
      if (isMap(v))
        for (const e of v.items)
          if (isScalar(e.key) && !m.has(String(e.key.value))) m.set(String(e.key.value), rangeOf(e.key));
      this.entries.set(deck, m);
    }
    return m.get(card) ?? this.deck(deck);
  }
}

function rangeOf(n: unknown): Span {
  const r = isNode(n) ? n.range : undefined;
  return r ? { start: r[0], end: r[1] } : { start: 0, end: 0 };
}

/**
 * Checks every deck of the manifest against the deck rules (runtime/profiles/decks.ts, the one validator).
 * `manifestText` (the set.yaml text) gives the diagnostics their ranges; `cards` are all cards of the set.
 * The first card of a name wins.
 */
export function validateDecks(
  manifest: SetManifest,
  manifestText: string | undefined,
  cards: readonly CardSummary[],
): Diagnostic[] {
  const byName = new Map<string, CardSummary>();
  for (const c of cards) if (!byName.has(c.name)) byName.set(c.name, c);
  const spans = new DeckSpans(manifestText);
  const out: Diagnostic[] = [];
  const opts = manifest.file ? { file: manifest.file } : {};
  // A deck that is an alias of another (乙: *甲) is the same list at the same place in the text: its problems
  // are told once, at the anchor, not once per alias (200 aliases of a 1,000-card deck would be 200,000).
  const seen = new Set<unknown>();
  // Each guess compares a name with every card: 1,000 decks of 1,000 unknown names would be quadratic.
  const guess = budgeted(closest, undefined);
  for (const [deck, list] of Object.entries(manifest.decks)) {
    const node = spans.node(deck);
    if (node !== undefined) {
      if (seen.has(node)) continue;
      seen.add(node);
    }
    for (const p of validateDeck(manifest.ruleset, list, cards, manifest.params))
      out.push(toDiagnostic(p, deck, byName, spans, opts, guess));
  }
  return out;
}

function toDiagnostic(
  p: DeckProblem,
  deck: string,
  cards: ReadonlyMap<string, CardSummary>,
  spans: DeckSpans,
  opts: { file?: string },
  closestName: typeof closest,
): Diagnostic {
  const deckSpan = spans.deck(deck);
  const related = (name: string) => {
    const card = cards.get(name);
    return card ? { related: [definedHere(card)] } : {};
  };
  switch (p.kind) {
    case 'unknownCard': {
      const span = spans.entry(deck, p.card);
      const guess = closestName(p.card, cards.keys());
      // The span is the whole key, quotes and all: the name goes in quoted when plain YAML would misread it.
      const more = guess
        ? {
            notes: [didYouMeanNote(guess)],
            fixes: [
              {
                title: `改为“${guess}”`,
                titleEn: `change to "${guess}"`,
                edits: [{ span, newText: yamlKey(guess, 'plain', true) }],
              },
            ],
          }
        : {};
      return diag('CS3024', span, [deck, p.card], { ...opts, ...more });
    }
    case 'tooManyCards':
      return diag('CS3020', deckSpan, [deck, p.count, p.limit], { ...opts, rule: p.rule });
    case 'tooFewCards':
      return diag('CS3021', deckSpan, [deck, p.count, p.limit], { ...opts, rule: p.rule });
    case 'tooManyCopies':
      return diag('CS3022', spans.entry(deck, p.card), [deck, p.count, p.card, p.limit], {
        ...opts,
        rule: p.rule,
        ...related(p.card),
      });
    case 'tooManyBatteries':
      return diag('CS3023', deckSpan, [deck, p.count, p.limit], { ...opts, rule: p.rule });
    case 'characterCount':
      return diag('CS3025', deckSpan, [deck, p.count, p.limit], { ...opts, rule: p.rule });
    case 'exclusiveCount':
      return diag('CS3026', deckSpan, [deck, p.character, p.count, p.min, p.max], { ...opts, rule: p.rule });
    case 'neutralCard':
      return diag('CS3027', spans.entry(deck, p.card), [deck, p.card], { ...opts, rule: p.rule, ...related(p.card) });
    case 'notADeckCard':
      return diag('CS3028', spans.entry(deck, p.card), [deck, p.card, p.type], {
        ...opts,
        rule: p.rule,
        ...related(p.card),
      });
    case 'unknownCharacter':
      return diag('CS3029', spans.entry(deck, p.card), [p.card, p.character], { ...opts, rule: p.rule });
  }
}

/** Related information pointing at the card's block in its .card file. */
function definedHere(card: CardSummary) {
  return {
    file: card.file,
    span: card.span,
    message: `“${card.name}”在此定义`,
    messageEn: `"${card.name}" is defined here`,
  };
}
