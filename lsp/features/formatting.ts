// Formatting that never changes meaning: two-space indentation inside cards, full-width
// punctuation, no spaces around ：；，、。, single spaces elsewhere, one blank line between cards
// and fields in canonical order. Names and free text (特征, 专属, 描述, …) are copied verbatim.
// Invariants (tested): format(format(x)) = format(x); the AST (without spans, fields sorted) is kept.
import type { IToken } from 'chevrotain';
import { LineIndex, entryOf, lex, type CardFile, type CardParser, type Span } from '../../grammar/index.js';
import { FIELD_ORDER } from '../profile.js';

const PUNCT_FULL: Record<string, string> = {
  ':': '：',
  ';': '；',
  ',': '，',
  '[': '【',
  ']': '】',
  '(': '（',
  ')': '）',
};
/** No space on either side of these. */
const TIGHT = new Set(['：', '；', '，', '、', '。', ':', ';', ',', '.']);

interface Line {
  start: number;
  end: number;
  text: string;
  tokens: IToken[];
  comment?: IToken;
}

function verbatimSpans(ast: CardFile): Span[] {
  const out: Span[] = [];
  for (const c of ast.cards)
    for (const f of c.fields) if (f.value.kind === 'Names' || f.value.kind === 'Text') out.push(f.value.span);
  return out;
}

function splitLines(text: string): Line[] {
  const li = new LineIndex(text);
  const lines: Line[] = [];
  for (let i = 0; i < li.lineCount; i++) {
    const start = li.lineStarts[i];
    let end = i + 1 < li.lineCount ? li.lineStarts[i + 1] : text.length;
    while (end > start && (text[end - 1] === '\n' || text[end - 1] === '\r')) end--;
    lines.push({ start, end, text: text.slice(start, end), tokens: [] });
  }
  const r = lex(text);
  let li2 = 0;
  const place = (t: IToken, isComment: boolean) => {
    while (li2 < lines.length - 1 && lines[li2 + 1].start <= t.startOffset) li2++;
    if (isComment) lines[li2].comment = t;
    else lines[li2].tokens.push(t);
  };
  const all = [...r.tokens.map((t) => [t, false] as const), ...r.comments.map((t) => [t, true] as const)].sort(
    (a, b) => a[0].startOffset - b[0].startOffset,
  );
  for (const [t, c] of all) if (t.tokenType.name !== 'Newline') place(t, c);
  return lines;
}

function isFieldStart(toks: IToken[], i: number): boolean {
  const n = toks[i + 1];
  return !!n && /^(：|:)$/.test(n.image) && entryOf(toks[i])?.category === 'field';
}

/** The body of one line inside a card, with canonical spacing and punctuation. */
function formatBody(text: string, line: Line, verbatim: Span[]): string {
  const toks = line.tokens;
  const inVerbatim = (o: number) => verbatim.some((s) => s.start <= o && o < s.end);
  let out = '';
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i];
    const keep = inVerbatim(t.startOffset);
    // An ASCII full stop is 。 only where the lexer read it as one (抽1张卡.), never inside a word (R.O.B).
    const img = keep ? t.image : t.tokenType.name === 'Period' ? '。' : (PUNCT_FULL[t.image] ?? t.image);
    if (i > 0) {
      const p = toks[i - 1];
      const pEnd = p.startOffset + p.image.length;
      const gap = text.slice(pEnd, t.startOffset);
      if (keep && inVerbatim(pEnd - 1)) out += gap;
      else if (TIGHT.has(p.image) || TIGHT.has(t.image) || (/[】\]]/.test(p.image) && /[【[]/.test(t.image))) out += '';
      else if (!gap) out += '';
      else if (isFieldStart(toks, i)) out += '  ';
      else out += ' ';
    }
    out += img;
  }
  return out;
}

/** Whether the rewritten line lexes into the same token kinds (full-width punctuation may glue words: 直视（无视盖卡)). */
function sameTokens(orig: IToken[], body: string): boolean {
  const again = lex(body).tokens;
  return again.length === orig.length && again.every((t, i) => t.tokenType === orig[i].tokenType);
}

/** True when everything on the line between tokens is whitespace. */
function coveredByTokens(text: string, line: Line): boolean {
  let at = line.start;
  const toks = line.comment ? [...line.tokens, line.comment] : line.tokens;
  for (const t of toks) {
    if (!/^[ \t\u3000]*$/.test(text.slice(at, t.startOffset))) return false;
    at = t.startOffset + t.image.length;
  }
  return /^[ \t\u3000]*$/.test(text.slice(at, line.end));
}

function fieldKey(line: Line): number | undefined {
  // A line holding exactly one field and no comment can move.
  if (line.comment || !line.tokens.length || !isFieldStart(line.tokens, 0)) return undefined;
  for (let i = 1; i < line.tokens.length; i++) if (isFieldStart(line.tokens, i)) return undefined;
  return FIELD_ORDER.indexOf(entryOf(line.tokens[0])!.id);
}

