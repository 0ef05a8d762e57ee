// Text → AST. The file is cut into card blocks at lines that start with 卡牌 at column 0; each
// block is lexed and parsed on its own (and cached by its text), so a typo in one card never
// hides the next one and an editor re-parses only the blocks that changed.
import { tokenMatcher, type IRecognitionException, type IToken } from 'chevrotain';
import type { Ability, CardBlock, CardFile, Cost, Field, FieldValue, KeywordRef, Limit, NameRef, SummonOption } from './ast.js';
import { itemSpan, itemsSpan, kwRef, numberOf, parseClause, parseCondition, parseTarget, parseTrigger, splitPhrases, tokSpan, type Ctx } from './clauses.js';
import { diag, type Diagnostic } from './diagnostics.js';
import {
  CAT, ClauseTok, Colon, Comma, Enum, LBracket, LimitTok, Minus, NumberTok, Numeral, Period, Plus, RBracket, cardLexer, entryOf,
} from './lexer.js';
import { parseAbilityLine, parseFieldLine, type BracketGroup, type ClauseItem } from './line-parser.js';
import { parseNumber } from './numerals.js';
import { RULESET_ALIASES } from './rulesets.js';
import type { Span } from './source.js';
import { editDistance, suggest } from './suggest.js';
import { VOCABULARY, VOCAB_BY_FORM } from './vocabulary.js';

export interface ParseResult {
  ast: CardFile;
  diagnostics: Diagnostic[];
}

export interface BlockResult {
  card?: CardBlock;
  /** `规则：…` directive, for the lines before the first card. */
  ruleset?: CardFile['ruleset'];
  diagnostics: Diagnostic[];
  /** Offset the spans were computed at. */
  base: number;
}

