// Card previews: IR (and the card's text as written) → a picture per ruleset frame → SVG. Pure functions
// with no Node built-ins, so the CLI (compiler/preview/), the language server and the browser share them.

import type { CardDef, RulesetId } from '../runtime/card-def.js';
import type { CardPicture } from './display.js';
import type { Frame, PreviewCard } from './card.js';
import { guanganFrame } from './frames/guangan.js';
import { kalingFrame } from './frames/kaling.js';
import { slcgFrame } from './frames/slcg.js';
import { toSvg } from './svg.js';
import { cardLines, scriptOf, splitCardText } from './text.js';
import type { PreviewWarning } from './display.js';

export {
  CARD_W,
  CARD_H,
  FONT_FAMILY,
  type CardPicture,
  type PreviewWarning,
  type Shape,
  type TextRun,
} from './display.js';
export type { PreviewCard } from './card.js';
export { toSvg, type SvgOptions } from './svg.js';
export { cardLines, splitCardText } from './text.js';
export { missingChars, missingGlyphsWarning, placeholderOf, withPlaceholders } from './glyphs.js';

const FRAMES: Record<RulesetId, Frame> = { slcg: slcgFrame, kaling: kalingFrame, guangan: guanganFrame };

/** The card's picture in its ruleset's frame. */
export function drawCard(c: PreviewCard): CardPicture {
  const warnings: PreviewWarning[] = [];
  const shapes = FRAMES[c.def.ruleset](c, (w) => warnings.push(w));
  return { name: c.def.name, shapes, warnings };
}

/**
 * A PreviewCard from compiled cards and the set's source texts (set-relative path → text). The card's script is
 * its own text's, else its file's, else the set name's.
 */
export function previewCard(def: CardDef, texts?: ReadonlyMap<string, string>, set?: string): PreviewCard {
  const lines = cardLines(def, texts);
  const c: PreviewCard = { def };
  if (lines) c.text = splitCardText(lines);
  if (set !== undefined) c.set = set;
  const file = def.source && texts?.get(def.source.file);
  const script =
    (lines && scriptOf(lines)) ??
    (file ? scriptOf(file.split('\n')) : undefined) ??
    (set ? scriptOf([set]) : undefined);
  if (script === 'traditional') c.traditional = true;
  return c;
}

/** One card as a self-contained SVG. */
export function cardSvg(def: CardDef, texts?: ReadonlyMap<string, string>, set?: string): string {
  return toSvg(drawCard(previewCard(def, texts, set)));
}
