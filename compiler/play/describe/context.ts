// What every description shares: the language, player labels, card names and ability text, and the
// ruleset words from the runtime's profiles (zones, resources, phases, keywords, types).
import type { Lang } from '../../../grammar/index.js';
import { HIDDEN, isHiddenCard, type CardDef, type CardInstance, type GameState } from '../../../runtime/index.js';
import { profiles, type RulesetProfile } from '../../../runtime/profiles/index.js';

/** What a description may know beyond the state: player labels and the card text to quote. */
export interface DescribeContext {
  lang: Lang;
  /** Labels of the two players (default 玩家1 / 玩家2, P1 / P2). */
  players?: [string, string];
  /** Set-relative file → source text, to quote ability lines. */
  texts?: ReadonlyMap<string, string>;
  /** Whose side of a grid board names its areas (a1 = that player's back-row left end); default player 1. */
  viewer?: number;
  /**
   * Each instance's copy label (copyLabels, from the game state). Needed when describing a player's view, where
   * unseen copies cannot be counted; without it the labels are counted on the state described.
   */
  copies?: readonly string[];
}

export const zh = (c: DescribeContext): boolean => c.lang !== 'en';

/** Chinese text needs no spaces beside 「」. */
export function tidy(c: DescribeContext, t: string): string {
  return zh(c) ? t.replace(/ ?(「[^」]*」) ?/g, '$1') : t;
}

export const signed = (n: number | undefined): string => `${(n ?? 0) >= 0 ? '+' : ''}${n ?? 0}`;

export function playerLabel(c: DescribeContext, p: number): string {
  if (c.players) return c.players[p];
  return zh(c) ? `玩家${p + 1}` : `P${p + 1}`;
}

export function defOf(s: GameState, id: number): CardDef {
  return s.defs[s.cards[id].def];
}

const profileOf = (s: GameState): RulesetProfile => profiles[s.ruleset];

/** Whether the state is a player's view in which card `id` is not seen (the runtime's isHiddenCard). */
export function isHidden(s: GameState, id: number): boolean {
  return s.cards[id] !== undefined && isHiddenCard(s, id);
}

/** What a card the view hides is called. */
export const hiddenCardName = (c: DescribeContext): string => (zh(c) ? '一张未公开的卡' : 'a hidden card');

/** A card's name; player references (negative ids) name the player; a card the view hides is "a hidden card". */
export function cardName(s: GameState, id: number | undefined, c: DescribeContext): string {
  if (id === undefined) return '?';
  if (id < 0) return playerLabel(c, -1 - id);
  const card = s.cards[id];
  if (!card) return `#${id}`;
  if (isHiddenCard(s, id)) return hiddenCardName(c);
  return `「${s.defs[card.def].name}」${copyLabel(s, id, c)}`;
}

/**
 * The card the pending decision's context names under `key` (card, source, defender …), or undefined when the view
 * does not say: another player's decision keeps its context only when that names nothing hidden from the viewer
 * (the runtime's maskedDecision), and a card it names is then one the viewer may see.
 */
export function contextCard(s: GameState, key: string): number | undefined {
  const id = s.pending?.context[key];
  return id !== undefined && id >= 0 && id < s.cards.length && !isHiddenCard(s, id) ? id : undefined;
}

/** contextCard by name; a card the view does not say is "a hidden card", never "?". */
export function contextCardName(s: GameState, key: string, c: DescribeContext): string {
  const id = contextCard(s, key);
  return id === undefined ? hiddenCardName(c) : cardName(s, id, c);
}

/**
 * Per card instance, its copy label (docs/play.md, *copies*): "#n" when its owner's deck holds several copies of
 * the card, n being the card's rank among them by instance, else "". One rule for every zone and every moment, so a
 * card keeps its label from the hand to the field to the discard pile. Read it off the game state itself: a player's
 * view hides which card each unseen instance is, so a caller that describes views (the terminal game, the
 * playground) computes the table once from the state and passes it in `DescribeContext.copies`.
 */
