// The checked form of set.yaml and the card facts deck validation needs.
import type { Span } from '../../grammar/source.js';
import type { RulesetId } from '../../runtime/profiles/index.js';

/** card name → count */
export type DeckList = Record<string, number>;

export interface SetManifest {
  /** Path of the set.yaml it was read from, when known. */
  file?: string;
  name: string;
  ruleset: RulesetId;
  version?: string;
  locale: string;
  description?: string;
  /** Only the overrides written in set.yaml (those that passed validation); see `resolveParams`. */
  params: Record<string, unknown>;
  /** Globs of the .card files, relative to set.yaml. Default ["**\/*.card"]. */
  cards: string[];
  /** Globs of scenario files. Default ["**\/*.scenario.yaml"]. */
  scenarios: string[];
  /** deck name → card name → count, in the order written. */
  decks: Record<string, DeckList>;
}

/** What deck validation needs to know about one card of the set. */
export interface CardSummary {
  name: string;
  /** The 类型 value, canonical Chinese (e.g. "角色", "持续 响应"). */
  type: string;
  /** Marks on the type line (e.g. "增量产能", "突发"; ids such as "battery" are accepted too). */
  marks: string[];
  /** SLCG 投入: copies a deck may hold. */
  copies?: number;
  /** 光暗 专属: the character the card belongs to. */
  exclusive?: string;
  file: string;
  span: Span;
}

export const DEFAULT_CARD_GLOBS = ['**/*.card'];
export const DEFAULT_SCENARIO_GLOBS = ['**/*.scenario.yaml'];
export const DEFAULT_LOCALE = 'zh-Hans';
