// Code actions: the fixes diagnostics carry, "add the missing required field", simplified ↔
// traditional for vocabulary words (names are never touched), and "explain this rule".
import type { CodeAction, Command, Diagnostic as LspDiagnostic } from 'vscode-languageserver';
import { VOCAB_BY_ID, entryOf, lex, rulesOf, type Span, type VocabEntry } from '../../grammar/index.js';
import type { CardAnalysis } from '../analysis.js';
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

export function codeActions(input: CodeActionInput): CodeAction[] {
  const { analysis: a, span, uri } = input;
  const lang = input.lang ?? 'zh';
  const want = (kind: string) => !input.only?.length || input.only.some((o) => kind === o || kind.startsWith(o + '.'));
  const out: CodeAction[] = [];
  const edit = (edits: { span: Span; newText: string }[]) => ({
    changes: { [uri]: edits.map((e) => toLspEdit(e, a.lines)) },
  });

  // 1. Fixes carried by diagnostics.
  const rules = new Set<string>();
  if (want('quickfix')) {
    for (const d of a.diagnostics) {
      if (!overlaps(d.span, span)) continue;
      if (d.rule) rules.add(d.rule);
      const lspDiag: LspDiagnostic = toLspDiagnostic(d, a.lines, lang);
      const fixes = d.fixes ?? [];
      for (const f of fixes) {
        out.push({
          title: lang === 'en' ? f.titleEn : f.title,
          kind: 'quickfix',
          diagnostics: [lspDiag],
          isPreferred: fixes.length === 1,
          edit: edit(f.edits),
        });
      }
    }
  }

  // 2. Missing required fields of the card type.
  const card = a.cardAt(span.start);
  if (card && want('quickfix')) {
    const presence = fieldsForCard(card, a.ruleset);
    if (presence) {
      const have = new Set(card.fields.map((f) => f.id));
      const lastField = card.fields.length
        ? card.fields.reduce((x, y) => (y.span.end > x.span.end ? y : x))
        : undefined;
      const at = lineSpan(a, lastField?.span ?? card.headerSpan).end;
      const nl = at > 0 && a.text[at - 1] !== '\n' ? '\n' : '';
      for (const [id, p] of presence) {
        if (p !== 'required' || have.has(id)) continue;
        const label = VOCAB_BY_ID.get(id)?.canonical ?? id;
        out.push({
          title: lang === 'en' ? `add the required field "${label}"` : `添加必需字段“${label}”`,
          kind: 'quickfix',
          edit: edit([{ span: { start: at, end: at }, newText: `${nl}  ${label}：\n` }]),
        });
      }
    }
  }

  // 3. Simplified ↔ traditional, for the selected lines and for the whole file.
  if (want('refactor.rewrite') || want('source')) {
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
  }

  // 4. Explain the rule of a diagnostic or of the word under the cursor: the rules of the file's own game only (a
  // vocabulary entry cites every game's that has the word).
  if (want('quickfix') || want('refactor')) {
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
  return out;
}
