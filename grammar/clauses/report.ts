// Reports of text a reader could not explain: one diagnostic per phrase (or per run of unknown
// characters), naming the construct expected there and, when a documented word is close to what
// was written, offering it as "did you mean" with a fix.
import type { IToken } from 'chevrotain';
import { CONSTRUCTS, type ConstructName } from '../constructs.js';
import { diag } from '../diagnostics.js';
import { entryOf } from '../lexer.js';
import { T2S } from '../script.js';
import type { ClauseItem } from '../line-parser.js';
import type { Span } from '../source.js';
import { closestForms, didYouMean, editDistance, formsOf } from '../suggest.js';
import { isGroup, itemSpan, itemsSpan, type Ctx } from './items.js';

/** Words that may stand in clause text: what a misspelt word there is compared with. */
const CLAUSE_FORMS = formsOf(
  [
    'effect',
    'event',
    'kind',
    'cardType',
    'zone',
    'side',
    'resource',
    'stat',
    'damageType',
    'duration',
    'ref',
    'filter',
    'range',
    'quantifier',
    'timing',
  ],
  new Set(['cardKind']),
);

/**
 * What may be misspelt after a whole effect: not a range, direction or timing, which stand before it (a duration
 * position never suggests 直视 for 直到…).
 */
export const AFTER_EFFECT_FORMS = formsOf(
  ['effect', 'event', 'kind', 'cardType', 'zone', 'side', 'resource', 'stat', 'damageType', 'duration', 'ref'],
  new Set(['cardKind']),
);

/** Item indexes [from, to) of the first run of touching characters that are no vocabulary word, if any. */
function unknownRun(items: readonly ClauseItem[]): [number, number] | undefined {
  let from = -1;
  for (let i = 0; i < items.length; i++) {
    const x = items[i];
    const known = isGroup(x) || entryOf(x as IToken) !== undefined || (x as IToken).tokenType.name !== 'Word';
    if (known) {
      if (from >= 0) return [from, i];
      continue;
    }
    if (from >= 0 && itemSpan(items[i - 1]).end !== itemSpan(x).start) return [from, i];
    if (from < 0) from = i;
  }
  return from >= 0 ? [from, items.length] : undefined;
}

/** The longest text compared as a whole with the vocabulary (a misspelt 直到回合结束 is one phrase). */
const WHOLE_MAX = 16;

/**
 * The did-you-mean extras for the first unknown run of `items`. The run alone, with the word glued
 * before or after it (推|动近度 → 推动进度, 获|的 → 获得), or the whole phrase when it is one glued run of
 * text (直到回合终结 → 直到回合结束) is compared with `forms`. A suggestion must keep a character of the
 * unknown run; a single character is compared with nothing alone (直 is one edit from every two-character
 * form that holds it); the suggestion closest for its length wins, so the one that explains most of the text.
 */
function suggestionsFor(items: readonly ClauseItem[], ctx: Ctx, forms: readonly string[]) {
  const run = unknownRun(items);
  if (!run) return {};
  const [a, b] = run;
  const glued = (i: number, j: number) =>
    i >= 0 &&
    j < items.length &&
    !isGroup(items[i]) &&
    !isGroup(items[j]) &&
    itemSpan(items[i]).end === itemSpan(items[j]).start;
  const spans: Span[] = [];
  for (const [i, j] of [
    [a, b],
    [a - 1, b],
    [a, b + 1],
    [a - 1, b + 1],
  ] as const) {
    if (i < 0 || j > items.length || (i < a && !glued(i, a)) || (j > b && !glued(b - 1, b))) continue;
    spans.push({ start: itemSpan(items[i]).start, end: itemSpan(items[j - 1]).end });
  }
  const whole = itemsSpan(items);
  let allGlued = whole.end - whole.start <= WHOLE_MAX;
  for (let i = 0; allGlued && i + 1 < items.length; i++) allGlued = glued(i, i + 1);
  if (allGlued && !spans.some((s) => s.start === whole.start && s.end === whole.end)) spans.push(whole);
  const unknown = ctx.text.slice(itemSpan(items[a]).start, itemSpan(items[b - 1]).end);
  let best: { span: Span; forms: string[]; score: number } | undefined;
  for (const span of spans) {
    const word = ctx.text.slice(span.start, span.end);
    const len = [...word].length;
    if (len < 2) continue;
    const found = closestForms(word, forms).filter((f) => [...f].some((c) => unknown.includes(c)));
    if (!found.length) continue;
    const score = editDistance(word, found[0]) / Math.max(len, [...found[0]].length);
    if (!best || score < best.score) best = { span, forms: found, score };
  }
  return best ? didYouMean(best.forms, best.span) : {};
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
  ctx.diags.push(
    diag(code, span, [ctx.text.slice(span.start, span.end), c.zh, c.en], suggestionsFor(items, ctx, forms)),
  );
}

/**
 * CS1023 over a run of plain Chinese right before a card kind (`萨姆科研院角色`, `狼群卡灵`): the writer named a trait
 * the way the printed card says it, which the language writes `特征为「X」的` (SLCG-TG-01: targets are narrowed by
 * what they are). The fix writes it so, in the line's script. Any other run: the plain CS1023.
 */
export function notUnderstoodBeforeKind(ctx: Ctx, items: readonly ClauseItem[]): void {
  const span = itemsSpan(items);
  const word = ctx.text.slice(span.start, span.end);
  if (!/^\p{Script=Han}{2,12}$/u.test(word)) return notUnderstood(ctx, 'CS1023', items, 'target');
  const lineStart = ctx.text.lastIndexOf('\n', span.start) + 1;
  const lineEnd = ctx.text.indexOf('\n', span.end);
  const line = ctx.text.slice(lineStart, lineEnd < 0 ? undefined : lineEnd);
  const traditional = [...line].some((ch) => T2S.has(ch));
  const fixed = `${traditional ? '特徵為' : '特征为'}「${word}」的`;
  const c = CONSTRUCTS.target;
  ctx.diags.push(
    diag('CS1023', span, [word, c.zh, c.en], {
      notes: [
        {
          zh: `若“${word}”是特征，写作“${fixed}”`,
          en: `if "${word}" is a trait, write "${fixed}"`,
        },
      ],
      fixes: [{ title: `改为“${fixed}”`, titleEn: `change to "${fixed}"`, edits: [{ span, newText: fixed }] }],
    }),
  );
}

/**
 * CS1033: `construct` was expected after the text up to `after`; `found` (what stands there instead)
 * is offered the closest of `forms` as a fix.
 */
export function expected(
  ctx: Ctx,
  from: number,
  after: number,
  construct: ConstructName,
  found: readonly ClauseItem[],
  forms: readonly string[],
): void {
  const c = CONSTRUCTS[construct];
  const span = found.length ? itemsSpan(found) : { start: after, end: after };
  const extras = found.length ? didYouMean(closestForms(ctx.text.slice(span.start, span.end), forms), span) : {};
  ctx.diags.push(diag('CS1033', span, [ctx.text.slice(from, after), c.zh, c.en], extras));
}
