// Recovery before and after the line parser: brackets are balanced on each line (unclosed, stray
// and mismatched ones are reported with fixes and repaired so the parser sees pairs), a 【 closed
// only on the next line joins the two lines, and parser exceptions become diagnostics.
import { tokenMatcher, type IRecognitionException, type IToken } from 'chevrotain';
import { diag, type Diagnostic } from './diagnostics.js';
import { ClauseTok, entryOf, LBracket, LimitTok, RBracket, cardLexer } from './lexer.js';
import { tokSpan, type Ctx } from './clauses/items.js';
import type { Span } from './source.js';

export interface Line {
  tokens: IToken[];
  start: number;
  end: number;
  indented: boolean;
}

/** Categories whose words stand inside 【】. */
export const BRACKETABLE: ReadonlySet<string> = new Set([
  'trait',
  'timing',
  'side',
  'limit',
  'effectKind',
  'variant',
  'mark',
]);

const BRACKET_PAIRS: Readonly<Record<string, string>> = { '【': '】', '[': ']', '（': '）', '(': ')' };

const isHeadWord = (t: IToken) =>
  tokenMatcher(t, ClauseTok) && !tokenMatcher(t, LimitTok) && entryOf(t)?.category !== 'cost';

/** The last 【 of a line that no 】 after it closes, if any. */
function openAtEnd(line: Line): number {
  let open = -1;
  for (let i = 0; i < line.tokens.length; i++) {
    const t = line.tokens[i];
    if (tokenMatcher(t, LBracket)) open = i;
    else if (tokenMatcher(t, RBracket)) open = -1;
  }
  return open;
}

/** The first 】 of a line if it comes before any 【. */
function closeAtStart(line: Line): number {
  for (let i = 0; i < line.tokens.length; i++) {
    const t = line.tokens[i];
    if (tokenMatcher(t, LBracket)) return -1;
    if (tokenMatcher(t, RBracket)) return i;
  }
  return -1;
}

/**
 * `【登场` + next line `时】抽1张卡。`: one line broken inside 【】. The two lines become one (CS1034,
 * with a fix that removes the break); the words inside are read again as if written together.
 * Returns the joined line, or undefined when `a` and `b` are not such a pair.
 */
export function joinBrokenBracket(a: Line, b: Line, text: string, diags: Diagnostic[]): Line | undefined {
  const o = openAtEnd(a);
  const k = o < 0 ? -1 : closeAtStart(b);
  if (k < 0) return undefined;
  const open = a.tokens[o];
  const close = b.tokens[k];
  const aEnd = tokSpan(a.tokens[a.tokens.length - 1]).end;
  const bStart = b.tokens[0].startOffset;
  const left = text.slice(open.startOffset + open.image.length, aEnd);
  const inner = left + text.slice(bStart, close.startOffset);
  const innerTokens = cardLexer.tokenize(inner).tokens.filter((t) => t.tokenType.name !== 'Newline');
  for (const t of innerTokens) {
    // Offsets in the joined inner text, back to the file: before the break on line a, after it on line b.
    const off = t.startOffset;
    (t as { startOffset: number }).startOffset =
      off < left.length ? open.startOffset + open.image.length + off : bStart + off - left.length;
  }
  const span: Span = { start: open.startOffset, end: tokSpan(close).end };
  diags.push(
    diag('CS1034', span, [text.slice(span.start, span.end).replace(/\s+/g, '')], {
      fixes: [
        {
          title: '把这两行连起来',
          titleEn: 'join the two lines',
          edits: [{ span: { start: aEnd, end: bStart }, newText: '' }],
        },
      ],
    }),
  );
  return {
    tokens: [...a.tokens.slice(0, o + 1), ...innerTokens, ...b.tokens.slice(k)],
    start: a.start,
    end: b.end,
    indented: a.indented,
  };
}

/**
 * Checks 【】 on one line before parsing: reports unclosed, stray and mismatched brackets (with
 * fixes) and repairs the token list so the parser sees balanced brackets.
 */
export function balanceBrackets(line: Line, ctx: Ctx): IToken[] {
  if (balanced(line.tokens)) return line.tokens;
  const out: IToken[] = [];
  let open: IToken | undefined;
  let openAt = -1;
  for (const t of line.tokens) {
    if (tokenMatcher(t, LBracket)) {
      if (open) closeOpen(open, openAt, out, ctx);
      open = t;
      openAt = out.length;
      out.push(t);
    } else if (tokenMatcher(t, RBracket)) {
      if (!open) {
        strayClose(t, out, ctx);
        continue;
      }
      const want = BRACKET_PAIRS[open.image];
      if (t.image !== want) {
        const fix = { title: `改为“${want}”`, titleEn: `use "${want}"`, edits: [{ span: tokSpan(t), newText: want }] };
        ctx.diags.push(
          diag('CS1014', { start: open.startOffset, end: t.startOffset + 1 }, [open.image, t.image], { fixes: [fix] }),
        );
      }
      open = undefined;
      out.push(t);
    } else out.push(t);
  }
  if (open) closeOpen(open, openAt, out, ctx);
  return out;
}

