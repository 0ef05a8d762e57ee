// The pieces every clause reader shares: the parse context, clause items (tokens and bracket
// groups), their spans, and lookups of an item's vocabulary entry.
import { tokenMatcher, type IToken, type TokenType } from 'chevrotain';
import type { KeywordRef, NameRef, TypedRef } from '../ast.js';
import { diag, type Diagnostic } from '../diagnostics.js';
import { entryOf, NumberTok, Numeral, QuoteOpen } from '../lexer.js';
import type { BracketGroup, ClauseItem } from '../line-parser.js';
import { parseNumber } from '../numerals.js';
import type { Span } from '../source.js';
import type { Category, EntryOf, VocabEntry } from '../vocabulary.js';

/** What a reader needs: the file text (names are read back from it) and where to report. */
export interface Ctx {
  text: string;
  diags: Diagnostic[];
  /** While an ability is read: where its effects wrote X for a number (抽X张卡), in order. */
  xUses?: Span[];
  /** While the effect after 改为 is read: it may name no target (it keeps the target of the effect it replaces). */
  instead?: boolean;
  /**
   * While an ability is read: whether its 当…时 names a card as its subject (当己方卡灵被清除时), which 其 with no effect
   * before it names (若其等级≥3: language.md "Targets").
   */
  triggerSubject?: boolean;
  /**
   * While an ability is read: its X为… names 其's value (X为其常值), so a 选择X may be taken by an effect that acts on no
   * card but writes X (推动进度+X): X is the chosen card's value.
   */
  xReadsIt?: boolean;
  /** While an ability is read: 查看卡组顶N张卡, whose cards 其中一张 / 其余 after it name (report.ts lookAtDeckPhrase). */
  lookedAtDeck?: { n: number; span: Span; took?: boolean };
}

export const isGroup = (x: ClauseItem): x is BracketGroup => (x as BracketGroup).kind === 'bracket';

export function tokSpan(t: IToken): Span {
  return { start: t.startOffset, end: t.startOffset + t.image.length };
}

export function itemSpan(x: ClauseItem): Span {
  if (isGroup(x)) {
    const last = x.close ?? x.inner[x.inner.length - 1] ?? x.open;
    return { start: x.open.startOffset, end: last.startOffset + last.image.length };
  }
  return { start: x.startOffset, end: x.startOffset + x.image.length };
}

export function itemsSpan(items: readonly ClauseItem[]): Span {
  if (!items.length) return { start: 0, end: 0 };
  return { start: itemSpan(items[0]).start, end: itemSpan(items[items.length - 1]).end };
}

export function kwRef(t: IToken): KeywordRef {
  return { kind: 'Keyword', id: entryOf(t)!.id, text: t.image, span: tokSpan(t) };
}

/** A keyword with the value its word stands for; every word of the categories used this way has one. */
export function typedRef<C extends Category>(t: IToken, e: EntryOf<C>, span: Span = tokSpan(t)): TypedRef<C> {
  if (e.op === undefined) throw new Error(`vocabulary entry ${e.id} has no op`);
  return { kind: 'Keyword', id: e.id, text: t.image, span, op: e.op };
}

export function entry(x: ClauseItem | undefined): VocabEntry | undefined {
  return x && !isGroup(x) ? entryOf(x) : undefined;
}

export function is(x: ClauseItem | undefined, id: string): boolean {
  return entry(x)?.id === id;
}

export function cat(x: ClauseItem | undefined, c: Category): boolean {
  return entry(x)?.category === c;
}

export function isTok(x: ClauseItem | undefined, tt: TokenType): x is IToken {
  return !!x && !isGroup(x) && tokenMatcher(x, tt);
}

export function isNumberTok(x: ClauseItem | undefined): x is IToken {
  return isTok(x, NumberTok) || isTok(x, Numeral);
}

/** The largest number card text may hold: beyond it a number no longer has an exact value. */
const MAX_NUMBER = Number.MAX_SAFE_INTEGER;

/** X / Ｘ written for a number (抽X张卡，X为…): abilities.ts retypes it as a number token. */
export const isX = (image: string): boolean => /^[XxＸｘ]$/.test(image);

export function numberOf(t: IToken, ctx: Ctx): number | undefined {
  // X counts 1 per card its ability's X为… names (EffectOp.per); where it stands is kept to attach that to the effect.
  if (isX(t.image)) {
    (ctx.xUses ??= []).push(tokSpan(t));
    return 1;
  }
  const n = parseNumber(t.image);
  if (n === undefined) ctx.diags.push(diag('CS1008', tokSpan(t), [t.image]));
  else if (n > MAX_NUMBER) {
    // 99999999999999999999 would be stored as 100000000000000020000, a 400-digit one as Infinity.
    const shown = t.image.length > 24 ? `${t.image.slice(0, 20)}…(${t.image.length})` : t.image;
    ctx.diags.push(diag('CS1036', tokSpan(t), [shown, MAX_NUMBER]));
    return undefined;
  }
  return n;
}

export function quoteName(t: IToken, ctx: Ctx): NameRef {
  if (tokenMatcher(t, QuoteOpen)) {
    // The name most likely ends where the sentence goes on (。；，、 or a space): 」 is put there, else at the end.
    const inner = t.image.slice(1);
    const cut = inner.search(/[。；;，,、\s]/);
    const at = t.startOffset + 1 + (cut > 0 ? cut : inner.length);
    const fix = { title: '补上“」”', titleEn: 'insert "」"', edits: [{ span: { start: at, end: at }, newText: '」' }] };
    ctx.diags.push(diag('CS1027', tokSpan(t), [], { fixes: [fix] }));
  }
  const inner = t.image.replace(/^「/, '').replace(/」$/, '');
  return { kind: 'Name', name: inner, quoted: true, span: tokSpan(t) };
}

/** The single vocabulary word of a bracket group (【守护】, 【光暗值】), if it holds exactly one. */
export function bracketEntry(g: BracketGroup): VocabEntry | undefined {
  return g.inner.length === 1 ? entryOf(g.inner[0]) : undefined;
}
