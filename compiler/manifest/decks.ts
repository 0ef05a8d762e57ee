// Deck construction rules: checks each deck named in set.yaml against the set's cards and the
// ruleset's DK rules (SLCG-DK-01..03, KL-DK-01, GA-DK-01..03). Diagnostics point into set.yaml.
import { parseDocument, type Document } from 'yaml';
import type { Diagnostic } from '../../grammar/diagnostics.js';
import { diag } from '../diagnostics.js';
import type { Span } from '../../grammar/source.js';
import {
  cardType,
  markOf,
  profiles,
  resolveParams,
  type GuanganParams,
  type KalingParams,
  type SlcgParams,
} from '../../runtime/profiles/index.js';
import { closest, didYouMeanNote } from '../../grammar/index.js';
import type { CardSummary, DeckList, SetManifest } from './types.js';
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

interface DeckContext {
  manifest: SetManifest;
  deck: string;
  list: DeckList;
  cards: ReadonlyMap<string, CardSummary>;
  spans: DeckSpans;
  opts: { file?: string };
  out: Diagnostic[];
}

/**
 * Checks every deck of the manifest. `manifestText` (the set.yaml text) gives the diagnostics
 * their ranges; `cards` are all cards of the set. The first card of a name wins.
 */
export function validateDecks(manifest: SetManifest, manifestText: string | undefined, cards: readonly CardSummary[]): Diagnostic[] {
  const byName = new Map<string, CardSummary>();
  for (const c of cards) if (!byName.has(c.name)) byName.set(c.name, c);
  const spans = new DeckSpans(manifestText);
  const out: Diagnostic[] = [];
  const opts = manifest.file ? { file: manifest.file } : {};
  for (const [deck, list] of Object.entries(manifest.decks)) {
    const ctx: DeckContext = { manifest, deck, list, cards: byName, spans, opts, out };
    checkUnknownCards(ctx);
    switch (manifest.ruleset) {
      case 'slcg':
        checkSlcg(ctx, resolveParams('slcg', manifest.params));
        break;
      case 'kaling':
        checkKaling(ctx, resolveParams('kaling', manifest.params));
        break;
      case 'guangan':
        checkGuangan(ctx, resolveParams('guangan', manifest.params));
        break;
    }
  }
  return out;
}

function total(list: DeckList, keep: (card: string) => boolean = () => true): number {
  let n = 0;
  for (const [card, count] of Object.entries(list)) if (keep(card)) n += count;
  return n;
}

function checkUnknownCards(ctx: DeckContext): void {
  for (const card of Object.keys(ctx.list)) {
    if (ctx.cards.has(card)) continue;
    const span = ctx.spans.entry(ctx.deck, card);
    const guess = closest(card, ctx.cards.keys());
    const more = guess
      ? {
          notes: [didYouMeanNote(guess)],
          fixes: [{ title: `改为“${guess}”`, titleEn: `change to "${guess}"`, edits: [{ span, newText: guess }] }],
        }
      : {};
    ctx.out.push(diag('CS3024', span, [ctx.deck, card], { ...ctx.opts, ...more }));
  }
}

function checkSize(ctx: DeckContext, size: number, min: number, max: number, rule: string): void {
  const span = ctx.spans.deck(ctx.deck);
  if (size > max) ctx.out.push(diag('CS3020', span, [ctx.deck, size, max], { ...ctx.opts, rule }));
  if (size < min) ctx.out.push(diag('CS3021', span, [ctx.deck, size, min], { ...ctx.opts, rule }));
}

function checkCopies(ctx: DeckContext, limitOf: (card: CardSummary) => number, rule: string): void {
  for (const [name, count] of Object.entries(ctx.list)) {
    const card = ctx.cards.get(name);
    if (!card) continue;
    const limit = limitOf(card);
    if (count > limit) {
      const related = [definedHere(card)];
      ctx.out.push(diag('CS3022', ctx.spans.entry(ctx.deck, name), [ctx.deck, count, name, limit], { ...ctx.opts, rule, related }));
    }
  }
}

/** Related information pointing at the card's block in its .card file. */
function definedHere(card: CardSummary) {
  return { file: card.file, span: card.span, message: `“${card.name}”在此定义`, messageEn: `"${card.name}" is defined here` };
}

