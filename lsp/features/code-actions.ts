// Code actions: the fixes diagnostics carry (of a .card file or a set.yaml), "add the missing required field",
// simplified ↔ traditional for vocabulary words (names are never touched), and "explain this rule". Every action
// passes the request's `only` kinds; the same edit offered twice is one action; a fix's vocabulary words are written
// in the file's script (a did-you-mean in its line's, as its note); an edit that changes nothing is never offered.
import type { CodeAction, Command, Diagnostic as LspDiagnostic } from 'vscode-languageserver';
import {
  LineIndex,
  VOCAB_BY_ID,
  entryOf,
  isGuess,
  lex,
  rulesOf,
  type Diagnostic,
  type Span,
  type VocabEntry,
} from '../../grammar/index.js';
import type { CardAnalysis } from '../analysis.js';
import type { Range as LspRange } from 'vscode-languageserver';
import { overlaps, toLspDiagnostic, toLspEdit, type Lang } from '../convert.js';
import { fieldsForCard } from '../profile.js';
import { isTraditionalForm, traditionalOf } from '../vocab.js';

export const EXPLAIN_RULE_COMMAND = 'cardscript.explainRule';

export interface CodeActionInput {
  uri: string;
  analysis: CardAnalysis;
  span: Span;
  lang?: Lang;
  only?: string[];
}

/** Spans holding names and free text, where words are data, not vocabulary. */
function dataSpans(a: CardAnalysis): Span[] {
  const out: Span[] = [];
  for (const c of a.ast.cards) {
    out.push(c.headerSpan);
    for (const f of c.fields) if (f.value.kind === 'Names' || f.value.kind === 'Text') out.push(f.value.span);
  }
  return out;
}

/** Tokens that may stand in a fix's text beside vocabulary words without being a name. */
const PLAIN_TOKENS = new Set([
  'NumberTok',
  'Numeral',
  'LBracket',
  'RBracket',
  'Colon',
  'Semicolon',
  'Comma',
  'Enum',
  'Period',
  'Plus',
  'Minus',
  'Compare',
  'LParen',
  'RParen',
]);

/** The script most of the file's vocabulary words are written in (its first 20,000 characters; simplified on a tie). */
function fileScript(text: string): 'simplified' | 'traditional' {
  let trad = 0;
  let simp = 0;
  for (const t of lex(text.slice(0, 20_000)).tokens) {
    const e = entryOf(t);
    if (!e) continue;
    if (isTraditionalForm(t.image)) trad++;
    else if (t.image === e.canonical && traditionalOf(e)) simp++;
  }
  return trad > simp ? 'traditional' : 'simplified';
}

/**
 * A fix's text with its vocabulary words in `script` (守護 → 守护 in a simplified file). Only a text made of
 * vocabulary words, numbers and punctuation is rewritten: a card name in it is left exactly as written.
 */
function inScript(newText: string, script: 'simplified' | 'traditional'): string {
  const { tokens, errors } = lex(newText);
  if (errors.length || !tokens.every((t) => entryOf(t) || PLAIN_TOKENS.has(t.tokenType.name))) return newText;
  let out = '';
  let at = 0;
  for (const t of tokens) {
    const e = entryOf(t);
    if (!e) continue;
    const to =
      script === 'simplified'
        ? isTraditionalForm(t.image)
          ? e.canonical
          : t.image
        : t.image === e.canonical || isTraditionalForm(t.image)
          ? (traditionalOf(e) ?? t.image)
          : t.image;
    out += newText.slice(at, t.startOffset) + to;
    at = t.startOffset + t.image.length;
  }
  return out + newText.slice(at);
}

/** Edits that rewrite vocabulary words in [span) to simplified or to traditional. */
export function scriptEdits(
  a: CardAnalysis,
  span: Span,
  to: 'simplified' | 'traditional',
): { span: Span; newText: string }[] {
  const skip = dataSpans(a);
  const edits: { span: Span; newText: string }[] = [];
  const src = a.text.slice(span.start, span.end);
  for (const t of lex(src).tokens) {
    const e = entryOf(t);
    if (!e) continue;
    const s = { start: span.start + t.startOffset, end: span.start + t.startOffset + t.image.length };
    if (skip.some((k) => s.start >= k.start && s.end <= k.end)) continue;
    if (to === 'simplified' && isTraditionalForm(t.image)) edits.push({ span: s, newText: e.canonical });
    if (to === 'traditional' && (t.image === e.canonical || isTraditionalForm(t.image))) {
      const tr = traditionalOf(e);
      if (tr && tr !== t.image) edits.push({ span: s, newText: tr });
    }
  }
  return edits;
}

