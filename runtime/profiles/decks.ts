// Deck construction rules of the three games (SLCG-DK-01..03, KL-DK-01, GA-DK-01..03, GA-CHR-01): one
// validator, used by the compiler for set.yaml decks (with ranges and codes, compiler/manifest/decks.ts)
// and by anyone holding compiled cards. Problems are values, never thrown.
import { cardType, markOf, profiles, resolveParams } from './index.js';
import type { RulesetId } from './types.js';

/** What deck rules read of a card; compiled CardDefs and the compiler's CardSummary both have it. */
export interface DeckCard {
  name: string;
  /** The 类型 value in Chinese ("角色", "持续 响应"). */
  type: string;
  /** Marks by Chinese name or id ("增量产能" or "battery"). */
  marks: readonly string[];
  copies?: number;
  exclusive?: string;
}

export type DeckProblem =
  | { kind: 'unknownCard'; card: string }
  | { kind: 'tooManyCards'; count: number; limit: number; rule: string }
  | { kind: 'tooFewCards'; count: number; limit: number; rule: string }
  | { kind: 'tooManyCopies'; card: string; count: number; limit: number; rule: string }
  | { kind: 'tooManyBatteries'; count: number; limit: number; rule: 'SLCG-DK-03' }
  | { kind: 'notADeckCard'; card: string; type: string; rule: 'GA-DK-02' }
  | { kind: 'neutralCard'; card: string; rule: 'GA-DK-02' }
  | { kind: 'characterCount'; count: number; limit: number; rule: 'GA-DK-02' }
  | { kind: 'exclusiveCount'; character: string; count: number; min: number; max: number; rule: 'GA-DK-02' }
  | { kind: 'unknownCharacter'; card: string; character: string; rule: 'GA-CT-09' };

/** A deck as set.yaml writes it (card name → copies), from a list of card names or ids. */
export function countDeck(
  list: readonly string[],
  cards: readonly (DeckCard & { id?: string })[],
): Record<string, number> {
  const nameOf = new Map<string, string>();
  for (const c of cards) {
    if (c.id !== undefined && !nameOf.has(c.id)) nameOf.set(c.id, c.name);
    if (!nameOf.has(c.name)) nameOf.set(c.name, c.name);
  }
  const out: Record<string, number> = {};
  for (const key of list) {
    const name = nameOf.get(key) ?? key;
    out[name] = (out[name] ?? 0) + 1;
  }
  return out;
}

/**
 * How many copies of `card` one deck may hold: SLCG-DK-02 its 投入, or `defaultCopies` (4) when it prints none;
 * KL-DK-01 and GA-DK-03 `maxCopies` (3, 2) of any name. Deck validation and scenario boards both ask this.
 */
export function copyLimit(
  ruleset: RulesetId,
  card: DeckCard,
  overrides: Readonly<Record<string, unknown>> = {},
): number {
  switch (ruleset) {
    case 'slcg':
      return card.copies ?? resolveParams('slcg', overrides).defaultCopies;
    case 'kaling':
      return resolveParams('kaling', overrides).maxCopies;
    case 'guangan':
      return resolveParams('guangan', overrides).maxCopies;
  }
}

/** Every deck-rule problem of `deck` (card name → copies) against the set's cards; the first card of a name wins. */
export function validateDeck(
  ruleset: RulesetId,
  deck: Readonly<Record<string, number>>,
  cards: readonly DeckCard[],
  overrides: Readonly<Record<string, unknown>> = {},
): DeckProblem[] {
  const byName = new Map<string, DeckCard>();
  for (const c of cards) if (!byName.has(c.name)) byName.set(c.name, c);
  const out: DeckProblem[] = [];
  for (const card of Object.keys(deck)) if (!byName.has(card)) out.push({ kind: 'unknownCard', card });
  switch (ruleset) {
    case 'slcg': {
      const p = resolveParams('slcg', overrides);
      // SLCG-DK-01: at most `deckMax` (40) cards; `deckMin` (0 = none).
      size(out, total(deck), p.deckMin, p.deckMax, 'SLCG-DK-01');
      // SLCG-DK-02: copies of a name ≤ its 投入; a card without 投入 allows `defaultCopies` (4).
      copies(out, deck, byName, (c) => copyLimit('slcg', c, overrides), 'SLCG-DK-02');
      // SLCG-DK-03: at most `maxIncrementalCards` (4) 增量产能 cards in all.
      const batteries = total(
        deck,
        (n) => byName.get(n)?.marks.some((m) => markOf(profiles.slcg, m)?.id === 'battery') ?? false,
      );
      if (batteries > p.maxIncrementalCards)
        out.push({ kind: 'tooManyBatteries', count: batteries, limit: p.maxIncrementalCards, rule: 'SLCG-DK-03' });
      break;
    }
    case 'kaling': {
      const p = resolveParams('kaling', overrides);
      // KL-DK-01: `deckMin`–`deckMax` (40–60) cards, at most `maxCopies` (3) of one name.
      size(out, total(deck), p.deckMin, p.deckMax, 'KL-DK-01');
      copies(out, deck, byName, (c) => copyLimit('kaling', c, overrides), 'KL-DK-01');
      break;
    }
    case 'guangan':
      guangan(out, deck, byName, cards, resolveParams('guangan', overrides));
      break;
  }
  return out;
}