/** 卡牌 at column 0, then a space (or stray punctuation before the name, CS1031). */
const CARD_START = /^(卡牌)(?=[\s\u3000]|$|[【】：:；;，,。、])/;
/** `卡 名称`, `牌 名称`, `卡排 名称`: a misspelt 卡牌 still starts a block (CS1032), so its lines do not run into the previous card. */
const CARD_START_TYPO = /^([^\s\u3000#:：]{1,3})[ \t\u3000]+[^\s\u3000#:：][^:：\r\n]*$/;

function headerWord(line: string): string | undefined {
  if (CARD_START.test(line)) return '卡牌';
  const m = CARD_START_TYPO.exec(line);
  return m && editDistance(m[1], '卡牌') <= 1 ? m[1] : undefined;
}

interface Chunk {
  start: number;
  end: number;
  isCard: boolean;
}

/** Cuts the text into the prelude (before the first card) and card blocks. */
export function splitBlocks(text: string): Chunk[] {
  const chunks: Chunk[] = [];
  let cur: Chunk = { start: 0, end: 0, isCard: false };
  let pos = 0;
  // Lines end at \r\n, \n or a lone \r, as in the lexer and LineIndex.
  const lineBreak = /\r\n?|\n/g;
  while (pos <= text.length) {
    lineBreak.lastIndex = pos;
    const m = lineBreak.exec(text);
    if (headerWord(text.slice(pos, m ? m.index : text.length)) !== undefined) {
      cur.end = pos;
      if (cur.end > cur.start || cur.isCard) chunks.push(cur);
      cur = { start: pos, end: pos, isCard: true };
    }
    pos = m ? m.index + m[0].length : text.length + 1;
  }
  cur.end = text.length;
  chunks.push(cur);
  return chunks;
}

const cache = new Map<string, BlockResult>();
const CACHE_MAX = 50_000;

/** Parses a whole file. Blocks whose text is unchanged come from the cache. */
export function parseText(text: string): ParseResult {
  const cards: CardBlock[] = [];
  const diagnostics: Diagnostic[] = [];
  let ruleset: CardFile['ruleset'];
  for (const ch of splitBlocks(text)) {
    const r = parseChunk(text, ch);
    if (r.card) cards.push(r.card);
    if (r.ruleset) ruleset = r.ruleset;
    diagnostics.push(...r.diagnostics);
  }
  return { ast: { kind: 'File', span: { start: 0, end: text.length }, ruleset, cards }, diagnostics };
}

export function clearParseCache(): void {
  cache.clear();
}

function parseChunk(text: string, ch: Chunk): BlockResult {
  const src = text.slice(ch.start, ch.end);
  const key = (ch.isCard ? 'C' : 'P') + src;
  const hit = cache.get(key);
  if (hit) return hit.base === ch.start ? hit : shifted(hit, ch.start);
  const r = ch.isCard ? parseCardBlock(text, ch.start, ch.end) : parsePrelude(text, ch.start, ch.end);
  if (cache.size >= CACHE_MAX) cache.clear();
  cache.set(key, r);
  return r;
}

/** Moves every span of a cached block result to a new base offset (a fresh copy: results are shared). */
function shifted(r: BlockResult, base: number): BlockResult {
  const d = base - r.base;
  const out: BlockResult = { diagnostics: shiftCopy(r.diagnostics, d) as Diagnostic[], base };
  if (r.card) out.card = shiftCopy(r.card, d) as CardBlock;
  if (r.ruleset) out.ruleset = shiftCopy(r.ruleset, d) as CardFile['ruleset'];
  return out;
}

/**
 * Deep copy of plain AST/diagnostic data, adding d to every span ({start, end} and nothing else).
 * Kept as one hoisted function with plain loops: it runs for every block after an edit point.
 */
function shiftCopy(v: unknown, d: number): unknown {
  if (Array.isArray(v)) {
    const n = v.length;
    const a = new Array(n);
    for (let i = 0; i < n; i++) a[i] = shiftCopy(v[i], d);
    return a;
  }
  if (v === null || typeof v !== 'object') return v;
  const src = v as Record<string, unknown>;
  const o: Record<string, unknown> = {};
  let keys = 0;
  for (const k in src) {
    const x = src[k];
    o[k] = x !== null && typeof x === 'object' ? shiftCopy(x, d) : x;
    keys++;
  }
  if (keys === 2 && typeof o.start === 'number' && typeof o.end === 'number') {
    o.start = (o.start as number) + d;
    o.end = (o.end as number) + d;
  }
  return o;
}

interface Line {
  tokens: IToken[];
  start: number;
  end: number;
  indented: boolean;
}

/** Lexes [start, end) of the text; offsets in tokens are absolute. */
function lexRange(text: string, start: number, end: number, diags: Diagnostic[]): Line[] {
  const src = text.slice(start, end);
  const r = cardLexer.tokenize(src);
  for (const e of r.errors) {
    const s = start + e.offset;
    diags.push(diag('CS1001', { start: s, end: s + e.length }, [src.substr(e.offset, e.length)]));
  }
  const lines: Line[] = [];
  let cur: IToken[] = [];
  let lineStart = 0;
  const flush = (lineEnd: number) => {
    if (cur.length) {
      const first = cur[0];
      const indented = first.startOffset > lineStart;
      lines.push({ tokens: cur, start: first.startOffset, end: lineEnd, indented });
    }
    cur = [];
  };
  for (const t of r.tokens) {
    (t as { startOffset: number }).startOffset += start;
    if (t.tokenType.name === 'Newline') {
      flush(t.startOffset);
      lineStart = t.startOffset + t.image.length;
    } else cur.push(t);
  }
  flush(end);
  return lines;
}

function parsePrelude(text: string, start: number, end: number): BlockResult {
  const diagnostics: Diagnostic[] = [];
  let lastStrayEnd = -1;
  let ruleset: CardFile['ruleset'];
  for (const line of lexRange(text, start, end, diagnostics)) {
    const [a, b] = line.tokens;
    if (entryOf(a)?.id === 'rulesetDirective' && b && tokenMatcher(b, Colon)) {
      const valSpan = { start: b.startOffset + b.image.length, end: line.end };
      const val = text.slice(valSpan.start, valSpan.end).replace(/#.*$/, '').trim();
      const id = RULESET_ALIASES[val] ?? RULESET_ALIASES[val.toLowerCase()];
      const valStart = valSpan.start + text.slice(valSpan.start, valSpan.end).indexOf(val);
      if (!id) diagnostics.push(diag('CS1025', val ? { start: valStart, end: valStart + val.length } : tokSpan(b), [val]));
      else ruleset = { id, span: { start: line.start, end: valStart + val.length } };
      continue;
    }
    // A run of stray lines (e.g. a card whose 卡牌 header was lost) is one diagnostic.
    const prev = diagnostics[diagnostics.length - 1];
    if (prev?.code === 'CS1009' && prev.span.end === lastStrayEnd) diagnostics[diagnostics.length - 1] = diag('CS1009', { start: prev.span.start, end: line.end });
    else diagnostics.push(diag('CS1009', { start: line.start, end: line.end }));
    lastStrayEnd = line.end;
  }
  return { ruleset, diagnostics, base: start };
}

const BRACKET_PAIRS: Record<string, string> = { '【': '】', '[': ']', '（': '）', '(': ')' };

/**
 * Checks 【】 on one line before parsing: reports unclosed, stray and mismatched brackets
 * (with fixes) and repairs the token list so the parser sees balanced brackets.
 */
function balanceBrackets(line: Line, ctx: Ctx): IToken[] {
  const out: IToken[] = [];
  let open: IToken | undefined;
  // An unclosed 【 is closed after the words that can stand inside it: before any ：；。 【, a limit
  // or cost head (回1, 耗能2), or a space after the first word.
  let openAt = -1;
  const closeOpen = (o: IToken) => {
    const first = openAt + 1;
    let k = first;
    const glued = (t: IToken) => k === first || t.startOffset === tokSpan(out[k - 1]).end;
    const bracketable = (t: IToken | undefined) => !!t && BRACKETABLE.has(entryOf(t)?.category ?? '');
    // 【登场时可以…: keyword words first, so the bracket closes after 登场时; otherwise (an unknown
    // word) after whatever is glued to it.
    const inside = bracketable(out[first])
      ? (t: IToken) => bracketable(t) && glued(t)
      : (t: IToken) => tokenMatcher(t, ClauseTok) && !tokenMatcher(t, LimitTok) && entryOf(t)?.category !== 'cost' && glued(t);
    while (k < out.length && inside(out[k])) k++;
    const at = tokSpan(out[k - 1]).end;
    ctx.diags.push(unclosed(o, at));
    out.splice(k, 0, virtualClose(o, at));
  };
  for (const t of line.tokens) {
    if (tokenMatcher(t, LBracket)) {
      if (open) closeOpen(open);
      open = t;
      openAt = out.length;
      out.push(t);
    } else if (tokenMatcher(t, RBracket)) {
      if (!open) {
        // `守护】`: the words glued before the stray 】 (back to a bracket, a limit or cost head, or
        // a space) were meant to be in brackets; open one before them so the rest of the line reads
        // normally. With nothing glued to it, the 】 is dropped.
        let k = out.length;
        const gluedWord = (x: IToken) =>
          tokenMatcher(x, ClauseTok) && !tokenMatcher(x, LimitTok) && entryOf(x)?.category !== 'cost' && tokSpan(x).end === (k === out.length ? t.startOffset : out[k].startOffset);
        while (k > 0 && gluedWord(out[k - 1])) k--;
        const remove = { title: `删除“${t.image}”`, titleEn: `remove "${t.image}"`, edits: [{ span: tokSpan(t), newText: '' }] };
        if (k === out.length) {
          ctx.diags.push(diag('CS1011', tokSpan(t), [t.image], { fixes: [remove] }));
          continue;
        }
        const at = out[k].startOffset;
        const want = t.image === ']' ? '[' : '【';
        const insert = { title: `补上“${want}”`, titleEn: `insert "${want}"`, edits: [{ span: { start: at, end: at }, newText: want }] };
        ctx.diags.push(diag('CS1011', tokSpan(t), [t.image], { fixes: [insert, remove] }));
        out.splice(k, 0, { ...t, image: '', startOffset: at, endOffset: at, tokenType: LBracket, tokenTypeIdx: LBracket.tokenTypeIdx, isInsertedInRecovery: true } as IToken);
        out.push(t);
        continue;
      }
      const want = BRACKET_PAIRS[open.image];
      if (t.image !== want) {
        const fix = { title: `改为“${want}”`, titleEn: `use "${want}"`, edits: [{ span: tokSpan(t), newText: want }] };
        ctx.diags.push(diag('CS1014', { start: open.startOffset, end: t.startOffset + 1 }, [open.image, t.image], { fixes: [fix] }));
      }
      open = undefined;
      out.push(t);
    } else out.push(t);
  }
  if (open) closeOpen(open);
  return out;
}

function unclosed(open: IToken, at: number): Diagnostic {
  const close = BRACKET_PAIRS[open.image] ?? '】';
  return diag('CS1003', tokSpan(open), [open.image], {
    fixes: [{ title: `补上“${close}”`, titleEn: `insert "${close}"`, edits: [{ span: { start: at, end: at }, newText: close }] }],
  });
}

function virtualClose(open: IToken, at: number): IToken {
  // Zero width: the bracket is not in the text, so nothing may span past where it would go.
  return { ...open, image: '', startOffset: at, endOffset: at, tokenType: RBracket, tokenTypeIdx: RBracket.tokenTypeIdx, isInsertedInRecovery: true } as IToken;
}

function parseCardBlock(text: string, start: number, end: number): BlockResult {
  const diagnostics: Diagnostic[] = [];
  const ctx: Ctx = { text, diags: diagnostics };
  const lines = lexRange(text, start, end, diagnostics);
  const header = lines[0];
  // The block starts at column 0 with 卡牌 (or a misspelling of it, see CARD_START_TYPO).
  const kw = headerWord(text.slice(start, header.end).replace(/#.*$/, '').trimEnd()) ?? '卡牌';
  const kwSpan = { start, end: start + kw.length };
  if (kw !== '卡牌') {
    diagnostics.push(diag('CS1032', kwSpan, [kw], {
      fixes: [{ title: '改为“卡牌”', titleEn: 'change to "卡牌"', edits: [{ span: kwSpan, newText: '卡牌' }] }],
    }));
  }
  // The name is the rest of the header line, read back from the source exactly as written.
  const afterKw = kwSpan.end;
  const rawName = text.slice(afterKw, header.end);
  const name = rawName.replace(/#.*$/, '').trim();
  const nameStart = afterKw + rawName.indexOf(name);
  const nameSpan = { start: nameStart, end: nameStart + name.length };
  if (!name) diagnostics.push(diag('CS1010', kwSpan));
  else if (/^[【】：:；;，,。、]|[【】：:；;，,。、]$/.test(name)) diagnostics.push(diag('CS1031', nameSpan, [name]));
  const card: CardBlock = {
    kind: 'Card',
    name,
    nameSpan,
    headerSpan: { start, end: header.end },
    span: { start, end: lastContentEnd(text, start, end) },
    fields: [],
    statics: [],
    abilities: [],
  };
  const seen = new Map<string, Field>();
  let unknownFields = 0;
  let lastUnindented = -1;
  for (const line of lines.slice(1)) {
    if (!line.indented) {
      lastUnindented = line.start;
      diagnostics.push(diag('CS1026', { start: line.start, end: line.end }, [], {
        fixes: [{ title: '缩进这一行', titleEn: 'indent this line', edits: [{ span: { start: line.start, end: line.start }, newText: '  ' }] }],
      }));
    }
    const toks = balanceBrackets(line, ctx);
    if (!toks.length) continue;
    const unknownLabel = unknownFieldLabel(toks);
    if (unknownLabel) {
      const word = text.slice(unknownLabel.start, unknownLabel.end);
      const forms = VOCABULARY.filter((e) => e.category === 'field').flatMap((e) => [e.canonical, ...e.aliases]);
      diagnostics.push(diag('CS1006', unknownLabel, [word], withSuggestions(didYouMean(word, forms), unknownLabel)));
      unknownFields++;
      continue;
    }
    if (isFieldLine(toks)) {
      for (const f of fieldLine(toks, line, ctx)) {
        const prev = seen.get(f.id);
        // Not across an unindented line: that is likely a lost 卡牌 header, and the fields after it
        // belong to another card.
        if (prev && prev.span.start > lastUnindented) diagnostics.push(diag('CS1012', f.label.span, [f.label.text], { related: [{ span: prev.label.span, message: '首次出现', messageEn: 'first here' }] }));
        else seen.set(f.id, f);
        card.fields.push(f);
      }
    } else abilityLine(toks, line, ctx, card);
  }
  if (name && lines.length === 1) diagnostics.push(diag('CS1019', nameSpan, [name]));
  else if (name && !seen.has('type') && !unknownFields) {
    const at = header.end;
    diagnostics.push(diag('CS1013', nameSpan, [name], {
      fixes: [{ title: '添加“类型：”', titleEn: 'add "类型："', edits: [{ span: { start: at, end: at }, newText: '\n  类型：' }] }],
    }));
  }
  return { card, diagnostics, base: start };
}

function lastContentEnd(text: string, start: number, end: number): number {
  let e = end;
  while (e > start && /\s/.test(text[e - 1])) e--;
  return e;
}

const NOT_IN_LABEL = new Set(['field', 'effect', 'connective', 'timing', 'event', 'side', 'limit', 'cost', 'trait', 'effectKind', 'ref', 'quantifier', 'variant']);

/** `攻速：3`: a few words that are no field name, then a colon, at the start of a line — a misspelt or unknown field. */
function unknownFieldLabel(toks: IToken[]): Span | undefined {
  const ci = toks.findIndex((t) => tokenMatcher(t, Colon));
  if (ci < 1 || ci > 4) return undefined;
  const label = toks.slice(0, ci);
  for (const t of label) {
    const e = entryOf(t);
    if (e ? NOT_IN_LABEL.has(e.category) : t.tokenType.name !== 'Word' && t.tokenType.name !== 'AsciiWord') return undefined;
  }
  return { start: label[0].startOffset, end: tokSpan(label[label.length - 1]).end };
}

function isFieldLine(toks: IToken[]): boolean {
  const [a, b] = toks;
  if (!tokenMatcher(a, CAT.field)) {
    // An unknown word followed by a colon at the start of a line is a misspelt field.
    return false;
  }
  // 攻击：3 is a field; 攻击 without a colon starting a line is still read as a field (missing colon).
  return !!b && (tokenMatcher(b, Colon) || !isAbilityStart(b));
}

function isAbilityStart(t: IToken): boolean {
  return tokenMatcher(t, LBracket) || tokenMatcher(t, LimitTok) || entryOf(t)?.category === 'effect';
}

function fieldLine(toks: IToken[], line: Line, ctx: Ctx): Field[] {
  const { groups, errors } = parseFieldLine(toks);
  for (const e of errors) ctx.diags.push(parseError(e, line));
  const out: Field[] = [];
  for (const g of groups) {
    if (!g.label || g.label.isInsertedInRecovery) continue;
    const label = kwRef(g.label);
    if (!g.colon) ctx.diags.push(diag('CS1005', label.span, [label.text], {
      fixes: [{ title: '补上“：”', titleEn: 'insert "："', edits: [{ span: { start: label.span.end, end: label.span.end }, newText: '：' }] }],
    }));
    const end = g.value.length ? tokSpan(g.value[g.value.length - 1]).end : (g.colon ? tokSpan(g.colon).end : label.span.end);
    const span = { start: label.span.start, end };
    out.push({ kind: 'Field', id: label.id, label, span, value: fieldValue(label, g.value, ctx) });
  }
  return out;
}

/** A parser error: leftover input reads "X makes no sense here"; anything else is a syntax error. */
function parseError(e: IRecognitionException, line: Line): Diagnostic {
  const s = errSpan(e.token, line);
  const span = { start: Math.min(s.start, line.end), end: Math.min(s.end, line.end) };
  if (e.name === 'NotAllInputParsedException') return diag('CS1029', span, [e.token.image]);
  return diag('CS1004', span, [e.message]);
}

function errSpan(t: IToken, line: Line): Span {
  if (!t || t.tokenType.name === 'EOF' || Number.isNaN(t.startOffset)) return { start: line.end, end: line.end };
  return tokSpan(t);
}

function stripPeriod(v: IToken[]): IToken[] {
  return v.length && tokenMatcher(v[v.length - 1], Period) ? v.slice(0, -1) : v;
}

function fieldValue(label: KeywordRef, raw: IToken[], ctx: Ctx): FieldValue {
  const v = stripPeriod(raw);
  if (!v.length) {
    ctx.diags.push(diag('CS1007', label.span, [label.text]));
    return { kind: 'Missing', span: { start: label.span.end, end: label.span.end } };
  }
  const span = { start: v[0].startOffset, end: tokSpan(v[v.length - 1]).end };
  const text = ctx.text.slice(span.start, span.end);
  const bad = (why: string, whyEn: string) => {
    ctx.diags.push(diag('CS1018', span, [label.text, text, why], { notes: [{ zh: why, en: whyEn }] }));
  };
  switch (label.id) {
    case 'type': {
      const types: KeywordRef[] = [];
      const marks: KeywordRef[] = [];
      const unknown: IToken[] = [];
      for (const t of v) {
        if (tokenMatcher(t, LBracket) || tokenMatcher(t, RBracket) || tokenMatcher(t, Enum)) continue;
        const e = entryOf(t);
        if (e?.category === 'cardType') types.push(kwRef(t));
        else if (e && (e.category === 'mark' || e.category === 'trait' || e.id === 'instant')) marks.push(kwRef(t));
        else unknown.push(t);
      }
      unknownWords(unknown, ['cardType', 'mark', 'trait'], ctx);
      if (!types.length && !unknown.length) bad('需要卡牌类型，如 角色、发生、卡灵', 'a card type is needed, e.g. 角色, 发生, 卡灵');
      return { kind: 'Type', span, types, marks };
    }
    case 'traits':
    case 'exclusive':
      return { kind: 'Names', span, names: nameList(v, ctx) };
    case 'cost': {
      const n = v[0];
      const numeric = isNum(n);
      const amount = numeric ? numberOf(n, ctx) : undefined;
      let extreme: KeywordRef | undefined;
      let i = numeric ? 1 : 0;
      if (i < v.length && tokenMatcher(v[i], Plus)) i++;
      if (i < v.length && entryOf(v[i])?.id === 'extremeEnergy') extreme = kwRef(v[i++]);
      if ((!numeric && !extreme) || i < v.length) {
        bad('写作“3”或“2+极动能”', 'write "3" or "2+极动能"');
      }
      return { kind: 'Cost', span, energy: amount ?? 0, extreme };
    }
    case 'value': {
      const n = isNum(v[0]) ? numberOf(v[0], ctx) : undefined;
      const colorTok = v[1];
      const color = colorTok && entryOf(colorTok)?.category === 'color' ? kwRef(colorTok) : undefined;
      if (n === undefined || (v.length > 1 && !color) || v.length > 2) bad('写作“4 攻推”（颜色：攻、推、攻推、无）', 'write "4 攻推" (colour: 攻, 推, 攻推, 无)');
      return { kind: 'Value', span, value: n ?? 0, color };
    }
    case 'costReduction': {
      const items = v as ClauseItem[];
      const phrases = splitPhrases(items);
      const [condP, effP] = phrases;
      const condItems = condP && entryOf(condP[0] as IToken)?.id === 'if' ? condP.slice(1) : condP;
      const condition = condItems ? parseCondition(condItems, ctx, span) : undefined;
      let amount: number | undefined;
      if (effP && effP.length === 3 && entryOf(effP[0] as IToken)?.id === 'cost' && tokenMatcher(effP[1] as IToken, Minus) && isNum(effP[2] as IToken)) {
        amount = numberOf(effP[2] as IToken, ctx);
      }
      if (!condition || amount === undefined || phrases.length !== 2) {
        if (condition) bad('写作“若条件，费用-N”', 'write "若 condition，费用-N"');
        return { kind: 'Text', span, text };
      }
      return { kind: 'CostReduction', span, condition, amount };
    }
    case 'prerequisite': {
      const items = v as ClauseItem[];
      const c = parseCondition(entryOf(v[0])?.id === 'if' ? items.slice(1) : items, ctx, span);
      return c ? { kind: 'Condition', span, condition: c } : { kind: 'Text', span, text };
    }
    case 'attackArea': {
      const directions: KeywordRef[] = [];
      const unknown: IToken[] = [];
      for (const t of v) {
        if (tokenMatcher(t, Enum) || tokenMatcher(t, Comma)) continue;
        if (entryOf(t)?.category === 'direction') directions.push(kwRef(t));
        else unknown.push(t);
      }
      unknownWords(unknown, ['direction'], ctx);
      return { kind: 'Directions', span, directions };
    }
    case 'summon': {
      const options: SummonOption[] = [];
      const parts: IToken[][] = [[]];
      for (const t of v) {
        if (entryOf(t)?.id === 'or') parts.push([]);
        else parts[parts.length - 1].push(t);
      }
      for (const p of parts) {
        if (!p.length) continue;
        const e0 = entryOf(p[0])?.id;
        const pspan = { start: p[0].startOffset, end: tokSpan(p[p.length - 1]).end };
        if (e0 === 'payEnergy' && p.length === 2 && isNum(p[1])) options.push({ kind: 'energy', amount: numberOf(p[1], ctx) ?? 0, span: pspan });
        else if (e0 === 'material') {
          const target = parseTarget(p.slice(1) as ClauseItem[], ctx) ?? { kind: 'Target' as const, span: pspan, filters: [] };
          options.push({ kind: 'material', target, span: pspan });
        } else bad('写作“耗能N 或 素材…”', 'write "耗能N 或 素材…"');
      }
      return { kind: 'Summon', span, options };
    }
    case 'copies':
    case 'level':
    case 'ap':
    case 'dp':
    case 'sp':
    case 'gp':
    case 'hp':
    case 'atk':
    case 'lightDark':
    case 'stamina': {
      let i = 0;
      let sign = 1;
      if (tokenMatcher(v[0], Minus)) {
        sign = -1;
        i = 1;
      }
      const t = v[i];
      if (v.length !== i + 1 || !isNum(t)) {
        if (t && !isNum(t) && /^[0-9０-９零〇一二两兩三四五六七八九十百]/.test((t as IToken).image)) ctx.diags.push(diag('CS1008', span, [text]));
        else bad('需要一个数字', 'a number is needed');
        return { kind: 'Number', span, value: 0 };
      }
      const n = numberOf(t, ctx);
      return { kind: 'Number', span, value: sign * (n ?? 0) };
    }
    default:
      return { kind: 'Text', span, text };
  }
}

function isNum(t: IToken | undefined): t is IToken {
  return !!t && (tokenMatcher(t, NumberTok) || tokenMatcher(t, Numeral));
}

/** `A、B` → names read back from the source, exactly as written. */
function nameList(v: IToken[], ctx: Ctx): NameRef[] {
  const out: NameRef[] = [];
  let cur: IToken[] = [];
  const flush = () => {
    if (!cur.length) return;
    const s = { start: cur[0].startOffset, end: tokSpan(cur[cur.length - 1]).end };
    const name = ctx.text.slice(s.start, s.end).replace(/^「|」$/g, '');
    out.push({ kind: 'Name', name, quoted: false, span: s });
    cur = [];
  };
  for (const t of v) {
    if (tokenMatcher(t, Enum) || tokenMatcher(t, Comma)) flush();
    else cur.push(t);
  }
  flush();
  return out;
}

const BRACKETABLE = new Set(['trait', 'timing', 'side', 'limit', 'effectKind', 'variant', 'mark']);
// 回 场 限 极 take their count outside brackets (回1), so they are never suggested inside 【】.
const BRACKET_FORMS = VOCABULARY.filter((e) => BRACKETABLE.has(e.category) && !['limitTurn', 'limitField', 'limitName', 'limitGame'].includes(e.id)).flatMap((e) => [e.canonical, ...e.aliases]);

/**
 * Closest vocabulary forms, one per entry (守户 → 守护, not 守护 and 守護): per entry the form nearest
 * to the word, then the one sharing most characters with it (the writer's script), then the canonical.
 */
function didYouMean(word: string, forms: Iterable<string>) {
  const chars = new Set(word);
  const shared = (f: string) => [...f].filter((c) => chars.has(c)).length;
  const best = new Map<string, string>();
  for (const f of suggest(word, forms, 12)) {
    const e = VOCAB_BY_FORM.get(f);
    const key = e?.id ?? f;
    const cur = best.get(key);
    if (!cur) best.set(key, f);
    else {
      const d = editDistance(word, f) - editDistance(word, cur) || shared(cur) - shared(f) || (f === e?.canonical ? -1 : 0);
      if (d < 0) best.set(key, f);
    }
  }
  return [...best.values()].slice(0, 3);
}

/** Reports unknown tokens, one diagnostic per run of touching tokens (魔法, not 魔 and 法), with a did-you-mean. */
function unknownWords(toks: IToken[], cats: string[], ctx: Ctx) {
  if (!toks.length) return;
  const forms = VOCABULARY.filter((e) => cats.includes(e.category)).flatMap((e) => [e.canonical, ...e.aliases]);
  const runs: Span[] = [];
  for (const t of toks) {
    const s = tokSpan(t);
    const last = runs[runs.length - 1];
    if (last && last.end === s.start) last.end = s.end;
    else runs.push(s);
  }
  for (const span of runs) {
    const word = ctx.text.slice(span.start, span.end);
    ctx.diags.push(diag('CS1029', span, [word], withSuggestions(didYouMean(word, forms), span)));
  }
}

function withSuggestions(s: string[], span: Span, wrap = (x: string) => x) {
  if (!s.length) return {};
  return {
    notes: [{ zh: `你是不是想写：${s.join('、')}？`, en: `did you mean: ${s.join(', ')}?` }],
    fixes: s.map((x) => ({ title: `改为“${wrap(x)}”`, titleEn: `change to "${wrap(x)}"`, edits: [{ span, newText: wrap(x) }] })),
  };
}

const LIMIT_SCOPE: Record<string, Limit['scope']> = { 回: 'turn', 場: 'field', 场: 'field', 限: 'nameTurn', 極: 'game', 极: 'game' };

/** Reads one bracket: 【守护】, 【登场时】, 【己方回合开始时】, 【双方】【一回合一次】, … */
function bracketWords(g: BracketGroup, ctx: Ctx): KeywordRef[] | undefined {
  const words = g.inner;
  const span = itemSpan(g);
  if (!words.length || words.some((t) => !entryOf(t) || !BRACKETABLE.has(entryOf(t)!.category))) {
    const inner = words.length ? ctx.text.slice(words[0].startOffset, tokSpan(words[words.length - 1]).end) : '';
    const s = didYouMean(inner, BRACKET_FORMS);
    const innerSpan = words.length ? { start: words[0].startOffset, end: tokSpan(words[words.length - 1]).end } : span;
    ctx.diags.push(diag('CS1002', span, [inner], withSuggestions(s, innerSpan)));
    return undefined;
  }
  return words.map(kwRef);
}

function abilityLine(toks: IToken[], line: Line, ctx: Ctx, card: CardBlock) {
  const { groups, errors } = parseAbilityLine(toks);
  const before = ctx.diags.length;
  for (const e of errors) ctx.diags.push(parseError(e, line));
  const ability: Ability = { kind: 'Ability', span: { start: line.start, end: line.end }, limits: [], costs: [], effects: [] };
  const traits: KeywordRef[] = [];
  for (const h of groups.heads) {
    if (h.kind === 'limit') {
      if (entryOf(h.tok)?.id === 'oncePerTurn') {
        ability.limits.push({ kind: 'Limit', scope: 'turn', count: 1, text: h.tok.image, span: tokSpan(h.tok) });
        continue;
      }
      const letter = h.tok.image[0];
      const digits = h.tok.image.slice(1);
      const n = digits ? parseNumber(digits) : undefined;
      if (!digits) ctx.diags.push(diag('CS1017', tokSpan(h.tok), [h.tok.image]));
      else if (n === undefined) ctx.diags.push(diag('CS1008', tokSpan(h.tok), [h.tok.image]));
      ability.limits.push({ kind: 'Limit', scope: LIMIT_SCOPE[letter], count: n ?? 1, text: h.tok.image, span: tokSpan(h.tok) });
      continue;
    }
    if (h.kind === 'cost') {
      const e = entryOf(h.tok)!;
      const c: Cost = { kind: 'Cost', type: e.id === 'free' ? 'free' : 'energy', amount: 0, span: tokSpan(h.tok) };
      if (e.id === 'payEnergy') {
        if (!h.amount) ctx.diags.push(diag('CS1017', tokSpan(h.tok), [h.tok.image]));
        else {
          c.amount = numberOf(h.amount, ctx) ?? 0;
          c.span = { start: c.span.start, end: tokSpan(h.amount).end };
        }
      } else if (e.id === 'extremeEnergy') {
        ctx.diags.push(diag('CS1029', c.span, [h.tok.image]));
        continue;
      }
      ability.costs.push(c);
      continue;
    }
    const words = bracketWords(h, ctx);
    if (!words) continue;
    for (const w of words) {
      const e = entryOf(w as unknown as IToken) ?? VOCAB_BY_FORM.get(w.text)!;
      switch (e.category) {
        case 'timing':
          ability.timing = w;
          break;
        case 'side':
          ability.side = w;
          break;
        case 'effectKind':
          ability.effectKind = w;
          break;
        case 'variant':
          ability.variant = w;
          break;
        case 'limit':
          if (e.id === 'oncePerTurn') ability.limits.push({ kind: 'Limit', scope: 'turn', count: 1, text: w.text, span: itemSpan(h) });
          else ctx.diags.push(diag('CS1017', itemSpan(h), [w.text]));
          break;
        case 'trait':
          if (e.id === 'action') ability.action = { ...w, span: itemSpan(h) };
          else traits.push({ ...w, span: itemSpan(h) });
          break;
        default:
          ctx.diags.push(diag('CS1029', w.span, [w.text]));
      }
    }
  }
  if (groups.trigger) {
    const t = groups.trigger;
    ability.trigger = parseTrigger(t.when, t.body, t.at, ctx);
  }
  for (const cl of groups.clauses) {
    const r = parseClause(cl, ctx);
    ability.effects.push(...r.effects);
    if (r.condition) ability.condition = r.condition;
  }
  const hasText = groups.clauses.length > 0 || !!groups.trigger;
  const onlyTraits = !hasText && traits.length > 0 && !ability.timing && !ability.effectKind && !ability.action && !ability.limits.length && !ability.costs.length && !ability.variant && !ability.side;
  if (onlyTraits) {
    card.statics.push(...traits);
    return;
  }
  // A 特性 cannot lead ability text: said once per line, and not when the text itself is already
  // reported (【守护】【连击】X is a stray X, not five misplaced keywords).
  if (traits.length && !ctx.diags.slice(before).some((d) => d.severity === 'error')) {
    ctx.diags.push(diag('CS1024', traits[0].span, [traits[0].text]));
  }
  // 【永恒】 text without a clause (e.g. only heads) has nothing to do.
  if (!ability.effects.length && !ctx.diags.some((d) => d.span.start >= line.start && d.span.end <= line.end && d.severity === 'error')) {
    ctx.diags.push(diag('CS1015', { start: line.start, end: line.end }));
  }
  const lastTok = toks[toks.length - 1];
  ability.span = { start: line.start, end: Math.max(tokSpan(lastTok).end, itemsSpan(toks as ClauseItem[]).end) };
  card.abilities.push(ability);
}