/** Every bracket closed by its own kind of bracket, none stray: nothing to repair (most lines). */
function balanced(toks: readonly IToken[]): boolean {
  let open: IToken | undefined;
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i];
    if (tokenMatcher(t, LBracket)) {
      if (open) return false;
      open = t;
    } else if (tokenMatcher(t, RBracket)) {
      if (!open || t.image !== BRACKET_PAIRS[open.image]) return false;
      open = undefined;
    }
  }
  return !open;
}

/**
 * An unclosed 【 is closed after the words that can stand inside it: before any ：；。 【, a limit
 * or cost head (回1, 耗能2), or a space after the first word. 【登场时可以…: keyword words first, so
 * the bracket closes after 登场时; otherwise (an unknown word) after whatever is glued to it.
 */
function closeOpen(o: IToken, openAt: number, out: IToken[], ctx: Ctx): void {
  const first = openAt + 1;
  const bracketWords = first < out.length && BRACKETABLE.has(entryOf(out[first])?.category ?? '');
  let k = first;
  while (k < out.length) {
    const t = out[k];
    const glued = k === first || t.startOffset === tokSpan(out[k - 1]).end;
    const inside = bracketWords ? BRACKETABLE.has(entryOf(t)?.category ?? '') && glued : isHeadWord(t) && glued;
    if (!inside) break;
    k++;
  }
  const at = tokSpan(out[k - 1]).end;
  const close = BRACKET_PAIRS[o.image] ?? '】';
  ctx.diags.push(
    diag('CS1003', tokSpan(o), [o.image], {
      fixes: [
        {
          title: `补上“${close}”`,
          titleEn: `insert "${close}"`,
          edits: [{ span: { start: at, end: at }, newText: close }],
        },
      ],
    }),
  );
  // Zero width: the bracket is not in the text, so nothing may span past where it would go.
  out.splice(k, 0, {
    ...o,
    image: '',
    startOffset: at,
    endOffset: at,
    tokenType: RBracket,
    tokenTypeIdx: RBracket.tokenTypeIdx,
    isInsertedInRecovery: true,
  } as IToken);
}

/**
 * `守护】`: the words glued before a stray 】 (back to a bracket, a limit or cost head, or a space)
 * were meant to be in brackets; a 【 is opened before them so the rest of the line reads normally.
 * With nothing glued to it, the 】 is dropped.
 */
function strayClose(t: IToken, out: IToken[], ctx: Ctx): void {
  let k = out.length;
  while (
    k > 0 &&
    isHeadWord(out[k - 1]) &&
    tokSpan(out[k - 1]).end === (k === out.length ? t.startOffset : out[k].startOffset)
  )
    k--;
  const remove = {
    title: `删除“${t.image}”`,
    titleEn: `remove "${t.image}"`,
    edits: [{ span: tokSpan(t), newText: '' }],
  };
  if (k === out.length) {
    ctx.diags.push(diag('CS1011', tokSpan(t), [t.image], { fixes: [remove] }));
    return;
  }
  const at = out[k].startOffset;
  const want = t.image === ']' ? '[' : '【';
  const insert = {
    title: `补上“${want}”`,
    titleEn: `insert "${want}"`,
    edits: [{ span: { start: at, end: at }, newText: want }],
  };
  ctx.diags.push(diag('CS1011', tokSpan(t), [t.image], { fixes: [insert, remove] }));
  out.splice(k, 0, {
    ...t,
    image: '',
    startOffset: at,
    endOffset: at,
    tokenType: LBracket,
    tokenTypeIdx: LBracket.tokenTypeIdx,
    isInsertedInRecovery: true,
  } as IToken);
  out.push(t);
}

/** A parser error: leftover input reads "X makes no sense here"; anything else is a syntax error. */
export function parseError(e: IRecognitionException, line: Line): Diagnostic {
  const s = errSpan(e.token, line);
  const span = { start: Math.min(s.start, line.end), end: Math.min(s.end, line.end) };
  if (e.name === 'NotAllInputParsedException') return diag('CS1029', span, [e.token.image]);
  return diag('CS1004', span, [e.message]);
}

function errSpan(t: IToken, line: Line): Span {
  if (!t || t.tokenType.name === 'EOF' || Number.isNaN(t.startOffset)) return { start: line.end, end: line.end };
  return tokSpan(t);
}