function lineSpan(a: CardAnalysis, span: Span): Span {
  const s = a.lines.position(span.start).line;
  const e = a.lines.position(span.end).line;
  const start = a.lines.lineStarts[s];
  const end = e + 1 < a.lines.lineCount ? a.lines.lineStarts[e + 1] : a.text.length;
  return { start, end };
}

function explainCommand(rules: string[], entry?: VocabEntry): Command {
  return {
    title: `解释规则 ${rules.join(' ')} / explain rule`,
    command: EXPLAIN_RULE_COMMAND,
    arguments: [rules, entry?.id ?? null],
  };
}

/** Whether an action of `kind` passes the request's `only` (a kind passes its own prefix: `source` lets `source.x` by). */
function wanted(only: readonly string[] | undefined, kind: string): boolean {
  return !only?.length || only.some((o) => kind === o || kind.startsWith(o + '.'));
}

/**
 * The actions, filtered by `only`, with edits that change nothing dropped (an action left with none is not
 * offered), and the same edits of one kind offered twice (two diagnostics with one fix, a required field added by its CS2003
 * fix and by "add the required field") merged into one action carrying both diagnostics.
 */
function finish(
  actions: CodeAction[],
  texts: Record<string, { text: string; lines: LineIndex }>,
  only?: string[],
): CodeAction[] {
  const out: CodeAction[] = [];
  const byEdit = new Map<string, CodeAction>();
  for (const a of actions) {
    if (!wanted(only, a.kind ?? '')) continue;
    if (a.edit?.changes) {
      const changes: Record<string, { range: LspRange; newText: string }[]> = {};
      for (const [uri, edits] of Object.entries(a.edit.changes)) {
        const doc = texts[uri];
        const real = doc
          ? edits.filter(
              (e) => doc.text.slice(doc.lines.offset(e.range.start), doc.lines.offset(e.range.end)) !== e.newText,
            )
          : edits;
        if (real.length) changes[uri] = real;
      }
      if (!Object.keys(changes).length) continue;
      a.edit = { changes };
      const key = JSON.stringify([a.kind, changes]);
      const seen = byEdit.get(key);
      if (seen) {
        // One edit, one action: it fixes every diagnostic either was offered for.
        const ds = [...(seen.diagnostics ?? []), ...(a.diagnostics ?? [])];
        if (ds.length)
          seen.diagnostics = ds.filter((d, i) => ds.findIndex((x) => JSON.stringify(x) === JSON.stringify(d)) === i);
        continue;
      }
      byEdit.set(key, a);
    }
    out.push(a);
  }
  return out;
}

/** Quick fixes carried by diagnostics that touch `span` (a .card file's or a set.yaml's). */
function diagnosticFixes(
  uri: string,
  diagnostics: readonly Diagnostic[],
  lines: LineIndex,
  span: Span,
  lang: Lang,
  script?: 'simplified' | 'traditional',
): CodeAction[] {
  const out: CodeAction[] = [];
  for (const d of diagnostics) {
    if (!overlaps(d.span, span)) continue;
    const lspDiag: LspDiagnostic = toLspDiagnostic(d, lines, lang);
    const fixes = d.fixes ?? [];
    for (const f of fixes) {
      // A did-you-mean is in the script of its line already (the parser's guess-script.ts), as its note says.
      const convert = script && !isGuess(f);
      const edits = f.edits.map((e) => (convert ? { ...e, newText: inScript(e.newText, script) } : e));
      // The title names the text the fix writes (改为“守护”): in the script it is written in.
      let title = lang === 'en' ? f.titleEn : f.title;
      f.edits.forEach((e, i) => {
        if (edits[i].newText !== e.newText) title = title.replace(e.newText, edits[i].newText);
      });
      out.push({
        title,
        kind: 'quickfix',
        diagnostics: [lspDiag],
        isPreferred: fixes.length === 1,
        edit: { changes: { [uri]: edits.map((e) => toLspEdit(e, lines)) } },
      });
    }
  }
  return out;
}

export interface ManifestCodeActionInput {
  uri: string;
  text: string;
  diagnostics: readonly Diagnostic[];
  span: Span;
  lang?: Lang;
  only?: string[];
}

