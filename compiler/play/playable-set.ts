// A compiled set as the runtime plays it (cards, decks, parameters, and the card texts to quote), and
// set.yaml deck names turned into card lists. No disk: the CLI fills it from a folder (load-set.ts), the
// playground from the texts in the page.
import type { CardDef, RulesetId } from '../../runtime/card-def.js';
import { closest } from '../../grammar/suggest.js';
import { nameKey } from '../../grammar/script.js';
import type { BuildResult } from '../build/stages.js';

/** A compiled set ready for the runtime. */
export interface PlayableSet {
  dir: string;
  name: string;
  ruleset: RulesetId;
  params: Record<string, unknown>;
  cards: CardDef[];
  /** deck name → card name → count, in set.yaml order. */
  decks: Record<string, Record<string, number>>;
  /** Source text per card file (set-relative path), to quote ability text. */
  texts: Map<string, string>;
}

/** The playable set of a finished build, or undefined when it has errors; `texts` are the card files by set-relative path. */
export function playableOf(dir: string, r: BuildResult, texts: Map<string, string>): PlayableSet | undefined {
  if (r.diagnostics.some((d) => d.severity === 'error') || !r.ir || !r.manifest) return undefined;
  return {
    dir,
    name: r.manifest.name,
    ruleset: r.manifest.ruleset,
    params: r.manifest.params,
    cards: r.ir.cards,
    decks: r.manifest.decks,
    texts,
  };
}

export type DeckResolution =
  | { ok: true; names: [string, string]; lists: [string[], string[]] }
  | { ok: false; message: { zh: string; en: string } };

/** Expands a deck (name → count) into card ids, in set.yaml order. */
export function expandDeck(set: Pick<PlayableSet, 'cards'>, deck: Record<string, number>): string[] {
  const idOf = new Map<string, string>();
  for (const c of set.cards) if (!idOf.has(c.name)) idOf.set(c.name, c.id);
  const out: string[] = [];
  for (const [name, n] of Object.entries(deck)) for (let i = 0; i < n; i++) out.push(idOf.get(name) ?? name);
  return out;
}

/**
 * The deck of a set a name chooses: written as set.yaml writes it, or in the other script (紅 for 红: names compare
 * in either, as cards' do) when exactly one deck reads so. Own keys only: `toString` names no deck.
 */
export function deckNamed(decks: Readonly<Record<string, unknown>>, name: string): string | undefined {
  if (Object.hasOwn(decks, name)) return name;
  const same = Object.keys(decks).filter((d) => nameKey(d) === nameKey(name));
  return same.length === 1 ? same[0] : undefined;
}

/**
 * `--decks a,b` → two card lists. Without the flag the first two decks of set.yaml are used (the only
 * deck twice when there is one). A name that is not a deck is a bad invocation, with a suggestion.
 */
export function resolveDecks(set: PlayableSet, spec: string | undefined): DeckResolution {
  const all = Object.keys(set.decks);
  if (!all.length)
    return {
      ok: false,
      message: { zh: `卡包“${set.name}”的 set.yaml 里没有卡组`, en: `set "${set.name}" has no decks in its set.yaml` },
    };
  let names: string[];
  if (spec === undefined) names = all.length > 1 ? all.slice(0, 2) : [all[0], all[0]];
  else {
    names = spec
      .split(/[,，]/)
      .map((s) => s.trim())
      .filter(Boolean);
    if (names.length === 1) names.push(names[0]);
    if (names.length !== 2)
      return {
        ok: false,
        message: {
          zh: '--decks 需要一个或两个卡组名，用逗号分隔',
          en: '--decks takes one or two deck names, separated by a comma',
        },
      };
  }
  for (let i = 0; i < names.length; i++) {
    const n = names[i];
    const found = deckNamed(set.decks, n);
    if (found !== undefined) {
      names[i] = found;
      continue;
    }
    const near = closest(n, all);
    const list = all.join('、');
    return {
      ok: false,
      message: {
        zh: `卡包“${set.name}”没有卡组“${n}”${near ? `；是不是“${near}”？` : ''}（可用：${list}）`,
        en: `set "${set.name}" has no deck "${n}"${near ? `; did you mean "${near}"?` : ''} (decks: ${all.join(', ')})`,
      },
    };
  }
  return {
    ok: true,
    names: [names[0], names[1]],
    lists: [expandDeck(set, set.decks[names[0]]), expandDeck(set, set.decks[names[1]])],
  };
}