function checkSlcg(ctx: DeckContext, p: SlcgParams): void {
  // SLCG-DK-01: at most `deckMax` (40) cards; `deckMin` (0 = none).
  checkSize(ctx, total(ctx.list), p.deckMin, p.deckMax, 'SLCG-DK-01');
  // SLCG-DK-02: copies of a name ≤ its 投入; a card without 投入 allows `defaultCopies` (4).
  checkCopies(ctx, (c) => c.copies ?? p.defaultCopies, 'SLCG-DK-02');
  // SLCG-DK-03: at most `maxIncrementalCards` (4) 增量产能 cards in all.
  const profile = profiles.slcg;
  const batteries = total(ctx.list, (name) => ctx.cards.get(name)?.marks.some((m) => markOf(profile, m)?.id === 'battery') ?? false);
  if (batteries > p.maxIncrementalCards) {
    ctx.out.push(diag('CS3023', ctx.spans.deck(ctx.deck), [ctx.deck, batteries, p.maxIncrementalCards], { ...ctx.opts, rule: 'SLCG-DK-03' }));
  }
}

function checkKaling(ctx: DeckContext, p: KalingParams): void {
  // KL-DK-01: `deckMin`–`deckMax` (40–60) cards, at most `maxCopies` (3) of one name.
  checkSize(ctx, total(ctx.list), p.deckMin, p.deckMax, 'KL-DK-01');
  checkCopies(ctx, () => p.maxCopies, 'KL-DK-01');
}

/**
 * 光暗: characters are not deck cards. A deck's characters are the distinct 专属 values of its
 * cards; there must be exactly `characterCount` (5, GA-CHR-01), each with `exclusiveCardsMin`–
 * `exclusiveCardsMax` (6–9) cards (GA-DK-02). Neutral cards only with `allowNeutralCards`.
 */
function checkGuangan(ctx: DeckContext, p: GuanganParams): void {
  const profile = profiles.guangan;
  const notDeckCards = new Set<string>();
  const perCharacter = new Map<string, { count: number; first: string }>();
  for (const [name, count] of Object.entries(ctx.list)) {
    const card = ctx.cards.get(name);
    if (!card) continue;
    const type = cardType(profile, card.type);
    // GA-DK-02 / GA-CHR-08: 角色 and 召唤物 cards are chosen or summoned, never in the deck.
    if (type && (type.zh === '角色' || type.zh === '召唤物')) {
      notDeckCards.add(name);
      const related = [definedHere(card)];
      ctx.out.push(diag('CS3028', ctx.spans.entry(ctx.deck, name), [ctx.deck, name, type.zh], { ...ctx.opts, rule: 'GA-DK-02', related }));
      continue;
    }
    if (!card.exclusive) {
      // GA-DK-02: the deck holds only the chosen characters' exclusive cards, unless the set allows neutral ones.
      if (!p.allowNeutralCards) {
        const related = [definedHere(card)];
        ctx.out.push(diag('CS3027', ctx.spans.entry(ctx.deck, name), [ctx.deck, name], { ...ctx.opts, rule: 'GA-DK-02', related }));
      }
      continue;
    }
    const entry = perCharacter.get(card.exclusive);
    if (entry) entry.count += count;
    else perCharacter.set(card.exclusive, { count, first: name });
  }

  // GA-DK-01: `deckMin`–`deckMax` (30–45) cards; 角色/召唤物 entries, already rejected, do not count.
  checkSize(ctx, total(ctx.list, (n) => !notDeckCards.has(n)), p.deckMin, p.deckMax, 'GA-DK-01');

  const deckSpan = ctx.spans.deck(ctx.deck);
  // GA-DK-02 with GA-CHR-01: exactly `characterCount` characters.
  if (perCharacter.size !== p.characterCount) {
    ctx.out.push(diag('CS3025', deckSpan, [ctx.deck, perCharacter.size, p.characterCount], { ...ctx.opts, rule: 'GA-DK-02' }));
  }
  const characterNames = new Set(
    [...ctx.cards.values()].filter((c) => cardType(profile, c.type)?.zh === '角色').map((c) => c.name),
  );
  for (const [character, { count, first }] of perCharacter) {
    // GA-DK-02: 6–9 exclusive cards per character.
    if (count < p.exclusiveCardsMin || count > p.exclusiveCardsMax) {
      ctx.out.push(
        diag('CS3026', deckSpan, [ctx.deck, character, count, p.exclusiveCardsMin, p.exclusiveCardsMax], { ...ctx.opts, rule: 'GA-DK-02' }),
      );
    }
    // GA-CT-09: an exclusive card belongs to a character of the set.
    if (!characterNames.has(character)) {
      ctx.out.push(diag('CS3029', ctx.spans.entry(ctx.deck, first), [first, character], { ...ctx.opts, rule: 'GA-CT-09' }));
    }
  }
  // GA-DK-03: at most `maxCopies` (2) of one name.
  checkCopies(ctx, () => p.maxCopies, 'GA-DK-03');
}
