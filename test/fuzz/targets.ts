// What the fuzz suite runs: every stage that reads user input, each as a function of one document that returns
// what it produced (for the determinism check), the spans it produced with the length of the text they point into
// (for the range check) and any invariant of its own it found broken. A throw is a crash.
import { join } from 'node:path';
import { Analysis } from '../../compiler/analysis.js';
import { loadManifest, validateDecks } from '../../compiler/manifest/index.js';
import { parseReplay } from '../../compiler/play/replay-file.js';
import { loadScenario, runScenario } from '../../compiler/scenario/index.js';
import { validateIr } from '../../compiler/validators/index.js';
import { CardParser, dumpAst, type Diagnostic, type Span } from '../../grammar/index.js';
import { analyzeCard } from '../../lsp/analysis.js';
import { complete } from '../../lsp/features/completion.js';
import { formatEdits } from '../../lsp/features/formatting.js';
import { hover } from '../../lsp/features/hover.js';
import { semanticTokens } from '../../lsp/features/semantic-tokens.js';
import { documentSymbols, foldingRanges } from '../../lsp/features/symbols.js';
import { CARD_NAMES, type Game } from './families.js';

const ROOT = join(import.meta.dirname, '..', '..');

// One parser and one analysis for every case, their caches cleared before each run: building the line parser costs
// a tenth of a second, and a cleared cache answers as a fresh one (the parse target checks the cache as well).
const PARSER = new CardParser();
const OTHER_PARSER = new CardParser();
const ANALYSIS = new Analysis();
const fresh = (): Analysis => {
  ANALYSIS.clear();
  return ANALYSIS;
};

export interface Outcome {
  /** What the stage produced, as JSON: two runs on one input must produce the same. */
  result: unknown;
  /** Spans the stage produced, each with the length of the text it points into. */
  spans: { span: Span; length: number; what: string }[];
  /** Invariants of the stage's own that did not hold. */
  broken: string[];
}

export interface Target<I> {
  name: string;
  run(input: I): Outcome;
}

export interface CardInput {
  text: string;
  game: Game;
  /** An offset for the editor features (wraps). */
  at: number;
}

/** Every span of a list of diagnostics (their own, their fixes' edits, related spans in the same file). */
function diagnosticSpans(ds: readonly Diagnostic[], length: number, file?: string): Outcome['spans'] {
  const out: Outcome['spans'] = [];
  for (const d of ds) {
    if (d.file && file && d.file !== file) continue;
    out.push({ span: d.span, length, what: `${d.code} ${d.messageEn}` });
    for (const f of d.fixes ?? [])
      for (const e of f.edits) out.push({ span: e.span, length, what: `${d.code} fix ${f.titleEn}` });
    for (const r of d.related ?? [])
      if (!r.file || r.file === file) out.push({ span: r.span, length, what: `${d.code} related` });
  }
  return out;
}

const brief = (ds: readonly Diagnostic[]) =>
  ds.map((d) => [d.code, d.span.start, d.span.end, d.message, d.messageEn, d.rule ?? '']);

export const parseTarget: Target<CardInput> = {
  name: 'parser',
  run({ text }) {
    const parser = PARSER;
    parser.clear();
    const r = parser.parse(text);
    const broken: string[] = [];
    // The cache answers as a fresh parse does, also for blocks moved by a line put in front.
    const moved = `# x\n${text}`;
    const warm = parser.parse(moved);
    OTHER_PARSER.clear();
    const cold = OTHER_PARSER.parse(moved);
    if (JSON.stringify(brief(warm.diagnostics)) !== JSON.stringify(brief(cold.diagnostics)))
      broken.push('cached parse of a moved text differs from a fresh one');
    if (r.ast.span.end !== text.length || r.ast.span.start !== 0) broken.push('the file span is not the text');
    const spans = diagnosticSpans(r.diagnostics, text.length);
    for (const c of r.ast.cards)
      spans.push(
        { span: c.span, length: text.length, what: `card ${c.name}` },
        { span: c.nameSpan, length: text.length, what: `card name ${c.name}` },
      );
    return { result: [brief(r.diagnostics), dumpAst(r.ast, text)], spans, broken };
  },
};