/** A set.yaml's quick fixes: those its diagnostics carry (a misspelt key, a deck entry naming no card). */
export function manifestCodeActions(input: ManifestCodeActionInput): CodeAction[] {
  const lines = new LineIndex(input.text);
  const actions = diagnosticFixes(input.uri, input.diagnostics, lines, input.span, input.lang ?? 'zh');
  return finish(actions, { [input.uri]: { text: input.text, lines } }, input.only);
}

export function codeActions(input: CodeActionInput): CodeAction[] {
  const { analysis: a, span, uri } = input;
  const lang = input.lang ?? 'zh';
  const want = (kind: string) => wanted(input.only, kind);
  const out: CodeAction[] = [];
  const edit = (edits: { span: Span; newText: string }[]) => ({
    changes: { [uri]: edits.map((e) => toLspEdit(e, a.lines)) },
  });

  // 1. Fixes carried by diagnostics, their vocabulary in the file's script.
  const rules = new Set<string>();
  const touching = a.diagnostics.filter((d) => overlaps(d.span, span));
  for (const d of touching) if (d.rule) rules.add(d.rule);
  if (want('quickfix') && touching.some((d) => d.fixes?.length))
    out.push(...diagnosticFixes(uri, touching, a.lines, span, lang, fileScript(a.text)));

  // 2. Missing required fields of the card type.
  const card = a.cardAt(span.start);
  if (card && want('quickfix')) {
    const presence = fieldsForCard(card, a.ruleset);
    if (presence) {
      const have = new Set(card.fields.map((f) => f.id));
      // A field whose CS2003 fix is offered already (the same line, added after the card's last field).
      const offered = new Set(touching.filter((d) => d.code === 'CS2003' && d.fixes?.length).map((d) => d.args[0]));
      const lastField = card.fields.length
        ? card.fields.reduce((x, y) => (y.span.end > x.span.end ? y : x))
        : undefined;
      const at = lineSpan(a, lastField?.span ?? card.headerSpan).end;
      const nl = at > 0 && a.text[at - 1] !== '\n' ? '\n' : '';
      for (const [id, p] of presence) {
        if (p !== 'required' || have.has(id)) continue;
        const label = VOCAB_BY_ID.get(id)?.canonical ?? id;
        if (offered.has(label)) continue;
        out.push({
          title: lang === 'en' ? `add the required field "${label}"` : `添加必需字段“${label}”`,
          kind: 'quickfix',
          edit: edit([{ span: { start: at, end: at }, newText: `${nl}  ${label}：\n` }]),
        });
      }
    }
  }

  // 3. Simplified ↔ traditional, for the selected lines and for the whole file.
  const sel = span.end > span.start ? span : lineSpan(a, span);
  const whole = { start: 0, end: a.text.length };
  const variants: [string, string, Span, 'simplified' | 'traditional'][] = [
    ['refactor.rewrite', '关键字转为简体 / vocabulary to simplified', sel, 'simplified'],
    ['refactor.rewrite', '关键字转为繁体 / vocabulary to traditional', sel, 'traditional'],
    ['source.convertToSimplified', '全文关键字转为简体 / whole file to simplified', whole, 'simplified'],
    ['source.convertToTraditional', '全文关键字转为繁体 / whole file to traditional', whole, 'traditional'],
  ];
  for (const [kind, title, s, to] of variants) {
    if (!want(kind)) continue;
    const edits = scriptEdits(a, s, to);
    if (edits.length) out.push({ title, kind, edit: edit(edits) });
  }

  // 4. Explain the rule of a diagnostic or of the word under the cursor: the rules of the file's own game only (a
  // vocabulary entry cites every game's that has the word).
  if (want('quickfix')) {
    let entry: VocabEntry | undefined;
    const line = lineSpan(a, { start: span.start, end: span.start });
    const src = a.text.slice(line.start, line.end);
    for (const t of lex(src).tokens) {
      const s = line.start + t.startOffset;
      const e = entryOf(t);
      if (s <= Math.max(span.end, span.start) && span.start <= s + t.image.length && e) {
        if (!rulesOf(e.rules, a.ruleset).length) continue;
        entry = e;
        break;
      }
    }
    for (const r of entry?.rules ?? []) rules.add(r);
    const cited = rulesOf([...rules], a.ruleset);
    if (cited.length)
      out.push({
        title: `解释规则 ${cited.join(' ')} / explain rule`,
        kind: 'quickfix',
        command: explainCommand(cited, entry),
      });
  }
  return finish(out, { [uri]: { text: a.text, lines: a.lines } }, input.only);
}
