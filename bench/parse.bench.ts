// Parser throughput: lex + parse + AST of a 10,000-card corpus (CardParser.parse, cache cleared every
// iteration) against the classic Chevrotain JSON parser on a JSON text of similar token count.
// Goal: ours ≥ 0.5× the JSON baseline in tokens/s.
import { performance } from 'node:perf_hooks';
import { CardParser, cardLexer, splitBlocks } from '../grammar/index.js';
import { generateCorpus } from './corpus.js';
import { generateJson, lexJson, parseJson } from './json-baseline.js';

const CARDS = Number(process.env.BENCH_CARDS ?? 10_000);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 7);
const SEED = 20240601;
const GOAL = 0.5;

export interface Timing {
  /** Wall-clock ms. */
  median: number;
  min: number;
  max: number;
  /** Median process CPU ms (user + system) of the same iterations: less sensitive to a loaded machine. */
  cpu: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Runs fn `warmup` times untimed, then `iterations` times timed; returns ms figures. */
export function measure(fn: () => void, warmup = WARMUP, iterations = ITERATIONS): Timing {
  return measureInterleaved([fn], warmup, iterations)[0];
}

/**
 * Like measure, for several functions at once, run round-robin (a, b, c, a, b, c, …) so that a
 * change in machine load during the run affects every function alike and their ratios stay fair.
 */
export function measureInterleaved(fns: (() => void)[], warmup = WARMUP, iterations = ITERATIONS): Timing[] {
  for (let i = 0; i < warmup; i++) for (const fn of fns) fn();
  const wall: number[][] = fns.map(() => []);
  const cpu: number[][] = fns.map(() => []);
  for (let i = 0; i < iterations; i++) {
    fns.forEach((fn, k) => {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      fn();
      wall[k].push(performance.now() - t0);
      const c = process.cpuUsage(c0);
      cpu[k].push((c.user + c.system) / 1000);
    });
  }
  return wall.map((w, k) => ({ median: median(w), min: Math.min(...w), max: Math.max(...w), cpu: median(cpu[k]) }));
}

function fmt(n: number): string {
  if (n >= 1e6) return `${(n / 1e6).toFixed(2)}M`;
  if (n >= 1e3) return `${(n / 1e3).toFixed(1)}k`;
  return n.toFixed(0);
}

interface Row {
  label: string;
  t: Timing;
  tokens: number;
  bytes: number;
  cards?: number;
}

function line(r: Row): string {
  const s = r.t.median / 1000;
  const cols = [
    r.label.padEnd(34),
    `${r.t.median.toFixed(1).padStart(8)} ms`,
    `(min ${r.t.min.toFixed(1)}, max ${r.t.max.toFixed(1)}, cpu ${r.t.cpu.toFixed(1)})`.padEnd(36),
    `${fmt(r.tokens / s).padStart(8)} tok/s`,
    `${(r.bytes / 1048576 / s).toFixed(2).padStart(7)} MB/s`,
  ];
  if (r.cards !== undefined) cols.push(`${fmt(r.cards / s).padStart(8)} cards/s`);
  return cols.join('  ');
}

/** Parses a 1,000-card corpus and warns (with the first few) if it reports any error. */
export function validateCorpus(n = 1000, seed = SEED): boolean {
  const c = generateCorpus(n, seed);
  let ok = true;
  for (const [label, text] of [['mixed', c.text], ...Object.entries(c.perRuleset)] as const) {
    const r = new CardParser().parse(text);
    const errors = r.diagnostics.filter((d) => d.severity === 'error');
    const names = new Set(r.ast.cards.map((x) => x.name));
    if (r.ast.cards.length !== (label === 'mixed' ? n : c.counts[label as keyof typeof c.counts])) {
      console.warn(`WARNING: corpus (${label}) parsed into ${r.ast.cards.length} cards`);
      ok = false;
    }
    if (names.size !== r.ast.cards.length) {
      console.warn(`WARNING: corpus (${label}) has duplicate card names (${r.ast.cards.length - names.size})`);
      ok = false;
    }
    if (errors.length) {
      ok = false;
      console.warn(
        `WARNING: generated corpus (${label}, ${n} cards) has ${errors.length} error diagnostics; first few:`,
      );
      for (const d of errors.slice(0, 5)) {
        const ls = text.lastIndexOf('\n', d.span.start) + 1;
        const le = text.indexOf('\n', d.span.start);
        console.warn(`  ${d.code} ${d.message} | ${text.slice(ls, le < 0 ? undefined : le).trim()}`);
      }
    }
  }
  return ok;
}

export async function run(): Promise<void> {
  const ok = validateCorpus();
  console.log(
    `corpus check (1,000 cards, mixed + per ruleset): ${ok ? 'no error diagnostics' : 'ERRORS (see warnings above)'}`,
  );

  const corpus = generateCorpus(CARDS, SEED);
  const text = corpus.text;
  const bytes = Buffer.byteLength(text, 'utf8');
  const tokens = cardLexer.tokenize(text).tokens.length;
  const lines = text.split('\n').length;
  console.log(
    `cards corpus: ${CARDS} cards (slcg ${corpus.counts.slcg}, guangan ${corpus.counts.guangan}, kaling ${corpus.counts.kaling}), ` +
      `${lines} lines, ${(bytes / 1048576).toFixed(2)} MB, ${tokens} tokens`,
  );

  const json = generateJson(tokens, SEED);
  const jsonBytes = Buffer.byteLength(json, 'utf8');
  const jsonTokens = lexJson(json).length;
  console.log(`JSON baseline: ${(jsonBytes / 1048576).toFixed(2)} MB, ${jsonTokens} tokens`);
  console.log(`warm-up ${WARMUP}, median of ${ITERATIONS} iterations, rows run interleaved\n`);

  // Sanity: the full parse must see every card.
  const parser = new CardParser();
  const once = parser.parse(text);
  if (once.ast.cards.length !== CARDS) console.warn(`WARNING: parsed ${once.ast.cards.length} of ${CARDS} cards`);

  const lexWhole = () => void cardLexer.tokenize(text);
  const lexBlocks = () => {
    for (const ch of splitBlocks(text)) cardLexer.tokenize(text.slice(ch.start, ch.end));
  };
  const parseCards = () => {
    parser.clear();
    parser.parse(text);
  };
  const lexJ = () => void lexJson(json);
  const parseJ = () => void parseJson(json);
  const [tLexWhole, tLexBlocks, tParse, tLexJ, tParseJ] = measureInterleaved([
    lexWhole,
    lexBlocks,
    parseCards,
    lexJ,
    parseJ,
  ]);
  const ours = { tokens, bytes, cards: CARDS };
  const theirs = { tokens: jsonTokens, bytes: jsonBytes };
  const rows: Row[] = [
    { label: 'cards: lex only (whole text)', t: tLexWhole, ...ours },
    { label: 'cards: split + lex per block', t: tLexBlocks, ...ours },
    { label: 'cards: CardParser.parse (lex+parse+AST)', t: tParse, ...ours },
    { label: 'JSON: lex only', t: tLexJ, ...theirs },
    { label: 'JSON: lex + CST parse', t: tParseJ, ...theirs },
  ];
  for (const r of rows) console.log(line(r));

  const rate = (r: Row) => r.tokens / r.t.median;
  const cpuRate = (r: Row) => r.tokens / r.t.cpu;
  const [lexOurs, lexBlk, full, lexJRow, fullJ] = rows;
  const ratio = rate(full) / rate(fullJ);
  console.log('');
  console.log(`lex-only ratio ours/JSON (tokens/s): ${(rate(lexOurs) / rate(lexJRow)).toFixed(2)}×`);
  console.log(
    `lex+parse ratio ours/JSON (tokens/s): ${ratio.toFixed(2)}× wall, ${(cpuRate(full) / cpuRate(fullJ)).toFixed(2)}× cpu` +
      `  (goal ≥ ${GOAL}×) ${ratio >= GOAL ? 'OK' : 'BELOW GOAL'}`,
  );
  console.log(
    `share of parse time spent lexing (split + lex per block): ${((100 * lexBlk.t.median) / full.t.median).toFixed(0)}%`,
  );
}