export function copyLabels(s: GameState): string[] {
  const count = new Map<number, number>();
  const key = (x: CardInstance): number => x.owner * s.defs.length + x.def;
  for (const x of s.cards) if (x.def !== HIDDEN) count.set(key(x), (count.get(key(x)) ?? 0) + 1);
  const seen = new Map<number, number>();
  return s.cards.map((x) => {
    if (x.def === HIDDEN || (count.get(key(x)) ?? 0) < 2) return '';
    const n = (seen.get(key(x)) ?? 0) + 1;
    seen.set(key(x), n);
    return `#${n}`;
  });
}

function copyLabel(s: GameState, id: number, c: DescribeContext): string {
  if (c.copies) return c.copies[id] ?? '';
  const me = s.cards[id];
  let same = 0;
  let rank = 0;
  for (const x of s.cards) {
    if (x.def !== me.def || x.owner !== me.owner) continue;
    same++;
    if (x.id <= id) rank++;
  }
  return same > 1 ? `#${rank}` : '';
}

/** A keyword by its runtime id, in the ruleset's words: 【守护】 / [Guard]. */
export function keywordName(s: GameState, kw: string, c: DescribeContext): string {
  const k = profileOf(s).keywords.find((x) => x.id === kw);
  if (!k) return kw;
  return zh(c) ? `【${k.zh}】` : `[${k.en}]`;
}

/** A card type in the language of the description (CardDef.type holds the Chinese name). */
export function typeLabel(s: GameState, type: string, c: DescribeContext): string {
  if (zh(c)) return type;
  return profileOf(s).cardTypes.find((t) => t.zh === type)?.en ?? type;
}

function label(
  list: readonly { id: string; zh: string; en: string }[],
  id: string | undefined,
  c: DescribeContext,
): string {
  const x = list.find((l) => l.id === id);
  return x ? (zh(c) ? x.zh : x.en) : (id ?? '?');
}

export const zoneLabel = (s: GameState, id: string | undefined, c: DescribeContext): string =>
  label(profileOf(s).zones, id, c);
export const resourceLabel = (s: GameState, id: string | undefined, c: DescribeContext): string =>
  label(profileOf(s).resources, id, c);
export const phaseLabel = (s: GameState, id: string, c: DescribeContext): string => label(profileOf(s).phases, id, c);

/** The ability's line as written in the .card file, or "能力 N" when the text is not at hand. */
export function abilityText(s: GameState, id: number, ability: number, c: DescribeContext): string {
  const ab = defOf(s, id).abilities[ability];
  const src = ab?.source;
  const text = src && c.texts?.get(src.file);
  if (text) {
    const lines = text.split(/\r\n|\r|\n/).slice(src.line - 1, src.endLine);
    const quoted = lines.map((l) => l.trim()).join(' ');
    if (quoted) return quoted;
  }
  return zh(c) ? `能力${ability + 1}` : `ability ${ability + 1}`;
}

/** "玩家2的「X」", or the player for a player reference. */
export function targetText(s: GameState, t: number, c: DescribeContext): string {
  if (t < 0) return playerLabel(c, -1 - t);
  const owner = s.cards[t].controller;
  return `${playerLabel(c, owner)}${zh(c) ? '的' : "'s "}${cardName(s, t, c)}`;
}

/**
 * "（第2张）" when other options read the same (two hidden cards, or two cards whose copy labels cannot tell them
 * apart), so each option can still be told apart.
 */
export function copyMark(
  s: GameState,
  options: readonly { value: number }[],
  index: number,
  c: DescribeContext,
): string {
  const me = options[index].value;
  if (me < 0) return '';
  const text = (v: number): string => `${s.cards[v].controller}${cardName(s, v, c)}`;
  const mine = text(me);
  const same = options.filter((o) => o.value >= 0 && text(o.value) === mine);
  if (same.length < 2) return '';
  const nth = same.findIndex((o) => o.value === me) + 1;
  return zh(c) ? `（第${nth}张）` : ` (copy ${nth})`;
}
