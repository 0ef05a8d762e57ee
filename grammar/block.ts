// One card block (a `卡牌 名称` header and its indented lines) or the prelude before the first card
// (the `规则：` line): lexed on its own, cut into lines, each line read as fields or an ability.
import { tokenMatcher, type IToken } from 'chevrotain';
import { abilityLine } from './abilities.js';
import type { CardBlock, CardFile, Field, KeywordRef } from './ast.js';
import { tokSpan, type Ctx } from './clauses/items.js';
import { diag, type Diagnostic } from './diagnostics.js';
import {
  fieldLine,
  isFieldLine,
  prefixedFieldLabel,
  reportPrefixedField,
  reportUnknownField,
  unknownFieldLabel,
} from './fields.js';
import { Colon, cardLexer, entryOf } from './lexer.js';
import type { LineParser } from './line-parser.js';
import { guessesInScript, ScriptTally } from './guess-script.js';
import { keepPlausible } from './plausible.js';
import { balanceBrackets, joinBrokenBracket, type Line } from './recovery.js';
import { rulesetByName } from './rulesets.js';
import { editDistance } from './suggest.js';
import { VOCAB_BY_FORM } from './vocabulary.js';

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

/** The 卡牌 (or its misspelling) a line starts with, if it is a card header. */
export function headerWord(line: string): string | undefined {
  if (CARD_START.test(line)) return '卡牌';
  const m = CARD_START_TYPO.exec(line);
  return m && editDistance(m[1], '卡牌') <= 1 ? m[1] : undefined;
}

/** Lexes [start, end) of the text into lines; offsets in tokens are absolute. */
function lexRange(text: string, start: number, end: number, diags: Diagnostic[]): Line[] {
  const src = text.slice(start, end);
  const r = cardLexer.tokenize(src);
  for (const e of r.errors) {
    const s = start + e.offset;
    diags.push(diag('CS1001', { start: s, end: s + e.length }, [src.substr(e.offset, e.length)]));
  }
  const lines: Line[] = [];
  let cur: IToken[] = [];
  let lineStart = start;
  for (const t of r.tokens) {
    (t as { startOffset: number }).startOffset += start;
    if (t.tokenType.name !== 'Newline') {
      cur.push(t);
      continue;
    }
    if (cur.length)
      lines.push({
        tokens: cur,
        start: cur[0].startOffset,
        end: t.startOffset,
        indented: cur[0].startOffset > lineStart,
      });
    cur = [];
    lineStart = t.startOffset + t.image.length;
  }
  if (cur.length) lines.push({ tokens: cur, start: cur[0].startOffset, end, indented: cur[0].startOffset > lineStart });
  return lines;
}