export const checkTarget: Target<CardInput> = {
  name: 'checker',
  run({ text, game }) {
    const r = fresh().checkFile(text, 'f.card', game);
    return { result: brief(r.diagnostics), spans: diagnosticSpans(r.diagnostics, text.length, 'f.card'), broken: [] };
  },
};

export const buildTarget: Target<CardInput> = {
  name: 'build',
  run({ text, game }) {
    const analysis = fresh();
    const checked = analysis.checkFile(text, 'f.card', game);
    const lowered = analysis.lowerSet(checked.value, 'fuzz');
    const broken: string[] = [];
    // The IR of the cards without errors is what a build writes: it must fit its JSON Schema (else CS4005).
    const clean = lowered.value.cards.filter((c) => !checked.value.cards.find((k) => k.ast.name === c.name)?.hasErrors);
    if (!validateIr({ ...lowered.value, cards: clean }))
      broken.push(`IR does not fit its schema: ${JSON.stringify(validateIr.errors?.slice(0, 2))}`);
    const spans = diagnosticSpans([...checked.diagnostics, ...lowered.diagnostics], text.length, 'f.card');
    return { result: [brief(checked.diagnostics), brief(lowered.diagnostics), lowered.value.cards], spans, broken };
  },
};

export const editorTarget: Target<CardInput> = {
  name: 'editor features',
  run({ text, game, at }) {
    const parser = PARSER;
    parser.clear();
    const a = analyzeCard(text, parser, { manifestRuleset: game });
    const offset = text.length ? at % (text.length + 1) : 0;
    const names = CARD_NAMES[game];
    const edits = formatEdits(text, parser);
    const result = [
      semanticTokens(a).data.length,
      documentSymbols(a).length,
      foldingRanges(a).length,
      edits,
      complete({ analysis: a, offset, cardNames: () => names }).items.length,
      hover({ analysis: a, offset, findCard: () => undefined })?.contents ?? null,
    ];
    const spans = edits.map((e) => ({ span: e.span, length: text.length, what: 'format edit' }));
    return { result, spans, broken: [] };
  },
};

export const manifestTarget: Target<{ text: string; game: Game }> = {
  name: 'manifest',
  run({ text, game }) {
    const m = loadManifest(text, 'set.yaml');
    const cards = CARD_NAMES[game].map((name) => ({
      name,
      type: '角色',
      marks: [],
      span: { start: 0, end: 0 },
      file: 'a.card',
    }));
    const decks = m.value ? validateDecks(m.value, text, cards) : [];
    const all = [...m.diagnostics, ...decks];
    return { result: brief(all), spans: diagnosticSpans(all, text.length, 'set.yaml'), broken: [] };
  },
};

export const scenarioLoadTarget: Target<{ text: string; game: Game }> = {
  name: 'scenario load',
  run({ text }) {
    const r = loadScenario(text, 'a.scenario.yaml');
    return {
      result: [brief(r.diagnostics), r.value ?? null],
      spans: diagnosticSpans(r.diagnostics, text.length, 'a.scenario.yaml'),
      broken: [],
    };
  },
};

export const scenarioRunTarget: Target<{ text: string; game: Game }> = {
  name: 'scenario run',
  run({ text, game }) {
    const file = join(ROOT, 'cards', game, 'scenarios', 'fuzz.scenario.yaml');
    const r = runScenario(text, file);
    const broken = r.diagnostics.filter((d) => d.code === 'CS5118').map((d) => `the engine threw: ${d.messageEn}`);
    return {
      result: [r.ok, r.steps, brief(r.diagnostics)],
      spans: diagnosticSpans(r.diagnostics, text.length, file),
      broken,
    };
  },
};

export const replayTarget: Target<{ text: string }> = {
  name: 'replay parse',
  run({ text }) {
    const r = parseReplay(text);
    const lines = text.split(/\r?\n/).length;
    const broken = !r.ok && (r.line < 1 || r.line > lines) ? [`line ${r.line} outside 1..${lines}`] : [];
    return { result: r.ok ? [true, r.file.games.length] : [false, r.line, r.message], spans: [], broken };
  },
};
