// Every card of a set drawn in its game's frame, for a preview pane that follows the typing: each card
// block is checked and lowered on its own (as card-preview.ts does for one card) and its SVG is cached
// by the block's text, so a keystroke redraws one card, not the set. Each drawing has an id; a client
// that says which ids it holds gets only the SVGs it lacks (a 200-card set is a megabyte of SVG, too much
// to send after every keystroke).
import type { Analysis } from '../../compiler/analysis.js';
import { drawCard, previewCard, toSvg, type PreviewWarning } from '../../compiler/preview/index.js';
import type { Lang } from '../convert.js';
import type { Workspace } from '../workspace.js';

export interface SetPreviewCard {
  name: string;
  uri: string;
  /** 0-based line of the card's header. */
  line: number;
  /** The drawing's id: equal ids, equal SVGs. */
  id: number;
  /** Absent when the request said the client holds this id. */
  svg?: string;
  /** Errors reported inside the card's block (the card is drawn from what could be read). */
  errors: number;
  /** Layout warnings (text shrunk below a readable size, a name cut short …), in the server's language. */
  warnings: string[];
}

export interface SetPreview {
  /** The set's name (from set.yaml), or '' for a lone file. */
  set: string;
  cards: SetPreviewCard[];
}

type Drawn = { id: number; name: string; svg: string; warnings: PreviewWarning[] } | null;

/** Drawn cards by ruleset, set name and block text; owned by the server. */
export class SetPreviewCache {
  private readonly drawn = new Map<string, Drawn>();
  private nextId = 1;

  get(key: string, draw: () => Omit<NonNullable<Drawn>, 'id'> | null): Drawn {
    let d = this.drawn.get(key);
    if (d === undefined) {
      // A long session of edits leaves many dead versions behind; dropping them all costs one redraw.
      if (this.drawn.size > 20_000) this.drawn.clear();
      const x = draw();
      d = x && { ...x, id: this.nextId++ };
      this.drawn.set(key, d);
    }
    return d;
  }
}

/** `have`: ids of drawings the client already holds (their SVGs are left out). */
export function setPreview(
  ws: Workspace,
  pipeline: Analysis,
  uri: string,
  cache: SetPreviewCache,
  have: ReadonlySet<number> = new Set(),
  lang: Lang = 'zh',
): SetPreview {
  ws.checkSetOf(uri);
  const mp = ws.manifestPathFor(uri);
  const set = (mp && ws.manifest(mp)?.value?.name) || '';
  const docs = mp
    ? ws.all().filter((d) => d.kind === 'card' && ws.manifestPathFor(d.uri) === mp)
    : ws.all().filter((d) => d.uri === uri && d.kind === 'card');
  docs.sort((a, b) => (a.uri < b.uri ? -1 : a.uri > b.uri ? 1 : 0));
  const cards: SetPreviewCard[] = [];
  for (const doc of docs) {
    const a = ws.checked(doc.uri);
    if (!a || !a.ruleset) continue;
    const ruleset = a.ruleset;
    const file = ws.key(doc.uri);
    a.blocks.forEach((b, i) => {
      if (!b.isCard) return;
      const drawn = cache.get(`${ruleset}\u0001${set}\u0001${b.src}`, () => {
        const path = `${file}#${i}`;
        const checked = pipeline.checkFile(b.src, path, ruleset);
        const def = pipeline.lowerSet(checked.value, path).value.cards[0];
        if (!def) return null;
        const pic = drawCard(previewCard(def, new Map([[path, b.src]]), set || undefined));
        return { name: def.name, svg: toSvg(pic), warnings: pic.warnings };
      });
      if (!drawn) return;
      const errors = a.diagnostics.filter(
        (d) => d.severity === 'error' && d.span.start >= b.start && d.span.start < b.end,
      ).length;
      const card: SetPreviewCard = {
        name: drawn.name,
        uri: doc.uri,
        line: a.lines.position(b.start).line,
        id: drawn.id,
        errors,
        warnings: drawn.warnings.map((w) => (lang === 'en' ? w.en : w.zh)),
      };
      if (!have.has(drawn.id)) card.svg = drawn.svg;
      cards.push(card);
    });
  }
  return { set, cards };
}
