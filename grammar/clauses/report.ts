// Reports of text a reader could not explain: one diagnostic per phrase (or per run of unknown
// characters), naming the construct expected there and, when a documented word is close to what
// was written, offering it as "did you mean" with a fix.
import type { IToken } from 'chevrotain';
import { CONSTRUCTS, type ConstructName } from '../constructs.js';
import { diag } from '../diagnostics.js';
import { entryOf } from '../lexer.js';
import type { ClauseItem } from '../line-parser.js';
import type { Span } from '../source.js';
import { closestForms, didYouMean, formsOf } from '../suggest.js';
import { isGroup, itemSpan, itemsSpan, type Ctx } from './items.js';

/** Words that may stand in clause text: what a misspelt word there is compared with. */
const CLAUSE_FORMS = formsOf(
  ['effect', 'event', 'kind', 'cardType', 'zone', 'side', 'resource', 'stat', 'damageType', 'duration', 'ref', 'filter', 'range', 'quantifier', 'timing'],
  new Set(['cardKind']),
);

/** The first run of touching characters that are no vocabulary word, if any. */
export function unknownRun(items: readonly ClauseItem[]): Span | undefined {
  let run: Span | undefined;
  for (const x of items) {
    const known = isGroup(x) || entryOf(x as IToken) !== undefined || (x as IToken).tokenType.name !== 'Word';
    const s = itemSpan(x);
    if (known) {
      if (run) return run;
      continue;
    }
    if (run && run.end === s.start) run.end = s.end;
    else if (!run) run = { start: s.start, end: s.end };
  }
  return run;
}

/** The did-you-mean extras for the first unknown run of `items`, compared with `forms`. */
function suggestionsFor(items: readonly ClauseItem[], ctx: Ctx, forms: readonly string[]) {
  const run = unknownRun(items);
  if (!run) return {};
  return didYouMean(closestForms(ctx.text.slice(run.start, run.end), forms), run);
}

/** CS1016 (effect), CS1022 (condition) or CS1023 (target) over `items`, naming what was expected. */
export function notUnderstood(
  ctx: Ctx,
  code: 'CS1016' | 'CS1022' | 'CS1023',
  items: readonly ClauseItem[],
  construct: ConstructName,
  at?: Span,
  forms: readonly string[] = CLAUSE_FORMS,
): void {
  const span = items.length ? itemsSpan(items) : (at ?? { start: 0, end: 0 });
  const c = CONSTRUCTS[construct];
  ctx.diags.push(diag(code, span, [ctx.text.slice(span.start, span.end), c.zh, c.en], suggestionsFor(items, ctx, forms)));
}

/**
 * CS1033: `construct` was expected after the text up to `after`; `found` (what stands there instead)
 * is offered the closest of `forms` as a fix.
 */
export function expected(ctx: Ctx, from: number, after: number, construct: ConstructName, found: readonly ClauseItem[], forms: readonly string[]): void {
  const c = CONSTRUCTS[construct];
  const span = found.length ? itemsSpan(found) : { start: after, end: after };
  const extras = found.length ? didYouMean(closestForms(ctx.text.slice(span.start, span.end), forms), span) : {};
  ctx.diags.push(diag('CS1033', span, [ctx.text.slice(from, after), c.zh, c.en], extras));
}
