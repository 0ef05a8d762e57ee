// What the checker returns: the parsed and checked files and cards of one set, with the facts
// later stages (IR lowering, deck validation, the language server) need about each card.
import type { CardBlock, CardFile, Diagnostic, LineIndex, NameRef, RulesetId, Span } from '../../grammar/index.js';
import type { CardSummary, SetManifest } from '../manifest/index.js';

export interface SourceFile {
  path: string;
  text: string;
}

export interface CheckSetInput {
  files: readonly SourceFile[];
  /** The loaded set.yaml, when there is one; its ruleset and params apply to every card. */
  manifest?: SetManifest;
  /** The set.yaml text, so deck diagnostics get ranges. */
  manifestText?: string;
  /** The ruleset when there is no manifest; a file's `规则：` line wins over it. */
  ruleset?: RulesetId;
  /**
   * The files' set.yaml is there but did not load (its own diagnostics say why, e.g. CS3007): a card file without a
   * `规则：` line is not told to add one (no CS2018 following from the set.yaml's error).
   */
  brokenManifest?: boolean;
  /** Called after each file is checked, with its number of cards (progress displays). */
  onFile?: (path: string, cards: number) => void;
  /** Called after each file is checked, with the file and its own diagnostics (the build's streamed emit). */
  onChecked?: (file: CheckedFile, diagnostics: readonly Diagnostic[]) => void;
}

/** A name written in 「」 in ability text, or a 专属 name, to be resolved against the set. */
export interface NameUse {
  name: string;
  span: Span;
  /** card: must name a card; trait: must be a 特征 of some card; exclusive: must name a 角色. */
  kind: 'card' | 'trait' | 'exclusive';
  /** The exact span of the name's characters, when known: a "did you mean" fix replaces it. */
  nameSpan?: Span;
}

export interface CheckedCard {
  file: string;
  ast: CardBlock;
  ruleset: RulesetId;
  /** Canonical main type (e.g. 角色, 响应), '' when unknown. */
  type: string;
  /** guangan 持续. */
  continuous: boolean;
  /** Mark ids (burst, battery, placed, curse, talisman, instant, charge). */
  marks: string[];
  traits: string[];
  summary: CardSummary;
  names: NameUse[];
  /** True when the card has error diagnostics of its own (parse or check). */
  hasErrors: boolean;
}

export interface CheckedFile {
  path: string;
  text: string;
  ast: CardFile;
  lines: LineIndex;
  ruleset: RulesetId | undefined;
  cards: CheckedCard[];
}

export interface CheckedSet {
  ruleset: RulesetId | undefined;
  /** Resolved ruleset parameters (defaults overlaid with set.yaml). */
  params: Record<string, unknown>;
  manifest?: SetManifest;
  files: CheckedFile[];
  cards: CheckedCard[];
  /** First card of each name. */
  byName: ReadonlyMap<string, CheckedCard>;
}

export type { NameRef };
