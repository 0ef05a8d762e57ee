// Which card of the set a name written in 「」 (or 专属) names. The language reads simplified and traditional alike
// (language.md "Punctuation and scripts"), so a name written in the other script than the card's own (「守護者」 for
// 守护者) names that card: the set pass checks it (no CS2011) and the IR holds the card's name as printed, so every
// engine compares names exactly. A name spelt as some card's name is that card, even when another card's name
// differs from it only in script.
import { nameKey } from '../../grammar/index.js';

/** The set's card a written name names, as that card's name is printed; undefined when none (or two) match. */
export type NameMatch = (written: string) => string | undefined;

export function nameMatch(names: Iterable<string>): NameMatch {
  const exact = new Set<string>();
  // Key → the printed name, or null when two names share the key (then only an exact spelling names one).
  const byKey = new Map<string, string | null>();
  for (const n of names) {
    if (exact.has(n)) continue;
    exact.add(n);
    const k = nameKey(n);
    byKey.set(k, byKey.has(k) ? null : n);
  }
  return (written) => {
    if (exact.has(written)) return written;
    return byKey.get(nameKey(written)) ?? undefined;
  };
}
