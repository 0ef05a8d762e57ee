// The Chevrotain lexer: one token type per vocabulary form, found by one trie walk (longest form
// first) and grouped into a category token per vocabulary category and per entry; plus
// punctuation, numbers, quotes and a catch-all.
import { createToken, Lexer, type ILexingError, type IToken, type TokenType } from 'chevrotain';
import { S2T, T2S, toSimplified } from './script.js';
import { VOCABULARY, type Category, type VocabEntry } from './vocabulary.js';

export const Newline = createToken({ name: 'Newline', pattern: /\r\n|\r|\n/, line_breaks: true });
// A byte-order mark (a file saved as "UTF-8 with BOM") is whitespace like any other.
const Whitespace = createToken({ name: 'Whitespace', pattern: /[ \t\u3000\u00a0\ufeff]+/, group: Lexer.SKIPPED });
export const Comment = createToken({ name: 'Comment', pattern: /#[^\r\n]*/, group: 'comments' });

/** Any token that may stand inside an effect clause; separators are not in it. */
export const ClauseTok = createToken({ name: 'ClauseTok', pattern: Lexer.NA });
/** Any vocabulary word. */
const VocabWord = createToken({ name: 'VocabWord', pattern: Lexer.NA, categories: [ClauseTok] });

export const Quote = createToken({ name: 'Quote', pattern: /「[^」\r\n]*」/, categories: [ClauseTok] });
export const QuoteOpen = createToken({ name: 'QuoteOpen', pattern: /「[^」\r\n]*/, categories: [ClauseTok] });
export const LBracket = createToken({ name: 'LBracket', pattern: /【|\[/ });
export const RBracket = createToken({ name: 'RBracket', pattern: /】|\]/ });
export const LParen = createToken({ name: 'LParen', pattern: /（|\(/, categories: [ClauseTok] });
export const RParen = createToken({ name: 'RParen', pattern: /）|\)/, categories: [ClauseTok] });
export const Colon = createToken({ name: 'Colon', pattern: /：|:/ });
export const Semicolon = createToken({ name: 'Semicolon', pattern: /；|;/ });
export const Comma = createToken({ name: 'Comma', pattern: /，|,/, categories: [ClauseTok] });
export const Enum = createToken({ name: 'Enum', pattern: /、/, categories: [ClauseTok] });
/**
 * An ASCII full stop ends a sentence as 。 does (抽1张卡.), but not inside a word or a number (R.O.B, 1.5): only
 * before a space, a line end, the end of the text or a character beyond ASCII (a custom matcher: Chevrotain refuses
 * a `$` anchor in a pattern).
 */
function matchPeriod(text: string, offset: number): RegExpExecArray | null {
  const c = text[offset];
  if (c === '。') return ['。'] as unknown as RegExpExecArray;
  if (c !== '.') return null;
  const next = text.charCodeAt(offset + 1);
  const ends = Number.isNaN(next) || next > 0x7f || next === 0x20 || next === 0x09 || next === 0x0a || next === 0x0d;
  return ends ? (['.'] as unknown as RegExpExecArray) : null;
}

export const Period = createToken({
  name: 'Period',
  pattern: { exec: matchPeriod },
  line_breaks: false,
  start_chars_hint: ['。', '.'],
});
export const Plus = createToken({ name: 'Plus', pattern: /\+|＋/, categories: [ClauseTok] });
export const Minus = createToken({ name: 'Minus', pattern: /-|－|−/, categories: [ClauseTok] });
export const Compare = createToken({
  name: 'Compare',
  pattern: />=|<=|≥|≤|＞＝|＜＝|>|<|＞|＜|=|＝/,
  categories: [ClauseTok],
});
/** 回N 场N 限N 极N (KL-LIM-05): a limit letter glued to its count. */
export const LimitTok = createToken({
  name: 'LimitTok',
  pattern: /[回場场限極极](?:[0-9０-９]+|[零〇一二两兩三四五六七八九十]+)/,
  categories: [ClauseTok],
});
export const NumberTok = createToken({ name: 'NumberTok', pattern: /[0-9０-９]+/, categories: [ClauseTok] });
export const Numeral = createToken({
  name: 'Numeral',
  pattern: /[零〇一二两兩三四五六七八九十百]+/,
  categories: [ClauseTok],
});
export const AsciiWord = createToken({ name: 'AsciiWord', pattern: /[A-Za-z][A-Za-z0-9_]*/, categories: [ClauseTok] });
/** Catch-all: any other printable character (a surrogate pair is one character), one at a time (names are read back from the source). */
export const Word = createToken({
  name: 'Word',
  pattern: /[\ud800-\udbff][\udc00-\udfff]|[!-~\u0080-\uffff]/,
  categories: [ClauseTok],
});

const CATEGORY_NAMES: Category[] = [...new Set(VOCABULARY.map((e) => e.category))];

/**
 * A token type in a category, the category set after creation: Chevrotain's createToken rebuilds every
 * ancestor's list of members on each call (quadratic in the ~250 vocabulary tokens, about 25 ms of every
 * start-up), while the Lexer constructor below computes the same lists for all tokens in one pass.
 */
function categorized(name: string, category: TokenType): TokenType {
  const t = createToken({ name, pattern: Lexer.NA });
  t.CATEGORIES = [category];
  return t;
}

/** One category token per vocabulary category (e.g. CAT.field), consumed by the parser. */
export const CAT: Record<Category, TokenType> = Object.fromEntries(
  CATEGORY_NAMES.map((c) => [c, categorized(`Cat_${c}`, VocabWord)]),
) as Record<Category, TokenType>;

/** One token type per vocabulary entry (e.g. ENTRY_CAT.when for 当/當): every written form of the entry lexes to it, so the parser can ask for one word in any script. */
export const ENTRY_CAT: Record<string, TokenType> = Object.fromEntries(
  VOCABULARY.map((e) => [e.id, categorized(`E_${e.id}`, CAT[e.category])]),
);

/** Token type → vocabulary entry, for every vocabulary token. */
const ENTRY_OF_TOKEN: ReadonlyMap<TokenType, VocabEntry> = new Map(VOCABULARY.map((e) => [ENTRY_CAT[e.id], e]));

/**
 * Form → its entry's token type: every form as written, and as written simplified (script.ts, per character), so
 * a word may mix the scripts (登场時 is 登场时: the trie reads each character through the table). No two entries
 * share a key (a test checks). Entry token types have no pattern: the trie below finds their forms.
 */
const FORM_TYPE: ReadonlyMap<string, TokenType> = new Map(
  VOCABULARY.flatMap((e) =>
    [e.canonical, ...e.aliases].flatMap((form) => [
      [form, ENTRY_CAT[e.id]] as const,
      [toSimplified(form), ENTRY_CAT[e.id]] as const,
    ]),
  ),
);

/** The forms the trie holds: each written simplified. */
const TRIE_FORMS: readonly string[] = [...new Set([...FORM_TYPE.keys()].map(toSimplified))];

/** Code unit → its simplified code unit for the traditional characters of script.ts; 0 for every other. */
const SIMPLIFIED_UNIT: Uint16Array = (() => {
  const a = new Uint16Array(0x10000);
  for (const [t, s] of T2S) a[t.charCodeAt(0)] = s.charCodeAt(0);
  return a;
})();

interface TrieNode {
  next: Map<number, TrieNode>;
  /** A form ends here. */
  end: boolean;
}

/** Every vocabulary form in one trie of UTF-16 code units: one walk finds the longest form at an offset. */
const TRIE: TrieNode = (() => {
  const root: TrieNode = { next: new Map(), end: false };
  for (const form of TRIE_FORMS) {
    let n = root;
    for (let i = 0; i < form.length; i++) {
      const c = form.charCodeAt(i);
      let m = n.next.get(c);
      if (!m) n.next.set(c, (m = { next: new Map(), end: false }));
      n = m;
    }
    n.end = true;
  }
  return root;
})();

const isAsciiLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
/** What continues an ASCII word past a form: a letter or `_` — not a digit, so AP3以上 is AP, 3, 以上. */
const isAsciiWordChar = (c: number) => isAsciiLetter(c) || c === 95;

/**
 * Custom Chevrotain pattern: the longest vocabulary form at the offset (so 回合开始时 wins over 回合
 * and 对方 over 对), each character read simplified (a mixed-script 登场時 is 登场时). A form that starts
 * with an ASCII letter loses to a longer ASCII word (APX is a word, not AP + X), which AsciiWord then
 * matches; a number glued to it is not part of the word (AP3以上 = AP 3以上, as designers write it).
 */
function matchVocab(text: string, offset: number): RegExpExecArray | null {
  let n = TRIE;
  let end = -1;
  for (let i = offset; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const m = n.next.get(SIMPLIFIED_UNIT[c] || c);
    if (!m) break;
    n = m;
    if (m.end) end = i + 1;
  }
  if (end < 0) return null;
  if (isAsciiLetter(text.charCodeAt(offset))) {
    let w = offset + 1;
    while (w < text.length && isAsciiWordChar(text.charCodeAt(w))) w++;
    if (w > end) return null;
  }
  return [text.slice(offset, end)] as unknown as RegExpExecArray;
}

/** Lexes every vocabulary form; the lexer retypes each match to its form's own token type. */
const VocabTok = createToken({
  name: 'VocabTok',
  pattern: { exec: matchVocab },
  // Keeps Chevrotain's first-character optimisation on for a custom pattern: every character a form may start
  // with, in either script.
  start_chars_hint: [...new Set(TRIE_FORMS.flatMap((f) => (S2T.has(f[0]) ? [f[0], S2T.get(f[0])!] : [f[0]])))],
  line_breaks: false,
});

/** Token types the parser knows (every form); the lexer itself matches forms through VocabTok. */
export const ALL_TOKENS: TokenType[] = [
  ClauseTok,
  VocabWord,
  ...Object.values(CAT),
  Newline,
  Whitespace,
  Comment,
  Quote,
  QuoteOpen,
  LimitTok,
  VocabTok,
  LBracket,
  RBracket,
  LParen,
  RParen,
  Colon,
  Semicolon,
  Comma,
  Enum,
  Period,
  Plus,
  Minus,
  Compare,
  NumberTok,
  Numeral,
  AsciiWord,
  Word,
  ...Object.values(ENTRY_CAT),
];

/** A Chevrotain lexer whose VocabTok matches become the token type of the form they matched. */
class CardLexer extends Lexer {
  override tokenize(text: string, initialMode?: string) {
    const r = super.tokenize(text, initialMode);
    const toks = r.tokens;
    for (let i = 0; i < toks.length; i++) {
      const t = toks[i];
      if (t.tokenType === VocabTok) {
        // A form as written; a word mixing the scripts, read simplified.
        const tt = FORM_TYPE.get(t.image) ?? FORM_TYPE.get(toSimplified(t.image))!;
        t.tokenType = tt;
        t.tokenTypeIdx = tt.tokenTypeIdx!;
      }
    }
    return r;
  }
}

/** A lexer over the token table. ensureOptimizations keeps Chevrotain's first-character optimisation
 *  on: construction throws if it is lost. validate: Chevrotain's token checks, off in production runs
 *  for start-up time and on in test/grammar/grammar-valid.test.ts. */
export function makeLexer(opts: { validate?: boolean } = {}): Lexer {
  return new CardLexer(ALL_TOKENS, {
    ensureOptimizations: true,
    positionTracking: 'onlyOffset',
    skipValidations: !opts.validate,
  });
}

export const cardLexer: Lexer = makeLexer();

export interface LexResult {
  tokens: IToken[];
  comments: IToken[];
  errors: ILexingError[];
}

export function lex(text: string): LexResult {
  const r = cardLexer.tokenize(text);
  return { tokens: r.tokens, comments: r.groups.comments ?? [], errors: r.errors };
}

/** Entry by token type index: entryOf runs for every word, several times, and an array read beats a map. */
const ENTRY_BY_TYPE_IDX: readonly (VocabEntry | undefined)[] = (() => {
  const a: (VocabEntry | undefined)[] = [];
  for (const [tt, e] of ENTRY_OF_TOKEN) a[tt.tokenTypeIdx!] = e;
  return a;
})();

export function entryOf(tok: IToken): VocabEntry | undefined {
  return ENTRY_BY_TYPE_IDX[tok.tokenTypeIdx];
}
