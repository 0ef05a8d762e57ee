// set.yaml support beyond the schema: card names of the set as completions for deck entries, the three games after
// `ruleset:`, and the card's summary on hover over a deck entry.
import type { CompletionList, Hover } from 'vscode-languageserver';
import { LineIndex, RULESET_IDS, RULESET_NAMES, type CardBlock } from '../../grammar/index.js';
import { cardSummary } from './hover.js';
import { deckOccurrences, occurrenceAt } from './navigation.js';

/** Completion at a deck-entry key position (`decks:` → deck → `卡名: 张数`). */
export function manifestCompletion(text: string, offset: number, cardNames: Iterable<string>): CompletionList {
  const lines = new LineIndex(text);
  const pos = lines.position(offset);
  const lineStart = lines.lineStarts[pos.line];
  const before = text.slice(lineStart, offset);
  // The top-level `ruleset:` value: the three games.
  const r = /^ruleset:[ \t]*(['"]?)([^'"#\s]*)$/.exec(before);
  if (r) {
    const range = lines.range({ start: offset - r[2].length, end: offset });
    return {
      isIncomplete: false,
      items: RULESET_IDS.map((id) => ({
        label: id,
        kind: 20 as const,
        detail: `${RULESET_NAMES[id].zh} · ${RULESET_NAMES[id].en}`,
        filterText: `${id} ${RULESET_NAMES[id].zh}`,
        textEdit: { range, newText: id },
      })),
    };
  }
  const m = /^(\s+)([^:#]*)$/.exec(before);
  if (!m || m[1].length < 4) return { isIncomplete: false, items: [] };
  // The nearest top-level key above must be decks.
  let top: string | undefined;
  for (let l = pos.line - 1; l >= 0; l--) {
    const s = lines.lineStarts[l];
    const e = l + 1 < lines.lineCount ? lines.lineStarts[l + 1] : text.length;
    const k = /^([^\s#][^:]*):/.exec(text.slice(s, e));
    if (k) {
      top = k[1].trim();
      break;
    }
  }
  if (top !== 'decks') return { isIncomplete: false, items: [] };
  const range = lines.range({ start: offset - m[2].length, end: offset });
  const items = [...new Set(cardNames)].map((name) => ({
    label: name,
    kind: 18 as const,
    filterText: name,
    textEdit: { range, newText: `${name}: ` },
  }));
  return { isIncomplete: false, items };
}

export function manifestHover(
  text: string,
  offset: number,
  findCard: (name: string) => { card: CardBlock; text: string; where?: string } | undefined,
): Hover | null {
  const occ = occurrenceAt(deckOccurrences(text), offset);
  if (!occ) return null;
  const found = findCard(occ.name);
  if (!found) return null;
  return {
    contents: { kind: 'markdown', value: cardSummary(found.card, found.text, found.where) },
    range: new LineIndex(text).range(occ.span),
  };
}
