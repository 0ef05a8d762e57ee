// From parsed .card files to the facts deck validation needs (CardSummary), so the CLI and the
// language server can run validateDecks straight after parsing.
import { VOCAB_BY_ID, type CardBlock, type CardFile } from '../../grammar/index.js';
import type { CardSummary } from './types.js';

/** Canonical simplified form of a vocabulary word, or the id when the vocabulary lacks it. */
function canonical(id: string): string {
  return VOCAB_BY_ID.get(id)?.canonical ?? id;
}

export function cardSummary(card: CardBlock, file: string): CardSummary {
  const s: CardSummary = { name: card.name, type: '', marks: [], file, span: card.nameSpan };
  for (const f of card.fields) {
    const v = f.value;
    if (f.id === 'type' && v.kind === 'Type') {
      s.type = v.types.map((t) => canonical(t.id)).join(' ');
      s.marks = v.marks.map((m) => canonical(m.id));
    } else if (f.id === 'copies' && v.kind === 'Number') {
      s.copies = v.value;
    } else if (f.id === 'exclusive' && v.kind === 'Names' && v.names.length > 0) {
      s.exclusive = v.names[0].name;
    }
  }
  return s;
}

export function cardSummaries(ast: CardFile, file: string): CardSummary[] {
  return ast.cards.map((c) => cardSummary(c, file));
}
