// The per-set pass: facts that need every card of the set — duplicate names, names written in
// 「」, 专属 characters — and, with a manifest, the decks. It runs over collected facts only,
// so re-checking a large set after one edit stays cheap.
import {
  budgeted,
  didYouMean,
  nameKey,
  suggest,
  type Diagnostic,
  type RulesetId,
  type Span,
} from '../../grammar/index.js';
import { diag } from '../diagnostics.js';
import { validateDecks } from '../manifest/index.js';
import { nameMatch } from './name-match.js';
import { META_RULE } from './ruleset-words.js';
import type { CheckedSet } from './types.js';

// SLCG-DK-02 / KL-DK-01 / GA-DK-03: "the same card" is the same name, so names must be unique.
const NAME_RULE: Record<RulesetId, string> = { slcg: 'SLCG-DK-02', kaling: 'KL-DK-01', guangan: 'GA-DK-03' };

/**
 * The rule behind 特征 in each game: SLCG-CT-04 in SLCG; 卡灵时代 and 光暗 have no 特征 rule of their own (a set may
 * still tag its cards, docs/rules-decisions.md), so a check about them cites the game's META rule.
 */
const TRAIT_RULE: Record<RulesetId, string> = {
  slcg: 'SLCG-CT-04',
  kaling: META_RULE.kaling,
  guangan: META_RULE.guangan,
};

export function checkSetFacts(set: CheckedSet, manifestText?: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  // Each search compares a name with every card: a set of 10,000 cards naming 10,000 unknown ones would be quadratic.
  const suggestNames = budgeted(suggest, [] as string[]);
  // Names and 特征 are compared in either script (nameKey): a suggestion is searched among the keys, so the other
  // script's spelling of a name is as close as its own, and offered as the card prints it.
  // The keys are made per search (a pass over every candidate), so the searches share suggestNames' budget as a whole.
  const nameSuggestions = budgeted(
    (name: string, candidates: Iterable<string>, at?: Span) => {
      const printed = new Map<string, string>();
      for (const c of candidates) if (!printed.has(nameKey(c))) printed.set(nameKey(c), c);
      return didYouMean(
        suggestNames(nameKey(name), printed.keys()).map((k) => printed.get(k)!),
        at,
      );
    },
    {} as ReturnType<typeof didYouMean>,
  );
  const byName = set.byName;
  const named = nameMatch(byName.keys());
  // SLCG-CT-04: a 特征 is the same tag in either script (星環艦隊 = 星环舰队).
  const traits = new Set<string>();
  const traitKeys = new Set<string>();
  for (const c of set.cards) {
    for (const t of c.traits) {
      traits.add(t);
      traitKeys.add(nameKey(t));
    }
    const first = byName.get(c.ast.name);
    if (!first || first === c) continue;
    out.push(
      diag('CS2013', c.ast.nameSpan, [c.ast.name], {
        rule: NAME_RULE[c.ruleset],
        file: c.file,
        related: [{ file: first.file, span: first.ast.nameSpan, message: '首次出现', messageEn: 'first used here' }],
      }),
    );
  }
  for (const c of set.cards) {
    for (const u of c.names) {
      const found = u.kind === 'trait' ? undefined : named(u.name);
      const target = found === undefined ? undefined : byName.get(found);
      if (u.kind === 'trait') {
        // 特征 are tags shared by cards; a filter on a tag no card has selects nothing. The rule is the card's game's:
        // SLCG-CT-04; 卡灵时代 and 光暗 print no 特征 rule, so their tags are the set's own (TRAIT_RULE).
        if (!traitKeys.has(nameKey(u.name)))
          out.push(
            diag('CS2012', u.span, [u.name], {
              rule: TRAIT_RULE[c.ruleset],
              file: c.file,
              ...nameSuggestions(u.name, traits),
            }),
          );
      } else if (u.kind === 'exclusive') {
        // GA-CT-09: each exclusive card belongs to one character of the set.
        if (!target)
          out.push(
            diag('CS2010', u.span, [u.name], {
              rule: 'GA-CT-09',
              file: c.file,
              ...nameSuggestions(u.name, characters(set), u.nameSpan),
            }),
          );
        else if (target.type !== '角色') {
          out.push(
            diag('CS2009', u.span, [u.name, target.summary.type || '?', target.summary.type || '?'], {
              rule: 'GA-CT-09',
              file: c.file,
              related: [
                { file: target.file, span: target.ast.nameSpan, message: '定义在这里', messageEn: 'defined here' },
              ],
            }),
          );
        }
      } else if (!target) {
        // language.md "Names inside ability text": a quoted name must be a card of the set.
        out.push(
          diag('CS2011', u.span, [u.name], {
            rule: META_RULE[c.ruleset],
            file: c.file,
            ...nameSuggestions(u.name, byName.keys(), u.nameSpan),
          }),
        );
      }
    }
  }
  if (set.manifest) {
    const file = set.manifest.file;
    for (const d of validateDecks(
      set.manifest,
      manifestText,
      set.cards.map((c) => ({ ...c.summary })),
    )) {
      out.push(file && !d.file ? { ...d, file } : d);
    }
  }
  return out;
}

function* characters(set: CheckedSet): Iterable<string> {
  for (const c of set.cards) if (c.type === '角色') yield c.ast.name;
}