/**
 * 光暗: characters are not deck cards. A deck's characters are the distinct 专属 values of its cards;
 * there must be exactly `characterCount` (5, GA-CHR-01), each with `exclusiveCardsMin`–`exclusiveCardsMax`
 * (6–9) cards (GA-DK-02). Neutral cards only with `allowNeutralCards`.
 */
function guangan(
  out: DeckProblem[],
  deck: Readonly<Record<string, number>>,
  byName: ReadonlyMap<string, DeckCard>,
  cards: readonly DeckCard[],
  p: ReturnType<typeof resolveParams<'guangan'>>,
): void {
  const profile = profiles.guangan;
  const notDeckCards = new Set<string>();
  const perCharacter = new Map<string, { count: number; first: string }>();
  for (const [name, count] of Object.entries(deck)) {
    const card = byName.get(name);
    if (!card) continue;
    const type = cardType(profile, card.type);
    // GA-DK-02 / GA-CHR-08: 角色 and 召唤物 cards are chosen or summoned, never in the deck.
    if (type && (type.id === 'character' || type.id === 'summonCard')) {
      notDeckCards.add(name);
      out.push({ kind: 'notADeckCard', card: name, type: type.zh, rule: 'GA-DK-02' });
      continue;
    }
    if (!card.exclusive) {
      // GA-DK-02: the deck holds only the chosen characters' exclusive cards, unless the set allows neutral ones.
      if (!p.allowNeutralCards) out.push({ kind: 'neutralCard', card: name, rule: 'GA-DK-02' });
      continue;
    }
    const entry = perCharacter.get(card.exclusive);
    if (entry) entry.count += count;
    else perCharacter.set(card.exclusive, { count, first: name });
  }
  // GA-DK-01: `deckMin`–`deckMax` (30–45) cards; 角色/召唤物 entries, already rejected, do not count.
  size(
    out,
    total(deck, (n) => !notDeckCards.has(n)),
    p.deckMin,
    p.deckMax,
    'GA-DK-01',
  );
  // GA-DK-02 with GA-CHR-01: exactly `characterCount` characters.
  if (perCharacter.size !== p.characterCount)
    out.push({ kind: 'characterCount', count: perCharacter.size, limit: p.characterCount, rule: 'GA-DK-02' });
  const characterNames = new Set(cards.filter((c) => cardType(profile, c.type)?.id === 'character').map((c) => c.name));
  for (const [character, { count, first }] of perCharacter) {
    // GA-DK-02: 6–9 exclusive cards per character.
    if (count < p.exclusiveCardsMin || count > p.exclusiveCardsMax) {
      out.push({
        kind: 'exclusiveCount',
        character,
        count,
        min: p.exclusiveCardsMin,
        max: p.exclusiveCardsMax,
        rule: 'GA-DK-02',
      });
    }
    // GA-CT-09: an exclusive card belongs to a character of the set.
    if (!characterNames.has(character))
      out.push({ kind: 'unknownCharacter', card: first, character, rule: 'GA-CT-09' });
  }
  // GA-DK-03: at most `maxCopies` (2) of one name.
  copies(out, deck, byName, () => p.maxCopies, 'GA-DK-03');
}

function total(deck: Readonly<Record<string, number>>, keep: (card: string) => boolean = () => true): number {
  let n = 0;
  for (const [card, count] of Object.entries(deck)) if (keep(card)) n += count;
  return n;
}

function size(out: DeckProblem[], count: number, min: number, max: number, rule: string): void {
  if (count > max) out.push({ kind: 'tooManyCards', count, limit: max, rule });
  if (count < min) out.push({ kind: 'tooFewCards', count, limit: min, rule });
}

function copies(
  out: DeckProblem[],
  deck: Readonly<Record<string, number>>,
  byName: ReadonlyMap<string, DeckCard>,
  limitOf: (c: DeckCard) => number,
  rule: string,
): void {
  for (const [name, count] of Object.entries(deck)) {
    const card = byName.get(name);
    if (!card) continue;
    const limit = limitOf(card);
    if (count > limit) out.push({ kind: 'tooManyCopies', card: name, count, limit, rule });
  }
}
