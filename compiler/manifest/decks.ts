// Deck construction rules: checks each deck named in set.yaml against the set's cards and the
// ruleset's DK rules (SLCG-DK-01..03, KL-DK-01, GA-DK-01..03). Diagnostics point into set.yaml.
import { parseDocument, type Document } from 'yaml';
import type { Diagnostic } from '../../grammar/diagnostics.js';
import { diag } from '../diagnostics.js';
import type { Span } from '../../grammar/source.js';
import { validateDeck, type DeckProblem } from '../../runtime/profiles/index.js';
import { closest, didYouMeanNote } from '../../grammar/index.js';
import type { CardSummary, SetManifest } from './types.js';
import { keySpanAt } from './yaml-nodes.js';

/** Where a deck and its entries are in set.yaml; zero-width at 0 when the text is not given. */
class DeckSpans {
  private readonly doc: Document | undefined;
  constructor(text: string | undefined) {
    this.doc = text === undefined ? undefined : parseDocument(text, { prettyErrors: false });
  }
  deck(deck: string): Span {
    return this.doc ? keySpanAt(this.doc, ['decks', deck]) : { start: 0, end: 0 };
  }
  entry(deck: string, card: string): Span {
    return this.doc ? keySpanAt(this.doc, ['decks', deck, card]) : { start: 0, end: 0 };
  }
}

/**
 * Checks every deck of the manifest against the deck rules (runtime/profiles/decks.ts, the one validator).
 * `manifestText` (the set.yaml text) gives the diagnostics their ranges; `cards` are all cards of the set.
 * The first card of a name wins.
 */
export function validateDecks(manifest: SetManifest, manifestText: string | undefined, cards: readonly CardSummary[]): Diagnostic[] {
  const byName = new Map<string, CardSummary>();
  for (const c of cards) if (!byName.has(c.name)) byName.set(c.name, c);
  const spans = new DeckSpans(manifestText);
  const out: Diagnostic[] = [];
  const opts = manifest.file ? { file: manifest.file } : {};
  for (const [deck, list] of Object.entries(manifest.decks)) {
    for (const p of validateDeck(manifest.ruleset, list, cards, manifest.params)) out.push(toDiagnostic(p, deck, byName, spans, opts));
  }
  return out;
}

function toDiagnostic(p: DeckProblem, deck: string, cards: ReadonlyMap<string, CardSummary>, spans: DeckSpans, opts: { file?: string }): Diagnostic {
  const deckSpan = spans.deck(deck);
  const related = (name: string) => {
    const card = cards.get(name);
    return card ? { related: [definedHere(card)] } : {};
  };
  switch (p.kind) {
    case 'unknownCard': {
      const span = spans.entry(deck, p.card);
      const guess = closest(p.card, cards.keys());
      const more = guess
        ? { notes: [didYouMeanNote(guess)], fixes: [{ title: `改为“${guess}”`, titleEn: `change to "${guess}"`, edits: [{ span, newText: guess }] }] }
        : {};
      return diag('CS3024', span, [deck, p.card], { ...opts, ...more });
    }
    case 'tooManyCards':
      return diag('CS3020', deckSpan, [deck, p.count, p.limit], { ...opts, rule: p.rule });
    case 'tooFewCards':
      return diag('CS3021', deckSpan, [deck, p.count, p.limit], { ...opts, rule: p.rule });
    case 'tooManyCopies':
      return diag('CS3022', spans.entry(deck, p.card), [deck, p.count, p.card, p.limit], { ...opts, rule: p.rule, ...related(p.card) });
    case 'tooManyBatteries':
      return diag('CS3023', deckSpan, [deck, p.count, p.limit], { ...opts, rule: p.rule });
    case 'characterCount':
      return diag('CS3025', deckSpan, [deck, p.count, p.limit], { ...opts, rule: p.rule });
    case 'exclusiveCount':
      return diag('CS3026', deckSpan, [deck, p.character, p.count, p.min, p.max], { ...opts, rule: p.rule });
    case 'neutralCard':
      return diag('CS3027', spans.entry(deck, p.card), [deck, p.card], { ...opts, rule: p.rule, ...related(p.card) });
    case 'notADeckCard':
      return diag('CS3028', spans.entry(deck, p.card), [deck, p.card, p.type], { ...opts, rule: p.rule, ...related(p.card) });
    case 'unknownCharacter':
      return diag('CS3029', spans.entry(deck, p.card), [p.card, p.character], { ...opts, rule: p.rule });
  }
}

/** Related information pointing at the card's block in its .card file. */
function definedHere(card: CardSummary) {
  return { file: card.file, span: card.span, message: `“${card.name}”在此定义`, messageEn: `"${card.name}" is defined here` };
}
