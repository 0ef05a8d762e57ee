// The IR file format: cards.json is an IrSet. The card shape itself is the runtime's CardDef
// (runtime/card-def.ts); this file only adds the envelope and its version.
import type { CardDef, RulesetId } from '../../runtime/card-def.js';

/** Bumped whenever CardDef or the envelope changes incompatibly. */
export const IR_VERSION = 1;

export interface IrSet {
  irVersion: typeof IR_VERSION;
  /** Set name from set.yaml ('' for a loose file). */
  set: string;
  ruleset: RulesetId;
  cards: CardDef[];
}

export type { CardDef };
