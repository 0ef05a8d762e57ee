// What a frame draws from: the card's IR and its text as written.

import type { CardDef } from '../runtime/card-def.js';
import type { CardText } from './text.js';

export interface PreviewCard {
  def: CardDef;
  /** The card's fields and text lines as written (from its source); absent when the source is not at hand. */
  text?: CardText;
  /** The set's name, printed small in the footer. */
  set?: string;
}

/** A frame draws one ruleset's cards; `warn` collects what a designer should hear about. */
export type Frame = (c: PreviewCard, warn: (message: string) => void) => import('./display.js').Shape[];
