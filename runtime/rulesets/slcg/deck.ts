// Deck construction checks (SLCG-DK-01..03); problems are values, never thrown.

import type { CardDef } from '../../card-def.js';
import { slcgDefaults, type SlcgParams } from './params.js';

export interface DeckProblem {
  code: string;
  message: string;
}

export function validateSlcgDeck(cards: readonly CardDef[], deck: readonly string[], params: Partial<SlcgParams> = {}): DeckProblem[] {
  const prm = { ...slcgDefaults, ...params };
  const out: DeckProblem[] = [];
  const byKey = new Map<string, CardDef>();
  for (const d of cards) { byKey.set(d.id, d); if (!byKey.has(d.name)) byKey.set(d.name, d); }
  // SLCG-DK-01
  if (deck.length > prm.deckMax) out.push({ code: 'deck/too-many-cards', message: `${deck.length} cards, at most ${prm.deckMax}` });
  if (deck.length < prm.deckMin) out.push({ code: 'deck/too-few-cards', message: `${deck.length} cards, at least ${prm.deckMin}` });
  const perName = new Map<string, number>();
  let batteries = 0;
  for (const key of deck) {
    const d = byKey.get(key);
    if (!d) { out.push({ code: 'deck/unknown-card', message: `unknown card '${key}'` }); continue; }
    perName.set(d.name, (perName.get(d.name) ?? 0) + 1);
    if (d.marks.includes('battery')) batteries++;
  }
  // SLCG-DK-02: copies per card name, given by its 投入 dots.
  for (const [name, n] of perName) {
    const d = byKey.get(name)!;
    const max = d.copies ?? prm.defaultCopies;
    if (n > max) out.push({ code: 'deck/too-many-copies', message: `${n} × ${name}, at most ${max}` });
  }
  // SLCG-DK-03
  if (batteries > prm.maxIncrementalCards) out.push({ code: 'deck/too-many-batteries', message: `${batteries} 增量产能 cards, at most ${prm.maxIncrementalCards}` });
  return out;
}