export function parsePrelude(text: string, start: number, end: number): BlockResult {
  const diagnostics: Diagnostic[] = [];
  let lastStrayEnd = -1;
  let ruleset: CardFile['ruleset'];
  for (const line of lexRange(text, start, end, diagnostics)) {
    const [a, b] = line.tokens;
    if (entryOf(a)?.id === 'rulesetDirective' && b && tokenMatcher(b, Colon)) {
      const valStart0 = b.startOffset + b.image.length;
      const raw = text.slice(valStart0, line.end);
      const val = raw.replace(/#.*$/, '').trim();
      const id = rulesetByName(val);
      const valStart = valStart0 + raw.indexOf(val);
      if (!id)
        diagnostics.push(diag('CS1025', val ? { start: valStart, end: valStart + val.length } : tokSpan(b), [val]));
      else ruleset = { id, span: { start: line.start, end: valStart + val.length } };
      continue;
    }
    // A run of stray lines (e.g. a card whose 卡牌 header was lost) is one diagnostic.
    const prev = diagnostics[diagnostics.length - 1];
    if (prev?.code === 'CS1009' && prev.span.end === lastStrayEnd)
      diagnostics[diagnostics.length - 1] = diag('CS1009', { start: prev.span.start, end: line.end });
    else diagnostics.push(diag('CS1009', { start: line.start, end: line.end }));
    lastStrayEnd = line.end;
  }
  const r: BlockResult = { diagnostics, base: start };
  if (ruleset) r.ruleset = ruleset;
  return r;
}

/** Categories of the words that mark a card: written after its name on the `卡牌` line, they are no part of it. */
const MARK_CATEGORIES: ReadonlySet<string> = new Set(['mark', 'trait', 'effectKind']);

/**
 * `名称 【咒术】【蓄力】`: the marks in 【】 at the end of a written name (none when any group is not one, or when
 * nothing is before them). Read back from the end, once over the text (a regular expression would backtrack).
 */
function trailingKeywords(written: string, at: number): KeywordRef[] {
  const out: KeywordRef[] = [];
  let end = written.length;
  for (;;) {
    let e = end;
    while (e > 0 && /[\s\u3000]/.test(written[e - 1])) e--;
    if (written[e - 1] !== '】') break;
    const open = written.lastIndexOf('【', e - 2);
    const word = open < 0 ? '' : written.slice(open + 1, e - 1);
    const entry = VOCAB_BY_FORM.get(word);
    if (!entry || !MARK_CATEGORIES.has(entry.category)) return [];
    const start = at + open + 1;
    out.unshift({ kind: 'Keyword', id: entry.id, text: word, span: { start, end: start + word.length } });
    end = open;
  }
  return end < written.length && written.slice(0, end).trim() ? out : [];
}

/** The errors of [start, end) of `text` read as one indented line on its own (what keepPlausible compares). */
function lineErrors(parser: LineParser, text: string, start: number, end: number): number {
  const diags: Diagnostic[] = [];
  const ctx: Ctx = { text, diags };
  const [read] = lexRange(text, start, end, diags);
  const line = read && { ...read, indented: true };
  const toks = line ? balanceBrackets(line, ctx) : [];
  if (!line || !toks.length) return 0;
  if (prefixedFieldLabel(toks) || unknownFieldLabel(toks)) return 1;
  if (isFieldLine(toks)) fieldLine(parser, toks, line, ctx);
  else {
    const empty = { start, end: start };
    const scratch: CardBlock = {
      kind: 'Card',
      name: '',
      nameSpan: empty,
      headerSpan: empty,
      span: { start, end },
      fields: [],
      statics: [],
      abilities: [],
    };
    abilityLine(parser, toks, line, ctx, scratch);
  }
  return diags.filter((d) => d.severity === 'error').length;
}

function lastContentEnd(text: string, start: number, end: number): number {
  let e = end;
  while (e > start && /\s/.test(text[e - 1])) e--;
  return e;
}

export function parseCardBlock(parser: LineParser, text: string, start: number, end: number): BlockResult {
  const diagnostics: Diagnostic[] = [];
  const ctx: Ctx = { text, diags: diagnostics };
  const lines = lexRange(text, start, end, diagnostics);
  const header = lines[0];
  // The block starts at column 0 with 卡牌 (or a misspelling of it, see CARD_START_TYPO).
  const kw = headerWord(text.slice(start, header.end).replace(/#.*$/, '').trimEnd()) ?? '卡牌';
  const kwSpan = { start, end: start + kw.length };
  if (kw !== '卡牌') {
    diagnostics.push(
      diag('CS1032', kwSpan, [kw], {
        fixes: [{ title: '改为“卡牌”', titleEn: 'change to "卡牌"', edits: [{ span: kwSpan, newText: '卡牌' }] }],
      }),
    );
  }
  // The name is the rest of the header line, read back from the source exactly as written.
  const rawName = text.slice(kwSpan.end, header.end);
  const written = rawName.replace(/#.*$/, '').trim();
  const nameStart = kwSpan.end + rawName.indexOf(written);
  const nameMarks = trailingKeywords(written, nameStart);
  const name = nameMarks.length ? written.slice(0, nameMarks[0].span.start - 1 - nameStart).trimEnd() : written;
  const nameSpan = { start: nameStart, end: nameStart + name.length };
  if (!name) diagnostics.push(diag('CS1010', kwSpan));
  else if (nameMarks.length)
    diagnostics.push(
      diag('CS1031', { start: nameMarks[0].span.start - 1, end: nameStart + written.length }, [written]),
    );
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
  if (nameMarks.length) card.nameMarks = nameMarks;
  const seen = new Map<string, Field>();
  let unknownFields = 0;
  let lastUnindented = -1;
  // The card's script, counted once for every line's did-you-mean that asks (guess-script.ts).
  let blockTally: ScriptTally | undefined;
  const blockScript = () => (blockTally ??= new ScriptTally(text, start, end));
  for (let li = 1; li < lines.length; li++) {
    let line = lines[li];
    if (!line.indented) {
      lastUnindented = line.start;
      diagnostics.push(
        diag('CS1026', { start: line.start, end: line.end }, [], {
          fixes: [
            {
              title: '缩进这一行',
              titleEn: 'indent this line',
              edits: [{ span: { start: line.start, end: line.start }, newText: '  ' }],
            },
          ],
        }),
      );
    }
    const joined = li + 1 < lines.length ? joinBrokenBracket(line, lines[li + 1], text, diagnostics) : undefined;
    if (joined) {
      line = joined;
      li++;
    }
    const lineStart = diagnostics.length;
    // Its did-you-mean suggestions are in the script of the text around them, and are the ones that mend it (not
    // across a line joined from two).
    const checkGuesses = () => {
      guessesInScript(diagnostics, lineStart, line, blockScript, text);
      if (!joined) keepPlausible(diagnostics, lineStart, line, text, (t, s, e) => lineErrors(parser, t, s, e));
    };
    const toks = balanceBrackets(line, ctx);
    if (!toks.length) continue;
    // 消耗体力：2: a field with a word before its label, one CS1006 (not a cost, CS1061, and more).
    const prefixed = prefixedFieldLabel(toks);
    if (prefixed) {
      reportPrefixedField(prefixed, ctx);
      unknownFields++;
      continue;
    }
    const unknownLabel = unknownFieldLabel(toks);
    if (unknownLabel) {
      reportUnknownField(unknownLabel, ctx);
      checkGuesses();
      unknownFields++;
      continue;
    }
    if (!isFieldLine(toks)) {
      abilityLine(parser, toks, line, ctx, card);
      checkGuesses();
      continue;
    }
    const fields = fieldLine(parser, toks, line, ctx);
    checkGuesses();
    for (const f of fields) {
      const prev = seen.get(f.id);
      // Not across an unindented line: that is likely a lost 卡牌 header, and the fields after it
      // belong to another card.
      if (prev && prev.span.start > lastUnindented) {
        diagnostics.push(
          diag('CS1012', f.label.span, [f.label.text], {
            related: [{ span: prev.label.span, message: '首次出现', messageEn: 'first here' }],
          }),
        );
      } else seen.set(f.id, f);
      card.fields.push(f);
    }
  }
  if (unknownFields) card.unknownFields = unknownFields;
  if (name && lines.length === 1) diagnostics.push(diag('CS1019', nameSpan, [name]));
  else if (name && !seen.has('type') && !unknownFields) {
    const at = header.end;
    diagnostics.push(
      diag('CS1013', nameSpan, [name], {
        fixes: [
          {
            title: '添加“类型：”',
            titleEn: 'add "类型："',
            edits: [{ span: { start: at, end: at }, newText: '\n  类型：' }],
          },
        ],
      }),
    );
  }
  return { card, diagnostics, base: start };
}
