// Checker benchmark: check + IR of a generated 10,000-card set (goal ≥ 10,000 cards/s), and the
// re-check of that set after one card changed (goal < 50 ms), which the per-block and per-file
// caches make cheap. Prints figures, never asserts.
import { performance } from 'node:perf_hooks';
import { Analysis } from '../compiler/analysis.js';
import type { SourceFile } from '../compiler/checker/index.js';
import { corpusForRuleset, RULESET_KEYS, type RulesetKey } from './corpus.js';

const N = 10_000;
const PER_FILE = 100;

/** One ruleset's corpus as files of PER_FILE cards, each starting with its 规则 line. */
function files(ruleset: RulesetKey, n: number): SourceFile[] {
  const [directive, ...cards] = corpusForRuleset(ruleset, n).split(/\n(?=卡牌 )/);
  const out: SourceFile[] = [];
  for (let i = 0; i * PER_FILE < cards.length; i++) {
    out.push({
      path: `cards/${String(i).padStart(3, '0')}.card`,
      text: `${directive.trimEnd()}\n\n${cards.slice(i * PER_FILE, (i + 1) * PER_FILE).join('\n')}`,
    });
  }
  return out;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

function fmt(n: number): string {
  return n.toLocaleString('en-US', { maximumFractionDigits: 1 });
}

export async function run(): Promise<void> {
  // Warm up the lexer, parser and checker on a small set so the figures below are steady-state.
  const analysis = new Analysis();
  for (const r of RULESET_KEYS) analysis.checkSet({ files: files(r, 60), ruleset: r });

  console.log(`corpus: ${fmt(N)} cards per ruleset, ${PER_FILE} cards per file\n`);
  console.log(
    'ruleset     parse   check   IR ms   cards/s (parse+check+IR)   cards/s (check+IR)   errors  warnings   re-check 1 card   re-check+IR',
  );
  for (const r of RULESET_KEYS) {
    const set = files(r, N);
    analysis.clear();
    // Parse first (it fills the parser's block cache), so the check and IR figures stand alone.
    const tp = performance.now();
    for (const f of set) analysis.parse(f.text);
    const t0 = performance.now();
    const checked = analysis.checkSet({ files: set, ruleset: r });
    const t1 = performance.now();
    const ir = analysis.lowerSet(checked.value, `bench-${r}`);
    const t2 = performance.now();
    const cards = ir.value.cards.length;
    const errors = checked.diagnostics.filter((d) => d.severity === 'error').length;
    const warnings = checked.diagnostics.filter((d) => d.severity === 'warning').length;

    // Re-check after one card changed: a flavour line added to a card in the middle of one file.
    const again: number[] = [];
    const againIr: number[] = [];
    for (let i = 0; i < 7; i++) {
      const edited = set.slice();
      const f = edited[(i * 37) % edited.length];
      const at = f.text.indexOf('\n卡牌 ', Math.floor(f.text.length / 2));
      edited[(i * 37) % edited.length] = { ...f, text: `${f.text.slice(0, at)}\n  描述：改动${i}${f.text.slice(at)}` };
      const a = performance.now();
      const c = analysis.checkSet({ files: edited, ruleset: r });
      const b = performance.now();
      analysis.lowerSet(c.value, `bench-${r}`);
      const d = performance.now();
      again.push(b - a);
      againIr.push(d - a);
    }
    console.log(
      `${r.padEnd(9)} ${fmt(t0 - tp).padStart(7)} ${fmt(t1 - t0).padStart(7)} ${fmt(t2 - t1).padStart(7)} ${fmt((cards / (t2 - tp)) * 1000).padStart(26)} ` +
        `${fmt((cards / (t2 - t0)) * 1000).padStart(20)} ${String(errors).padStart(8)} ${String(warnings).padStart(9)} ${fmt(median(again)).padStart(14)} ms ${fmt(median(againIr)).padStart(11)} ms`,
    );
  }
  console.log(
    '\ngoals: check+IR ≥ 10,000 cards/s; re-check after one edit < 50 ms (median of 7; the edited file is re-parsed)',
  );
}
