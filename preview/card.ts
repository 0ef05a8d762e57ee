// What a frame draws from: the card's IR and its text as written.

import type { CardDef } from '../runtime/card-def.js';
import type { CardText } from './text.js';

export interface PreviewCard {
  def: CardDef;
  /** The card's fields and text lines as written (from its source); absent when the source is not at hand. */
  text?: CardText;
  /** The set's name, printed small in the footer. */
  set?: string;
  /** The card is written in traditional characters: the frame's own words (費用, 等級, 體力 …) are too. */
  traditional?: boolean;
}

/** A frame draws one ruleset's cards; `warn` collects what a designer should hear about. */
export type Frame = (c: PreviewCard, warn: Warn) => import('./display.js').Shape[];

export type Warn = (w: import('./display.js').PreviewWarning) => void;
