// A vocabulary word used in a card of a ruleset that does not have it (e.g. O1范围 in SLCG) is an
// error naming the ruleset it belongs to (language.md principle 5: a checker error, not a parse error).
// Works on tokens, so every word counts, except inside names (card names, 特征, 专属) and free text.
import {
  RULESET_NAMES, allowedIn, diag, entryOf, lex, type CardFile, type Diagnostic, type RulesetId, type Span,
} from '../grammar/index.js';

function freeTextSpans(ast: CardFile): Span[] {
  const spans: Span[] = [];
  for (const card of ast.cards) {
    spans.push(card.headerSpan);
    for (const f of card.fields) if (f.value.kind === 'Names' || f.value.kind === 'Text') spans.push(f.value.span);
  }
  if (ast.ruleset) spans.push(ast.ruleset.span);
  return spans;
}

export function rulesetWordCheck(ast: CardFile, text: string, ruleset: RulesetId): Diagnostic[] {
  const out: Diagnostic[] = [];
  const skip = freeTextSpans(ast);
  for (const t of lex(text).tokens) {
    const e = entryOf(t);
    if (!e || allowedIn(e, ruleset)) continue;
    const span = { start: t.startOffset, end: t.startOffset + t.image.length };
    if (skip.some((s) => span.start >= s.start && span.end <= s.end)) continue;
    const owners = e.rulesets.map((r) => RULESET_NAMES[r].zh).join('、');
    const ownersEn = e.rulesets.map((r) => RULESET_NAMES[r].en).join(', ');
    const d = diag('CS1030', span, [t.image, owners, RULESET_NAMES[ruleset].zh]);
    d.messageEn = `"${t.image}" belongs to ${ownersEn}, not to this ruleset (${RULESET_NAMES[ruleset].en})`;
    out.push(d);
  }
  return out;
}