export function format(text: string, parser: CardParser): string {
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const { ast } = parser.parse(text);
  const verbatim = verbatimSpans(ast).sort((a, b) => a.start - b.start);
  let vi = 0;
  const lines = splitLines(text);
  const cardStarts = new Set(ast.cards.map((c) => c.span.start));
  const firstCard = ast.cards.length ? ast.cards[0].span.start : Infinity;
  const out: { text: string; key?: number; header?: boolean }[] = [];
  for (const line of lines) {
    const trimmed = line.text.replace(/[ \t\u3000]+$/, '');
    if (!trimmed.trim()) {
      out.push({ text: '' });
      continue;
    }
    if (cardStarts.has(line.start)) {
      // A header the splitter recognised from a misspelt 卡牌 stays as written.
      const m = /^卡牌(?:[ \t\u3000]+(.*?))?[ \t\u3000]*(#.*)?$/.exec(trimmed);
      const name = m?.[1] ?? '';
      out.push({
        text: m ? `卡牌${name ? ' ' + name : ''}${m[2] ? (name ? '  ' : ' ') + m[2] : ''}` : trimmed,
        header: true,
      });
      continue;
    }
    if (line.start < firstCard) {
      const d = /^(规则|規則|规则集|規則集)[ \t\u3000]*[:：][ \t\u3000]*(.*)$/.exec(trimmed);
      out.push({ text: d ? `${d[1]}：${d[2]}` : trimmed });
      continue;
    }
    if (!line.tokens.length && line.comment && !/^[ \t\u3000]/.test(line.text)) {
      out.push({ text: trimmed });
      continue;
    }
    if (!coveredByTokens(text, line)) {
      // Characters the lexer skipped (CS1001) would be lost: keep the line, only re-indent it.
      out.push({ text: '  ' + trimmed.replace(/^[ \t\u3000]+/, '') });
      continue;
    }
    while (vi < verbatim.length && verbatim[vi].end <= line.start) vi++;
    const here: Span[] = [];
    for (let j = vi; j < verbatim.length && verbatim[j].start < line.end; j++) here.push(verbatim[j]);
    let body = formatBody(text, line, here);
    if (!sameTokens(line.tokens, body))
      body = line.text
        .slice(line.tokens[0]?.startOffset - line.start || 0, (line.comment?.startOffset ?? line.end) - line.start)
        .trim();
    const comment = line.comment ? line.comment.image.replace(/[ \t\u3000]+$/, '') : '';
    out.push({ text: '  ' + body + (body && comment ? '  ' : '') + comment, key: fieldKey(line) });
  }
  // Canonical field order inside each run of single-field lines.
  for (let i = 0; i < out.length;) {
    if (out[i].key === undefined || out[i].key! < 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < out.length && out[j].key !== undefined && out[j].key! >= 0) j++;
    const run = out
      .slice(i, j)
      .map((x, k) => ({ x, k }))
      .sort((a, b) => a.x.key! - b.x.key! || a.k - b.k)
      .map((y) => y.x);
    out.splice(i, j - i, ...run);
    i = j;
  }
  // Blank lines: none at the top, at most one in a row, exactly one before each card after the first.
  const res: string[] = [];
  out.forEach((l) => {
    if (!l.text) {
      if (res.length && res[res.length - 1] !== '') res.push('');
      return;
    }
    // A comment right above a card stays attached to it.
    if (l.header && res.length && res[res.length - 1] !== '' && !res[res.length - 1].startsWith('#')) res.push('');
    res.push(l.text);
  });
  while (res.length && res[res.length - 1] === '') res.pop();
  return res.length ? res.join(eol) + eol : '';
}

/** One whole-document edit (or none when the text is already formatted). */
export function formatEdits(text: string, parser: CardParser): { span: Span; newText: string }[] {
  const f = format(text, parser);
  if (f === text) return [];
  // Trim the common prefix and suffix so the editor keeps the cursor and folding where it can.
  let s = 0;
  while (s < f.length && s < text.length && f[s] === text[s]) s++;
  let e = 0;
  while (e < f.length - s && e < text.length - s && f[f.length - 1 - e] === text[text.length - 1 - e]) e++;
  // Do not split a surrogate pair or a \r\n.
  const splits = (i: number) =>
    i > 0 &&
    i < text.length &&
    ((/[\udc00-\udfff]/.test(text[i]) && /[\ud800-\udbff]/.test(text[i - 1])) ||
      (text[i] === '\n' && text[i - 1] === '\r'));
  while (splits(s)) s--;
  while (e > 0 && splits(text.length - e)) e--;
  return [{ span: { start: s, end: text.length - e }, newText: f.slice(s, f.length - e) }];
}
