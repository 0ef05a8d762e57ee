// The rendered card for the card block at a position: the block is checked and lowered on its own (the
// set's parameters do not change a card's picture), then drawn by preview/. Used by hover over a card
// header (an SVG data URI in the markdown) and by the `cardscript/previewCard` request.
import type { Analysis } from '../../compiler/analysis.js';
import { cardSvg } from '../../compiler/preview/index.js';
import type { CardAnalysis } from '../analysis.js';
import { mdAltText } from '../markdown.js';

export interface CardPreview {
  name: string;
  svg: string;
}

export function cardPreview(
  pipeline: Analysis,
  a: CardAnalysis,
  offset: number,
  file: string,
): CardPreview | undefined {
  const block = a.blocks.find((b) => b.isCard && b.start <= offset && offset <= b.end);
  if (!block) return undefined;
  const checked = pipeline.checkFile(block.src, file, a.ruleset);
  const def = pipeline.lowerSet(checked.value, file).value.cards[0];
  if (!def) return undefined;
  return { name: def.name, svg: cardSvg(def, new Map([[file, block.src]])) };
}

/** UTF-8 → base64 with the platform's btoa (the server also runs in a browser worker: no Buffer). */
function base64(s: string): string {
  let bin = '';
  for (const b of new TextEncoder().encode(s)) bin += String.fromCharCode(b);
  return btoa(bin);
}

/** A markdown image of the card: a data URI, so it needs no file and no server. */
export function previewMarkdown(p: CardPreview): string {
  return `![${mdAltText(p.name)}](data:image/svg+xml;base64,${base64(p.svg)})`;
}
